import { type ClockState, parseState } from '@xq/clock';
import type { Result } from '@xq/pairing';
import { drawLots } from '@xq/pairing';
import { requireOptions, requireTournament } from './guard';
import { formatStandings, type PrintFormat, type PrintOptions } from './print';
import { lastCompleteRound, type Standing, type StandingsOptions, standings } from './standings';
import type { Bye, Game, Round, Team, Tournament } from './tournament';
import { validateTournament } from './tournament';
import type { EditError, EditErrorCode } from './tournament-edit';

/** A value in a message: numbers as written, anything else by its type (never its own toString). */
function shown(v: unknown): string {
  return typeof v === 'number' ? String(v) : `(${v === null ? 'null' : typeof v})`;
}

function fail(code: EditErrorCode, message: string): { ok: false; error: EditError } {
  return { ok: false, error: { code, message } };
}

/** The letter of the i-th team (from 0): A…Z, then AA, AB… */
function letter(i: number): string {
  const one = (k: number): string => String.fromCharCode(65 + k);
  return i < 26 ? one(i) : `${one(Math.floor(i / 26) - 1)}${one(i % 26)}`;
}

/**
 * The teams draw their letters A, B, C… by lot (30.1.3: "các đội bốc thăm lấy số thứ tự A, B,
 * C..."): the teams are listed in letter order (the order a team round robin uses for its table
 * numbers), each player's `team` is set to his team's letter, and the seed is recorded in
 * `teamDraw`. The same seed gives the same letters. Refused once rounds have been paired.
 *
 * @example
 * ```ts
 * import { createTournament, drawTeamLetters } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'team-round-robin' }),
 *   players: [1, 2].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'HN', name: 'Hà Nội', members: [1], substitutes: [] },
 *     { code: 'HUE', name: 'Huế', members: [2], substitutes: [] }] };
 * const r = drawTeamLetters(t, 7);
 * console.log(r.ok && r.value.teams?.map((x) => `${x.code} ${x.name}`).join(', ')); // A Huế, B Hà Nội
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Teams
 */
export function drawTeamLetters(t: Tournament, seed: number): Result<Tournament, EditError> {
  requireTournament('drawTeamLetters', t);
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    return fail('TOURNAMENT_BAD_FIELD', 'the seed must be an integer in 0..4294967295');
  if (t.rounds.length > 0)
    return fail('TOURNAMENT_STARTED', 'team letters cannot be drawn after round 1 is paired');
  const teams = t.teams ?? [];
  if (teams.length === 0) return fail('TOURNAMENT_NOT_A_TEAM_EVENT', 'there are no teams to draw');
  const drawn: Team[] = drawLots(teams, seed).map((x, i) => ({ ...x, code: letter(i) }));
  const codeOf = new Map<number, string>();
  for (const x of drawn) for (const p of [...x.members, ...x.substitutes]) codeOf.set(p, x.code);
  const players = t.players.map((p) => {
    const code = codeOf.get(p.id);
    return code === undefined ? p : { ...p, team: code };
  });
  // The reader's rules on the whole document, without a JSON round trip that throws on a
  // BigInt or a cycle: it reads the known fields into a fresh value.
  const r = validateTournament({ ...t, players, teams: drawn, teamDraw: { seed } });
  return r.ok ? r : fail(r.error.code as EditErrorCode, r.error.message);
}

/**
 * A player's place in a team.
 * @category Teams
 */
export interface TeamPlace {
  /** The team's letter or code. */
  readonly team: string;
  /** His board (1 = board 1) as a regular player; null for a reserve. */
  readonly board: number | null;
}

/**
 * A player's place in a team: his team and his board (1 = board 1) as a regular player, or
 * `board: null` for a reserve; undefined when he is in no team.
 *
 * @example
 * ```ts
 * import { createTournament, teamPlace } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'team-round-robin' }),
 *   players: [1, 2, 3].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'Hà Nội', members: [1, 2], substitutes: [3] }] };
 * console.log(JSON.stringify(teamPlace(t, 2))); // {"team":"A","board":2}
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Teams
 */
export function teamPlace(t: Tournament, player: number): TeamPlace | undefined {
  requireTournament('teamPlace', t);
  for (const x of t.teams ?? []) {
    const k = x.members.indexOf(player);
    if (k >= 0) return { team: x.code, board: k + 1 };
    if (x.substitutes.includes(player)) return { team: x.code, board: null };
  }
  return undefined;
}

/**
 * Where a game or a bye of a team round is played: the match (from 1, in the order of the
 * round's games) and the board in it (from 1, 30.1.1: board n meets board n only).
 * @category Teams
 */
export interface TeamBoard {
  /** The match, from 1 (0 for the byes of a resting team). */
  readonly match: number;
  /** The board, from 1. */
  readonly board: number;
}

/**
 * The boards of the games and byes of a team round, in the round's order.
 * @category Teams
 */
export interface TeamRoundBoards {
  /** For each game: its match and board, or null for a game not between two teams. */
  readonly games: readonly (TeamBoard | null)[];
  /** For each bye: the resting player's board in his team's line-up, or null. */
  readonly byes: readonly (TeamBoard | null)[];
}

/**
 * The boards of a team round (`round` from 1): for each game, its match and its board
 * (consecutive games between the same two teams form a match, in board order; null for a game
 * not between two teams), and for each bye, the board of the resting player in his team's
 * line-up (null when he is in no team).
 *
 * @example
 * ```ts
 * import { createTournament, teamRoundBoards } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'team-round-robin' }),
 *   players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'A', members: [1, 2], substitutes: [] }, { code: 'B', name: 'B', members: [3, 4], substitutes: [] }],
 *   rounds: [{ games: [{ white: 1, black: 3, result: 'draw' as const }, { white: 4, black: 2, result: 'pending' as const }], byes: [] }] };
 * console.log(JSON.stringify(teamRoundBoards(t, 1).games)); // [{"match":1,"board":1},{"match":1,"board":2}]
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Teams
 */
export function teamRoundBoards(t: Tournament, round: number): TeamRoundBoards {
  requireTournament('teamRoundBoards', t);
  const r: Round | undefined = t.rounds[round - 1];
  const teamOf = new Map<number, string>();
  for (const x of t.teams ?? []) for (const p of [...x.members, ...x.substitutes]) teamOf.set(p, x.code);
  let match = 0;
  let board = 0;
  let pair = '';
  const games = (r?.games ?? []).map((g: Game): TeamBoard | null => {
    const a = teamOf.get(g.white);
    const b = teamOf.get(g.black);
    if (a === undefined || b === undefined || a === b) {
      pair = '';
      return null;
    }
    const key = [a, b].sort().join('\u0000');
    if (key !== pair) {
      pair = key;
      match++;
      board = 0;
    }
    board++;
    return { match, board };
  });
  const seen = new Map<string, number>();
  const byes = (r?.byes ?? []).map((b: Bye): TeamBoard | null => {
    const code = teamOf.get(b.player);
    if (code === undefined) return null;
    const k = (seen.get(code) ?? 0) + 1;
    seen.set(code, k);
    return { match: 0, board: k };
  });
  return { games, byes };
}

/**
 * The individual tournament of one board ("bảng", 30.1.3: "Bảng 1 có các đấu thủ A1, B1, C1...
 * và chỉ thi đấu trong bảng đó"): the games and byes played on board `board` in every round, and
 * as players the regular players of that board and the reserves who played on it.
 *
 * @example
 * ```ts
 * import { boardTournament, createTournament } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'team-round-robin' }),
 *   players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'A', members: [1, 2], substitutes: [] }, { code: 'B', name: 'B', members: [3, 4], substitutes: [] }],
 *   rounds: [{ games: [{ white: 1, black: 3, result: 'draw' as const }, { white: 4, black: 2, result: 'white-win' as const }], byes: [] }] };
 * console.log(boardTournament(t, 2).players.map((p) => p.id).join()); // 2,4
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Teams
 */
export function boardTournament(t: Tournament, board: number): Tournament {
  requireTournament('boardTournament', t);
  const ids = new Set<number>();
  for (const x of t.teams ?? []) {
    const m = x.members[board - 1];
    if (m !== undefined) ids.add(m);
  }
  const rounds: Round[] = t.rounds.map((r, i) => {
    const at = teamRoundBoards(t, i + 1);
    const games = r.games.filter((_, k) => at.games[k]?.board === board);
    const byes = r.byes.filter((_, k) => at.byes[k]?.board === board);
    for (const g of games) ids.add(g.white).add(g.black);
    for (const b of byes) ids.add(b.player);
    return r.date === undefined ? { games, byes } : { games, byes, date: r.date };
  });
  const { adjustments: _a, absent: _b, ...rest } = t;
  return { ...rest, rounds, players: t.players.filter((p) => ids.has(p.id)) };
}

/**
 * One board's individual standings ("bảng", 30.1.3).
 * @category Teams
 */
export interface BoardStandings {
  /** The board, from 1. */
  readonly board: number;
  /** The individual standings of the board's players, as {@link standings} ranks them. */
  readonly rows: readonly Standing[];
}

/**
 * The individual standings of every board of a team event (30.1.3), board 1 first: each board is
 * ranked as an individual tournament of its own games ({@link boardTournament}), with the
 * regulations' ranking order, after the event's last complete round (as the team standings) or
 * `options.throughRound` if earlier.
 *
 * @example
 * ```ts
 * import { boardStandings, createTournament } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'team-round-robin' }),
 *   players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'A', members: [1, 2], substitutes: [] }, { code: 'B', name: 'B', members: [3, 4], substitutes: [] }],
 *   rounds: [{ games: [{ white: 1, black: 3, result: 'draw' as const }, { white: 4, black: 2, result: 'white-win' as const }], byes: [] }] };
 * console.log(boardStandings(t).map((b) => `${b.board}: ${b.rows.map((s) => `${s.player} ${s.points}`).join(', ')}`).join('; ')); // 1: 1 0.5, 3 0.5; 2: 4 1, 2 0
 * ```
 * @throws {RangeError} when a criterion of `options.tieBreaks` is not a tie-break.
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Teams
 */
export function boardStandings(t: Tournament, options: StandingsOptions = {}): readonly BoardStandings[] {
  requireTournament('boardStandings', t);
  const boards = Math.max(0, ...(t.teams ?? []).map((x) => x.members.length));
  const throughRound = eventRounds(t, options.throughRound);
  return Array.from({ length: boards }, (_, i) => ({
    board: i + 1,
    rows: standings(boardTournament(t, i + 1), { ...options, throughRound }),
  }));
}

/**
 * The rounds the board tables count: those of the whole event's standings (a round counts when
 * all its results are in, on every board), at most `asked`.
 */
function eventRounds(t: Tournament, asked: number | undefined): number {
  const complete = lastCompleteRound(t);
  return typeof asked === 'number' && Number.isInteger(asked)
    ? Math.max(0, Math.min(asked, complete))
    : complete;
}

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

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?$/;

/** A time as written (`HH:MM[:SS]` or ISO 8601) in milliseconds, with its kind; undefined if neither. */
function instant(v: string): { kind: 'day' | 'iso'; ms: number } | undefined {
  const m = TIME_OF_DAY.exec(v);
  if (m) return { kind: 'day', ms: ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3] ?? 0)) * 1000 };
  if (!DATE_TIME.test(v)) return undefined;
  const ms = Date.parse(v);
  return Number.isFinite(ms) ? { kind: 'iso', ms } : undefined;
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
 *   rounds: [{ games: [{ white: 1, black: 3, result: 'pending' as const }, { white: 4, black: 2, result: 'pending' as const }], byes: [], start: '14:00' }] };
 * const r = substitutePlayer(t, { round: 1, out: 2, in: 5, time: '14:10' });
 * console.log(r.ok && JSON.stringify(r.value.rounds[0]?.substitutions)); // [{"team":"A","board":2,"out":2,"in":5,"minutes":10,"time":"14:10"}]
 * ```
 * @category Teams
 */
export function substitutePlayer(t: Tournament, request: SubstitutionRequest): Result<Tournament, EditError> {
  const q = request as Partial<Record<keyof SubstitutionRequest, unknown>>;
  if (typeof q !== 'object' || q === null) return fail('TOURNAMENT_BAD_FIELD', 'expected a substitution');
  const { round, out } = q;
  const reserve = q.in;
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
  const index = r.games.findIndex((g) => g.white === out || g.black === out);
  if (index < 0) return fail('TOURNAMENT_NO_SUCH_GAME', `player ${out} has no game in round ${round}`);
  if (
    r.games.some((g) => g.white === reserve || g.black === reserve) ||
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
    i !== index ? g : g.white === out ? { ...g, white: reserve } : { ...g, black: reserve },
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
 * @category Teams
 */
export function setRoundStart(t: Tournament, round: number, start: string): Result<Tournament, EditError> {
  requireTournament('setRoundStart', t);
  if (typeof round !== 'number' || !Number.isInteger(round) || !t.rounds[round - 1])
    return fail('TOURNAMENT_NO_SUCH_ROUND', `no round ${shown(round)}`);
  if (typeof start !== 'string' || instant(start) === undefined)
    return fail('TOURNAMENT_BAD_FIELD', 'the start must be HH:MM[:SS] or an ISO 8601 date-time');
  const rounds = t.rounds.map((x, i) => (i === round - 1 ? { ...x, start } : x));
  return { ok: true, value: { ...t, rounds } };
}

/**
 * How late a substitution is: by the clock, else from the round's start to `time`, else
 * `minutes`; `late` past 15 minutes, `begun` when the clock has a move.
 */
function delayOf(
  r: Round,
  q: Partial<Record<keyof SubstitutionRequest, unknown>>,
): Result<{ minutes: number; late: boolean; begun: boolean }, EditError> {
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

/**
 * The individual standings of every board (30.1.3, "bảng") one table after another, in a print
 * format, each titled with its board.
 *
 * @example
 * ```ts
 * import { createTournament, formatBoardStandings } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Đồng đội', system: 'team-round-robin' }),
 *   players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'A', members: [1, 2], substitutes: [] }, { code: 'B', name: 'B', members: [3, 4], substitutes: [] }],
 *   rounds: [{ games: [{ white: 1, black: 3, result: 'draw' as const }, { white: 4, black: 2, result: 'white-win' as const }], byes: [] }] };
 * console.log(formatBoardStandings(t, 'text', { lang: 'vi' }).includes('Đồng đội — bảng 2')); // true
 * ```
 * @throws {RangeError} when a criterion of `standingsOptions.tieBreaks` is not a tie-break.
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Teams
 */
export function formatBoardStandings(
  t: Tournament,
  format: PrintFormat,
  options: PrintOptions = {},
  standingsOptions: StandingsOptions = {},
): string {
  requireOptions('formatBoardStandings', options);
  requireTournament('formatBoardStandings', t);
  const word = options.lang === 'vi' ? 'bảng' : 'board';
  return boardStandings(t, standingsOptions)
    .map((b) => {
      const sub = boardTournament(t, b.board);
      const rounds = sub.rounds.slice(0, eventRounds(t, standingsOptions.throughRound));
      return formatStandings(
        { ...sub, name: `${t.name} — ${word} ${b.board}`, rounds },
        format,
        b.rows,
        options,
      );
    })
    .join('\n');
}

/**
 * Puts a team's regular players in a new board order between rounds, in a friendly match only:
 * "riêng trong các cuộc đấu hữu nghị giữa hai đội với số lượng đấu thủ rất đông … theo hình thức
 * đối kháng đồng loạt, thì không bắt buộc phải ghi tên đấu thủ vào từng bảng và cho phép sau một
 * ván cờ có thể sắp xếp lại thứ tự các đấu thủ" (30.1.3). `members` must be the same players;
 * refused in an official event (`TOURNAMENT_NOT_FRIENDLY`) and while the last round has games
 * without a result (`TOURNAMENT_STARTED`: the order changes after a game, not during one).
 * Players are numbered by the order in force: the board tables and the team standings' board
 * columns follow it (the law does not tie such players to a board).
 *
 * @example
 * ```ts
 * import { createTournament, reorderTeamBoards } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Giao hữu', system: 'team-round-robin', friendly: true }),
 *   players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'A', members: [1, 2], substitutes: [] }, { code: 'B', name: 'B', members: [3, 4], substitutes: [] }] };
 * const r = reorderTeamBoards(t, 'A', [2, 1]);
 * console.log(r.ok && r.value.teams?.[0]?.members.join()); // 2,1
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Teams
 */
export function reorderTeamBoards(
  t: Tournament,
  code: string,
  members: readonly number[],
): Result<Tournament, EditError> {
  requireTournament('reorderTeamBoards', t);
  if (t.regulations.friendly !== true)
    return fail(
      'TOURNAMENT_NOT_FRIENDLY',
      'boards are reordered only in a friendly match (30.1.3); an official team keeps its board order',
    );
  const teams = t.teams ?? [];
  const k = teams.findIndex((x) => x.code === code);
  if (k < 0)
    return fail('TOURNAMENT_NOT_A_TEAM_EVENT', `no team ${typeof code === 'string' ? code : shown(code)}`);
  const team = teams[k] as Team;
  const given = Array.isArray(members) ? (members as unknown[]) : [];
  const same =
    given.length === team.members.length &&
    new Set(given).size === given.length &&
    given.every((p) => typeof p === 'number' && team.members.includes(p));
  if (!same)
    return fail(
      'TOURNAMENT_BAD_FIELD',
      `the new order must list team ${team.code}'s regular players once each`,
    );
  if (t.rounds.at(-1)?.games.some((g) => g.result === 'pending'))
    return fail(
      'TOURNAMENT_STARTED',
      'the boards are reordered after a game, not while round games are pending',
    );
  const next = teams.map((x, i) => (i === k ? { ...x, members: [...(given as number[])] } : x));
  return { ok: true, value: { ...t, teams: next } };
}

/**
 * A player's number in his team in round `round` (from 1), as 30.1.3 writes it after the team's
 * letter (A1, B3…): his board as a regular player, the board of the player he replaced as a
 * reserve; undefined for a player of no team or a reserve who did not play.
 *
 * @example
 * ```ts
 * import { createTournament, teamNumber } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'team-round-robin' }),
 *   players: [1, 2, 3].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'A', members: [1, 2], substitutes: [3] }],
 *   rounds: [{ games: [], byes: [], substitutions: [{ team: 'A', board: 1, out: 1, in: 3, minutes: 0 }] }] };
 * console.log(teamNumber(t, 1, 2), teamNumber(t, 1, 3)); // 2 1
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Teams
 */
export function teamNumber(t: Tournament, round: number, player: number): number | undefined {
  requireTournament('teamNumber', t);
  const place = teamPlace(t, player);
  if (place === undefined) return undefined;
  if (place.board !== null) return place.board;
  return t.rounds[round - 1]?.substitutions?.find((s) => s.in === player)?.board;
}
