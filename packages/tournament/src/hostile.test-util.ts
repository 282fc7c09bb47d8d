// The hostile values the tournament's property tests put into a document field or an argument:
// anything, the wrong JS types, numbers that break range checks, prototype keys and objects
// made of them. One definition for every `*.prop.test.ts` of the package.
import { fc } from '@fast-check/vitest';

/** Names every plain object inherits: a lookup `table[key]` with one of these finds something. */
export const hostileKey = fc.constantFrom(
  '__proto__',
  'toString',
  'constructor',
  'hasOwnProperty',
  'valueOf',
);

/**
 * A hostile value; `numbers` are added to the constants (the boundaries of the field under
 * test: 15 and 16 minutes, a board number…) and `more` are further arbitraries to draw from.
 */
export function hostileValue(
  numbers: readonly number[] = [],
  ...more: readonly fc.Arbitrary<unknown>[]
): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.anything(),
    fc.constantFrom(null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -0, 1e308, ...numbers, '', [], {}),
    ...more,
    hostileKey,
    fc.dictionary(hostileKey, fc.anything()),
  );
}

/** A deep copy of the JSON value `base` with the field at `path` set to `value` (an own, enumerable property, even `__proto__`). */
export function replacedAt(base: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(base));
  let o = copy;
  for (const k of path.slice(0, -1)) o = o[k];
  Object.defineProperty(o, path[path.length - 1]!, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}
