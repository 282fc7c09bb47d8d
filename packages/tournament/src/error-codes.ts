// The error codes of @xq/tournament and its one error shape (imports no file of the package):
// each area's list of codes, the list of them all, and `TournamentError`, which every function
// answers with.
import type { Result } from '@xq/pairing';

/**
 * The codes only the regulations' data gives besides `TOURNAMENT_BAD_FIELD`: one list for both
 * the document's codes ({@link ERROR_CODES}) and the regulations' `REGULATION_DATA_ERROR_CODES`.
 */
export const REGULATION_DATA_OWN_CODES = [
  'TOURNAMENT_BAD_DATE',
  'TOURNAMENT_UNKNOWN_CLOCK_PRESET',
  'TOURNAMENT_DUPLICATE_CATEGORY',
  'TOURNAMENT_DUPLICATE_DELEGATION',
  'TOURNAMENT_UNREADABLE',
] as const;

/**
 * The error codes of each area of the package, named by the functions that answer them (a code
 * may serve several areas: `TOURNAMENT_BAD_FIELD` is everyone's).
 */
export const ERROR_CODES = {
  /** Reading a tournament document (`parseTournament`, `validateTournament`). */
  document: [
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
  ],
  /** Editing a tournament: players, teams, rounds, results, absences. */
  edit: [
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
  ],
  /** Pairing the next round (`pairNextRound`): the codes every pairer answers. */
  pair: [
    'PAIRING_TOURNAMENT_OVER',
    'PAIRING_ROUND_INCOMPLETE',
    'PAIRING_TOO_FEW_PLAYERS',
    'PAIRING_TOO_FEW_TEAMS',
    'PAIRING_NO_ROUNDS',
    'PAIRING_NOT_AVAILABLE',
    'PAIRING_IMPOSSIBLE',
    'PAIRING_BAD_INPUT',
  ],
  /** Recording a game of a knockout match (`recordMatchGame`). */
  match: [
    'TOURNAMENT_NO_SUCH_ROUND',
    'TOURNAMENT_NO_SUCH_GAME',
    'TOURNAMENT_NOT_A_MATCH',
    'TOURNAMENT_MATCH_DECIDED',
    'TOURNAMENT_BAD_MATCH',
  ],
  /** Recording an arbiter's ruling (`recordRuling`). */
  ruling: [
    'TOURNAMENT_NO_SUCH_ROUND',
    'TOURNAMENT_NO_SUCH_GAME',
    'TOURNAMENT_BAD_FIELD',
    'TOURNAMENT_RESULT_STANDS',
  ],
  /** Amending the regulations (`amendRegulations`). */
  amend: ['TOURNAMENT_REGULATIONS_PUBLISHED', 'TOURNAMENT_BAD_FIELD'],
  /** A team knockout's schedule (`setRoundDeadline`, `arrangeMatch`). */
  schedule: [
    'TOURNAMENT_NO_SUCH_ROUND',
    'TOURNAMENT_NOT_A_TEAM_KNOCKOUT',
    'TOURNAMENT_BAD_FIELD',
    'TOURNAMENT_NO_SUCH_MATCH',
    'TOURNAMENT_NO_DEADLINE',
    'TOURNAMENT_AFTER_DEADLINE',
  ],
  /** Applying a sanction (`applySanction`). */
  sanction: ['TOURNAMENT_NO_POWER', 'TOURNAMENT_UNKNOWN_PLAYER', 'TOURNAMENT_BAD_FIELD'],
  /**
   * The functions with one way to fail: `regulationsClock` (the regulations name no clock),
   * `exportTrf` (what TRF cannot hold), `tournamentFromTrf` (a TRF file that is not one event).
   */
  single: ['TOURNAMENT_NO_CLOCK_PRESET', 'TOURNAMENT_TRF_UNWRITABLE', 'TOURNAMENT_TRF_MISMATCH'],
} as const;

/** The codes of one area of {@link ERROR_CODES}. */
type AreaCode<A extends keyof typeof ERROR_CODES> = (typeof ERROR_CODES)[A][number];

// The codes each function's signature names (inlined by TypeDoc: the docs show the codes).
/** @inline */
export type DocumentErrorCode = AreaCode<'document'>;
/** @inline */
export type EditErrorCode = AreaCode<'edit'>;
/** @inline */
export type PairErrorCode = AreaCode<'pair'>;
/** @inline */
export type MatchErrorCode = AreaCode<'match'>;
/** @inline */
export type RulingErrorCode = AreaCode<'ruling'>;
/** @inline */
export type AmendErrorCode = AreaCode<'amend'>;
/** @inline */
export type ScheduleErrorCode = AreaCode<'schedule'>;
/** @inline */
export type SanctionErrorCode = AreaCode<'sanction'>;
/** @inline */
export type SingleErrorCode = AreaCode<'single'>;

/**
 * What an edit answers (`addPlayer`, `setResult`, `withdrawPlayer`, the team edits…): its value,
 * the tournament edited, or why it was refused, with the codes of the edits.
 *
 * @example
 * ```ts
 * import { addPlayer, createTournament, type EditResult, type Tournament } from '@xq/tournament';
 * const t = createTournament({ name: 'Club', system: 'round-robin' });
 * const r: EditResult<Tournament> = addPlayer(t, { name: 'A', rating: Number.NaN });
 * console.log(r.ok ? 'added' : r.error.code); // TOURNAMENT_BAD_FIELD
 * ```
 * @category Model
 */
export type EditResult<T> = Result<T, TournamentError<EditErrorCode>>;

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
  ...new Set<TournamentErrorCode>(Object.values(ERROR_CODES).flat()),
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

/**
 * A refusal as the functions answer it: `{ ok: false, error: { code, message } }`, its type
 * naming the one code given (assignable to any `TournamentError` of codes that hold it).
 */
export function fail<C extends TournamentErrorCode>(
  code: C,
  message: string,
): { ok: false; error: TournamentError<C> } {
  return { ok: false, error: { code, message } };
}
