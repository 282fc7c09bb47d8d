// The tie-break codes of FIDE C.07 as a vocabulary and their Vietnamese names (imports nothing):
// the model's `TieBreak` reads them, standings/tie-break-spec.ts parses them and
// standings/tie-breaks.ts gives them values.

/**
 * A base code of C.07: `PTS` points; `BH` Buchholz; `SB` Sonneborn–Berger; `DE` direct
 * encounter; `WIN` rounds won (with or without playing); `WON` games won over the board;
 * `BPG` games played with black; `BWG` games won with black; `ARO` average rating of opponents
 * (`AROC` = `ARO-C1`); `TPR` tournament performance rating; `PTP` perfect tournament
 * performance; `KS` Koya; `PS` progressive score; `STD` standard points (1 / ½ / 0 per round);
 * `RTNG` the player's rating; `TPN` the start number; `REP` rounds elected to play.
 * @category Standings
 */
export type TieBreakBaseCode =
  | 'PTS'
  | 'BH'
  | 'SB'
  | 'DE'
  | 'WIN'
  | 'WON'
  | 'BPG'
  | 'BWG'
  | 'ARO'
  | 'AROC'
  | 'TPR'
  | 'PTP'
  | 'KS'
  | 'PS'
  | 'STD'
  | 'RTNG'
  | 'TPN'
  | 'REP';

/**
 * A code that takes the cut (`-C1`, `-C2`: leave out the 1 or 2 lowest values) and median
 * (`-M1`, `-M2`: the lowest and highest) modifiers of C.07.
 * @category Standings
 */
export type CuttableCode = 'BH' | 'SB' | 'ARO' | 'TPR' | 'PS';

/** Every {@link TieBreakBaseCode}, once each, in the order of C.07 as listed above. */
export const TIE_BREAK_BASE_CODES = [
  'PTS',
  'BH',
  'SB',
  'DE',
  'WIN',
  'WON',
  'BPG',
  'BWG',
  'ARO',
  'AROC',
  'TPR',
  'PTP',
  'KS',
  'PS',
  'STD',
  'RTNG',
  'TPN',
  'REP',
] as const satisfies readonly TieBreakBaseCode[];

/** Every {@link CuttableCode}, once each. */
export const CUTTABLE_CODES = ['BH', 'SB', 'ARO', 'TPR', 'PS'] as const satisfies readonly CuttableCode[];

// The lists hold every code of their union (`satisfies` above checks the other way): a code added
// to a union without its list does not compile.
null satisfies Exclude<TieBreakBaseCode, (typeof TIE_BREAK_BASE_CODES)[number]> extends never ? null : never;
null satisfies Exclude<CuttableCode, (typeof CUTTABLE_CODES)[number]> extends never ? null : never;

/**
 * A C.07 tie-break: a base code, or a cuttable code with its modifier (`BH-C1`, `BH-M1`,
 * `SB-C1`, `ARO-C1`, …).
 * @category Standings
 */
export type TieBreakCode = TieBreakBaseCode | `${CuttableCode}-C${number}` | `${CuttableCode}-M${number}`;

/**
 * The tie-break codes listed in the documentation and accepted by the `xq` command's
 * `--tie-breaks` (any `-C<n>` / `-M<n>` modifier of a cuttable code is accepted as well).
 * @category Standings
 */
export const TIE_BREAK_CODES: readonly TieBreakCode[] = [
  ...TIE_BREAK_BASE_CODES,
  'BH-C1',
  'BH-C2',
  'BH-M1',
  'BH-M2',
  'SB-C1',
  'ARO-C1',
  'PS-C1',
];

/**
 * The Vietnamese name of each C.07 base code and of `lots`, in the law's words where the law has
 * them (Luật Cờ Tướng 2004, guide item 9 "cách tính hệ số": SB "hệ số"; 4.2.2a "bốc thăm").
 * The same words as `GLOSSARY` of `@xq/core` (which this package cannot depend on); `@xq/cli`
 * tests that the two agree.
 *
 * @example
 * ```ts
 * import { TIE_BREAK_NAMES_VI } from '@xq/tournament';
 * console.log(TIE_BREAK_NAMES_VI.SB, '/', TIE_BREAK_NAMES_VI.lots); // hệ số / bốc thăm
 * ```
 * @category Standings
 */
export const TIE_BREAK_NAMES_VI: Readonly<Record<TieBreakBaseCode | 'lots', string>> = {
  PTS: 'điểm',
  BH: 'tổng điểm các đối thủ (Buchholz)',
  SB: 'hệ số',
  DE: 'đối kháng trực tiếp',
  WIN: 'số vòng thắng',
  WON: 'số ván thắng trên bàn cờ',
  BPG: 'số ván cầm quân Đen',
  BWG: 'số ván thắng khi cầm quân Đen',
  ARO: 'Elo trung bình của các đối thủ',
  AROC: 'Elo trung bình của các đối thủ, có bỏ bớt',
  TPR: 'thành tích Elo',
  PTP: 'thành tích Elo hoàn hảo',
  KS: 'hệ số Koya',
  PS: 'điểm lũy tiến',
  STD: 'điểm chuẩn',
  RTNG: 'hệ số Elo của đấu thủ',
  TPN: 'số thứ tự',
  REP: 'số ván chọn đấu',
  lots: 'bốc thăm',
};
