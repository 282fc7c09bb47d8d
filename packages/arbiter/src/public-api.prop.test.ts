// The public exports not fuzzed elsewhere with the shared hostile values (@xq/test-utils: proxies,
// throwing getters, holey and 20,000-deep arrays, prototype keys, BigInts, symbols): a typed
// `{ ok: false }` answer, or a TypeError/RangeError naming the function, never a deep error.
import {
  arbHostile,
  arbPrototypeKey,
  isTypedFailure,
  outcome,
  describe as shown,
  undocumentedThrow,
} from '@xq/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  createArbiter,
  createLog,
  eventCount,
  eventsSince,
  parseEvent,
  parseLog,
  parseOptions,
  parseState,
  record,
  replay,
} from './index';

/** A throwing getter or a proxy whose traps throw, in place of a value. */
const traps = fc.constantFrom('getter', 'proxy').map((how) =>
  how === 'proxy'
    ? new Proxy(
        {},
        {
          ownKeys() {
            throw new Error('trap');
          },
          get() {
            throw new Error('trap');
          },
        },
      )
    : Object.defineProperty({}, 'type', {
        enumerable: true,
        get() {
          throw new Error('getter');
        },
      }),
);
const hostile = fc.oneof(arbHostile(), traps);

/** The call answered, or threw a documented error whose message names `fn`. */
function expectClean(fn: string, call: () => unknown, typed = false): void {
  const o = outcome(call);
  if (o.threw) {
    const why = undocumentedThrow(o.error);
    if (why) throw new Error(`${fn}: ${why}`);
    expect((o.error as Error).message.startsWith(fn), (o.error as Error).message).toBe(true);
  } else if (typed && !(o.value as { ok: boolean }).ok) {
    expect(isTypedFailure(o.value), shown(o.value)).toBe(true);
  }
}

const started = apply(createArbiter(), { type: 'start', at: 0 }).state;
const json = (x: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(x));

describe('hostile values at the public exports', () => {
  it('the parsers answer every hostile value with their typed error, never a throw', () => {
    fc.assert(
      fc.property(hostile, (v) => {
        for (const [name, f] of [
          ['parseOptions', parseOptions],
          ['parseLog', parseLog],
          ['parseState', parseState],
          ['parseEvent', parseEvent],
        ] as const) {
          const o = outcome(() => f(v));
          if (o.threw) throw new Error(`${name} threw ${shown(o.error)} on ${shown(v)}`);
          const r = o.value as { ok: boolean };
          if (!r.ok) expect(isTypedFailure(r), `${name}: ${shown(r)}`).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('createArbiter, createLog, eventCount and eventsSince name themselves', () => {
    const log = record(createLog(), { type: 'start' });
    fc.assert(
      fc.property(hostile, (v) => {
        expectClean('createArbiter', () => createArbiter(v as never));
        expectClean('createLog', () => createLog(v as never));
        expectClean('eventCount', () => eventCount(v as never));
        expectClean('eventsSince', () => eventsSince(v as never, 0));
        expectClean('eventsSince', () => eventsSince(log, v as never));
      }),
      { numRuns: 300 },
    );
  });

  it('a check cap of -0 reads as 0, so that the options written read back the same (FC_SEED=1404942732)', () => {
    const r = parseOptions({ moveLimit: { checkCap: -0 } });
    expect(r.ok && Object.is(r.value.moveLimit.checkCap, 0)).toBe(true);
    if (r.ok) expect(parseOptions(json(r.value))).toEqual(r);
  });

  it('options with a hostile field, or a prototype key as a field, are refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('moveLimit', 'rules', 'excusedFromRecording', 'moves', 'checkCap'),
        fc.oneof(hostile, arbPrototypeKey()),
        arbPrototypeKey(),
        (field, v, key) => {
          const given =
            field === 'moves' || field === 'checkCap' ? { moveLimit: { [field]: v } } : { [field]: v };
          expectClean('createArbiter', () => createArbiter(given as never));
          expectClean('createLog', () => createLog(given as never));
          const r = parseOptions(given);
          if (r.ok) expect(parseOptions(json(r.value))).toEqual(r);
          else expect(r.error.code).toBe('ARBITER_BAD_OPTIONS');
          const keyed = parseOptions(JSON.parse(`{"${key}": 1}`));
          expect(keyed.ok).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a state or a log with one field hostile: parse refuses it, apply and replay name themselves', () => {
    const logged = json(
      record(record(createLog(), { type: 'start', at: 0 }), { type: 'resign', side: 'red' }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(started), 'red.incidents', 'red.perpetual', 'touches.0', 'result'),
        fc.oneof(hostile, arbPrototypeKey()),
        fc.constantFrom('version', 'options', 'events', 'events.0', 'events.1.side'),
        (field, v, logField) => {
          const s = json(started);
          const [a, b] = field.split('.');
          if (b === undefined) s[a!] = v;
          else if (a === 'touches') s.touches = [v];
          else (s[a!] as Record<string, unknown>)[b] = v;
          const read = parseState(s);
          if (read.ok) expect(json(read.value)).toEqual(json(s));
          else expect(isTypedFailure(read), shown(read)).toBe(true);
          expectClean('apply', () => apply(s as never, { type: 'move', move: 'h2e2' }));
          expectClean('apply', () => apply(s as never, { type: 'touch', square: 'h2' }));
          const l = json(logged);
          const [c, d, e] = logField.split('.');
          if (d === undefined) l[c!] = v;
          else if (e === undefined) (l.events as unknown[])[0] = v;
          else (l.events as Record<string, unknown>[])[1]![e] = v;
          const back = parseLog(l);
          if (!back.ok) expect(back.error.code).toBe('ARBITER_BAD_LOG');
          expectClean('replay', () => replay(l as never));
          expectClean('record', () => record(l as never, { type: 'resign', side: 'black' }));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('what the properties above found', () => {
  const throwing = (field: string, base: object) =>
    Object.defineProperty({ ...base }, field, {
      enumerable: true,
      get() {
        throw new Error('app getter');
      },
    });

  it('a log whose events or options cannot be read: a TypeError naming the function, not the app’s error', () => {
    const options = createLog().options;
    const noEvents = throwing('events', { version: 1, options });
    const noOptions = throwing('options', { version: 1, events: [] });
    for (const [name, call] of [
      ['record', (l: never) => record(l, { type: 'start' })],
      ['replay', (l: never) => replay(l)],
      ['eventCount', (l: never) => eventCount(l)],
      ['eventsSince', (l: never) => eventsSince(l, 0)],
    ] as const) {
      expect(() => call(noEvents as never)).toThrow(
        new RegExp(`^${name}: log could not be read \\(app getter\\)`),
      );
      expect(() => call(noOptions as never)).toThrow(
        new RegExp(`^${name}: log could not be read \\(app getter\\)`),
      );
    }
  });

  it('a log made by hand with options that are not options: record refuses it, replay names itself', () => {
    const mine = { version: 1, options: { rules: 'fide' }, events: [] };
    expect(() => record(mine as never, { type: 'start' })).toThrow(/^record: invalid arbiter options/);
    expect(() => replay(mine as never)).toThrow(/^replay: invalid arbiter options/);
    // A log record accepts is one parseLog reads back: an event it cannot read is not copied in.
    const ok = record({ version: 1, options: {}, events: [] } as never, { type: 'start' });
    expect(parseLog(json(ok)).ok).toBe(true);
    const junk = { version: 1, options: {}, events: [{ type: 'start' }, { type: 'jump' }] };
    expect(() => record(junk as never, { type: 'resign', side: 'red' })).toThrow(
      /^record: log\.events\[1\] is not an event/,
    );
  });

  it('a state whose nested fields are malformed: apply names the field, never a deep error or a count gone wrong', () => {
    // biome-ignore lint/suspicious/noExplicitAny: a JSON copy, edited into malformed states
    const cases: [string, (s: Record<string, any>) => void][] = [
      ['touches', (s) => void (s.touches = [null])],
      ['touches', (s) => void (s.touches = [{ squares: [1] }])],
      ['red', (s) => void delete s.red.incidents.misconduct],
      ['black', (s) => void (s.black.technical = 'x')],
      ['red', (s) => void (s.red.perpetual = null)],
      ['options', (s) => void (s.options = {})],
      ['sealed', (s) => void (s.sealed = { side: 'red' })],
      ['result', (s) => void (s.result = { reason: 1 })],
      ['at', (s) => void (s.at = Number.NaN)],
    ];
    for (const [field, edit] of cases) {
      const s = json(started);
      edit(s);
      for (const ev of [
        { type: 'move', move: 'h2e2' },
        { type: 'touch', square: 'h2' },
        { type: 'incident', side: 'red', kind: 'misconduct' },
        { type: 'fault', side: 'black', kind: 'technical' },
        { type: 'claim', side: 'red', rule: 'move-limit' },
      ] as const) {
        expect(() => apply(s as never, ev)).toThrow(new RegExp(`^apply: state\\.${field} must be`));
      }
    }
  });
});
