import { requireNumber, requireObject, requireOptions } from '../guard';
import type { Sex } from '../model';

/**
 * National titles of the norms (Luật Cờ Tướng, Quyết định 1409/2004/QĐ-UBTDTT/TT1,
 * phần “Tiêu chuẩn phong cấp vận động viên Cờ Tướng cấp quốc gia”):
 * national master (kiện tướng), candidate master (kiện tướng dự bị), first class (cấp I).
 * @category Norms
 */
export const NATIONAL_TITLES = ['national-master', 'candidate-master', 'first-class'] as const;
/** A national title. @category Norms */
export type NationalTitle = (typeof NATIONAL_TITLES)[number];

export { NORM_EVENTS, type NormEvent, type NormThresholds } from '../regulations-model';

import {
  type NormEvent,
  type NormThresholds,
  placeNorms,
  teamPlaceNormsWomen,
  youthPlaceNorms,
} from '../regulations-model';

/**
 * What the norms look at: the player, the event and the achievement.
 * @category Norms
 */
export interface NormInput {
  /** Men (section A) or women (section B). */
  readonly sex: Sex;
  /** The kind of event. */
  readonly event: NormEvent;
  /** Games played (team championship). */
  readonly games?: number;
  /** Points scored, on the 1 / ½ / 0 scale (halve 2 / 1 / 0 points first). */
  readonly points?: number;
  /** Individual final place (1 = first). */
  readonly place?: number;
  /** Age group of a youth championship (15 or 18). */
  readonly ageGroup?: number;
  /** Candidate-master norms already made this year, before this event. */
  readonly candidateNormsThisYear?: number;
  /** The player holds the master title of the WXF or the Asian federation. */
  readonly wxfOrAsianMaster?: boolean;
  /** The percentages and places a national event's regulations set instead of the seed's. */
  readonly thresholds?: NormThresholds;
}

/**
 * A norm met: the title, the clause of the norms (section A men / B women, item, letter; see
 * `NATIONAL_TITLES` for the source) and a sentence saying why.
 * @category Norms
 */
export interface NormMet {
  /** The title whose norm is met. */
  readonly title: NationalTitle;
  /** The clause of the norms, e.g. `A.1.a`. */
  readonly clause: string;
  /** Why, in a sentence. */
  readonly reason: string;
}

/** The place norms a national event's regulations may adjust ({@link NormThresholds}). */
const PLACE_KEYS = [
  'masterPlacesMen',
  'masterPlacesWomen',
  'candidatePlacesMen',
  'candidatePlacesWomen',
  'teamMasterPlacesWomen',
  'teamCandidatePlacesWomen',
  'youthCandidatePlaces18',
  'youthFirstClassPlaces15',
  'youthFirstClassPlaces18',
] as const;

/** The seed's own figures: games → points for 72 % and 55 % at the team championship. */
const MASTER_POINTS: Readonly<Record<number, number>> = { 9: 6.5, 11: 8, 13: 9.5 };
const FIRST_CLASS_POINTS: Readonly<Record<number, number>> = { 9: 5, 11: 6, 13: 7 };

/** Nearest half point (the seed's figures for 9, 11 and 13 games follow this rounding). */
const nearestHalf = (x: number): number => Math.round(x * 2) / 2;

/**
 * The points needed at the national team championship for a percentage norm: the seed's figures
 * for 9, 11 and 13 games (72 %: 6.5, 8, 9.5; 55 %: 5, 6, 7), otherwise the percentage of the games
 * rounded to the nearest half point (the rounding those figures follow); with `thresholds` (a
 * national event's regulations, {@link NormThresholds}) their percentages instead.
 *
 * @example
 * ```ts
 * import { teamChampionshipNormPoints } from '@xq/tournament';
 * console.log(teamChampionshipNormPoints('national-master', 11), teamChampionshipNormPoints('first-class', 7)); // 8 4
 * ```
 * @throws {TypeError} when `games` is not a number, or `thresholds` not an object of numbers.
 * @throws {RangeError} when `games` is not a positive integer, or a threshold not a percentage 0..100.
 * @category Norms
 */
export function teamChampionshipNormPoints(
  title: NationalTitle,
  games: number,
  thresholds: NormThresholds = {},
): number {
  requireNumber('teamChampionshipNormPoints', 'games', games);
  requireObject('teamChampionshipNormPoints', 'thresholds', thresholds);
  requireOptions('teamChampionshipNormPoints', thresholds, 'thresholds');
  for (const key of ['masterPercent', 'firstClassPercent'] as const) {
    const p = thresholds[key];
    if (p === undefined) continue;
    requireNumber('teamChampionshipNormPoints', `thresholds.${key}`, p);
    if (!(p >= 0 && p <= 100))
      throw new RangeError(
        `teamChampionshipNormPoints: thresholds.${key} must be a percentage 0..100, got ${p}`,
      );
  }
  if (!Number.isInteger(games) || games < 1)
    throw new RangeError(`teamChampionshipNormPoints: games must be a positive integer, got ${games}`);
  // The seed's figures hold for its own percentages; adjusted ones are computed.
  const m = thresholds.masterPercent;
  const f = thresholds.firstClassPercent;
  const master =
    m === undefined ? (MASTER_POINTS[games] ?? nearestHalf(0.72 * games)) : nearestHalf((m / 100) * games);
  if (title === 'national-master') return master;
  if (title === 'candidate-master') return master - 0.5;
  return f === undefined
    ? (FIRST_CLASS_POINTS[games] ?? nearestHalf(0.55 * games))
    : nearestHalf((f / 100) * games);
}

/**
 * The national title norms (see `NATIONAL_TITLES`) a result meets (men: section A, women:
 * section B). The
 * caller describes the event and the achievement; the answer lists each norm met with its clause.
 *
 * @example
 * ```ts
 * import { normsMet } from '@xq/tournament';
 * const met = normsMet({ sex: 'm', event: 'national-team-championship', games: 9, points: 6.5 });
 * console.log(met.map((n) => `${n.title} ${n.clause}`).join('; '));
 * // national-master A.1.a; candidate-master A.2.a; first-class A.3.a
 * ```
 * @throws {TypeError} when `input` is not an object.
 * @throws {RangeError} when a place of `input.thresholds` is not a positive integer.
 * @category Norms
 */
export function normsMet(input: NormInput): readonly NormMet[] {
  requireObject('normsMet', 'input', input);
  requireOptions('normsMet', input, 'input');
  const out: NormMet[] = [];
  const men = input.sex === 'm';
  const s = men ? 'A' : 'B';
  const { event, place, games, points } = input;
  const add = (title: NationalTitle, clause: string, reason: string): void => {
    if (!out.some((n) => n.title === title)) out.push({ title, clause: `${s}.${clause}`, reason });
  };
  const between = (lo: number, hi: number): boolean => place !== undefined && place >= lo && place <= hi;
  const thresholds = input.thresholds;
  if (thresholds !== undefined) requireObject('normsMet', 'input.thresholds', thresholds);
  for (const key of PLACE_KEYS) {
    const v = thresholds?.[key];
    if (v !== undefined && !(typeof v === 'number' && Number.isInteger(v) && v >= 1))
      throw new RangeError(`normsMet: input.thresholds.${key} must be a positive integer, got ${String(v)}`);
  }
  const [masterLast, candidateLast] = placeNorms(thresholds, men);
  const [teamMaster, teamCandidate] = teamPlaceNormsWomen(thresholds);
  const youth = youthPlaceNorms(thresholds);
  const places: Places = { between, masterLast, candidateLast, teamMaster, teamCandidate, youth };
  const pointsNorm = (title: NationalTitle): boolean =>
    games !== undefined &&
    points !== undefined &&
    Number.isInteger(games) &&
    games > 0 &&
    points >= teamChampionshipNormPoints(title, games, input.thresholds);

  // National master.
  if (men && event === 'national-team-championship' && pointsNorm('national-master')) {
    add('national-master', '1.a', `72% at the national team championship (${points} of ${games})`);
  }
  if (!men && event === 'national-team-championship' && between(1, teamMaster)) {
    add('national-master', '1.a', `individual place ${place} at the national team championship`);
  }
  if (event === 'national-championship' && between(1, masterLast)) {
    add('national-master', '1.b', `place ${place} at the national championship`);
  }
  const twice =
    (input.candidateNormsThisYear ?? 0) + (candidateNow(input, men, places, pointsNorm) ? 1 : 0) >= 2;
  if (twice) add('national-master', men ? '1.c' : '1.d', 'the candidate-master norm twice in a year');
  if (input.wxfOrAsianMaster)
    add('national-master', men ? '1.d' : '1.c', 'a master title of the WXF or the Asian federation');

  // Candidate master.
  if (men && event === 'national-team-championship' && pointsNorm('candidate-master')) {
    add(
      'candidate-master',
      '2.a',
      `the master norm less ½ point at the national team championship (${points} of ${games})`,
    );
  }
  if (!men && event === 'national-team-championship' && between(teamMaster + 1, teamCandidate)) {
    add('candidate-master', '2.a', `individual place ${place} at the national team championship`);
  }
  if (event === 'national-championship' && between(masterLast + 1, candidateLast)) {
    add('candidate-master', '2.b', `place ${place} at the national championship`);
  }
  if (event === 'national-youth-championship' && input.ageGroup === 18 && between(1, youth.candidate18)) {
    add('candidate-master', '2.c', `place ${place} in the under-18 national youth championship`);
  }

  // First class (the same for men and women).
  if (event === 'national-team-championship' && pointsNorm('first-class')) {
    add('first-class', '3.a', `55% at the national team championship (${points} of ${games})`);
  }
  if (
    event === 'national-youth-championship' &&
    ((input.ageGroup === 15 && between(1, youth.firstClass15)) ||
      (input.ageGroup === 18 && between(youth.candidate18 + 1, youth.firstClass18)))
  ) {
    add('first-class', '3.b', `place ${place} in the under-${input.ageGroup} national youth championship`);
  }
  return out;
}

/** The last place of each place norm, seed's or adjusted, and whether the player's place is in a range. */
interface Places {
  readonly between: (lo: number, hi: number) => boolean;
  readonly masterLast: number;
  readonly candidateLast: number;
  readonly teamMaster: number;
  readonly teamCandidate: number;
  readonly youth: ReturnType<typeof youthPlaceNorms>;
}

function candidateNow(
  input: NormInput,
  men: boolean,
  p: Places,
  pointsNorm: (t: NationalTitle) => boolean,
): boolean {
  if (input.event === 'national-team-championship')
    return men ? pointsNorm('candidate-master') : p.between(p.teamMaster + 1, p.teamCandidate);
  if (input.event === 'national-championship') return p.between(p.masterLast + 1, p.candidateLast);
  return input.ageGroup === 18 && p.between(1, p.youth.candidate18);
}
