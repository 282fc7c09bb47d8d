import { describe, expect, it } from 'vitest';
import { createTournament, formatTournament, parseTournament } from '../document';
import type { Tournament } from '../model';
import { addRound, addTeam, markAbsent, setResult } from '../tournament-edit';
import { pairNextRound } from '../tournament-pair';
import { teamRoundBoards } from './boards';
import { substitutePlayer } from './substitutions';
import { tournamentTeamStandings } from './team-tournament';

// 30.2.1: "hai đội lập danh sách đấu thủ (theo nguyên tắc 3) và các đấu thủ có cùng số thứ tự sẽ
// cùng gặp nhau trong một trận gồm từ 1-4 ván. Số ván cờ thường được quy định là chẵn để đảm bảo
// quyền đi trước của hai đội bằng nhau."

/**
 * Teams A (1–3, reserve 4) and B (5–7, reserve 8), `games` games a board; or A and B with the
 * members given (a friendly match: more than the 3–6 regular players of an official event).
 */
function match(games?: number, a = [1, 2, 3], b = [5, 6, 7]): Tournament {
  const wide = a.length > 6;
  const base = createTournament({ name: 'Đồng loạt', system: 'team-simultaneous', friendly: wide });
  const [ra, rb] = wide ? [[], []] : [[4], [8]];
  let t: Tournament = {
    ...base,
    regulations: { ...base.regulations, ...(games === undefined ? {} : { gamesPerMatch: games }) },
    players: [...a, ...ra, ...b, ...rb].map((id) => ({ id, name: `P${id}` })),
  };
  for (const team of [
    { code: 'A', name: 'Hà Nội', members: a, substitutes: ra },
    { code: 'B', name: 'Huế', members: b, substitutes: rb },
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

describe('Điều 30.2.1: ten boards or more', () => {
  // "Trong trường hợp mỗi đội có từ 10 đấu thủ trở lên thì có thể chỉ cần đánh một ván và khi đó các
  // số lẻ của đội A được cầm quân Trắng đi trước và số chẵn đội A giữ quân Đen đi sau".
  it('one game: A has white on its odd boards and black on its even boards; then the match is over', () => {
    const a = Array.from({ length: 10 }, (_, i) => 1 + i);
    const b = Array.from({ length: 10 }, (_, i) => 101 + i);
    const t = pair(match(1, a, b));
    const games = t.rounds[0]?.games ?? [];
    expect(games).toHaveLength(10);
    for (const [k, g] of games.entries()) {
      const board = k + 1;
      expect([g.red, g.black], `board ${board}`).toEqual(board % 2 === 1 ? [a[k], b[k]] : [b[k], a[k]]);
    }
    expect(pairNextRound(t)).toMatchObject({ ok: false, error: { code: 'PAIRING_TOURNAMENT_OVER' } });
  });
});

describe('Điều 30.1.4: a regular player who cannot go on during a game', () => {
  // "Nếu có trường hợp giữa ván cờ đấu thủ chính thức không thể tiếp tục được thì coi như đấu thủ
  // thua ván cờ đó và đấu thủ dự bị chỉ được vào thay thế trong lượt thi đấu sau."
  it('loses that game; the reserve is refused in that round and takes his board in the next', () => {
    let t = pair(match(2));
    expect(t.rounds[0]?.games[1]).toMatchObject({ red: 6, black: 2 }); // board 2: A's player 2
    expect(substitutePlayer(t, { round: 1, out: 2, in: 4, minutes: 0, started: true })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_SUBSTITUTION_DURING_GAME' },
    });
    // His game is recorded lost ("coi như đấu thủ thua ván cờ đó"); no reserve in this round.
    for (const g of t.rounds[0]?.games ?? []) {
      const r = setResult(t, 1, g.red, g.black === 2 ? 'red-win' : 'draw');
      if (!r.ok) throw new Error(r.error.message);
      t = r.value;
    }
    expect(substitutePlayer(t, { round: 1, out: 2, in: 4, minutes: 0 })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_SUBSTITUTION_DURING_GAME' },
    });
    // The next round: the reserve goes in on board 2.
    t = pair(t);
    const next = substitutePlayer(t, { round: 2, out: 2, in: 4, minutes: 0 });
    expect(next.ok && next.value.rounds[1]?.substitutions).toEqual([
      { team: 'A', board: 2, out: 2, in: 4, minutes: 0 },
    ]);
    expect(next.ok && next.value.rounds[1]?.games[1]).toMatchObject({ red: 4, black: 6 });
  });
});
