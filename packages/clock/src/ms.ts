/**
 * Milliseconds in `n` minutes, as an integer (durations are integer milliseconds everywhere).
 *
 * @example
 * ```ts
 * import { minutes } from '@xq/clock';
 * minutes(15); // 900000
 * ```
 * @throws {TypeError} when `n` is not a number.
 * @throws {RangeError} when the result is not a safe integer.
 * @category Time
 */
export function minutes(n: number): number {
  if (typeof n !== 'number') throw new TypeError(`minutes: n must be a number, not ${describe(n)}`);
  return checked(n * 60_000, 'minutes');
}

/**
 * Milliseconds in `n` seconds, as an integer.
 *
 * @example
 * ```ts
 * import { seconds } from '@xq/clock';
 * seconds(30); // 30000
 * ```
 * @throws {TypeError} when `n` is not a number.
 * @throws {RangeError} when the result is not a safe integer.
 * @category Time
 */
export function seconds(n: number): number {
  if (typeof n !== 'number') throw new TypeError(`seconds: n must be a number, not ${describe(n)}`);
  return checked(n * 1000, 'seconds');
}

/**
 * The largest instant, bank and arbiter adjustment the clock accepts, in milliseconds: 2^50
 * (about 35,700 years; an epoch-millisecond timestamp fits). Below it every sum the clock makes
 * (an instant plus a bank, a stage, the byo-yomi periods; a side's ledger) stays an exact
 * integer, so {@link flagAt} and {@link nextChangeAt} always have an answer; a command or a
 * state beyond it is refused.
 */
export const MAX_CLOCK_MS = 2 ** 50;

/**
 * The most moves a side's count (made, credited, rounds of a repeated stage) may reach: ten
 * million. A press or an adjustment beyond it is refused, and so is a stored state that says more.
 */
export const MAX_CLOCK_MOVES = 10_000_000;

function checked(ms: number, what: string): number {
  if (!Number.isSafeInteger(ms)) throw new RangeError(`${what}: ${ms} ms is not a safe integer`);
  return ms;
}

/** @internal True for a safe integer in [min, max]. */
export function isInt(x: unknown, min: number, max: number): x is number {
  return typeof x === 'number' && Number.isSafeInteger(x) && x >= min && x <= max;
}

/** @internal A short description of any value for an error message; never throws. */
export function describe(x: unknown): string {
  switch (typeof x) {
    case 'string':
      return JSON.stringify(x.length > 40 ? `${x.slice(0, 40)}…` : x);
    case 'number':
    case 'boolean':
    case 'undefined':
      return String(x);
    case 'bigint':
      return `${x}n`;
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    default:
      return x === null ? 'null' : Array.isArray(x) ? 'an array' : 'an object';
  }
}
