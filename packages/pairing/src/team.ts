import { badRange, badType, shown } from './bad-input';
import {
  requireArray,
  requireObject,
  requireOneOf,
  requireScore,
  requireUniqueCodes,
  requireUniqueIds,
} from './input-checks';
import { knockoutBracket } from './knockout';
import { bergerTable } from './round-robin';

/** The two sides of a team match, by the letters the teams drew (30.1.3). */
export type Side = 'A' | 'B';

/** One board of an English-style round. */
type EnglishBoard = ReturnType<typeof englishSchedule>[number][number];

/** `k` is an integer in `min..max`, else an error naming the function and the field (`what`). */
function checkBoards(k: number, min: number, max: number, what: string): void {
  const message = `${what} must be an integer in ${min}..${max}, got ${shown(k)}`;
  if (typeof k !== 'number') throw badType(message);
  if (!Number.isInteger(k) || k < min || k > max) throw badRange(message);
}

/** The most points one board may score in {@link teamStandings} (their sums stay finite and exact). */
const MAX_BOARD_POINTS = 1000;

/**
 * Colour rule of 30.2.2 and 30.4 for two board numbers: A's odd boards have white against B's odd
 * boards and black against B's even ones; A's even boards have white against B's even boards and
 * black against B's odd ones — A has white exactly when both numbers have the same parity.
 *
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when `a` or `b` is not a board number in 1..1000.
 */
export function englishWhite(a: number, b: number): Side {
  checkBoards(a, 1, 1000, 'englishWhite: a');
  checkBoards(b, 1, 1000, 'englishWhite: b');
  return a % 2 === b % 2 ? 'A' : 'B';
}

/**
 * The English-style match ("đối kháng kiểu Anh", 30.2.2) of `k` players a side: k rounds in
 * which every player meets every player of the other team once. Round r, board i: A_i meets
 * B_j with j = ((i − 1 − r) mod k) + 1; A has white exactly when i and j have the same parity
 * (30.2.2 and 30.4). The law uses 3–6 players; the formula is accepted for 1..100. Each board
 * gives A's board number `a`, B's board number `b`, and the side with white, `A` or `B` (the
 * letters the teams drew, 30.1.3).
 *
 * @example
 * ```ts
 * import { englishSchedule } from '@xq/pairing';
 * console.log(JSON.stringify(englishSchedule(3)[0]?.[0])); // {"a":1,"b":3,"white":"A"}
 * ```
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when `k` is not an integer in 1..100.
 * @category Teams
 */
export function englishSchedule(k: number): readonly (readonly {
  /** Team A's board number. */
  readonly a: number;
  /** Team B's board number. */
  readonly b: number;
  /** The side with white. */
  readonly white: 'A' | 'B';
}[])[] {
  checkBoards(k, 1, 100, 'englishSchedule: k (players a side)');
  const rounds: EnglishBoard[][] = [];
  for (let r = 1; r <= k; r++) {
    const boards: EnglishBoard[] = [];
    for (let i = 1; i <= k; i++) {
      const j = ((((i - 1 - r) % k) + k) % k) + 1;
      boards.push({ a: i, b: j, white: englishWhite(i, j) });
    }
    rounds.push(boards);
  }
  return rounds;
}

/** One board of a simultaneous match. */
type SimultaneousBoard = ReturnType<typeof simultaneousMatch>[number];

/**
 * The simultaneous match ("đối kháng đồng loạt", 30.2.1): boards k–k, 1–4 games each (an even
 * number keeps the first move fair). In game 1 A has white on its odd boards and black on its
 * even boards (the law's rule for one game with ten boards or more); colours then alternate
 * from game to game. Each entry gives the `board` number (board k of A meets board k of B) and
 * `white`, the side with white in each game, game 1 first.
 *
 * @example
 * ```ts
 * import { simultaneousMatch } from '@xq/pairing';
 * console.log(JSON.stringify(simultaneousMatch(2, 2))); // [{"board":1,"white":["A","B"]},{"board":2,"white":["B","A"]}]
 * ```
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when `boards` is not in 1..1000 or `games` not in 1..4.
 * @category Teams
 */
export function simultaneousMatch(
  boards: number,
  games: number,
): readonly {
  /** The board number (board k of A meets board k of B). */
  readonly board: number;
  /** The side with white in each game, game 1 first. */
  readonly white: readonly ('A' | 'B')[];
}[] {
  checkBoards(boards, 1, 1000, 'simultaneousMatch: boards');
  checkBoards(games, 1, 4, 'simultaneousMatch: games');
  const other = (s: Side): Side => (s === 'A' ? 'B' : 'A');
  const out: SimultaneousBoard[] = [];
  for (let board = 1; board <= boards; board++) {
    const white: Side[] = [board % 2 === 1 ? 'A' : 'B'];
    for (let g = 1; g < games; g++) white.push(other(white[g - 1]!));
    out.push({ board, white });
  }
  return out;
}

/**
 * The letter of team number i (1 = A, 2 = B, … 26 = Z, 27 = AA, …).
 *
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `i` is not a number.
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when `i` is not a positive safe integer (beyond
 *   2^53 − 1 the arithmetic of the letters is no longer exact).
 */
export function teamLetter(i: number): string {
  const message = `teamLetter: i must be a positive safe integer, got ${shown(i)}`;
  if (typeof i !== 'number') throw badType(message);
  if (!Number.isSafeInteger(i) || i < 1) throw badRange(message);
  let s = '';
  for (let x = i; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

/**
 * The team round robin (30.4): the individual table for the number of teams with letters for
 * numbers (Luật Cờ Tướng, Quyết định 1409/2004, Điều 30.4 prints the 8-team table). In each match the team with white in the table
 * (`white`) has white on its odd boards (see {@link teamMatchBoards}), `black` is the other;
 * `null` is the bye of an odd number of teams.
 *
 * @example
 * ```ts
 * import { teamRoundRobin } from '@xq/pairing';
 * console.log(teamRoundRobin(8)[1]?.map((m) => `${m.white}-${m.black}`).join(' ')); // H-E F-D G-C A-B
 * ```
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when `teams` is not an integer in 2..1000.
 * @category Teams
 */
export function teamRoundRobin(teams: number): readonly (readonly {
  /** The team holding white (white on its odd boards), or `null` for the bye. */
  readonly white: string | null;
  /** The other team, or `null` for the bye. */
  readonly black: string | null;
}[])[] {
  checkBoards(teams, 2, 1000, 'teamRoundRobin: teams');
  const n = teams + (teams % 2);
  const name = (x: number): string | null => (x > teams ? null : teamLetter(x));
  return bergerTable(n).map((round) => round.map(([w, b]) => ({ white: name(w), black: name(b) })));
}

/**
 * The line-up of a team for a round (30.1.4): regular players in board order, each absent one
 * replaced on his own board by the next substitute; a board left empty (no substitute left) is
 * `null` and is lost by forfeit.
 *
 * @example
 * ```ts
 * import { lineUp } from '@xq/pairing';
 * console.log(lineUp([11, 12, 13], [12], [19]).join()); // 11,19,13
 * ```
 * `absent` may list players of other teams too (the event's whole list); they are ignored.
 *
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when a list is not an array of numbers (a hole
 *   or an id written as a string included: it would match nobody and the absent player would sit).
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when an id is not an integer, or a player is listed twice among the
 * members and substitutes (he would sit on two boards).
 * @category Teams
 */
export function lineUp(
  members: readonly number[],
  absent: readonly number[],
  substitutes: readonly number[],
): readonly (number | null)[] {
  const team = new Set<number>();
  requireUniqueIds('lineUp', 'members', members, team);
  requireUniqueIds('lineUp', 'substitutes', substitutes, team);
  requireArray('lineUp', 'absent', absent);
  // `absent` may be the whole event's list (ids of other teams, a player named twice), but each
  // entry must be an id: a string or NaN would match nobody and let the absent player sit.
  for (let i = 0; i < absent.length; i++) {
    const x: unknown = absent[i];
    if (typeof x !== 'number') throw badType(`lineUp: absent[${i}] must be a number, got ${typeof x}`);
    if (!Number.isSafeInteger(x)) throw badRange(`lineUp: absent[${i}] must be an integer, got ${shown(x)}`);
  }
  const away = new Set(absent);
  const bench = substitutes.filter((s) => !away.has(s));
  let next = 0;
  return members.map((m) => (away.has(m) ? (bench[next++] ?? null) : m));
}

/**
 * One played team match: the two team codes and, board by board, the points each side scored.
 * @category Teams
 */
export interface TeamMatch {
  /** The first team's code. */
  readonly a: string;
  /** The second team's code, or `null` for a rest (the points `a` scored on its byes). */
  readonly b: string | null;
  /** Board by board: `[points of a, points of b]`. */
  readonly boards: readonly (readonly [number, number])[];
}

/**
 * A team's line in the team standings.
 * @category Teams
 */
export interface TeamStanding {
  /** Rank from 1; teams equal on every criterion share it. */
  readonly rank: number;
  /** The team code. */
  readonly team: string;
  /** Sum of the game points of its players (30.1.5). */
  readonly gamePoints: number;
  /** Match points: 2 for a match won, 1 drawn, 0 lost. */
  readonly matchPoints: number;
  /** Game points board by board (board 1 first), for the 30.1.5 tie-break. */
  readonly boardPoints: readonly number[];
}

/**
 * Options of the team standings.
 * @category Teams
 */
export interface TeamStandingsOptions {
  /** Rank first by game points (30.1.5, the default) or by match points then game points. */
  readonly primary?: 'game-points' | 'match-points';
}

/**
 * Team standings (30.1.5): teams ranked by the total of their players' points (or by match points
 * first, as the regulations may say); a tie goes to the team whose board 1 scored more, then
 * board 2, and so on. Teams still equal share the rank.
 *
 * @example
 * ```ts
 * import { teamStandings } from '@xq/pairing';
 * const s = teamStandings(['A', 'B'], [{ a: 'A', b: 'B', boards: [[0, 1], [1, 0]] }]);
 * // 1–1; A's board 2 won, but B's board 1 won: B ranks first.
 * console.log(s.map((x) => x.team).join()); // B,A
 * ```
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `teams` is not an array of strings or `matches` not an array of
 * matches with board scores.
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `options` is not an object.
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when a team is listed twice, a match names a team not in `teams` or
 * pits a team against itself, a board is not a pair of scores, a board score is not a number in 0..1000, or
 * `options.primary` is neither `game-points` nor `match-points`.
 * @category Teams
 */
export function teamStandings(
  teams: readonly string[],
  matches: readonly TeamMatch[],
  options: TeamStandingsOptions = {},
): readonly TeamStanding[] {
  checkTeamMatches(teams, matches);
  requireObject('teamStandings', 'options', options);
  requireOneOf('teamStandings', 'options.primary', options.primary, ['game-points', 'match-points'], true);
  const rows = new Map(
    teams.map((t) => [t, { team: t, gamePoints: 0, matchPoints: 0, boardPoints: [] as number[] }]),
  );
  const credit = (team: string | null, board: number, pts: number): void => {
    const row = team === null ? undefined : rows.get(team);
    if (!row) return;
    row.gamePoints += pts;
    while (row.boardPoints.length <= board) row.boardPoints.push(0);
    row.boardPoints[board] = (row.boardPoints[board] ?? 0) + pts;
  };
  for (const m of matches) {
    let pa = 0;
    let pb = 0;
    m.boards.forEach(([x, y], i) => {
      credit(m.a, i, x);
      credit(m.b, i, y);
      pa += x;
      pb += y;
    });
    const ra = rows.get(m.a);
    const rb = m.b === null ? undefined : rows.get(m.b);
    if (ra) ra.matchPoints += pa > pb ? 2 : pa === pb ? 1 : 0;
    if (rb) rb.matchPoints += pb > pa ? 2 : pa === pb ? 1 : 0;
  }
  const keys = (r: { gamePoints: number; matchPoints: number; boardPoints: number[] }): number[] =>
    options.primary === 'match-points'
      ? [r.matchPoints, r.gamePoints, ...r.boardPoints]
      : [r.gamePoints, ...r.boardPoints];
  const compare = (x: number[], y: number[]): number => {
    for (let i = 0; i < Math.max(x.length, y.length); i++) {
      const d = (y[i] ?? 0) - (x[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  };
  const sorted = [...rows.values()].sort((x, y) => compare(keys(x), keys(y)));
  const out: TeamStanding[] = [];
  sorted.forEach((r, i) => {
    const prev = out[i - 1];
    const rank = prev && compare(keys(sorted[i - 1] as typeof r), keys(r)) === 0 ? prev.rank : i + 1;
    out.push({
      rank,
      team: r.team,
      gamePoints: r.gamePoints,
      matchPoints: r.matchPoints,
      boardPoints: r.boardPoints,
    });
  });
  return out;
}

/** The entry checks of {@link teamStandings}. */
function checkTeamMatches(teams: readonly string[], matches: readonly TeamMatch[]): void {
  const fn = 'teamStandings';
  requireUniqueCodes(fn, 'teams', teams);
  if (!Array.isArray(matches)) throw badType(`${fn}: matches must be an array`);
  const known = new Set(teams);
  // forEach skips holes, which the standings would read as matches: refuse them first.
  for (let i = 0; i < matches.length; i++)
    if (!(i in matches)) throw badType(`${fn}: matches[${i}] must be a match with boards`);
  matches.forEach((m: TeamMatch, i) => {
    if (typeof m !== 'object' || m === null || !Array.isArray(m.boards))
      throw badType(`${fn}: matches[${i}] must be a match with boards`);
    for (const side of ['a', 'b'] as const) {
      const x = m[side];
      if (!(x === null && side === 'b') && !known.has(x as string))
        throw badRange(`${fn}: matches[${i}].${side}: unknown team ${typeof x === 'string' ? x : shown(x)}`);
    }
    if (m.a === m.b)
      throw badRange(`${fn}: matches[${i}]: team ${typeof m.a === 'string' ? m.a : shown(m.a)} meets itself`);
    for (let k = 0; k < m.boards.length; k++)
      if (!(k in m.boards)) throw badType(`${fn}: matches[${i}].boards[${k}] must be a pair of scores`);
    m.boards.forEach((b, k) => {
      if (!Array.isArray(b)) throw badType(`${fn}: matches[${i}].boards[${k}] must be a pair of scores`);
      // a third score would be dropped unread
      const n = (b as readonly unknown[]).length;
      if (n !== 2)
        throw badRange(`${fn}: matches[${i}].boards[${k}] must be a pair of scores, got ${n} values`);
      for (const side of [0, 1] as const) {
        const field = `matches[${i}].boards[${k}][${side}]`;
        requireScore(fn, field, b[side]);
        if (b[side] > MAX_BOARD_POINTS)
          throw badRange(`${fn}: ${field} must be at most ${MAX_BOARD_POINTS} points, got ${shown(b[side])}`);
      }
    });
  });
}

/**
 * A team knockout's first round and the English-style match its teams play.
 * @category Teams
 */
export interface TeamKnockout {
  /** First-round ties by team code: `a` is the first-named team (team A of the match), `b` the other (team B) or `null` for a bye. */
  readonly pairs: readonly {
    /** The first-named team (team A of the match). */
    readonly a: string;
    /** The other team (team B), or `null` for a bye. */
    readonly b: string | null;
  }[];
  /** The English-style match every tie is played as. */
  readonly match: ReturnType<typeof englishSchedule>;
}

/**
 * The first round of a team knockout (30.3): teams listed by strength (or drawn, as in
 * {@link knockoutBracket}) with byes to the top seeds; each match is an English-style match of
 * `players` a side ({@link englishSchedule}), the first-named team being A.
 *
 * @example
 * ```ts
 * import { teamKnockout } from '@xq/pairing';
 * const k = teamKnockout(['HN', 'HCM', 'ĐN'], 4);
 * console.log(JSON.stringify(k.pairs), k.match.length); // [{"a":"HN","b":null},{"a":"HCM","b":"ĐN"}] 4
 * ```
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `teams` is not an array of strings.
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when there are fewer than 2 teams, a team is listed twice, or `players`
 * is not in 1..100.
 * @category Teams
 */
export function teamKnockout(
  teams: readonly string[],
  players: number,
  options: { readonly method?: 'seeded' | 'draw'; readonly seed?: number } = {},
): TeamKnockout {
  requireUniqueCodes('teamKnockout', 'teams', teams);
  checkBoards(players, 1, 100, 'teamKnockout: players');
  const match = englishSchedule(players);
  const name = (i: number): string => teams[i - 1]!;
  const pairs = knockoutBracket(teams.length, options).map((p) => ({
    a: name(p.a),
    b: p.b === null ? null : name(p.b),
  }));
  return { pairs, match };
}
