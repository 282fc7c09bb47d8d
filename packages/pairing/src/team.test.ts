import { describe, expect, it } from 'vitest';
import { teamMatchBoards } from './swiss/team-swiss';
import { englishSchedule, lineUp, simultaneousMatch, teamKnockout, teamLetter, teamStandings } from './team';

describe('team systems (Điều 30)', () => {
  it('simultaneous match: A white on odd boards in game 1, colours alternate by game (30.2.1)', () => {
    const m = simultaneousMatch(10, 1);
    expect(m.map((b) => b.white[0]).join('')).toBe('ABABABABAB');
    expect(simultaneousMatch(3, 4)[0]?.white).toEqual(['A', 'B', 'A', 'B']);
    expect(() => simultaneousMatch(3, 5)).toThrow(RangeError);
  });

  it('English-style match: everybody meets everybody of the other team once', () => {
    for (let k = 1; k <= 8; k++) {
      const pairs = new Set(englishSchedule(k).flatMap((r) => r.map((b) => `${b.a}-${b.b}`)));
      expect(pairs.size).toBe(k * k);
      // each round uses every B player once
      for (const r of englishSchedule(k)) expect(new Set(r.map((b) => b.b)).size).toBe(k);
    }
  });

  it('board colours of the team holding white: odd boards white (30.4)', () => {
    const boards = teamMatchBoards({ white: 1, black: 2 }, 5);
    expect(boards.map((b) => (b.whiteTeam === 1 ? 'A' : 'B')).join('')).toBe('ABABA');
  });

  it('team letters', () => {
    expect([1, 2, 26, 27, 52, 53].map(teamLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AZ', 'BA']);
  });

  it('substitutes take the absent player’s own board (30.1.4)', () => {
    // Board 2 and 4 absent: first substitute on board 2, second on board 4.
    expect(lineUp([1, 2, 3, 4], [2, 4], [8, 9])).toEqual([1, 8, 3, 9]);
    // Not enough substitutes: the board is empty (lost by forfeit).
    expect(lineUp([1, 2, 3], [1, 3], [8])).toEqual([8, 2, null]);
  });

  it('team standings: game points, then board 1, board 2, … (30.1.5)', () => {
    // Three teams, three boards, three matches (hand computed):
    //   A–B: boards 1–0, ½–½, 0–1   → A 1.5 (b1 1, b2 .5, b3 0), B 1.5 (b1 0, b2 .5, b3 1)
    //   A–C: boards ½–½, 1–0, 1–0   → A 2.5, C 0.5
    //   B–C: boards 1–0, 1–0, 0–1   → B 2,   C 1
    // Game points: A 4 (b1 1.5, b2 1.5, b3 1), B 3.5, C 1.5 → A, B, C.
    const matches = [
      {
        a: 'A',
        b: 'B',
        boards: [
          [1, 0],
          [0.5, 0.5],
          [0, 1],
        ] as const,
      },
      {
        a: 'A',
        b: 'C',
        boards: [
          [0.5, 0.5],
          [1, 0],
          [1, 0],
        ] as const,
      },
      {
        a: 'B',
        b: 'C',
        boards: [
          [1, 0],
          [1, 0],
          [0, 1],
        ] as const,
      },
    ];
    const s = teamStandings(['A', 'B', 'C'], matches);
    expect(s.map((r) => [r.rank, r.team, r.gamePoints])).toEqual([
      [1, 'A', 4],
      [2, 'B', 3.5],
      [3, 'C', 1.5],
    ]);
    expect(s[0]?.boardPoints).toEqual([1.5, 1.5, 1]);
    // Match points: A beat B? 1.5–1.5 is a draw (1 each); A beat C (2); B beat C (2).
    expect(s.map((r) => r.matchPoints)).toEqual([3, 3, 0]);
  });

  it('board-by-board tie-break, and shared rank when all boards tie', () => {
    // D and E tie on 2 game points; D scored 1 on board 1, E 0.5: D first.
    const m = [
      {
        a: 'D',
        b: 'E',
        boards: [
          [1, 0],
          [0, 1],
          [1, 1],
        ] as const,
      },
    ];
    const tie = [
      {
        a: 'D',
        b: 'E',
        boards: [
          [0.5, 0.5],
          [0.5, 0.5],
        ] as const,
      },
    ];
    expect(teamStandings(['E', 'D'], m).map((r) => r.team)).toEqual(['D', 'E']);
    expect(teamStandings(['D', 'E'], tie).map((r) => r.rank)).toEqual([1, 1]);
  });

  it('match points first when the regulations say so', () => {
    // X wins two matches 2.5–1.5 (5 game points, 4 match points); Y loses to X but crushes Z 4–0.
    const matches = [
      {
        a: 'X',
        b: 'Y',
        boards: [
          [1, 0],
          [0.5, 0.5],
          [0.5, 0.5],
          [0.5, 0.5],
        ] as const,
      },
      {
        a: 'X',
        b: 'Z',
        boards: [
          [1, 0],
          [0.5, 0.5],
          [0.5, 0.5],
          [0.5, 0.5],
        ] as const,
      },
      {
        a: 'Y',
        b: 'Z',
        boards: [
          [1, 0],
          [1, 0],
          [1, 0],
          [1, 0],
        ] as const,
      },
    ];
    // Game points: X 5, Y 1.5 + 4 = 5.5, Z 1.5. By game points Y leads; by match points X (4) > Y (2).
    expect(teamStandings(['X', 'Y', 'Z'], matches).map((r) => r.team)).toEqual(['Y', 'X', 'Z']);
    expect(teamStandings(['X', 'Y', 'Z'], matches, { primary: 'match-points' }).map((r) => r.team)).toEqual([
      'X',
      'Y',
      'Z',
    ]);
  });

  it('team knockout: seeded bracket of teams, English-style matches (30.3)', () => {
    // 5 teams in an 8 bracket: the top three seeds have byes; 4th meets 5th.
    const k = teamKnockout(['A', 'B', 'C', 'D', 'E'], 3);
    expect(k.pairs).toEqual([
      { a: 'A', b: null },
      { a: 'D', b: 'E' },
      { a: 'B', b: null },
      { a: 'C', b: null },
    ]);
    expect(k.match).toEqual(englishSchedule(3));
    expect(() => teamKnockout(['A'], 3)).toThrow(RangeError);
  });
});
