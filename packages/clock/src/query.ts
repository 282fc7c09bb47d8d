import { checkedDraft } from './check';
import { type Draft, freeze, lateDeadline, nextBoundary, settle } from './engine';
import { describe, isInt, MAX_CLOCK_MS } from './ms';
import type { Side } from './policy';
import type { ClockState, FlagReason, SideClock } from './state';

/**
 * The clock as it stands at instant `at`: the running side's time taken off, every boundary
 * reached fired (flags included). Pure; an instant before the state's last command is clamped
 * to it (time never runs backwards).
 *
 * @throws {TypeError} when `state` is not a clock state (see {@link parseState}).
 * @throws {RangeError} when `at` is not an integer from 0 to 2^50.
 * @example
 * ```ts
 * import { apply, createClock, getPreset, stateAt } from '@xq/clock';
 * const s = apply(createClock(getPreset('vn-blitz-5')), { type: 'start', at: 0 }).state;
 * stateAt(s, 300_000).status; // 'flagged'
 * ```
 * @category Queries
 */
export function stateAt(state: ClockState, at: number): ClockState {
  return settled(checkQuery('stateAt', state, at), at);
}

const MAX = MAX_CLOCK_MS;

/**
 * The state as a checked copy (read once), or the TypeError or RangeError of a query given a
 * state that is not one, or a bad instant.
 */
function checkQuery(fn: string, state: ClockState, at: unknown, optional = false): Draft {
  const checked = checkedDraft(state);
  if ('problem' in checked) {
    const { message, path } = checked.problem;
    throw new TypeError(`${fn}: not a clock state: ${message}${path ? ` (${path})` : ''}`);
  }
  if (!(optional && at === undefined) && !isInt(at, 0, MAX))
    throw new RangeError(
      `${fn}: at must be an integer millisecond instant from 0 to 2^50 (MAX_CLOCK_MS), not ${describe(at)}`,
    );
  return checked.draft;
}

function checkSide(fn: string, side: Side): void {
  if (side !== 'red' && side !== 'black')
    throw new RangeError(`${fn}: side must be "red" or "black", not ${describe(side)}`);
}

/** The checked copy brought to instant `at` (it is the caller's own: settled in place). */
function settled(d: Draft, at: number): ClockState {
  if (d.at !== null && at > d.at) settle(d, at, null);
  return freeze(d);
}

function faceMs(s: SideClock): number {
  return s.phase === 'main' ? s.bankMs : s.periodLeftMs;
}

/**
 * What the side's clock face shows at instant `at`: the main time left, or in overtime the time
 * left in the current byo-yomi period or Canadian block. Never negative.
 *
 * @throws {TypeError} when `state` is not a clock state (see {@link parseState}).
 * @throws {RangeError} when `side` is not a side or `at` is not an integer from 0 to 2^50.
 * @example
 * ```ts
 * import { apply, createClock, getPreset, remainingMs } from '@xq/clock';
 * const s = apply(createClock(getPreset('vn-90')), { type: 'start', at: 1000 }).state;
 * remainingMs(s, 'red', 61_000); // 5340000
 * remainingMs(s, 'black', 61_000); // 5400000
 * ```
 * @category Queries
 */
export function remainingMs(state: ClockState, side: Side, at: number): number {
  const d = checkQuery('remainingMs', state, at);
  checkSide('remainingMs', side);
  return remaining(settled(d, at), side);
}

function remaining(s: ClockState, side: Side): number {
  const c = s[side];
  if (c.outAt !== null || (s.flag?.side === side && s.flag.reason !== 'late')) return 0;
  return Math.max(0, faceMs(c));
}

/**
 * Moves the side still has to make to meet the current stage's quota (counting credited moves;
 * surplus moves carry unless the policy discards them), or `null` when the stage has no quota.
 *
 * @throws {TypeError} when `state` is not a clock state (see {@link parseState}).
 * @throws {RangeError} when `side` is not a side or `at` (when given) is not an integer from 0 to
 * 2^50.
 * @example
 * ```ts
 * import { createClock, getPreset, movesDue } from '@xq/clock';
 * movesDue(createClock(getPreset('vn-90-25')), 'red'); // 25
 * movesDue(createClock(getPreset('vn-90')), 'red'); // null
 * ```
 * @category Queries
 */
export function movesDue(state: ClockState, side: Side, at?: number): number | null {
  const d = checkQuery('movesDue', state, at, true);
  checkSide('movesDue', side);
  return due(at === undefined ? freeze(d) : settled(d, at), side);
}

function due(s: ClockState, side: Side): number | null {
  const c = s[side];
  if (s.policy.quotaRule === 'check-at-flag-discard') {
    const moves = s.policy[side].stages[c.stage]!.moves;
    return moves === null ? null : Math.max(0, moves - c.windowCredited);
  }
  return c.target === null ? null : Math.max(0, c.target - c.credited);
}

function runToFlag(d: Draft): number | null {
  const side = d.turn;
  // Walk boundaries without a horizon: the first flag (or time-up) is the answer.
  let now = d.at!;
  const s = d[side];
  const c = d.policy[side];
  // A settle passes at most one stage, the byo-yomi periods or a Canadian block before a flag:
  // the loop ends within the policy's periods (at most 1,000) plus a few boundaries.
  for (let guard = 0; guard < 1_000_000; guard++) {
    const b = nextBoundary(s, c);
    if (b === null) return null;
    now += b.ms;
    settle(d, now, null);
    if (d.status !== 'running' || s.outAt !== null) {
      return d.status === 'flagged' ? d.flag!.at : s.outAt;
    }
  }
  return null; // not reached: see above
}

/**
 * The instant the side to move would run out of time (flag, or time up with claim finality)
 * if nothing else happened; `null` when the clock is not running or that side is already out.
 * The late-arrival forfeit is not a flag: see {@link nextChangeAt}. Every instant, bank and
 * stage a state can hold keeps the answer below 2^53 (instants at most 2^50), exact.
 *
 * @throws {TypeError} when `state` is not a clock state (see {@link parseState}).
 * @example
 * ```ts
 * import { apply, createClock, flagAt, getPreset } from '@xq/clock';
 * const s = apply(createClock(getPreset('vn-60')), { type: 'start', at: 500 }).state;
 * flagAt(s); // 3600500
 * ```
 * @category Queries
 */
export function flagAt(state: ClockState): number | null {
  const d = checkQuery('flagAt', state, undefined, true);
  if (d.status !== 'running' || d.at === null || d[d.turn].outAt !== null) return null;
  d.absent = []; // the forfeit is not a flag
  return runToFlag(d);
}

/**
 * The next instant at which anything changes by itself (a flag, the end of a delay, a stage
 * check, a byo-yomi period, a per-move cap, a late-arrival forfeit), or `null`. A host needs
 * one timer, set for this instant, and calls {@link apply} or a query when it fires.
 *
 * @throws {TypeError} when `state` is not a clock state (see {@link parseState}).
 * @example
 * ```ts
 * import { apply, createClock, getPreset, nextChangeAt } from '@xq/clock';
 * const s = apply(createClock(getPreset('byoyomi-10m-3x30s')), { type: 'start', at: 0 }).state;
 * nextChangeAt(s); // 600000 (main time ends, byo-yomi begins)
 * ```
 * @category Queries
 */
export function nextChangeAt(input: ClockState): number | null {
  const state = freeze(checkQuery('nextChangeAt', input, undefined, true));
  if (state.at === null) return null;
  const late = lateDeadline(state);
  let next: number | null = late === null ? null : Math.max(late, state.at);
  if (state.status === 'running') {
    const b = nextBoundary(state[state.turn], state.policy[state.turn]);
    if (b !== null && (next === null || state.at + b.ms < next)) next = state.at + b.ms;
  }
  return next;
}

/**
 * Everything a display needs about one side at an instant.
 *
 * @example
 * ```ts
 * import { createClock, getPreset, view } from '@xq/clock';
 * view(createClock(getPreset('vn-staged')), 0).red.movesDue; // 25
 * ```
 * @category Queries
 */
export interface SideView {
  /** What the clock face shows (see {@link remainingMs}). */
  readonly remainingMs: number;
  /** `main` or `overtime`. */
  readonly phase: 'main' | 'overtime';
  /** Byo-yomi periods left (0 without byo-yomi). */
  readonly periodsLeft: number;
  /** US delay left in the current turn. */
  readonly delayLeftMs: number;
  /** Moves still due in the stage, or `null`. */
  readonly movesDue: number | null;
  /** The stage index and round. */
  readonly stage: number;
  /** The round of a repeated stage (0-based). */
  readonly round: number;
  /** Moves made. */
  readonly moves: number;
  /** True while this side's clock runs. */
  readonly running: boolean;
  /** True when this side has lost on the clock (or its time ran out, unclaimed). */
  readonly out: boolean;
  /** Why it is out (`late`: it arrived after the late-arrival limit, 10.2.1a), or `null`. */
  readonly outReason: FlagReason | null;
  /** True while this side has not arrived: its clock runs all the same (10.2.1a). */
  readonly absent: boolean;
}

/**
 * The whole clock at an instant, for a display.
 *
 * @example
 * ```ts
 * import { createClock, getPreset, view } from '@xq/clock';
 * view(createClock(getPreset('vn-90')), 0).status; // 'idle'
 * ```
 * @category Queries
 */
export interface ClockView {
  /** The status at that instant. */
  readonly status: ClockState['status'];
  /** The side to move. */
  readonly turn: Side;
  /** Red. */
  readonly red: SideView;
  /** Black. */
  readonly black: SideView;
  /** The side that lost on the clock, or `null`. */
  readonly flagged: Side | null;
}

/**
 * The clock at instant `at`, as a display sees it.
 *
 * @throws {TypeError} when `state` is not a clock state (see {@link parseState}).
 * @throws {RangeError} when `at` is not an integer from 0 to 2^50.
 * @example
 * ```ts
 * import { apply, createClock, getPreset, view } from '@xq/clock';
 * const s = apply(createClock(getPreset('vn-60')), { type: 'start', at: 0 }).state;
 * view(s, 1000).red.remainingMs; // 3599000
 * ```
 * @category Queries
 */
export function view(state: ClockState, at: number): ClockView {
  const s = settled(checkQuery('view', state, at), at);
  const side = (x: Side): SideView => {
    const c = s[x];
    return {
      remainingMs: remaining(s, x),
      phase: c.phase,
      periodsLeft: c.periodsLeft,
      delayLeftMs: c.delayLeftMs,
      movesDue: due(s, x),
      stage: c.stage,
      round: c.round,
      moves: c.moves,
      running: s.status === 'running' && s.turn === x,
      out: c.outAt !== null || s.flag?.side === x || (s.flag?.late.includes(x) ?? false),
      outReason:
        s.flag !== null && (s.flag.side === x || s.flag.late.includes(x)) ? s.flag.reason : c.outReason,
      absent: s.absent.includes(x),
    };
  };
  return {
    status: s.status,
    turn: s.turn,
    red: side('red'),
    black: side('black'),
    flagged: s.flag?.side ?? null,
  };
}
