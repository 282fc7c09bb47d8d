// Hostile arbitraries: what a JavaScript caller (or a JSON file) can hand a public function
// instead of what its types say. Shared by every package's `hostile.prop.test.ts`, so that each
// public entry point is fuzzed with the same wrong types, prototype keys, deep nesting and long
// runs, and judged by the same rule: a documented answer (a typed `{ ok: false }` result or a
// documented value) or a `TypeError`/`RangeError` with a clear message — never a deep error from
// inside the code, never a hang.
import fc from 'fast-check';

/** Names that every plain object inherits: a lookup `TABLE[key]` with one of these finds something. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'toString',
  'constructor',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
  'prototype',
  'length',
] as const;

/** One of {@link PROTOTYPE_KEYS}. */
export function arbPrototypeKey(): fc.Arbitrary<string> {
  return fc.constantFrom(...PROTOTYPE_KEYS);
}

/** Numbers that break arithmetic and range checks: NaN, infinities, -0, fractions, unsafe integers. */
export function arbHostileNumber(): fc.Arbitrary<number> {
  return fc.oneof(
    fc.constantFrom(
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      -0,
      0.5,
      -1,
      1.5,
      2 ** 31,
      2 ** 32,
      -(2 ** 31) - 1,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER + 1,
      Number.MIN_SAFE_INTEGER,
      Number.MAX_VALUE,
      -Number.MAX_VALUE,
      Number.MIN_VALUE,
      Number.EPSILON,
      1e21,
    ),
    fc.double(),
    fc.integer({ min: -1_000_000, max: 1_000_000 }),
  );
}

/** Text that looks like something else: prototype keys, numbers, colours in the wrong case, runs. */
export function arbHostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    arbPrototypeKey(),
    fc.constantFrom(
      '',
      ' ',
      '\t\n',
      '0',
      '1',
      '-1',
      'NaN',
      'Infinity',
      '1e3',
      '0x10',
      'null',
      'undefined',
      'true',
      'RED',
      'Red',
      'red ',
      ' black',
      'green',
      'white',
      '\u0000',
      '\ud800',
      '\u202e',
      'Tướng',
      '{"a":1}',
      '[]',
    ),
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    arbLongRun(),
  );
}

/** A short unit repeated into a long run (blank lines, spaces, slashes, digits, brackets). */
export function arbLongRun(maxLength = 20_000): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.oneof(
        fc.constantFrom(' ', '\n', '\r\n', '\n\n', '/', '-', '9', '(', '{', '[', 'a1', 'k', '1.', '\t '),
        fc.string({ minLength: 1, maxLength: 4 }),
      ),
      fc.integer({ min: 1, max: maxLength }),
    )
    .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n));
}

/** An array nested `depth` deep (`[[[…]]]`), built without recursion. */
export function deepArray(depth: number): unknown[] {
  let v: unknown[] = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** An object nested `depth` deep under `key` (`{ key: { key: … } }`), built without recursion. */
export function deepObject(depth: number, key = 'a'): Record<string, unknown> {
  let v: Record<string, unknown> = {};
  for (let i = 0; i < depth; i++) v = { [key]: v };
  return v;
}

/** An array of `length` with every other slot a hole. */
export function holey(length: number, fill: unknown = 0): unknown[] {
  const a: unknown[] = new Array(length);
  for (let i = 0; i < length; i += 2) a[i] = fill;
  return a;
}

/**
 * Objects that are not what a function expects: no prototype, prototype keys as own fields,
 * frozen, proxies, built-ins, arrays with holes, deep nesting.
 */
export function arbHostileObject(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constant(null).map(() => Object.create(null) as object),
    fc.constant(null).map(() => ({})),
    fc.constant(null).map(() => JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":1}}')),
    arbPrototypeKey().map((k) => ({ [k]: 1 })),
    arbPrototypeKey().map((k) => Object.freeze({ [k]: k })),
    fc.constant(null).map(() => Object.freeze([1, 2, 3])),
    fc.constant(null).map(() => new Proxy({}, {})),
    fc.constant(null).map(() => new Proxy([], {})),
    fc.constant(null).map(() => new Date(Number.NaN)),
    fc.constant(null).map(() => new Map([['red', 1]])),
    fc.constant(null).map(() => new Set(['red'])),
    fc.constant(null).map(() => /red/),
    fc.constant(null).map(() => new Int32Array(3)),
    fc.constant(null).map(() => new Int8Array(90)),
    fc.constant(null).map(() => new Error('x')),
    fc.constant(null).map(() => Promise.resolve(1)),
    fc.constant(null).map(() => () => 'red'),
    fc.constant(null).map(() => ({ toString: () => 'red', valueOf: () => 4 })),
    fc.constant(null).map(() => ({ length: 90 })),
    fc.constant(null).map(() => ({ length: -1 })),
    fc.constant(null).map(() => ({ length: 2 ** 32 + 5 })),
    fc.integer({ min: 0, max: 200 }).map((n) => holey(n)),
    fc.constant(null).map(() => new Array(90)),
    fc.integer({ min: 1, max: 20_000 }).map((d) => deepArray(d)),
    fc.integer({ min: 1, max: 20_000 }).map((d) => deepObject(d)),
    fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
    fc.dictionary(fc.oneof(arbPrototypeKey(), fc.string({ maxLength: 6 })), fc.anything({ maxDepth: 1 }), {
      maxKeys: 5,
    }),
  );
}

/** Any wrong value: the primitives, {@link arbHostileNumber}, {@link arbHostileString}, {@link arbHostileObject}. */
export function arbHostile(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(undefined, null, true, false, 0n, -1n, 10n ** 30n),
    fc.constant(null).map(() => Symbol('hostile')),
    arbHostileNumber(),
    arbHostileString(),
    arbHostileObject(),
  );
}

/**
 * `arbHostile()` without the values that `valid` accepts: what a caller must never be able to
 * pass as a value of that type.
 */
export function arbHostileFor(valid: (x: unknown) => boolean): fc.Arbitrary<unknown> {
  return arbHostile().filter((x) => !valid(x));
}

/**
 * Messages of errors that the JavaScript engine throws from inside code that trusted its input
 * (a property read on `undefined`, a call of a non-function, a string conversion of a symbol or
 * of an object without prototype, a stack overflow): never a clear answer to a caller.
 */
export const DEEP_ERROR =
  /Cannot read propert|Cannot set propert|Cannot create property|is not a function|is not iterable|is not a constructor|Cannot convert|undefined is not|null is not|is not an object|Cannot destructure|Maximum call stack|Invalid array length|Invalid typed array length|Do not know how to serialize|Converting circular|Cannot use 'in' operator|Cannot mix BigInt|Cannot assign to read only|object is not extensible|Reduce of empty array/;

/** What a call did: returned a value, or threw. */
export type CallOutcome =
  | { readonly threw: false; readonly value: unknown }
  | { readonly threw: true; readonly error: unknown };

/** Calls `f` and tells what it did, without letting an exception escape. */
export function outcome(f: () => unknown): CallOutcome {
  try {
    return { threw: false, value: f() };
  } catch (error) {
    return { threw: true, error };
  }
}

/**
 * The complaint about an exception, or `null` when it is a documented programmer error: a
 * `TypeError` or `RangeError` (or a subclass) with a non-empty message of its own, not one of
 * {@link DEEP_ERROR}.
 */
export function undocumentedThrow(error: unknown): string | null {
  if (!(error instanceof TypeError || error instanceof RangeError))
    return `threw something else than a TypeError/RangeError: ${describe(error)}`;
  if (error.message.length === 0) return `threw a ${error.name} without a message`;
  if (DEEP_ERROR.test(error.message)) return `threw a deep ${error.name}: ${error.message}`;
  return null;
}

/** A short, never-throwing description of any value, for test messages. */
export function describe(x: unknown): string {
  try {
    if (typeof x === 'symbol') return x.toString();
    if (typeof x === 'bigint') return `${x}n`;
    if (x instanceof Error) return `${x.name}: ${x.message}`;
    if (typeof x === 'object' && x !== null && Object.getPrototypeOf(x) === null)
      return '[object null-prototype]';
    const s = typeof x === 'string' ? JSON.stringify(x) : String(x);
    return s.length > 80 ? `${s.slice(0, 80)}… (${s.length} chars)` : s;
  } catch {
    return Object.prototype.toString.call(x);
  }
}

/** True for an `{ ok: false, error: { code, message } }` result with a prefixed string code. */
export function isTypedFailure(x: unknown): boolean {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as { ok?: unknown; error?: { code?: unknown; message?: unknown } };
  return (
    r.ok === false &&
    typeof r.error === 'object' &&
    r.error !== null &&
    typeof r.error.code === 'string' &&
    /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(r.error.code) &&
    typeof r.error.message === 'string' &&
    r.error.message.length > 0
  );
}

/** CPU milliseconds of one run of `f` (the best of `reps`: the machine is shared). */
export function cpuMs(f: () => void, reps = 3): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < reps; i++) {
    const c0 = process.cpuUsage();
    f();
    const c = process.cpuUsage(c0);
    best = Math.min(best, (c.user + c.system) / 1000);
  }
  return best;
}

/**
 * The cost of `run(build(4n))` over the cost of `run(build(n))`, inputs built before the clock
 * starts. Linear code stays near 4; the bar is 5 (plus `slackMs` for timer noise on tiny runs).
 */
export function growth<T>(
  build: (n: number) => T,
  run: (input: T) => void,
  n: number,
  slackMs = 2,
  reps = 3,
): { small: number; large: number; ratio: number; ok: boolean } {
  const a = build(n);
  const b = build(4 * n);
  run(a); // warm-up
  run(b);
  // A busy 2-core machine can slow one measurement down: measure again, up to three times in
  // all, before calling the growth super-linear (the bar itself never moves).
  let last = { small: 0, large: 0, ratio: 0, ok: false };
  for (let attempt = 0; attempt < 3 && !last.ok; attempt++) {
    const small = cpuMs(() => run(a), reps);
    const large = cpuMs(() => run(b), reps);
    last = { small, large, ratio: large / Math.max(small, 0.001), ok: large <= 5 * small + slackMs };
  }
  return last;
}

/**
 * The paths (keys from the root) of the values inside `x`: `x` itself (`[]`), then its entries
 * and fields, descending only into plain arrays and objects (never into a class instance such
 * as a Position), to `depth` levels, the first 12 entries of an array, at most `limit` paths.
 * With {@link withValueAt}, a valid call's arguments with one value anywhere made hostile.
 */
export function valuePaths(x: unknown, depth = 6, limit = 400): (string | number)[][] {
  const out: (string | number)[][] = [];
  const stack: { v: unknown; at: (string | number)[]; depth: number }[] = [{ v: x, at: [], depth }];
  while (stack.length > 0 && out.length < limit) {
    const { v, at, depth: d } = stack.pop()!;
    out.push(at);
    if (d === 0 || typeof v !== 'object' || v === null) continue;
    if (!Array.isArray(v) && Object.getPrototypeOf(v) !== Object.prototype) continue;
    const keys = Array.isArray(v) ? v.map((_, i) => i).slice(0, 12) : Object.keys(v);
    for (const k of keys.reverse())
      stack.push({ v: (v as Record<string | number, unknown>)[k], at: [...at, k], depth: d - 1 });
  }
  return out;
}

/** A copy of `x` with the value at `path` replaced by `value` (arrays and objects copied on the way). */
export function withValueAt(x: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [k, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(x) ? [...x] : { ...(x as object) }) as Record<string | number, unknown>;
  copy[k] = withValueAt((x as Record<string | number, unknown>)[k], rest, value);
  return copy;
}
