import { describe, expect, it } from 'vitest';
import type { Game, GameResult, Tournament } from '../model';
import { standings } from './standings';

const g = (red: number, black: number, result: GameResult): Game => ({ red, black, result });

/**
 * Four players, single round robin by the seed's 4-table, 1/½/0:
 *   R1: 1–4 ½–½, 2–3 1–0     R2: 4–3 0–1, 1–2 1–0     R3: 2–4 ½–½, 3–1 1–0
 * Points: P1 ½+1+0 = 1.5, P2 1+0+½ = 1.5, P3 0+1+1 = 2, P4 ½+0+½ = 1.
 * Sonneborn–Berger: P1 = ½·1 (P4) + 1·1.5 (P2) = 2.0; P2 = 1·2 (P3) + ½·1 (P4) = 2.5;
 *                   P3 = 1·1 (P4) + 1·1.5 (P1) = 2.5; P4 = ½·1.5 + ½·1.5 = 1.5.
 * Law's order: P3 (2), then P2 before P1 on SB (2.5 > 2.0), then P4.
 */
const four: Tournament = {
  format: 'xq-tournament',
  version: 2,
  name: 'Four',
  regulations: { system: 'round-robin', scoring: '1-0.5-0' },
  players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
  rounds: [
    { games: [g(1, 4, 'draw'), g(2, 3, 'red-win')], byes: [] },
    { games: [g(4, 3, 'black-win'), g(1, 2, 'red-win')], byes: [] },
    { games: [g(2, 4, 'draw'), g(3, 1, 'red-win')], byes: [] },
  ],
};

/**
 * Five players, 2/1/0 scoring, the seed's 6-table (6 = the bye seat: "nghỉ" scores 0 in a round
 * robin), a forfeit in round 1. Ratings P1 2000, P2 1900, P3 1800, P4 1700, P5 1600.
 *   R1: 1 rests, 2–5 forfeit won by 2, 3–4 draw
 *   R2: 4 rests, 5–3 draw, 1–2 1–0
 *   R3: 2 rests, 3–1 0–1, 4–5 1–0
 *   R4: 5 rests, 1–4 draw, 2–3 0–1
 *   R5: 3 rests, 4–2 draw, 5–1 1–0
 * Points: P1 0+2+2+1+0 = 5, P2 2+0+0+0+1 = 3, P3 1+1+0+2+0 = 4, P4 1+0+2+1+1 = 5,
 *         P5 0+1+0+0+2 = 3 (total 20 = 10 games × 2).
 * SB (share × opponent's points): P1 = 1·3 (P2) + 1·4 (P3) + ½·5 (P4) = 9.5;
 *   P4 = ½·4 (P3) + 1·3 (P5) + ½·5 (P1) + ½·3 (P2) = 9; P2 = 1·3 (P5, forfeit) + ½·5 (P4) = 5.5;
 *   P5 = ½·4 (P3) + 1·5 (P1) = 7.
 * Order: P1 (5, SB 9.5), P4 (5, SB 9), P3 (4), P5 (3, SB 7), P2 (3, SB 5.5).
 */
const five: Tournament = {
  format: 'xq-tournament',
  version: 2,
  name: 'Five',
  regulations: { system: 'round-robin', scoring: '2-1-0' },
  players: [1, 2, 3, 4, 5].map((id) => ({ id, name: `P${id}`, rating: 2100 - 100 * id })),
  rounds: [
    { games: [g(2, 5, 'red-win-forfeit'), g(3, 4, 'draw')], byes: [{ player: 1, kind: 'pairing' }] },
    { games: [g(5, 3, 'draw'), g(1, 2, 'red-win')], byes: [{ player: 4, kind: 'pairing' }] },
    { games: [g(3, 1, 'black-win'), g(4, 5, 'red-win')], byes: [{ player: 2, kind: 'pairing' }] },
    { games: [g(1, 4, 'draw'), g(2, 3, 'black-win')], byes: [{ player: 5, kind: 'pairing' }] },
    { games: [g(4, 2, 'draw'), g(5, 1, 'red-win')], byes: [{ player: 3, kind: 'pairing' }] },
  ],
};

const line = (t: Tournament, opts = {}): string =>
  standings(t, opts)
    .map((s) => `${s.rank}:${s.player}`)
    .join(' ');

describe('standings', () => {
  it("ranks by the law's round-robin order (points, SB, wins, direct encounter, lots)", () => {
    const s = standings(four);
    expect(s.map((x) => [x.rank, x.player, x.points])).toEqual([
      [1, 3, 2],
      [2, 2, 1.5],
      [3, 1, 1.5],
      [4, 4, 1],
    ]);
    expect(s.map((x) => x.values.SB)).toEqual([2.5, 2.5, 2, 1.5]);
  });

  it('applies a configured order: direct encounter before SB reverses P1 and P2', () => {
    // P1 beat P2 in round 2, so P1 scored 1 and P2 0 inside the tied group {1, 2}.
    expect(line(four, { tieBreaks: ['points', 'direct-encounter', 'sonneborn-berger'] })).toBe(
      '1:3 2:1 3:2 4:4',
    );
  });

  it('scores forfeits and round-robin rests, with 2/1/0', () => {
    const s = standings(five);
    expect(s.map((x) => `${x.player}=${x.points}`).join(' ')).toBe('1=5 4=5 3=4 5=3 2=3');
    expect(s.map((x) => x.rank)).toEqual([1, 2, 3, 4, 5]);
    // SB multiplies the opponent's score by the points scored against him (C.07 8.2), in the
    // event's units: P1 = 2·3 (P2) + 2·4 (P3) + 1·5 (P4) = 19; P4 = 1·4 + 2·3 + 1·5 + 1·3 = 18;
    // P2 = 2·3 (P5, the forfeit counts as played in a round robin) + 1·5 (P4) = 11;
    // P5 = 1·4 (P3) + 2·5 (P1) = 14.
    const sb = Object.fromEntries(s.map((x) => [x.player, x.values.SB]));
    expect(sb).toEqual({ 1: 19, 4: 18, 3: expect.any(Number), 5: 14, 2: 11 });
    // W/D/L count games played over the board; the forfeit and the rest ("nghỉ") are their own.
    expect(s.find((x) => x.player === 2)).toMatchObject({
      wins: 0,
      draws: 1,
      losses: 2,
      forfeitWins: 1,
      forfeitLosses: 0,
      byes: 1,
      byePoints: 0,
    });
  });

  it('computes Buchholz and its cuts, median, progressive, black games, average rating', () => {
    const criteria = [
      'buchholz',
      'buchholz-cut-1',
      'buchholz-cut-2',
      'median',
      'progressive',
      'games-with-black',
      'wins-with-black',
      'average-rating-of-opponents',
    ] as const;
    const s = standings(five, { tieBreaks: ['points', ...criteria] });
    const p1 = s.find((x) => x.player === 1)?.values;
    // C.07 16.1: in a round robin the rest is left out. P1's opponents' scores: P2 3, P3 4,
    // P4 5, P5 3 → sorted 3 3 4 5: Buchholz 15, cut 1 = 12, cut 2 = 9, median (drop 3 and 5) = 7.
    // Progressive: running totals 0, 2, 4, 5, 5 → 16.
    // Black over the board: R3 (3–1, won) and R5 (5–1, lost) → 2 games, 1 win.
    // Average rating of opponents over the board: P2 1900, P3 1800, P4 1700, P5 1600 → 1750.
    expect(p1).toMatchObject({
      buchholz: 15,
      'buchholz-cut-1': 12,
      'buchholz-cut-2': 9,
      median: 7,
      progressive: 16,
      'games-with-black': 2,
      'wins-with-black': 1,
      'average-rating-of-opponents': 1750,
    });
    // P2: the forfeit (R1) is excluded from the average rating: P1 2000, P3 1800, P4 1700 → 1833.
    expect(s.find((x) => x.player === 2)?.values['average-rating-of-opponents']).toBe(1833);
  });

  it('shares the rank when nothing separates players, and lots separate them reproducibly', () => {
    const drawn: Tournament = {
      ...four,
      rounds: four.rounds.map((r) => ({
        ...r,
        games: r.games.map((x) => ({ ...x, result: 'draw' as const })),
      })),
    };
    const shared = standings(drawn, { tieBreaks: ['points', 'sonneborn-berger', 'wins'] });
    expect(shared.map((x) => x.rank)).toEqual([1, 1, 1, 1]);
    const a = standings(drawn, { tieBreaks: ['points', 'lots'], seed: 5 });
    expect(a.map((x) => x.rank)).toEqual([1, 2, 3, 4]);
    expect(standings(drawn, { tieBreaks: ['points', 'lots'], seed: 5 })).toEqual(a);
    expect(
      a
        .map((x) => x.player)
        .sort()
        .join(),
    ).toBe('1,2,3,4');
  });

  it('direct encounter does not separate a group whose members have not all met', () => {
    // After round 1 of `four`, P1 and P4 (½ each) met, but P2 (1) and P3 (0) did not tie.
    // Points after round 1: P2 1, P1 ½, P4 ½, P3 0. The group {1, 4} met: ½ each, still tied.
    const r1 = standings(four, { throughRound: 1, tieBreaks: ['points', 'direct-encounter'] });
    expect(r1.map((x) => `${x.rank}:${x.player}`).join(' ')).toBe('1:2 2:1 2:4 4:3');
    // A three-way tie where not everybody met: all draws through round 2 leaves 1,2,3,4 on 1 point;
    // 1–3 and 2–4 never played yet, so DE is 0 for all.
    const drawn2: Tournament = {
      ...four,
      rounds: four.rounds
        .slice(0, 2)
        .map((r) => ({ ...r, games: r.games.map((x) => ({ ...x, result: 'draw' as const })) })),
    };
    const s = standings(drawn2, { tieBreaks: ['points', 'direct-encounter'] });
    expect(s.map((x) => x.values['direct-encounter'])).toEqual([0, 0, 0, 0]);
    expect(s.map((x) => x.rank)).toEqual([1, 1, 1, 1]);
  });

  it('ignores pending games', () => {
    const pending: Tournament = {
      ...four,
      rounds: [{ games: [g(1, 4, 'pending'), g(2, 3, 'red-win')], byes: [] }],
    };
    const s = standings(pending);
    expect(s.find((x) => x.player === 1)).toMatchObject({ points: 0, wins: 0, draws: 0, losses: 0 });
  });
});

describe('standings before any complete round', () => {
  it('share rank 1: a paired, unplayed round moves no score and lots rank nobody', () => {
    const pending: Tournament = {
      ...four,
      rounds: [{ games: [g(1, 4, 'pending'), g(2, 3, 'red-win')], byes: [] }],
    };
    const s = standings(pending);
    expect(s.map((x) => x.rank)).toEqual([1, 1, 1, 1]);
    expect(s.every((x) => x.points === 0 && x.wins === 0 && x.losses === 0)).toBe(true);
  });
});
