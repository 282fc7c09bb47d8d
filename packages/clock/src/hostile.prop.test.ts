// Every public function of @xq/clock against hostile callers: wrong JavaScript types, prototype
// keys, NaN, deep nesting, long runs, hand-edited states. Each answers as documented — a typed
// `{ ok: false }` (parsers, `findPreset`), a refused step (`apply`), or a TypeError/RangeError
// with a message of its own (the rest) — never a deep engine error, never a silent success. How
// the costs grow on long input is measured by the bench (bench/growth.ts).
import {
  arbHostile,
  arbHostileFor,
  arbPrototypeKey,
  isTypedFailure,
  outcome,
  describe as show,
  undocumentedThrow,
} from '@xq/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyPolicy, commandList } from './arbitraries.test-util';
import * as clock from './index';
import {
  apply,
  type ClockCommand,
  type ClockState,
  clockLabels,
  createClock,
  createLog,
  findPreset,
  flagAt,
  formatMs,
  getPreset,
  minutes,
  movesDue,
  nextChangeAt,
  parseCommand,
  parseLog,
  parsePolicy,
  parseState,
  record,
  remainingMs,
  replay,
  seconds,
  stateAt,
  view,
} from './index';
import { MAX_CLOCK_MS } from './ms';
import { opponent } from './policy';

const isSide = (x: unknown) => x === 'red' || x === 'black';
const isAt = (x: unknown) => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
const isState = (x: unknown) => parseState(x).ok;

/** A state that `apply` reached from a fresh clock, with the policy and the commands. */
const reached = fc.tuple(anyPolicy, commandList(30)).map(([policy, commands]) => {
  let s = createClock(policy);
  for (const c of commands) s = apply(s, c).state;
  return s;
});

/** Replaces one leaf or branch of a JSON value (the state written out) by `replacement`. */
function edit(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(value));
  if (path.length === 0) return replacement;
  let o = copy;
  for (const k of path.slice(0, -1)) o = o[k];
  o[path.at(-1)!] = replacement;
  return copy;
}

function paths(value: unknown): (string | number)[][] {
  const out: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    out.push(path);
    if (typeof v === 'object' && v !== null)
      for (const [k, x] of Object.entries(v)) walk(x, [...path, Array.isArray(v) ? Number(k) : k]);
  };
  walk(value, []);
  return out;
}

/** A reached state with one field replaced by a hostile value or a nearby integer. */
const edited = reached.chain((s) =>
  fc
    .tuple(
      fc.constantFrom(...paths(JSON.parse(JSON.stringify(s)))),
      fc.oneof(arbHostile(), fc.integer({ min: -3, max: 3 }), fc.constantFrom(null, 'red', 'black')),
    )
    .map(([path, v]) => edit(s, path, v)),
);

/** A typed refusal, or a documented throw; `f` must not succeed. */
function expectNoSuccess(f: () => unknown, mode: 'result' | 'throw'): void {
  const r = outcome(f);
  if (r.threw) {
    expect(mode === 'throw' ? undocumentedThrow(r.error) : `threw: ${show(r.error)}`).toBeNull();
    return;
  }
  if (mode === 'throw') expect.fail(`returned ${show(r.value)} instead of throwing`);
  if (!isTypedFailure(r.value)) expect.fail(`not a typed failure: ${show(r.value)}`);
}

describe('hostile callers of @xq/clock', () => {
  it('the table below covers every function that @xq/clock exports', () => {
    const functions = Object.entries(clock)
      .filter(([, v]) => typeof v === 'function')
      .map(([k]) => k)
      .sort();
    expect(functions).toEqual(
      [
        'apply',
        'clockLabels',
        'createClock',
        'createLog',
        'findPreset',
        'flagAt',
        'formatMs',
        'getPreset',
        'minutes',
        'movesDue',
        'nextChangeAt',
        'parseCommand',
        'parseLog',
        'parsePolicy',
        'parseState',
        'record',
        'remainingMs',
        'replay',
        'seconds',
        'snapshot',
        'stateAt',
        'view',
      ].sort(),
    );
  });

  it('parsers answer anything with a typed error, never a throw', () => {
    fc.assert(
      fc.property(arbHostile(), (x) => {
        for (const f of [parsePolicy, parseCommand, parseLog, parseState]) {
          const r = outcome(() => f(x));
          if (r.threw) expect.fail(`${f.name} threw ${show(r.error)}`);
          const v = r.value as { ok: boolean };
          if (!v.ok) expect(isTypedFailure(v)).toBe(true);
        }
      }),
    );
  });

  it('findPreset answers a name that is not a preset (prototype keys included) with CLOCK_UNKNOWN_PRESET', () => {
    fc.assert(
      fc.property(fc.oneof(arbHostile(), arbPrototypeKey()), (x) => {
        const r = outcome(() => findPreset(x as string));
        if (r.threw) expect.fail(`threw ${show(r.error)}`);
        expect(
          (r.value as { ok: boolean }).ok ? 'found' : (r.value as { error: { code: string } }).error.code,
        ).toBe('CLOCK_UNKNOWN_PRESET');
        expectNoSuccess(() => getPreset(x as 'vn-60'), 'throw');
      }),
    );
  });

  it('functions of a side, a language or a number throw a clear TypeError/RangeError for anything else', () => {
    fc.assert(
      fc.property(arbHostile(), (x) => {
        if (!isSide(x)) expectNoSuccess(() => opponent(x as 'red'), 'throw');
        if (x !== 'vi' && x !== 'en') expectNoSuccess(() => clockLabels(x as 'vi'), 'throw');
        if (typeof x !== 'number' || !Number.isFinite(x))
          expectNoSuccess(() => formatMs(x as number), 'throw');
        if (typeof x !== 'number' || !Number.isSafeInteger((x as number) * 60_000))
          expectNoSuccess(() => minutes(x as number), 'throw');
        if (typeof x !== 'number' || !Number.isSafeInteger((x as number) * 1000))
          expectNoSuccess(() => seconds(x as number), 'throw');
        expectNoSuccess(() => createClock(x as never), 'throw');
        expectNoSuccess(() => createLog(x as never), 'throw');
        expectNoSuccess(() => replay(x as never), 'throw');
        expectNoSuccess(() => record(x as never, { type: 'start', at: 0 }), 'throw');
      }),
    );
  });

  it('record refuses a command that parseCommand refuses, and stores it normalised', () => {
    const log = createLog(getPreset('vn-60'));
    fc.assert(
      fc.property(
        fc.oneof(arbHostile(), fc.record({ type: fc.constantFrom('press', 'start'), at: arbHostile() })),
        (x) => {
          if (parseCommand(x).ok)
            expect(parseLog(JSON.parse(JSON.stringify(record(log, x as ClockCommand)))).ok).toBe(true);
          else expectNoSuccess(() => record(log, x as ClockCommand), 'throw');
        },
      ),
    );
  });

  it('queries throw a clear error for a state that is not one, a side that is not one, an instant that is not one', () => {
    fc.assert(
      fc.property(
        reached,
        arbHostileFor(isSide),
        arbHostileFor(isAt),
        arbHostileFor(isState),
        (s, side, at, bad) => {
          for (const f of [
            () => stateAt(s, at as number),
            () => view(s, at as number),
            () => remainingMs(s, 'red', at as number),
            () => remainingMs(s, side as 'red', 0),
            () => movesDue(s, side as 'red'),
            ...(at === undefined ? [] : [() => movesDue(s, 'red', at as number)]),
            () => stateAt(bad as ClockState, 0),
            () => view(bad as ClockState, 0),
            () => remainingMs(bad as ClockState, 'red', 0),
            () => movesDue(bad as ClockState, 'red'),
            () => flagAt(bad as ClockState),
            () => nextChangeAt(bad as ClockState),
          ])
            expectNoSuccess(f, 'throw');
        },
      ),
    );
  });

  it('apply answers a malformed state or command with a typed refusal, never a throw', () => {
    fc.assert(
      fc.property(reached, arbHostile(), arbHostileFor(isState), (s, cmd, bad) => {
        for (const [state, command] of [
          [s, cmd],
          [bad, { type: 'press', at: 10 ** 9 }],
          [bad, cmd],
        ] as const) {
          const r = outcome(() => apply(state as ClockState, command as ClockCommand));
          if (r.threw) expect.fail(`apply threw ${show(r.error)}`);
          const step = r.value as { ok: boolean; error?: { code: string } };
          if (state === bad) expect(step.ok ? 'ok' : step.error!.code).toMatch(/^CLOCK_BAD_(STATE|COMMAND)$/);
          else if (!parseCommand(command).ok)
            expect(step.ok ? 'ok' : step.error!.code).toBe('CLOCK_BAD_COMMAND');
        }
      }),
    );
  });

  it('a hand-edited state: parseState, apply and the queries agree on whether it is one', () => {
    fc.assert(
      fc.property(edited, (x) => {
        const ok = parseState(x).ok;
        const step = apply(x as ClockState, { type: 'flag', at: MAX_CLOCK_MS });
        if (!ok) expect(step.ok ? 'ok' : step.error.code).toBe('CLOCK_BAD_STATE');
        const q = outcome(() => [
          stateAt(x as ClockState, 0),
          flagAt(x as ClockState),
          nextChangeAt(x as ClockState),
        ]);
        if (ok) expect(q.threw).toBe(false);
        else expectNoSuccess(() => view(x as ClockState, 0), 'throw');
        if (!ok && q.threw) expect(undocumentedThrow(q.error)).toBeNull();
        // What the queries say about a state that passed stays in range.
        if (ok && !q.threw) {
          const [, flag, next] = q.value as [unknown, number | null, number | null];
          for (const t of [flag, next]) if (t !== null) expect(Number.isSafeInteger(t)).toBe(true);
        }
      }),
    );
  });
});

describe('the edges of what the clock computes exactly', () => {
  /** Commands at instants near 2^50 ms and adjustments near ±2^50 ms, in order. */
  const nearEdge = fc
    .array(
      fc.record({
        type: fc.constantFrom('press', 'adjust', 'pause', 'resume', 'flag'),
        side: fc.constantFrom<'red' | 'black'>('red', 'black'),
        step: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constant(MAX_CLOCK_MS)),
        deltaMs: fc.oneof(
          fc.integer({ min: -MAX_CLOCK_MS, max: MAX_CLOCK_MS }),
          fc.constantFrom(MAX_CLOCK_MS, -MAX_CLOCK_MS, MAX_CLOCK_MS - 1),
        ),
      }),
      { maxLength: 12 },
    )
    .map((list) => {
      let at = 0;
      return list.map(({ type, side, step, deltaMs }) => {
        at = Math.min(MAX_CLOCK_MS, at + step);
        return (type === 'adjust' ? { type, at, side, deltaMs } : { type, at }) as ClockCommand;
      });
    });

  it('every state apply answers reads back, and flagAt answers an instant while a clock runs', () => {
    fc.assert(
      fc.property(anyPolicy, nearEdge, (policy, commands) => {
        let s = apply(createClock(policy), { type: 'start', at: 0 }).state;
        for (const c of commands) {
          const step = apply(s, c);
          if (!step.ok) expect(step.error.code).not.toBe('CLOCK_BAD_STATE');
          s = step.state;
          expect(parseState(JSON.parse(JSON.stringify(s))).ok).toBe(true);
          const flag = flagAt(s);
          const next = nextChangeAt(s);
          if (s.status === 'running' && s[s.turn].outAt === null) {
            expect(flag).not.toBeNull();
            expect(next).not.toBeNull();
          }
          for (const t of [flag, next]) if (t !== null) expect(Number.isSafeInteger(t)).toBe(true);
        }
      }),
    );
  });
});

describe('objects whose reading throws (getters, proxies): a typed answer, never their error', () => {
  const boom = () => {
    throw new Error('boom');
  };
  /** `value` with one field (or, for a proxy, every read) throwing. */
  const throwingField = (value: object, key: string): object => {
    const copy = { ...value };
    Object.defineProperty(copy, key, { get: boom, enumerable: true, configurable: true });
    return copy;
  };
  const proxy = new Proxy({}, { get: boom, has: boom, ownKeys: boom, getPrototypeOf: boom });
  const state = apply(createClock(getPreset('vn-60')), { type: 'start', at: 0 }).state;
  const log = record(createLog(getPreset('vn-60')), { type: 'start', at: 0 });

  it('parsers and apply answer a typed error; the other functions their documented TypeError', () => {
    const cases: unknown[] = [
      proxy,
      ...Object.keys(state).map((k) => throwingField(state, k)),
      throwingField(state.red, 'ledger'),
    ];
    for (const x of cases) {
      for (const f of [parsePolicy, parseCommand, parseLog, parseState]) {
        const r = outcome(() => f(x));
        if (r.threw) expect.fail(`${f.name} threw ${show(r.error)}`);
        expect((r.value as { ok: boolean }).ok).toBe(false);
      }
      const step = outcome(() => apply(x as ClockState, { type: 'press', at: 1 }));
      if (step.threw) expect.fail(`apply threw ${show(step.error)}`);
      const answer = step.value as { ok: boolean; error?: { code: string } };
      expect(answer.ok ? 'ok' : answer.error!.code).toBe('CLOCK_BAD_STATE');
      for (const f of [
        () => flagAt(x as ClockState),
        () => nextChangeAt(x as ClockState),
        () => view(x as ClockState, 0),
        () => createClock(x as never),
        () => createLog(x as never),
        () => replay(x as never),
        () => record(log, x as ClockCommand),
      ])
        expectNoSuccess(f, 'throw');
    }
    const command = throwingField({ type: 'press', at: 1 }, 'at');
    expect(parseCommand(command)).toMatchObject({ ok: false, error: { code: 'CLOCK_BAD_COMMAND' } });
    expect(apply(state, command as ClockCommand).ok).toBe(false);
  });
});
