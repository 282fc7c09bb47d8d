// The phrases the rulings share, in Vietnamese and English: the sides' names, what a touch
// obligation requires (Điều 9), a fault recorded (16.3, 15.7b), an incident, and the results that
// end a game (Điều 7) with their articles. The rulings themselves are in ruling-texts.ts; the law's
// words for the penalties and the people of 9.11c are PENALTY_NAMES (vocab.ts) and
// THIRD_PARTY_NAMES (event.ts).
import type { CommandType } from '@xq/clock';
import { formatUci } from '@xq/core';
import type { ArbiterEvent, IncidentKind, SanctionLevel } from './event';
import type { ArbiterResult } from './state';
import type { Obligation, TouchClause } from './touch';
import { other, PENALTY_NAMES, SIDE_NAMES, type Side } from './vocab';

/** A sentence in both languages. */
export interface Bilingual {
  /** In Vietnamese, the law's words. */
  readonly vi: string;
  /** In English. */
  readonly en: string;
}

/** One sentence of a ruling: the article it applies and the sentence, from its facts. */
export interface RulingText<A extends unknown[]> {
  /** The article cited, as the law numbers it; a range when the handler cites the clause in force. */
  readonly article: string | null;
  /** The sentence. */
  readonly say: (...facts: A) => Bilingual;
}

/** A side's name in Vietnamese (Trắng, Đen). */
export const vi = (s: Side) => SIDE_NAMES[s].vi;
/** A side's name in English (red, black). */
export const en = (s: Side) => SIDE_NAMES[s].en;
/** A side's name in English, capitalised to open a sentence. */
export const En = (s: Side) => en(s)[0]!.toUpperCase() + en(s).slice(1);
/** A text capitalised to open a sentence. */
export const cap = (x: string) => `${x[0]!.toUpperCase()}${x.slice(1)}`;

/** A result's text to close a ruling's sentence with (nothing when there is none). */
export function closing(res: ArbiterResult | null, lang: 'vi' | 'en'): string {
  return res ? ` ${res[lang]}` : '';
}

// What each clause of Điều 9 requires, when some moves meet it (9.3d and 9.4d allow any move).
const CLAUSE_TEXTS: Readonly<Record<TouchClause, readonly [vi: string, en: string]>> = {
  '9.1': ['phải đi quân đã chạm', 'must move the piece touched'],
  '9.2': ['phải bắt quân đối phương đã chạm', 'must capture the opponent’s piece touched'],
  '9.3a': [
    'quân mình chạm trước phải bắt quân đối phương chạm sau',
    'the own piece touched first must capture the opponent’s piece',
  ],
  '9.3b': [
    'quân mình không bắt được nên phải đi quân mình đã chạm',
    'the own piece cannot capture it, so it must move',
  ],
  '9.3c': [
    'quân mình không đi được nên phải dùng quân khác bắt quân đối phương đã chạm',
    'the own piece cannot move, so another piece must capture the opponent’s piece',
  ],
  '9.3d': ['', ''],
  '9.4a': [
    'quân mình đã chạm phải bắt quân đối phương',
    'the own piece touched must capture the opponent’s piece',
  ],
  '9.4b': [
    'quân mình không bắt được nên phải dùng quân khác bắt quân đối phương',
    'the own piece cannot capture it, so another piece must capture it',
  ],
  '9.4c': [
    'không quân nào bắt được quân đối phương nên phải đi quân mình đã chạm',
    'no piece can capture it, so the own piece touched must move',
  ],
  '9.4d': ['', ''],
};

/** What an obligation says, in both languages (Điều 9.1–9.5). */
export function describe(o: Obligation): Bilingual {
  const list = (o.moves ?? []).map(formatUci).sort().join(', ');
  const both = o.simultaneous ? ' (9.5: chạm cùng lúc quân hai bên, xử theo 9.4)' : '';
  const bothEn = o.simultaneous ? ' (9.5: both sides’ pieces touched at once, ruled by 9.4)' : '';
  const anyVi = 'được đi nước khác, nhưng phạm một lỗi kỹ thuật';
  const anyEn = 'may make another move, with a technical fault';
  if (o.moves === null) {
    const why =
      o.clause === '9.1'
        ? ['quân đã chạm không đi được', 'the piece touched cannot move']
        : o.clause === '9.2'
          ? ['không quân nào bắt được quân đã chạm', 'no piece can capture the piece touched']
          : ['không thực hiện được nghĩa vụ chạm quân', 'no move meets the touch obligation'];
    return { vi: `${why[0]}: ${anyVi}${both}`, en: `${why[1]}: ${anyEn}${bothEn}` };
  }
  const [v, e] = CLAUSE_TEXTS[o.clause];
  return { vi: `${v}: ${list}${both}`, en: `${e}: ${list}${bothEn}` };
}

/** The text of a fault recorded (16.3, 15.7b); `lost`: the fault lost the game (no warning of the third, 7.1n). */
export function faultText(
  f: { readonly side: Side; readonly kind: 'technical' | 'conduct'; readonly count: number },
  lost: boolean,
): Bilingual {
  const kv = f.kind === 'technical' ? 'lỗi kỹ thuật' : 'lỗi tác phong';
  const ke = f.kind === 'technical' ? 'technical fault' : 'conduct fault';
  return {
    vi: `${vi(f.side)} bị ghi ${kv} thứ ${f.count}${lost ? '' : ` (lỗi thứ 3 bị xử thua, 7.1n)`}`,
    en: `${En(f.side)} is given ${ke} number ${f.count}${lost ? '' : ' (the third loses, 7.1n)'}`,
  };
}

/** Every field of every event (distributed over the event union). */
type EventField = ArbiterEvent extends infer E ? (E extends unknown ? keyof E : never) : never;

/** The events' fields in Vietnamese, as a refusal of a bad event names them. */
export const FIELD_TEXTS: Readonly<Record<EventField, string>> = {
  type: 'loại sự kiện',
  at: 'thời điểm',
  fen: 'thế cờ (FEN)',
  clock: 'đồng hồ',
  absent: 'danh sách bên vắng mặt',
  side: 'bên',
  square: 'giao điểm',
  squares: 'các giao điểm',
  accidental: 'chạm vô ý',
  adjust: 'sửa quân',
  by: 'người nêu',
  admitted: 'sự công nhận của người chạm',
  seen: 'trọng tài chứng kiến',
  move: 'nước đi',
  via: 'các giao điểm quân đã đặt',
  kind: 'loại',
  article: 'điều luật',
  note: 'ghi chú',
  moves: 'số nước',
  remainingMs: 'thời gian còn lại',
  rule: 'luật',
  explanation: 'nước đi được giải thích',
  reason: 'lý do',
  command: 'lệnh đồng hồ',
  level: 'mức kỷ luật',
  ply: 'số nước giữ lại',
};

/** The clock's commands in Vietnamese (the English is the command's own name). */
export const CLOCK_COMMAND_TEXTS: Readonly<Record<CommandType, string>> = {
  start: 'bắt đầu tính giờ',
  arrive: 'đấu thủ có mặt',
  press: 'bấm đồng hồ',
  pause: 'dừng đồng hồ',
  resume: 'cho đồng hồ chạy lại',
  adjust: 'điều chỉnh thời gian',
  adjourn: 'hoãn ván cờ',
  flag: 'báo hết giờ',
  finish: 'kết thúc ván cờ',
};

/** What each incident is, as its ruling says it (the ladders: INCIDENT_LADDERS, event.ts). */
export const INCIDENT_TEXTS: Readonly<Record<IncidentKind, Bilingual>> = {
  'dropped-piece': { vi: 'cầm quân vô ý rơi giữa hai điểm', en: 'dropped a piece between two points' },
  'clock-stopped': {
    vi: 'tự ý dừng đồng hồ khi có mặt trọng tài',
    en: 'stopped the clock without the arbiter',
  },
  'forgot-press': {
    vi: 'quên bấm đồng hồ, tự chịu thiệt thòi về thời gian',
    en: 'forgot to press the clock and bears the lost time',
  },
  misconduct: { vi: 'vi phạm tác phong', en: 'broke the rules of conduct' },
  'borrowed-scoresheet': {
    vi: 'mượn biên bản liên tục gây mất tập trung cho đối phương',
    en: 'kept borrowing the opponent’s scoresheet to distract',
  },
  'spoke-out-of-turn': {
    vi: 'nêu ý kiến khi đang đến lượt đối phương đi',
    en: 'raised a matter during the opponent’s turn',
  },
};

/** The sentence of a result: a side loses, both lose, or a draw, after the reason why. */
export const OUTCOME_TEXTS = {
  loss: (side: Side, winner: Side, why: Bilingual): Bilingual => ({
    vi: `${why.vi}: ${vi(side)} thua, ${vi(winner)} thắng.`,
    en: `${why.en}: ${en(side)} loses, ${en(winner)} wins.`,
  }),
  bothLose: (why: Bilingual): Bilingual => ({
    vi: `${why.vi}: cả hai bên đều bị xử thua.`,
    en: `${why.en}: both players are ruled lost.`,
  }),
  draw: (why: Bilingual): Bilingual => ({ vi: `${why.vi}: hòa.`, en: `${why.en}: draw.` }),
  // 16.1e, 16.2: "Xóa tên trong danh sách và kết quả thi đấu": the game goes with his results.
  struck: (side: Side, why: Bilingual): Bilingual => ({
    vi: `${why.vi}: tên và kết quả thi đấu của ${vi(side)} bị xóa, ván này cũng vậy; ${vi(other(side))} không được tính điểm ván này (16.1e, 16.2).`,
    en: `${why.en}: ${en(side)}'s name and results are struck, this game with them; ${en(other(side))} scores nothing from it (16.1e, 16.2).`,
  }),
} as const;

/**
 * Why a game ended, by the result's reason (Điều 7 and the board's own outcomes): the sentence
 * before "thua/thắng" or "hòa". A reason of `@xq/core` not listed reads its own explanation.
 */
export const RESULT_TEXTS = {
  // The board (7.1a–c, 7.2a–c, Chương V, Điều 12).
  checkmate: {
    article: '7.1a',
    say: (s: Side) => ({ vi: `${vi(s)} bị chiếu bí`, en: `${En(s)} is checkmated` }),
  },
  'no-legal-moves': {
    article: '7.1b',
    say: (s: Side) => ({ vi: `${vi(s)} bị vây chặt, hết nước đi`, en: `${En(s)} has no legal move` }),
  },
  'perpetual-check': {
    article: 'Chương V',
    say: (s: Side) => ({
      vi: `${vi(s)} chiếu mãi mà không thay đổi nước đi`,
      en: `${En(s)} checked perpetually and did not change`,
    }),
  },
  'forbidden-repetition': {
    article: 'Chương V',
    say: (s: Side) => ({
      vi: `${vi(s)} phạm luật cấm mà không chịu thay đổi nước đi`,
      en: `${En(s)} repeated a forbidden move and did not change`,
    }),
  },
  'dead-position': {
    article: '7.2a',
    say: () => ({
      vi: 'Hai bên không còn quân nào có thể tấn công đối phương',
      en: 'Neither side has a piece that can attack',
    }),
  },
  'repetition-draw': {
    article: '7.2b, 7.2c',
    say: () => ({
      vi: 'Lặp lại nước đi, không bên nào phạm luật cấm hoặc cả hai cùng phạm',
      en: 'A repetition in which neither or both sides offend',
    }),
  },
  'move-limit': {
    article: '7.2e',
    say: () => ({
      vi: 'Mỗi bên đi đủ 60 nước không có nước ăn quân',
      en: 'Each side made 60 moves without a capture',
    }),
  },
  // Time (7.1d, 7.1e).
  time: { article: '7.1d', say: (s: Side) => ({ vi: `${vi(s)} hết giờ`, en: `${En(s)} ran out of time` }) },
  quota: {
    article: '7.1d',
    say: (s: Side) => ({
      vi: `${vi(s)} không đi đủ số nước quy định trong thời gian quy định`,
      en: `${En(s)} did not make the moves due in the time allowed`,
    }),
  },
  'late-arrival': {
    article: '7.1e',
    say: (s: Side | 'both') =>
      s === 'both'
        ? {
            vi: 'Cả hai đấu thủ đến chậm quá thời gian quy định',
            en: 'Both players arrived later than the regulation allows',
          }
        : {
            vi: `${vi(s)} đến chậm quá thời gian quy định`,
            en: `${En(s)} arrived later than the regulation allows`,
          },
  },
  // Faults (7.1m, 7.1n).
  'technical-faults': {
    article: '7.1n',
    say: (s: Side | 'both') =>
      s === 'both'
        ? { vi: 'Cả hai bên mắc lỗi kỹ thuật 3 lần', en: 'Both sides made 3 technical faults' }
        : { vi: `${vi(s)} mắc lỗi kỹ thuật 3 lần`, en: `${En(s)} made 3 technical faults` },
  },
  'conduct-faults': {
    article: '7.1n',
    say: (s: Side | 'both') =>
      s === 'both'
        ? { vi: 'Cả hai bên mắc lỗi tác phong 3 lần', en: 'Both sides made 3 conduct faults' }
        : { vi: `${vi(s)} mắc lỗi tác phong 3 lần`, en: `${En(s)} made 3 conduct faults` },
  },
  'unrecorded-moves': {
    article: '7.1m',
    say: (s: Side | 'both') => {
      const v = 'không ghi 3 lần biên bản, mỗi lần gồm 4 nước liên tục';
      const e = 'failed 3 times to record 4 consecutive moves';
      return s === 'both'
        ? { vi: `Cả hai bên ${v}`, en: `Both sides ${e}` }
        : { vi: `${vi(s)} ${v}`, en: `${En(s)} ${e}` };
    },
  },
  // The players (7.1i, 7.1k).
  resignation: {
    article: '7.1k',
    say: (s: Side) => ({ vi: `${vi(s)} tự tuyên bố xin thua`, en: `${En(s)} resigns` }),
  },
  'sealed-move': {
    article: '7.1i',
    say: (sealer: Side, move: string) => ({
      vi: `Mở niêm phong: nước kín "${move}" của ${vi(sealer)} không hợp lệ (10.3.2, 7.1i)`,
      en: `Envelope opened: ${en(sealer)}'s sealed move "${move}" is not valid (10.3.2, 7.1i)`,
    }),
  },
  'sealed-move-given-up': {
    article: '7.1i',
    say: (sealer: Side, side: Side) => ({
      vi: `${vi(sealer)} ghi sai nước đi trong niêm phong nhưng ${vi(side)} bỏ cuộc`,
      en: `${En(sealer)} sealed a wrong move but ${en(side)} gave up`,
    }),
  },
  // The arbiter's sanctions (7.1l, 15.7b, 16.1c–e).
  sanction: {
    article: '7.1l',
    say: (s: Side | 'both', level: Exclude<SanctionLevel, 'reminder' | 'warning'>) => {
      if (s === 'both') {
        return { vi: `Cả hai đấu thủ cùng vi phạm lỗi nặng`, en: 'Both players committed a serious offence' };
      }
      const v = level === 'loss' ? 'vi phạm luật bị xử thua' : `bị ${PENALTY_NAMES[level].vi}`;
      const e = level === 'loss' ? 'broke the law and is ruled lost' : `is given ${PENALTY_NAMES[level].en}`;
      return { vi: `${vi(s)} ${v}`, en: `${En(s)} ${e}` };
    },
  },
} as const satisfies Record<string, RulingText<never[]>>;

// What the table arbiter may not give (16.2): "Tổng trọng tài có quyền truất quyền thi đấu";
// "Xóa tên trong danh sách và kết quả thi đấu phải qua ý kiến của tổng trọng tài, trưởng ban tổ
// chức của giải".
export const NO_POWER = {
  disqualification: {
    vi: 'Trọng tài bàn không có quyền truất quyền thi đấu: chỉ tổng trọng tài có quyền này (16.2).',
    en: 'The table arbiter has no power to disqualify: only the chief arbiter has it (16.2).',
  },
  expulsion: {
    vi: 'Trọng tài bàn không có quyền xóa tên: xóa tên trong danh sách và kết quả thi đấu phải qua ý kiến của tổng trọng tài, trưởng ban tổ chức của giải (16.2).',
    en: "The table arbiter has no power to strike a name: striking a player's name and results needs the chief arbiter and the head of the organisers (16.2).",
  },
} as const;

// The people of 9.11c, 15.5a and 10.2.1b, and what they may not do.
export const OUTSIDERS = {
  '9.11c': {
    what: ['can thiệp việc chạm quân', 'intervenes about a touch'],
    rule: 'ngoài đối thủ và trọng tài thì bất cứ người nào khác can thiệp cũng không có giá trị',
  },
  '15.5a': {
    what: ['thắc mắc, khiếu nại', 'raises a claim'],
    rule: 'việc thắc mắc và khiếu nại khi đang diễn ra ván đấu phải do bản thân đấu thủ đề xuất thì mới có giá trị',
  },
  '10.2.1b': {
    what: ['đề nghị thay đấu thủ', 'makes a proposal for a player'],
    rule: 'ngoài đấu thủ, bất kỳ người nào khác cũng không được phép đưa ra những đề nghị này',
  },
} as const;

/** A field's name in Vietnamese; a field no event has is named as it was given, in quotes. */
export function fieldName(path: string): string {
  const field = path.split('.')[0]!;
  return Object.hasOwn(FIELD_TEXTS, field)
    ? FIELD_TEXTS[field as keyof typeof FIELD_TEXTS]
    : `trường "${path}"`;
}
