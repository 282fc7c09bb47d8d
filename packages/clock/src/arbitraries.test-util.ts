// fast-check arbitraries for clock policies and command sequences.
import fc from 'fast-check';
import { policy } from './drivers.test-util';
import type { ClockCommand, ClockPolicy, Side } from './index';

/** `undefined` five times out of six. */
function rarely<T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
}

const side = fc.constantFrom<Side>('red', 'black');
const bonus = fc.option(
  fc.record({
    type: fc.constantFrom('fischer', 'bronstein', 'delay'),
    ms: fc.integer({ min: 0, max: 20_000 }),
  }),
  { nil: undefined },
);

/** Valid time controls (JSON input form), small times so that flags happen. */
function controls(opts: { readonly overtime: boolean; readonly cap: boolean }) {
  return fc
    .record({
      early: fc.array(
        fc.record({
          timeMs: fc.integer({ min: 1, max: 120_000 }),
          moves: fc.integer({ min: 1, max: 6 }),
          repeat: fc.integer({ min: 1, max: 3 }),
          bonus,
        }),
        { maxLength: 2, size: 'max' },
      ),
      lastKind: opts.overtime
        ? fc.constantFrom('sudden', 'forever', 'byoyomi', 'canadian')
        : fc.constantFrom('sudden', 'forever'),
      lastTime: fc.integer({ min: 1, max: 120_000 }),
      zeroMain: fc.boolean(),
      lastMoves: fc.integer({ min: 1, max: 6 }),
      lastBonus: bonus,
      period: fc.integer({ min: 1, max: 20_000 }),
      periods: fc.integer({ min: 1, max: 3 }),
      cap: opts.cap ? rarely(fc.integer({ min: 1, max: 60_000 })) : fc.constant(undefined),
    })
    .map((r) => {
      const ot = r.lastKind === 'byoyomi' || r.lastKind === 'canadian';
      const last =
        r.lastKind === 'forever'
          ? { timeMs: r.lastTime, moves: r.lastMoves, repeat: 'forever', bonus: r.lastBonus }
          : { timeMs: ot && r.zeroMain ? 0 : r.lastTime, bonus: r.lastBonus };
      const overtime =
        r.lastKind === 'byoyomi'
          ? { type: 'byoyomi', periodMs: r.period, periods: r.periods }
          : r.lastKind === 'canadian'
            ? { type: 'canadian', blockMs: r.period, moves: r.periods }
            : undefined;
      return { stages: [...r.early, last], overtime, moveCapMs: r.cap };
    });
}

/** Any valid time control. */
export const controlInput = controls({ overtime: true, cap: true });

/**
 * Policies of the law's kind, for the model test: stages with quotas, time added when a quota
 * is met, per-move bonuses, instant flags; no overtime, cap or hourglass.
 */
export const lawPolicy: fc.Arbitrary<ClockPolicy> = fc
  .record({
    red: controls({ overtime: false, cap: false }),
    black: fc.option(controls({ overtime: false, cap: false }), { nil: undefined }),
  })
  .map(({ red, black }) => policy({ red, black: black ?? red }));

/** Any valid policy: every quota rule, finality, odds, hourglass, late forfeit. */
export const anyPolicy: fc.Arbitrary<ClockPolicy> = fc
  .record({
    red: controlInput,
    black: fc.option(controlInput, { nil: undefined }),
    quotaRule: fc.constantFrom('add-on-quota', 'check-at-flag', 'check-at-flag-discard'),
    finality: fc.constantFrom('instant', 'claim'),
    hourglass: rarely(fc.integer({ min: 1, max: 120_000 })),
    lateForfeitMs: rarely(fc.integer({ min: 0, max: 200_000 })),
  })
  .map((r) =>
    policy({
      quotaRule: r.quotaRule,
      finality: r.finality,
      lateForfeitMs: r.lateForfeitMs,
      ...(r.hourglass !== undefined
        ? { hourglass: true, control: { stages: [{ timeMs: r.hourglass }] } }
        : { red: r.red, black: r.black ?? r.red }),
    }),
  );

/** A command without its instant; `dt` is the time since the previous command (may go back). */
type Step = { dt: number; cmd: Record<string, unknown> };

const dt = fc.oneof(
  { weight: 30, arbitrary: fc.integer({ min: 0, max: 6_000 }) },
  { weight: 8, arbitrary: fc.integer({ min: 0, max: 40_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: -1000, max: -1 }) },
);

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 40,
    arbitrary: fc.record({
      dt,
      cmd: fc.record(
        { type: fc.constant('press'), credit: fc.integer({ min: 0, max: 1 }) },
        { requiredKeys: ['type'] },
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ dt, cmd: fc.record({ type: fc.constant('press'), side }) }) },
  { weight: 2, arbitrary: fc.record({ dt, cmd: fc.constant({ type: 'pause' }) }) },
  { weight: 6, arbitrary: fc.record({ dt, cmd: fc.constant({ type: 'resume' }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      dt,
      cmd: fc.record(
        {
          type: fc.constant('adjust'),
          side,
          deltaMs: fc.integer({ min: -60_000, max: 60_000 }),
          moves: fc.integer({ min: 0, max: 50 }),
          credited: fc.integer({ min: 0, max: 50 }),
          stage: fc.integer({ min: 0, max: 3 }),
        },
        { requiredKeys: ['type', 'side'] },
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      dt,
      cmd: fc.record({ type: fc.constant('adjourn'), sealed: fc.string({ maxLength: 5 }) }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      dt,
      cmd: fc.record({ type: fc.constant('flag'), side }, { requiredKeys: ['type'] }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ dt, cmd: fc.record({ type: fc.constant('arrive'), side }) }) },
  { weight: 1, arbitrary: fc.record({ dt, cmd: fc.constant({ type: 'finish', reason: 'mate' }) }) },
);

/** A start (maybe with absent sides) and then up to `max` commands with increasing instants. */
export function commandList(max = 60): fc.Arbitrary<ClockCommand[]> {
  return fc
    .record({
      absent: fc.oneof(
        { weight: 4, arbitrary: fc.constant([] as Side[]) },
        fc.subarray(['red', 'black'] as Side[]),
      ),
      t0: fc.integer({ min: 0, max: 1e9 }),
      steps: fc.array(stepArb, { maxLength: max, size: 'max' }),
    })
    .map(({ absent, t0, steps }) => {
      const out: ClockCommand[] = [
        absent.length ? { type: 'start', at: t0, absent } : { type: 'start', at: t0 },
      ];
      let at = t0;
      for (const s of steps) {
        at = Math.max(0, at + s.dt);
        out.push({ ...s.cmd, at } as ClockCommand);
      }
      return out;
    });
}
