import { Board } from './board';
import { wrong } from './describe';
import type { FenLetters } from './fen';
import { Position } from './position';
import type { SetupMode } from './setup';

// Argument checks shared by the public entry points of @xq/core (not exported from the package).

export { describe, wrong } from './describe';

/** True for an object that is not an array (a record of options, a move). @internal */
export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * The value of `options[key]`, one of `allowed` (the first when it is not given).
 * @throws TypeError when `options` is not an object; RangeError for a value not allowed.
 */
export function option<T extends string>(
  options: unknown,
  key: string,
  allowed: readonly T[],
  fn: string,
): T {
  if (!isRecord(options)) throw wrong(TypeError, fn, 'options must be an object', options);
  const v = options[key];
  if (v === undefined) return allowed[0]!;
  if (allowed.includes(v as T)) return v as T;
  throw wrong(RangeError, fn, `${key} must be ${allowed.join(' or ')}`, v);
}

/** The letter set of `options` (default `'standard'`), see {@link option}. */
export const fenLetters = (options: unknown, fn: string): FenLetters =>
  option(options, 'letters', ['standard', 'wxf'] as const, fn);

/** The setup mode of `options` (default `'strict'`), see {@link option}. */
export const setupMode = (options: unknown, fn: string): SetupMode =>
  option(options, 'mode', ['strict', 'lenient'] as const, fn);

/**
 * The low-level colour code (0 red, 1 black) of a colour.
 * @throws RangeError when `color` is not `'red'` or `'black'`.
 */
export function colorIndex(color: unknown, fn: string): 0 | 1 {
  if (color === 'red') return 0;
  if (color === 'black') return 1;
  throw wrong(RangeError, fn, "a colour is 'red' or 'black'", color);
}

/**
 * True for a board built by `Board` (its points are there): `instanceof` alone also accepts
 * `Object.create(Board.prototype)`, an object without them.
 */
export function isBuiltBoard(x: unknown): boolean {
  if (typeof x !== 'object' || x === null) return false;
  return (x as { squares?: unknown }).squares instanceof Int8Array;
}

/** True for a position built by `Position` (it holds a built board), see {@link isBuiltBoard}. */
export function isBuiltPosition(x: unknown): boolean {
  return typeof x === 'object' && x !== null && isBuiltBoard((x as { b?: unknown }).b);
}

/**
 * `board`, when it is a {@link Board} built by it (see {@link isBuiltBoard}).
 * @throws TypeError otherwise.
 */
export function checkBoard(board: unknown, fn: string): Board {
  if (board instanceof Board && isBuiltBoard(board)) return board;
  throw wrong(TypeError, fn, 'not a Board', board);
}

/**
 * `position`, when it is a {@link Position} built by it (see {@link isBuiltPosition}).
 * @throws TypeError otherwise.
 */
export function checkPosition(position: unknown, fn: string): Position {
  if (position instanceof Position && isBuiltPosition(position)) return position;
  throw wrong(TypeError, fn, 'not a Position', position);
}

/**
 * `x`, when it is an integer `min..max`.
 * @throws RangeError otherwise, naming `what`.
 */
export function checkInt(x: unknown, min: number, max: number, fn: string, what: string): number {
  if (Number.isInteger(x) && (x as number) >= min && (x as number) <= max) return x as number;
  throw wrong(RangeError, fn, `${what} must be an integer ${min}..${max}`, x);
}

/**
 * `x`, when it is an array (holes are read as `undefined`).
 * @throws TypeError otherwise, naming `what`.
 */
export function checkList(x: unknown, fn: string, what: string): readonly unknown[] {
  if (Array.isArray(x)) return x;
  throw wrong(TypeError, fn, `${what} must be an array`, x);
}
