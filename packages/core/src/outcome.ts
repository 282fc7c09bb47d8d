import type { Color } from './types';

/** The end of a game under the law. @category Outcome */
export interface Outcome {
  /** The winner, or `null` for a draw. */
  readonly winner: Color | null;
  /** Why. */
  readonly reason: OutcomeReason;
  /** The article of the law (decision 11991/1999) that rules it, e.g. `'7.1a'`. */
  readonly article: string;
  /** One sentence for a person. */
  readonly explanation: string;
}

/**
 * The article of the law each reason of a game's end comes from, when it has exactly one: the
 * reasons computed from the board first, then those the arbiter records. Its keys are the
 * {@link OutcomeReason}s.
 * @example REASON_ARTICLE['perpetual-check'] // '7.1g'
 * @category Outcome
 */
export const REASON_ARTICLE = {
  /** Checkmate (Điều 7.1a/c). */
  checkmate: '7.1a',
  /** The side to move has no move and loses: there is no stalemate draw (7.1b). */
  'no-legal-moves': '7.1b',
  /** Neither side can mate (7.2a). */
  'dead-position': '7.2a',
  /** Perpetual check (7.1g). */
  'perpetual-check': '7.1g',
  /** A forbidden repetition (7.1h, Chapter V). */
  'forbidden-repetition': '7.1h',
  /** A repetition drawn (7.2b/c). */
  'repetition-draw': '7.2b',
  /** The move limit (7.2e, Điều 12). */
  'move-limit': '7.2e',
  /** Recorded: a resignation (7.1k). */
  resignation: '7.1k',
  /** Recorded: a draw agreed (7.2d). */
  agreement: '7.2d',
  /** Recorded: a loss on time (7.1d). */
  time: '7.1d',
  /** Recorded: a late arrival (7.1e). */
  'late-arrival': '7.1e',
  /** Recorded: a wrong sealed move (7.1i). */
  'sealed-move': '7.1i',
  /** Recorded: a penalty (7.1l–n). */
  penalty: '7.1l',
  /** Recorded: a forfeit. */
  forfeit: '7.1l',
} as const;

/**
 * Why a game ended: a key of {@link REASON_ARTICLE}, computed from the board (`checkmate`,
 * `no-legal-moves`, `dead-position`, `perpetual-check`, `forbidden-repetition`,
 * `repetition-draw`, `move-limit`) or recorded by the arbiter (`resignation`, `agreement`,
 * `time`, `late-arrival`, `sealed-move`, `penalty`, `forfeit`).
 * @example const r: OutcomeReason = 'move-limit';
 * @category Outcome
 */
export type OutcomeReason = keyof typeof REASON_ARTICLE;

/** Every reason, in the order of {@link REASON_ARTICLE}: the first seven computed, the rest recorded. */
export const OUTCOME_REASONS = /* @__PURE__ */ Object.keys(REASON_ARTICLE) as readonly OutcomeReason[];
