// Why the next round could not be paired: the codes every pairer of the table answers.

/**
 * Error codes of pairing the next round of a tournament.
 * @category Pairing
 */
export const PAIR_ERROR_CODES = [
  'PAIRING_TOURNAMENT_OVER',
  'PAIRING_ROUND_INCOMPLETE',
  'PAIRING_TOO_FEW_PLAYERS',
  'PAIRING_TOO_FEW_TEAMS',
  'PAIRING_NO_ROUNDS',
  'PAIRING_NOT_AVAILABLE',
  'PAIRING_IMPOSSIBLE',
  'PAIRING_BAD_INPUT',
] as const;
/** A pairing error code. @category Pairing */
export type PairErrorCode = (typeof PAIR_ERROR_CODES)[number];

/**
 * Why the next round could not be paired.
 * @category Pairing
 */
export interface PairError {
  /** The error code. */
  readonly code: PairErrorCode;
  /** What went wrong, for people. */
  readonly message: string;
}

/** A refusal to pair, with its code. */
export const pairFail = (code: PairErrorCode, message: string): { ok: false; error: PairError } => ({
  ok: false,
  error: { code, message },
});
