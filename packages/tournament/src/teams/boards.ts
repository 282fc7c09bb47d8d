import { type EditResult, fail } from '../error-codes';
import { readArgument, requireNumber, requireString, requireTournament } from '../guard';
import type { Bye, Game, Round, Team, Tournament } from '../model';
import {
  lastCompleteRound,
  requireStandingsOptions,
  type Standing,
  type StandingsOptions,
  standings,
} from '../standings';
import { shown } from './refuse';

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
 * The boards of the games and byes of a team round, in the round's order.
 * @category Teams
 */
export interface TeamRoundBoards {
  /**
   * For each game: where it is played, the match (from 1, in the order of the round's games)
   * and the board in it (from 1, 30.1.1: board n meets board n only); null for a game not
   * between two teams.
   */
  readonly games: readonly ({
    /** The match, from 1 (0 for the byes of a resting team). */
    readonly match: number;
    /** The board, from 1. */
    readonly board: number;
  } | null)[];
  /** For each bye: the resting player's match (0) and board in his team's line-up, or null. */
  readonly byes: TeamRoundBoards['games'];
}

/** Where a game or a bye of a team round is played: the match and the board in it. */
export type TeamBoard = NonNullable<TeamRoundBoards['games'][number]>;

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
 *   rounds: [{ games: [{ red: 1, black: 3, result: 'draw' as const }, { red: 4, black: 2, result: 'pending' as const }], byes: [] }] };
 * console.log(JSON.stringify(teamRoundBoards(t, 1).games)); // [{"match":1,"board":1},{"match":1,"board":2}]
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations), or `round` not a number.
 * @category Teams
 */
export function teamRoundBoards(t: Tournament, round: number): TeamRoundBoards {
  requireTournament('teamRoundBoards', t);
  requireNumber('teamRoundBoards', 'round', round);
  const r: Round | undefined = t.rounds[round - 1];
  const teamOf = new Map<number, string>();
  for (const x of t.teams ?? []) for (const p of [...x.members, ...x.substitutes]) teamOf.set(p, x.code);
  let match = 0;
  let board = 0;
  let pair = '';
  const games = (r?.games ?? []).map((g: Game): TeamBoard | null => {
    const a = teamOf.get(g.red);
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
 * as players the regular players of that board and the reserves who played on it (its teams
 * list those players only, so that the board's tournament is a document of its own).
 *
 * @example
 * ```ts
 * import { boardTournament, createTournament } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'team-round-robin' }),
 *   players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'A', members: [1, 2], substitutes: [] }, { code: 'B', name: 'B', members: [3, 4], substitutes: [] }],
 *   rounds: [{ games: [{ red: 1, black: 3, result: 'draw' as const }, { red: 4, black: 2, result: 'red-win' as const }], byes: [] }] };
 * console.log(boardTournament(t, 2).players.map((p) => p.id).join()); // 2,4
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations), or `board` not a number.
 * @category Teams
 */
export function boardTournament(t: Tournament, board: number): Tournament {
  requireTournament('boardTournament', t);
  requireNumber('boardTournament', 'board', board);
  const ids = new Set<number>();
  for (const x of t.teams ?? []) {
    const m = x.members[board - 1];
    if (m !== undefined) ids.add(m);
  }
  const rounds: Round[] = t.rounds.map((r, i) => {
    const at = teamRoundBoards(t, i + 1);
    const games = r.games.filter((_, k) => at.games[k]?.board === board);
    const byes = r.byes.filter((_, k) => at.byes[k]?.board === board);
    for (const g of games) ids.add(g.red).add(g.black);
    for (const b of byes) ids.add(b.player);
    return r.date === undefined ? { games, byes } : { games, byes, date: r.date };
  });
  const { adjustments: _a, absent: _b, teams, ...rest } = t;
  // The teams keep the board's players only: a document names no player it does not hold.
  const kept = teams?.map((x) => ({
    ...x,
    members: x.members.filter((p) => ids.has(p)),
    substitutes: x.substitutes.filter((p) => ids.has(p)),
  }));
  const players = t.players.filter((p) => ids.has(p.id));
  return kept === undefined ? { ...rest, rounds, players } : { ...rest, teams: kept, rounds, players };
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
 *   rounds: [{ games: [{ red: 1, black: 3, result: 'draw' as const }, { red: 4, black: 2, result: 'red-win' as const }], byes: [] }] };
 * console.log(boardStandings(t).map((b) => `${b.board}: ${b.rows.map((s) => `${s.player} ${s.points}`).join(', ')}`).join('; ')); // 1: 3 0.5, 1 0.5; 2: 4 1, 2 0
 * ```
 * @throws {RangeError} when a criterion of `options.tieBreaks` is not a tie-break.
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations), or `options` not standings options.
 * @category Teams
 */
export function boardStandings(t: Tournament, options: StandingsOptions = {}): readonly BoardStandings[] {
  requireTournament('boardStandings', t);
  requireStandingsOptions('boardStandings', options);
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
export function eventRounds(t: Tournament, asked: number | undefined): number {
  const complete = lastCompleteRound(t);
  return typeof asked === 'number' && Number.isInteger(asked)
    ? Math.max(0, Math.min(asked, complete))
    : complete;
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
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations), or an
 * entry of `members` cannot be read (a getter or a proxy trap that throws), naming it.
 * @throws {TypeError} when an argument is not of its JavaScript type (naming the function and the field).
 * @category Teams
 */
export function reorderTeamBoards(
  t: Tournament,
  code: string,
  members: readonly number[],
): EditResult<Tournament> {
  requireTournament('reorderTeamBoards', t);
  requireString('reorderTeamBoards', 'code', code);
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
  // Read once: an app's getter that throws is named here, not met in the middle of the checks.
  const given = Array.isArray(members)
    ? (readArgument('reorderTeamBoards', 'members', members) as unknown[])
    : [];
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
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations), or `round` not a number.
 * @category Teams
 */
export function teamNumber(t: Tournament, round: number, player: number): number | undefined {
  requireTournament('teamNumber', t);
  requireNumber('teamNumber', 'round', round);
  const place = teamPlace(t, player);
  if (place === undefined) return undefined;
  if (place.board !== null) return place.board;
  return t.rounds[round - 1]?.substitutions?.find((s) => s.in === player)?.board;
}

/**
 * Whether the event has board tables (30.1.3: the individual standings of each board): a team
 * event (`TOURNAMENT_NOT_A_TEAM_EVENT` without teams) played board against board
 * (`TOURNAMENT_NO_BOARD_TABLES` for the English-style systems, where every player meets every
 * player of the other team, 30.2.2, 30.3).
 *
 * @example
 * ```ts
 * import { checkBoardTables, createTournament } from '@xq/tournament';
 * const t = createTournament({ name: 'x', system: 'team-english' });
 * const r = checkBoardTables({ ...t, teams: [{ code: 'A', name: 'A', members: [], substitutes: [] }] });
 * console.log(r.ok ? 'ok' : r.error.code); // TOURNAMENT_NO_BOARD_TABLES
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Teams
 */
export function checkBoardTables(t: Tournament): EditResult<Tournament> {
  requireTournament('checkBoardTables', t);
  if ((t.teams ?? []).length === 0)
    return fail('TOURNAMENT_NOT_A_TEAM_EVENT', 'no teams: board tables need a team event');
  if (t.regulations.system === 'team-english' || t.regulations.system === 'team-knockout')
    return fail(
      'TOURNAMENT_NO_BOARD_TABLES',
      'in English-style matches every player meets every player of the other team, so there are no board tables (they are for board-against-board systems, 30.1.3)',
    );
  return { ok: true, value: t };
}
