import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import {
  applyDoubleElimination,
  doubleEliminationRound,
  drawFirstWhite,
  knockoutBracket,
  knockoutLot,
  nextKnockoutRound,
  startDoubleElimination,
} from './knockout';

test.prop([fc.integer({ min: 2, max: 100 })])(
  'a bracket holds every entrant once, byes on the top seeds',
  (n) => {
    const first = knockoutBracket(n);
    let size = 1;
    while (size < n) size *= 2;
    const byes = first.filter((p) => p.b === null).map((p) => p.a);
    expect([...byes].sort((a, b) => a - b)).toEqual(Array.from({ length: size - n }, (_, i) => i + 1));
    const all = first.flatMap((p) => (p.b === null ? [p.a] : [p.a, p.b]));
    expect(new Set(all).size).toBe(n);
    // The favourite always wins: the rounds end with seed 1 beating seed 2 in the final.
    let round = first;
    while (round.length > 1)
      round = nextKnockoutRound(round.map((p) => (p.b === null ? p.a : Math.min(p.a, p.b))));
    expect(round).toEqual([{ a: 1, b: 2 }]);
  },
);

test.prop([fc.integer({ min: 2, max: 40 }), fc.infiniteStream(fc.boolean())])(
  'double elimination ends with one champion, everybody else out after two losses',
  (n, coins) => {
    let state = startDoubleElimination(n);
    const losses = new Map<number, number>();
    let matches = 0;
    for (let guard = 0; guard < 4 * n; guard++) {
      const round = doubleEliminationRound(state);
      if (round.length === 0) break;
      const it = coins[Symbol.iterator]();
      const winners = round.map((m) => (m.b === null || it.next().value ? m.a : m.b));
      round.forEach((m, i) => {
        if (m.b === null) return;
        matches++;
        const loser = winners[i] === m.a ? m.b : m.a;
        losses.set(loser, (losses.get(loser) ?? 0) + 1);
      });
      state = applyDoubleElimination(state, round, winners);
    }
    expect(state.unbeaten.length + state.oneLoss.length).toBe(1);
    expect(state.out).toHaveLength(n - 1);
    for (const p of state.out) expect(losses.get(p)).toBe(2);
    // Every match makes one loss: 2(n − 1) losses for those out plus 0 or 1 for the champion.
    expect(matches === 2 * n - 2 || matches === 2 * n - 1).toBe(true);
  },
);

// 4.2.2: "Nếu đấu trực tiếp một ván thì phải bốc thăm chọn người đi trước": every match's lot is
// its own; over a round of many matches the first movers are not all the higher seed, nor all
// the lower one.
test.prop([fc.nat({ max: 0xffffffff }), fc.integer({ min: 1, max: 20 })])(
  'the lots of a knockout round draw first movers that vary',
  (seed, round) => {
    const sides = Array.from({ length: 64 }, (_, i) => drawFirstWhite(knockoutLot(seed, round, i + 1)));
    expect(sides).toContain('a');
    expect(sides).toContain('b');
    expect(knockoutLot(seed, round, 1)).toBe(knockoutLot(seed, round, 1));
  },
);

test.prop([fc.anything(), fc.anything(), fc.anything()])(
  'knockoutLot answers an integer lot or throws a TypeError or RangeError naming the field',
  (seed, round, match) => {
    try {
      const lot = knockoutLot(seed as number, round as number, match as number);
      expect(Number.isInteger(lot) && lot >= 0 && lot <= 0xffffffff).toBe(true);
    } catch (e) {
      expect(e instanceof RangeError || e instanceof TypeError).toBe(true);
      expect((e as Error).message).toMatch(/^knockoutLot: (seed|round|match)/);
    }
  },
);
