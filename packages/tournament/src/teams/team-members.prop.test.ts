// A player sits on one board of one team: a document listing him twice in a team, or in two
// teams, is refused at validation (TOURNAMENT_DUPLICATE_PLAYER naming the field), never read
// and left for pairNextRound to meet with a RangeError.
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { validateTournament } from '../document';
import { pairNextRound } from '../tournament-pair';

const doc = (teams: readonly { members: number[]; substitutes: number[] }[]) => ({
  format: 'xq-tournament',
  version: 2,
  name: 'T',
  regulations: { system: 'team-round-robin', scoring: '1-0.5-0' },
  players: Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `P${i + 1}` })),
  teams: teams.map((t, i) => ({ code: `T${i}`, name: `T${i}`, ...t })),
  rounds: [],
});

test.prop([
  fc.array(
    fc.record({
      members: fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 4 }),
      substitutes: fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 2 }),
    }),
    { minLength: 2, maxLength: 4 },
  ),
])('a player listed twice or in two teams is refused; a document that validates pairs', (teams) => {
  const all = teams.flatMap((t) => [...t.members, ...t.substitutes]);
  const r = validateTournament(doc(teams));
  if (new Set(all).size < all.length) {
    expect(r).toMatchObject({ ok: false, error: { code: 'TOURNAMENT_DUPLICATE_PLAYER' } });
    if (!r.ok) expect(r.error.message).toMatch(/listed twice in team|is in teams/);
    return;
  }
  if (!r.ok) return; // another rule of team events (sizes) may refuse it
  // what validates never meets a RangeError when paired
  expect(() => pairNextRound(r.value)).not.toThrow(RangeError);
});

test('the named cases', () => {
  const twice = validateTournament(
    doc([
      { members: [1, 1], substitutes: [] },
      { members: [2, 3], substitutes: [] },
    ]),
  );
  expect(twice).toMatchObject({ ok: false, error: { code: 'TOURNAMENT_DUPLICATE_PLAYER' } });
  const sub = validateTournament(
    doc([
      { members: [1, 2], substitutes: [2] },
      { members: [3, 4], substitutes: [] },
    ]),
  );
  expect(sub).toMatchObject({ ok: false, error: { code: 'TOURNAMENT_DUPLICATE_PLAYER' } });
  const two = validateTournament(
    doc([
      { members: [1, 2], substitutes: [] },
      { members: [3, 1], substitutes: [] },
    ]),
  );
  expect(two).toMatchObject({ ok: false, error: { code: 'TOURNAMENT_DUPLICATE_PLAYER' } });
  if (!two.ok) expect(two.error.message).toContain('T0 and T1');
});
