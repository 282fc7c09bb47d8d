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
 * Why a game ended. Computed from the board: `checkmate` (Điều 7.1a/c), `no-legal-moves`
 * (7.1b: the side to move has no move and loses; there is no stalemate draw), `dead-position`
 * (7.2a), `perpetual-check` (7.1g), `forbidden-repetition` (7.1h, Chapter V), `repetition-draw`
 * (7.2b/c), `move-limit` (7.2e, Điều 12). Recorded by the arbiter: `resignation` (7.1k),
 * `agreement` (7.2d), `time` (7.1d), `late-arrival` (7.1e), `sealed-move` (7.1i), `penalty`
 * (7.1l–n), `forfeit`.
 * @example const r: OutcomeReason = 'move-limit';
 * @category Outcome
 */
export type OutcomeReason =
  | 'checkmate'
  | 'no-legal-moves'
  | 'dead-position'
  | 'perpetual-check'
  | 'forbidden-repetition'
  | 'repetition-draw'
  | 'move-limit'
  | 'resignation'
  | 'agreement'
  | 'time'
  | 'late-arrival'
  | 'sealed-move'
  | 'penalty'
  | 'forfeit';

/**
 * The article each reason comes from, when it has exactly one (every {@link OutcomeReason}: those
 * computed from the board first, then those the arbiter records).
 * @example REASON_ARTICLE['perpetual-check'] // '7.1g'
 * @category Outcome
 */
export const REASON_ARTICLE: Readonly<Record<OutcomeReason, string>> = {
  checkmate: '7.1a',
  'no-legal-moves': '7.1b',
  'dead-position': '7.2a',
  'perpetual-check': '7.1g',
  'forbidden-repetition': '7.1h',
  'repetition-draw': '7.2b',
  'move-limit': '7.2e',
  resignation: '7.1k',
  agreement: '7.2d',
  time: '7.1d',
  'late-arrival': '7.1e',
  'sealed-move': '7.1i',
  penalty: '7.1l',
  forfeit: '7.1l',
};

/** Every reason, in the order of {@link REASON_ARTICLE}: the first seven computed, the rest recorded. */
export const OUTCOME_REASONS = /* @__PURE__ */ Object.keys(REASON_ARTICLE) as readonly OutcomeReason[];
