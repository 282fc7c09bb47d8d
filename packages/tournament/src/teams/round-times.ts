import { withRound } from '../document';
import { type EditResult, fail } from '../error-codes';
import { requireNumber, requireString, requireTournament } from '../guard';
import type { Tournament } from '../model';
import { shown } from './refuse';

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?$/;

/** A time as written (`HH:MM[:SS]` or ISO 8601) in milliseconds, with its kind; undefined if neither. */
export function instant(v: string): { kind: 'day' | 'iso'; ms: number } | undefined {
  const m = TIME_OF_DAY.exec(v);
  if (m) return { kind: 'day', ms: ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3] ?? 0)) * 1000 };
  if (!DATE_TIME.test(v)) return undefined;
  const ms = Date.parse(v);
  return Number.isFinite(ms) ? { kind: 'iso', ms } : undefined;
}

/**
 * Records when a paired round started ("giờ thi đấu"), as written: `HH:MM[:SS]` or an ISO 8601
 * date-time. Substitutions given a time count their minutes from it (30.1.4).
 *
 * @example
 * ```ts
 * import { createTournament, setRoundStart } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'team-round-robin' }), rounds: [{ games: [], byes: [] }] };
 * const r = setRoundStart(t, 1, '14:00');
 * console.log(r.ok && r.value.rounds[0]?.start, setRoundStart(t, 1, '25:00').ok); // 14:00 false
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @throws {TypeError} when an argument is not of its JavaScript type (naming the function and the field).
 * @category Teams
 */
export function setRoundStart(t: Tournament, round: number, start: string): EditResult<Tournament> {
  requireTournament('setRoundStart', t);
  requireNumber('setRoundStart', 'round', round);
  requireString('setRoundStart', 'start', start);
  if (typeof round !== 'number' || !Number.isInteger(round) || !t.rounds[round - 1])
    return fail('TOURNAMENT_NO_SUCH_ROUND', `no round ${shown(round)}`);
  if (typeof start !== 'string' || instant(start) === undefined)
    return fail('TOURNAMENT_BAD_FIELD', 'the start must be HH:MM[:SS] or an ISO 8601 date-time');
  const w = withRound(t, round - 1, { ...t.rounds[round - 1], start });
  return w.ok ? w : fail('TOURNAMENT_BAD_FIELD', w.error.message);
}
