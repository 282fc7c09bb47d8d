import { describe, expect, it } from 'vitest';
import { reorderTeamBoards } from './team-event';
import { pairTeamRoundRobin } from './team-tournament';
import { createTournament, type Tournament } from './tournament';

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
    const a = r.value.games.map((g) => (g.white <= 100 ? g.white : g.black));
    expect(a).toEqual([1, 2, ...Array.from({ length: 27 }, (_, i) => i + 4), 31]);
    expect(r.value.substitutions).toEqual([{ team: 'A', board: 30, out: 3, in: 31, minutes: 0 }]);
    // Three absent, two reserves: the last board is lost by forfeit.
    const short = pairTeamRoundRobin({ ...match(30), absent: [3, 5, 7] });
    if (!short.ok) throw new Error(short.error.message);
    const last = short.value.games[29];
    // Board 30 is even: B (the second team) has white there.
    expect(last).toEqual({ white: 130, black: 7, result: 'white-win-forfeit' });
  });

  it('fewer than 30 a side: the reserve plays on the absent player’s own board', () => {
    const r = pairTeamRoundRobin({ ...match(6), absent: [3] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.games[2]).toEqual({ white: 7, black: 103, result: 'pending' });
  });

  it('boards may be reordered after a game in a friendly match, never in an official one', () => {
    // "cho phép sau một ván cờ có thể sắp xếp lại thứ tự các đấu thủ"
    const t = match(4);
    const r = reorderTeamBoards(t, 'A', [4, 3, 2, 1]);
    expect(r.ok && r.value.teams?.[0]?.members).toEqual([4, 3, 2, 1]);
    if (!r.ok) return;
    const next = pairTeamRoundRobin(r.value);
    expect(next.ok && next.value.games[0]).toEqual({ white: 4, black: 101, result: 'pending' });
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
      rounds: [{ games: [{ white: 1, black: 101, result: 'pending' as const }], byes: [] }],
    };
    expect(reorderTeamBoards(playing, 'A', [4, 3, 2, 1])).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_STARTED' },
    });
  });
});
