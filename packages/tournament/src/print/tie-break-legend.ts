// The legend of a standings table: each tie-break of its header with its name, in English or in
// the law's Vietnamese words (one owner for the names: TIE_BREAK_NAMES_VI and the English list here).
import { requireArray, requireOptions, requireString } from '../guard';
import { tieBreakCode } from '../standings';
import type { TieBreakBaseCode } from '../tie-break-codes';
import { tieBreakNameIn, tieBreakNameVi } from './regulation-items';
import type { PrintOptions } from './table';

const NAMES_EN: Readonly<Record<TieBreakBaseCode | 'lots', string>> = {
  PTS: 'points',
  BH: 'Buchholz (sum of the opponents’ scores)',
  SB: 'Sonneborn–Berger',
  DE: 'direct encounter',
  WIN: 'rounds won',
  WON: 'games won over the board',
  BPG: 'games played with black',
  BWG: 'games won with black',
  ARO: 'average rating of the opponents',
  AROC: 'average rating of the opponents, cut',
  TPR: 'tournament performance rating',
  PTP: 'perfect tournament performance',
  KS: 'Koya score',
  PS: 'progressive score',
  STD: 'standard points',
  RTNG: 'the player’s rating',
  TPN: 'start number',
  REP: 'rounds elected to play',
  lots: 'drawing of lots',
};

function nameEn(name: string): string {
  return tieBreakNameIn(
    NAMES_EN,
    name,
    (word, cut, n) => `${word}, ${cut ? `the ${n} lowest` : `the ${n} lowest and highest`} left out`,
  );
}

/**
 * The legend of the tie-breaks a standings table shows: for each tie-break (a C.07 code or a
 * name of the regulations) its code as the table's header writes it and its name, in English or,
 * with `lang: 'vi'`, in the law's words.
 *
 * @example
 * ```ts
 * import { tieBreakLegend } from '@xq/tournament';
 * const legend = tieBreakLegend(['BH-C1', 'SB']);
 * console.log(legend.map(([code, name]) => `${code} = ${name}`).join('; '));
 * // BH-C1 = Buchholz (sum of the opponents’ scores), the 1 lowest left out; SB = Sonneborn–Berger
 * console.log(tieBreakLegend(['SB'], { lang: 'vi' })[0]?.join(' = ')); // SB = hệ số
 * ```
 * @throws {TypeError} when `tieBreaks` is not an array of strings or `options` not an object.
 * @category Printing
 */
export function tieBreakLegend(
  tieBreaks: readonly string[],
  options: PrintOptions = {},
): readonly (readonly [string, string])[] {
  requireArray('tieBreakLegend', 'tieBreaks', tieBreaks);
  requireOptions('tieBreakLegend', options);
  for (let i = 0; i < tieBreaks.length; i++) requireString('tieBreakLegend', `tieBreaks[${i}]`, tieBreaks[i]);
  return tieBreaks.map((k) => [tieBreakCode(k) ?? k, options.lang === 'vi' ? tieBreakNameVi(k) : nameEn(k)]);
}
