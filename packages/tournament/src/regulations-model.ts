// The regulations' data as types and vocabularies (the law's guide to regulations, the norms'
// event kinds): the model of the tournament document reads them; regulations.ts reads and checks
// them. Imports nothing.

/**
 * Kinds of event the norms name: the national team championship (giải Vô địch đồng đội toàn
 * quốc), the national (individual) championship, the national youth championship (giải trẻ).
 * @category Norms
 */
export const NORM_EVENTS = [
  'national-team-championship',
  'national-championship',
  'national-youth-championship',
] as const;
/** A kind of event. @category Norms */
export type NormEvent = (typeof NORM_EVENTS)[number];

/**
 * The percentage norms of the national team championship as a national event's regulations may
 * adjust them (the norms' note: "Tiêu chuẩn phong cấp có thể được điều chỉnh cho phù hợp từng
 * thời kỳ, được công bố trong Điều lệ của các giải toàn quốc"); the seed's 72 % and 55 % when
 * absent.
 * @category Norms
 */
export interface NormThresholds {
  /** The national master's percentage (the seed: 72). */
  readonly masterPercent?: number;
  /** The first class's percentage (the seed: 55). */
  readonly firstClassPercent?: number;
  /** The national master's places at the national championship, 1 to this (the seed: men 6). */
  readonly masterPlacesMen?: number;
  /** The same for women (the seed: 3). */
  readonly masterPlacesWomen?: number;
  /**
   * The candidate master's places at the national championship: after the master's, up to this
   * (the seed: men 7 to 10).
   */
  readonly candidatePlacesMen?: number;
  /** The same for women (the seed: 4 to 5). */
  readonly candidatePlacesWomen?: number;
  /**
   * The women's national master places at the national team championship, individual places 1
   * to this (B.1.a, the seed: 1, "Đạt thứ nhất cá nhân giải Vô địch đồng đội toàn quốc").
   */
  readonly teamMasterPlacesWomen?: number;
  /**
   * The women's candidate master places there: after the master's, up to this (B.2.a, the seed:
   * 2 to 3, "Đạt thứ hạng cá nhân từ 2 đến 3 tại giải Vô địch đồng đội toàn quốc").
   */
  readonly teamCandidatePlacesWomen?: number;
  /**
   * The candidate master places of the under-18 national youth championship, 1 to this (A.2.c,
   * B.2.c, the seed: 1, "Đạt thứ hạng nhất cá nhân tại giải trẻ toàn quốc hạng tuổi 18").
   */
  readonly youthCandidatePlaces18?: number;
  /**
   * The first class places of the under-15 youth championship, 1 to this (A.3.b, B.3.b, the
   * seed: 1, "Đạt thứ nhất cá nhân hạng tuổi 15").
   */
  readonly youthFirstClassPlaces15?: number;
  /**
   * The first class places of the under-18 youth championship: after the candidate master's, up
   * to this (A.3.b, B.3.b, the seed: 2 to 3, "nhì, ba hạng tuổi 18 tại giải trẻ toàn quốc").
   */
  readonly youthFirstClassPlaces18?: number;
}

/**
 * The last place of the national master's and of the candidate master's place norms at the
 * national championship (A.1.b, A.2.b men: 1–6, 7–10; B.1.b, B.2.b women: 1–3, 4–5), or the
 * places a national event's regulations set instead ({@link NormThresholds}).
 */
export function placeNorms(thresholds: NormThresholds | undefined, men: boolean): [number, number] {
  const t = thresholds ?? {};
  const master = (men ? t.masterPlacesMen : t.masterPlacesWomen) ?? (men ? 6 : 3);
  const candidate = (men ? t.candidatePlacesMen : t.candidatePlacesWomen) ?? (men ? 10 : 5);
  return [master, candidate];
}

/**
 * The last place of the women's national master and candidate master place norms at the national
 * team championship (B.1.a: 1, B.2.a: 2–3), or the places a national event's regulations set
 * instead ({@link NormThresholds}).
 */
export function teamPlaceNormsWomen(thresholds: NormThresholds | undefined): [number, number] {
  return [thresholds?.teamMasterPlacesWomen ?? 1, thresholds?.teamCandidatePlacesWomen ?? 3];
}

/**
 * The last places of the national youth championship's norms: the under-18 candidate master's
 * (A.2.c, B.2.c: 1), the under-15 first class's (3.b: 1) and the under-18 first class's after the
 * candidate master's (3.b: 2–3); or the places a national event's regulations set instead.
 */
export function youthPlaceNorms(thresholds: NormThresholds | undefined): {
  readonly candidate18: number;
  readonly firstClass15: number;
  readonly firstClass18: number;
} {
  return {
    candidate18: thresholds?.youthCandidatePlaces18 ?? 1,
    firstClass15: thresholds?.youthFirstClassPlaces15 ?? 1,
    firstClass18: thresholds?.youthFirstClassPlaces18 ?? 3,
  };
}

/**
 * Late-arrival limits the law lets the organisers choose (10.2.1a: "Ai đến chậm quá thời gian do
 * ban tổ chức quy định (15, 30 hay 60 phút theo quy định) thì bị tính thua ván cờ đó").
 * @category Regulations
 */
export const LATE_ARRIVAL_LIMITS = [15, 30, 60] as const;
/** A late-arrival limit, in minutes. @category Regulations */
export type LateArrivalLimit = (typeof LATE_ARRIVAL_LIMITS)[number];

/**
 * The late-arrival limit when the regulations name none: 15 minutes, the shortest the law names
 * (10.2.1a) and the limit it sets for a team's substitution (30.1.4).
 * @category Regulations
 */
export const DEFAULT_LATE_ARRIVAL_MINUTES: LateArrivalLimit = 15;

/**
 * How the prizes go to players (or teams) equal on points: `tie-breaks` (the default) gives each
 * place to whoever the ranking order puts there; `shared` lets players equal on points share the
 * best of their places ("đồng hạng"): each gets that place's prize and the places they cover are
 * used up, the amounts of those places split equally.
 * @category Regulations
 */
export const PRIZE_TIES = ['tie-breaks', 'shared'] as const;
/** How tied players share prizes. @category Regulations */
export type PrizeTies = (typeof PRIZE_TIES)[number];

/**
 * Medals, for the overall delegation ranking ("toàn đoàn").
 * @category Regulations
 */
export const MEDALS = ['gold', 'silver', 'bronze'] as const;
/** A medal. @category Regulations */
export type Medal = (typeof MEDALS)[number];

/**
 * One prize of a list, for one place (item 10 of the guide: "Số giải thưởng, hình thức thưởng:
 * huy chương, tiền, hiện vật...").
 * @category Regulations
 */
export interface Prize {
  /** Its name as printed (`Nhất`, `Huy chương vàng`, …). */
  readonly name: string;
  /** The medal it carries, for the delegation ranking. */
  readonly medal?: Medal;
  /** Money, in the currency's units. */
  readonly amount?: number;
}

/**
 * The prizes of the regulations (item 10: "Giải thưởng cho cá nhân, đồng đội, toàn đoàn").
 * @category Regulations
 */
export interface PrizeRules {
  /** The individual prizes, first place first (of the whole field, or of each category). */
  readonly individual?: readonly Prize[];
  /** The individual prizes go per category (each category ranked on its own), not overall. */
  readonly perCategory?: boolean;
  /** The team prizes, first place first. */
  readonly team?: readonly Prize[];
  /** The prizes of the overall delegation ranking ("toàn đoàn"), first place first. */
  readonly overall?: readonly Prize[];
  /** How ties on points are handled; `tie-breaks` when absent. */
  readonly ties?: PrizeTies;
  /**
   * In an individual event, the team prizes go to the delegations, each counting the points of
   * its best this many players (all of them when absent).
   */
  readonly delegationTeamSize?: number;
}

/**
 * A category of entry (item 4 of the guide: "đấu thủ cần có điều kiện gì: nam, nữ, lứa tuổi,
 * trình độ cờ"): sex, age by birth year, level. A player registered in it must meet every
 * condition it sets.
 * @category Regulations
 */
export interface Category {
  /** A short code (`U15`, `NAM`, …), unique. */
  readonly code: string;
  /** Its name as printed. */
  readonly name?: string;
  /** Only men (`m`) or only women (`f`). */
  readonly sex?: 'm' | 'f';
  /** Born in this year or later (an age limit: "U15" of a 2026 event is born in 2011 or later). */
  readonly bornFrom?: number;
  /** Born in this year or earlier. */
  readonly bornTo?: number;
  /** The players' level ("trình độ cờ"): a player's `title` must be one of these. */
  readonly levels?: readonly string[];
  /** The age group of a youth championship (15, 18) the title norms look at. */
  readonly ageGroup?: number;
}

/**
 * A delegation ("đoàn": a province, city or branch): its head, its coaches and its players
 * (item 14 of the guide: "danh sách trưởng đoàn, huấn luyện viên và đấu thủ").
 * @category Regulations
 */
export interface Delegation {
  /** Its name, as the players' `club` writes it. */
  readonly name: string;
  /** The head of delegation ("trưởng đoàn"). */
  readonly head?: string;
  /** The coaches ("huấn luyện viên"). */
  readonly coaches?: readonly string[];
}

/**
 * Which stage of a mixed event (Điều 17.3: "đấu hỗn hợp") a tournament file holds: a group of
 * the group stage, or a later stage seeded from the groups.
 * @category Stages
 */
export interface Stage {
  /** The stage's name as printed. */
  readonly name: string;
  /** The group's letter, for a group. */
  readonly group?: string;
  /** Where each player comes from. */
  readonly entries?: readonly {
    /** His start number in this stage. */
    readonly player: number;
    /** His start number in the field (the group stage) or in his group (a later stage). */
    readonly from: number;
    /** The group he qualified from. */
    readonly group?: string;
    /** His final place in that group. */
    readonly place?: number;
  }[];
}

/** One element of `Stage['entries']`, named for the package's own code. */
export type StageEntry = NonNullable<Stage['entries']>[number];

/**
 * The entries each unit may send (item 4 of the guide: "Quy định cử số đấu thủ chính thức dự giải
 * cá nhân, đồng đội. - Tham gia đặc cách: các cá nhân được đặc cách, đơn vị đăng cai được cử thêm
 * bao nhiêu đấu thủ"): a unit is a player's `club`; a player entered `special` (đặc cách) is
 * outside the quota.
 * @category Regulations
 */
export interface EntryQuota {
  /** The players a unit may enter. */
  readonly perUnit: number;
  /** The host unit, as the players' `club` writes it. */
  readonly host?: string;
  /** The host's extra places ("đơn vị đăng cai được cử thêm"). */
  readonly hostExtra?: number;
}

/**
 * The level of an event, in the guide's words on organising one ("Ở các giải quốc gia, cấp tỉnh
 * thành, các giải lớn... bắt buộc phải cử tổng trọng tài. Nhưng các giải địa phương, giải nhỏ...
 * thì chỉ cần cử ban trọng tài, trong đó có một trưởng ban"): `national` (giải quốc gia),
 * `provincial` (cấp tỉnh thành), `large` (các giải lớn) name a chief arbiter; `local` (giải địa
 * phương, giải nhỏ) a panel of arbiters with its head. An event of the title norms is national.
 *
 * @example
 * ```ts
 * import { EVENT_LEVELS } from '@xq/tournament';
 * console.log(EVENT_LEVELS.includes('provincial')); // true
 * ```
 * @category Regulations
 */
export const EVENT_LEVELS = ['national', 'provincial', 'large', 'local'] as const;

/**
 * The regulations' data beyond the texts: the event kind the title norms name, the categories,
 * the prizes, the time control as a `@xq/clock` preset, the late-arrival limit, the entry fee
 * and deadline, the delegations.
 * @category Regulations
 */
export interface RegulationData {
  /**
   * The kind of event the title norms name (absent: no norms):
   * Luật Cờ Tướng, Quyết định 1409/2004/QĐ-UBTDTT/TT1,
   * phần “Tiêu chuẩn phong cấp vận động viên Cờ Tướng cấp quốc gia”.
   */
  readonly event?: NormEvent;
  /**
   * The level of the event ({@link EVENT_LEVELS}): a national, provincial or large event names its
   * chief arbiter; absent, an event of the title norms is national and any other local.
   */
  readonly level?: (typeof EVENT_LEVELS)[number];
  /** The time control as a `@xq/clock` preset name (`vn-90`, …). */
  readonly clockPreset?: string;
  /** Minutes after the start after which an absent player loses (10.2.1a); 15 when absent. */
  readonly lateArrivalMinutes?: LateArrivalLimit;
  /**
   * What a player who enters a Swiss after round 1 scores for each round he missed: `zero` (the
   * default) or `half`, as the regulations say (FIDE's usual choices; TRF `Z` and `H`).
   */
  readonly missedRounds?: 'zero' | 'half';
  /** The entry fee per player, in the currency's units (item 13). */
  readonly entryFee?: number;
  /** The last day of registration, `YYYY-MM-DD` (item 15); later entries are refused. */
  readonly entryDeadlineDate?: string;
  /** The norm percentages a national event's regulations adjust (the norms' note). */
  readonly normThresholds?: NormThresholds;
  /** How many players each unit may enter (item 4), and the host's extra places. */
  readonly entryQuota?: EntryQuota;
  /** The day the entry fee is due, `YYYY-MM-DD` (item 13). */
  readonly entryFeeDueDate?: string;
  /** The day the regulations were sent to those invited, `YYYY-MM-DD` ("gửi điều lệ"). */
  readonly sentDate?: string;
  /** The day the event begins, `YYYY-MM-DD` (item 2, as a date). */
  readonly startDate?: string;
  /** The categories of entry (item 4). */
  readonly categories?: readonly Category[];
  /** The prizes (item 10). */
  readonly prizeRules?: PrizeRules;
  /** The delegations with their heads and coaches (item 14). */
  readonly delegations?: readonly Delegation[];
  /** The stage of a mixed event this file holds (17.3). */
  readonly stage?: Stage;
  /**
   * The chief arbiter ("tổng trọng tài"), whom a national, provincial or large event must name (the guide: "Ở các giải
   * quốc gia, cấp tỉnh thành, các giải lớn... bắt buộc phải cử tổng trọng tài").
   */
  readonly chiefArbiter?: string;
}
