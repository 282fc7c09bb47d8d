// Every ruling's sentences, in Vietnamese and English, in one table keyed by ruling code, each
// with the article it applies: the file a Vietnamese arbiter reviews. The law's words: Trắng/Đen
// for the sides (never Đỏ), the penalties of Điều 16 (PENALTY_NAMES, vocab.ts), the people of
// 9.11c (THIRD_PARTY_NAMES, event.ts). The phrases several rulings share (a touch obligation, a
// fault, an incident, the results of Điều 7, what outsiders may not do) are in phrases.ts. A handler picks its sentence
// here; it never writes one.
import type { CommandType } from '@xq/clock';
import type { IncidentKind } from './event';
import {
  type Bilingual,
  CLOCK_COMMAND_TEXTS,
  cap,
  closing,
  describe,
  En,
  en,
  fieldName,
  INCIDENT_TEXTS,
  NO_POWER,
  OUTSIDERS,
  type RulingText,
  vi,
} from './phrases';
import type { RulingCode } from './ruling';
import type { ArbiterResult } from './state';
import type { Obligation } from './touch';
import { PENALTY_NAMES, type Penalty, type Side } from './vocab';

/**
 * Every ruling's sentences, keyed by ruling code: under each code, the sentences it can say,
 * each with its article. One entry per code, so a new ruling code without its texts does not
 * compile.
 */
export const RULING_TEXTS = {
  started: {
    game: {
      article: '3',
      say: (turn: Side) => ({
        vi: `Ván cờ bắt đầu; ${vi(turn)} đi trước.`,
        en: `The game starts; ${en(turn)} to move.`,
      }),
    },
  },
  touched: {
    bound: {
      article: '9.1–9.5',
      say: (side: Side, o: Obligation, third: boolean) => {
        const t = describe(o);
        return {
          vi: `${third ? 'Chạm quân vô ý lần thứ ba, xử như cố ý (9.6). ' : ''}${vi(side)}: ${t.vi} (${o.clause}).`,
          en: `${third ? 'A third inadvertent touch, ruled as deliberate (9.6). ' : ''}${En(side)}: ${t.en} (${o.clause}).`,
        };
      },
    },
  },
  'touch-no-obligation': {
    notToMove: {
      article: '9.1',
      say: (side: Side) => ({
        vi: `${vi(side)} chưa tới lượt đi: luật chạm quân chỉ buộc đấu thủ tới lượt đi (9.1), không có nghĩa vụ.`,
        en: `${En(side)} is not to move: touch-move binds only the player to move (9.1); no obligation.`,
      }),
    },
  },
  'no-piece': {
    empty: {
      article: '9',
      say: (points: string) => ({
        vi: `Không có quân ở ${points}: chạm quân là đụng vào quân cờ (Điều 9), không có gì để xử.`,
        en: `No piece on ${points}: a touch is a touch of a piece (Điều 9); nothing to rule.`,
      }),
    },
  },
  'accidental-touch': {
    inadvertent: {
      article: '9.6',
      say: (side: Side, n: number, penalty: Penalty) => ({
        vi: `Chạm quân vô ý lần thứ ${n}: trọng tài ${PENALTY_NAMES[penalty].vi} ${vi(side)}${n === 2 ? '; lần thứ ba sẽ xử lý như chạm quân cố ý' : ''} (9.6).`,
        en: `Inadvertent touch number ${n}: ${PENALTY_NAMES[penalty].en} for ${en(side)}${n === 2 ? '; a third is ruled as a deliberate touch' : ''} (9.6).`,
      }),
    },
  },
  adjusted: {
    announced: {
      article: '9.5a',
      say: (side: Side) => ({
        vi: `${vi(side)} báo trước "tôi sửa quân này" và sửa quân khi đến lượt mình: không phải chạm quân (9.5a).`,
        en: `${En(side)} announced "I adjust" and adjusted on its own turn: not a touch (9.5a).`,
      }),
    },
  },
  'adjust-refused': {
    notOwnTurn: {
      article: '9.5a',
      say: (side: Side) => ({
        vi: `${vi(side)} chỉ được phép sửa quân khi đến lượt mình đi (9.5a).`,
        en: `${En(side)} may adjust pieces only on its own turn (9.5a).`,
      }),
    },
  },
  moved: {
    played: {
      article: '4, 9.1–9.4',
      say: (
        prefix: Bilingual,
        mover: Side,
        move: string,
        o: Obligation | null,
        fault: Bilingual | null,
        res: ArbiterResult | null,
      ) => ({
        vi: `${prefix.vi}${vi(mover)} đi ${move}${o ? ` (${o.clause}${o.fault ? `: ${describe(o).vi}` : ''})` : ''}.${fault ? ` ${fault.vi}.` : ''}${closing(res, 'vi')}`,
        en: `${prefix.en}${En(mover)} plays ${move}${o ? ` (${o.clause}${o.fault ? `: ${describe(o).en}` : ''})` : ''}.${fault ? ` ${fault.en}.` : ''}${closing(res, 'en')}`,
      }),
    },
  },
  'move-refused': {
    notYourTurn: {
      article: '8',
      say: (side: Side) => ({
        vi: `Chưa tới lượt ${vi(side)}: không bên nào được đi liên tiếp hai lượt (Điều 8).`,
        en: `It is not ${en(side)}'s turn: no side may move twice in a row (Điều 8).`,
      }),
    },
    touchMove: {
      article: '9.1–9.4',
      say: (move: string, mover: Side, o: Obligation) => {
        const t = describe(o);
        return {
          vi: `Nước ${move} không được chấp nhận: ${vi(mover)}: ${t.vi} (${o.clause}).`,
          en: `${move} is refused: ${en(mover)}: ${t.en} (${o.clause}).`,
        };
      },
    },
    firstPoint: {
      article: '9.7',
      say: (point: string) => ({
        vi: `Quân chạm nhiều giao điểm phải dừng ở giao điểm chạm trước tiên: ${point} (9.7).`,
        en: `A piece set on several points must stop on the first: ${point} (9.7).`,
      }),
    },
  },
  'illegal-move': {
    illegal: {
      article: '16.3',
      say: (move: string, fault: Bilingual) => ({
        vi: `${move} không hợp lệ: đi quân sai luật định là một lỗi kỹ thuật (16.3), nước đi không được công nhận (9.10). ${fault.vi}.`,
        en: `${move} is not legal: an illegal move is a technical fault (16.3) and does not stand (9.10). ${fault.en}.`,
      }),
    },
    lost: {
      article: '7.1n',
      say: (move: string, fault: Bilingual, res: ArbiterResult) => ({
        vi: `${move} không hợp lệ (16.3). ${fault.vi}. ${res.vi}`,
        en: `${move} is not legal (16.3). ${fault.en}. ${res.en}`,
      }),
    },
  },
  fault: {
    recorded: {
      article: '16.3, 15.7b',
      say: (faults: readonly Bilingual[], article: string, res: ArbiterResult | null) => ({
        vi: `${faults.map((t) => t.vi).join('; ')} (${article}).${closing(res, 'vi')}`,
        en: `${faults.map((t) => t.en).join('; ')} (${article}).${closing(res, 'en')}`,
      }),
    },
    obligationUnmet: {
      article: '7.1n',
      say: (prefix: Bilingual, o: Obligation, res: ArbiterResult) => ({
        vi: `${prefix.vi}${describe(o).vi} (${o.clause}). ${res.vi}`,
        en: `${prefix.en}${describe(o).en} (${o.clause}). ${res.en}`,
      }),
    },
    notCompleted: {
      article: '16.3',
      say: (side: Side, moves: number) => ({
        vi: `Ván đấu kết thúc mà ${vi(side)} không ghi bổ sung ${moves} nước còn thiếu: một lỗi kỹ thuật (16.3); kết quả ván đấu không thay đổi.`,
        en: `The game is over and ${en(side)} did not complete ${moves} missing moves: a technical fault (16.3); the result stands.`,
      }),
    },
  },
  incident: {
    ladder: {
      article: '9.8, 10.2.1, 10.2.2, 11.3a, 15.7b, 16.3',
      say: (
        side: Side,
        kind: IncidentKind,
        n: number,
        step: Penalty,
        article: string,
        res: ArbiterResult | null,
      ) => ({
        vi: `${vi(side)} ${INCIDENT_TEXTS[kind].vi} (lần ${n}): ${PENALTY_NAMES[step].vi} (${article}).${closing(res, 'vi')}`,
        en: `${En(side)} ${INCIDENT_TEXTS[kind].en} (time ${n}): ${PENALTY_NAMES[step].en} (${article}).${closing(res, 'en')}`,
      }),
    },
  },
  unrecorded: {
    fault: {
      article: '11.3b',
      say: (side: Side, moves: number, times: number, count: number, res: ArbiterResult | null) => ({
        vi: `${vi(side)} không ghi ${moves} nước liên tục mà không ghi bổ sung: một lỗi kỹ thuật (11.3b, 16.3), lần thứ ${times}; tái diễn 3 lần thì bị xử thua (7.1m). Tổng số lỗi kỹ thuật: ${count}.${closing(res, 'vi')}`,
        en: `${En(side)} left ${moves} consecutive moves unrecorded and did not make them up: a technical fault (11.3b, 16.3), time ${times}; three times lose (7.1m). Technical faults: ${count}.${closing(res, 'en')}`,
      }),
    },
  },
  'unrecorded-short': {
    short: {
      article: '11.3',
      say: (side: Side, moves: number) => ({
        vi: `${vi(side)} thiếu ${moves} nước (chưa tới 4 nước liên tục): không phạt, phải ghi bổ sung ngay vào thời gian tiếp theo (11.3).`,
        en: `${En(side)} is missing ${moves} moves (fewer than 4 in a row): no fault; they must be made up at once (11.3).`,
      }),
    },
  },
  'unrecorded-exempt': {
    excused: {
      article: '11.3',
      say: (side: Side) => ({
        vi: `${vi(side)} đã được ban tổ chức xác nhận miễn ghi biên bản trước ván đấu: không phạt (11.3).`,
        en: `${En(side)} was excused from recording by the organisers before the game: no fault (11.3).`,
      }),
    },
    lowTime: {
      article: '11.1a',
      say: (side: Side) => ({
        vi: `${vi(side)} còn ít hơn 5 phút: được phép không ghi biên bản, trọng tài ghi giúp; kết thúc ván phải ghi bổ sung (11.1a).`,
        en: `${En(side)} has less than 5 minutes left: it need not record; the arbiter records for it, and it completes the sheet after the game (11.1a).`,
      }),
    },
    lastStage: {
      article: '10.1.2',
      say: (side: Side) => ({
        vi: `${vi(side)} đang ở giai đoạn cuối (cứ 5 phút đi đủ 10 nước): được miễn ghi biên bản (10.1.2).`,
        en: `${En(side)} is in the last stage (10 moves every 5 minutes): exempt from recording (10.1.2).`,
      }),
    },
  },
  'draw-offered': {
    offered: {
      article: '15.7k',
      say: (side: Side, opponent: Side) => ({
        vi: `${vi(side)} đề nghị hòa trong thời gian suy nghĩ của mình (15.7k); ${vi(opponent)} đồng ý thì ván cờ hòa (7.2d).`,
        en: `${En(side)} offers a draw on its own turn (15.7k); if ${en(opponent)} agrees the game is drawn (7.2d).`,
      }),
    },
  },
  'draw-offer-refused': {
    notOwnTurn: {
      article: '15.7k',
      say: (side: Side, fault: Bilingual, res: ArbiterResult | null) => ({
        vi: `${vi(side)} chỉ được đề nghị hòa khi tới lượt mình đi (15.7k); nêu ý kiến khi đang đến lượt đối phương đi là lỗi kỹ thuật (16.3). ${fault.vi}.${closing(res, 'vi')}`,
        en: `${En(side)} may offer a draw only on its own turn (15.7k); raising a matter during the opponent's turn is a technical fault (16.3). ${fault.en}.${closing(res, 'en')}`,
      }),
    },
  },
  'draw-accepted': {
    agreed: {
      article: '7.2d',
      say: (offerer: Side, side: Side) => ({
        vi: `${vi(offerer)} đề nghị hòa, ${vi(side)} đồng ý: hòa.`,
        en: `${En(offerer)} offered a draw and ${en(side)} agreed: draw.`,
      }),
    },
  },
  'draw-declined': {
    declined: {
      article: '7.2d',
      say: (side: Side) => ({
        vi: `${vi(side)} không đồng ý hòa; ván cờ tiếp tục.`,
        en: `${En(side)} declines the draw; play goes on.`,
      }),
    },
  },
  'draw-refused': {
    noOffer: {
      article: '7.2d',
      say: (offerer: Side) => ({
        vi: `Không có đề nghị hòa nào của ${vi(offerer)} để trả lời (7.2d).`,
        en: `There is no draw offer from ${en(offerer)} to answer (7.2d).`,
      }),
    },
  },
  'claim-valid': {
    moveLimit: {
      article: '12a',
      say: (limit: number) => ({
        vi: `Mỗi bên đã đi đủ ${limit} nước liên tục không có nước ăn quân: ván cờ mặc nhiên được xử hòa (12a, 7.2e).`,
        en: `Each side has made ${limit} consecutive moves without a capture: the game is drawn (12a, 7.2e).`,
      }),
    },
  },
  'claim-premature': {
    moveLimit: {
      article: '12b',
      say: (
        limit: number,
        missing: { readonly red: number; readonly black: number },
        side: Side,
        opponent: Side,
        added: boolean,
      ) => ({
        vi: `Chưa đủ ${limit} nước (Trắng còn thiếu ${missing.red}, Đen còn thiếu ${missing.black} nước; tính từ nước ăn quân cuối cùng, 12a, 12c): phạt ${vi(side)} bằng cách tăng thêm 2 phút cho ${vi(opponent)}${added ? '' : ' (trên đồng hồ)'}, ván cờ tiếp tục (12b).`,
        en: `Not yet ${limit} moves (red is ${missing.red} moves short, black ${missing.black}; counted from the last capture, 12a, 12c): ${en(side)} is penalised by 2 minutes added to ${en(opponent)}${added ? '' : "'s clock"}; play goes on (12b).`,
      }),
    },
  },
  'claim-repetition': {
    notYet: {
      article: '7.1h',
      say: (occurrences: number) => ({
        vi: `Thế cờ hiện tại đã xuất hiện ${occurrences} lần; trọng tài xử khi thế cờ lặp lại lần thứ ba (7.1g, 7.1h, 7.2b, 7.2c). Ván cờ tiếp tục.`,
        en: `The position has occurred ${occurrences} time(s); the arbiter rules at the third occurrence (7.1g, 7.1h, 7.2b, 7.2c). Play goes on.`,
      }),
    },
  },
  // The ruling says the result's sentence (RESULT_TEXTS.resignation, 'sealed-move-given-up').
  resigned: { result: { article: '7.1k, 7.1i', say: (res: ArbiterResult) => res } },
  sealed: {
    sealed: {
      article: '10.3.1',
      say: (side: Side, clock: boolean) => ({
        vi: `${vi(side)} ghi nước kín vào biên bản, bỏ phong bì dán kín${clock ? '; đồng hồ dừng' : ''}. Ván cờ hoãn (10.3.1).`,
        en: `${En(side)} seals its move in an envelope${clock ? '; the clock stops' : ''}. The game is adjourned (10.3.1).`,
      }),
    },
  },
  'seal-refused': {
    notToMove: {
      article: '10.3.1',
      say: (turn: Side) => ({
        vi: `Người đến lượt đi (${vi(turn)}) mới ghi nước kín (10.3.1).`,
        en: `Only the player to move (${en(turn)}) seals a move (10.3.1).`,
      }),
    },
  },
  // Then the move's own sentence (moved.played).
  unsealed: {
    opened: { article: '10.3.1', say: () => ({ vi: `Mở niêm phong: `, en: `Envelope opened: ` }) },
    explained: {
      article: '7.1i',
      say: (sealed: string) => ({
        vi: `Mở niêm phong: "${sealed}" ghi sai nhưng đấu thủ giải thích được (7.1i). `,
        en: `Envelope opened: "${sealed}" is wrong but the sealer explained it (7.1i). `,
      }),
    },
  },
  // The ruling says the result's sentence (RESULT_TEXTS['sealed-move']).
  'sealed-move-invalid': { result: { article: '10.3.2', say: (res: ArbiterResult) => res } },
  flag: {
    beforeEvent: {
      article: '10.2.4',
      say: (res: ArbiterResult) => ({
        vi: `${res.vi} (đồng hồ báo hết giờ trước sự kiện này, 10.2.4)`,
        en: `${res.en} (the flag fell before this event, 10.2.4)`,
      }),
    },
    // A flag reported or shown by the clock: the result's sentence (RESULT_TEXTS.time, quota, 'late-arrival').
    result: { article: '7.1d, 7.1e', say: (res: ArbiterResult) => res },
  },
  clock: {
    command: {
      article: '10.2.1a, 10.2.2',
      say: (command: CommandType, article: string) => ({
        vi: `Đồng hồ: ${CLOCK_COMMAND_TEXTS[command]} (${article}).`,
        en: `Clock: ${command} (${article}).`,
      }),
    },
  },
  sanction: {
    counted: {
      article: '16.1a, 16.1b',
      say: (side: Side | 'both', level: 'reminder' | 'warning', article: string) => ({
        vi: `${side === 'both' ? 'Cả hai đấu thủ' : vi(side)}: ${PENALTY_NAMES[level].vi} (${article}).`,
        en: `${side === 'both' ? 'Both players' : En(side)}: ${PENALTY_NAMES[level].en} (${article}).`,
      }),
    },
    // A loss, a disqualification, an expulsion: the result's sentence (RESULT_TEXTS.sanction).
    result: { article: '16.1c–e, 15.7b', say: (res: ArbiterResult) => res },
    noPower: { article: '16.2', say: (level: 'disqualification' | 'expulsion') => NO_POWER[level] },
  },
  'takeback-refused': {
    refused: {
      article: '9.5b',
      say: () => ({
        vi: 'Đi quân rồi không được đi lại: quân đã đặt tới vị trí khác thì không được thay đổi (9.5b).',
        en: 'A move made cannot be taken back: once the piece is set on another point it stands (9.5b).',
      }),
    },
  },
  'touch-unproven': {
    notRaised: {
      article: '9.11a',
      say: (side: Side) => ({
        vi: `${vi(side)} chạm quân nhưng không bên nào đề nghị: ván đấu vẫn diễn ra bình thường, trọng tài không can thiệp (9.11a).`,
        en: `${En(side)} touched a piece but neither side raised it: play goes on, the arbiter does not intervene (9.11a).`,
      }),
    },
    accusation: {
      article: '9.11b',
      say: (by: Side, side: Side) => ({
        vi: `${vi(by)} tố cáo ${vi(side)} chạm quân, nhưng đối phương không công nhận và trọng tài không chứng kiến: trọng tài không xét để phạt (9.11b).`,
        en: `${En(by)} reports a touch by ${en(side)}, but it is neither admitted nor seen by the arbiter: no penalty (9.11b).`,
      }),
    },
  },
  'third-party': {
    noValue: {
      article: '9.11c, 15.5a, 10.2.1b',
      say: (who: Bilingual, article: keyof typeof OUTSIDERS) => {
        const o = OUTSIDERS[article];
        return {
          vi: `${cap(who.vi)} ${o.what[0]}: không có giá trị, ${o.rule} (${article}).`,
          en: `${cap(who.en)} ${o.what[1]}: it has no value; only the players and the arbiter raise what happens at the board (${article}).`,
        };
      },
    },
  },
  annulled: {
    setup: {
      article: '9.9a',
      say: () => ({
        vi: 'Vị trí ban đầu của các quân cờ bị xếp sai từ đầu ván cờ: hủy bỏ ván đó và chơi lại ván mới (9.9a).',
        en: 'The pieces were set up wrongly from the start of the game: the game is annulled and replayed (9.9a).',
      }),
    },
    'colours-order': {
      article: '9.9b',
      say: () => ({
        vi: 'Hai đấu thủ đi nhầm màu quân, bên đáng lẽ đi sau lại đi trước: hủy bỏ ván đó và chơi lại ván mới (9.9b).',
        en: 'The players confused the colours and the side due to move second moved first: the game is annulled and replayed (9.9b).',
      }),
    },
  },
  'colours-swapped': {
    kept: {
      article: '9.9c',
      say: () => ({
        vi: 'Nhầm màu quân nhưng bên đi tiên vẫn đi trước: giữ nguyên hiện trạng ván cờ, đổi lại màu quân để tiếp tục ván cờ bình thường (9.9c).',
        en: 'The colours were confused but the side due to move first did move first: the position is kept and the colours swapped, play goes on (9.9c).',
      }),
    },
    afterGame: {
      article: '9.9e',
      say: () => ({
        vi: 'Nhầm màu quân nhưng ván cờ đã chơi xong mới phát hiện: kết quả ván đấu vẫn được công nhận; đấu thủ đáng lẽ cầm quân Trắng vẫn được ghi là cầm quân Trắng để bắt thăm màu quân vòng sau (9.9e).',
        en: 'The colours were confused but found only after the game: the result stands, and the player meant to hold Trắng is recorded as Trắng for later colour allocation (9.9e).',
      }),
    },
  },
  'result-stands': {
    irregular: {
      article: '9.9d',
      say: () => ({
        vi: 'Ván cờ đã kết thúc và kết quả đã được xác nhận: ván đánh có hiệu lực, không đánh lại (9.9d).',
        en: 'The game is over and its result confirmed: it stands and is not replayed (9.9d).',
      }),
    },
    wrongMove: {
      article: '9.10.2',
      say: () => ({
        vi: 'Đến lúc ván cờ kết thúc mới phát hiện nước sai: công nhận kết quả đang đánh (9.10.2).',
        en: 'The wrong move was found only after the game: the result stands (9.10.2).',
      }),
    },
  },
  restored: {
    restored: {
      article: '9.10a, 9.10b, 9.10.1',
      say: (misplaced: boolean, ply: number | undefined, turn: Side, stopped: boolean, article: string) => {
        const what = misplaced
          ? { vi: 'Quân cờ đi sang vị trí không đúng giao điểm quy định', en: 'A piece was set off a point' }
          : { vi: 'Phát hiện một nước không hợp lệ', en: 'An illegal move was found' };
        const from =
          ply === undefined
            ? {
                vi: 'diễn lại biên bản, tìm chỗ sai, đánh tiếp (9.10.1)',
                en: 'the scoresheet replayed, play goes on (9.10.1)',
              }
            : {
                vi: `khôi phục lại thế cờ theo biên bản trước nước thứ ${ply + 1}`,
                en: `the position restored from the scoresheet to before move ${ply + 1}`,
              };
        return {
          vi: `${what.vi}: ${from.vi}; ${vi(turn)} đi${stopped ? '; đồng hồ dừng trong khi khôi phục' : ''} (${article}).`,
          en: `${what.en}: ${from.en}; ${en(turn)} to move${stopped ? '; the clock is stopped meanwhile' : ''} (${article}).`,
        };
      },
    },
  },
  // Events out of place. The English is the error's message where the two are the same.
  refused: {
    timeBackwards: {
      article: null,
      say: (at: number, last: number) => ({
        vi: `Thời điểm ${at} trước sự kiện trước (${last})`,
        en: `at ${at} is before the last event (${last})`,
      }),
    },
    notStarted: { article: null, say: () => ({ vi: 'Ván cờ chưa bắt đầu', en: 'the game has not started' }) },
    alreadyStarted: {
      article: null,
      say: () => ({ vi: 'Ván cờ đã bắt đầu', en: 'the game has already started' }),
    },
    badFen: {
      article: null,
      say: (code: string, message: string) => ({
        vi: `Thế cờ không hợp lệ: ${code}`,
        en: `fen: ${code}: ${message}`,
      }),
    },
    clockStartsRed: {
      article: null,
      say: () => ({
        vi: 'Ván có đồng hồ phải bắt đầu với Trắng đi trước',
        en: 'a game with a clock starts with red to move (the clock starts red’s time)',
      }),
    },
    gameOver: {
      article: 'Điều 7',
      say: (reason: string, article: string) => ({
        vi: `Ván cờ đã kết thúc (${article})`,
        en: `the game is over (${reason}, ${article})`,
      }),
    },
    matedOffersDraw: {
      article: '7.2f',
      say: () => ({
        vi: 'Bên bị chiếu hết, bị vây chặt không còn nước đi thì không được phép đề nghị hòa (7.2f)',
        en: 'a side that is mated or has no move cannot offer a draw (7.2f)',
      }),
    },
    adjourned: {
      article: '10.3.1',
      say: () => ({
        vi: 'Ván cờ đang hoãn: phải mở niêm phong trước (10.3)',
        en: 'the game is adjourned: open the sealed move first (10.3)',
      }),
    },
    notAdjourned: {
      article: '10.3.1',
      say: () => ({ vi: 'Không có nước kín nào để mở.', en: 'There is no sealed move to open.' }),
    },
    flagWithClock: {
      article: '7.1d',
      say: () => ({
        vi: 'Trọng tài đang giữ đồng hồ: báo hết giờ bằng lệnh của đồng hồ.',
        en: 'The arbiter keeps the clock: report the flag with a clock command.',
      }),
    },
    noClock: {
      article: '10.2.2',
      say: () => ({
        vi: 'Trọng tài không giữ đồng hồ',
        en: 'the arbiter keeps no clock (start with a clock)',
      }),
    },
    arbiterDrives: {
      article: '10.2.2',
      say: (command: CommandType) => ({
        vi: `Lệnh "${CLOCK_COMMAND_TEXTS[command]}" do trọng tài tự thực hiện`,
        en: `the arbiter drives ${command} itself (start, move, seal, unseal, the result)`,
      }),
    },
    clockRefused: {
      article: '10.2.2',
      say: (code: string, message: string) => ({
        vi: `Đồng hồ từ chối: ${code}`,
        en: `${code}: ${message}`,
      }),
    },
    moreThanPlayed: {
      article: '11.1',
      say: (played: number, side: Side, moves: number) => ({
        vi: `Mới đi ${played} nước: biên bản của ${vi(side)} không thể thiếu ${moves} nước (11.1).`,
        en: `Only ${played} moves have been played: ${en(side)}'s scoresheet cannot be missing ${moves} (11.1).`,
      }),
    },
    beyondScoresheet: {
      article: '9.10a, 9.10b',
      say: (moves: number, ply: number) => ({
        vi: `Biên bản chỉ có ${moves} nước, không có nước thứ ${ply + 1} để khôi phục.`,
        en: `The scoresheet has ${moves} moves: there is no move ${ply + 1} to restore from.`,
      }),
    },
  },
  'bad-event': {
    unread: {
      article: null,
      // The Vietnamese names the field; the English is the parser's message.
      say: (message: string, path: string | undefined) => ({
        vi: !path
          ? 'Sự kiện không hợp lệ: một sự kiện là một đối tượng JSON { type, … }'
          : `Sự kiện không hợp lệ: ${fieldName(path)} sai hoặc không được phép ở sự kiện này`,
        en: `Bad event: ${message}`,
      }),
    },
  },
} as const satisfies { readonly [C in RulingCode]: Readonly<Record<string, RulingText<never[]>>> };
