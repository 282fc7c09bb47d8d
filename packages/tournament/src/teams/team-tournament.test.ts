import { teamRoundRobin } from '@xq/pairing';
import { describe, expect, it } from 'vitest';
import { createTournament } from '../document';
import type { Round, Tournament } from '../model';
import { addRound } from '../tournament-edit';
import { pairNextRound } from '../tournament-pair';
import { pairTeamRoundRobin, teamMatchesOf, tournamentTeamStandings } from './team-tournament';

/** `teams` teams of three boards; team i (A, B, …) has players 10i+1..10i+3 and substitute 10i+9. */
function league(teams: number): Tournament {
  const codes =
    teamRoundRobin(teams)[0]
      ?.flatMap((m) => [m.white, m.black])
      .filter((x) => x !== null) ?? [];
  const sorted = [...codes].sort();
  return {
    ...createTournament({ name: 'League', system: 'team-round-robin' }),
    players: sorted.flatMap((_, i) =>
      [1, 2, 3, 9].map((k) => ({ id: 10 * (i + 1) + k, name: `T${i + 1}-${k}` })),
    ),
    teams: sorted.map((code, i) => ({
      code: code as string,
      name: `Team ${code}`,
      members: [1, 2, 3].map((k) => 10 * (i + 1) + k),
      substitutes: [10 * (i + 1) + 9],
    })),
  };
}

const teamOf = (id: number): number => Math.floor(id / 10);

describe('team round robin from the tournament file (30.4)', () => {
  it('pairs every round: board k meets board k, the table’s red team has red on odd boards', () => {
    let t = league(4);
    const table = teamRoundRobin(4);
    for (let r = 0; r < 3; r++) {
      const p = pairNextRound(t);
      if (!p.ok) throw new Error(p.error.message);
      // 2 matches × 3 boards, in board order.
      expect(p.value.games).toHaveLength(6);
      (table[r] ?? []).forEach((m, j) => {
        const red = (m.white?.charCodeAt(0) ?? 0) - 64;
        const black = (m.black?.charCodeAt(0) ?? 0) - 64;
        const boards = p.value.games.slice(3 * j, 3 * j + 3);
        expect(boards.map((g) => [teamOf(g.red), g.red % 10, teamOf(g.black), g.black % 10])).toEqual([
          [red, 1, black, 1],
          [black, 2, red, 2],
          [red, 3, black, 3],
        ]);
      });
      const a = addRound(t, p.value);
      if (!a.ok) throw new Error(a.error.message);
      t = a.value;
    }
    expect(pairNextRound(t)).toMatchObject({ ok: false, error: { code: 'PAIRING_TOURNAMENT_OVER' } });
  });

  it('an odd number of teams: the resting team’s players have byes', () => {
    const r = pairTeamRoundRobin(league(3));
    if (!r.ok) throw new Error(r.error.message);
    // Round 1 of the 4-table: 1 – (4), 2 – 3: team A rests.
    expect(r.value.byes.map((b) => b.player)).toEqual([11, 12, 13]);
    expect(r.value.games.map((g) => teamOf(g.red) + teamOf(g.black))).toEqual([5, 5, 5]);
  });

  it('a withdrawn player is replaced on his board; with no substitute left the board is forfeited', () => {
    const base = league(2);
    const t: Tournament = {
      ...base,
      players: base.players.map((p) =>
        p.id === 12 || p.id === 22 || p.id === 23 ? { ...p, withdrawn: true } : p,
      ),
    };
    const r = pairTeamRoundRobin(t);
    if (!r.ok) throw new Error(r.error.message);
    // Team A: board 2's 12 replaced by 19. Team B: 22 replaced by 29, 23 has nobody left → forfeited.
    expect(r.value.games).toEqual([
      { red: 11, black: 21, result: 'pending' },
      { red: 29, black: 19, result: 'pending' },
      { red: 13, black: 23, result: 'red-win-forfeit' },
    ]);
  });

  it('team standings: game points, then board by board (30.1.5)', () => {
    // Three teams (A 11–13, B 21–23, C 31–33), three rounds, each team rests once.
    //  R1 (A rests) B–C: 21–31 1-0, 32–22 draw, 23–33 0-1  → B 1.5, C 1.5
    //  R2 (C rests… per table) and R3 filled below; hand computation after them.
    const t0 = league(3);
    const results: Record<number, Round['games'][number]['result'][]> = {
      0: ['red-win', 'draw', 'black-win'],
      1: ['draw', 'draw', 'draw'],
      2: ['red-win', 'red-win', 'red-win'],
    };
    let t = t0;
    for (let r = 0; r < 3; r++) {
      const p = pairNextRound(t);
      if (!p.ok) throw new Error(p.error.message);
      const games = p.value.games.map((g, i) => ({ ...g, result: results[r]?.[i] ?? 'pending' }));
      const a = addRound(t, { ...p.value, games });
      if (!a.ok) throw new Error(a.error.message);
      t = a.value;
    }
    const matches = teamMatchesOf(t);
    expect(matches).toHaveLength(3);
    // Hand computation, from the 4-table with teams 1..3 (4 = rest):
    //  R1: 2–3 (B red): boards B1–C1 1-0, C2–B2 ½, B3–C3 0-1 → B: [1, ½, 0], C: [0, ½, 1]
    //  R2: (4)–3 → C rests; 1–2 (A red): A1–B1 ½, B2–A2 ½, A3–B3 ½ → A: [½, ½, ½], B: [½, ½, ½]
    //  R3: 2–(4) → B rests; 3–1 (C red): C1–A1 1-0, A2–C2 1-0, C3–A3 1-0 → C: [1, 0, 1], A: [0, 1, 0]
    // Game points: A 1.5 + 1 = 2.5; B 1.5 + 1.5 = 3; C 1.5 + 2 = 3.5 → C, B, A.
    const s = tournamentTeamStandings(t);
    expect(s.map((x) => [x.team, x.gamePoints, x.boardPoints])).toEqual([
      ['C', 3.5, [1, 0.5, 2]],
      ['B', 3, [1.5, 1, 0.5]],
      ['A', 2.5, [0.5, 1.5, 0.5]],
    ]);
    // Match points: R1 B–C 1.5–1.5 draw (1 each), R2 A–B draw (1 each), R3 C beat A 2–1 (2).
    expect(s.map((x) => x.matchPoints)).toEqual([3, 2, 1]);
  });
});
