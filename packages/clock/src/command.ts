import { isInt, MAX_CLOCK_MS } from './ms';
import type { Side } from './policy';
import { fail, guarded, type Result } from './result';

/**
 * The type of a {@link ClockCommand}: `start`, `arrive`, `press`, `pause`, `resume`, `adjust`,
 * `adjourn`, `flag` or `finish`.
 *
 * @example
 * ```ts
 * import type { CommandType } from '@xq/clock';
 * const t: CommandType = 'pause';
 * ```
 * @category Commands
 */
export type CommandType =
  | 'start'
  | 'arrive'
  | 'press'
  | 'pause'
  | 'resume'
  | 'adjust'
  | 'adjourn'
  | 'flag'
  | 'finish';

/** Every command type, as {@link parseCommand} names them. */
const COMMAND_TYPES = [
  'start',
  'arrive',
  'press',
  'pause',
  'resume',
  'adjust',
  'adjourn',
  'flag',
  'finish',
] as const satisfies readonly CommandType[];

/**
 * What an arbiter's correction sets besides the bank, the same fields in the `adjust` command
 * and the `adjusted` event it reports.
 * @category Commands
 */
export interface Correction {
  /** Its move count, set. */
  readonly moves?: number;
  /** Its quota credit, set. */
  readonly credited?: number;
  /** Its stage, set (its quota starts afresh). */
  readonly stage?: number;
  /** The round of a repeated stage, with `stage`. */
  readonly round?: number;
  /** Why, for the record (e.g. `Điều 12b`). */
  readonly reason?: string;
}

/**
 * A command to the clock. Every command carries `at`, an integer millisecond instant from a
 * monotonic source the host chooses; the clock never reads the time itself.
 *
 * - `start`: the arbiter starts red's clock at the scheduled time, even with a side `absent`
 *   (10.2.1a).
 * - `arrive`: an absent side arrives.
 * - `press`: the side to move presses after its move; `credit` is how much the move counts toward
 *   the quota (default 1; 0 for a repetition beyond the cap of 10.1.3); `side`, when given, is checked.
 * - `pause`/`resume`: the arbiter stops and restarts the clock (10.2.2); `resume` also ends an
 *   adjournment, starting the replier's clock.
 * - `adjust`: an arbiter correction of one side: `deltaMs` added to the bank (the +2 minutes of
 *   Điều 12b), the move count, the quota credit, the stage and round.
 * - `adjourn`: the side to move seals a move on its own time and the clock stops (10.3.1).
 * - `flag`: the flag is reported (instant finality) or claimed (claim finality).
 * - `finish`: the game ended on the board (mate, resignation, draw...).
 *
 * @example
 * ```ts
 * import type { ClockCommand } from '@xq/clock';
 * const moves: ClockCommand[] = [
 *   { type: 'start', at: 0 },
 *   { type: 'press', at: 12_000 },
 *   { type: 'adjust', at: 20_000, side: 'black', deltaMs: 120_000, reason: 'Điều 12b' },
 * ];
 * ```
 * @category Commands
 */
export type ClockCommand =
  | {
      /** Start red's clock at the scheduled time. */
      readonly type: 'start';
      /** The instant, integer milliseconds. */
      readonly at: number;
      /** Sides not there yet (10.2.1a); their clocks run anyway. */
      readonly absent?: readonly Side[];
    }
  | {
      /** An absent side arrives. */
      readonly type: 'arrive';
      /** The instant, integer milliseconds. */
      readonly at: number;
      /** The side that arrives. */
      readonly side: Side;
    }
  | {
      /** The side to move presses after its move. */
      readonly type: 'press';
      /** The instant, integer milliseconds. */
      readonly at: number;
      /** When given, must be the side to move. */
      readonly side?: Side;
      /** How much the move counts toward the quota: 1 (the default) or 0 (10.1.3). */
      readonly credit?: number;
    }
  | {
      /** The arbiter stops the clock. */
      readonly type: 'pause';
      /** The instant, integer milliseconds. */
      readonly at: number;
      /** Why, for the record. */
      readonly reason?: string;
    }
  | {
      /** The clock runs again (after a pause or an adjournment). */
      readonly type: 'resume';
      /** The instant, integer milliseconds. */
      readonly at: number;
    }
  | ({
      /** An arbiter correction of one side. */
      readonly type: 'adjust';
      /** The instant, integer milliseconds. */
      readonly at: number;
      /** The side corrected. */
      readonly side: Side;
      /** Milliseconds added to its bank (negative to take away). */
      readonly deltaMs?: number;
    } & Correction)
  | {
      /** The side to move seals its move and the clock stops. */
      readonly type: 'adjourn';
      /** The instant, integer milliseconds. */
      readonly at: number;
      /** The sealed move, as text the host understands. */
      readonly sealed?: string;
      /** How much the sealed move counts toward the quota: 1 (the default) or 0. */
      readonly credit?: number;
    }
  | {
      /** A flag is reported, or claimed with claim finality. */
      readonly type: 'flag';
      /** The instant, integer milliseconds. */
      readonly at: number;
      /** The side whose flag fell, when known. */
      readonly side?: Side;
    }
  | {
      /** The game ended on the board. */
      readonly type: 'finish';
      /** The instant, integer milliseconds. */
      readonly at: number;
      /** Why (mate, resignation, draw...). */
      readonly reason?: string;
    };

const KEYS: Readonly<Record<CommandType, readonly string[]>> = {
  start: ['absent'],
  arrive: ['side'],
  press: ['side', 'credit'],
  pause: ['reason'],
  resume: [],
  adjust: ['side', 'deltaMs', 'moves', 'credited', 'stage', 'round', 'reason'],
  adjourn: ['sealed', 'credit'],
  flag: ['side'],
  finish: ['reason'],
};

const MAX_MS = MAX_CLOCK_MS;
const MAX_COUNT = 100_000;
const MAX_CREDIT = 1;
const MAX_TEXT = 500;

function isSide(x: unknown): x is Side {
  return x === 'red' || x === 'black';
}

function bad(message: string, path: string) {
  return fail('CLOCK_BAD_COMMAND', message, path);
}

/**
 * Validates a command read from JSON (a log, a socket, a JSONL line already parsed). Unknown
 * fields are refused. {@link apply} runs the same check, so it never trusts its input either.
 *
 * @example
 * ```ts
 * import { parseCommand } from '@xq/clock';
 * parseCommand({ type: 'press', at: 1500, credit: 0 }).ok; // true
 * parseCommand({ type: 'press', at: -1 }).ok; // false
 * ```
 * @category Commands
 */
export function parseCommand(input: unknown): Result<ClockCommand> {
  return guarded('CLOCK_BAD_COMMAND', () => readCommand(input));
}

function readCommand(input: unknown): Result<ClockCommand> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return bad('a command is a JSON object { at, type, ... }', '');
  }
  const o = input as Record<string, unknown>;
  const type = Object.hasOwn(o, 'type') ? o.type : undefined;
  if (typeof type !== 'string' || !(COMMAND_TYPES as readonly string[]).includes(type)) {
    return bad(`type must be one of ${COMMAND_TYPES.join(', ')}`, 'type');
  }
  const allowed = KEYS[type as CommandType];
  for (const k of Object.keys(o)) {
    if (k !== 'type' && k !== 'at' && !allowed.includes(k)) return bad(`unknown field "${k}" for ${type}`, k);
  }
  if (!isInt(o.at, 0, MAX_MS))
    return bad('at must be an integer of milliseconds from 0 to 2^50 (MAX_CLOCK_MS)', 'at');
  if ('side' in o && o.side !== undefined && !isSide(o.side))
    return bad('side must be "red" or "black"', 'side');
  if ((type === 'arrive' || type === 'adjust') && !isSide(o.side)) return bad('side is required', 'side');
  if ('credit' in o && o.credit !== undefined && !isInt(o.credit, 0, MAX_CREDIT)) {
    return bad('credit must be 0 or 1', 'credit');
  }
  for (const k of ['reason', 'sealed'] as const) {
    if (k in o && o[k] !== undefined && (typeof o[k] !== 'string' || o[k]!.length > MAX_TEXT)) {
      return bad(`${k} must be a string of at most ${MAX_TEXT} characters`, k);
    }
  }
  if (type === 'start' && o.absent !== undefined) {
    const a = o.absent;
    // A loop, not `every`: `every` skips the holes of a sparse list.
    let sides = Array.isArray(a) && a.length <= 2;
    for (let i = 0; sides && i < (a as unknown[]).length; i++) sides = isSide((a as unknown[])[i]);
    if (!sides || new Set(a as unknown[]).size !== (a as unknown[]).length) {
      return bad('absent must be a list of distinct sides', 'absent');
    }
  }
  if (type === 'adjust') {
    if (o.deltaMs !== undefined && !isInt(o.deltaMs, -MAX_MS, MAX_MS)) {
      return bad('deltaMs must be an integer from -2^50 to 2^50 (MAX_CLOCK_MS)', 'deltaMs');
    }
    for (const k of ['moves', 'credited', 'stage', 'round'] as const) {
      if (o[k] !== undefined && !isInt(o[k], 0, MAX_COUNT)) {
        return bad(`${k} must be an integer from 0 to ${MAX_COUNT}`, k);
      }
    }
    if (o.round !== undefined && o.stage === undefined) return bad('round needs stage', 'round');
  }
  const out: Record<string, unknown> = { type, at: o.at };
  for (const k of allowed) if (o[k] !== undefined) out[k] = k === 'absent' ? [...(o[k] as Side[])] : o[k];
  return { ok: true, value: out as ClockCommand };
}
