// The Vietnamese and English names of the ECCO codes, composed from the Chinese names' parts: no
// published list maps ECCO to Vietnamese, so each Chinese term is given the Hán-Việt name
// Vietnamese players use (Pháo đầu 中炮, Bình phong mã 屏风马, …) and the WXF-style English name,
// and a code's name is its terms in order. The Chinese names are the classifiers' (`names-zh.ts`).

import { ECCO_ZH } from './names-zh';

/** One term: its Vietnamese and its English. */
type Term = readonly [vi: string, en: string];

// Longest terms first is not needed: the reader tries the longest match at each place.
const TERMS: Readonly<Record<string, Term>> = {
  其他开局: ['Khai cuộc khác', 'Other Openings'],
  其他: ['các nước khác', 'Others'],
  上仕局: ['Thượng sĩ cục', 'Advisor Opening'],
  边马局: ['Biên mã cục', 'Edge Horse Opening'],
  边炮局: ['Biên pháo cục', 'Edge Cannon Opening'],
  巡河炮局: ['Tuần hà pháo cục', 'River Cannon Opening'],
  过河炮局: ['Quá hà pháo cục', 'River-Crossing Cannon Opening'],
  兵底炮局: ['Binh để pháo cục', 'Pawn-Base Cannon Opening'],
  金钩炮局: ['Kim câu pháo cục', 'Golden Hook Cannon Opening'],
  边兵局: ['Biên binh cục', 'Edge Pawn Opening'],
  飞相局: ['Phi tượng cục', 'Elephant Opening'],
  顺相局: ['Thuận tượng cục', 'Same-Side Elephant Opening'],
  列相局: ['Liệt tượng cục', 'Opposite-Side Elephant Opening'],
  飞相: ['Phi tượng', 'Elephant Opening'],
  起马局: ['Khởi mã cục', 'Horse Opening'],
  起马: ['Khởi mã', 'Horse Opening'],
  仕角炮局: ['Sĩ giác pháo cục', 'Palace Corner Cannon Opening'],
  仕角炮: ['Sĩ giác pháo', 'Palace Corner Cannon'],
  士角炮: ['Sĩ giác pháo', 'Palace Corner Cannon'],
  左士角炮: ['Sĩ giác pháo trái', 'Left Palace Corner Cannon'],
  右士角炮: ['Sĩ giác pháo phải', 'Right Palace Corner Cannon'],
  过宫炮局: ['Quá cung pháo cục', 'Cross-Palace Cannon Opening'],
  过宫炮: ['Quá cung pháo', 'Cross-Palace Cannon'],
  左过宫炮: ['Quá cung pháo trái', 'Left Cross-Palace Cannon'],
  右过宫炮: ['Quá cung pháo phải', 'Right Cross-Palace Cannon'],
  仙人指路局: ['Tiên nhân chỉ lộ cục', 'Pawn Opening'],
  仙人指路: ['Tiên nhân chỉ lộ', 'Pawn Opening'],
  对兵局: ['Đối binh cục', 'Mutual Pawns Opening'],
  对兵: ['Đối binh', 'Mutual Pawns'],
  中炮局: ['Pháo đầu cục', 'Central Cannon Opening'],
  中炮: ['Pháo đầu', 'Central Cannon'],
  左中炮: ['Pháo đầu trái', 'Left Central Cannon'],
  右中炮: ['Pháo đầu phải', 'Right Central Cannon'],
  屏风马: ['Bình phong mã', 'Screen Horses'],
  反宫马: ['Phản cung mã', 'Reversed Palace Horse'],
  单提马: ['Đơn đề mã', 'Single Lifted Horse'],
  顺炮: ['Thuận pháo', 'Same Direction Cannons'],
  列炮: ['Nghịch pháo', 'Opposite Direction Cannons'],
  后补列炮: ['Nghịch pháo hậu bổ', 'Delayed Opposite Direction Cannons'],
  五七炮: ['Ngũ thất pháo', 'Five-Seven Cannons'],
  五六炮: ['Ngũ lục pháo', 'Five-Six Cannons'],
  五八炮: ['Ngũ bát pháo', 'Five-Eight Cannons'],
  五九炮: ['Ngũ cửu pháo', 'Five-Nine Cannons'],
  右三步虎: ['Tam bộ hổ phải', 'Right Three-Step Tiger'],
  左三步虎: ['Tam bộ hổ trái', 'Left Three-Step Tiger'],
  鸳鸯炮: ['Uyên ương pháo', 'Mandarin Duck Cannons'],
  龟背炮: ['Quy bối pháo', 'Turtle-Back Cannon'],
  左炮封车: ['Pháo trái phong xa', 'Left Cannon Blocking the Rook'],
  卒底炮: ['Tốt để pháo', 'Pawn-Base Cannon'],
  兵底炮: ['Binh để pháo', 'Pawn-Base Cannon'],
  金钩炮: ['Kim câu pháo', 'Golden Hook Cannon'],
  两头蛇: ['Lưỡng đầu xà', 'Two-Headed Snake'],
  过河车: ['Quá hà xa', 'River-Crossing Rook'],
  巡河车: ['Tuần hà xa', 'River Rook'],
  骑河车: ['Kỵ hà xa', 'River-Riding Rook'],
  缓开车: ['Hoãn khai xa', 'Delayed Rook'],
  横车: ['Hoành xa', 'Horizontal Rook'],
  左横车: ['Hoành xa trái', 'Left Horizontal Rook'],
  右横车: ['Hoành xa phải', 'Right Horizontal Rook'],
  双横车: ['Song hoành xa', 'Double Horizontal Rooks'],
  直车: ['Trực xa', 'Straight Rook'],
  左直车: ['Trực xa trái', 'Left Straight Rook'],
  右直车: ['Trực xa phải', 'Right Straight Rook'],
  双直车: ['Song trực xa', 'Double Straight Rooks'],
  兑直车: ['đổi Trực xa', 'Straight Rook Exchange'],
  右车巡河: ['xe phải tuần hà', 'Right Rook to the River'],
  巡河炮: ['Tuần hà pháo', 'River Cannon'],
  过河炮: ['Quá hà pháo', 'River-Crossing Cannon'],
  边炮: ['Biên pháo', 'Edge Cannon'],
  左边炮: ['Biên pháo trái', 'Left Edge Cannon'],
  退边炮: ['thoái Biên pháo', 'Cannon Back to the Edge'],
  高右炮: ['cao pháo phải', 'Raised Right Cannon'],
  高左炮: ['cao pháo trái', 'Raised Left Cannon'],
  右炮过河: ['pháo phải quá hà', 'Right Cannon Across the River'],
  左炮过河: ['pháo trái quá hà', 'Left Cannon Across the River'],
  双炮过河: ['song pháo quá hà', 'Both Cannons Across the River'],
  右炮巡河: ['pháo phải tuần hà', 'Right Cannon to the River'],
  左炮巡河: ['pháo trái tuần hà', 'Left Cannon to the River'],
  平炮兑车: ['bình pháo đổi xe', 'Cannon Across to Exchange Rooks'],
  平炮压马: ['bình pháo áp mã', 'Cannon Across Pinning the Horse'],
  进炮打马: ['tiến pháo đánh mã', 'Cannon Attacking the Horse'],
  炮打中卒: ['pháo đánh tốt đầu', 'Cannon Taking the Central Pawn'],
  七路马: ['Thất lộ mã', 'Seventh-File Horse'],
  边马: ['Biên mã', 'Edge Horse'],
  左边马: ['Biên mã trái', 'Left Edge Horse'],
  右边马: ['Biên mã phải', 'Right Edge Horse'],
  互进边马: ['hai bên Biên mã', 'Both Edge Horses'],
  左正马: ['Chính mã trái', 'Left Regular Horse'],
  进左马: ['tiến mã trái', 'Left Horse'],
  进右马: ['tiến mã phải', 'Right Horse'],
  互进右马: ['hai bên tiến mã phải', 'Both Right Horses'],
  急进左马: ['cấp tiến mã trái', 'Quick Left Horse'],
  后补左马: ['hậu bổ mã trái', 'Left Horse Later'],
  不进左马: ['không tiến mã trái', 'Without the Left Horse'],
  左马盘河: ['mã trái bàn hà', 'Left Horse to the River'],
  右马盘河: ['mã phải bàn hà', 'Right Horse to the River'],
  左马外盘河: ['mã trái ngoại bàn hà', 'Left Horse Outside to the River'],
  右马外盘河: ['mã phải ngoại bàn hà', 'Right Horse Outside to the River'],
  拐角马: ['Quải giác mã', 'Corner Horse'],
  进三兵: ['tiến binh ba', 'Third Pawn'],
  进七兵: ['tiến binh bảy', 'Seventh Pawn'],
  不进三兵: ['không tiến binh ba', 'Without the Third Pawn'],
  互进三兵: ['hai bên tiến binh ba', 'Both Third Pawns'],
  互进七兵: ['hai bên tiến binh bảy', 'Both Seventh Pawns'],
  进中兵: ['tiến binh đầu', 'Central Pawn'],
  进７卒: ['tiến tốt 7', 'Pawn 7'],
  进３卒: ['tiến tốt 3', 'Pawn 3'],
  连进７卒: ['liên tiến tốt 7', 'Pawn 7 Twice'],
  连进7卒: ['liên tiến tốt 7', 'Pawn 7 Twice'],
  兑７卒: ['đổi tốt 7', 'Pawn 7 Exchange'],
  兑三兵: ['đổi binh ba', 'Third Pawn Exchange'],
  兑七兵: ['đổi binh bảy', 'Seventh Pawn Exchange'],
  兑双兵: ['đổi hai binh', 'Both Pawns Exchanged'],
  弃双兵: ['thí hai binh', 'Two Pawns Sacrificed'],
  边卒: ['Biên tốt', 'Edge Pawn'],
  兑边卒: ['đổi Biên tốt', 'Edge Pawn Exchange'],
  边相: ['Biên tượng', 'Edge Elephant'],
  飞象: ['phi tượng', 'Elephant'],
  飞右象: ['phi tượng phải', 'Right Elephant'],
  飞左象: ['phi tượng trái', 'Left Elephant'],
  先上士: ['tiên thượng sĩ', 'Advisor First'],
  先上仕: ['tiên thượng sĩ', 'Advisor First'],
  上士: ['thượng sĩ', 'Advisor'],
  上仕: ['thượng sĩ', 'Advisor'],
  上右士: ['thượng sĩ phải', 'Right Advisor'],
  巡河: ['tuần hà', 'to the River'],
  过河: ['quá hà', 'Across the River'],
  红: ['Trắng', 'Red'],
  黑: ['Đen', 'Black'],
  互进: ['hai bên tiến', 'Both Sides'],
  对: ['đối', 'vs'],
  转: ['chuyển', 'into'],
  或: ['hoặc', 'or'],
  局: ['cục', 'Opening'],
};
const LONGEST = Math.max(...Object.keys(TERMS).map((t) => t.length));

/** The Vietnamese and English of a Chinese name, term by term (the longest term at each place). */
function compose(zh: string): { vi: string; en: string } {
  const vi: string[] = [];
  const en: string[] = [];
  let at = 0;
  while (at < zh.length) {
    let len = Math.min(LONGEST, zh.length - at);
    while (len > 0 && !Object.hasOwn(TERMS, zh.slice(at, at + len))) len--;
    if (len === 0) throw new Error(`ECCO names: no term for ${zh.slice(at)}`);
    const term = TERMS[zh.slice(at, at + len)]!;
    vi.push(term[0]);
    en.push(term[1]);
    at += len;
  }
  const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
  return { vi: cap(vi.join(' ')), en: cap(en.join(' ')) };
}

/** A name in the three languages. @category Openings */
export interface OpeningName {
  /** Simplified Chinese, as the ECCO classifiers write it. */
  readonly zh: string;
  /** Vietnamese, composed from the Hán-Việt names of the terms. */
  readonly vi: string;
  /** English, WXF-style. */
  readonly en: string;
}

/**
 * An ECCO code's opening and, where ECCO names one, its variation: what {@link eccoNames} answers.
 * @example const n: EccoNames = { name: { zh: '中炮对屏风马', vi: 'Pháo đầu đối Bình phong mã', en: 'Central Cannon vs Screen Horses' } };
 * @category Openings
 */
export interface EccoNames {
  /** The opening's name. */
  readonly name: OpeningName;
  /** The variation's name, for the codes ECCO splits into named variations. */
  readonly variation?: OpeningName;
}

const NAMES = new Map<string, EccoNames>();
for (const [code, zh] of Object.entries(ECCO_ZH)) {
  const [opening = '', variation] = zh.split('#');
  NAMES.set(
    code,
    variation === undefined
      ? { name: { zh: opening, ...compose(opening) } }
      : { name: { zh: opening, ...compose(opening) }, variation: { zh: variation, ...compose(variation) } },
  );
}

/**
 * The names of an ECCO code: the opening, and its variation where ECCO names one.
 * @example eccoNames('C00')?.name.vi // 'Pháo đầu đối Bình phong mã'
 * @category Openings
 */
export function eccoNames(code: string): EccoNames | undefined {
  return typeof code === 'string' ? NAMES.get(code) : undefined;
}

/** Every ECCO code the classifiers name, in order. @example ECCO_CODES[0] // 'A00' @category Openings */
export const ECCO_CODES: readonly string[] = Object.freeze([...NAMES.keys()]);
