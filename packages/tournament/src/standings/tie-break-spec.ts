// A tie-break code read into its base code and its cut or median modifier.
import { CUTTABLE_CODES, TIE_BREAK_BASE_CODES, type TieBreakBaseCode } from '../tie-break-codes';

/**
 * A parsed tie-break: the base code and how many of the lowest and highest values are cut.
 * @category Standings
 */
export interface TieBreakSpec {
  /** The base code (`AROC` reads as `ARO` with one low cut). */
  readonly code: TieBreakBaseCode;
  /** Values left out from the bottom. */
  readonly cutLow: number;
  /** Values left out from the top. */
  readonly cutHigh: number;
}

/**
 * Reads a C.07 code (`BH`, `BH-C1`, `BH-M1`, `AROC`, …), case-insensitively; `undefined` when it
 * is not one.
 *
 * @example
 * ```ts
 * import { parseTieBreakCode } from '@xq/tournament';
 * console.log(parseTieBreakCode('bh-m1')); // { code: 'BH', cutLow: 1, cutHigh: 1 }
 * console.log(parseTieBreakCode('XYZ')); // undefined
 * ```
 * @category Standings
 */
export function parseTieBreakCode(text: string): TieBreakSpec | undefined {
  if (typeof text !== 'string' || text.length > 16) return undefined;
  const m = /^([A-Z]+)(?:-([CM])([1-9]))?$/.exec(text.toUpperCase());
  if (!m) return undefined;
  const base = m[1]!;
  if (!(TIE_BREAK_BASE_CODES as readonly string[]).includes(base)) return undefined;
  if (base === 'AROC') return m[2] ? undefined : { code: 'ARO', cutLow: 1, cutHigh: 0 };
  if (m[2] === undefined) return { code: base as TieBreakBaseCode, cutLow: 0, cutHigh: 0 };
  if (!(CUTTABLE_CODES as readonly string[]).includes(base)) return undefined;
  const n = Number(m[3]);
  return { code: base as TieBreakBaseCode, cutLow: n, cutHigh: m[2] === 'M' ? n : 0 };
}

/**
 * Whether a smaller value ranks higher: the start number (`TPN`) and direct encounter (`DE`,
 * whose value is a place inside the tied group).
 *
 * @example
 * ```ts
 * import { lowerIsBetter } from '@xq/tournament';
 * console.log(lowerIsBetter('TPN'), lowerIsBetter('BH')); // true false
 * ```
 * @category Standings
 */
export function lowerIsBetter(code: TieBreakBaseCode): boolean {
  return code === 'TPN' || code === 'DE';
}
