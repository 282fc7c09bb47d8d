// The statistics of `xq match` from the first engine's side: points, the trinomial and
// pentanomial counts, the Elo difference with its 95 % error and LOS, the SPRT.
import {
  eloEstimate,
  gsprt,
  type Pentanomial,
  type SprtSpec,
  type SprtState,
  type Trinomial,
} from '@xq/engine';
import type { Played } from './match-game';

/** The first engine's points in a game: 1, ½, 0, or `undefined` for an unfinished game. */
function pointsOf(g: Played): number | undefined {
  if (g.result === '*') return undefined;
  if (g.result === '1/2-1/2') return 0.5;
  const redWon = g.result === '1-0';
  return redWon === (g.redEngine === 0) ? 1 : 0;
}

/** What `xq match` reports of its games. */
export interface MatchStats {
  /** The points of the two engines, in the order of `--engine` (unfinished games count none). */
  readonly score: [number, number];
  readonly trinomial: Trinomial;
  /** Per pair of games (2k−1, 2k: one opening, colours reversed), both finished. */
  readonly pentanomial: Pentanomial;
  readonly elo: { diff: number | null; error: number | null; los: number | null };
  /** The GSPRT on the pentanomial counts, when asked. */
  readonly sprt: SprtState | null;
}

/** The statistics of the games played so far (`games[i]` is game i + 1, absent while it runs). */
export function matchStats(games: readonly (Played | undefined)[], sprt: SprtSpec | undefined): MatchStats {
  const t = { wins: 0, draws: 0, losses: 0 };
  const p = { ll: 0, ld: 0, wl: 0, dd: 0, wd: 0, ww: 0 };
  for (const g of games) {
    const pts = g === undefined ? undefined : pointsOf(g);
    if (pts === 1) t.wins++;
    else if (pts === 0) t.losses++;
    else if (pts === 0.5) t.draws++;
  }
  for (let i = 0; i + 1 < games.length; i += 2) {
    const a = games[i] && pointsOf(games[i]!);
    const b = games[i + 1] && pointsOf(games[i + 1]!);
    if (a === undefined || b === undefined) continue;
    const sum = a + b;
    if (sum === 2) p.ww++;
    else if (sum === 1.5) p.wd++;
    else if (sum === 0.5) p.ld++;
    else if (sum === 0) p.ll++;
    else if (a === 0.5) p.dd++;
    else p.wl++;
  }
  const first = t.wins + t.draws / 2;
  return {
    score: [first, t.losses + t.draws / 2],
    trinomial: t,
    pentanomial: p,
    elo: eloEstimate(t),
    sprt: sprt ? gsprt(p, sprt) : null,
  };
}

/** A number for people: a fixed number of decimals, a comma for the decimal point in Vietnamese. */
export function decimal(n: number | null, digits: number, lang: 'en' | 'vi'): string {
  if (n === null) return '-';
  if (!Number.isFinite(n)) return n > 0 ? '+∞' : '−∞';
  const text = n.toFixed(digits);
  return lang === 'vi' ? text.replace('.', ',') : text;
}
