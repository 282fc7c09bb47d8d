// Why the next round could not be paired: the refusal every pairer of the table answers.
import type { PairErrorCode, TournamentError } from './error-codes';

/** A refusal to pair, with its code. */
export const pairFail = (
  code: PairErrorCode,
  message: string,
): { ok: false; error: TournamentError<PairErrorCode> } => ({
  ok: false,
  error: { code, message },
});
