// Random edit sequences with hostile values: every edit checks its value with the reader's
// rules, so each document an edit answers formats and parses back equal, and every refusal is a
// typed error (or, for an argument of the wrong JavaScript type, a TypeError naming the function).
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { createTournament, formatTournament, parseTournament } from './document';
import { hostileValue } from './hostile.test-util';
import { GAME_RESULTS, type Tournament } from './model';
import {
  addPlayer,
  addRound,
  addTeam,
  EDIT_ERROR_CODES,
  markAbsent,
  setResult,
  withdrawPlayer,
} from './tournament-edit';

const hostile = hostileValue(
  [0, 1, 2, 1.5, 9999, 10_000, 10_001],
  fc.bigInt(),
  fc.constantFrom(...GAME_RESULTS),
);
const small = fc.integer({ min: -1, max: 8 });
/** A cyclic object: JSON.stringify cannot write it. */
function cyclic(): unknown {
  const o: Record<string, unknown> = { name: 'C' };
  o.self = o;
  return o;
}
const value = fc.oneof(hostile, small, fc.constant(cyclic()));

type Edit = (t: Tournament) => unknown;
const edit: fc.Arbitrary<[string, Edit]> = fc.oneof(
  fc
    .record({
      field: fc.constantFrom('id', 'name', 'rating', 'club', 'birthYear', 'sex', 'withdrawn', 'self'),
      v: value,
    })
    .map(({ field, v }): [string, Edit] => [
      `addPlayer ${field}`,
      (t) => addPlayer(t, { name: 'P', [field]: v } as never),
    ]),
  fc.constant<[string, Edit]>(['addPlayer', (t) => addPlayer(t, { name: 'P', rating: 2000 })]),
  fc
    .record({
      w: small,
      b: small,
      result: value,
      byes: fc.array(fc.record({ player: value, kind: value }), { maxLength: 2 }),
    })
    .map(({ w, b, result, byes }): [string, Edit] => [
      'addRound',
      (t) => addRound(t, { games: [{ red: w, black: b, result }], byes } as never),
    ]),
  fc
    .tuple(value, value, value)
    .map(([r, p, result]): [string, Edit] => [
      'setResult',
      (t) => setResult(t, r as never, p as never, result as never),
    ]),
  fc
    .tuple(small, value)
    .map(([r, result]): [string, Edit] => [
      'setResult',
      (t) => setResult(t, r, t.rounds[r - 1]?.games[0]?.red ?? 1, result as never),
    ]),
  fc
    .tuple(value, fc.boolean())
    .map(([p, back]): [string, Edit] => ['withdrawPlayer', (t) => withdrawPlayer(t, p as never, back)]),
  fc
    .tuple(value, fc.boolean())
    .map(([p, back]): [string, Edit] => ['markAbsent', (t) => markAbsent(t, p as never, back)]),
  fc
    .tuple(value, fc.array(value, { maxLength: 3 }))
    .map(([code, members]): [string, Edit] => [
      'addTeam',
      (t) => addTeam(t, { code, name: 'T', members, substitutes: [] } as never),
    ]),
);

test.prop(
  [
    fc.constantFrom('swiss-dutch', 'round-robin', 'team-round-robin') as fc.Arbitrary<'swiss-dutch'>,
    fc.array(edit, { maxLength: 25 }),
  ],
  {
    numRuns: 200,
  },
)('every document an edit answers formats and parses back equal; every refusal is typed', (system, edits) => {
  let t = createTournament({ name: 'E', system, friendly: true });
  for (const [name, apply] of edits) {
    let r: unknown;
    try {
      r = apply(t);
    } catch (e) {
      // Only a wrong JavaScript type throws, and it names the function.
      expect(e).toBeInstanceOf(TypeError);
      expect((e as Error).message.startsWith(name.split(' ')[0] as string)).toBe(true);
      continue;
    }
    const answer = r as { ok: true; value: Tournament } | { ok: false; error: { code: string } };
    if (!answer.ok) {
      expect(EDIT_ERROR_CODES).toContain(answer.error.code);
      continue;
    }
    const back = parseTournament(formatTournament(answer.value));
    expect(back.ok ? back.value : back.error).toEqual(answer.value);
    t = answer.value;
  }
});

test('a result outside the list, a NaN rating, a BigInt id and a self-pairing are refused by the edit', () => {
  let t = createTournament({ name: 'E', system: 'swiss-dutch', rounds: 3 });
  for (const name of ['A', 'B']) {
    const r = addPlayer(t, { name });
    if (r.ok) t = r.value;
  }
  const codeOf = (r: { ok: boolean; error?: { code: string } }): string | undefined => r.error?.code;
  expect(codeOf(addPlayer(t, { name: 'N', rating: Number.NaN }))).toBe('TOURNAMENT_BAD_FIELD');
  expect(codeOf(addPlayer(t, { name: 'N', rating: Number.POSITIVE_INFINITY }))).toBe('TOURNAMENT_BAD_FIELD');
  expect(codeOf(addPlayer(t, { name: 'N', id: 2.5 }))).toBe('TOURNAMENT_BAD_FIELD');
  expect(codeOf(addPlayer(t, { name: 'N', id: 3n as never }))).toBe('TOURNAMENT_BAD_FIELD');
  expect(codeOf(addPlayer(t, { name: cyclic() as never }))).toBe('TOURNAMENT_BAD_FIELD');
  expect(() => addPlayer(t, null as never)).toThrow(/^addPlayer: player/);
  expect(codeOf(addRound(t, { games: [{ red: 1, black: 1, result: 'pending' }], byes: [] }))).toBe(
    'TOURNAMENT_PLAYER_TWICE_IN_ROUND',
  );
  const a = addRound(t, { games: [{ red: 1, black: 2, result: 'pending' }], byes: [] });
  expect(a.ok).toBe(true);
  if (!a.ok) return;
  expect(codeOf(setResult(a.value, 1, 1, 'red-wins' as never))).toBe('TOURNAMENT_BAD_FIELD');
  expect(() => setResult(a.value, '1' as never, 1, 'draw')).toThrow(/^setResult: round/);
});
