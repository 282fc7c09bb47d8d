/**
 * The entry checks of the pure engines that take lists of players or teams: a list is an
 * array, its entries are of the right kind and none is listed twice, so that no engine pairs a
 * player against himself or seats one player on two boards. Each check throws a `TypeError` or
 * `RangeError` with the code `PAIRING_BAD_INPUT` (`PairingInputError`) that names the
 * function, the field and the entry.
 */

import { badRange, badType, shown } from './bad-input';

/** `x` is an object (not null), else a TypeError naming `fn` and `field`. */
export function requireObject(fn: string, field: string, x: unknown): asserts x is object {
  if (typeof x !== 'object' || x === null) throw badType(`${fn}: ${field} must be an object`);
}

/** `xs` is an array, else a TypeError naming `fn` and `field`. */
export function requireArray(fn: string, field: string, xs: unknown): asserts xs is readonly unknown[] {
  if (!Array.isArray(xs)) throw badType(`${fn}: ${field} must be an array`);
}

/**
 * `xs` is an array of safe integers, none listed twice (`seen` collects them and may already
 * hold ids of another list, which then count as repeats too).
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `xs` is not an array or an entry is not a number.
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when an entry is not a safe integer or is listed twice.
 */
export function requireUniqueIds(
  fn: string,
  field: string,
  xs: unknown,
  seen: Set<number> = new Set(),
): asserts xs is readonly number[] {
  requireArray(fn, field, xs);
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (typeof x !== 'number') throw badType(`${fn}: ${field}[${i}] must be a number, got ${typeof x}`);
    if (!Number.isSafeInteger(x)) throw badRange(`${fn}: ${field}[${i}] must be an integer, got ${shown(x)}`);
    if (seen.has(x)) throw badRange(`${fn}: ${field}[${i}]: player ${shown(x)} is listed twice`);
    seen.add(x);
  }
}

/**
 * `xs` is an array of strings, none listed twice.
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `xs` is not an array or an entry is not a string.
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when an entry is listed twice.
 */
export function requireUniqueCodes(fn: string, field: string, xs: unknown): asserts xs is readonly string[] {
  requireArray(fn, field, xs);
  const seen = new Set<string>();
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (typeof x !== 'string') throw badType(`${fn}: ${field}[${i}] must be a string, got ${typeof x}`);
    if (seen.has(x)) throw badRange(`${fn}: ${field}[${i}]: team ${JSON.stringify(x)} is listed twice`);
    seen.add(x);
  }
}

/**
 * `x` is a finite number of at least 0 (a score).
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `x` is not a number.
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when it is NaN, infinite or negative.
 */
export function requireScore(fn: string, field: string, x: unknown): asserts x is number {
  if (typeof x !== 'number') throw badType(`${fn}: ${field} must be a number, got ${typeof x}`);
  if (!Number.isFinite(x) || x < 0)
    throw badRange(`${fn}: ${field} must be a finite score ≥ 0, got ${shown(x)}`);
}

/**
 * `x` is one of `allowed` (or undefined when `optional`), else an error naming `fn`, `field`
 * and the values allowed.
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `x` is of another type than the allowed values.
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when it is of their type but none of them.
 */
export function requireOneOf<T extends string | boolean>(
  fn: string,
  field: string,
  x: unknown,
  allowed: readonly T[],
  optional = false,
): asserts x is T {
  if (optional && x === undefined) return;
  if ((allowed as readonly unknown[]).includes(x)) return;
  const list = allowed.map((a) => JSON.stringify(a)).join(', ');
  const message = `${fn}: ${field} must be one of ${list}${optional ? ' (or left out)' : ''}, got ${shown(x)}`;
  throw typeof x === typeof allowed[0] ? badRange(message) : badType(message);
}
