// `record` appends in amortised constant time and never changes a log it was given.
import { describe, expect, it } from 'vitest';
import { createLog, parseLog, record, replay } from './log';

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
