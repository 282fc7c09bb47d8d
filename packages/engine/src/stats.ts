// The statistics of an engine match as testers read them: the score, the Elo difference with
// its 95 % error, the likelihood of superiority, and the generalized SPRT (GSPRT) on logistic
// Elo, on trinomial (per game) or pentanomial (per pair of games) counts.
//
// The GSPRT is the one Fishtest and fastchess use: the log-likelihood ratio of the maximum
// likelihood distributions of the results whose expected score is that of elo1 and elo0
// (M. Van den Bergh, "Comments on Normalized Elo", proposition 1.1).

/**
 * A match's results per game, from the first engine's side.
 * @example const t: Trinomial = { wins: 10, draws: 5, losses: 3 };
 * @category Statistics
 */
export interface Trinomial {
  /** Games the first engine won. */
  readonly wins: number;
  /** Games drawn. */
  readonly draws: number;
  /** Games the first engine lost. */
  readonly losses: number;
}

/**
 * A match's results per pair of games (one opening, colours reversed), from the first engine's
 * side: the pair's score is 0, ½, 1, 1½ or 2 points; a win and a loss and two draws both score 1.
 * @example const p: Pentanomial = { ll: 0, ld: 1, wl: 2, dd: 3, wd: 4, ww: 5 };
 * @category Statistics
 */
export interface Pentanomial {
  /** Two losses. */
  readonly ll: number;
  /** A loss and a draw. */
  readonly ld: number;
  /** A win and a loss. */
  readonly wl: number;
  /** Two draws. */
  readonly dd: number;
  /** A win and a draw. */
  readonly wd: number;
  /** Two wins. */
  readonly ww: number;
}

/**
 * The bounds and hypotheses of an SPRT: H0 "the Elo difference is elo0", H1 "it is elo1", with
 * the false-positive rate alpha and the false-negative rate beta.
 * @example const s: SprtSpec = { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 };
 * @category Statistics
 */
export interface SprtSpec {
  /** The Elo difference of H0. */
  readonly elo0: number;
  /** The Elo difference of H1 (greater than elo0). */
  readonly elo1: number;
  /** The probability of accepting H1 when H0 holds (0 < alpha < 1). */
  readonly alpha: number;
  /** The probability of accepting H0 when H1 holds (0 < beta < 1, alpha + beta < 1). */
  readonly beta: number;
}

/**
 * Where an SPRT stands: the log-likelihood ratio, its bounds, and the hypothesis accepted.
 * @example const s: SprtState = { llr: 0.5, lower: -2.94, upper: 2.94, result: null };
 * @category Statistics
 */
export interface SprtState {
  /** The log-likelihood ratio of H1 against H0. */
  readonly llr: number;
  /** ln(beta / (1 − alpha)): H0 is accepted at or below it. */
  readonly lower: number;
  /** ln((1 − beta) / alpha): H1 is accepted at or above it. */
  readonly upper: number;
  /** The hypothesis accepted, or `null` while the test goes on. */
  readonly result: 'H0' | 'H1' | null;
}

/** The quantile of the standard normal distribution at 0.975 (a 95 % two-sided interval). */
const Z95 = 1.959963984540054;

/**
 * The expected score of an Elo difference (logistic): 1 / (1 + 10^(−elo/400)).
 * @example eloToScore(0) // 0.5
 * @category Statistics
 */
export function eloToScore(elo: number): number {
  return 1 / (1 + 10 ** (-elo / 400));
}

/**
 * The Elo difference of an expected score (logistic): −400 log10(1/score − 1); ±Infinity at 1
 * and 0.
 * @example Math.round(scoreToElo(0.75)) // 191
 * @category Statistics
 */
export function scoreToElo(score: number): number {
  return -400 * Math.log10(1 / score - 1);
}

/**
 * The error function, to 1.2e-7 (Numerical Recipes' erfc with a Chebyshev fit).
 * @example erf(0) // 0
 * @category Statistics
 */
export function erf(x: number): number {
  if (x === 0) return 0;
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? 1 - r : r - 1;
}

function checkCounts(counts: Readonly<Record<string, number>>, fn: string): number {
  let n = 0;
  for (const [k, v] of Object.entries(counts)) {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0)
      throw new RangeError(`${fn}: ${k} must be a whole number`);
    n += v;
  }
  return n;
}

/**
 * The Elo difference of a match from the first engine's side, its 95 % error (half the width of
 * the interval, trinomial model: the per-game score's variance), and the likelihood of
 * superiority LOS = ½(1 + erf((wins − losses) / √(2 (wins + losses)))). The difference is
 * ±Infinity for a match all won or all lost; everything is `null` before the first game.
 * @throws RangeError when a count is not a whole number.
 * @example
 * const e = eloEstimate({ wins: 859, draws: 1329, losses: 772 });
 * e.diff?.toFixed(1); // '10.2'
 * @category Statistics
 */
export function eloEstimate(t: Trinomial): {
  /** The Elo difference (±Infinity for a match all won or all lost), `null` before the first game. */
  diff: number | null;
  /** Half the width of its 95 % interval, `null` before the first game or when a bound is infinite. */
  error: number | null;
  /** The likelihood of superiority, 0..1 (½ without a decisive game), `null` before the first game. */
  los: number | null;
} {
  const n = checkCounts({ wins: t.wins, draws: t.draws, losses: t.losses }, 'eloEstimate');
  if (n === 0) return { diff: null, error: null, los: null };
  const mu = (t.wins + t.draws / 2) / n;
  const variance = (t.wins * (1 - mu) ** 2 + t.draws * (0.5 - mu) ** 2 + t.losses * mu ** 2) / n;
  const sd = Math.sqrt(variance / n);
  const lo = scoreToElo(mu - Z95 * sd);
  const hi = scoreToElo(mu + Z95 * sd);
  const decisive = t.wins + t.losses;
  return {
    diff: scoreToElo(mu),
    error: Number.isFinite(lo) && Number.isFinite(hi) ? (hi - lo) / 2 : null,
    los: decisive === 0 ? 0.5 : 0.5 * (1 + erf((t.wins - t.losses) / Math.sqrt(2 * decisive))),
  };
}

/** A zero count is taken as 0.001 (as Fishtest and fastchess do), so that every log is finite. */
const regularize = (n: number) => (n === 0 ? 1e-3 : n);

/**
 * The log-likelihood ratio of the maximum-likelihood distributions of expected score s1 and s0,
 * for the empirical distribution `probs` over the scores `scores` (sorted) of `total` samples.
 */
function llrLogistic(
  total: number,
  scores: readonly number[],
  probs: readonly number[],
  s0: number,
  s1: number,
) {
  const mle = (s: number): number[] => {
    // Solve Σ p̂ᵢ (aᵢ − s) / (1 + θ (aᵢ − s)) = 0 for θ, by bisection: the sum decreases in θ
    // on the interval where every 1 + θ (aᵢ − s) is positive.
    const f = (theta: number) =>
      probs.reduce((acc, p, i) => acc + (p * (scores[i]! - s)) / (1 + theta * (scores[i]! - s)), 0);
    let lo = -1 / (scores.at(-1)! - s);
    let hi = -1 / (scores[0]! - s);
    for (let k = 0; k < 200 && hi - lo > 1e-12; k++) {
      const mid = (lo + hi) / 2;
      if (f(mid) > 0) lo = mid;
      else hi = mid;
    }
    const theta = (lo + hi) / 2;
    return probs.map((p, i) => p / (1 + theta * (scores[i]! - s)));
  };
  const p0 = mle(s0);
  const p1 = mle(s1);
  return total * probs.reduce((acc, p, i) => acc + p * (Math.log(p1[i]!) - Math.log(p0[i]!)), 0);
}

function checkSpec(spec: SprtSpec, fn: string): void {
  const { elo0, elo1, alpha, beta } = spec ?? ({} as SprtSpec);
  if (![elo0, elo1, alpha, beta].every((x) => typeof x === 'number' && Number.isFinite(x)))
    throw new RangeError(`${fn}: elo0, elo1, alpha and beta must be finite numbers`);
  if (!(elo0 < elo1)) throw new RangeError(`${fn}: elo0 must be less than elo1`);
  if (!(alpha > 0 && beta > 0 && alpha + beta < 1))
    throw new RangeError(`${fn}: alpha and beta must be positive with alpha + beta < 1`);
}

function state(llr: number, spec: SprtSpec): SprtState {
  const lower = Math.log(spec.beta / (1 - spec.alpha));
  const upper = Math.log((1 - spec.beta) / spec.alpha);
  return { llr, lower, upper, result: llr >= upper ? 'H1' : llr <= lower ? 'H0' : null };
}

/**
 * The GSPRT: the log-likelihood ratio of H1 (logistic Elo elo1) against H0 (elo0), its bounds,
 * and the hypothesis accepted. On {@link Pentanomial} counts (each pair of games, one opening
 * with colours reversed, one sample scored 0, ¼, ½, ¾ or 1: the test Fishtest runs) pairs are
 * correlated through their opening and counting them as pairs gives the right variance; on
 * {@link Trinomial} counts each game is an independent sample (which overstates the variance of
 * paired openings).
 * @throws RangeError when a count is not a whole number, `counts` is neither shape, or the spec is not one.
 * @example
 * const spec = { elo0: 0, elo1: 5, alpha: 0.05, beta: 0.05 };
 * gsprt({ wins: 0, draws: 0, losses: 0 }, spec).llr // 0
 * gsprt({ ll: 0, ld: 0, wl: 0, dd: 0, wd: 0, ww: 0 }, spec).result // null
 * @category Statistics
 */
export function gsprt(counts: Trinomial | Pentanomial, spec: SprtSpec): SprtState {
  if (typeof counts !== 'object' || counts === null)
    throw new RangeError(
      'gsprt: counts must be trinomial {wins, draws, losses} or pentanomial {ll, ld, wl, dd, wd, ww}',
    );
  const pentanomial = 'ww' in counts;
  const n = pentanomial
    ? checkCounts(
        { ll: counts.ll, ld: counts.ld, wl: counts.wl, dd: counts.dd, wd: counts.wd, ww: counts.ww },
        'gsprt',
      )
    : checkCounts({ wins: counts.wins, draws: counts.draws, losses: counts.losses }, 'gsprt');
  checkSpec(spec, 'gsprt');
  if (n === 0) return state(0, spec);
  const [scores, raw] = pentanomial
    ? [
        [0, 0.25, 0.5, 0.75, 1],
        [counts.ll, counts.ld, counts.wl + counts.dd, counts.wd, counts.ww],
      ]
    : [
        [0, 0.5, 1],
        [counts.losses, counts.draws, counts.wins],
      ];
  const regular = raw.map(regularize);
  const total = regular.reduce((a, b) => a + b, 0);
  const llr = llrLogistic(
    total,
    scores,
    regular.map((c) => c / total),
    eloToScore(spec.elo0),
    eloToScore(spec.elo1),
  );
  return state(llr, spec);
}
