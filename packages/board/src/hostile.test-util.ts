import { arbHostile } from '@xq/test-utils';
import fc from 'fast-check';

// Values that throw when they are read: what an app callback may throw, or hand back, or pass as
// a state. Beside @xq/test-utils' hostile values, which never throw when read. fast-check itself
// reads the values it generates (to print and clone them), so these come as a recipe that makes
// the value inside the property: `{ what, make }`.

/** A value made inside the property; `what` names it in a counterexample. */
export interface Made {
  readonly what: string;
  make(): unknown;
}

/** A proxy handler whose every trap throws (itself a proxy, so no trap is left out). */
const throwingTraps: ProxyHandler<object> = new Proxy(
  {},
  {
    get: (_, trap) => () => {
      throw new Error(`trap ${String(trap)}`);
    },
  },
);

const THROWING: Record<string, () => unknown> = {
  'toString and valueOf throw': () => ({
    toString() {
      throw new Error('toString');
    },
    valueOf() {
      throw new Error('valueOf');
    },
  }),
  'Symbol.toPrimitive throws': () => ({
    [Symbol.toPrimitive]() {
      throw new Error('toPrimitive');
    },
  }),
  'a proxy whose every trap throws': () => new Proxy({}, throwingTraps),
  'an array proxy whose every trap throws': () => new Proxy([], throwingTraps),
  'no prototype': () => Object.create(null),
  'an Error whose message getter throws': () =>
    Object.defineProperty(new Error('x'), 'message', {
      get() {
        throw new Error('message');
      },
    }),
  'an Error whose message is a throwing proxy': () =>
    Object.defineProperty(new Error('x'), 'message', { value: new Proxy({}, throwingTraps) }),
  'an Error of 100,000 characters': () => new Error('y'.repeat(100_000)),
  ...Object.fromEntries(
    ['fen', 'lastMove', 'check', 'arrows', 'circles', 'from', 'to', 'at', 'brush'].map((key) => [
      `a ${key} getter that throws`,
      () =>
        Object.defineProperty({}, key, {
          enumerable: true,
          get() {
            throw new Error(`getter ${key}`);
          },
        }),
    ]),
  ),
};

/** A value whose reading throws: its toString, its prototype, a getter, an Error's message. */
export function arbThrowingValue(): fc.Arbitrary<Made> {
  return fc.constantFrom(...Object.keys(THROWING)).map((what) => ({ what, make: THROWING[what]! }));
}

/** A value that `String()` cannot turn into text (it throws). */
export function arbUnprintable(): fc.Arbitrary<Made> {
  return fc
    .constantFrom(
      'toString and valueOf throw',
      'Symbol.toPrimitive throws',
      'a proxy whose every trap throws',
      'an array proxy whose every trap throws',
      'no prototype',
    )
    .map((what) => ({ what, make: THROWING[what]! }));
}

/** Anything an app may throw: any value, a hostile one, one that throws when read, long text. */
export function arbThrown(): fc.Arbitrary<Made> {
  return fc.oneof(
    arbThrowingValue(),
    fc
      .oneof(fc.anything(), arbHostile(), fc.string({ unit: 'binary', minLength: 150, maxLength: 400 }))
      .map((v) => ({ what: typeof v, make: () => v })),
  );
}
