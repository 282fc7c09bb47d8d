// How an argument that is not what a function takes is described in its error. A module with no
// import: `types.ts` uses it, and every module of @xq/core imports `types.ts`, so anything it
// imported would load before the vocabulary (and a cycle through it would see `ROLES` unset).

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
