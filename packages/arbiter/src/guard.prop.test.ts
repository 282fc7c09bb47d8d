// `obligation`, `allows`, `record`, `replay` and `apply` (its state) called with hostile values: a TypeError whose
// message starts with the function's name, never a deep "Cannot read properties of null".
import { Position } from '@xq/core';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { apply } from './apply';
import { record, replay } from './log';
import { allows, obligation } from './touch';

const hostile = fc.oneof(
  fc.anything(),
  fc.constantFrom(null, undefined, 42, Number.NaN, 10n, Symbol('s'), 'x', [], [null], {}),
  fc.dictionary(fc.constantFrom('__proto__', 'toString', 'constructor', 'moves', 'events'), fc.anything()),
);

function expectNamed(name: string, call: () => unknown): void {
  try {
    call();
  } catch (e) {
    expect(e instanceof TypeError || e instanceof RangeError, String(e)).toBe(true);
    expect((e as Error).message.startsWith(name), (e as Error).message).toBe(true);
  }
}

it('a hostile argument is named by the function', () => {
  const pos = Position.initial();
  fc.assert(
    fc.property(hostile, fc.integer({ min: 0, max: 2 }), (v, at) => {
      const ob: unknown[] = [pos, [], undefined];
      ob[at] = v;
      expectNamed('obligation', () => (obligation as (...a: unknown[]) => unknown)(...ob));
      const al: unknown[] = [null, { from: 0, to: 1 }];
      al[at % 2] = v;
      expectNamed('allows', () => (allows as (...a: unknown[]) => unknown)(...al));
      expectNamed('record', () => (record as (...a: unknown[]) => unknown)(v));
      expectNamed('replay', () => (replay as (...a: unknown[]) => unknown)(v));
      expectNamed('apply', () => apply(v as never, { type: 'start' }));
    }),
  );
});
