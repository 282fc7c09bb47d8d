import { requireOptions, requireTournament } from '../guard';
import type { System, Tournament } from '../model';
import { defaultTieBreaks, tieBreakCode } from '../standings';
import type { TieBreakBaseCode } from '../tie-break-codes';
import { TIE_BREAK_NAMES_VI } from '../tie-break-codes';
import { type PrintFormat, type PrintOptions, renderTable } from './table';

/** The Vietnamese name of a regulations item (`venue` → "Địa điểm thi đấu"), without its number; `undefined` when none. */
export const regulationItemVi = (field: string): string | undefined =>
  REGULATION_ITEMS.find(([key]) => key === field)?.[2].replace(/^\d+\. /u, '');

/**
 * The items of the regulations with their labels: English, and Vietnamese in the words of the
 * law's guide ("Hướng dẫn soạn thảo điều lệ tổ chức giải Cờ Tướng", items 1–15).
 */
const REGULATION_ITEMS: readonly (readonly [keyof Tournament['regulations'], string, string])[] = [
  ['purpose', '1. Purpose and name', '1. Mục đích ý nghĩa và tên giải'],
  ['dates', '2. Dates', '2. Thời hạn tổ chức giải'],
  ['host', '3. Host and sponsors', '3. Đơn vị đăng cai và tài trợ'],
  ['eligibility', '4. Eligibility', '4. Đối tượng tham gia giải'],
  ['venue', '5. Venue', '5. Địa điểm thi đấu'],
  ['schedule', '6. Schedule', '6. Lịch thi đấu'],
  ['system', '7. System', '7. Hình thức thi đấu'],
  ['rounds', '7. Rounds', '7. Số vòng'],
  ['gamesPerMatch', '7. Games per match', '7. Số ván mỗi trận'],
  ['law', '8. Law applied', '8. Luật lệ thi đấu'],
  ['timeControl', '8. Time control', '8. Thời gian ván đấu'],
  ['tieBreaks', '9. Ranking order', '9. Nguyên tắc xếp hạng'],
  ['scoring', '9. Scoring', '9. Cách tính điểm'],
  ['teamRanking', '9. Team ranking', '9. Xếp hạng đồng đội'],
  ['prizes', '10. Prizes', '10. Giải thưởng'],
  ['titleNorms', '11. Title norms', '11. Tiêu chuẩn phong cấp'],
  ['lodging', '12. Board and lodging', '12. Quyền lợi và nghĩa vụ về vật chất'],
  ['fees', '13. Fees', '13. Lệ phí'],
  ['entryForm', '14. Entry form', '14. Mẫu đăng ký'],
  ['entryDeadline', '15. Entry deadline', '15. Thời hạn đăng ký'],
];

/**
 * The systems in the law's words (Luật Cờ Tướng 2004, guide item 7: "Đấu loại trực tiếp, loại
 * vòng tròn, theo hệ Thụy Sĩ"; Điều 30.2.1 "đối kháng đồng loạt", 30.2.2 "đối kháng kiểu Anh").
 *
 * @example
 * ```ts
 * import { SYSTEM_NAMES_VI } from '@xq/tournament';
 * console.log(SYSTEM_NAMES_VI['swiss-dutch']); // hệ Thụy Sĩ (FIDE Dutch)
 * ```
 * @category Regulations
 */
export const SYSTEM_NAMES_VI: Readonly<Record<System, string>> = {
  'round-robin': 'vòng tròn',
  'double-round-robin': 'vòng tròn hai lượt',
  'swiss-dutch': 'hệ Thụy Sĩ (FIDE Dutch)',
  'swiss-lots': 'hệ Thụy Sĩ bốc thăm',
  knockout: 'loại trực tiếp',
  'double-elimination': 'loại kép',
  'team-round-robin': 'đồng đội vòng tròn',
  'team-swiss': 'đồng đội hệ Thụy Sĩ',
  'team-knockout': 'đồng đội loại trực tiếp',
  'team-english': 'đối kháng kiểu Anh',
  'team-simultaneous': 'đối kháng đồng loạt',
};

/** The scoring schemes in words (the law writes "6,5 điểm": the decimal comma). */
const SCORING_VI: Readonly<Record<string, string>> = {
  '1-0.5-0': 'thắng 1 điểm, hòa 0,5 điểm, thua 0 điểm',
  '2-1-0': 'thắng 2 điểm, hòa 1 điểm, thua 0 điểm',
};
/** How teams are ranked (30.1.5), in words. */
const TEAM_RANKING_VI: Readonly<Record<string, string>> = {
  'game-points': 'theo tổng điểm ván trước, rồi điểm trận',
  'match-points': 'theo điểm trận trước, rồi tổng điểm ván',
};

/**
 * The regulations ("điều lệ") in the order of the law's guide to them (items 1–15 of
 * Luật Cờ Tướng, Quyết định 1409/2004/QĐ-UBTDTT/TT1,
 * phần “Hướng dẫn soạn thảo điều lệ tổ chức giải Cờ Tướng”),
 * the ones given only; the ranking order defaults to the system's.
 *
 * @example
 * ```ts
 * import { createTournament, formatRegulations } from '@xq/tournament';
 * const t = createTournament({ name: 'Giải CLB', system: 'round-robin', timeControl: '60 phút' });
 * console.log(formatRegulations(t, 'markdown').split('\n').slice(4, 6).join(' / ')); // | 7. System | round-robin | / | 8. Time control | 60 phút |
 * console.log(formatRegulations(t, 'markdown', { lang: 'vi' }).split('\n')[4]); // | 7. Hình thức thi đấu | vòng tròn |
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Printing
 */
export function formatRegulations(t: Tournament, format: PrintFormat, options: PrintOptions = {}): string {
  requireOptions('formatRegulations', options);
  requireTournament('formatRegulations', t);
  const reg = {
    ...t.regulations,
    tieBreaks: t.regulations.tieBreaks ?? defaultTieBreaks(t.regulations.system),
  };
  const vi = options.lang === 'vi';
  const rows = REGULATION_ITEMS.flatMap(([key, en, viLabel]) => {
    const v = reg[key];
    if (v === undefined) return [];
    if (vi && key === 'tieBreaks' && Array.isArray(v))
      return [
        [
          viLabel,
          v.map((k) => (k === 'lots' ? tieBreakNameVi(k) : `${k} (${tieBreakNameVi(k)})`)).join(', '),
        ],
      ];
    if (vi && key === 'system' && Object.hasOwn(SYSTEM_NAMES_VI, String(v)))
      return [[viLabel, SYSTEM_NAMES_VI[v as System]]];
    // Values in words, as the regulations write them: "thắng 1, hòa 0,5, thua 0".
    if (vi && key === 'scoring' && Object.hasOwn(SCORING_VI, String(v)))
      return [[viLabel, SCORING_VI[String(v)]!]];
    if (vi && key === 'teamRanking' && Object.hasOwn(TEAM_RANKING_VI, String(v)))
      return [[viLabel, TEAM_RANKING_VI[String(v)]!]];
    return [[vi ? viLabel : en, Array.isArray(v) ? v.join(', ') : String(v)]];
  });
  return vi
    ? renderTable(['Mục', 'Nội dung'], rows, format, `${t.name} — điều lệ`)
    : renderTable(['Item', 'Value'], rows, format, `${t.name} — regulations`);
}

/**
 * A tie-break's Vietnamese name: `lots` is "bốc thăm", a C.07 code is its name with the cut or
 * median modifier spelled out (`BH-C1` "… bỏ 1 thấp nhất"), anything else is itself.
 */
export function tieBreakNameVi(name: string): string {
  return tieBreakNameIn(
    TIE_BREAK_NAMES_VI,
    name,
    (word, cut, n) => `${word}, bỏ ${n} ${cut ? 'thấp nhất' : 'thấp nhất và cao nhất'}`,
  );
}

/**
 * A tie-break's name from one language's `names`: `lots` and a C.07 base code are looked up,
 * a code with a cut (`-C`) or median (`-M`) modifier is its base's word passed to `modified`
 * with the count, anything that is not a tie-break is itself.
 */
export function tieBreakNameIn(
  names: Readonly<Record<TieBreakBaseCode | 'lots', string>>,
  name: string,
  modified: (word: string, cut: boolean, n: string) => string,
): string {
  if (name === 'lots') return names.lots;
  const code = tieBreakCode(name);
  if (code === undefined) return name;
  const m = /^([A-Z]+)-([CM])(\d+)$/u.exec(code);
  const base = (m ? m[1] : code) as TieBreakBaseCode;
  const word = Object.hasOwn(names, base) ? names[base] : code;
  if (!m) return word;
  return modified(word, m[2] === 'C', m[3]!);
}
