import { TOURNAMENT_ERROR_CODES as DOCUMENT_ERROR_CODES, type TournamentError } from './document-fields';
import { RULING_ERROR_CODES, type RulingError } from './game-rulings';
import { PAIR_ERROR_CODES, type PairError } from './pair-error';
import { MATCH_ERROR_CODES, type MatchError } from './pairing';
import { AMEND_ERROR_CODES, type AmendError } from './regulations-amend';
import { SANCTION_ERROR_CODES, type SanctionError } from './sanctions';
import { SCHEDULE_ERROR_CODES, type ScheduleError } from './teams';
import { EDIT_ERROR_CODES, type EditError } from './tournament-edit';

/**
 * An error code of `@xq/tournament`: the code of any of its typed errors (reading a document,
 * editing, pairing, knockout matches, rulings, amendments, schedules, sanctions).
 * @category Model
 */
export type TournamentErrorCode =
  | TournamentError['code']
  | EditError['code']
  | PairError['code']
  | MatchError['code']
  | RulingError['code']
  | AmendError['code']
  | ScheduleError['code']
  | SanctionError['code'];

/**
 * Every error code `@xq/tournament` returns, once each: the one list of the package (it replaces
 * the lists each area kept, `EDIT_ERROR_CODES`, `PAIR_ERROR_CODES`, `MATCH_ERROR_CODES`,
 * `RULING_ERROR_CODES`, `AMEND_ERROR_CODES`, `SCHEDULE_ERROR_CODES` and `SANCTION_ERROR_CODES`).
 *
 * @example
 * ```ts
 * import { TOURNAMENT_ERROR_CODES } from '@xq/tournament';
 * console.log(TOURNAMENT_ERROR_CODES.includes('TOURNAMENT_BAD_JSON')); // true
 * console.log(TOURNAMENT_ERROR_CODES.includes('TOURNAMENT_NO_SUCH_ROUND')); // true
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
  ]),
]);
