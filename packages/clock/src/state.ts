import type { ClockPolicy, Side } from './policy';

/**
 * The statuses a clock goes through: `idle` before the start, `running`, `paused` by the
 * arbiter, `adjourned` (a move sealed, 10.3), `flagged` (a side lost on time or by forfeit),
 * `finished` (the game ended otherwise).
 *
 * @example
 * ```ts
 * import type { ClockStatus } from '@xq/clock';
 * const s: ClockStatus = 'running';
 * ```
 * @category State
 */
export type ClockStatus = 'idle' | 'running' | 'paused' | 'adjourned' | 'flagged' | 'finished';

/** Every status, for the readers of a stored state. */
export const CLOCK_STATUSES = [
  'idle',
  'running',
  'paused',
  'adjourned',
  'flagged',
  'finished',
] as const satisfies readonly ClockStatus[];

/**
 * Why a side lost on the clock: its time ran out (`time`), a stage's quota was not met when the
 * stage's time ran out (`quota`), one move took longer than the cap (`move-cap`), or it arrived
 * too late (`late`, 10.2.1a).
 *
 * @example
 * ```ts
 * import type { FlagReason } from '@xq/clock';
 * const r: FlagReason = 'late';
 * ```
 * @category State
 */
export type FlagReason = 'time' | 'quota' | 'move-cap' | 'late';

/** Every flag reason, for the readers of a stored state. */
export const FLAG_REASONS = ['time', 'quota', 'move-cap', 'late'] as const satisfies readonly FlagReason[];

/**
 * Where a side's time came from and went, for audits and the conservation property:
 * `bankMs = initialMs + addedMs + bonusMs + adjustMs + gainedMs − chargedMs`, always.
 *
 * @example
 * ```ts
 * import { createClock, getPreset } from '@xq/clock';
 * createClock(getPreset('vn-60')).red.ledger.initialMs; // 3600000
 * ```
 * @category State
 */
export interface Ledger {
  /** The first stage's time. */
  readonly initialMs: number;
  /** Time added by later stages. */
  readonly addedMs: number;
  /** Fischer and Bronstein bonuses. */
  readonly bonusMs: number;
  /** Arbiter adjustments (may be negative). */
  readonly adjustMs: number;
  /** Time received from the opponent (hourglass). */
  readonly gainedMs: number;
  /** Time taken off the bank. */
  readonly chargedMs: number;
  /** Time the side's clock ran, in all (delays and overtime included). */
  readonly thinkMs: number;
  /** Time spent in overtime. */
  readonly overtimeMs: number;
}

/**
 * One side's clock. For the running side the values are as of {@link ClockState.at}.
 *
 * @example
 * ```ts
 * import { createClock, getPreset } from '@xq/clock';
 * const red = createClock(getPreset('vn-international')).red;
 * [red.bankMs, red.target]; // [900000, 10]
 * ```
 * @category State
 */
export interface SideClock {
  /** Main time left. */
  readonly bankMs: number;
  /** Index of the current stage in the control's `stages`. */
  readonly stage: number;
  /** How many times the current stage was already passed (0-based repetition). */
  readonly round: number;
  /** Moves made (all of them). */
  readonly moves: number;
  /** Moves credited toward quotas (a repeated perpetual check may count 0, 10.1.3). */
  readonly credited: number;
  /** Cumulative credit that completes the current stage, or `null` with no quota. */
  readonly target: number | null;
  /** Credit made inside the current stage's window (for `check-at-flag-discard`). */
  readonly windowCredited: number;
  /** `main` while the bank lasts, `overtime` after. */
  readonly phase: 'main' | 'overtime';
  /** Byo-yomi periods left. */
  readonly periodsLeft: number;
  /** Time left in the current byo-yomi period or Canadian block. */
  readonly periodLeftMs: number;
  /** Moves left in the current Canadian block. */
  readonly blockMovesLeft: number;
  /** Think time of the current turn so far (this side's turn only). */
  readonly turnMs: number;
  /** US delay left in the current turn. */
  readonly delayLeftMs: number;
  /** With `finality: 'claim'`: the instant this side's time ran out, unclaimed; else `null`. */
  readonly outAt: number | null;
  /** Why the time ran out, with `outAt`. */
  readonly outReason: FlagReason | null;
  /** Where the time came from and went. */
  readonly ledger: Ledger;
}

/**
 * How a clock ended on time or by forfeit.
 *
 * @example
 * ```ts
 * import type { ClockFlag } from '@xq/clock';
 * const f: ClockFlag = { side: 'red', at: 5_400_000, reason: 'time', movesShort: null, late: [] };
 * ```
 * @category State
 */
export interface ClockFlag {
  /** The side that lost. */
  readonly side: Side;
  /** The instant it counts (the exact instant, or the claim with `finality: 'claim'`). */
  readonly at: number;
  /** Why. */
  readonly reason: FlagReason;
  /** Moves still due when a quota was missed, else `null`. */
  readonly movesShort: number | null;
  /** With `reason: 'late'`, every side that was late (both may be). */
  readonly late: readonly Side[];
}

/**
 * The whole clock: plain, versioned JSON. Produced by {@link createClock} and {@link apply};
 * never mutated.
 *
 * @example
 * ```ts
 * import { createClock, getPreset } from '@xq/clock';
 * const s = createClock(getPreset('vn-90'));
 * [s.version, s.status, s.turn]; // [1, 'idle', 'red']
 * ```
 * @category State
 */
export interface ClockState {
  /** Format version, always `1`. */
  readonly version: 1;
  /** The policy in force. */
  readonly policy: ClockPolicy;
  /** Where the clock is. */
  readonly status: ClockStatus;
  /** The side to move (whose clock runs when running). */
  readonly turn: Side;
  /** The instant of the last command, `null` before any. */
  readonly at: number | null;
  /** The instant of the start, `null` before it. */
  readonly startedAt: number | null;
  /** Sides not yet arrived (10.2.1a). */
  readonly absent: readonly Side[];
  /** Red's clock. */
  readonly red: SideClock;
  /** Black's clock. */
  readonly black: SideClock;
  /** The flag or forfeit, once there is one. */
  readonly flag: ClockFlag | null;
  /** The sealed move of an adjournment (opaque text), while adjourned. */
  readonly sealed: string | null;
  /** Why the game finished (`finish` command), or `null`. */
  readonly finishReason: string | null;
}
