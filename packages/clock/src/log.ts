import { apply } from './apply';
import { type ClockCommand, parseCommand } from './command';
import type { ClockEvent } from './event';
import { isInt } from './ms';
import { type ClockPolicy, parsePolicy, SIDES, type Side } from './policy';
import { fail, type Result } from './result';
import { CLOCK_STATUSES, type ClockState, createClock, FLAG_REASONS } from './state';

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
 * @example
 * ```ts
 * import { createLog, getPreset } from '@xq/clock';
 * createLog(getPreset('vn-90')).commands; // []
 * ```
 * @category Log
 */
export function createLog(policy: ClockPolicy): ClockLog {
  return { version: 1, policy, commands: [] };
}

/**
 * A new log with one more command (the input log is not touched). Record every command given to
 * {@link apply}, refused ones included: replay keeps `step.state` whatever `ok` says, as a host does.
 *
 * @example
 * ```ts
 * import { createLog, getPreset, record } from '@xq/clock';
 * record(createLog(getPreset('vn-90')), { type: 'start', at: 0 }).commands[0].type; // 'start'
 * ```
 * @category Log
 */
export function record(log: ClockLog, command: ClockCommand): ClockLog {
  return { ...log, commands: [...log.commands, command] };
}

/**
 * Replays a log from a fresh clock: the same state, byte for byte in JSON, as applying the
 * commands one by one; also every event and how many commands were refused.
 *
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
  let state = createClock(log.policy);
  const events: ClockEvent[] = [];
  let refused = 0;
  for (const c of log.commands) {
    const step = apply(state, c);
    state = step.state;
    for (const e of step.events) events.push(e);
    if (!step.ok) refused++;
  }
  return { state, events, refused };
}

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function samePolicy(a: unknown, b: ClockPolicy): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
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
  if (!isObj(input) || input.version !== 1)
    return fail('CLOCK_BAD_LOG', 'a log is { version: 1, policy, commands }');
  const policy = parsePolicy(input.policy);
  if (!policy.ok)
    return fail('CLOCK_BAD_LOG', `policy: ${policy.error.message}`, `policy.${policy.error.path ?? ''}`);
  if (!Array.isArray(input.commands)) return fail('CLOCK_BAD_LOG', 'commands must be a list', 'commands');
  const commands: ClockCommand[] = [];
  for (let i = 0; i < input.commands.length; i++) {
    const c = parseCommand(input.commands[i]);
    if (!c.ok) return fail('CLOCK_BAD_LOG', `command ${i}: ${c.error.message}`, `commands[${i}]`);
    commands.push(c.value);
  }
  return { ok: true, value: { version: 1, policy: policy.value, commands } };
}

const SIDE_KEYS = [
  'bankMs',
  'stage',
  'round',
  'moves',
  'credited',
  'target',
  'windowCredited',
  'phase',
  'periodsLeft',
  'periodLeftMs',
  'blockMovesLeft',
  'turnMs',
  'delayLeftMs',
  'outAt',
  'outReason',
  'ledger',
] as const;
const LEDGER_KEYS = [
  'initialMs',
  'addedMs',
  'bonusMs',
  'adjustMs',
  'gainedMs',
  'chargedMs',
  'thinkMs',
  'overtimeMs',
] as const;
const STATE_KEYS = [
  'version',
  'policy',
  'status',
  'turn',
  'at',
  'startedAt',
  'absent',
  'red',
  'black',
  'flag',
  'sealed',
  'finishReason',
] as const;
const MAX = Number.MAX_SAFE_INTEGER;

function exactKeys(o: Record<string, unknown>, keys: readonly string[]): boolean {
  const k = Object.keys(o);
  return k.length === keys.length && keys.every((x) => x in o);
}

function nullableInt(x: unknown): boolean {
  return x === null || isInt(x, 0, MAX);
}

function checkSide(x: unknown, policy: ClockPolicy, side: Side): string | null {
  if (!isObj(x) || !exactKeys(x, SIDE_KEYS)) return 'bad fields';
  const c = policy[side];
  for (const k of [
    'bankMs',
    'stage',
    'round',
    'moves',
    'credited',
    'windowCredited',
    'periodsLeft',
    'periodLeftMs',
    'blockMovesLeft',
    'turnMs',
    'delayLeftMs',
  ] as const) {
    if (!isInt(x[k], 0, MAX)) return `${k} must be a non-negative integer`;
  }
  if (!nullableInt(x.target) || !nullableInt(x.outAt)) return 'target and outAt are integers or null';
  if (x.phase !== 'main' && x.phase !== 'overtime') return 'bad phase';
  if (x.phase === 'overtime' && c.overtime === null) return 'overtime without an overtime policy';
  if (x.outReason !== null && !FLAG_REASONS.includes(x.outReason as never)) return 'bad outReason';
  if ((x.outAt === null) !== (x.outReason === null)) return 'outAt and outReason go together';
  const st = c.stages[x.stage as number];
  if (st === undefined || (st.repeat !== 'forever' && (x.round as number) >= st.repeat))
    return 'no such stage';
  const l = x.ledger;
  if (!isObj(l) || !exactKeys(l, LEDGER_KEYS)) return 'bad ledger';
  for (const k of LEDGER_KEYS) {
    if (!isInt(l[k], k === 'adjustMs' ? -MAX : 0, MAX)) return `ledger.${k} must be an integer`;
  }
  const sum =
    (l.initialMs as number) +
    (l.addedMs as number) +
    (l.bonusMs as number) +
    (l.adjustMs as number) +
    (l.gainedMs as number) -
    (l.chargedMs as number);
  if (sum !== x.bankMs) return 'the ledger does not add up to the bank';
  return null;
}

/**
 * Reads a stored state from JSON (already parsed), checking every field against its policy,
 * so a corrupted or hand-edited state is refused rather than trusted.
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
  const bad = (m: string, path?: string) => fail('CLOCK_BAD_STATE', m, path);
  if (!isObj(input) || !exactKeys(input, STATE_KEYS) || input.version !== 1) {
    return bad(`a state is { ${STATE_KEYS.join(', ')} } with version 1`);
  }
  const policy = parsePolicy(input.policy);
  if (!policy.ok || !samePolicy(input.policy, policy.value))
    return bad('the policy is not a normalised policy', 'policy');
  const p = policy.value;
  if (!CLOCK_STATUSES.includes(input.status as never)) return bad('bad status', 'status');
  if (!SIDES.includes(input.turn as never)) return bad('bad turn', 'turn');
  if (!nullableInt(input.at) || !nullableInt(input.startedAt))
    return bad('at and startedAt are integers or null');
  if ((input.status === 'idle') !== (input.startedAt === null)) return bad('startedAt is set once started');
  if (input.startedAt !== null && (input.at === null || (input.startedAt as number) > (input.at as number))) {
    return bad('startedAt is after at');
  }
  const absent = input.absent;
  if (
    !Array.isArray(absent) ||
    absent.length > 2 ||
    !absent.every((s) => SIDES.includes(s)) ||
    new Set(absent).size !== absent.length
  ) {
    return bad('absent is a list of distinct sides', 'absent');
  }
  for (const side of SIDES) {
    const e = checkSide(input[side], p, side);
    if (e) return bad(e, side);
  }
  const f = input.flag;
  if ((input.status === 'flagged') !== (f !== null)) return bad('a flag goes with status flagged', 'flag');
  if (f !== null) {
    if (
      !isObj(f) ||
      !exactKeys(f, ['side', 'at', 'reason', 'movesShort', 'late']) ||
      !SIDES.includes(f.side as never) ||
      !isInt(f.at, 0, MAX) ||
      !FLAG_REASONS.includes(f.reason as never) ||
      !nullableInt(f.movesShort) ||
      !Array.isArray(f.late) ||
      !f.late.every((s) => SIDES.includes(s))
    ) {
      return bad('bad flag', 'flag');
    }
  }
  for (const k of ['sealed', 'finishReason'] as const) {
    if (input[k] !== null && typeof input[k] !== 'string') return bad(`${k} is a string or null`, k);
  }
  return { ok: true, value: { ...(input as unknown as ClockState), policy: p } };
}
