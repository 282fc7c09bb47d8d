import { drawLots } from '@xq/pairing';
import { shownValue } from '../document-fields';
import { requireArray, requireNumber, requireOptions, requireTournament } from '../guard';
import type { System, TieBreak, Tournament } from '../model';
import type { TieBreakCode } from '../tie-break-codes';
import { type PlayerRound, playerRounds, scoringPoints, totalPoints } from './player-rounds';
import { lowerIsBetter, parseTieBreakCode, type TieBreakSpec } from './tie-break-spec';
import {
  computeTieBreak,
  TIE_BREAK_RULES,
  type TieBreakPlayer,
  type TieBreakRules,
  tieBreakCalculator,
  tieBreakRulesFor,
} from './tie-breaks';
import { struckWithdrawals } from './withdrawals';

/**
 * The law's ranking order for an individual round robin ("hệ số", reconstructed from the fragment
 * under the round-robin tables of Luật Cờ Tướng, Quyết định 1409/2004/QĐ-UBTDTT/TT1, “Bảng thi
 * đấu”: "Cuối cùng nếu cả hai chỉ số trên đều bằng nhau thì người ta tính đến ván cờ giữa các
 * đấu thủ bằng điểm", and the Chinese rules it follows): points, Sonneborn–Berger (`SB`), wins
 * (`WIN`), the game between the tied players (`DE`), lots.
 * @category Standings
 */
export const ROUND_ROBIN_TIE_BREAKS: readonly TieBreak[] = ['PTS', 'SB', 'WIN', 'DE', 'lots'];

/**
 * The ranking order of a Swiss as used in Vietnamese events: points, Buchholz (`BH`), Buchholz
 * cut 1 (`BH-C1`), progressive score (`PS`), wins (`WIN`), games with black (`BPG`), direct
 * encounter (`DE`), lots.
 * @category Standings
 */
export const SWISS_TIE_BREAKS: readonly TieBreak[] = ['PTS', 'BH', 'BH-C1', 'PS', 'WIN', 'BPG', 'DE', 'lots'];

/**
 * Named ranking orders: the Vietnamese law's defaults ("hệ số") for round robins and for
 * Swiss events.
 * @category Standings
 */
export const TIE_BREAK_PRESETS: Readonly<Record<'vn-round-robin' | 'vn-swiss', readonly TieBreak[]>> = {
  'vn-round-robin': ROUND_ROBIN_TIE_BREAKS,
  'vn-swiss': SWISS_TIE_BREAKS,
};

/**
 * Whether a system is a round robin (its unplayed rounds are left out of the tie-breaks).
 *
 * @example
 * ```ts
 * import { isRoundRobin } from '@xq/tournament';
 * console.log(isRoundRobin('double-round-robin'), isRoundRobin('swiss-dutch')); // true false
 * ```
 * @category Standings
 */
export function isRoundRobin(system: System): boolean {
  return system === 'round-robin' || system === 'double-round-robin' || system === 'team-round-robin';
}

/**
 * The default ranking order of a system: {@link ROUND_ROBIN_TIE_BREAKS} for round robins,
 * {@link SWISS_TIE_BREAKS} otherwise.
 *
 * @example
 * ```ts
 * import { defaultTieBreaks } from '@xq/tournament';
 * console.log(defaultTieBreaks('round-robin').join()); // PTS,SB,WIN,DE,lots
 * ```
 * @category Standings
 */
export function defaultTieBreaks(system: System): readonly TieBreak[] {
  return isRoundRobin(system) ? ROUND_ROBIN_TIE_BREAKS : SWISS_TIE_BREAKS;
}

/**
 * How a player's own round without an opponent (a bye, an absence) counts in Buchholz and
 * Sonneborn–Berger: `fide` — C.07 16.4 (his own score, at most a draw in every round; a forfeit
 * at most the opponent's score); `lowest` — as an opponent with the lowest score in the field
 * (the Chinese rules).
 * @category Standings
 */
export const UNPLAYED_OPPONENT_SCORES = ['fide', 'lowest'] as const;
/** How an unplayed round counts in Buchholz. @category Standings */
export type UnplayedOpponentScore = (typeof UNPLAYED_OPPONENT_SCORES)[number];

/**
 * Options of {@link standings}.
 * @category Standings
 */
export interface StandingsOptions {
  /**
   * Ranking order: names of {@link TIE_BREAKS} or C.07 codes (`BH`, `BH-C1`, `SB`, …); the
   * regulations' list, else the system's default. `points` / `PTS` first is implied.
   */
  readonly tieBreaks?: readonly TieBreak[];
  /**
   * Standings after this round (at most the last complete round, the default): a round counts
   * only when all its results are in.
   */
  readonly throughRound?: number;
  /** Seed of the lots (the regulations' seed, else 0). */
  readonly seed?: number;
  /** Buchholz value of a round without an opponent; `fide` by default. */
  readonly unplayedOpponentScore?: UnplayedOpponentScore;
  /**
   * The rating of unrated players in the rating tie-breaks (`ARO`, `TPR`, `PTP`, `RTNG`);
   * without it those tie-breaks are `null` when a player is unrated, as in the reference checker.
   */
  readonly unratedRating?: number;
  /**
   * The edition of C.07 (Article 16.4); by default the one in force on the tournament's start
   * date (the first date of `regulations.dates`), as the reference checker picks it.
   */
  readonly tieBreakRules?: TieBreakRules;
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
  /**
   * Value of each criterion of the ranking order, keyed as the order names it; `null` for a
   * rating tie-break without a value (an unrated field, no rated opponent), which ranks below
   * every value.
   */
  readonly values: Readonly<Record<string, number | null>>;
  /** Games won over the board. */
  readonly wins: number;
  /** Games drawn over the board. */
  readonly draws: number;
  /** Games lost over the board. */
  readonly losses: number;
  /** Games won by forfeit. */
  readonly forfeitWins: number;
  /** Games lost by forfeit (a double forfeit included). */
  readonly forfeitLosses: number;
  /** Rounds with a bye ("nghỉ": rests, pairing-allocated and granted byes; not a zero-point bye). */
  readonly byes: number;
  /** Points the byes gave. */
  readonly byePoints: number;
  /**
   * Rounds the player was absent from: no game and no bye, or a zero-point bye (TRF `Z`, the
   * round of an announced absence or a withdrawal).
   */
  readonly absences: number;
}

/**
 * The last complete round of a tournament: the largest N such that rounds 1..N have all their
 * results in (0 when round 1 is not complete). Standings, crosstables and tie-breaks count
 * these rounds only.
 *
 * @example
 * ```ts
 * import { createTournament, lastCompleteRound } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'round-robin' }),
 *   players: [{ id: 1, name: 'A' }, { id: 2, name: 'B' }],
 *   rounds: [{ games: [{ red: 1, black: 2, result: 'pending' as const }], byes: [] }] };
 * console.log(lastCompleteRound(t)); // 0
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Standings
 */
export function lastCompleteRound(t: Tournament): number {
  requireTournament('lastCompleteRound', t);
  let n = 0;
  for (const r of t.rounds) {
    if (r.games.some((g) => g.result === 'pending')) break;
    n++;
  }
  return n;
}

/** The round to rank after: `asked` when it is a whole number (kept within 0…the last complete round), else the last complete round. */
export function throughRoundOf(t: Tournament, asked: number | undefined): number {
  const complete = lastCompleteRound(t);
  return typeof asked === 'number' && Number.isInteger(asked)
    ? Math.max(0, Math.min(asked, complete))
    : complete;
}

const LEGACY: Readonly<Record<string, string>> = {
  points: 'PTS',
  'sonneborn-berger': 'SB',
  wins: 'WIN',
  'wins-with-black': 'BWG',
  'games-with-black': 'BPG',
  'direct-encounter': 'DE',
  buchholz: 'BH',
  'buchholz-cut-1': 'BH-C1',
  'buchholz-cut-2': 'BH-C2',
  median: 'BH-M1',
  progressive: 'PS',
  'average-rating-of-opponents': 'ARO',
};

/**
 * The C.07 code of a tie-break name (`sonneborn-berger` → `SB`, `median` → `BH-M1`; a code
 * gives itself, upper-cased), or `undefined` for `lots` and for what is not a tie-break.
 *
 * @example
 * ```ts
 * import { tieBreakCode } from '@xq/tournament';
 * console.log(tieBreakCode('buchholz-cut-1'), tieBreakCode('sb')); // BH-C1 SB
 * ```
 * @category Standings
 */
export function tieBreakCode(name: string): TieBreakCode | undefined {
  if (typeof name !== 'string') return undefined;
  const legacy = Object.hasOwn(LEGACY, name) ? LEGACY[name] : undefined;
  const code = legacy ?? name.toUpperCase();
  return parseTieBreakCode(code) ? (code as TieBreakCode) : undefined;
}

/**
 * Whether a string names a tie-break: one of {@link TIE_BREAKS} or a C.07 code.
 *
 * @example
 * ```ts
 * import { isTieBreak } from '@xq/tournament';
 * console.log(isTieBreak('BH-M1'), isTieBreak('lots'), isTieBreak('toString')); // true true false
 * ```
 * @category Standings
 */
export function isTieBreak(name: unknown): name is TieBreak {
  return typeof name === 'string' && (name === 'lots' || tieBreakCode(name) !== undefined);
}

interface Row {
  readonly player: number;
  readonly rounds: readonly PlayerRound[];
  /** Points of the rounds counted and the arbiter's adjustments. */
  readonly points: number;
  readonly adjustment: number;
}

/** The rounds of the tie-breaks' view: the rounds counted, colours named red and black. */
function tieBreakPlayer(row: Row, rating: number | undefined): TieBreakPlayer {
  return {
    id: row.player,
    ...(rating === undefined ? {} : { rating }),
    ...(row.adjustment === 0 ? {} : { adjustment: row.adjustment }),
    rounds: row.rounds.map((r) => ({
      opponent: r.opponent,
      played: r.kind === 'game',
      points: r.points,
      share: r.outcome === 'win' ? 1 : r.outcome === 'draw' ? 0.5 : 0,
      colour: r.colour === 'red' ? 'red' : r.colour,
      ...(r.kind === 'bye' && r.bye === 'pairing' ? { pab: true } : {}),
    })),
  };
}

/** A player's wins, draws, losses, forfeits, byes (with their points) and absences, from his rounds. */
function outcomes(rounds: readonly PlayerRound[]): Omit<Standing, 'rank' | 'player' | 'points' | 'values'> {
  let wins = 0;
  let draws = 0;
  let losses = 0;
  let forfeitWins = 0;
  let forfeitLosses = 0;
  let byes = 0;
  let byePoints = 0;
  let absences = 0;
  for (const r of rounds) {
    if (r.outcome === 'pending') continue;
    if (r.kind === 'game') {
      if (r.outcome === 'win') wins++;
      else if (r.outcome === 'draw') draws++;
      else losses++;
    } else if (r.kind === 'forfeit') {
      if (r.outcome === 'win') forfeitWins++;
      else forfeitLosses++;
    } else if (r.kind === 'bye' && r.bye === 'zero') absences++;
    else if (r.kind === 'bye') {
      byes++;
      byePoints += r.points;
    } else absences++;
  }
  return { wins, draws, losses, forfeitWins, forfeitLosses, byes, byePoints, absences };
}

/**
 * Throws a `TypeError` naming `fn` unless `options` is undefined or standings options of the
 * right JavaScript types (the values themselves are checked where they are used). Internal: the
 * entry points that read the options before they reach {@link standings} call it first.
 */
export function requireStandingsOptions(fn: string, options: unknown): void {
  requireOptions(fn, options);
  if (options === undefined) return;
  const o = options as Record<string, unknown>;
  if (o.tieBreaks !== undefined) requireArray(fn, 'options.tieBreaks', o.tieBreaks);
  if (o.seed !== undefined) requireNumber(fn, 'options.seed', o.seed);
  if (o.throughRound !== undefined) requireNumber(fn, 'options.throughRound', o.throughRound);
  if (o.tieBreakRules !== undefined && !(TIE_BREAK_RULES as readonly unknown[]).includes(o.tieBreakRules))
    throw new TypeError(
      `${fn}: options.tieBreakRules must be ${TIE_BREAK_RULES.join(' or ')}, got ${shownValue(o.tieBreakRules)}`,
    );
  if (
    o.unplayedOpponentScore !== undefined &&
    o.unplayedOpponentScore !== 'fide' &&
    o.unplayedOpponentScore !== 'lowest'
  )
    throw new TypeError(
      `${fn}: options.unplayedOpponentScore must be 'fide' or 'lowest', got ${shownValue(o.unplayedOpponentScore)}`,
    );
}

/**
 * The standings of a tournament after its last complete round (or `options.throughRound`, at
 * most that): players ranked by the ordered criteria of the regulations (or
 * `options.tieBreaks`, or the system's default). Each criterion separates the players still
 * tied on the ones before it; direct encounter is computed inside each tied group. The
 * criteria are the tie-breaks of FIDE C.07 (see the guide and `computeTieBreak`).
 *
 * @example
 * ```ts
 * import { createTournament, standings } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'round-robin' }),
 *   players: [{ id: 1, name: 'A' }, { id: 2, name: 'B' }],
 *   rounds: [{ games: [{ red: 1, black: 2, result: 'black-win' as const }], byes: [] }] };
 * console.log(standings(t).map((s) => `${s.rank}. ${s.player} ${s.points}`).join('; ')); // 1. 2 1; 2. 1 0
 * ```
 * @throws {RangeError} when a criterion is not a tie-break.
 * @throws {TypeError} when `event` is not a tournament document (players, rounds, regulations),
 * `options` not an object, its `tieBreaks` not an array, its `seed` not a number, its
 * `tieBreakRules` not an edition of C.07 or its `unplayedOpponentScore` neither `fide` nor `lowest`.
 * @category Standings
 */
export function standings(event: Tournament, options: StandingsOptions = {}): readonly Standing[] {
  requireTournament('standings', event, 'event');
  requireStandingsOptions('standings', options);
  // A withdrawn player whose results the regulations strike is not counted (nor ranked).
  const t = struckWithdrawals(event);
  const through = throughRoundOf(t, options.throughRound);
  const sliced: Tournament = { ...t, rounds: t.rounds.slice(0, through) };
  const all = playerRounds(sliced);
  const adjusted = new Map<number, number>();
  for (const a of t.adjustments ?? [])
    if (a.round <= through) adjusted.set(a.player, (adjusted.get(a.player) ?? 0) + a.points);
  const rows: Row[] = t.players.map((p) => {
    const rounds = all.get(p.id) ?? [];
    const adjustment = adjusted.get(p.id) ?? 0;
    return { player: p.id, rounds, points: totalPoints(rounds) + adjustment, adjustment };
  });
  const ratings = new Map(t.players.map((p) => [p.id, p.rating]));
  const pts = scoringPoints(t.regulations.scoring);
  const field = {
    players: rows.map((r) => tieBreakPlayer(r, ratings.get(r.player))),
    roundRobin: isRoundRobin(t.regulations.system),
    win: pts.win,
    draw: pts.draw,
    unplayed: options.unplayedOpponentScore ?? 'fide',
    rules: options.tieBreakRules ?? tieBreakRulesFor(t.regulations.dates),
    ...(typeof options.unratedRating === 'number' && Number.isFinite(options.unratedRating)
      ? { unratedRating: options.unratedRating }
      : {}),
  };
  const tbById = new Map(field.players.map((p) => [p.id, p]));
  const calc = tieBreakCalculator(field);
  const given = options.tieBreaks ?? t.regulations.tieBreaks ?? defaultTieBreaks(t.regulations.system);
  const criteria: string[] = [];
  for (const c of given) {
    if (!isTieBreak(c)) throw new RangeError(`standings: unknown tie-break ${shownValue(c)}`);
    if (!criteria.includes(c)) criteria.push(c);
  }
  if (criteria[0] !== 'points' && tieBreakCode(criteria[0] ?? '') !== 'PTS') criteria.unshift('points');
  // Before any complete round nobody has a result: lots would rank players who have not played.
  if (through === 0 && criteria.includes('lots')) criteria.splice(criteria.indexOf('lots'), 1);
  const seed = options.seed ?? t.regulations.seed ?? 0;
  const values = new Map<number, Record<string, number | null>>(rows.map((r) => [r.player, {}]));
  let lots: ReadonlyMap<number, number> | undefined;

  const valuesOf = (criterion: string, group: readonly Row[]): { vs: (number | null)[]; lower: boolean } => {
    if (criterion === 'lots') {
      if (!lots) {
        const order = drawLots(
          rows.map((r) => r.player).sort((a, b) => a - b),
          seed,
        );
        lots = new Map(order.map((id, i) => [id, order.length - i]));
      }
      const l = lots;
      return { vs: group.map((r) => l.get(r.player) ?? 0), lower: false };
    }
    const spec = parseTieBreakCode(tieBreakCode(criterion) as string) as TieBreakSpec;
    const players = group.map((r) => tbById.get(r.player) as TieBreakPlayer);
    const m = computeTieBreak(field, spec, players, calc);
    return { vs: group.map((r) => m.get(r.player) ?? null), lower: lowerIsBetter(spec.code) };
  };

  const ranked: Row[][] = [];
  const rank = (group: Row[], i: number): void => {
    const criterion = criteria[i];
    if (criterion === undefined) {
      ranked.push(group);
      return;
    }
    const { vs, lower } = valuesOf(criterion, group);
    group.forEach((row, j) => {
      const v = values.get(row.player);
      if (v) v[criterion] = vs[j] ?? null;
    });
    if (group.length === 1) {
      rank(group, i + 1);
      return;
    }
    // A missing value (null) ranks below every value, as in the checker's sort.
    const distinct = [...new Set(vs)].sort((a, b) =>
      a === null ? (b === null ? 0 : 1) : b === null ? -1 : lower ? a - b : b - a,
    );
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
      out.push({
        rank: position,
        player: row.player,
        points: row.points,
        values: values.get(row.player) ?? {},
        ...outcomes(row.rounds),
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
 * @throws {TypeError} when `points` or `games` is not a number.
 * @category Standings
 */
export function scorePercent(
  points: number,
  games: number,
  scoring: Tournament['regulations']['scoring'],
): number {
  requireNumber('scorePercent', 'points', points);
  requireNumber('scorePercent', 'games', games);
  return games === 0 ? 0 : (100 * points) / (games * scoringPoints(scoring).win);
}
