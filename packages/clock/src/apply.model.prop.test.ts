// Model-based test: the reducer against a deliberately simple model of the law's clock
// (stages with quotas, time added when a quota is met, per-move bonuses, pauses, arbiter
// adjustments). The model only does arithmetic at command instants; it knows nothing of the
// engine's boundaries.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { lawPolicy } from './arbitraries.test-util';
import { createClock } from './create';
import { parseState } from './log';
import type { ClockPolicy, Side } from './policy';
import { flagAt, movesDue, remainingMs } from './query';
import type { ClockState } from './state';

type Real = { s: ClockState };

class SideModel {
  bank: number;
  stage = 0;
  round = 0;
  moves = 0;
  credited = 0;
  target: number | null;
  constructor(
    readonly p: ClockPolicy,
    readonly side: Side,
  ) {
    const first = p[side].stages[0]!;
    this.bank = first.timeMs;
    this.target = first.moves;
  }
  get current() {
    return this.p[this.side].stages[this.stage]!;
  }
  next(): void {
    const st = this.current;
    if (st.repeat === 'forever' || this.round + 1 < st.repeat) this.round++;
    else {
      this.stage++;
      this.round = 0;
    }
    const nx = this.current;
    this.bank += nx.timeMs;
    this.target = nx.moves === null ? null : this.target! + nx.moves;
  }
}

class Model {
  now = 0;
  status: 'running' | 'paused' | 'flagged' = 'running';
  turn: Side = 'red';
  think = 0; // think time of the turn before the current running segment
  resumedAt = 0;
  delay: number;
  flag: { side: Side; at: number } | null = null;
  sides: Record<Side, SideModel>;
  constructor(p: ClockPolicy) {
    this.sides = { red: new SideModel(p, 'red'), black: new SideModel(p, 'black') };
    this.delay = this.delayOf('red');
  }
  delayOf(side: Side): number {
    const b = this.sides[side].current.bonus;
    return b?.type === 'delay' ? b.ms : 0;
  }
  thinkAt(t: number): number {
    return this.think + (this.status === 'running' ? t - this.resumedAt : 0);
  }
  /** The running side flags when its think reaches bank + delay. */
  available(): number {
    return this.sides[this.turn].bank + this.delay;
  }
  flagInstant(): number | null {
    return this.status === 'running' ? this.resumedAt + this.available() - this.think : null;
  }
  settle(t: number): void {
    const f = this.flagInstant();
    if (f !== null && f <= t) {
      this.status = 'flagged';
      this.flag = { side: this.turn, at: f };
    }
    this.now = t;
  }
  remaining(side: Side, t: number): number {
    if (this.flag?.side === side) return 0;
    const s = this.sides[side];
    if (side !== this.turn) return s.bank;
    return s.bank - Math.max(0, this.thinkAt(t) - this.delay);
  }
}

function compare(m: Model, r: Real, t: number): void {
  // Every state the reducer reaches keeps the invariants that parseState checks.
  const stored = parseState(JSON.parse(JSON.stringify(r.s)));
  expect(stored.ok ? null : stored.error).toBeNull();
  expect(r.s.status).toBe(m.status);
  expect(r.s.flag === null ? null : { side: r.s.flag.side, at: r.s.flag.at }).toEqual(m.flag);
  for (const side of ['red', 'black'] as const) {
    expect(remainingMs(r.s, side, t)).toBe(m.remaining(side, t));
    expect(r.s[side].moves).toBe(m.sides[side].moves);
    const sm = m.sides[side];
    expect(movesDue(r.s, side)).toBe(sm.target === null ? null : sm.target - sm.credited);
  }
  expect(flagAt(r.s)).toBe(m.status === 'running' ? m.flagInstant() : null);
}

class Press implements fc.Command<Model, Real> {
  constructor(
    readonly dt: number,
    readonly credit: number,
  ) {}
  check = () => true;
  run(m: Model, r: Real): void {
    const t = m.now + this.dt;
    m.settle(t);
    const step = apply(r.s, { type: 'press', at: t, credit: this.credit });
    r.s = step.state;
    if (m.status !== 'running') {
      expect(step.ok ? null : step.error.code).toBe(
        m.status === 'flagged' ? 'CLOCK_FLAGGED' : 'CLOCK_NOT_RUNNING',
      );
      compare(m, r, t);
      return;
    }
    expect(step.ok).toBe(true);
    const s = m.sides[m.turn];
    const think = m.thinkAt(t);
    s.bank -= Math.max(0, think - m.delay);
    const b = s.current.bonus;
    if (b?.type === 'fischer') s.bank += b.ms;
    if (b?.type === 'bronstein') s.bank += Math.min(think, b.ms);
    s.moves++;
    s.credited += this.credit;
    while (s.target !== null && s.credited >= s.target) s.next();
    m.turn = m.turn === 'red' ? 'black' : 'red';
    m.think = 0;
    m.resumedAt = t;
    m.delay = m.delayOf(m.turn);
    m.settle(t);
    compare(m, r, t);
  }
  toString = () => `press(+${this.dt}, credit ${this.credit})`;
}

class Pause implements fc.Command<Model, Real> {
  constructor(readonly dt: number) {}
  check = () => true;
  run(m: Model, r: Real): void {
    const t = m.now + this.dt;
    m.settle(t);
    const step = apply(r.s, { type: 'pause', at: t });
    r.s = step.state;
    expect(step.ok).toBe(m.status === 'running');
    if (m.status === 'running') {
      m.think = m.thinkAt(t);
      m.status = 'paused';
    }
    compare(m, r, t);
  }
  toString = () => `pause(+${this.dt})`;
}

class Resume implements fc.Command<Model, Real> {
  constructor(readonly dt: number) {}
  check = () => true;
  run(m: Model, r: Real): void {
    const t = m.now + this.dt;
    m.settle(t);
    const step = apply(r.s, { type: 'resume', at: t });
    r.s = step.state;
    expect(step.ok).toBe(m.status === 'paused');
    if (m.status === 'paused') {
      m.status = 'running';
      m.resumedAt = t;
      m.settle(t);
    }
    compare(m, r, t);
  }
  toString = () => `resume(+${this.dt})`;
}

/** An arbiter adds time to the side to move, or adds or takes time from the waiting side. */
class Adjust implements fc.Command<Model, Real> {
  constructor(
    readonly dt: number,
    readonly mover: boolean,
    readonly delta: number,
  ) {}
  check = () => true;
  run(m: Model, r: Real): void {
    const t = m.now + this.dt;
    m.settle(t);
    const side = this.mover ? m.turn : m.turn === 'red' ? 'black' : 'red';
    const delta = this.mover ? Math.abs(this.delta) : this.delta;
    const step = apply(r.s, { type: 'adjust', at: t, side, deltaMs: delta });
    r.s = step.state;
    const expected =
      m.status === 'flagged'
        ? 'CLOCK_FLAGGED'
        : !this.mover && m.sides[side].bank + delta < 0
          ? 'CLOCK_BAD_ADJUST'
          : null;
    expect(step.ok ? null : step.error.code).toBe(expected);
    if (expected === null) m.sides[side].bank += delta;
    compare(m, r, t);
  }
  toString = () => `adjust(+${this.dt}, ${this.mover ? 'mover' : 'waiting'}, ${this.delta})`;
}

class Look implements fc.Command<Model, Real> {
  constructor(readonly dt: number) {}
  check = () => true;
  run(m: Model, r: Real): void {
    // A query never changes the clock: compare the model settled at t with the state queried at t.
    const t = m.now + this.dt;
    const f = m.flagInstant();
    for (const side of ['red', 'black'] as const) {
      const expected = f !== null && f <= t && side === m.turn ? 0 : m.remaining(side, t);
      expect(remainingMs(r.s, side, t)).toBe(expected);
    }
  }
  toString = () => `look(+${this.dt})`;
}

const dt = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 3000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 40_000 }) },
);
const commands = fc.commands(
  [
    fc.tuple(dt, fc.constantFrom(1, 1, 1, 0)).map(([d, c]) => new Press(d, c)),
    fc.tuple(dt, fc.constantFrom(1, 1, 1, 0)).map(([d, c]) => new Press(d, c)),
    fc.tuple(dt, fc.constantFrom(1, 1, 1, 0)).map(([d, c]) => new Press(d, c)),
    dt.map((d) => new Pause(d)),
    dt.map((d) => new Resume(d)),
    fc
      .tuple(dt, fc.boolean(), fc.integer({ min: -60_000, max: 60_000 }))
      .map(([d, mv, x]) => new Adjust(d, mv, x)),
    dt.map((d) => new Look(d)),
  ],
  { maxCommands: 80, size: 'max' },
);

describe('the reducer against a simple model', () => {
  it('agrees on every status, flag instant, remaining time and moves due', () => {
    fc.assert(
      fc.property(lawPolicy, commands, (p, cmds) => {
        const setup = () => {
          const s = apply(createClock(p), { type: 'start', at: 0 }).state;
          return { model: new Model(p), real: { s } };
        };
        fc.modelRun(setup, cmds);
      }),
    );
  });
});
