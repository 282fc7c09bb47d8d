import { type ClockState, parseState } from '@xq/clock';
import type { Result } from '@xq/pairing';
import { validateTournament } from '../document';
import { type EditErrorCode, type EditResult, fail, type TournamentError } from '../error-codes';
import { readArgument, requireObject, requireTournament } from '../guard';
import type { Game, Round, Team, Tournament } from '../model';
import { teamPlace } from './boards';
import { shown } from './refuse';
import { instant } from './round-times';

/**
 * A reserve replacing a regular player in a paired round (30.1.4). When it was made is given by
 * the game's clock (`clock`: its time since the start, and whether a move was made), or by the
 * time of day (`time`, against the round's recorded `start`), or as `minutes` after the start.
 * @category Teams
 */
export interface SubstitutionRequest {
  /** The round, from 1 (a paired round). */
  readonly round: number;
  /** Start number of the regular player who cannot play. */
  readonly out: number;
  /** Start number of the reserve of the same team. */
  readonly in: number;
  /** Minutes after the round's start (0..15: "không được chậm quá giờ thi đấu là 15 phút"). */
  readonly minutes?: number;
  /** The time of the substitution, `HH:MM[:SS]` or ISO 8601, as the round's `start` is written. */
  readonly time?: string;
  /**
   * The game's clock (an `@xq/clock` state, checked by its `parseState`): the time from its
   * start to its last instant is the delay; a move made means the game has begun.
   */
  readonly clock?: ClockState;
  /** The game has begun: a substitution is refused ("khi ván cờ đang dở dang"). */
  readonly started?: boolean;
}

/**
 * Puts a reserve in the place of a regular player of his team in a paired round, on that
 * player's own board, and records it in the round's `substitutions` with its minutes and time
 * (30.1.4: "thay đấu thủ dự bị vào đúng bảng có đấu thủ phải nghỉ thi đấu. Việc thay thế … không
 * được chậm quá giờ thi đấu là 15 phút và tuyệt đối không được tiến hành khi ván cờ đang dở
 * dang"). The delay is measured by the game's clock, else from the round's recorded start to
 * `time`, else taken from `minutes`. Refused more than 15 minutes after the start
 * (`TOURNAMENT_SUBSTITUTION_LATE`), once the game has begun — a move on its clock, `started`, or
 * a result (`TOURNAMENT_SUBSTITUTION_DURING_GAME`) — and for a player who is not a reserve of the
 * same team or already plays in the round (`TOURNAMENT_NOT_A_SUBSTITUTE`).
 *
 * @example
 * ```ts
 * import { createTournament, substitutePlayer } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'team-round-robin' }),
 *   players: [1, 2, 3, 4, 5].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'A', members: [1, 2], substitutes: [5] }, { code: 'B', name: 'B', members: [3, 4], substitutes: [] }],
 *   rounds: [{ games: [{ red: 1, black: 3, result: 'pending' as const }, { red: 4, black: 2, result: 'pending' as const }], byes: [], start: '14:00' }] };
 * const r = substitutePlayer(t, { round: 1, out: 2, in: 5, time: '14:10' });
 * console.log(r.ok && JSON.stringify(r.value.rounds[0]?.substitutions)); // [{"team":"A","board":2,"out":2,"in":5,"minutes":10,"time":"14:10"}]
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations), or a
 * property of `request` cannot be read (a getter or a proxy trap that throws), naming it.
 * @throws {TypeError} when an argument is not of its JavaScript type (naming the function and the field).
 * @category Teams
 */
export function substitutePlayer(t: Tournament, request: SubstitutionRequest): EditResult<Tournament> {
  requireTournament('substitutePlayer', t);
  requireObject('substitutePlayer', 'request', request);
  // Read once: an app's getter that throws is named here, not met in the middle of the checks.
  const q = readArgument('substitutePlayer', 'request', request) as Partial<
    Record<keyof SubstitutionRequest, unknown>
  >;
  const { round, out } = q;
  const reserve = q.in;
  // A flag of another type is refused: `started: 'yes'` must not read as a game not begun.
  if (q.started !== undefined && typeof q.started !== 'boolean')
    return fail('TOURNAMENT_BAD_FIELD', 'started must be true or false');
  if (typeof round !== 'number' || !Number.isInteger(round) || !t.rounds[round - 1])
    return fail('TOURNAMENT_NO_SUCH_ROUND', `no round ${shown(round)}`);
  const delay = delayOf(t.rounds[round - 1] as Round, q);
  if (!delay.ok) return delay;
  const { minutes, late, begun } = delay.value;
  if (late)
    return fail(
      'TOURNAMENT_SUBSTITUTION_LATE',
      `a substitution must be made at most 15 minutes after the start (30.1.4), not ${minutes}`,
    );
  const place = typeof out === 'number' ? teamPlace(t, out) : undefined;
  if (place === undefined || place.board === null)
    return fail('TOURNAMENT_NOT_A_SUBSTITUTE', `player ${shown(out)} is not a regular player of a team`);
  const team = (t.teams ?? []).find((x) => x.code === place.team) as Team;
  if (typeof reserve !== 'number' || !team.substitutes.includes(reserve))
    return fail(
      'TOURNAMENT_NOT_A_SUBSTITUTE',
      `player ${shown(reserve)} is not a reserve of team ${team.code}`,
    );
  const r = t.rounds[round - 1] as Round;
  const index = r.games.findIndex((g) => g.red === out || g.black === out);
  if (index < 0) return fail('TOURNAMENT_NO_SUCH_GAME', `player ${out} has no game in round ${round}`);
  if (
    r.games.some((g) => g.red === reserve || g.black === reserve) ||
    r.byes.some((b) => b.player === reserve)
  )
    return fail('TOURNAMENT_NOT_A_SUBSTITUTE', `player ${reserve} already plays in round ${round}`);
  const game = r.games[index] as Game;
  if (begun || q.started === true || game.result !== 'pending')
    return fail(
      'TOURNAMENT_SUBSTITUTION_DURING_GAME',
      `the game of player ${out} in round ${round} has begun: no substitution during a game (30.1.4); the reserve may play from the next round`,
    );
  const games = r.games.map((g, i) =>
    i !== index ? g : g.red === out ? { ...g, red: reserve } : { ...g, black: reserve },
  );
  const substitutions = [
    ...(r.substitutions ?? []),
    {
      team: team.code,
      board: place.board,
      out,
      in: reserve,
      minutes,
      ...(typeof q.time === 'string' ? { time: q.time } : {}),
    },
  ];
  const rounds = t.rounds.map((x, i) => (i === round - 1 ? { ...x, games, substitutions } : x));
  const v = validateTournament({ ...t, rounds });
  return v.ok ? v : fail(v.error.code as EditErrorCode, v.error.message);
}

/**
 * How late a substitution is: by the clock, else from the round's start to `time`, else
 * `minutes`; `late` past 15 minutes, `begun` when the clock has a move.
 */
function delayOf(
  r: Round,
  q: Partial<Record<keyof SubstitutionRequest, unknown>>,
): Result<{ minutes: number; late: boolean; begun: boolean }, TournamentError<EditErrorCode>> {
  const limit = 15 * 60_000;
  const measured = (ms: number, begun: boolean) => ({
    ok: true as const,
    value: { minutes: Math.min(15, Math.floor(Math.max(0, ms) / 60_000)), late: ms > limit, begun },
  });
  if (q.clock !== undefined) {
    const c = parseState(q.clock);
    if (!c.ok) return fail('TOURNAMENT_BAD_FIELD', `clock: ${c.error.message}`);
    const { startedAt, at, red, black } = c.value;
    const ms = startedAt === null || at === null ? 0 : at - startedAt;
    const over = measured(ms, red.moves + black.moves > 0);
    return over.value.late ? { ok: true, value: { ...over.value, minutes: Math.floor(ms / 60_000) } } : over;
  }
  if (q.time !== undefined) {
    const at = typeof q.time === 'string' ? instant(q.time) : undefined;
    if (at === undefined)
      return fail('TOURNAMENT_BAD_FIELD', 'time must be HH:MM[:SS] or an ISO 8601 date-time');
    const start = r.start === undefined ? undefined : instant(r.start);
    if (start === undefined)
      return fail('TOURNAMENT_BAD_FIELD', 'the round has no recorded start time to count the minutes from');
    if (start.kind !== at.kind)
      return fail('TOURNAMENT_BAD_FIELD', `time must be written as the round's start (${r.start})`);
    const ms = at.ms - start.ms;
    const over = measured(ms, false);
    return over.value.late ? { ok: true, value: { ...over.value, minutes: Math.floor(ms / 60_000) } } : over;
  }
  const { minutes } = q;
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 0)
    return fail('TOURNAMENT_BAD_FIELD', 'minutes must be a whole number from 0');
  return { ok: true, value: { minutes, late: minutes > 15, begun: false } };
}
