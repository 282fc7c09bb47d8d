import type { ClockState } from '@xq/clock';
import type { RuleSet } from '@xq/core';
import type { IncidentKind } from './event';
import { everyOf, type Side } from './vocab';

/**
 * The arbiter's options: the move-limit rule of Điều 12 (60 moves, of which at most 10 checks
 * count, by default) and the repetition rule set of `@xq/core`.
 *
 * @example
 * ```ts
 * import { createArbiter } from '@xq/arbiter';
 * createArbiter({ moveLimit: { moves: 60, checkCap: 10 } }).options.rules; // 'asian'
 * ```
 * @category State
 */
export interface ArbiterOptions {
  /** The move-limit rule (Điều 12a and its last sentence). */
  readonly moveLimit: {
    /** Moves each side must make without a capture. */
    readonly moves: number;
    /** How many of a side's checking moves count (`null`: all). */
    readonly checkCap: number | null;
  };
  /** The repetition rule set (Chapter V). */
  readonly rules: RuleSet;
  /**
   * The sides the organisers excused from keeping a scoresheet before play (11.3: a player "quá
   * nhỏ, chưa biết chữ … hay bị thương ở tay" reported beforehand); present only when not empty.
   */
  readonly excusedFromRecording?: readonly Side[];
}

/** The values of {@link ArbiterStatus}, in order (read by the parsers; not exported by the package). */
export const ARBITER_STATUSES = everyOf<ArbiterStatus>()(['idle', 'playing', 'adjourned', 'over']);

/**
 * Where a game is: `idle` before the start, `playing`, `adjourned` (a move sealed, 10.3), `over`.
 *
 * @example
 * ```ts
 * import type { ArbiterStatus } from '@xq/arbiter';
 * const s: ArbiterStatus = 'playing';
 * ```
 * @category State
 */
export type ArbiterStatus = 'idle' | 'playing' | 'adjourned' | 'over';

/**
 * How a game ended: the winner (`null`: nobody), the sides that lost (none for a draw, both
 * when both are ruled lost, 7.1i and 15.7b), a stable reason, the article and a sentence in
 * Vietnamese and English.
 *
 * @example
 * ```ts
 * import type { ArbiterResult } from '@xq/arbiter';
 * const r: ArbiterResult = {
 *   winner: 'black', losers: ['red'], reason: 'technical-faults', article: '7.1n',
 *   vi: 'Trắng mắc lỗi kỹ thuật 3 lần: Trắng thua.', en: 'Red made 3 technical faults: red loses.',
 * };
 * ```
 * @category State
 */
export interface ArbiterResult {
  /** The winner, or `null` (a draw, or both lost). */
  readonly winner: Side | null;
  /** The sides ruled lost. */
  readonly losers: readonly Side[];
  /** Why, as a stable word (`checkmate`, `technical-faults`, `sealed-move`, `agreement`…). */
  readonly reason: string;
  /** The article, as the law numbers it. */
  readonly article: string;
  /** The ruling in Vietnamese. */
  readonly vi: string;
  /** The ruling in English. */
  readonly en: string;
}

/**
 * One side's record in the game: faults by kind, of which how many for unrecorded moves
 * (11.3b), inadvertent touches (9.6), incidents by kind, sanctions given by hand.
 *
 * @example
 * ```ts
 * import { createArbiter } from '@xq/arbiter';
 * createArbiter().red.technical; // 0
 * ```
 * @category State
 */
export interface SideRecord {
  /** Technical faults (lỗi kỹ thuật). */
  readonly technical: number;
  /** Conduct faults (lỗi tác phong). */
  readonly conduct: number;
  /** Technical faults for moves not recorded (11.3b), counted apart for 7.1m. */
  readonly unrecorded: number;
  /** Inadvertent touches (9.6). */
  readonly accidental: number;
  /** Occurrences of each incident. */
  readonly incidents: Readonly<Record<IncidentKind, number>>;
  /** Reminders and warnings given by hand (16.1a, b). */
  readonly reminders: number;
  /** Warnings given by hand (16.1b). */
  readonly warnings: number;
  /** Perpetual checks or chases counted toward the current 10-in-15 quota (10.1.3). */
  readonly perpetual: {
    /** The clock stage of the period counted. */
    readonly stage: number;
    /** The round of that stage. */
    readonly round: number;
    /** Repeated perpetual moves made in the period. */
    readonly counted: number;
  };
}

/**
 * A touch made by the side to move this turn: the points touched at one instant.
 *
 * @example
 * ```ts
 * import type { Touch } from '@xq/arbiter';
 * const t: Touch = { squares: ['h2'] };
 * ```
 * @category State
 */
export interface Touch {
  /** The points touched at the same instant. */
  readonly squares: readonly string[];
}

/**
 * The whole game as the arbiter sees it: plain, versioned JSON. Produced by
 * {@link createArbiter} and {@link apply}; never mutated.
 *
 * @example
 * ```ts
 * import { apply, createArbiter } from '@xq/arbiter';
 * const s = apply(createArbiter(), { type: 'start' }).state;
 * [s.version, s.status, s.turn, s.moves.length]; // [1, 'playing', 'red', 0]
 * ```
 * @category State
 */
export interface ArbiterState {
  /** Format version, always `1`. */
  readonly version: 1;
  /** The options in force. */
  readonly options: ArbiterOptions;
  /** Where the game is. */
  readonly status: ArbiterStatus;
  /** The start position's FEN, `null` before the start. */
  readonly start: string | null;
  /** The current position's FEN, `null` before the start. */
  readonly fen: string | null;
  /** The moves played, ICCS coordinates. */
  readonly moves: readonly string[];
  /** The side to move. */
  readonly turn: Side;
  /**
   * The touches of the side to move this turn that bind, in order (cleared by its move): the
   * first touch of an own piece and the first of an opponent's (one entry when both came at the
   * same instant). Later touches bind nothing (9.1–9.4) and are not kept, so there are at most two.
   */
  readonly touches: readonly Touch[];
  /** The side whose draw offer stands, or `null`. */
  readonly drawOffer: Side | null;
  /** The sealed move while adjourned. */
  readonly sealed: {
    /** Who sealed. */
    readonly side: Side;
    /** What the envelope holds. */
    readonly move: string;
  } | null;
  /** Red's record. */
  readonly red: SideRecord;
  /** Black's record. */
  readonly black: SideRecord;
  /** The clock the arbiter keeps, or `null`. */
  readonly clock: ClockState | null;
  /** The instant of the last event, `null` before any. */
  readonly at: number | null;
  /** How the game ended, or `null`. */
  readonly result: ArbiterResult | null;
  /**
   * True when the players were found holding each other's colours and the game was kept (9.9c)
   * or had ended (9.9e). The record keeps the intended colours: `red` is the player meant to hold
   * Trắng (who moved first), whatever pieces he held, and is recorded as Trắng for the colour
   * allocation of later rounds ("vẫn phải ghi là cầm quân Trắng").
   */
  readonly swapped: boolean;
}

/** @internal */
export function newRecord(): SideRecord {
  return {
    technical: 0,
    conduct: 0,
    unrecorded: 0,
    accidental: 0,
    incidents: {
      'dropped-piece': 0,
      'clock-stopped': 0,
      'forgot-press': 0,
      misconduct: 0,
      'borrowed-scoresheet': 0,
      'spoke-out-of-turn': 0,
    },
    reminders: 0,
    warnings: 0,
    perpetual: { stage: 0, round: 0, counted: 0 },
  };
}
