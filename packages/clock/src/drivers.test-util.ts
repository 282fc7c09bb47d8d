// Small drivers shared by the clock tests.
import {
  apply,
  type ClockCommand,
  type ClockEvent,
  type ClockPolicy,
  type ClockState,
  createClock,
  parsePolicy,
} from './index';

/** A policy from JSON that must be valid. */
export function policy(json: unknown): ClockPolicy {
  const r = parsePolicy(json);
  if (!r.ok) throw new Error(`${r.error.message} at ${r.error.path}`);
  return r.value;
}

/** Applies commands in turn, keeping every event; throws on a refusal unless allowed. */
export function run(
  start: ClockState | ClockPolicy,
  commands: readonly ClockCommand[],
  allowRefusal = false,
): { state: ClockState; events: ClockEvent[] } {
  let state = 'status' in start ? start : createClock(start);
  const events: ClockEvent[] = [];
  for (const c of commands) {
    const step = apply(state, c);
    if (!step.ok && !allowRefusal)
      throw new Error(`${c.type}@${c.at}: ${step.error.code} ${step.error.message}`);
    state = step.state;
    events.push(...step.events);
  }
  return { state, events };
}

/**
 * Commands for a game where the two sides alternate, starting at 0: `thinks[i]` is the think
 * time of the i-th move (red, black, red, ...). Returns the commands and the instant of the last.
 */
export function alternate(thinks: readonly number[], t0 = 0): { commands: ClockCommand[]; at: number } {
  const commands: ClockCommand[] = [{ type: 'start', at: t0 }];
  let at = t0;
  for (const t of thinks) {
    at += t;
    commands.push({ type: 'press', at });
  }
  return { commands, at };
}

/** Red thinks `red[i]`, black always `blackMs`. */
export function redThinks(red: readonly number[], blackMs = 1000): number[] {
  return red.flatMap((r) => [r, blackMs]);
}
