// snapshot, the one guard of the readers that take an app's value: any value is answered (a copy or
// where reading threw), never a throw, never a stack overflow; what it copies equals what it read.
import { arbHostile } from '@xq/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snapshot } from './snapshot';

const throwing = (message: string) =>
  new Proxy([], {
    get(target, key) {
      if (key === 'length') throw new Error(message);
      return Reflect.get(target, key);
    },
  });

describe('snapshot', () => {
  it('answers any value without throwing, and a copy equal to the JSON value it read', () => {
    fc.assert(
      fc.property(arbHostile(), (x) => {
        const r = snapshot(x, '$');
        if (r.ok && typeof x !== 'object') expect(Object.is(r.value, x)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (x) => {
        const r = snapshot(x);
        expect(r.ok && JSON.stringify(r.value)).toBe(JSON.stringify(x));
      }),
    );
  });

  it('names the path of the getter that threw, below the root it is given', () => {
    const value = {
      players: [
        { id: 1 },
        {
          get name(): string {
            throw new Error('gone\nsecond line');
          },
        },
      ],
    };
    expect(snapshot(value, '$')).toEqual({
      ok: false,
      error: { path: '$.players[1].name', message: 'could not be read (gone)' },
    });
    expect(snapshot(value)).toEqual({
      ok: false,
      error: { path: 'players[1].name', message: 'could not be read (gone)' },
    });
    // A proxy whose `length` trap throws, at the root and below it.
    expect(snapshot(throwing('root'), '$')).toEqual({
      ok: false,
      error: { path: '$', message: 'could not be read (root)' },
    });
    expect(snapshot({ a: throwing('inner') }).ok).toBe(false);
  });

  it('keeps cycles, holes and prototype keys as own data, and a value nested 100,000 deep', () => {
    const cyclic: { self?: unknown; __proto__?: unknown } = JSON.parse('{"__proto__": 1}');
    cyclic.self = cyclic;
    const r = snapshot(cyclic);
    const copy = r.ok ? (r.value as { self: unknown }) : undefined;
    expect(copy?.self).toBe(copy);
    expect(Object.hasOwn(copy ?? {}, '__proto__')).toBe(true);
    const sparse = new Array<number>(3);
    sparse[0] = 1;
    sparse[2] = 3;
    const holes = snapshot(sparse);
    expect(holes.ok && 1 in (holes.value as unknown[])).toBe(false);
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(snapshot(deep).ok).toBe(true);
  });
});
