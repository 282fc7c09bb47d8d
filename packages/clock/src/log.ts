import { apply } from './apply';
import { checkedDraft, stateProblem } from './check';
import { type ClockCommand, parseCommand } from './command';
import { createClock } from './create';
import { freeze } from './engine';
import type { ClockEvent } from './event';
import { type ClockPolicy, normalisedPolicy, parsePolicy } from './policy';
import { fail, guarded, type Result, thrownText } from './result';
import type { ClockState } from './state';

/**
 * A game's clock as a command log: the policy and every command given, in order. Plain,
 * versioned JSON; {@link replay} turns it back into the exact state.
 *
 * @example
 * ```ts
 * import { createLog, getPreset, record } from '@xq/clock';
 * const log = record(createLog(getPreset('vn-60')), { type: 'start', at: 0 });
 * log.commands.length; // 1
 * ```
 * @category Log
 */
export interface ClockLog {
  /** Format version, always `1`. */
  readonly version: 1;
  /** The policy of the game. */
  readonly policy: ClockPolicy;
  /** The commands, in the order they were applied. */
  readonly commands: readonly ClockCommand[];
}

/**
 * An empty log for a policy.
 *
 * @throws {TypeError} when `policy` is not a normalised policy (see {@link parsePolicy}).
 * @example
 * ```ts
 * import { createLog, getPreset } from '@xq/clock';
 * createLog(getPreset('vn-90')).commands; // []
 * ```
 * @category Log
 */
export function createLog(policy: ClockPolicy): ClockLog {
  const p = normalisedPolicy(policy);
  if (p === null) throw new TypeError('createLog: policy must be a policy made by parsePolicy or getPreset');
  return { version: 1, policy: p, commands: [] };
}

/** The log's shape, or a TypeError naming the function. */
function checkLog(log: unknown, fn: string): ClockLog {
  try {
    return readLogShape(log, fn);
  } catch (thrown) {
    if (thrown instanceof TypeError && thrown.message.startsWith(`${fn}:`)) throw thrown;
    throw new TypeError(`${fn}: the log could not be read: reading it threw (${thrownText(thrown)})`);
  }
}

function readLogShape(log: unknown, fn: string): ClockLog {
  if (!isObj(log) || log.version !== 1 || !Array.isArray(log.commands))
    throw new TypeError(`${fn}: a log is { version: 1, policy, commands } (see createLog and parseLog)`);
  const policy = normalisedPolicy(log.policy);
  if (policy === null) throw new TypeError(`${fn}: the log's policy is not a normalised policy`);
  // A copy of its own: the replay reads it with no more of the caller's code.
  return { version: 1, policy, commands: Array.prototype.slice.call(log.commands) as ClockCommand[] };
}

/**
 * A new log with one more command (the input log is not touched). Record every command given to
 * {@link apply}, refused ones included: replay keeps `step.state` whatever `ok` says, as a host does.
 * The command is stored as {@link parseCommand} normalises it.
 *
 * @throws {TypeError} when `log` is not a log or `command` is not a well-formed command
 * (`parseCommand` refuses it): a log only ever holds commands that {@link parseLog} reads back.
 * @example
 * ```ts
 * import { createLog, getPreset, record } from '@xq/clock';
 * record(createLog(getPreset('vn-90')), { type: 'start', at: 0 }).commands[0].type; // 'start'
 * ```
 * @category Log
 */
export function record(log: ClockLog, command: ClockCommand): ClockLog {
  const l = checkLog(log, 'record');
  const c = parseCommand(command);
  if (!c.ok)
    throw new TypeError(
      `record: not a command (${c.error.message}${c.error.path ? ` at ${c.error.path}` : ''})`,
    );
  return { version: 1, policy: l.policy, commands: [...l.commands, c.value] };
}

/**
 * Replays a log from a fresh clock: the same state, byte for byte in JSON, as applying the
 * commands one by one; also every event and how many commands were refused (a malformed
 * command is refused like any other).
 *
 * @throws {TypeError} when `log` is not a log with a normalised policy.
 * @example
 * ```ts
 * import { createLog, getPreset, record, replay } from '@xq/clock';
 * let log = createLog(getPreset('vn-60'));
 * log = record(log, { type: 'start', at: 0 });
 * log = record(log, { type: 'press', at: 9_000 });
 * replay(log).state.black.bankMs; // 3600000
 * ```
 * @category Log
 */
export function replay(log: ClockLog): {
  /** The state after the last command. */
  state: ClockState;
  /** Every event, in order. */
  events: ClockEvent[];
  /** How many commands were refused. */
  refused: number;
} {
  const l = checkLog(log, 'replay');
  let state = createClock(l.policy);
  const events: ClockEvent[] = [];
  let refused = 0;
  for (let i = 0; i < l.commands.length; i++) {
    const step = apply(state, l.commands[i]!);
    state = step.state;
    for (const e of step.events) events.push(e);
    if (!step.ok) refused++;
  }
  return { state, events, refused };
}

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * Reads a log from JSON (already parsed): the policy and every command are validated.
 *
 * @example
 * ```ts
 * import { parseLog } from '@xq/clock';
 * const r = parseLog({ version: 1, policy: { control: { stages: [{ timeMs: 60000 }] } }, commands: [] });
 * r.ok; // true
 * ```
 * @category Log
 */
export function parseLog(input: unknown): Result<ClockLog> {
  return guarded('CLOCK_BAD_LOG', () => readLog(input));
}

function readLog(input: unknown): Result<ClockLog> {
  if (!isObj(input) || input.version !== 1)
    return fail('CLOCK_BAD_LOG', 'a log is { version: 1, policy, commands }');
  const policy = parsePolicy(input.policy);
  if (!policy.ok)
    return fail('CLOCK_BAD_LOG', `policy: ${policy.error.message}`, `policy.${policy.error.path ?? ''}`);
  if (!Array.isArray(input.commands)) return fail('CLOCK_BAD_LOG', 'commands must be a list', 'commands');
  const commands: ClockCommand[] = [];
  for (let i = 0; i < input.commands.length; i++) {
    const c = parseCommand(input.commands[i]);
    if (!c.ok)
      return fail(
        'CLOCK_BAD_LOG',
        `command ${i}: ${c.error.message}`,
        c.error.path ? `commands[${i}].${c.error.path}` : `commands[${i}]`,
      );
    commands.push(c.value);
  }
  return { ok: true, value: { version: 1, policy: policy.value, commands } };
}

/**
 * Reads a stored state from JSON (already parsed). Every field is checked against its policy
 * (type, range, the stage and round that exist, the overtime and bonus the policy has), and so
 * is every rule that {@link apply} keeps between fields: the ledger adds up to the bank and
 * starts from the first stage's time; credited ≤ moves; a met quota has moved to the next
 * stage; overtime only once the bank is empty; think time charged, and no more than the time
 * since the start; only the side to move has a turn running; `outAt` only with claim finality;
 * a flag only with status `flagged`, on the side to move or the late sides; a sealed move or a
 * finish reason only with their status. A corrupted or hand-edited state that breaks any of
 * them is refused rather than trusted. An edit that keeps them all (say, the bank and
 * `ledger.adjustMs` raised together, which is what an arbiter's `adjust` does) cannot be told
 * from a real state: keep the command log ({@link parseLog}, {@link replay}) to audit a game.
 * The state returned is a copy of its own.
 *
 * @example
 * ```ts
 * import { createClock, getPreset, parseState } from '@xq/clock';
 * const stored = JSON.parse(JSON.stringify(createClock(getPreset('vn-60'))));
 * parseState(stored).ok; // true
 * parseState({ ...stored, status: 'asleep' }).ok; // false
 * ```
 * @category Log
 */
export function parseState(input: unknown): Result<ClockState> {
  return guarded('CLOCK_BAD_STATE', () => readState(input));
}

function readState(input: unknown): Result<ClockState> {
  const problem = stateProblem(input, true);
  if (problem)
    return fail('CLOCK_BAD_STATE', problem.message, problem.path === '' ? undefined : problem.path);
  // A copy of its own, each field read once and checked again: nothing of the input (getters,
  // a prototype, a policy object that is not frozen) stays.
  const checked = checkedDraft(input);
  if ('problem' in checked)
    return fail('CLOCK_BAD_STATE', checked.problem.message, checked.problem.path || undefined);
  return { ok: true, value: freeze(checked.draft) };
}
