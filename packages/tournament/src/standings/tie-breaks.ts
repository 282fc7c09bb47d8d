/**
 * The tie-breaks of the FIDE Tie-Break Regulations (Handbook C.07, the edition applied from
 * 1 March 2026), named by the regulation's own codes, with its rules for unplayed rounds
 * (Article 16) and the cut and median modifiers. The values equal those of the regulation
 * commission's reference checker (OttoMilvang/TieBreakServer, `gacrux/tiebreak.py`): its rules
 * "2026-03-01", or "2024-08-01" for a tournament that started before 1 March 2026, as the checker
 * picks them by the start date (only Article 16.4 differs; see {@link tieBreakRulesFor}).
 *
 * Every value is an integer or a multiple of ¼ of a point: points are multiples of ½ (or whole
 * under 2 / 1 / 0), Sonneborn–Berger multiplies two of them, and the rating tie-breaks are
 * rounded integers as the regulation says. Binary floating point holds such numbers exactly and
 * the computations only add, subtract and multiply them, so no value is ever rounded.
 *
 * A rating tie-break (`ARO`, `AROC`, `TPR`, `PTP`, `RTNG`) has no value (`null`) when the
 * checker leaves it empty: for every player when a player of the field has no rating and the
 * field gives no rating to unrated players ({@link TieBreakField.unratedRating}), and for a
 * player without a rated opponent left after the cut.
 */
import { requireArray } from '../guard';

export {
  CUTTABLE_CODES,
  type CuttableCode,
  TIE_BREAK_BASE_CODES,
  TIE_BREAK_CODES,
  type TieBreakBaseCode,
  type TieBreakCode,
} from '../tie-break-codes';

import { averageRating, isRating, perfectPerformance, performanceRating } from './ratings';
import { checkTieBreakField, checkTieBreakPlayer, checkTieBreakSpec } from './tie-break-input';
import type { TieBreakRules } from './tie-break-rules';

export { TIE_BREAK_RULES, type TieBreakRules } from './tie-break-rules';

import type { TieBreakSpec } from './tie-break-spec';

/**
 * One round of one player as the tie-breaks read it.
 * @category Standings
 */
export interface TieBreakRound {
  /** The opponent paired (also for a forfeit), or null (a bye, an absence). */
  readonly opponent: number | null;
  /** Played over the board. */
  readonly played: boolean;
  /** Points scored, in the event's units. */
  readonly points: number;
  /** 1, ½ or 0: the game's result for rating purposes (win, draw, loss). */
  readonly share: number;
  /** The colour of a game, or null. */
  readonly colour: 'red' | 'black' | null;
  /**
   * A pairing-allocated bye (TRF `U`): the checker counts it as a round played without an
   * opponent, so it is never a voluntary unplayed round (C.07 16.2) and counts in `REP`,
   * whatever points it gives.
   */
  readonly pab?: boolean;
}

/**
 * A player as the tie-breaks read him: start number, rating, one entry per round counted.
 * @category Standings
 */
export interface TieBreakPlayer {
  /** Start number. */
  readonly id: number;
  /** Rating, when known (a positive number within 100,000; another counts as unrated). */
  readonly rating?: number;
  /** Rounds 1..n, n = the rounds counted. */
  readonly rounds: readonly TieBreakRound[];
  /** Points added outside the games (TRF-2026 `299`), part of his score. */
  readonly adjustment?: number;
}

/**
 * The field the tie-breaks are computed over.
 * @category Standings
 */
export interface TieBreakField {
  /** Every player. */
  readonly players: readonly TieBreakPlayer[];
  /** Round robin: unplayed rounds are left out of BH and SB, forfeits count as played (C.07 16.1). */
  readonly roundRobin: boolean;
  /** Points of a win. */
  readonly win: number;
  /** Points of a draw. */
  readonly draw: number;
  /**
   * How a player's own round without an opponent counts in BH and SB: `fide` (C.07 16.4: his
   * own score, at most a draw in every round) or `lowest` (the lowest score in the field, the
   * Chinese rules).
   */
  readonly unplayed?: 'fide' | 'lowest';
  /**
   * The rating given to players without one in `ARO`, `AROC`, `TPR`, `PTP` and `RTNG` (the
   * checker's `U` modifier); without it (or with a number outside ±100,000, NaN, an infinity),
   * those tie-breaks have no value when a player of the field is unrated.
   */
  readonly unratedRating?: number;
  /**
   * The edition of C.07 whose Article 16 applies: `2026-03-01` (the default: a round without an
   * opponent counts at most a draw per round, a forfeit at most the opponent's score, 16.4) or
   * `2024-08-01` (such a round counts the player's own score), as the checker picks by the
   * tournament's start date.
   */
  readonly rules?: TieBreakRules;
}

/**
 * The edition of C.07 that applies to a tournament starting on `date` (the text of TRF `042`),
 * read as the reference checker reads it (`gacrux/helpers.py` `parse_date`, then
 * `find_tmversion`): `DD.MM.YYYY` and `YYYY.MM.DD`, `YYYY/MM/DD`, `YY/MM/DD` (a two-digit year
 * is 20YY) or `YYYY-MM-DD`; a date before 2026-03-01 gets the `2024-08-01` rules, any other
 * text (also one the checker cannot read, which it replaces by today) the `2026-03-01` rules.
 *
 * @example
 * ```ts
 * import { tieBreakRulesFor } from '@xq/tournament';
 * console.log(tieBreakRulesFor('2025/11/02'), tieBreakRulesFor('02.11.2025')); // 2024-08-01 2024-08-01
 * console.log(tieBreakRulesFor('2026-03-01'), tieBreakRulesFor(undefined)); // 2026-03-01 2026-03-01
 * ```
 * @category Standings
 */
export function tieBreakRulesFor(date: string | undefined): TieBreakRules {
  if (typeof date !== 'string' || date.length > 64) return '2026-03-01';
  const text = date.trim();
  const day = text.split(' ')[0] ?? '';
  const dots = day.split('.');
  const slashes = day.split('/');
  let iso: string;
  if (dots.length === 3)
    iso = dots[0]!.length === 4 ? text.replaceAll('.', '-') : `${dots[2]}-${dots[1]}-${dots[0]}`;
  else if (slashes.length === 3)
    iso = slashes[0]!.length === 4 ? text.replaceAll('/', '-') : `20${text.replaceAll('/', '-')}`;
  else iso = text;
  return iso.length === 10 && iso < '2026-03-01' ? '2024-08-01' : '2026-03-01';
}

interface Entry {
  readonly vur: boolean;
  readonly value: number;
  readonly score: number;
  readonly round: number;
}

/** Stable sort (Array.prototype.sort is stable since ES2019). */
const sorted = <T>(xs: readonly T[], cmp: (a: T, b: T) => number): T[] => [...xs].sort(cmp);

/**
 * The computations, for a field, by player. Built once per standings; each method answers one
 * code for one player.
 */
class Calculator {
  private readonly byId = new Map<number, TieBreakPlayer>();
  private readonly totals = new Map<number, number>();
  private readonly adjusted = new Map<number, number>();
  readonly n: number;
  private readonly lowest: number;

  constructor(readonly field: TieBreakField) {
    let n = 0;
    for (const p of field.players) {
      this.byId.set(p.id, p);
      let s = p.adjustment ?? 0;
      for (const r of p.rounds) s += r.points;
      this.totals.set(p.id, s);
      n = Math.max(n, p.rounds.length);
    }
    this.n = n;
    this.lowest = field.players.length === 0 ? 0 : Math.min(...this.totals.values());
  }

  total(id: number): number {
    return this.totals.get(id) ?? 0;
  }

  /** A voluntary unplayed round (C.07 16.2): not played and not scored as a win. */
  private vur(r: TieBreakRound): boolean {
    return !r.played && r.pab !== true && r.points !== this.field.win;
  }

  /**
   * The score of an opponent for BH and SB (C.07 16.3): his points, except that the rounds
   * without an opponent after his last round that was not a voluntary unplayed one (a
   * withdrawal, the absences at the end) count as draws (nothing in a round robin).
   */
  adjustedScore(id: number): number {
    const known = this.adjusted.get(id);
    if (known !== undefined) return known;
    const p = this.byId.get(id);
    let value = p?.adjustment ?? 0;
    if (p) {
      let last = 0;
      p.rounds.forEach((r, i) => {
        if (!this.vur(r)) last = i + 1;
      });
      p.rounds.forEach((r, i) => {
        value +=
          i + 1 <= last || r.opponent !== null ? r.points : this.field.roundRobin ? 0 : this.field.draw;
      });
    }
    this.adjusted.set(id, value);
    return value;
  }

  private entries(p: TieBreakPlayer, sb: boolean): Entry[] {
    const own = this.total(p.id);
    const rr = this.field.roundRobin;
    const out: Entry[] = [];
    p.rounds.forEach((r, i) => {
      const played = rr ? true : r.played;
      let score: number;
      let vur = this.vur(r);
      if (played && r.opponent !== null) {
        vur = false;
        score = this.adjustedScore(r.opponent);
      } else if (!rr) {
        if (this.field.unplayed === 'lowest' && r.opponent === null) score = this.lowest;
        else if (this.field.rules === '2024-08-01') score = own;
        else if (r.opponent !== null) score = Math.min(own, this.adjustedScore(r.opponent));
        else score = Math.min(own, this.field.draw * this.n);
      } else return;
      out.push({ vur, score, value: sb ? score * r.points : score, round: i + 1 });
    });
    return out;
  }

  /** C.07 14: cut the lowest values, voluntary unplayed rounds first, then the highest. */
  private static cut(list: Entry[], low: number, high: number, rounds: number): Entry[] {
    let lo = Math.min(low, rounds);
    let hi = lo + high > rounds ? rounds - lo : high;
    let rest = list;
    while (lo > 0 && rest.length > 0) {
      const all = sorted(rest, (a, b) => a.score - b.score || a.value - b.value);
      const exp = sorted(
        rest,
        (a, b) => Number(b.vur) - Number(a.vur) || a.value - b.value || a.score - b.score,
      );
      const pick = !exp[0]?.vur || (all[0]?.value ?? 0) > (exp[0]?.value ?? 0) ? all[0] : exp[0];
      rest = rest.filter((e) => e !== pick);
      lo--;
    }
    while (hi > 0 && rest.length > 0) {
      const all = sorted(rest, (a, b) => b.score - a.score || b.value - a.value);
      rest = rest.filter((e) => e !== all[0]);
      hi--;
    }
    return rest;
  }

  buchholz(p: TieBreakPlayer, spec: TieBreakSpec, sb: boolean): number {
    const kept = Calculator.cut(this.entries(p, sb), spec.cutLow, spec.cutHigh, this.n);
    let s = 0;
    for (const e of kept) s += e.value;
    return s;
  }

  progressive(p: TieBreakPlayer, cutLow: number): number {
    let running = 0;
    let s = 0;
    p.rounds.forEach((r, i) => {
      running += r.points;
      if (i + 1 > cutLow) s += running;
    });
    return s;
  }

  /** C.07 9.x Koya: points scored against the opponents who scored at least half the points. */
  koya(p: TieBreakPlayer): number {
    let games = this.n;
    const count = this.field.players.length;
    if (this.field.roundRobin && count > 0) {
      if (this.n % count === 0) games -= this.n / count;
      for (const q of this.field.players)
        if (!q.rounds.some((r) => r.opponent !== null || r.played || r.pab === true)) games--;
    }
    const limit = (this.field.win * games) / 2;
    let s = 0;
    for (const r of p.rounds) if (r.opponent !== null && this.total(r.opponent) >= limit) s += r.points;
    return s;
  }

  standard(p: TieBreakPlayer): number {
    let s = 0;
    for (const r of p.rounds) s += r.points > this.field.draw ? 1 : r.points === this.field.draw ? 0.5 : 0;
    return s;
  }

  count(p: TieBreakPlayer, code: 'WIN' | 'WON' | 'BPG' | 'BWG' | 'REP'): number {
    const win = this.field.win;
    let c = 0;
    for (const r of p.rounds) {
      const won = r.points === win;
      if (
        code === 'WIN'
          ? won
          : code === 'WON'
            ? won && r.played && r.opponent !== null
            : code === 'BPG'
              ? r.colour === 'black' && r.played
              : code === 'BWG'
                ? r.colour === 'black' && r.played && won
                : r.played || r.pab === true || won
      )
        c++;
    }
    return c;
  }

  /** A player's rating for the rating tie-breaks: his own, else the field's rating of unrated players. */
  ratingOf(p: TieBreakPlayer | undefined): number | undefined {
    const own = p?.rating;
    if (isRating(own) && own > 0) return own;
    // A field's rating the arithmetic cannot take (NaN, 1e308) gives unrated players none.
    const unrated = this.field.unratedRating;
    return isRating(unrated) ? unrated : undefined;
  }

  /** Whether the rating tie-breaks have values: every player has a rating (his or the field's). */
  get ratingsValid(): boolean {
    if (this.valid === undefined)
      this.valid = this.field.players.every((q) => this.ratingOf(q) !== undefined);
    return this.valid;
  }
  private valid: boolean | undefined;

  /** The rated opponents met over the board, after the cut, and the rating points scored. */
  private rated(p: TieBreakPlayer, spec: TieBreakSpec): { ratings: number[]; score: number } {
    let games = 0;
    let opp: { rating: number; share: number }[] = [];
    for (const r of p.rounds) {
      if (!r.played || r.opponent === null) continue;
      games++;
      const rating = this.ratingOf(this.byId.get(r.opponent));
      if (rating !== undefined) opp.push({ rating, share: r.share });
    }
    let low = Math.min(spec.cutLow, this.n);
    let high = low + spec.cutHigh > this.n ? this.n - low : spec.cutHigh;
    for (; low > 0; low--, games--) {
      if (games === opp.length && opp.length > 0) opp = sorted(opp, (a, b) => a.rating - b.rating).slice(1);
    }
    for (; high > 0; high--, games--) {
      if (games === opp.length && opp.length > 0)
        opp = sorted(opp, (a, b) => a.rating - b.rating).slice(0, -1);
    }
    let score = 0;
    for (const o of opp) score += o.share;
    return { ratings: opp.map((o) => o.rating), score };
  }

  /** ARO, TPR or PTP (C.07 10.1–10.3); null as the checker leaves it empty. */
  performance(p: TieBreakPlayer, spec: TieBreakSpec, code: 'ARO' | 'TPR' | 'PTP'): number | null {
    if (!this.ratingsValid) return null;
    const { ratings, score } = this.rated(p, spec);
    if (ratings.length === 0) return null;
    return code === 'ARO'
      ? averageRating(ratings)
      : code === 'TPR'
        ? performanceRating(score, ratings)
        : perfectPerformance(score, ratings);
  }
}

/**
 * Direct encounter (C.07 6) inside groups of players tied on everything before it: each
 * player's points against the others of the group; the group splits by those points when all
 * have met (in a round robin always), else a player goes ahead only when his points exceed what
 * any other could still reach; the split repeats inside each part until nothing changes. The
 * value is the place inside the group (1, 2, …; tied players share it), or 0 for everybody when
 * the criterion separates nobody.
 */
function directEncounter(calc: Calculator, group: readonly TieBreakPlayer[]): Map<number, number> {
  const place = new Map<number, number>(group.map((p) => [p.id, 1]));
  const rr = calc.field.roundRobin;
  const win = calc.field.win;
  for (let loop = 0; loop < 30; loop++) {
    let changes = 0;
    const byPlace = new Map<number, TieBreakPlayer[]>();
    for (const p of group) {
      const k = place.get(p.id) as number;
      byPlace.set(k, [...(byPlace.get(k) ?? []), p]);
    }
    for (const [base, sub] of byPlace) {
      if (sub.length < 2) continue;
      const ids = new Set(sub.map((p) => p.id));
      let metAll = true;
      const stats = sub.map((p) => {
        // As the checker counts (gacrux/tiebreak.py, compute_basic_direct_encounter): the score
        // against an opponent met again is the mean of the score so far and the new game's (the
        // true mean for two games), and meeting an opponent again resets the count of opponents
        // met to 1.
        const against = new Map<number, number>();
        let met = 0;
        p.rounds.forEach((r) => {
          if (r.opponent === null || !ids.has(r.opponent) || !(rr || r.played)) return;
          const before = against.get(r.opponent);
          if (before === undefined) {
            met++;
            against.set(r.opponent, r.points);
          } else {
            met = 1;
            against.set(r.opponent, (before + r.points) / 2);
          }
        });
        let value = 0;
        for (const a of against.values()) value += a;
        let max = value;
        if (!rr && met < sub.length - 1) {
          metAll = false;
          max = value + (sub.length - 1 - met) * win;
        }
        return { p, value, max };
      });
      if (metAll) {
        const s = sorted(stats, (a, b) => b.value - a.value || a.p.id - b.p.id);
        let current = base;
        s.forEach((x, i) => {
          if (i > 0 && x.value !== (s[i - 1] as { value: number }).value) {
            current = base + i;
            changes++;
          }
          place.set(x.p.id, current);
        });
      } else {
        const s = sorted(stats, (a, b) => b.value - a.value || b.max - a.max || a.p.id - b.p.id);
        // suffixMax[i]: the most any of players i.. could still reach.
        const suffixMax = new Array<number>(s.length + 1).fill(Number.NEGATIVE_INFINITY);
        for (let i = s.length - 1; i >= 0; i--)
          suffixMax[i] = Math.max(suffixMax[i + 1]!, (s[i] as { max: number }).max);
        let current = base;
        let unique = true;
        s.forEach((x, i) => {
          if (i > 0) {
            const prev = s[i - 1] as { value: number };
            const restMax = suffixMax[i]!;
            if (unique && prev.value > restMax) {
              current = base + i;
              changes++;
            } else unique = false;
          }
          place.set(x.p.id, current);
        });
      }
    }
    if (changes === 0) break;
  }
  const values = [...place.values()];
  const separated = values.some((v) => v !== values[0]);
  const out = new Map<number, number>();
  for (const [id, v] of place) out.set(id, separated ? v : 0);
  return out;
}

/**
 * Computes one C.07 tie-break for the players of a group (every player when the tie-break
 * does not depend on the group: all but `DE`).
 * A rating tie-break (`ARO`, `AROC`, `TPR`, `PTP`, `RTNG`) is `null` where the reference checker
 * leaves it empty: for everybody when a player of the field has no rating and the field gives
 * none to unrated players (`unratedRating`), and for a player without a rated opponent.
 *
 * @example
 * ```ts
 * import { computeTieBreak, parseTieBreakCode } from '@xq/tournament';
 * const game = (opponent: number, points: number) =>
 *   ({ opponent, played: true, points, share: points, colour: 'red' as const });
 * const field = { roundRobin: false, win: 1, draw: 0.5, players: [
 *   { id: 1, rounds: [game(2, 1)] }, { id: 2, rounds: [game(1, 0)] }] };
 * console.log(computeTieBreak(field, parseTieBreakCode('BH')!, field.players).get(2)); // 1
 * ```
 * @throws {TypeError} when `field` (unless a calculator is given), `spec` or `group` is not of
 * its shape: a player without a `rounds` array, a round whose `points` are not a finite number,
 * a code `parseTieBreakCode` does not give, naming the field.
 * @category Standings
 */
export function computeTieBreak(
  field: TieBreakField,
  spec: TieBreakSpec,
  group: readonly TieBreakPlayer[],
  calculator?: unknown,
): ReadonlyMap<number, number | null> {
  const fn = 'computeTieBreak';
  // with a shared calculator the field was checked when it was made: only the group is read here
  if (!(calculator instanceof Calculator)) checkTieBreakField(fn, field);
  checkTieBreakSpec(fn, spec);
  requireArray(fn, 'group', group);
  for (let i = 0; i < group.length; i++) checkTieBreakPlayer(fn, `group[${i}]`, group[i]);
  const calc = calculator instanceof Calculator ? calculator : new Calculator(field);
  if (spec.code === 'DE') return directEncounter(calc, group);
  const out = new Map<number, number | null>();
  for (const p of group) {
    let v: number | null;
    switch (spec.code) {
      case 'PTS':
        v = calc.total(p.id);
        break;
      case 'BH':
        v = calc.buchholz(p, spec, false);
        break;
      case 'SB':
        v = calc.buchholz(p, spec, true);
        break;
      case 'WIN':
      case 'WON':
      case 'BPG':
      case 'BWG':
      case 'REP':
        v = calc.count(p, spec.code);
        break;
      case 'ARO':
      case 'AROC':
        v = calc.performance(p, spec, 'ARO');
        break;
      case 'TPR':
      case 'PTP':
        v = calc.performance(p, spec, spec.code);
        break;
      case 'KS':
        v = calc.koya(p);
        break;
      case 'PS':
        v = calc.progressive(p, spec.cutLow);
        break;
      case 'STD':
        v = calc.standard(p);
        break;
      case 'RTNG':
        v = calc.ratingsValid ? (calc.ratingOf(p) as number) : null;
        break;
      case 'TPN':
        v = p.id;
        break;
    }
    out.set(p.id, v);
  }
  return out;
}

/**
 * A calculator to share between calls of {@link computeTieBreak} over one field (it keeps the
 * players' totals and adjusted scores).
 *
 * @example
 * ```ts
 * import { tieBreakCalculator } from '@xq/tournament';
 * const calc = tieBreakCalculator({ roundRobin: true, win: 1, draw: 0.5, players: [] });
 * console.log(typeof calc); // object
 * ```
 * @throws {TypeError} when `field` is not a {@link TieBreakField}: each player and round is
 * checked, and the error names the field.
 * @category Standings
 */
export function tieBreakCalculator(field: TieBreakField): object {
  checkTieBreakField('tieBreakCalculator', field);
  return new Calculator(field);
}
