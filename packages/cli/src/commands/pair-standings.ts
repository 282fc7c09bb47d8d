/**
 * `xq pair --check --standings`: the final standings of a TRF file checked against the
 * tie-break list of the file (C.07), computed by `@xq/tournament`.
 */

import type { Trf } from '@xq/pairing';
import { isTieBreak, type Standing, standings, type TieBreak, tournamentFromTrf } from '@xq/tournament';

/** One rank of the file whose player is not the one the tie-break list puts there. */
export interface StandingsDifference {
  /** The rank (the position in the file's order, from 1). */
  readonly rank: number;
  /** The player the standings put at this rank. */
  readonly expected: number;
  /** The player the file puts at this rank. */
  readonly actual: number;
  /** The criterion that decides between the two, with their values. */
  readonly reason: string;
}

/** What the standings check answers: the ranks compared, those that differ, the list used. */
export interface StandingsCheck {
  /** Number of ranks compared (the players the file ranks, columns 86–89). */
  readonly checked: number;
  /** The ranks whose player differs, in order. */
  readonly differing: readonly StandingsDifference[];
  /** The ranking order used (C.07 codes or xq's names), the points first. */
  readonly tieBreaks: readonly string[];
}

/**
 * The file's tie-break list: TRF-2026 `212` (the whole order) or `202` (the tie-breaks after the
 * points), codes separated by spaces or commas, modifiers written `BH/C1`, `BH#C1` or `BH-C1`;
 * `undefined` when the file has neither (the tournament's own list, else its system's default).
 * Codes xq does not compute are left out.
 */
function fileTieBreaks(trf: Trf): TieBreak[] | undefined {
  const line =
    trf.otherLines.find((l) => l.startsWith('212 ')) ?? trf.otherLines.find((l) => l.startsWith('202 '));
  if (line === undefined) return undefined;
  const codes = line
    .slice(4)
    .split(/[\s,]+/u)
    .map((c) => c.replace(/[/#]/gu, '-').toUpperCase())
    .filter((c) => c !== '' && isTieBreak(c)) as TieBreak[];
  return codes.length > 0 ? codes : undefined;
}

const WORDS = {
  en: (c: string, hi: number, hv: string, lo: number, lv: string) =>
    `${c} decides: ${hi} (${hv}) ranks above ${lo} (${lv})`,
  vi: (c: string, hi: number, hv: string, lo: number, lv: string) =>
    `${c} quyết định: ${hi} (${hv}) xếp trên ${lo} (${lv})`,
} as const;
const LOTS = { en: 'lots', vi: 'bốc thăm' } as const;
const POINTS = { en: 'points', vi: 'điểm' } as const;

/**
 * The first criterion on which two standings lines of different ranks differ, in words: the
 * one the standings rank higher first.
 */
function decide(x: Standing, y: Standing, lang: 'en' | 'vi'): string {
  const [hi, lo] = x.rank < y.rank ? [x, y] : [y, x];
  const show = (v: number | null | undefined) => (v === null || v === undefined ? '–' : String(v));
  const c = Object.keys(hi.values).find((k) => hi.values[k] !== lo.values[k]) ?? 'lots';
  const name = c === 'lots' ? LOTS[lang] : c === 'points' || c === 'PTS' ? POINTS[lang] : c;
  return WORDS[lang](name, hi.player, show(hi.values[c]), lo.player, show(lo.values[c]));
}

/**
 * Checks the order of the file's ranks (columns 86–89) against the standings of its tie-break
 * list: each rank whose player is not one the standings put there (players the standings rank
 * equal may come in either order). A file that `@xq/tournament` cannot import is an error.
 */
export function checkStandings(
  trf: Trf,
  lang: 'en' | 'vi',
): { ok: true; value: StandingsCheck } | { ok: false; error: string } {
  const t = tournamentFromTrf(trf);
  if (!t.ok) return { ok: false, error: `standings: ${t.error.message}` };
  const tieBreaks = fileTieBreaks(trf);
  let table: readonly Standing[];
  try {
    table = standings(t.value, tieBreaks === undefined ? {} : { tieBreaks });
  } catch (e) {
    return { ok: false, error: `standings: ${(e as Error).message}` };
  }
  const byPlayer = new Map(table.map((s) => [s.player, s] as const));
  const file = trf.players.filter((p) => p.rank > 0 && byPlayer.has(p.startNumber));
  file.sort((x, y) => x.rank - y.rank || x.startNumber - y.startNumber);
  const inFile = new Set(file.map((p) => p.startNumber));
  const ranked = table.filter((s) => inFile.has(s.player));
  const differing: StandingsDifference[] = [];
  file.forEach((p, i) => {
    const a = byPlayer.get(p.startNumber) as Standing;
    const e = ranked[i] as Standing;
    if (e.rank === a.rank) return;
    differing.push({ rank: i + 1, expected: e.player, actual: a.player, reason: decide(e, a, lang) });
  });
  const used = Object.keys(table[0]?.values ?? {});
  return { ok: true, value: { checked: file.length, differing, tieBreaks: used } };
}
