import { findPreset } from '@xq/clock';
import { requireOptions, requireTournament } from '../guard';
import type { ByeScore, MatchTieBreak, Regulations, Tournament, WithdrawalRule } from '../model';
import { arbiterLevel } from '../regulations-amend';
import type { NormEvent } from '../regulations-model';
import {
  DEFAULT_LATE_ARRIVAL_MINUTES,
  EVENT_LEVELS,
  type Medal,
  type NormThresholds,
  type Prize,
  type PrizeTies,
  placeNorms,
  type RegulationData,
  teamPlaceNormsWomen,
  youthPlaceNorms,
} from '../regulations-model';
import { regulationItemVi } from './regulation-items';
import { type PrintFormat, type PrintOptions, renderTable } from './table';

type Lang = 'en' | 'vi';
type Words<K extends string> = Readonly<Record<K, readonly [en: string, vi: string]>>;

/** The event kinds of the title norms, in the words of the norms (seed 003, "Tiêu chuẩn phong cấp"). */
const EVENTS: Words<NormEvent> = {
  'national-team-championship': ['national team championship', 'giải vô địch đồng đội toàn quốc'],
  'national-championship': ['national championship', 'giải vô địch quốc gia (cá nhân)'],
  'national-youth-championship': ['national youth championship', 'giải trẻ toàn quốc'],
};
/** The levels of an event, in the guide's words ({@link EVENT_LEVELS}, in its order). */
const LEVEL_VI = ['giải quốc gia', 'giải cấp tỉnh thành', 'giải lớn', 'giải địa phương'] as const;
const MEDAL_WORDS: Words<Medal> = {
  gold: ['gold', 'huy chương vàng'],
  silver: ['silver', 'huy chương bạc'],
  bronze: ['bronze', 'huy chương đồng'],
};
const TIES: Words<PrizeTies> = {
  'tie-breaks': ['tie-breaks', 'theo nguyên tắc xếp hạng'],
  shared: ['shared', 'đồng hạng'],
};
const BYES: Words<ByeScore> = { win: ['win', 'thắng'], draw: ['draw', 'hòa'], loss: ['loss', 'thua'] };
const MATCH_STAGES: Words<MatchTieBreak> = {
  rapid: ['rapid', 'cờ nhanh'],
  blitz: ['blitz', 'cờ chớp'],
  armageddon: ['armageddon', 'ván quyết định'],
  lots: ['lots', 'bốc thăm'],
};
const WITHDRAWN: Words<WithdrawalRule> = {
  kept: ['kept', 'giữ kết quả'],
  'annulled-under-half': [
    'annulled when he played less than half',
    'xóa kết quả khi đấu chưa được một nửa số ván (16.1e)',
  ],
};

/** A day `YYYY-MM-DD` as the Vietnamese write it, `d/m/yyyy` (10/5/2026); another text as it is. */
const dateVi = (date: string | undefined): string | undefined => {
  const m = date === undefined ? null : /^(\d{4})-(\d{2})-(\d{2})$/u.exec(date);
  return m ? `${Number(m[3])}/${Number(m[2])}/${m[1]}` : date;
};
/** A day in the language: `d/m/yyyy` in Vietnamese, as given in English. */
const day = (date: string | undefined, lang: Lang): string | undefined =>
  lang === 'vi' ? dateVi(date) : date;
/** An amount of money, grouped by thousands in Vietnamese (200.000); as given in English. */
const money = (amount: number | undefined, lang: Lang): string | undefined =>
  amount === undefined ? undefined : lang === 'vi' ? amount.toLocaleString('vi-VN') : String(amount);
/** A clock preset described in words (its Vietnamese label: "90 phút mỗi bên"), in English its code. */
const presetWords = (name: string | undefined, lang: Lang): string | undefined => {
  if (name === undefined || lang !== 'vi') return name;
  const p = findPreset(name);
  return p.ok && p.value.label ? p.value.label.vi : name;
};
/** The Vietnamese names of the regulations' data fields (the amendments' items). */
const DATA_FIELDS_VI: Readonly<Record<string, string>> = {
  clockPreset: 'mẫu đồng hồ',
  lateArrivalMinutes: 'thời gian đến chậm',
  entryFee: 'lệ phí',
  entryFeeDueDate: 'thời gian nộp lệ phí',
  entryDeadlineDate: 'thời hạn đăng ký',
  sentDate: 'ngày gửi điều lệ',
  startDate: 'ngày bắt đầu',
  event: 'loại giải',
  level: 'cấp giải',
  categories: 'hạng mục',
  delegations: 'các đoàn',
  prizeRules: 'giải thưởng',
  chiefArbiter: 'tổng trọng tài',
  entryQuota: 'số đấu thủ mỗi đơn vị',
  normThresholds: 'tiêu chuẩn phong cấp điều chỉnh',
  pairingBye: 'điểm của lượt nghỉ',
  initialColour: 'màu quân ván đầu',
  matchTieBreaks: 'cách phân định trận hòa',
  matchTieColours: 'màu quân các ván phân định',
  seed: 'số gốc bốc thăm',
  withdrawnGames: 'kết quả của đấu thủ bỏ cuộc',
  separateClubs: 'không xếp đấu thủ cùng đơn vị gặp nhau',
  friendly: 'đấu giao hữu',
};
/** An amendment's item in the language: its Vietnamese name, in English its field. */
const fieldWords = (field: string, lang: Lang): string =>
  lang !== 'vi'
    ? field
    : (regulationItemVi(field) ?? (Object.hasOwn(DATA_FIELDS_VI, field) ? DATA_FIELDS_VI[field]! : field));

const say = <K extends string>(words: Words<K>, key: K | undefined, lang: Lang): string | undefined =>
  key === undefined ? undefined : Object.hasOwn(words, key) ? words[key][lang === 'vi' ? 1 : 0] : key;

const prizeList = (list: readonly Prize[] | undefined, lang: Lang): string | undefined =>
  list === undefined || list.length === 0
    ? undefined
    : list
        .map((p) =>
          [p.name, say(MEDAL_WORDS, p.medal, lang), money(p.amount, lang)]
            .filter((x) => x !== undefined)
            .join(' '),
        )
        .join(', ');

/** Whole days from `from` to `to`, both `YYYY-MM-DD`. */
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

type Row = readonly [en: string, vi: string, value: string | undefined];

/** Items 2, 4, 7 and 8 of the guide: dates, entries, the stage, the clock. */
function entryRows(t: Tournament, lang: Lang): Row[] {
  const r = t.regulations;
  const vi = lang === 'vi';
  const special = t.players.filter((p) => p.special === true).map((p) => `${p.id} ${p.name}`);
  const sent =
    r.sentDate === undefined || r.startDate === undefined
      ? r.sentDate
      : `${day(r.sentDate, lang)} (${daysBetween(r.sentDate, r.startDate)} ${vi ? 'ngày trước khai mạc' : 'days before the start'})`;
  const quota = r.entryQuota;
  return [
    ['Regulations sent (date)', 'Ngày gửi điều lệ', r.startDate === undefined ? day(sent, lang) : sent],
    ['2. Start (date)', '2. Ngày bắt đầu', day(r.startDate, lang)],
    ['4. Event kind (title norms)', '4. Loại giải (phong cấp)', say(EVENTS, r.event, lang)],
    ['Event level', 'Cấp giải', r.level && (vi ? LEVEL_VI[EVENT_LEVELS.indexOf(r.level)] : r.level)],
    // A local event names the head of its panel of arbiters (the guide: "chỉ cần cử ban trọng tài,
    // trong đó có một trưởng ban"); the others their chief arbiter ("bắt buộc phải cử tổng trọng tài").
    arbiterLevel(t) === 'local'
      ? ["Head of the arbiters' panel", 'Trưởng ban trọng tài', r.chiefArbiter]
      : ['Chief arbiter', 'Tổng trọng tài', r.chiefArbiter],
    ['4. Entries per unit', '4. Số đấu thủ chính thức mỗi đơn vị', quota && String(quota.perUnit)],
    [
      "4. Host's extra entries",
      '4. Đơn vị đăng cai được cử thêm',
      quota?.hostExtra === undefined
        ? undefined
        : `${quota.hostExtra}${quota.host === undefined ? '' : ` (${quota.host})`}`,
    ],
    ['4. Special entries', '4. Tham gia đặc cách', special.length === 0 ? undefined : special.join('; ')],
    [
      '7. Stage (17.3)',
      '7. Giai đoạn (17.3)',
      r.stage === undefined
        ? undefined
        : `${r.stage.name}${r.stage.group === undefined ? '' : `, ${vi ? 'bảng' : 'group'} ${r.stage.group}`}`,
    ],
    ['8. Clock preset', '8. Mẫu đồng hồ', presetWords(r.clockPreset, lang)],
    [
      '8. Late arrival (10.2.1a)',
      '8. Đến chậm (10.2.1a)',
      r.lateArrivalMinutes === undefined
        ? vi
          ? `${DEFAULT_LATE_ARRIVAL_MINUTES} phút (mặc định)`
          : `${DEFAULT_LATE_ARRIVAL_MINUTES} minutes (the default)`
        : `${r.lateArrivalMinutes} ${vi ? 'phút' : 'minutes'}`,
    ],
  ];
}

/** What the software does with the regulations beyond the texts: byes, colours, match stages, lots, clubs, withdrawals. */
function pairingRows(r: Regulations, lang: Lang): Row[] {
  const vi = lang === 'vi';
  const yes = vi ? 'có' : 'yes';
  return [
    ['7. Pairing bye scores', '7. Đấu thủ được nghỉ do xếp cặp tính', say(BYES, r.pairingBye, lang)],
    [
      '7. First mover of the first round',
      '7. Đi trước ở ván đầu',
      r.initialColour === undefined
        ? undefined
        : r.initialColour === 'black'
          ? vi
            ? 'Đen'
            : 'black'
          : vi
            ? 'Trắng'
            : 'red',
    ],
    [
      '7. A level match is decided by',
      '7. Trận hòa phân định bằng',
      r.matchTieBreaks?.map((m) => say(MATCH_STAGES, m, lang)).join(', '),
    ],
    [
      '7. Colours of the tie-break games',
      '7. Màu quân các ván phân định',
      r.matchTieColours === undefined
        ? undefined
        : r.matchTieColours === 'swap'
          ? vi
            ? 'mỗi giai đoạn đổi màu quân so với ván đầu của giai đoạn trước'
            : "each stage swaps the colours of the previous stage's first game"
          : vi
            ? 'thay phiên nhau cầm quân Trắng, Đen suốt trận (4.2.2)'
            : 'alternating game by game over the whole match (4.2.2)',
    ],
    ['7. Seed of the lots', '7. Số gốc bốc thăm', r.seed === undefined ? undefined : String(r.seed)],
    ['7. Friendly match (30)', '7. Đấu giao hữu (30)', r.friendly === true ? yes : undefined],
    [
      '7. Players of one unit are kept apart',
      '7. Không xếp đấu thủ cùng đơn vị gặp nhau',
      r.separateClubs === true ? yes : undefined,
    ],
    [
      "7. A withdrawn player's games",
      '7. Kết quả của đấu thủ bỏ cuộc',
      say(WITHDRAWN, r.withdrawnGames, lang),
    ],
  ];
}

/** Places `lo` to `hi`, as "1–3", or one place, "1". */
const span = (lo: number, hi: number): string => (lo === hi ? String(lo) : `${lo}–${hi}`);

/**
 * The place norms the regulations adjust, as "kiện tướng: hạng 1–8 (nam)": the national
 * championship's, the women's at the team championship (B.1.a, B.2.a) and the youth
 * championship's (2.c, 3.b).
 */
function placeNormTexts(n: NormThresholds, vi: boolean): string[] {
  const out: string[] = [];
  const master = vi ? 'kiện tướng: hạng' : 'master: places';
  const candidate = vi ? 'kiện tướng dự bị: hạng' : 'candidate master: places';
  const noPlaces = vi ? 'kiện tướng dự bị: không xét theo hạng' : 'candidate master: no places';
  for (const men of [true, false]) {
    const sex = vi ? (men ? 'nam' : 'nữ') : men ? 'men' : 'women';
    const [last, candidateLast] = placeNorms(n, men);
    const m = men ? n.masterPlacesMen : n.masterPlacesWomen;
    const c = men ? n.candidatePlacesMen : n.candidatePlacesWomen;
    if (m !== undefined) out.push(`${master} 1–${last} (${sex})`);
    if (m !== undefined || c !== undefined)
      out.push(
        candidateLast > last ? `${candidate} ${last + 1}–${candidateLast} (${sex})` : `${noPlaces} (${sex})`,
      );
  }
  const team = vi ? 'đồng đội' : 'team championship';
  const women = vi ? 'nữ' : 'women';
  const [tm, tc] = teamPlaceNormsWomen(n);
  if (n.teamMasterPlacesWomen !== undefined) out.push(`${team}, ${master} ${span(1, tm)} (${women})`);
  if (n.teamMasterPlacesWomen !== undefined || n.teamCandidatePlacesWomen !== undefined)
    out.push(
      tc > tm ? `${team}, ${candidate} ${span(tm + 1, tc)} (${women})` : `${team}, ${noPlaces} (${women})`,
    );
  const youth = vi ? 'giải trẻ' : 'youth championship';
  const age = (a: number): string => (vi ? `hạng tuổi ${a}` : `under ${a}`);
  const firstClass = vi ? 'cấp I: hạng' : 'first class: places';
  const y = youthPlaceNorms(n);
  if (n.youthCandidatePlaces18 !== undefined)
    out.push(`${youth}, ${candidate} ${span(1, y.candidate18)} (${age(18)})`);
  if (n.youthFirstClassPlaces15 !== undefined)
    out.push(`${youth}, ${firstClass} ${span(1, y.firstClass15)} (${age(15)})`);
  if (n.youthCandidatePlaces18 !== undefined || n.youthFirstClassPlaces18 !== undefined)
    out.push(
      y.firstClass18 > y.candidate18
        ? `${youth}, ${firstClass} ${span(y.candidate18 + 1, y.firstClass18)} (${age(18)})`
        : `${youth}, ${vi ? 'cấp I: không xét theo hạng' : 'first class: no places'} (${age(18)})`,
    );
  return out;
}

/** Items 10, 11, 13 and 15 of the guide: prizes, norm thresholds, the fee, the deadline. */
function moneyRows(r: RegulationData, lang: Lang): Row[] {
  const vi = lang === 'vi';
  const n = r.normThresholds;
  const norms =
    n === undefined
      ? undefined
      : [
          n.masterPercent === undefined ? undefined : `${vi ? 'kiện tướng' : 'master'} ${n.masterPercent}%`,
          n.firstClassPercent === undefined
            ? undefined
            : `${vi ? 'cấp I' : 'first class'} ${n.firstClassPercent}%`,
          ...placeNormTexts(n, vi),
        ]
          .filter((x) => x !== undefined)
          .join(', ');
  const p = r.prizeRules;
  return [
    ['10. Individual prizes', '10. Giải thưởng cá nhân', prizeList(p?.individual, lang)],
    [
      '10. Individual prizes per category',
      '10. Giải cá nhân theo từng hạng mục',
      p?.perCategory ? (vi ? 'có' : 'yes') : undefined,
    ],
    ['10. Team prizes', '10. Giải thưởng đồng đội', prizeList(p?.team, lang)],
    [
      '10. Players counted per delegation',
      '10. Số đấu thủ tính điểm đồng đội mỗi đoàn',
      p?.delegationTeamSize === undefined ? undefined : String(p.delegationTeamSize),
    ],
    ['10. Overall prizes (toàn đoàn)', '10. Giải thưởng toàn đoàn', prizeList(p?.overall, lang)],
    ['10. Ties', '10. Đồng điểm', p === undefined ? undefined : say(TIES, p.ties ?? 'tie-breaks', lang)],
    ['11. Norm thresholds', '11. Tiêu chuẩn phong cấp điều chỉnh', norms === '' ? undefined : norms],
    ['13. Entry fee', '13. Lệ phí', money(r.entryFee, lang)],
    ['13. Fee due (date)', '13. Thời gian nộp lệ phí', day(r.entryFeeDueDate, lang)],
    ['15. Entry deadline (date)', '15. Thời hạn đăng ký', day(r.entryDeadlineDate, lang)],
  ];
}

/** The tables below the items: categories, delegations, the stage's entries, the amendments. */
function tables(t: Tournament, format: PrintFormat, lang: Lang): string[] {
  const r = t.regulations;
  const vi = lang === 'vi';
  const out: string[] = [];
  const sex = (s: 'm' | 'f' | undefined): string =>
    s === undefined ? '' : vi ? (s === 'm' ? 'nam' : 'nữ') : s;
  const num = (x: number | undefined): string => (x === undefined ? '' : String(x));
  if ((r.categories ?? []).length > 0)
    out.push(
      renderTable(
        vi
          ? ['Hạng mục', 'Tên', 'Giới tính', 'Sinh từ năm', 'Sinh đến năm', 'Trình độ', 'Lứa tuổi']
          : ['Category', 'Name', 'Sex', 'Born from', 'Born to', 'Levels', 'Age group'],
        (r.categories ?? []).map((c) => [
          c.code,
          c.name ?? '',
          sex(c.sex),
          num(c.bornFrom),
          num(c.bornTo),
          (c.levels ?? []).join(', '),
          num(c.ageGroup),
        ]),
        format,
        `${t.name} — ${vi ? 'hạng mục' : 'categories'}`,
      ),
    );
  if ((r.delegations ?? []).length > 0) {
    const players = (name: string): string =>
      t.players
        .filter((p) => p.club === name)
        .map((p) => `${p.id} ${p.name}`)
        .join('; ');
    out.push(
      renderTable(
        vi
          ? ['Đoàn', 'Trưởng đoàn', 'Huấn luyện viên', 'Đấu thủ']
          : ['Delegation', 'Head', 'Coaches', 'Players'],
        (r.delegations ?? []).map((d) => [
          d.name,
          d.head ?? '',
          (d.coaches ?? []).join(', '),
          players(d.name),
        ]),
        format,
        `${t.name} — ${vi ? 'đoàn' : 'delegations'}`,
      ),
    );
  }
  if ((r.stage?.entries ?? []).length > 0)
    out.push(
      renderTable(
        vi ? ['Đấu thủ', 'Số ở giai đoạn trước', 'Bảng', 'Hạng'] : ['Player', 'From', 'Group', 'Place'],
        (r.stage?.entries ?? []).map((e) => [String(e.player), String(e.from), e.group ?? '', num(e.place)]),
        format,
        `${t.name} — ${vi ? 'đấu thủ của giai đoạn (17.3)' : 'entries of the stage (17.3)'}`,
      ),
    );
  if ((t.amendments ?? []).length > 0)
    out.push(
      renderTable(
        vi ? ['Sau vòng', 'Mục', 'Bắt buộc', 'Ghi chú'] : ['After round', 'Items', 'Forced', 'Note'],
        (t.amendments ?? []).map((a) => [
          String(a.afterRound),
          a.fields.map((f) => fieldWords(f, lang)).join(', '),
          a.forced === true ? (vi ? 'có' : 'yes') : '',
          a.note ?? '',
        ]),
        format,
        `${t.name} — ${vi ? 'bổ sung điều lệ' : 'amendments'}`,
      ),
    );
  return out;
}

/**
 * Prints the regulations' data beyond the texts (see `RegulationData`) and what the
 * software does with the regulations: the day they were sent and the start, the event kind, the
 * quotas and special entries (item 4 of the guide), the stage, the clock preset, the late-arrival
 * limit (15 minutes when the regulations name none), the byes, colours, lots and withdrawals, the
 * prizes, the adjusted norm thresholds, the fee with its payment day, the deadline; then the
 * categories, the delegations with their heads and coaches, the stage's entries and the
 * amendments. In English, or with `lang: 'vi'` in the words of the law's guide (the clock preset
 * described, days as d/m/yyyy, money grouped by thousands, the amendments' items named). An empty string
 * when there is none of it.
 *
 * @example
 * ```ts
 * import { createTournament, formatRegulationData } from '@xq/tournament';
 * const base = createTournament({ name: 'Giải', system: 'swiss-dutch' });
 * const t = { ...base, regulations: { ...base.regulations, clockPreset: 'vn-90', entryFee: 200000 } };
 * console.log(formatRegulationData(t, 'markdown').split('\n').slice(4, 7).join(' / '));
 * // | 8. Clock preset | vn-90 | / | 8. Late arrival (10.2.1a) | 15 minutes (the default) | / | 13. Entry fee | 200000 |
 * console.log(formatRegulationData(t, 'markdown', { lang: 'vi' }).split('\n')[6]); // | 13. Lệ phí | 200.000 |
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations), or `options` not an object.
 * @category Regulations
 */
export function formatRegulationData(t: Tournament, format: PrintFormat, options: PrintOptions = {}): string {
  requireOptions('formatRegulationData', options);
  requireTournament('formatRegulationData', t);
  const lang: Lang = options.lang === 'vi' ? 'vi' : 'en';
  const r = t.regulations;
  const rows = [...entryRows(t, lang), ...pairingRows(r, lang), ...moneyRows(r, lang)];
  const given = rows
    .filter((x) => x[2] !== undefined)
    .map((x) => [lang === 'vi' ? x[1] : x[0], x[2]!] as [string, string]);
  const below = tables(t, format, lang);
  // The late-arrival row is always there (its default): alone, it is nothing to print.
  const anything = given.length > 1 || r.lateArrivalMinutes !== undefined || below.length > 0;
  if (!anything) return '';
  const head = lang === 'vi' ? ['Mục', 'Nội dung'] : ['Item', 'Value'];
  const title = `${t.name} — ${lang === 'vi' ? 'dữ liệu điều lệ' : 'regulations data'}`;
  return [renderTable(head, given, format, title), ...below].join('\n');
}
