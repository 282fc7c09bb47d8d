// The reducer as a whole: random games with random arbiter events (touches, moves, faults,
// claims, offers, seals, clock commands) — exact replay, JSON round trip, untouched inputs, and
// the clock's time conserved through the 12b penalties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import type { ArbiterEvent } from './event';
import { arbIntents, eventFor, type Intent, SIDES } from './events.test-util';
import { createLog, parseLog, parseState, record, replay } from './log';
import { createArbiter, parseOptions } from './options';
import type { Ruling } from './ruling';

function play(intents: readonly Intent[], clock: string | null) {
  const startAt = 1000;
  let state = createArbiter({ moveLimit: { moves: 6 } });
  let log = createLog({ moveLimit: { moves: 6 } });
  const rulings: Ruling[] = [];
  const step = (e: ArbiterEvent) => {
    const before = JSON.stringify(state);
    const r = apply(state, e);
    expect(JSON.stringify(state)).toBe(before); // the input state is untouched
    state = r.state;
    log = record(log, e);
    rulings.push(r.ruling);
  };
  step(clock === null ? { type: 'start', at: startAt } : { type: 'start', at: startAt, clock });
  let at = startAt;
  for (const i of intents) {
    at += i.dt;
    step(eventFor(state, i, at));
  }
  return { state, log, rulings };
}

describe('apply over random games', () => {
  it('a log replays to the exact state and rulings, and the state reads back from JSON', () => {
    fc.assert(
      fc.property(arbIntents, fc.constantFrom(null, 'vn-international', 'vn-rapid-15'), (intents, clock) => {
        const { state, log, rulings } = play(intents, clock);
        const again = replay(log);
        expect(JSON.stringify(again.state)).toBe(JSON.stringify(state));
        expect(again.rulings).toEqual(rulings);
        const json = JSON.parse(JSON.stringify(state));
        const read = parseState(json);
        expect(read.ok).toBe(true);
        const parsedLog = parseLog(JSON.parse(JSON.stringify(log)));
        expect(parsedLog.ok).toBe(true);
        if (parsedLog.ok) expect(JSON.stringify(replay(parsedLog.value).state)).toBe(JSON.stringify(state));
        for (const r of rulings) {
          expect(typeof r.vi).toBe('string');
          expect(r.vi).not.toMatch(/Đỏ|đỏ/);
          expect(r.en).not.toMatch(/white/i);
          if (r.error === null) expect(r.article).toMatch(/^\d+(\.\d+)*[a-z]?$/);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('the clock’s time is conserved: 12b’s 2 minutes go to the claimant’s opponent, nothing else changes', () => {
    fc.assert(
      fc.property(arbIntents, (intents) => {
        const { state, rulings, log } = play(intents, 'vn-rapid-15');
        const c = state.clock!;
        for (const side of SIDES) {
          const l = c[side].ledger;
          expect(c[side].bankMs).toBe(
            l.initialMs + l.addedMs + l.bonusMs + l.adjustMs + l.gainedMs - l.chargedMs,
          );
          // Every ms of adjustment is a 12b penalty or an adjust command given to this side.
          const penalties = rulings.filter(
            (r) => r.time?.side === side && r.code === 'claim-premature',
          ).length;
          const commands = log.events.reduce(
            (sum, e, i) =>
              e.type === 'clock' &&
              e.command.type === 'adjust' &&
              e.command.side === side &&
              rulings[i]!.accepted
                ? sum + (e.command.deltaMs ?? 0)
                : sum,
            0,
          );
          expect(l.adjustMs).toBe(penalties * 120_000 + commands);
          // The claimant's own clock never pays for its claim.
          expect(l.chargedMs).toBe(l.thinkMs);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('hostile input', () => {
  const hostile = fc.oneof(
    fc.anything(),
    fc.record(
      {
        type: fc.constantFrom('touch', 'move', 'fault', 'start', 'seal', 'clock', 'sanction'),
        side: fc.anything(),
        square: fc.anything(),
        move: fc.anything(),
        kind: fc.anything(),
        at: fc.anything(),
      },
      { requiredKeys: ['type'] },
    ),
    fc.constantFrom(
      JSON.parse('{"type":"touch","side":"red","square":"h2","__proto__":{"x":1}}'),
      { type: 'toString' },
      { type: 'move', move: 'h2e2', at: Number.NaN },
      { type: 'move', move: 'h2e2', at: -1 },
      { type: 'fault', side: 'constructor', kind: 'technical' },
      { type: 'start', fen: '__proto__' },
      { type: 'start', clock: { control: null } },
      { type: 'clock', command: { type: 'press', at: 5 } },
      null,
      Number.NaN,
      '{"type":"start"}',
    ),
  );
  it('apply never throws, and a bad event leaves the state as it was', () => {
    const s0 = apply(createArbiter(), { type: 'start', clock: 'vn-90', at: 0 }).state;
    fc.assert(
      fc.property(hostile, (e) => {
        const before = JSON.stringify(s0);
        const r = apply(s0, e as ArbiterEvent);
        expect(JSON.stringify(s0)).toBe(before);
        expect(typeof r.ruling.code).toBe('string');
        if (r.ruling.code === 'bad-event') expect(r.state).toBe(s0);
      }),
      { numRuns: 300 },
    );
  });
  it('the parsers never throw', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        for (const f of [parseState, parseLog, parseOptions]) expect(typeof f(x).ok).toBe('boolean');
        expect(parseState(x).ok).toBe(false);
        expect(parseLog(x).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
  it('a hand-edited state is refused', () => {
    const s = JSON.parse(JSON.stringify(apply(createArbiter(), { type: 'start' }).state));
    for (const edit of [
      { fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1' },
      { moves: ['h2e2'] },
      { status: 'over' },
      { red: { ...s.red, technical: -1 } },
      { touches: [{ squares: ['z9'] }] },
      { sealed: { side: 'red', move: 'h2e2' } },
      { options: { ...s.options, extra: 1 } },
    ]) {
      expect(parseState({ ...s, ...edit }).ok).toBe(false);
    }
    expect(parseState(s).ok).toBe(true);
  });
});
