import type { NationalTitle } from '../awards';
import { NATIONAL_TITLE_NAMES_VI, NORM_RULE_TEXTS, type TournamentNorms } from '../awards';
import { requireArray, requireObject, requireOptions } from '../guard';
import type { Sex } from '../model';
import type { NormEvent } from '../regulations-model';
import { type NormThresholds, placeNorms, teamPlaceNormsWomen, youthPlaceNorms } from '../regulations-model';
import { formatPoints, type PrintFormat, type PrintOptions, renderTable } from './table';

const EVENT_NAMES: Readonly<Record<NormEvent, readonly [string, string]>> = {
  'national-team-championship': ['national team championship', 'giải Vô địch đồng đội toàn quốc'],
  'national-championship': ['national championship', 'giải Vô địch toàn quốc'],
  'national-youth-championship': ['national youth championship', 'giải trẻ toàn quốc'],
};

const TITLE_NAMES_EN: Readonly<Record<NationalTitle, string>> = {
  'national-master': 'national master',
  'candidate-master': 'candidate master',
  'first-class': 'first class',
};

/** Places `lo` to `hi` in the seed's words ("thứ hạng từ 1 đến 6", "thứ nhất"). */
const placesVi = (lo: number, hi: number): string =>
  lo === hi ? (lo === 1 ? 'thứ nhất' : `thứ hạng ${lo}`) : `thứ hạng từ ${lo} đến ${hi}`;

/**
 * The text of a clause whose percentage or places the regulations adjusted (the norms' note: "Tiêu
 * chuẩn phong cấp có thể được điều chỉnh … được công bố trong Điều lệ"), with their figures and
 * "theo điều lệ của giải"; `undefined` for a clause they leave as the seed writes it.
 */
function adjustedRuleVi(rule: string, t: NormThresholds): string | undefined {
  const men = rule.startsWith('A');
  const [master, candidate] = placeNorms(t, men);
  const [teamMaster, teamCandidate] = teamPlaceNormsWomen(t);
  const y = youthPlaceNorms(t);
  const set = (...keys: (keyof NormThresholds)[]): boolean => keys.some((k) => t[k] !== undefined);
  const mp = men ? 'masterPlacesMen' : 'masterPlacesWomen';
  const cp = men ? 'candidatePlacesMen' : 'candidatePlacesWomen';
  const team = 'tại giải Vô địch đồng đội toàn quốc';
  const text = ((): string | undefined => {
    switch (rule.slice(2)) {
      case '1.a':
        if (men) return set('masterPercent') ? `Đạt ${t.masterPercent}% số điểm ${team}` : undefined;
        return set('teamMasterPlacesWomen') ? `Đạt ${placesVi(1, teamMaster)} cá nhân ${team}` : undefined;
      case '2.a':
        if (men) return undefined;
        return set('teamMasterPlacesWomen', 'teamCandidatePlacesWomen')
          ? `Đạt ${placesVi(teamMaster + 1, teamCandidate)} cá nhân ${team}`
          : undefined;
      case '3.a':
        return set('firstClassPercent') ? `Đạt ${t.firstClassPercent}% số điểm ${team}` : undefined;
      case '1.b':
        return set(mp) ? `Đạt ${placesVi(1, master)} tại giải Vô địch toàn quốc` : undefined;
      case '2.b':
        return set(mp, cp) ? `Đạt ${placesVi(master + 1, candidate)} tại giải Vô địch toàn quốc` : undefined;
      case '2.c':
        return set('youthCandidatePlaces18')
          ? `Đạt ${placesVi(1, y.candidate18)} cá nhân tại giải trẻ toàn quốc hạng tuổi 18`
          : undefined;
      case '3.b':
        return set('youthCandidatePlaces18', 'youthFirstClassPlaces15', 'youthFirstClassPlaces18')
          ? `Đạt ${placesVi(1, y.firstClass15)} cá nhân hạng tuổi 15 và ${placesVi(y.candidate18 + 1, y.firstClass18)} hạng tuổi 18 tại giải trẻ toàn quốc`
          : undefined;
      default:
        return undefined;
    }
  })();
  return text === undefined ? undefined : `${text} (theo điều lệ của giải).`;
}

/**
 * Prints the norms of {@link tournamentNorms} as a table of the players who made one (all
 * players with `all`), in English or in the law's words (`lang: 'vi'`: "Kiện tướng quốc gia
 * (A.1.b: Đạt thứ hạng từ 1 đến 6 tại giải Vô địch toàn quốc.)").
 *
 * @example
 * ```ts
 * import { formatNorms } from '@xq/tournament';
 * const norms = { event: 'national-championship' as const, afterRound: 9, players: [{ player: 4, name: 'An',
 *   sex: 'f' as const, games: 9, points: 7, place: 1,
 *   norms: [{ title: 'national-master' as const, rule: 'B.1.b', reason: 'place 1 at the national championship' }] }] };
 * console.log(formatNorms(norms, 'text', { lang: 'vi' }).split('\n')[4]);
 * //  4  An      Nữ              9     7     1  Kiện tướng quốc gia (B.1.b: Đạt thứ hạng từ 1 đến 3 tại giải Vô địch toàn quốc.)
 * ```
 * @throws {TypeError} when `norms` is not a `TournamentNorms` or `options` not an object.
 * @category Norms
 */
export function formatNorms(
  norms: TournamentNorms,
  format: PrintFormat,
  options: PrintOptions & { readonly all?: boolean } = {},
): string {
  requireObject('formatNorms', 'norms', norms);
  requireArray('formatNorms', 'norms.players', norms.players);
  requireOptions('formatNorms', options);
  const vi = options.lang === 'vi';
  const adjusted =
    typeof norms.thresholds === 'object' && norms.thresholds !== null ? norms.thresholds : undefined;
  const headers = vi
    ? ['Số', 'Họ tên', 'Giới tính', 'Số ván', 'Điểm', 'Hạng', 'Đạt tiêu chuẩn phong cấp']
    : ['No', 'Name', 'Sex', 'Games', 'Points', 'Place', 'Norms'];
  const sex = (s: Sex | undefined): string => (s === undefined ? '' : vi ? (s === 'm' ? 'Nam' : 'Nữ') : s);
  const rows = norms.players
    .filter((p) => options.all || p.norms.length > 0)
    .map((p) => [
      String(p.player),
      p.name,
      sex(p.sex),
      String(p.games),
      formatPoints(p.points, options),
      p.place === undefined ? '' : String(p.place),
      p.norms
        .map((n) =>
          vi
            ? `${NATIONAL_TITLE_NAMES_VI[n.title]} (${n.rule}: ${(adjusted && adjustedRuleVi(n.rule, adjusted)) ?? NORM_RULE_TEXTS[n.rule] ?? ''})`
            : `${TITLE_NAMES_EN[n.title]} (${n.rule}: ${n.reason})`,
        )
        .join('; '),
    ]);
  const event = norms.event === undefined ? undefined : EVENT_NAMES[norms.event][vi ? 1 : 0];
  const title = vi
    ? `Tiêu chuẩn phong cấp${event === undefined ? ' (điều lệ không nêu loại giải)' : ` — ${event}`}, sau vòng ${norms.afterRound}`
    : `Title norms${event === undefined ? ' (the regulations name no kind of event)' : ` — ${event}`}, after round ${norms.afterRound}`;
  return renderTable(headers, rows, format, title);
}
