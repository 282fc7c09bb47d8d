import { describe } from './ms';
import type { ClockStatus, FlagReason } from './state';

/**
 * A language of the labels: `vi` or `en`.
 *
 * @example
 * ```ts
 * import type { Language } from '@xq/clock';
 * const lang: Language = 'vi';
 * ```
 * @category Display
 */
export type Language = 'vi' | 'en';

/** The languages of the labels. */
export const LANGUAGES = ['vi', 'en'] as const satisfies readonly Language[];

/**
 * The words a clock display needs, in one language.
 *
 * @example
 * ```ts
 * import { clockLabels } from '@xq/clock';
 * clockLabels('en').movesDue; // 'moves due'
 * ```
 * @category Display
 */
export interface ClockLabels {
  /** Red. */
  readonly red: string;
  /** Black. */
  readonly black: string;
  /** The stage heading. */
  readonly stage: string;
  /** Moves still due in the stage. */
  readonly movesDue: string;
  /** Moves made. */
  readonly moves: string;
  /** Overtime (byo-yomi, Canadian). */
  readonly overtime: string;
  /** Byo-yomi periods left. */
  readonly periodsLeft: string;
  /** One word per status. */
  readonly status: Readonly<Record<ClockStatus, string>>;
  /** One phrase per flag reason. */
  readonly reason: Readonly<Record<FlagReason, string>>;
  /** A side not arrived yet, its clock running (10.2.1a). */
  readonly absent: string;
  /** The key help line of the terminal clock. */
  readonly help: string;
}

const LABELS: Readonly<Record<Language, ClockLabels>> = {
  vi: {
    red: 'Trắng',
    black: 'Đen',
    stage: 'Giai đoạn',
    movesDue: 'nước còn phải đi',
    moves: 'nước đã đi',
    overtime: 'Thời gian phụ',
    periodsLeft: 'lần còn lại',
    status: {
      idle: 'Chưa bắt đầu',
      running: 'Đang chạy',
      paused: 'Tạm dừng',
      adjourned: 'Hoãn đấu',
      flagged: 'Hết giờ',
      finished: 'Kết thúc',
    },
    reason: {
      time: 'hết thời gian',
      quota: 'không đi đủ số nước quy định',
      'move-cap': 'quá thời gian một nước',
      late: 'đến chậm quá thời gian quy định',
    },
    absent: 'vắng mặt',
    help: 'cách/enter: bấm đồng hồ · p: tạm dừng · q: thoát',
  },
  en: {
    red: 'Red',
    black: 'Black',
    stage: 'Stage',
    movesDue: 'moves due',
    moves: 'moves made',
    overtime: 'Overtime',
    periodsLeft: 'periods left',
    status: {
      idle: 'Not started',
      running: 'Running',
      paused: 'Paused',
      adjourned: 'Adjourned',
      flagged: 'Flag fell',
      finished: 'Finished',
    },
    reason: {
      time: 'out of time',
      quota: 'move quota not met',
      'move-cap': 'move took longer than allowed',
      late: 'arrived too late',
    },
    absent: 'absent',
    help: 'space/enter: press · p: pause · q: quit',
  },
};

/**
 * The display words in Vietnamese (`vi`, with the law's Trắng/Đen for red/black) or English (`en`).
 *
 * @throws {RangeError} when `lang` is not `'vi'` or `'en'`.
 * @example
 * ```ts
 * import { clockLabels } from '@xq/clock';
 * clockLabels('vi').status.flagged; // 'Hết giờ'
 * ```
 * @category Display
 */
export function clockLabels(lang: Language): ClockLabels {
  if (lang === 'vi' || lang === 'en') return LABELS[lang];
  throw new RangeError(`clockLabels: a language is one of ${LANGUAGES.join(', ')}, not ${describe(lang)}`);
}
