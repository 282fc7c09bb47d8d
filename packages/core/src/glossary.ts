/** One entry of {@link GLOSSARY}. @category Glossary */
export interface GlossaryEntry {
  /** The code the software uses (a tie-break code, a system, a reason, a rule set). */
  readonly term: string;
  /** The law's Vietnamese word for it, the one every `--lang vi` text prints. */
  readonly vi: string;
  /** Where the law says it: seed and article (003 = Luật Cờ Tướng 2004, 000 = decision of 1999). */
  readonly article: string;
}

/**
 * The one glossary of xq: each code of the software with the law's Vietnamese word and the
 * article it comes from. Every package's Vietnamese text reads its words from here (packages that
 * cannot depend on `@xq/core` keep their own copy, tested against this one by `@xq/cli`).
 *
 * @example
 * ```ts
 * import { GLOSSARY } from '@xq/core';
 * console.log(GLOSSARY.find((e) => e.term === 'lots')?.vi); // bốc thăm
 * ```
 * @category Glossary
 */
export const GLOSSARY: readonly GlossaryEntry[] = [
  // Tie-breaks: 003, guide item 9 "Quy định thứ tự lựa chọn xếp hạng, cách tính hệ số".
  { term: 'PTS', vi: 'điểm', article: '003 guide 9' },
  { term: 'SB', vi: 'hệ số', article: '003 guide 9' },
  // WIN counts rounds won (C.07: over the board, by forfeit, a full-point bye): "vòng", not "ván".
  { term: 'WIN', vi: 'số vòng thắng', article: '003 guide 9' },
  { term: 'DE', vi: 'đối kháng trực tiếp', article: '003 guide 9' },
  // 003, 4.2.2a "phải bốc thăm chọn người đi trước".
  { term: 'lots', vi: 'bốc thăm', article: '003 4.2.2a' },
  // Systems: 003, guide item 7 "Đấu loại trực tiếp, loại vòng tròn, theo hệ Thụy Sĩ"; 000, 17.3.
  { term: 'round-robin', vi: 'vòng tròn', article: '003 guide 7; 000 17.3' },
  { term: 'swiss', vi: 'hệ Thụy Sĩ', article: '003 guide 7; 000 17.3' },
  { term: 'knockout', vi: 'loại trực tiếp', article: '003 guide 7, 30.3' },
  // 003, the round-robin tables: "sẽ được nghỉ trong lượt đấu ấy".
  { term: 'bye', vi: 'nghỉ', article: '003 30.1' },
  // 000, 7.1: "bị xử thua".
  { term: 'forfeit', vi: 'xử thua', article: '000 7.1' },
  // 000, 7.1g: "dùng một quân chiếu mãi hoặc dùng nhiều quân thay nhau chiếu mãi".
  { term: 'perpetual-check', vi: 'chiếu mãi', article: '000 7.1g' },
  // 000, 10.1.3: "nước đuổi bắt mãi".
  { term: 'perpetual-chase', vi: 'đuổi bắt mãi', article: '000 10.1.3' },
  // 003: "Luật Cờ Tướng châu Á".
  { term: 'asian', vi: 'Luật Cờ Tướng châu Á', article: '003 preface' },
  // Rule sets of repetition (RULE_SETS): the AXF rules the law follows, Chapter V.
  { term: 'chinese', vi: 'luật Trung Quốc (cấm cả dọa hết mãi)', article: '003 preface' },
  { term: 'simple', vi: 'chỉ cấm chiếu mãi', article: '000 7.1g' },
  // Reasons of repetition rulings (000, 7.1h, 7.2b/c).
  { term: 'forbidden-repetition', vi: 'lặp lại nước cấm', article: '000 7.1h' },
  { term: 'repetition-draw', vi: 'hòa do lặp lại', article: '000 7.2b' },
];

/**
 * The law's Vietnamese word for a code of {@link GLOSSARY}, or `undefined` when the glossary has
 * none (prototype keys such as `toString` included).
 *
 * @example
 * ```ts
 * import { glossaryVi } from '@xq/core';
 * console.log(glossaryVi('SB'), glossaryVi('toString')); // hệ số undefined
 * ```
 * @category Glossary
 */
export function glossaryVi(term: unknown): string | undefined {
  return GLOSSARY.find((e) => e.term === term)?.vi;
}
