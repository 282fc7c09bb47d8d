// `record` appends in amortised constant time and never changes a log it was given.
import { describe, expect, it } from 'vitest';
import { createLog, eventCount, eventsSince, parseLog, record, replay } from './log';

describe('record', () => {
  it('copies no event list per append: n appends step through O(n) array elements, not n²/2', () => {
    // Count the elements every array iteration steps through (a spread of the list is one).
    const proto = Array.prototype as unknown as Record<symbol, () => Iterator<unknown>>;
    const original = proto[Symbol.iterator]!;
    let steps = 0;
    proto[Symbol.iterator] = function (this: unknown[]) {
      const it = original.call(this);
      return {
        next: () => {
          steps++;
          return it.next();
        },
        [Symbol.iterator]() {
          return this;
        },
      } as Iterator<unknown>;
    };
    const n = 3000;
    let log = createLog();
    try {
      for (let i = 0; i < n; i++) log = record(log, { type: 'fault', side: 'red', kind: 'conduct' });
    } finally {
      proto[Symbol.iterator] = original;
    }
    expect(steps).toBeLessThan(20 * n);
    expect(log.events).toHaveLength(n);
  });

  it('every older log keeps its events when a chain goes on or branches', () => {
    const a = record(createLog(), { type: 'start' });
    const b = record(a, { type: 'offer-draw', side: 'red' });
    const c1 = record(b, { type: 'accept-draw', side: 'black' });
    const c2 = record(b, { type: 'decline-draw', side: 'black' });
    const d1 = record(c1, { type: 'resign', side: 'red' });
    expect(a.events.map((e) => e.type)).toEqual(['start']);
    expect(b.events.map((e) => e.type)).toEqual(['start', 'offer-draw']);
    expect(c1.events.map((e) => e.type)).toEqual(['start', 'offer-draw', 'accept-draw']);
    expect(c2.events.map((e) => e.type)).toEqual(['start', 'offer-draw', 'decline-draw']);
    expect(d1.events.map((e) => e.type)).toEqual(['start', 'offer-draw', 'accept-draw', 'resign']);
    expect(replay(c2).state.status).toBe('playing');
    expect(replay(c1).state.status).toBe('over');
    // The list answered cannot be changed behind the log's back, and JSON reads it back.
    expect(() => (b.events as unknown[]).push({ type: 'start' })).toThrow(TypeError);
    expect(b.events).toHaveLength(2);
    const back = parseLog(JSON.parse(JSON.stringify(d1)));
    expect(back.ok && back.value.events).toEqual(d1.events);
    expect(structuredClone(d1)).toEqual(JSON.parse(JSON.stringify(d1)));
  });

  it('a log made by hand is copied once, and changing it later does not reach the new log', () => {
    const events = [{ type: 'start' as const }];
    const mine = { version: 1 as const, options: createLog().options, events };
    const next = record(mine, { type: 'resign', side: 'red' });
    events.push({ type: 'start' });
    expect(next.events.map((e) => e.type)).toEqual(['start', 'resign']);
    expect(mine.events).toHaveLength(2);
  });
});

describe('eventCount and eventsSince', () => {
  it('a host that follows the log after every record copies each event once: O(n) elements, not n²/2', () => {
    // Count the elements every slice copies (eventsSince answers a slice of the events).
    const proto = Array.prototype as unknown as {
      slice: (this: unknown[], a?: number, b?: number) => unknown[];
    };
    const original = proto.slice;
    let copied = 0;
    proto.slice = function (this: unknown[], a?: number, b?: number) {
      const out = original.call(this, a, b);
      copied += out.length;
      return out;
    };
    const n = 3000;
    let log = createLog();
    const seen: unknown[] = [];
    try {
      for (let i = 0; i < n; i++) {
        log = record(log, { type: 'fault', side: i % 2 ? 'red' : 'black', kind: 'conduct' });
        expect(eventCount(log)).toBe(i + 1);
        for (const e of eventsSince(log, seen.length)) seen.push(e);
      }
    } finally {
      proto.slice = original;
    }
    expect(copied).toBeLessThan(5 * n);
    expect(seen).toEqual(log.events);
  });

  it('reads a log made by hand or branched, and answers frozen lists', () => {
    const a = record(createLog(), { type: 'start' });
    const b1 = record(a, { type: 'resign', side: 'red' });
    const b2 = record(a, { type: 'resign', side: 'black' });
    expect([eventCount(a), eventCount(b1), eventCount(b2)]).toEqual([1, 2, 2]);
    expect(eventsSince(b1, 1)).toEqual([{ type: 'resign', side: 'red' }]);
    expect(eventsSince(b2, 1)).toEqual([{ type: 'resign', side: 'black' }]);
    expect(eventsSince(a, 1)).toEqual([]);
    expect(Object.isFrozen(eventsSince(b1, 0))).toBe(true);
    const mine = { version: 1 as const, options: createLog().options, events: [{ type: 'start' as const }] };
    expect([eventCount(mine), eventsSince(mine, 0)]).toEqual([1, [{ type: 'start' }]]);
  });

  it('refuses what is not a log or not an index of one, naming the function', () => {
    const log = record(createLog(), { type: 'start' });
    for (const from of [-1, 2, 0.5, Number.NaN, '0', null, undefined, 10n, { toString: () => '0' }]) {
      expect(() => eventsSince(log, from as never)).toThrow(
        /^eventsSince: from must be an integer from 0 to 1/,
      );
    }
    for (const bad of [null, undefined, 1, 'log', [], {}, { events: 'x' }, { events: { length: 1 } }]) {
      expect(() => eventCount(bad as never)).toThrow(TypeError);
      expect(() => eventsSince(bad as never, 0)).toThrow(/^eventsSince: log must be/);
    }
  });
});
