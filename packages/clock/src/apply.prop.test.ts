import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { anyPolicy, commandList } from './arbitraries.test-util';
import { createClock } from './create';
import { createLog, parseLog, parseState, record, replay } from './log';
import { SIDES } from './policy';
import { flagAt, nextChangeAt, remainingMs, stateAt } from './query';
import type { ClockState } from './state';

function steps(policy: Parameters<typeof createClock>[0], commands: Parameters<typeof apply>[1][]) {
  const states: ClockState[] = [createClock(policy)];
  for (const c of commands) states.push(apply(states.at(-1)!, c).state);
  return states;
}

/** Checks every invariant of a state; plain comparisons, `expect` only to report a failure. */
function checkInvariants(s: ClockState): void {
  for (const side of SIDES) {
    const c = s[side];
    const l = c.ledger;
    // Time is conserved: what the bank holds is what came in minus what was charged.
    const sum = l.initialMs + l.addedMs + l.bonusMs + l.adjustMs + l.gainedMs - l.chargedMs;
    if (c.bankMs !== sum) expect(c.bankMs).toBe(sum);
    // Nothing goes negative.
    for (const k of [
      'bankMs',
      'periodLeftMs',
      'turnMs',
      'delayLeftMs',
      'moves',
      'credited',
      'periodsLeft',
    ] as const) {
      if (!(c[k] >= 0)) expect(c[k], `${side}.${k}`).toBeGreaterThanOrEqual(0);
    }
    for (const k of ['chargedMs', 'thinkMs', 'bonusMs', 'addedMs', 'gainedMs', 'overtimeMs'] as const) {
      if (!(l[k] >= 0)) expect(l[k], `${side}.ledger.${k}`).toBeGreaterThanOrEqual(0);
    }
    // The bank is charged only while the clock runs, never more than it ran.
    if (l.chargedMs + l.overtimeMs > l.thinkMs)
      expect(l.chargedMs + l.overtimeMs).toBeLessThanOrEqual(l.thinkMs);
    if (
      s.policy.quotaRule === 'add-on-quota' &&
      c.target !== null &&
      c.outAt === null &&
      c.credited >= c.target
    ) {
      expect(c.credited).toBeLessThan(c.target);
    }
  }
  // Every state apply reaches, whatever the policy and the commands, passes parseState's checks.
  const stored = parseState(JSON.parse(JSON.stringify(s)));
  if (!stored.ok) expect(stored.error).toBeNull();
}

describe('clock properties', () => {
  it('time is conserved and nothing goes negative, whatever the commands', () => {
    fc.assert(
      fc.property(anyPolicy, commandList(), (policy, commands) => {
        for (const s of steps(policy, commands)) checkInvariants(s);
      }),
    );
  });

  it('the clocks ran exactly as long as the clock was running', () => {
    fc.assert(
      fc.property(anyPolicy, commandList(), (policy, commands) => {
        const states = steps(policy, commands);
        let ran = 0;
        for (let i = 1; i < states.length; i++) {
          const [prev, next] = [states[i - 1]!, states[i]!];
          if (prev.status !== 'running' || next.at === prev.at) continue;
          const stoppedAt =
            next.status === 'flagged' && (policy.finality === 'instant' || next.flag!.reason === 'late')
              ? next.flag!.at
              : next.at!;
          ran += stoppedAt - prev.at!;
        }
        const last = states.at(-1)!;
        expect(last.red.ledger.thinkMs + last.black.ledger.thinkMs).toBe(ran);
      }),
    );
  });

  it('a flag happens exactly when a side’s time runs out', () => {
    fc.assert(
      fc.property(anyPolicy, commandList(20), (policy, commands) => {
        const s = steps(policy, commands).at(-1)!;
        const f = flagAt(s);
        if (f === null) return;
        const side = s.turn;
        const before = stateAt(s, f - 1);
        if (before.flag?.reason === 'late') return; // a late-arrival forfeit fell first
        expect(before[side].outAt === null && before.flag?.side !== side).toBe(true);
        const after = stateAt(s, f);
        const lostAt = after.flag?.side === side ? after.flag.at : after[side].outAt;
        if (after.flag?.reason === 'late') return; // a forfeit at the same instant came first
        expect(lostAt).toBe(f);
        if ((after.flag?.reason ?? after[side].outReason) !== 'move-cap')
          expect(remainingMs(s, side, f)).toBe(0);
        expect(nextChangeAt(s)).toBeLessThanOrEqual(f);
        // A press just before the flag is in time; a press at the flag is not.
        if (s.at! <= f - 1) expect(apply(s, { type: 'press', at: f - 1 }).state.flag).toBeNull();
        if (policy.finality === 'instant') expect(apply(s, { type: 'press', at: f }).ok).toBe(false);
      }),
    );
  });

  it('remaining time is never negative and, in the law’s quota rule, never grows while a side thinks', () => {
    fc.assert(
      fc.property(
        anyPolicy,
        commandList(20),
        fc.integer({ min: 0, max: 100_000 }),
        (policy, commands, dt) => {
          const s = steps(policy, commands).at(-1)!;
          if (s.at === null) return;
          for (const side of SIDES) {
            const a = remainingMs(s, side, s.at);
            const b = remainingMs(s, side, s.at + dt);
            expect(b).toBeGreaterThanOrEqual(0);
            const steady =
              policy.quotaRule === 'add-on-quota' && !policy.hourglass && policy[side].overtime === null;
            if (steady && s.turn === side) {
              expect(b).toBeLessThanOrEqual(a);
            }
          }
        },
      ),
    );
  });

  it('replaying the log reproduces the state exactly, also through JSON', () => {
    fc.assert(
      fc.property(anyPolicy, commandList(), (policy, commands) => {
        const final = steps(policy, commands).at(-1)!;
        let log = createLog(policy);
        for (const c of commands) log = record(log, c);
        const stored = JSON.parse(JSON.stringify(log));
        const parsed = parseLog(stored);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(JSON.stringify(replay(parsed.value).state)).toBe(JSON.stringify(final));
        const back = parseState(JSON.parse(JSON.stringify(final)));
        expect(back).toEqual({ ok: true, value: final });
      }),
    );
  });

  it('the input state is never mutated', () => {
    fc.assert(
      fc.property(anyPolicy, commandList(20), (policy, commands) => {
        let s = createClock(policy);
        for (const c of commands) {
          const copy = JSON.stringify(s);
          const next = apply(s, c).state;
          stateAt(s, (c.at ?? 0) + 5000);
          flagAt(s);
          expect(JSON.stringify(s)).toBe(copy);
          s = next;
        }
      }),
    );
  });
});
