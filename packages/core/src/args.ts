// The argument checks shared by the public entry points of @xq/core (not exported from the
// package): pure functions of the value they are given, importing nothing. The checks of a
// board or a position live with their class (`board-check.ts`, `position.ts`).

/**
 * A short description of any value for an error message; never throws (a symbol, an object
 * without prototype or a proxy included), never long.
 * @internal
 */
export function describe(x: unknown): string {
  const t = typeof x;
  if (t === 'string') return JSON.stringify((x as string).length > 40 ? `${(x as string).slice(0, 40)}…` : x);
  if (t === 'bigint') return `${x}n`;
  if (x === null || t === 'number' || t === 'boolean' || t === 'undefined') return String(x);
  return Array.isArray(x) ? 'an array' : t === 'object' ? 'an object' : `a ${t}`;
}

/**
 * The error of an argument that is not what `fn` takes: `fn: expected, not <what it got>`.
 */
export function wrong(
  Kind: typeof TypeError | typeof RangeError,
  fn: string,
  expected: string,
  got: unknown,
): Error {
  return new Kind(`${fn}: ${expected}, not ${describe(got)}`);
}

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
