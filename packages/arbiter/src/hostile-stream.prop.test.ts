// Random games whose events are spoiled on the way (a field replaced by a hostile value: a
// BigInt, a symbol, NaN, 1e308, a deep array, a prototype key; a getter or a proxy trap that
// throws): apply never throws, every state it answers reads back equal through parseState, and
// the log recorded along reads back through parseLog and replays to the same state.
import { arbHostile, DEEP_ERROR, describe as shown } from '@xq/test-utils';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { apply } from './apply';
import { arbIntents, eventFor } from './events.test-util';
import { createLog, parseLog, parseState, record, replay } from './log';
import { createArbiter } from './options';

const FIELDS = [
  'type',
  'side',
  'square',
  'squares',
  'move',
  'kind',
  'moves',
  'rule',
  'by',
  'admitted',
  'accidental',
  'level',
  'reason',
  'ply',
  'command',
  'explanation',
  'at',
  'clock',
  'note',
  '__proto__',
  'toString',
] as const;

/** How an event is spoiled: a field given a hostile value, a getter that throws, or a proxy whose trap throws. */
const spoil = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null) },
  {
    weight: 6,
    arbitrary: fc.record({
      field: fc.constantFrom(...FIELDS),
      value: fc.oneof(
        arbHostile(),
        fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, 1e308, 0.5, 2 ** 53, -1, 10n),
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ getter: fc.constantFrom(...FIELDS) }) },
  { weight: 1, arbitrary: fc.constant('proxy' as const) },
);
type Spoil = typeof spoil extends fc.Arbitrary<infer T> ? T : never;

function spoiled(event: object, how: Spoil): unknown {
  if (how === null) return event;
  if (how === 'proxy')
    return new Proxy(event, {
      ownKeys() {
        throw new Error('trap');
      },
    });
  const copy: Record<string, unknown> = { ...event };
  if ('getter' in how)
    Object.defineProperty(copy, how.getter, {
      enumerable: true,
      get() {
        throw new Error('getter');
      },
    });
  else
    Object.defineProperty(copy, how.field, {
      value: how.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy;
}

const json = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

/** The spoiling, for a failure's message (never JSON of a value that may be 20,000 deep). */
const said = (how: Spoil): string =>
  how === null
    ? 'nothing'
    : how === 'proxy'
      ? 'a proxy'
      : 'getter' in how
        ? `a getter of ${how.getter}`
        : `${how.field} = ${shown(how.value)}`;

it('spoiled events: no throw, every state reads back, the log reads back and replays', () => {
  fc.assert(
    fc.property(
      arbIntents,
      fc.array(spoil, { minLength: 60, maxLength: 60 }),
      fc.constantFrom(null, 'vn-international', 'vn-rapid-15'),
      (intents, spoils, clock) => {
        const options = { moveLimit: { moves: 6 } };
        let s = createArbiter(options);
        let log = createLog(options);
        const step = (ev: unknown, how: Spoil): void => {
          let r: ReturnType<typeof apply>;
          try {
            r = apply(s, ev as never);
          } catch (e) {
            throw new Error(`apply threw ${shown(e)} on an event spoiled by ${said(how)}`);
          }
          s = r.state;
          log = record(log, ev as never);
          const back = parseState(json(s));
          if (!back.ok) throw new Error(`${back.error.message} (${back.error.path}) after ${said(how)}`);
          expect(back.value).toEqual(json(s));
          expect(typeof JSON.stringify(r.ruling)).toBe('string');
        };
        step(clock === null ? { type: 'start', at: 1000 } : { type: 'start', at: 1000, clock }, null);
        let at = 1000;
        intents.forEach((i, k) => {
          at += i.dt;
          const how = spoils[k] ?? null;
          step(spoiled(eventFor(s, i, at), how), how);
        });
        const read = parseLog(json(log));
        if (!read.ok) throw new Error(`the recorded log is refused: ${read.error.message}`);
        expect(JSON.stringify(replay(read.value).state)).toBe(JSON.stringify(s));
      },
    ),
    { numRuns: 60 },
  );
});

it('a clock resumed while the game is adjourned is refused: the state stays one parseState reads', () => {
  // Found by the property above: a restore pauses the clock, the seal adjourns the game with the
  // clock paused, and "resume" set it running in an adjourned game.
  const events = [
    { type: 'start', at: 1000, clock: 'vn-international' },
    { type: 'move', move: 'b2d2', at: 84_125 },
    { type: 'restore', ply: 1, kind: 'illegal', at: 127_253 },
    { type: 'seal', side: 'black', move: 'h7c7', at: 263_218 },
    { type: 'clock', command: { type: 'resume', at: 271_268 } },
  ] as const;
  let s = createArbiter();
  let last: ReturnType<typeof apply> | undefined;
  for (const e of events) {
    last = apply(s, e as never);
    s = last.state;
  }
  expect(s.status).toBe('adjourned');
  expect(last?.ruling.accepted).toBe(false);
  expect(s.clock?.status).not.toBe('running');
  expect(parseState(json(s)).ok).toBe(true);
});

it('an event whose getter throws is a bad event, and the log leaves it out', () => {
  const s = apply(createArbiter(), { type: 'start', at: 0 }).state;
  const ev = {
    type: 'resign',
    get side(): string {
      throw new Error('boom');
    },
  };
  const r = apply(s, ev as never);
  expect(r.ruling.error?.code).toBe('ARBITER_BAD_EVENT');
  expect(r.ruling.error?.message).not.toMatch(DEEP_ERROR);
  expect(record(createLog(), ev as never).events).toEqual([]);
  expect(record(createLog(), { type: 'resign', side: 'red', at: 10n } as never).events).toEqual([]);
});
