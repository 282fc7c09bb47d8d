// The rating arithmetic on any numbers: a finite answer, or a TypeError / RangeError naming the
// function (never NaN, a concatenated string, "Cannot mix BigInt" or a search without end), and a
// perfect performance that never falls as the score rises.

import { fc, test } from '@fast-check/vitest';
import { arbHostile, arbHostileNumber, DEEP_ERROR, describe as shown } from '@xq/test-utils';
import { expect } from 'vitest';
import { averageRating, perfectPerformance, performanceRating } from './ratings';

const rating = fc.oneof(fc.integer({ min: 0, max: 3000 }), arbHostileNumber(), arbHostile());
const score = fc.oneof(fc.double({ min: -1, max: 12, noNaN: true }), arbHostileNumber(), arbHostile());

function judged(name: string, call: () => number): void {
  let v: number;
  try {
    v = call();
  } catch (e) {
    const m = e instanceof Error ? e.message : shown(e);
    if (!(e instanceof TypeError || e instanceof RangeError) || !m.startsWith(name) || DEEP_ERROR.test(m))
      throw new Error(`${name} threw ${shown(e)}`);
    return;
  }
  expect(Number.isFinite(v), `${name} answered ${shown(v)}`).toBe(true);
}

test.prop([fc.array(rating, { maxLength: 12 }), score])(
  'a finite rating or a named error for any score and ratings',
  (ratings, s) => {
    judged('averageRating', () => averageRating(ratings as number[]));
    judged('performanceRating', () => performanceRating(s as number, ratings as number[]));
    judged('perfectPerformance', () => perfectPerformance(s as number, ratings as number[]));
  },
);

test.prop([
  fc.array(fc.integer({ min: 1000, max: 2800 }), { minLength: 1, maxLength: 12 }),
  fc.double({ min: -1, max: 13, noNaN: true }),
  fc.double({ min: -1, max: 13, noNaN: true }),
])('the perfect performance never falls as the score rises', (ratings, a, b) => {
  // A score that rounded to no hundredth (0.001) once ranked 900 points below a zero score.
  const [low, high] = a <= b ? [a, b] : [b, a];
  expect(perfectPerformance(low, ratings)).toBeLessThanOrEqual(perfectPerformance(high, ratings));
});
