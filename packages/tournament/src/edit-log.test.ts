import { describe, expect, it } from 'vitest';
import { createTournament, formatTournament, parseTournament } from './document';
import { correctedRounds, logEdit, tournamentChanges } from './edit-log';
import type { Tournament } from './model';
import { applySanction } from './sanctions';
import { addPlayer, setResult, withdrawPlayer } from './tournament-edit';

const ok = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** A round robin of four after two rounds, every result recorded. */
function event(): Tournament {
  return {
    ...createTournament({ name: 'Giải', system: 'round-robin' }),
    players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
    rounds: [
      {
        games: [
          { red: 1, black: 4, result: 'red-win' },
          { red: 2, black: 3, result: 'draw' },
        ],
        byes: [],
      },
      {
        games: [
          { red: 4, black: 3, result: 'black-win' },
          { red: 1, black: 2, result: 'draw' },
        ],
        byes: [],
      },
    ],
  };
}

const at = '2026-03-01T09:00:00.000Z';

describe('tournamentChanges', () => {
  it('a corrected result: one change, old and new', () => {
    const t = event();
    const u = ok(setResult(t, 1, 2, 'red-win'));
    expect(tournamentChanges(t, u)).toEqual([
      { path: '$.rounds[0].games[1].result', old: 'draw', new: 'red-win' },
    ]);
  });

  it('players by start number: a withdrawal is one change, a player added one change', () => {
    const t = event();
    expect(tournamentChanges(t, ok(withdrawPlayer(t, 3)))).toEqual([
      { path: '$.players[id=3].withdrawn', new: true },
    ]);
    const empty = { ...t, rounds: [] };
    const added = ok(addPlayer(empty, { name: 'P5' }));
    expect(tournamentChanges(empty, added)).toEqual([
      { path: '$.players[id=5]', new: JSON.stringify(added.players[4]) },
    ]);
  });

  it('a player struck from the list is marked under his own number, the others untouched', () => {
    const t = event();
    const s = ok(
      applySanction(t, 1, 'strike', { by: 'organisers', inWriting: true, chiefArbiterConsulted: true }),
    );
    const changes = tournamentChanges(t, s.tournament);
    expect(changes.filter((c) => c.path.startsWith('$.players'))).toEqual([
      { path: '$.players[id=1].withdrawn', new: true },
      { path: '$.players[id=1].struck', new: true },
    ]);
    expect(changes.some((c) => c.path.startsWith('$.rounds'))).toBe(false);
  });

  it('the log itself is not a change, and an unchanged document has none', () => {
    const t = event();
    expect(tournamentChanges(t, { ...t, log: [{ at, action: 'x', afterRound: 0, changes: [] }] })).toEqual(
      [],
    );
  });
});

describe('logEdit', () => {
  it('appends who, when, what, and the values; the file reads it back', () => {
    const t = event();
    const u = ok(logEdit(t, ok(setResult(t, 1, 2, 'red-win')), { at, by: 'Nguyễn Văn A', action: 'result' }));
    expect(u.log).toEqual([
      {
        at,
        by: 'Nguyễn Văn A',
        action: 'result',
        afterRound: 2,
        changes: [{ path: '$.rounds[0].games[1].result', old: 'draw', new: 'red-win' }],
      },
    ]);
    expect(ok(parseTournament(formatTournament(u)))).toEqual(u);
    // The next edit keeps the first entry.
    const w = ok(logEdit(u, ok(withdrawPlayer(u, 4)), { at, action: 'withdraw' }));
    expect(w.log?.map((e) => e.action)).toEqual(['result', 'withdraw']);
  });

  it('an edit that changed nothing leaves no entry; a creation leaves one without changes', () => {
    const t = event();
    expect(ok(logEdit(t, t, { at, action: 'result' })).log).toBeUndefined();
    expect(ok(logEdit(undefined, t, { at, action: 'new' })).log).toEqual([
      { at, action: 'new', afterRound: 2, changes: [] },
    ]);
  });

  it('refuses what the reader would refuse, with a typed error', () => {
    const r = logEdit(event(), event(), { at, by: 'x'.repeat(201), action: 'result' });
    expect(r.ok ? '' : r.error.code).toBe('TOURNAMENT_BAD_FIELD');
  });
});

describe('correctedRounds', () => {
  it('a change to a round before the last paired one is named; the last round is not', () => {
    const t = event();
    const early = ok(logEdit(t, ok(setResult(t, 1, 1, 'draw')), { at, action: 'result' }));
    expect(correctedRounds(early.log![0]!)).toEqual([1]);
    const last = ok(logEdit(t, ok(setResult(t, 2, 1, 'red-win')), { at, action: 'result' }));
    expect(correctedRounds(last.log![0]!)).toEqual([]);
  });
});

describe('the reader of the log', () => {
  it('refuses values no edit writes', () => {
    const base = JSON.parse(formatTournament(event()));
    for (const bad of [
      { at, action: 'x', afterRound: 0, changes: [{ path: '$.x', old: { a: 1 } }] },
      { at, action: 'x', afterRound: -1, changes: [] },
      { at: 5, action: 'x', afterRound: 0, changes: [] },
      { at, action: 'x', afterRound: 0, changes: [{ path: '$.x', new: [1] }] },
      { at, action: 'x'.repeat(101), afterRound: 0, changes: [] },
    ]) {
      const r = parseTournament(JSON.stringify({ ...base, log: [bad] }));
      expect(r.ok ? '' : r.error.code).toBe('TOURNAMENT_BAD_FIELD');
    }
  });
});
