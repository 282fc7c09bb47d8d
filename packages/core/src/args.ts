import type { FenLetters } from './fen';
import type { SetupMode } from './setup';

// Argument checks shared by the public entry points of @xq/core (not exported from the package).

/**
 * A short description of any value for an error message; never throws (a symbol, an object
 * without prototype or a proxy included), never long.
 * @internal
 */
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

/** True for an object that is not an array (a record of options, a move). @internal */
export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * The letter set of `options` (default `'standard'`).
 * @throws TypeError when `options` is not an object; RangeError for an unknown letter set.
 */
export function fenLetters(options: unknown, fn: string): FenLetters {
  if (!isRecord(options)) throw new TypeError(`${fn}: options must be an object, not ${describe(options)}`);
  const l = options.letters;
  if (l === undefined || l === 'standard' || l === 'wxf') return l ?? 'standard';
  throw new RangeError(`${fn}: letters must be 'standard' or 'wxf', not ${describe(l)}`);
}

/**
 * The setup mode of `options` (default `'strict'`).
 * @throws TypeError when `options` is not an object; RangeError for an unknown mode.
 */
export function setupMode(options: unknown, fn: string): SetupMode {
  if (!isRecord(options)) throw new TypeError(`${fn}: options must be an object, not ${describe(options)}`);
  const m = options.mode;
  if (m === undefined || m === 'strict' || m === 'lenient') return m ?? 'strict';
  throw new RangeError(`${fn}: mode must be 'strict' or 'lenient', not ${describe(m)}`);
}

/**
 * The low-level colour code (0 red, 1 black) of a colour.
 * @throws RangeError when `color` is not `'red'` or `'black'`.
 */
export function colorIndex(color: unknown, fn: string): 0 | 1 {
  if (color === 'red') return 0;
  if (color === 'black') return 1;
  throw new RangeError(`${fn}: a colour is 'red' or 'black', not ${describe(color)}`);
}

/**
 * True for a board built by `Board` (its 90 points and its kings are there): `instanceof`
 * alone also accepts `Object.create(Board.prototype)`, an object with none of them.
 */
export function isBuiltBoard(x: unknown): boolean {
  if (typeof x !== 'object' || x === null) return false;
  const b = x as { squares?: unknown; kings?: unknown };
  return b.squares instanceof Int8Array && b.squares.length === 90 && b.kings instanceof Int8Array;
}

/** True for a position built by `Position` (it holds a built board), see {@link isBuiltBoard}. */
export function isBuiltPosition(x: unknown): boolean {
  return typeof x === 'object' && x !== null && isBuiltBoard((x as { b?: unknown }).b);
}
