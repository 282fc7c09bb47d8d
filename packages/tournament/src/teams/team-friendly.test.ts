import { describe, expect, it } from 'vitest';
import { createTournament } from '../document';
import type { Tournament } from '../model';
import { checkTeamSizes } from '../tournament-edit';
import { checkBoardTables, reorderTeamBoards } from './boards';
import { pairTeamRoundRobin } from './team-tournament';

/** A friendly match of two teams of `size` boards: A has 1…size, B 101…100+size; two reserves each. */
function match(size: number, friendly = true): Tournament {
  const a = Array.from({ length: size }, (_, i) => i + 1);
  const b = a.map((x) => x + 100);
  return {
    ...createTournament({ name: 'Giao hữu', system: 'team-round-robin', friendly }),
    players: [...a, size + 1, size + 2, ...b, 101 + size, 102 + size].map((id) => ({ id, name: `P${id}` })),
    teams: [
      { code: 'A', name: 'A', members: a, substitutes: [size + 1, size + 2] },
      { code: 'B', name: 'B', members: b, substitutes: [101 + size, 102 + size] },
    ],
  };
}

describe('the large friendly match (30.1.3, 30.1.4)', () => {
  it('30 a side: an absent player’s lower boards move up and the reserve takes the last board', () => {
    // "chuyển đấu thủ dưới lên và đấu thủ dự bị thay vào bảng cuối cùng (khi mỗi đội có 30 đấu thủ
    // trở lên)"
    const r = pairTeamRoundRobin({ ...match(30), absent: [3] });
    if (!r.ok) throw new Error(r.error.message);
    const a = r.value.games.map((g) => (g.red <= 100 ? g.red : g.black));
    expect(a).toEqual([1, 2, ...Array.from({ length: 27 }, (_, i) => i + 4), 31]);
    expect(r.value.substitutions).toEqual([{ team: 'A', board: 30, out: 3, in: 31, minutes: 0 }]);
    // Three absent, two reserves: the last board is lost by forfeit.
    const short = pairTeamRoundRobin({ ...match(30), absent: [3, 5, 7] });
    if (!short.ok) throw new Error(short.error.message);
    const last = short.value.games[29];
    // Board 30 is even: B (the second team) has red there.
    expect(last).toEqual({ red: 130, black: 7, result: 'red-win-forfeit' });
  });

  it('fewer than 30 a side: the reserve plays on the absent player’s own board', () => {
    const r = pairTeamRoundRobin({ ...match(6), absent: [3] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.games[2]).toEqual({ red: 7, black: 103, result: 'pending' });
  });

  it('boards may be reordered after a game in a friendly match, never in an official one', () => {
    // "cho phép sau một ván cờ có thể sắp xếp lại thứ tự các đấu thủ"
    const t = match(4);
    const r = reorderTeamBoards(t, 'A', [4, 3, 2, 1]);
    expect(r.ok && r.value.teams?.[0]?.members).toEqual([4, 3, 2, 1]);
    if (!r.ok) return;
    const next = pairTeamRoundRobin(r.value);
    expect(next.ok && next.value.games[0]).toEqual({ red: 4, black: 101, result: 'pending' });
    expect(reorderTeamBoards(match(4, false), 'A', [4, 3, 2, 1])).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NOT_FRIENDLY' },
    });
    for (const bad of [[1, 2, 3], [1, 1, 2, 3], [1, 2, 3, 5], null])
      expect(reorderTeamBoards(t, 'A', bad as unknown as number[])).toMatchObject({
        ok: false,
        error: { code: 'TOURNAMENT_BAD_FIELD' },
      });
    expect(reorderTeamBoards(t, 'Z', [1])).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NOT_A_TEAM_EVENT' },
    });
    // While a game of the round is pending, the order stays.
    const playing = {
      ...t,
      rounds: [{ games: [{ red: 1, black: 101, result: 'pending' as const }], byes: [] }],
    };
    expect(reorderTeamBoards(playing, 'A', [4, 3, 2, 1])).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_STARTED' },
    });
  });

  it('names an entry of the new order that cannot be read', () => {
    // Found by a probe: a getter of the order, or an array proxy whose `length` trap threw,
    // passed its own Error through (the package's copy read an array's length before its guard).
    const t = match(4);
    const order = Object.defineProperty([4, 3, 2, 1], 1, {
      enumerable: true,
      get() {
        throw new Error('app');
      },
    });
    expect(() => reorderTeamBoards(t, 'A', order)).toThrow(
      new TypeError('reorderTeamBoards: members[1] could not be read (app)'),
    );
    const trap = new Proxy([4, 3, 2, 1], {
      get(o, k) {
        if (k === 'length') throw new Error('trap');
        return Reflect.get(o, k);
      },
    });
    expect(() => reorderTeamBoards(t, 'A', trap)).toThrow(
      new TypeError('reorderTeamBoards: members could not be read (trap)'),
    );
  });
});

describe('the two law rules the CLI enforced, now in the library', () => {
  it('checkTeamSizes holds a hand-written file to the official sizes before round 1 (Điều 30)', () => {
    // 30.1.1 (team sizes of an official event): 3–6 regular players and 1–3 reserves.
    const base = createTournament({ name: 'x', system: 'team-round-robin' });
    const players = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, name: `P${id}` }));
    const small: Tournament = {
      ...base,
      players,
      teams: [{ code: 'A', name: 'A', members: [1, 2], substitutes: [3] }],
    };
    expect(checkTeamSizes(small)).toMatchObject({ ok: false, error: { code: 'TOURNAMENT_TEAM_SIZE' } });
    const right: Tournament = {
      ...base,
      players,
      teams: [{ code: 'A', name: 'A', members: [1, 2, 3], substitutes: [4] }],
    };
    expect(checkTeamSizes(right)).toEqual({ ok: true, value: right });
    // A friendly match has no limits; once a round is paired the teams stand.
    expect(checkTeamSizes({ ...small, regulations: { ...small.regulations, friendly: true } }).ok).toBe(true);
    expect(checkTeamSizes({ ...small, rounds: [{ games: [], byes: [] }] }).ok).toBe(true);
  });

  it('checkBoardTables: board tables only for a team event played board against board (30.1.3)', () => {
    const teams = [{ code: 'A', name: 'A', members: [1], substitutes: [] }];
    const of = (system: Tournament['regulations']['system'], withTeams = true): Tournament => ({
      ...createTournament({ name: 'x', system }),
      players: [{ id: 1, name: 'P1' }],
      ...(withTeams ? { teams } : {}),
    });
    expect(checkBoardTables(of('team-round-robin')).ok).toBe(true);
    expect(checkBoardTables(of('team-swiss')).ok).toBe(true);
    expect(checkBoardTables(of('team-round-robin', false))).toMatchObject({
      error: { code: 'TOURNAMENT_NOT_A_TEAM_EVENT' },
    });
    for (const system of ['team-english', 'team-knockout'] as const)
      expect(checkBoardTables(of(system))).toMatchObject({ error: { code: 'TOURNAMENT_NO_BOARD_TABLES' } });
  });
});
