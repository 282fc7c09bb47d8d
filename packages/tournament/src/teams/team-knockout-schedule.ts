import type { Result } from '@xq/pairing';
import { withRound } from '../document';
import { fail, type ScheduleErrorCode, type TournamentError } from '../error-codes';
import { requireNumber, requireString, requireTournament } from '../guard';
import type { MatchArrangement, Round, Tournament } from '../model';
import { isIsoDate } from '../regulations';

const shown = (v: unknown): string =>
  typeof v === 'number' ? String(v) : `(${v === null ? 'null' : typeof v})`;

function roundOf(t: Tournament, round: number): Result<Round, TournamentError<ScheduleErrorCode>> {
  if (t.regulations.system !== 'team-knockout')
    return fail('TOURNAMENT_NOT_A_TEAM_KNOCKOUT', 'deadlines per round are those of a team knockout (30.3)');
  const r = Number.isInteger(round) ? t.rounds[round - 1] : undefined;
  return r ? { ok: true, value: r } : fail('TOURNAMENT_NO_SUCH_ROUND', `no round ${shown(round)}`);
}

/** `t` with round `round` (from 1) replaced, read with the reader's rules first. */
function replaced(
  t: Tournament,
  round: number,
  r: Round,
): Result<Tournament, TournamentError<ScheduleErrorCode>> {
  const w = withRound(t, round - 1, r);
  return w.ok ? w : fail('TOURNAMENT_BAD_FIELD', w.error.message);
}

/**
 * Sets the last day on which the matches of `round` (from 1) of a team knockout may be played
 * (30.3: "Thông thường ban tổ chức thi đấu chỉ cần lập bảng chung, công bố hạn định thời gian cho
 * từng vòng"); refused when a match already agreed falls after it.
 *
 * @example
 * ```ts
 * import { createTournament, setRoundDeadline } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Cúp', system: 'team-knockout' }), rounds: [{ games: [], byes: [] }] };
 * const r = setRoundDeadline(t, 1, '2026-03-31');
 * console.log(r.ok && r.value.rounds[0]?.deadline); // 2026-03-31
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @throws {TypeError} when an argument is not of its JavaScript type (naming the function and the field).
 * @category Teams
 */
export function setRoundDeadline(
  t: Tournament,
  round: number,
  deadline: string,
): Result<Tournament, TournamentError<ScheduleErrorCode>> {
  requireTournament('setRoundDeadline', t);
  requireNumber('setRoundDeadline', 'round', round);
  requireString('setRoundDeadline', 'deadline', deadline);
  const r = roundOf(t, round);
  if (!r.ok) return r;
  if (!isIsoDate(deadline)) return fail('TOURNAMENT_BAD_FIELD', 'the deadline is a day, YYYY-MM-DD');
  const late = (r.value.arrangements ?? []).find((a) => a.date > deadline);
  if (late)
    return fail(
      'TOURNAMENT_AFTER_DEADLINE',
      `${late.teams.join('–')} agreed ${late.date}, after ${deadline} (30.3: "trong phạm vi hạn định")`,
    );
  return replaced(t, round, { ...r.value, deadline });
}

/**
 * Records the date and place the teams `a` and `b` agreed for their match of `round` (30.3: "Các
 * đội phải gặp nhau sẽ trao đổi và quyết định về địa điểm và ngày giờ thi đấu trong phạm vi hạn
 * định trên và báo cáo ban tổ chức"): the two teams must meet in that round, the round must have
 * its deadline and the date must fall on or before it. A new agreement replaces the old one.
 *
 * @example
 * ```ts
 * import { arrangeMatch, createTournament } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Cúp', system: 'team-knockout' }),
 *   players: [1, 2].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'A', members: [1], substitutes: [] }, { code: 'B', name: 'B', members: [2], substitutes: [] }],
 *   rounds: [{ games: [{ red: 1, black: 2, result: 'pending' as const }], byes: [], deadline: '2026-03-31' }] };
 * const r = arrangeMatch(t, 1, 'A', 'B', '2026-04-02', 'Huế');
 * console.log(r.ok ? 'agreed' : r.error.code); // TOURNAMENT_AFTER_DEADLINE
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @throws {TypeError} when an argument is not of its JavaScript type (naming the function and the field).
 * @category Teams
 */
export function arrangeMatch(
  t: Tournament,
  round: number,
  a: string,
  b: string,
  date: string,
  venue: string,
): Result<Tournament, TournamentError<ScheduleErrorCode>> {
  requireTournament('arrangeMatch', t);
  requireNumber('arrangeMatch', 'round', round);
  for (const [field, v] of [
    ['a', a],
    ['b', b],
    ['date', date],
    ['venue', venue],
  ] as const)
    requireString('arrangeMatch', field, v);
  const r = roundOf(t, round);
  if (!r.ok) return r;
  if (typeof venue !== 'string' || venue.trim() === '')
    return fail('TOURNAMENT_BAD_FIELD', 'the place is needed');
  if (!isIsoDate(date)) return fail('TOURNAMENT_BAD_FIELD', 'the date is a day, YYYY-MM-DD');
  const teamOf = new Map<number, string>();
  for (const x of t.teams ?? []) for (const p of [...x.members, ...x.substitutes]) teamOf.set(p, x.code);
  const meet = r.value.games.some((g) => {
    const x = teamOf.get(g.red);
    const y = teamOf.get(g.black);
    return (x === a && y === b) || (x === b && y === a);
  });
  if (typeof a !== 'string' || typeof b !== 'string' || a === b || !meet)
    return fail(
      'TOURNAMENT_NO_SUCH_MATCH',
      `teams ${shown(a)} and ${shown(b)} do not meet in round ${round}`,
    );
  const deadline = r.value.deadline;
  if (deadline === undefined)
    return fail(
      'TOURNAMENT_NO_DEADLINE',
      `round ${round} has no deadline yet (30.3: "công bố hạn định thời gian cho từng vòng")`,
    );
  if (date > deadline)
    return fail(
      'TOURNAMENT_AFTER_DEADLINE',
      `${date} is after the round's deadline ${deadline} (30.3: "trong phạm vi hạn định")`,
    );
  const arrangement: MatchArrangement = { teams: [a, b], date, venue };
  const others = (r.value.arrangements ?? []).filter(
    (x) => !((x.teams[0] === a && x.teams[1] === b) || (x.teams[0] === b && x.teams[1] === a)),
  );
  return replaced(t, round, { ...r.value, arrangements: [...others, arrangement] });
}
