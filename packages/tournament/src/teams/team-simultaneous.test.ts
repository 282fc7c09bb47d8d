import { describe, expect, it } from 'vitest';
import { createTournament, formatTournament, parseTournament } from '../document';
import type { Tournament } from '../model';
import { addRound, addTeam, markAbsent, setResult } from '../tournament-edit';
import { pairNextRound } from '../tournament-pair';
import { teamRoundBoards } from './boards';
import { tournamentTeamStandings } from './team-tournament';

// 30.2.1: "hai đội lập danh sách đấu thủ (theo nguyên tắc 3) và các đấu thủ có cùng số thứ tự sẽ
// cùng gặp nhau trong một trận gồm từ 1-4 ván. Số ván cờ thường được quy định là chẵn để đảm bảo
// quyền đi trước của hai đội bằng nhau."

/** Teams A (1–3, reserve 4) and B (5–7, reserve 8), `games` games a board. */
function match(games?: number): Tournament {
  const base = createTournament({ name: 'Đồng loạt', system: 'team-simultaneous' });
  let t: Tournament = {
    ...base,
    regulations: { ...base.regulations, ...(games === undefined ? {} : { gamesPerMatch: games }) },
    players: [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, name: `P${id}` })),
  };
  for (const team of [
    { code: 'A', name: 'Hà Nội', members: [1, 2, 3], substitutes: [4] },
    { code: 'B', name: 'Huế', members: [5, 6, 7], substitutes: [8] },
  ]) {
    const r = addTeam(t, team);
    if (!r.ok) throw new Error(r.error.message);
    t = r.value;
  }
  return t;
}

function pair(t: Tournament): Tournament {
  const p = pairNextRound(t);
  if (!p.ok) throw new Error(p.error.message);
  const a = addRound(t, p.value);
  if (!a.ok) throw new Error(a.error.message);
  return a.value;
}

describe('the simultaneous match runs through the tournament file (30.2.1)', () => {
  it('board k meets board k in every game, A red on its odd boards first, then the colours alternate', () => {
    let t = pair(match());
    expect(t.rounds[0]?.games.map((g) => [g.red, g.black])).toEqual([
      [1, 5],
      [6, 2],
      [3, 7],
    ]);
    for (const g of t.rounds[0]?.games ?? []) {
      const r = setResult(t, 1, g.red, 'red-win');
      if (!r.ok) throw new Error(r.error.message);
      t = r.value;
    }
    t = pair(t);
    expect(t.rounds[1]?.games.map((g) => [g.red, g.black])).toEqual([
      [5, 1],
      [2, 6],
      [7, 3],
    ]);
    for (const g of t.rounds[1]?.games ?? []) {
      const r = setResult(t, 2, g.red, g.red === 2 ? 'draw' : 'red-win');
      if (!r.ok) throw new Error(r.error.message);
      t = r.value;
    }
    expect(pairNextRound(t)).toMatchObject({ ok: false, error: { code: 'PAIRING_TOURNAMENT_OVER' } });
    expect(teamRoundBoards(t, 1).games).toEqual([
      { match: 1, board: 1 },
      { match: 1, board: 2 },
      { match: 1, board: 3 },
    ]);
    // A: round 1 boards 1, 3 (2 points), round 2 board 2 drawn (½): 2½; B: 1 + 2½ = 3½.
    const s = tournamentTeamStandings(t);
    expect(s.map((x) => [x.team, x.gamePoints])).toEqual([
      ['B', 3.5],
      ['A', 2.5],
    ]);
    expect(parseTournament(formatTournament(t))).toEqual({ ok: true, value: t });
  });

  it('an absent player is replaced on his own board by the reserve; more than 4 games is refused', () => {
    const a = markAbsent(match(2), 2);
    if (!a.ok) throw new Error(a.error.message);
    const p = pairNextRound(a.value);
    expect(p.ok && p.value.games[1]).toEqual({ red: 6, black: 4, result: 'pending' });
    expect(p.ok && p.value.substitutions).toEqual([{ team: 'A', board: 2, out: 2, in: 4, minutes: 0 }]);
    expect(pairNextRound(match(6))).toMatchObject({ ok: false, error: { code: 'PAIRING_BAD_INPUT' } });
    expect(pairNextRound({ ...match(2), teams: [] })).toMatchObject({
      ok: false,
      error: { code: 'PAIRING_TOO_FEW_TEAMS' },
    });
  });
});
