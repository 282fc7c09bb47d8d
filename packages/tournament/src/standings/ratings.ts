// The rating tie-breaks' arithmetic (C.07 10.2, 10.3 with FIDE B.02's table 8.1): averages,
// performances, perfect performances, rounded as the reference checker rounds them.
import { requireArray, requireNumber } from '../guard';

/**
 * FIDE Handbook B.02 (rating regulations) table 8.1(a): the rating difference dp of a
 * percentage score p, for p = 0.00, 0.01, …, 1.00.
 */
const DP: readonly number[] = [
  -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351, -336, -322, -309, -296, -284, -273,
  -262, -251, -240, -230, -220, -211, -202, -193, -184, -175, -166, -158, -149, -141, -133, -125, -117, -110,
  -102, -95, -87, -80, -72, -65, -57, -50, -43, -36, -29, -21, -14, -7, 0, 7, 14, 21, 29, 36, 43, 50, 57, 65,
  72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251,
  262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/**
 * FIDE Handbook B.02 table 8.1(b): the upper end of each band of rating differences whose
 * expected score PD is 0.50, 0.51, …, 0.99 (above 735: 1.00).
 */
const PD_BANDS: readonly number[] = [
  3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170, 179,
  188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456,
  484, 517, 559, 619, 735,
];

/** The expected score, in hundredths, of a player rated `own` against one rated `opponent`. */
function expectedHundredths(own: number, opponent: number): number {
  const diff = Math.max(-800, Math.min(800, opponent - own));
  const abs = Math.abs(diff);
  let pd = 100;
  for (let i = 0; i < PD_BANDS.length; i++) {
    if (abs <= PD_BANDS[i]!) {
      pd = 50 + i;
      break;
    }
  }
  return diff > 0 ? 100 - pd : pd;
}

/**
 * The largest rating the rating tie-breaks take, either sign: Elo numbers live far inside it, and
 * it keeps the sums exact and {@link perfectPerformance}'s search to a few dozen steps.
 */
export const MAX_RATING = 100_000;

/** Whether `r` is a rating the arithmetic takes: a finite number within ±{@link MAX_RATING}. */
export function isRating(r: unknown): r is number {
  return typeof r === 'number' && Number.isFinite(r) && Math.abs(r) <= MAX_RATING;
}

/** Throws unless `score` is a number other than NaN. */
function requireScore(fn: string, score: unknown): asserts score is number {
  requireNumber(fn, 'score', score);
  if (Number.isNaN(score)) throw new RangeError(`${fn}: score must be a number, got NaN`);
}

/** Throws unless `ratings` is an array of {@link isRating} numbers. */
function requireRatings(fn: string, ratings: unknown): asserts ratings is readonly number[] {
  requireArray(fn, 'ratings', ratings);
  // A hole reads undefined and is refused with the rest.
  for (let i = 0; i < ratings.length; i++) {
    const r = ratings[i];
    if (!isRating(r))
      throw new RangeError(
        `${fn}: ratings must be numbers within ±100,000, got ${typeof r === 'number' ? r : typeof r} at ${i}`,
      );
  }
}

/** Rounds half up, as the reference checker does (`round(x + 0.000001)`). */
const roundHalfUp = (x: number): number => Math.floor(x + 0.5 + 1e-9);

/**
 * The average rating of opponents, rounded to the nearest integer, half up (C.07 10.1), as the
 * reference checker rounds it; 0 without any (the standings report that as `null`).
 *
 * @example
 * ```ts
 * import { averageRating } from '@xq/tournament';
 * console.log(averageRating([2000, 2001])); // 2001
 * ```
 * @throws {TypeError} when `ratings` is not an array.
 * @throws {RangeError} when a rating is not a number within ±100,000 (NaN, an infinity, 1e308).
 * @category Standings
 */
export function averageRating(ratings: readonly number[]): number {
  requireRatings('averageRating', ratings);
  if (ratings.length === 0) return 0;
  let s = 0;
  for (const r of ratings) s += r;
  return roundHalfUp(s / ratings.length);
}

/**
 * The tournament performance rating (C.07 10.2): the average rating of the opponents plus the
 * dp of the percentage scored (FIDE B.02 table 8.1(a)), the percentage rounded half up to
 * hundredths; 0 without rated opponents (the standings report that as `null`).
 *
 * @example
 * ```ts
 * import { performanceRating } from '@xq/tournament';
 * console.log(performanceRating(1.5, [2000, 2100])); // 2243
 * ```
 * @throws {TypeError} when `score` is not a number or `ratings` not an array.
 * @throws {RangeError} when `score` is NaN, or a rating is not a number within ±100,000 (NaN, an
 * infinity, 1e308).
 * @category Standings
 */
export function performanceRating(score: number, ratings: readonly number[]): number {
  requireScore('performanceRating', score);
  requireRatings('performanceRating', ratings);
  if (ratings.length === 0) return 0;
  const hundredths = roundHalfUp(Math.round(score * 100) / ratings.length);
  return averageRating(ratings) + DP[Math.max(0, Math.min(100, hundredths))]!;
}

/**
 * The perfect tournament performance (C.07 10.3): the lowest rating whose expected score
 * (FIDE B.02 table 8.1(b)) against the opponents reaches the score; the lowest opponent less
 * 800 for a zero score; 0 without rated opponents (the standings report that as `null`).
 *
 * @example
 * ```ts
 * import { perfectPerformance } from '@xq/tournament';
 * console.log(perfectPerformance(1, [2000, 2000])); // 1997
 * ```
 * @throws {TypeError} when `score` is not a number or `ratings` not an array.
 * @throws {RangeError} when `score` is NaN, or a rating is not a number within ±100,000 (NaN, an
 * infinity, 1e308): the search for the lowest rating is bounded by the ratings it is given.
 * @category Standings
 */
export function perfectPerformance(score: number, ratings: readonly number[]): number {
  requireScore('perfectPerformance', score);
  requireRatings('perfectPerformance', ratings);
  if (ratings.length === 0) return 0;
  // Ratings are Elo numbers: a bounded range keeps the search below a few dozen steps.
  let least = Infinity;
  let most = -Infinity;
  for (const r of ratings) {
    least = Math.min(least, r);
    most = Math.max(most, r);
  }
  // A score that rounds to nothing is a zero score (0.001 must not rank below 0).
  const target = Math.round(score * 100);
  if (target <= 0) return least - 800;
  if (score > ratings.length) return most + 800;
  const reach = (r: number): boolean => {
    let s = 0;
    for (const o of ratings) s += expectedHundredths(r, o);
    return s >= target;
  };
  let lo = least - 1700;
  let hi = most + 1700;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (reach(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}
