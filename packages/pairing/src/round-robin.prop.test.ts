import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { roundRobinRound, roundRobinSchedule, roundRobinTableSize, roundRobinWhite } from './round-robin';

const field = fc.integer({ min: 1, max: 40 });
const options = fc.record({ double: fc.boolean(), reverseSecondCycle: fc.boolean() });

test.prop([field, options])(
  'every pair meets exactly once per cycle, one game per player per round',
  (n, opt) => {
    const s = roundRobinSchedule(n, opt);
    const size = roundRobinTableSize(n);
    const cycles = opt.double ? 2 : 1;
    expect(s).toHaveLength(cycles * (size - 1));
    const met = new Map<string, number>();
    for (const round of s) {
      const seen = new Set<number>();
      for (const { white, black } of round) {
        for (const p of [white, black]) {
          if (p === null) continue;
          expect(seen.has(p)).toBe(false);
          seen.add(p);
        }
        if (white !== null && black !== null) {
          const key = `${Math.min(white, black)}-${Math.max(white, black)}`;
          met.set(key, (met.get(key) ?? 0) + 1);
        }
      }
      // Everybody is in every round (an odd field's player facing the bye seat rests).
      expect(seen.size).toBe(n);
      expect(round.filter((b) => b.white === null || b.black === null)).toHaveLength(n % 2);
    }
    expect(met.size).toBe((n * (n - 1)) / 2);
    for (const count of met.values()) expect(count).toBe(cycles);
  },
);

test.prop([field])('colours follow the rule, are balanced within one, and the round formula holds', (n) => {
  const size = roundRobinTableSize(n);
  const s = roundRobinSchedule(size);
  const whites = new Array<number>(size + 1).fill(0);
  s.forEach((round, r) => {
    for (const { white, black } of round) {
      if (white === null || black === null) throw new Error('an even table has no bye');
      expect(roundRobinWhite(white, black, size)).toBe(white);
      expect(roundRobinRound(white, black, size)).toBe(r + 1);
      whites[white] = (whites[white] ?? 0) + 1;
    }
  });
  for (let p = 1; p <= size; p++) {
    const w = whites[p] ?? 0;
    expect(Math.abs(w - (size - 1 - w))).toBeLessThanOrEqual(1);
  }
});

test.prop([field, fc.boolean()])('the second cycle swaps colours; output is deterministic', (n, reverse) => {
  const first = roundRobinSchedule(n);
  const both = roundRobinSchedule(n, { double: true, reverseSecondCycle: reverse });
  expect(roundRobinSchedule(n, { double: true, reverseSecondCycle: reverse })).toEqual(both);
  const second = both.slice(first.length);
  const expected = first.map((round) => round.map((b) => ({ white: b.black, black: b.white })));
  expect(second).toEqual(reverse ? [...expected].reverse() : expected);
});
