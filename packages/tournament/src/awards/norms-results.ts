import { requireTournament } from '../guard';
import type { Sex, Tournament } from '../model';
import {
  categoryRows,
  requireStandingsOptions,
  type Standing,
  type StandingsOptions,
  standings,
  throughRoundOf,
} from '../standings';
import { boardStandings } from '../teams';
import { type NationalTitle, type NormEvent, type NormThresholds, normsMet } from './norms';

/**
 * The words of the norms (Luật Cờ Tướng, Quyết định 1409/2004/QĐ-UBTDTT/TT1,
 * phần “Tiêu chuẩn phong cấp vận động viên Cờ Tướng cấp quốc gia”) for each clause {@link normsMet}
 * answers, keyed by the clause (`A` men, `B` women).
 * @category Norms
 */
export const NORM_RULE_TEXTS: Readonly<Record<string, string>> = {
  'A.1.a':
    'Đạt 72% số điểm tại giải Vô địch đồng đội toàn quốc: Thi đấu 9 ván đạt 6,5 điểm, 11 ván đạt 8 điểm, 13 ván đạt 9,5 điểm.',
  'A.1.b': 'Đạt thứ hạng từ 1 đến 6 tại giải Vô địch toàn quốc.',
  'A.1.c': 'Đạt tiêu chuẩn kiện tướng dự bị hai lần trong năm.',
  'A.1.d': 'Đạt kiện tướng của Liên đoàn Cờ Tướng Thế giới hoặc châu Á.',
  'A.2.a': 'Đạt số điểm kém điểm chuẩn của kiện tướng 0,5 điểm tại giải Vô địch đồng đội toàn quốc.',
  'A.2.b': 'Đạt thứ hạng từ 7 tới 10 tại giải Vô địch toàn quốc.',
  'A.2.c': 'Đạt thứ hạng nhất cá nhân tại giải trẻ toàn quốc hạng tuổi 18.',
  'A.3.a':
    'Đạt 55% số điểm tại giải Vô địch đồng đội toàn quốc: Thi đấu 9 ván đạt 5 điểm, 11 ván đạt 6 điểm, 13 ván và đạt 7 điểm.',
  'A.3.b': 'Đạt thứ nhất cá nhân hạng tuổi 15 và nhì, ba hạng tuổi 18 tại giải trẻ toàn quốc.',
  'B.1.a': 'Đạt thứ nhất cá nhân giải Vô địch đồng đội toàn quốc.',
  'B.1.b': 'Đạt thứ hạng từ 1 đến 3 tại giải Vô địch toàn quốc.',
  'B.1.c': 'Đạt kiện tướng của Liên đoàn Cờ Tướng Thế giới hoặc châu Á.',
  'B.1.d': 'Đạt tiêu chuẩn kiện tướng dự bị hai lần trong năm.',
  'B.2.a': 'Đạt thứ hạng cá nhân từ 2 đến 3 tại giải Vô địch đồng đội toàn quốc.',
  'B.2.b': 'Đạt thứ hạng từ 4 tới 5 tại giải vô địch quốc gia (cá nhân).',
  'B.2.c': 'Đạt thứ hạng nhất tại giải trẻ toàn quốc hạng tuổi 18.',
  'B.3.a':
    'Đạt 55% số điểm tại giải Vô địch đồng đội toàn quốc: Thi đấu 9 ván đạt 5 điểm, 11 ván đạt 6 điểm, 13 ván đạt 7 điểm.',
  'B.3.b': 'Đạt thứ nhất cá nhân hạng tuổi 15 và nhì, ba hạng tuổi 18 tại giải trẻ toàn quốc.',
};

/**
 * The titles in the law's words ("Cấp kiện tướng quốc gia", …).
 * @category Norms
 */
export const NATIONAL_TITLE_NAMES_VI: Readonly<Record<NationalTitle, string>> = {
  'national-master': 'Kiện tướng quốc gia',
  'candidate-master': 'Kiện tướng dự bị quốc gia',
  'first-class': 'Cấp I quốc gia',
};

/** One element of `PlayerNorms['norms']`, named for the package's own code. */
export type PlayerNorm = PlayerNorms['norms'][number];

/**
 * The title norms of a tournament, from its results after the last complete round.
 * @category Norms
 */
export interface TournamentNorms {
  /** The kind of event (the regulations' `event`), `undefined` when they name none. */
  readonly event: NormEvent | undefined;
  /** The rounds counted. */
  readonly afterRound: number;
  /** The percentages and places the regulations set instead of the seed's, when they set any. */
  readonly thresholds?: NormThresholds;
  /** Every player, in start-number order. */
  readonly players: readonly {
    /** Start number. */
    readonly player: number;
    /** Name. */
    readonly name: string;
    /** Sex, when registered (no norms without it: they differ for men and women). */
    readonly sex: Sex | undefined;
    /** Games played over the board (forfeits and byes are not games played). */
    readonly games: number;
    /** Points of those games on the 1 / ½ / 0 scale. */
    readonly points: number;
    /**
     * The place the norms look at: in a team championship the place on the player's board
     * ("thứ hạng cá nhân", the per-board standings of 30.1.3); otherwise the place in the
     * player's category when he entered one, else in the whole field.
     */
    readonly place: number | undefined;
    /** The norms met. */
    readonly norms: readonly {
      /** The title. */
      readonly title: NationalTitle;
      /** The clause of the norms (`A.1.b`: men, national master, item b). */
      readonly rule: string;
      /** Why, in English. */
      readonly reason: string;
    }[];
  }[];
}

/** One element of `TournamentNorms['players']`, named for the package's own code. */
export type PlayerNorms = TournamentNorms['players'][number];

/** Games over the board and their points on the 1 / ½ / 0 scale. */
function played(s: Standing | undefined): { games: number; points: number } {
  if (!s) return { games: 0, points: 0 };
  return { games: s.wins + s.draws + s.losses, points: s.wins + s.draws / 2 };
}

/**
 * The title norms met in a tournament ("Tiêu chuẩn phong cấp", see `NORM_RULE_TEXTS`), from
 * its results:
 * the event kind comes from the regulations (`regulations.event`), each player's sex from his
 * registration; games and points count the games played over the board; the place is the
 * player's place on his board in a team championship with teams (B.1.a, B.2.a: "thứ hạng cá nhân"), his
 * place in his category (each category a championship of its own: the men's and the women's
 * national championship, the youth age groups of `category.ageGroup`; a category with an age group
 * at a national championship is a youth section, whose players make none of its norms), else in
 * the field. The
 * norms that need more than one event (A.1.c, B.1.d) or a foreign title (A.1.d, B.1.c) are not
 * computed here: see {@link normsMet}.
 *
 * @example
 * ```ts
 * import { createTournament, tournamentNorms } from '@xq/tournament';
 * const base = createTournament({ name: 'VĐQG', system: 'round-robin' });
 * const t = { ...base, regulations: { ...base.regulations, event: 'national-championship' as const },
 *   players: [{ id: 1, name: 'An', sex: 'f' as const }, { id: 2, name: 'Bình', sex: 'm' as const }],
 *   rounds: [{ games: [{ red: 1, black: 2, result: 'red-win' as const }], byes: [] }] };
 * const n = tournamentNorms(t);
 * console.log(n.players.map((p) => `${p.name} ${p.place}: ${p.norms.map((x) => x.rule).join(', ')}`).join('; '));
 * // An 1: B.1.b; Bình 2: A.1.b
 * ```
 * @throws {RangeError} when a criterion of `options.tieBreaks` is not a tie-break.
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Norms
 */
export function tournamentNorms(t: Tournament, options: StandingsOptions = {}): TournamentNorms {
  requireTournament('tournamentNorms', t);
  requireStandingsOptions('tournamentNorms', options);
  const event = t.regulations.event;
  const throughRound = throughRoundOf(t, options.throughRound);
  const opts = { ...options, throughRound };
  const rows = standings(t, opts);
  const overall = new Map(rows.map((s) => [s.player, s]));
  const place = new Map<number, number>();
  if (event === 'national-team-championship' && (t.teams ?? []).length > 0) {
    // The best place a player has in a board table (a reserve may play on more than one board).
    for (const b of boardStandings(t, opts))
      for (const s of b.rows) place.set(s.player, Math.min(place.get(s.player) ?? s.rank, s.rank));
  } else {
    for (const s of overall.values()) place.set(s.player, s.rank);
    for (const c of t.regulations.categories ?? [])
      for (const s of categoryRows(t, c.code, rows)) place.set(s.player, s.rank);
  }
  const ageGroups = new Map((t.regulations.categories ?? []).map((c) => [c.code, c.ageGroup]));
  const players = [...t.players]
    .sort((a, b) => a.id - b.id)
    .map((p): PlayerNorms => {
      const { games, points } = played(overall.get(p.id));
      const at = place.get(p.id);
      const ageGroup = p.category === undefined ? undefined : ageGroups.get(p.category);
      // A youth section (a category with an age group) of a national championship is not the
      // championship the norms A.1.b–B.2.b name.
      const youthSection = event === 'national-championship' && ageGroup !== undefined;
      const norms =
        event === undefined || p.sex === undefined || games === 0 || youthSection
          ? []
          : normsMet({
              sex: p.sex,
              event,
              games,
              points,
              ...(at === undefined ? {} : { place: at }),
              ...(ageGroup === undefined ? {} : { ageGroup }),
              ...(t.regulations.normThresholds === undefined
                ? {}
                : { thresholds: t.regulations.normThresholds }),
            }).map((n) => ({ title: n.title, rule: n.clause, reason: n.reason }));
      return { player: p.id, name: p.name, sex: p.sex, games, points, place: at, norms };
    });
  const thresholds = t.regulations.normThresholds;
  return { event, afterRound: throughRound, players, ...(thresholds === undefined ? {} : { thresholds }) };
}
