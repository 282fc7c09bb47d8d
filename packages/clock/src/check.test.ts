// Hand-edited states: each edit below keeps every field's own type and range (and the ledger's
// sum where it says so), and breaks one rule between fields that `apply` keeps. parseState
// refuses each, apply answers each with CLOCK_BAD_STATE, the queries throw a TypeError.
import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { createClock } from './create';
import { parseState } from './log';
import { MAX_CLOCK_MOVES, MAX_CLOCK_MS } from './ms';
import { getPreset, type PresetName } from './presets';
import { flagAt, nextChangeAt, stateAt } from './query';
import type { ClockState } from './state';

// biome-ignore lint/suspicious/noExplicitAny: the edits below write into a state read from JSON.
type Json = Record<string, any>;

/** A real game: vn-60 (no bonus, one stage), 6 presses, paused at 70 s. */
function played(preset: PresetName = 'vn-60'): Json {
  let s = createClock(getPreset(preset));
  s = apply(s, { type: 'start', at: 0 }).state;
  for (let i = 1; i <= 6; i++) s = apply(s, { type: 'press', at: i * 10_000 }).state;
  s = apply(s, { type: 'pause', at: 70_000 }).state;
  return JSON.parse(JSON.stringify(s));
}

const EDITS: [string, (s: Json) => void][] = [
  [
    'bank and initialMs raised together',
    (s) => {
      s.red.bankMs += 600_000;
      s.red.ledger.initialMs += 600_000;
    },
  ],
  [
    'bank and bonusMs raised together, with a control without bonus',
    (s) => {
      s.red.bankMs += 600_000;
      s.red.ledger.bonusMs += 600_000;
    },
  ],
  [
    'bank raised and chargedMs lowered together',
    (s) => {
      s.red.bankMs += 20_000;
      s.red.ledger.chargedMs -= 20_000;
    },
  ],
  [
    'bank and addedMs raised together, with a control of one stage',
    (s) => {
      s.black.bankMs += 60_000;
      s.black.ledger.addedMs += 60_000;
    },
  ],
  [
    'bank and gainedMs raised together, without hourglass',
    (s) => {
      s.black.bankMs += 60_000;
      s.black.ledger.gainedMs += 60_000;
    },
  ],
  ['the bank alone', (s) => (s.red.bankMs += 1)],
  [
    'outAt while running, with instant finality',
    (s) => {
      s.status = 'running';
      s.red.outAt = 65_000;
      s.red.outReason = 'time';
    },
  ],
  ['credited more than moves', (s) => (s.red.credited = s.red.moves + 1)],
  ['more window credit than credit', (s) => (s.red.windowCredited = s.red.credited + 1)],
  [
    'think time longer than the game',
    (s) => {
      s.red.ledger.thinkMs += 100_000;
      s.red.ledger.chargedMs += 100_000;
      s.red.bankMs -= 100_000;
    },
  ],
  ['think time on the waiting side', (s) => (s.black.turnMs = 1)],
  [
    'a flag without status flagged',
    (s) => (s.flag = { side: 'red', at: 1, reason: 'time', movesShort: null, late: [] }),
  ],
  ['a sealed move while paused', (s) => (s.sealed = 'h2e2')],
  ['a finish reason while paused', (s) => (s.finishReason = 'mate')],
  ['overtime without an overtime policy', (s) => (s.red.phase = 'overtime')],
  ['a target with a stage without quota', (s) => (s.red.target = 40)],
  ['a stage that does not exist', (s) => (s.red.stage = 1)],
  ['started after the last command', (s) => (s.startedAt = s.at + 1)],
  ['idle with a start instant', (s) => (s.status = 'idle')],
  ['an unknown status', (s) => (s.status = 'asleep')],
  ['a side absent twice', (s) => (s.absent = ['red', 'red'])],
  ['an absent list with a hole', (s) => (s.absent = new Array(1))],
  [
    'a very long sealed text',
    (s) => {
      s.status = 'adjourned';
      s.sealed = 'x'.repeat(100_000);
    },
  ],
  ['a policy edited', (s) => (s.policy.red.stages[0].timeMs += 1)],
];

describe('parseState refuses hand-edited states', () => {
  it('accepts the state it starts from (also with its keys in another order)', () => {
    const s = played();
    expect(parseState(s).ok).toBe(true);
    const sorted = (x: unknown): unknown =>
      Array.isArray(x)
        ? x.map(sorted)
        : typeof x === 'object' && x !== null
          ? Object.fromEntries(
              Object.keys(x)
                .sort()
                .map((k) => [k, sorted((x as Json)[k])]),
            )
          : x;
    expect(parseState(sorted(s)).ok).toBe(true);
  });

  it.each(EDITS)('%s', (_name, change) => {
    const s = played();
    change(s);
    const r = parseState(s);
    expect(r.ok ? 'accepted' : r.error.code).toBe('CLOCK_BAD_STATE');
    const step = apply(s as ClockState, { type: 'resume', at: 80_000 });
    expect(step.ok ? 'applied' : step.error.code).toBe('CLOCK_BAD_STATE');
    expect(step.state).toBe(s);
    expect(() => stateAt(s as ClockState, 80_000)).toThrow(TypeError);
  });

  it('refuses a field inherited from the prototype instead of its own', () => {
    const s = played();
    const { finishReason, ...rest } = s;
    const inherited = Object.assign(Object.create({ finishReason }), rest);
    expect(parseState(inherited).ok).toBe(false);
  });

  it('returns a copy of its own, not the input', () => {
    const s = played();
    const r = parseState(s);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value).toEqual(s);
    expect(r.value.red).not.toBe(s.red);
    s.red.bankMs = -1;
    expect(r.value.red.bankMs).toBeGreaterThan(0);
  });
});

describe('a state whose fields change as they are read', () => {
  it('apply and the queries read each field once: a typed answer, never a deep error', () => {
    const real = played() as ClockState;
    for (const key of ['status', 'red', 'at', 'flag', 'absent', 'policy'] as const) {
      let reads = 0;
      const fickle = new Proxy(real, {
        get: (target, k, receiver) =>
          k === key && reads++ % 2 === 1
            ? key === 'status'
              ? 'asleep'
              : undefined
            : Reflect.get(target, k, receiver),
      });
      const step = apply(fickle, { type: 'resume', at: 80_000 });
      expect(step.ok || step.error.code === 'CLOCK_BAD_STATE').toBe(true);
      if (step.ok) expect(parseState(JSON.parse(JSON.stringify(step.state))).ok).toBe(true);
      for (const q of [() => stateAt(fickle, 90_000), () => flagAt(fickle), () => nextChangeAt(fickle)]) {
        try {
          q();
        } catch (e) {
          expect(e).toBeInstanceOf(TypeError);
          expect((e as Error).message).toMatch(/^\w+: not a clock state/);
        }
      }
    }
  });
});

describe('commands that would break a rule are refused', () => {
  const running = () => apply(createClock(getPreset('vn-90-25')), { type: 'start', at: 0 }).state;

  it('a start with a hole in its absent list is malformed', () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point
    const step = apply(createClock(getPreset('vn-60')), { type: 'start', at: 0, absent: [, 'red'] } as never);
    expect(step.ok ? 'ok' : step.error.code).toBe('CLOCK_BAD_COMMAND');
  });

  it('a press credits 0 or 1 move, never more (credited never exceeds moves)', () => {
    const step = apply(running(), { type: 'press', at: 5, credit: 2 });
    expect(step.ok ? 'ok' : step.error.code).toBe('CLOCK_BAD_COMMAND');
  });

  it('an adjustment cannot credit more moves than were made', () => {
    const step = apply(running(), { type: 'adjust', at: 5, side: 'red', credited: 3 });
    expect(step.ok ? 'ok' : step.error.code).toBe('CLOCK_BAD_ADJUST');
    expect(step.state.red.credited).toBe(0);
    const both = apply(running(), { type: 'adjust', at: 5, side: 'red', moves: 3, credited: 3 });
    expect(both.ok).toBe(true);
  });
});

describe('the clock computes exactly, or refuses', () => {
  it('flagAt and nextChangeAt answer an exact instant for the largest bank an adjustment may give', () => {
    let s = apply(createClock(getPreset('vn-60')), { type: 'start', at: 0 }).state;
    const step = apply(s, { type: 'adjust', at: 0, side: 'red', deltaMs: MAX_CLOCK_MS - 3_600_000 });
    expect(step.ok).toBe(true);
    s = step.state;
    expect(s.red.bankMs).toBe(MAX_CLOCK_MS);
    s = apply(s, { type: 'press', at: 1 }).state;
    s = apply(s, { type: 'press', at: 2 }).state;
    expect(s.status).toBe('running');
    expect(flagAt(s)).toBe(2 + MAX_CLOCK_MS - 1);
    expect(nextChangeAt(s)).toBe(2 + MAX_CLOCK_MS - 1);
    expect(stateAt(s, MAX_CLOCK_MS).status).toBe('running');
  });

  it('an adjustment past 2^50 ms, or an instant past it, is refused with a typed error', () => {
    const s = apply(createClock(getPreset('vn-60')), { type: 'start', at: 0 }).state;
    const big = apply(s, { type: 'adjust', at: 0, side: 'red', deltaMs: MAX_CLOCK_MS });
    expect(big.ok ? 'ok' : big.error.code).toBe('CLOCK_OUT_OF_RANGE');
    expect(big.state).toBe(s);
    const huge = apply(s, { type: 'adjust', at: 0, side: 'red', deltaMs: Number.MAX_SAFE_INTEGER });
    expect(huge.ok ? 'ok' : huge.error.code).toBe('CLOCK_BAD_COMMAND');
    const late = apply(s, { type: 'press', at: MAX_CLOCK_MS + 1 });
    expect(late.ok ? 'ok' : late.error.code).toBe('CLOCK_BAD_COMMAND');
    expect(() => stateAt(s, MAX_CLOCK_MS + 1)).toThrow(RangeError);
  });

  it('parseState refuses counts no game reaches, and an instant or a bank past 2^50 ms', () => {
    const s = JSON.parse(
      JSON.stringify(apply(createClock(getPreset('vn-60')), { type: 'start', at: 0 }).state),
    );
    const red = (patch: object) => ({ ...s, red: { ...s.red, ...patch } });
    expect(parseState(s).ok).toBe(true);
    expect(parseState(red({ moves: MAX_CLOCK_MOVES + 1 })).ok).toBe(false);
    expect(parseState(red({ moves: Number.MAX_SAFE_INTEGER, credited: 0 })).ok).toBe(false);
    expect(parseState({ ...s, at: MAX_CLOCK_MS + 1 }).ok).toBe(false);
    const bank = MAX_CLOCK_MS + 1;
    expect(
      parseState(red({ bankMs: bank, ledger: { ...s.red.ledger, adjustMs: bank - 3_600_000 } })).ok,
    ).toBe(false);
  });

  it('a press past MAX_CLOCK_MOVES moves is refused, the count stays', () => {
    let s = apply(createClock(getPreset('vn-60')), { type: 'start', at: 0 }).state;
    s = apply(s, { type: 'adjust', at: 0, side: 'red', moves: 100_000 }).state;
    // The adjustment's own cap (100,000) is far below MAX_CLOCK_MOVES: reach it through a stored state.
    const stored = JSON.parse(JSON.stringify(s));
    stored.red.moves = MAX_CLOCK_MOVES;
    const parsed = parseState(stored);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const step = apply(parsed.value, { type: 'press', at: 1 });
    expect(step.ok ? 'ok' : step.error.code).toBe('CLOCK_OUT_OF_RANGE');
    expect(step.state.red.moves).toBe(MAX_CLOCK_MOVES);
  });
});
