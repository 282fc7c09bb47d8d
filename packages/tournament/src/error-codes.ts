// The error codes of @xq/tournament and its one error shape (imports nothing): each area's list
// of codes, the list of them all, and `TournamentError`, which every function answers with.

/**
 * The codes only the regulations' data gives besides `TOURNAMENT_BAD_FIELD`: one list for both
 * {@link DOCUMENT_ERROR_CODES} and the regulations' `REGULATION_DATA_ERROR_CODES`.
 */
export const REGULATION_DATA_OWN_CODES = [
  'TOURNAMENT_BAD_DATE',
  'TOURNAMENT_UNKNOWN_CLOCK_PRESET',
  'TOURNAMENT_DUPLICATE_CATEGORY',
  'TOURNAMENT_DUPLICATE_DELEGATION',
  'TOURNAMENT_UNREADABLE',
] as const;

/** Error codes of reading a tournament document (`parseTournament`, `validateTournament`). */
export const DOCUMENT_ERROR_CODES = [
  'TOURNAMENT_BAD_JSON',
  'TOURNAMENT_BAD_FORMAT',
  'TOURNAMENT_BAD_VERSION',
  'TOURNAMENT_BAD_FIELD',
  'TOURNAMENT_DUPLICATE_PLAYER',
  'TOURNAMENT_UNKNOWN_PLAYER',
  'TOURNAMENT_PLAYER_TWICE_IN_ROUND',
  'TOURNAMENT_DUPLICATE_TEAM',
  'TOURNAMENT_NOT_ELIGIBLE',
  ...REGULATION_DATA_OWN_CODES,
] as const;
/**
 * An error code of reading a tournament document.
 * @inline
 */
export type DocumentErrorCode = (typeof DOCUMENT_ERROR_CODES)[number];

/** Error codes of editing a tournament (players, teams, rounds, results, absences). */
export const EDIT_ERROR_CODES = [
  'TOURNAMENT_NOT_ELIGIBLE',
  'TOURNAMENT_ENTRY_CLOSED',
  'TOURNAMENT_DUPLICATE_PLAYER',
  'TOURNAMENT_BAD_FIELD',
  'TOURNAMENT_UNKNOWN_PLAYER',
  'TOURNAMENT_PLAYER_TWICE_IN_ROUND',
  'TOURNAMENT_NO_SUCH_ROUND',
  'TOURNAMENT_NO_SUCH_GAME',
  'TOURNAMENT_STARTED',
  'TOURNAMENT_STRUCK',
  'TOURNAMENT_MATCH_BY_GAMES',
  'TOURNAMENT_DUPLICATE_TEAM',
  'TOURNAMENT_TEAM_SIZE',
  'TOURNAMENT_NOT_A_TEAM_EVENT',
  'TOURNAMENT_SUBSTITUTION_LATE',
  'TOURNAMENT_SUBSTITUTION_DURING_GAME',
  'TOURNAMENT_NOT_A_SUBSTITUTE',
  'TOURNAMENT_NOT_FRIENDLY',
  'TOURNAMENT_BAD_DATE',
  'TOURNAMENT_UNKNOWN_CLOCK_PRESET',
  'TOURNAMENT_DUPLICATE_CATEGORY',
  'TOURNAMENT_DUPLICATE_DELEGATION',
  'TOURNAMENT_UNREADABLE',
  'TOURNAMENT_NO_BOARD_TABLES',
] as const;
/**
 * An error code of editing a tournament.
 * @inline
 */
export type EditErrorCode = (typeof EDIT_ERROR_CODES)[number];

/** Error codes of pairing the next round of a tournament: the codes every pairer answers. */
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
/**
 * An error code of pairing the next round.
 * @inline
 */
export type PairErrorCode = (typeof PAIR_ERROR_CODES)[number];

/** Error codes of recording a game of a knockout match (`recordMatchGame`). */
export const MATCH_ERROR_CODES = [
  'TOURNAMENT_NO_SUCH_ROUND',
  'TOURNAMENT_NO_SUCH_GAME',
  'TOURNAMENT_NOT_A_MATCH',
  'TOURNAMENT_MATCH_DECIDED',
  'TOURNAMENT_BAD_MATCH',
] as const;
/**
 * An error code of recording a game of a knockout match.
 * @inline
 */
export type MatchErrorCode = (typeof MATCH_ERROR_CODES)[number];

/** Error codes of recording an arbiter's ruling (`recordRuling`). */
export const RULING_ERROR_CODES = [
  'TOURNAMENT_NO_SUCH_ROUND',
  'TOURNAMENT_NO_SUCH_GAME',
  'TOURNAMENT_BAD_FIELD',
  'TOURNAMENT_RESULT_STANDS',
] as const;
/**
 * An error code of recording a ruling.
 * @inline
 */
export type RulingErrorCode = (typeof RULING_ERROR_CODES)[number];

/** Error codes of amending the regulations (`amendRegulations`). */
export const AMEND_ERROR_CODES = ['TOURNAMENT_REGULATIONS_PUBLISHED', 'TOURNAMENT_BAD_FIELD'] as const;
/**
 * An error code of amending the regulations.
 * @inline
 */
export type AmendErrorCode = (typeof AMEND_ERROR_CODES)[number];

/** Error codes of a team knockout's schedule (`setRoundDeadline`, `arrangeMatch`). */
export const SCHEDULE_ERROR_CODES = [
  'TOURNAMENT_NO_SUCH_ROUND',
  'TOURNAMENT_NOT_A_TEAM_KNOCKOUT',
  'TOURNAMENT_BAD_FIELD',
  'TOURNAMENT_NO_SUCH_MATCH',
  'TOURNAMENT_NO_DEADLINE',
  'TOURNAMENT_AFTER_DEADLINE',
] as const;
/**
 * An error code of a team knockout's schedule.
 * @inline
 */
export type ScheduleErrorCode = (typeof SCHEDULE_ERROR_CODES)[number];

/** Error codes of applying a sanction (`applySanction`). */
export const SANCTION_ERROR_CODES = [
  'TOURNAMENT_NO_POWER',
  'TOURNAMENT_UNKNOWN_PLAYER',
  'TOURNAMENT_BAD_FIELD',
] as const;
/**
 * An error code of applying a sanction.
 * @inline
 */
export type SanctionErrorCode = (typeof SANCTION_ERROR_CODES)[number];

/**
 * The codes of the functions with one way to fail: `regulationsClock` (the regulations name no
 * clock), `exportTrf` (what TRF cannot hold) and `tournamentFromTrf` (a TRF file that does not
 * fit the tournament).
 */
export const SINGLE_ERROR_CODES = [
  'TOURNAMENT_NO_CLOCK_PRESET',
  'TOURNAMENT_TRF_UNWRITABLE',
  'TOURNAMENT_TRF_MISMATCH',
] as const;
/**
 * The code of a function with one way to fail.
 * @inline
 */
export type SingleErrorCode = (typeof SINGLE_ERROR_CODES)[number];

/**
 * An error code of `@xq/tournament`: the code of any of its errors (reading a document, editing,
 * pairing, knockout matches, rulings, amendments, schedules, sanctions, the regulations' clock,
 * TRF).
 * @category Model
 */
export type TournamentErrorCode =
  | DocumentErrorCode
  | EditErrorCode
  | PairErrorCode
  | MatchErrorCode
  | RulingErrorCode
  | AmendErrorCode
  | ScheduleErrorCode
  | SanctionErrorCode
  | SingleErrorCode;

/**
 * Every error code `@xq/tournament` returns, once each: the one list of the package.
 *
 * @example
 * ```ts
 * import { TOURNAMENT_ERROR_CODES } from '@xq/tournament';
 * console.log(TOURNAMENT_ERROR_CODES.includes('TOURNAMENT_BAD_JSON')); // true
 * console.log(TOURNAMENT_ERROR_CODES.includes('TOURNAMENT_TRF_UNWRITABLE')); // true
 * ```
 * @category Model
 */
export const TOURNAMENT_ERROR_CODES: readonly TournamentErrorCode[] = Object.freeze([
  ...new Set<TournamentErrorCode>([
    ...DOCUMENT_ERROR_CODES,
    ...EDIT_ERROR_CODES,
    ...PAIR_ERROR_CODES,
    ...MATCH_ERROR_CODES,
    ...RULING_ERROR_CODES,
    ...AMEND_ERROR_CODES,
    ...SCHEDULE_ERROR_CODES,
    ...SANCTION_ERROR_CODES,
    ...SINGLE_ERROR_CODES,
  ]),
]);

/**
 * Why a function of `@xq/tournament` refused: one shape for the whole package. `C` is the codes
 * the function can answer, written in its signature (`TournamentError<'TOURNAMENT_TRF_MISMATCH'>`),
 * so that a `switch` on `code` is checked; by default any code of {@link TOURNAMENT_ERROR_CODES}.
 *
 * @example
 * ```ts
 * import { parseTournament, type TournamentError } from '@xq/tournament';
 * const r = parseTournament('{');
 * const e: TournamentError | undefined = r.ok ? undefined : r.error;
 * console.log(e?.code, e?.path); // TOURNAMENT_BAD_JSON $
 * ```
 * @category Model
 */
export interface TournamentError<C extends string = TournamentErrorCode> {
  /** The error code. */
  readonly code: C;
  /** What went wrong, for people (the article of the law named where one applies). */
  readonly message: string;
  /**
   * The JSON path at fault (`$.players[2].rating`): set when a document is read
   * (`parseTournament`, `validateTournament`, `logEdit`), whose signatures say so
   * (`Required<TournamentError<…>>`).
   */
  readonly path?: string;
}
