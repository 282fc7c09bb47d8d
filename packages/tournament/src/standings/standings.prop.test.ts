import { fc, test } from '@fast-check/vitest';
import { roundRobinSchedule } from '@xq/pairing';
import { expect } from 'vitest';
import { GAME_RESULTS, TIE_BREAKS, type Tournament } from '../model';
import { playerRounds, totalPoints } from './player-rounds';
import { lastCompleteRound, standings } from './standings';

/** A round robin of 2..10 players, some rounds played with random results (forfeits and pending included). */
const event = fc
  .record({
    n: fc.integer({ min: 2, max: 10 }),
    played: fc.nat({ max: 9 }),
    results: fc.array(fc.constantFrom(...GAME_RESULTS), { minLength: 50, maxLength: 50 }),
    scoring: fc.constantFrom('1-0.5-0' as const, '2-1-0' as const),
    ratings: fc.array(fc.integer({ min: 1000, max: 2800 }), { minLength: 10, maxLength: 10 }),
  })
  .map(({ n, played, results, scoring, ratings }): Tournament => {
    let k = 0;
    const schedule = roundRobinSchedule(n).slice(0, played);
    return {
      format: 'xq-tournament',
      version: 2,
      name: 'RR',
      regulations: { system: 'round-robin', scoring },
      players: Array.from({ length: n }, (_, i) => ({
        id: i + 1,
        name: `P${i + 1}`,
        rating: ratings[i] ?? 1500,
      })),
      rounds: schedule.map((round) => ({
        games: round
          .filter((p) => p.white !== null && p.black !== null)
          .map((p) => ({
            red: p.white as number,
            black: p.black as number,
            result: results[k++ % results.length] ?? 'draw',
          })),
        byes: round
          .filter((p) => p.white === null || p.black === null)
          .map((p) => ({ player: (p.white ?? p.black) as number, kind: 'pairing' as const })),
      })),
    };
  });

test.prop([event, fc.subarray([...TIE_BREAKS])])(
  'standings rank everybody once, by points first, ties by the later criteria',
  (t, criteria) => {
    const order = ['points' as const, ...criteria.filter((c) => c !== 'points')];
    const s = standings(t, { tieBreaks: order });
    expect(s.map((x) => x.player).sort((a, b) => a - b)).toEqual(t.players.map((p) => p.id));
    // Only the complete rounds count: a paired, unplayed round never moves a score.
    const rounds = playerRounds({ ...t, rounds: t.rounds.slice(0, lastCompleteRound(t)) });
    for (const x of s) expect(x.points).toBe(totalPoints(rounds.get(x.player) ?? []));
    for (let i = 1; i < s.length; i++) {
      const a = s[i - 1];
      const b = s[i];
      if (!a || !b) continue;
      expect(a.points).toBeGreaterThanOrEqual(b.points);
      // A rank is shared exactly when every criterion is equal.
      const equal = order.every((c) => a.values[c] === b.values[c]);
      expect(a.rank === b.rank).toBe(equal);
      expect(b.rank).toBe(equal ? a.rank : i + 1);
    }
  },
);

test.prop([event])('standings do not depend on the order of the players in the file', (t) => {
  const reversed: Tournament = { ...t, players: [...t.players].reverse() };
  expect(standings(reversed)).toEqual(standings(t));
});
