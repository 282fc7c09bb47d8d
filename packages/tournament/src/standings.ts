import { drawLots } from '@xq/pairing';
import { type PlayerRound, playerRounds, scoringPoints, totalPoints } from './player-rounds';
import type { System, TieBreak, Tournament } from './tournament';

/**
 * The law's ranking order for an individual round robin (seed 003, reconstructed from its
 * fragment and the Chinese rules it follows): points, Sonneborn–Berger, wins, the game between
 * the tied players, lots.
 * @category Standings
 */
export const ROUND_ROBIN_TIE_BREAKS: readonly TieBreak[] = [
  'points',
  'sonneborn-berger',
  'wins',
  'direct-encounter',
  'lots',
];

/**
 * The ranking order of a Swiss as used in Vietnamese events: points, Buchholz, Buchholz cut 1,
 * progressive score, wins, games with black, direct encounter, lots.
 * @category Standings
 */
export const SWISS_TIE_BREAKS: readonly TieBreak[] = [
  'points',
  'buchholz',
  'buchholz-cut-1',
  'progressive',
  'wins',
  'games-with-black',
  'direct-encounter',
  'lots',
];

/**
 * The default ranking order of a system: {@link ROUND_ROBIN_TIE_BREAKS} for round robins,
 * {@link SWISS_TIE_BREAKS} otherwise.
 *
 * @example
 * ```ts
 * import { defaultTieBreaks } from '@xq/tournament';
 * console.log(defaultTieBreaks('round-robin').join()); // points,sonneborn-berger,wins,direct-encounter,lots
 * ```
 * @category Standings
 */
export function defaultTieBreaks(system: System): readonly TieBreak[] {
  return system === 'round-robin' || system === 'double-round-robin' || system === 'team-round-robin'
    ? ROUND_ROBIN_TIE_BREAKS
    : SWISS_TIE_BREAKS;
}

/**
 * How a round without an opponent (a bye, an absence) counts in Buchholz-type tie-breaks:
 * `lowest` — as an opponent with the lowest score in the field (the Chinese rules); `own` — as an
 * opponent with the player's own score; `zero` — as an opponent with no points.
 * @category Standings
 */
export const UNPLAYED_OPPONENT_SCORES = ['lowest', 'own', 'zero'] as const;
/** How an unplayed round counts in Buchholz. @category Standings */
export type UnplayedOpponentScore = (typeof UNPLAYED_OPPONENT_SCORES)[number];

/**
 * Options of {@link standings}.
 * @category Standings
 */
export interface StandingsOptions {
  /** Ranking order; the regulations' list, else the system's default. */
  readonly tieBreaks?: readonly TieBreak[];
  /** Standings after this many rounds (all rounds by default). */
  readonly throughRound?: number;
  /** Seed of the lots (the regulations' seed, else 0). */
  readonly seed?: number;
  /** Buchholz value of a round without an opponent; `lowest` by default. */
  readonly unplayedOpponentScore?: UnplayedOpponentScore;
}

/**
 * One line of the standings.
 * @category Standings
 */
export interface Standing {
  /** Rank from 1; players equal on every criterion share a rank. */
  readonly rank: number;
  /** Start number. */
  readonly player: number;
  /** Points, in the scoring units. */
  readonly points: number;
  /** Value of each criterion of the ranking order (direct encounter: inside the tied group). */
  readonly values: Readonly<Partial<Record<TieBreak, number>>>;
  /** Games won (over the board or by forfeit; byes are not counted). */
  readonly wins: number;
  /** Games drawn. */
  readonly draws: number;
  /** Games lost, forfeits and absences included. */
  readonly losses: number;
}

interface Row {
  readonly player: number;
  readonly rounds: readonly PlayerRound[];
  readonly points: number;
  readonly rating: number | undefined;
}

const met = (r: PlayerRound): boolean => r.opponent !== null && r.outcome !== 'pending';
const overBoard = (r: PlayerRound): boolean => r.kind === 'game' && r.outcome !== 'pending';
/** The fraction of the game won: 1, ½ or 0. */
const share = (r: PlayerRound): number => (r.outcome === 'win' ? 1 : r.outcome === 'draw' ? 0.5 : 0);

const lotsCache = new WeakMap<ReadonlyMap<number, Row>, ReadonlyMap<number, number>>();

/** The draw of lots over the whole field (computed once per standings): higher ranks first. */
function lotsOrder(byPlayer: ReadonlyMap<number, Row>, seed: number): ReadonlyMap<number, number> {
  const cached = lotsCache.get(byPlayer);
  if (cached) return cached;
  const order = drawLots(
    [...byPlayer.keys()].sort((a, b) => a - b),
    seed,
  );
  const position = new Map(order.map((id, i) => [id, order.length - i]));
  lotsCache.set(byPlayer, position);
  return position;
}

/**
 * The formulas, for player P with rounds R (a forfeit pairs P with a real opponent; a bye or an
 * absence has none):
 *
 * - `points`: Σ points of R.
 * - `sonneborn-berger` ("hệ số"): Σ over opponents met (games and forfeits) of (1 for a win,
 *   ½ for a draw, 0 for a loss) × that opponent's points.
 * - `wins`: games won, over the board or by forfeit (byes are not wins).
 * - `wins-with-black`: games won with black over the board (FIDE BWG).
 * - `games-with-black`: games played with black over the board (FIDE BPG).
 * - `direct-encounter`: points P scored against the other players of the tied group, when every
 *   pair of the group has met; otherwise 0 for everybody (the criterion does not separate).
 * - `buchholz`: Σ of the opponents' points, a round without an opponent counted per
 *   {@link UnplayedOpponentScore}.
 * - `buchholz-cut-1`, `buchholz-cut-2`: Buchholz without the lowest one or two values.
 * - `median`: Buchholz without the highest and the lowest value (median Buchholz 1).
 * - `progressive`: Σ over rounds of P's running total after that round.
 * - `average-rating-of-opponents`: mean rating of the rated opponents met over the board,
 *   rounded to the nearest integer (0 with none).
 * - `lots`: a seeded, reproducible draw.
 */
function valuesOf(
  criterion: TieBreak,
  group: readonly Row[],
  byPlayer: ReadonlyMap<number, Row>,
  lowest: number,
  options: StandingsOptions,
): number[] {
  const pointsOf = (id: number | null): number => (id === null ? 0 : (byPlayer.get(id)?.points ?? 0));
  const unplayed = (row: Row): number =>
    options.unplayedOpponentScore === 'own'
      ? row.points
      : options.unplayedOpponentScore === 'zero'
        ? 0
        : lowest;
  const opponentScores = (row: Row): number[] =>
    row.rounds
      .filter((r) => r.outcome !== 'pending')
      .map((r) => (r.opponent === null ? unplayed(row) : pointsOf(r.opponent)));
  const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);
  const cut = (xs: number[], low: number, high: number): number => {
    const s = [...xs].sort((a, b) => a - b);
    return sum(s.slice(Math.min(low, s.length), Math.max(Math.min(low, s.length), s.length - high)));
  };
  switch (criterion) {
    case 'points':
      return group.map((r) => r.points);
    case 'sonneborn-berger':
      return group.map((row) => sum(row.rounds.filter(met).map((r) => share(r) * pointsOf(r.opponent))));
    case 'wins':
      return group.map((row) => row.rounds.filter((r) => met(r) && r.outcome === 'win').length);
    case 'wins-with-black':
      return group.map(
        (row) => row.rounds.filter((r) => overBoard(r) && r.colour === 'black' && r.outcome === 'win').length,
      );
    case 'games-with-black':
      return group.map((row) => row.rounds.filter((r) => overBoard(r) && r.colour === 'black').length);
    case 'direct-encounter': {
      const ids = new Set(group.map((r) => r.player));
      const pairs = new Set<string>();
      for (const row of group) {
        for (const r of row.rounds)
          if (met(r) && r.opponent !== null && ids.has(r.opponent)) pairs.add(`${row.player}-${r.opponent}`);
      }
      const allMet = group.every((a) => group.every((b) => a === b || pairs.has(`${a.player}-${b.player}`)));
      if (!allMet) return group.map(() => 0);
      return group.map((row) =>
        sum(
          row.rounds.filter((r) => met(r) && r.opponent !== null && ids.has(r.opponent)).map((r) => r.points),
        ),
      );
    }
    case 'buchholz':
      return group.map((row) => sum(opponentScores(row)));
    case 'buchholz-cut-1':
      return group.map((row) => cut(opponentScores(row), 1, 0));
    case 'buchholz-cut-2':
      return group.map((row) => cut(opponentScores(row), 2, 0));
    case 'median':
      return group.map((row) => cut(opponentScores(row), 1, 1));
    case 'progressive':
      return group.map((row) => {
        let running = 0;
        let total = 0;
        for (const r of row.rounds) {
          running += r.points;
          total += running;
        }
        return total;
      });
    case 'average-rating-of-opponents':
      return group.map((row) => {
        const ratings = row.rounds
          .filter(overBoard)
          .map((r) => (r.opponent === null ? undefined : byPlayer.get(r.opponent)?.rating))
          .filter((x): x is number => x !== undefined);
        return ratings.length === 0 ? 0 : Math.round(sum(ratings) / ratings.length);
      });
    case 'lots':
      return group.map((r) => lotsOrder(byPlayer, options.seed ?? 0).get(r.player) ?? 0);
  }
}

/**
 * The standings of a tournament: players ranked by the ordered criteria of the regulations (or
 * `options.tieBreaks`, or the system's default). Each criterion separates the players still
 * tied on the ones before it; direct encounter is computed inside each tied group. See the
 * guide for every formula.
 *
 * @example
 * ```ts
 * import { createTournament, standings } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'round-robin' }),
 *   players: [{ id: 1, name: 'A' }, { id: 2, name: 'B' }],
 *   rounds: [{ games: [{ white: 1, black: 2, result: 'black-win' as const }], byes: [] }] };
 * console.log(standings(t).map((s) => `${s.rank}. ${s.player} ${s.points}`).join('; ')); // 1. 2 1; 2. 1 0
 * ```
 * @category Standings
 */
export function standings(t: Tournament, options: StandingsOptions = {}): readonly Standing[] {
  const through = options.throughRound ?? t.rounds.length;
  const sliced: Tournament = { ...t, rounds: t.rounds.slice(0, Math.max(0, through)) };
  const all = playerRounds(sliced);
  const rows: Row[] = t.players.map((p) => {
    const rounds = all.get(p.id) ?? [];
    return { player: p.id, rounds, points: totalPoints(rounds), rating: p.rating };
  });
  const byPlayer = new Map(rows.map((r) => [r.player, r]));
  const lowest = rows.length === 0 ? 0 : Math.min(...rows.map((r) => r.points));
  const criteria = options.tieBreaks ?? t.regulations.tieBreaks ?? defaultTieBreaks(t.regulations.system);
  const opts = { ...options, seed: options.seed ?? t.regulations.seed ?? 0 };
  const values = new Map<number, Partial<Record<TieBreak, number>>>(rows.map((r) => [r.player, {}]));

  const ranked: Row[][] = [];
  const rank = (group: Row[], i: number): void => {
    const criterion = criteria[i];
    if (criterion === undefined) {
      ranked.push(group);
      return;
    }
    const vs = valuesOf(criterion, group, byPlayer, lowest, opts);
    group.forEach((row, j) => {
      const v = values.get(row.player);
      if (v) v[criterion] = vs[j] as number;
    });
    if (group.length === 1) {
      rank(group, i + 1);
      return;
    }
    const distinct = [...new Set(vs)].sort((a, b) => b - a);
    for (const value of distinct)
      rank(
        group.filter((_, j) => vs[j] === value),
        i + 1,
      );
  };
  rank(
    [...rows].sort((a, b) => a.player - b.player),
    0,
  );

  const out: Standing[] = [];
  let position = 1;
  for (const group of ranked) {
    for (const row of group) {
      const counted = row.rounds.filter((r) => r.outcome !== 'pending');
      out.push({
        rank: position,
        player: row.player,
        points: row.points,
        values: values.get(row.player) ?? {},
        wins: counted.filter((r) => r.outcome === 'win').length,
        draws: counted.filter((r) => r.outcome === 'draw').length,
        losses: counted.filter((r) => r.outcome === 'loss').length,
      });
    }
    position += group.length;
  }
  return out;
}

/**
 * A player's score as a percentage of the points available in the games counted.
 *
 * @example
 * ```ts
 * import { scorePercent } from '@xq/tournament';
 * console.log(scorePercent(6.5, 9, '1-0.5-0').toFixed(1)); // 72.2
 * ```
 * @category Standings
 */
export function scorePercent(
  points: number,
  games: number,
  scoring: Tournament['regulations']['scoring'],
): number {
  return games === 0 ? 0 : (100 * points) / (games * scoringPoints(scoring).win);
}
