import type { ARBITER_ERROR_CODES } from '@xq/arbiter';
import type { CLOCK_ERROR_CODES } from '@xq/clock';
import type { FEN_ERROR_CODES, GAME_ERROR_CODES, OutcomeReason, SETUP_ERROR_CODES } from '@xq/core';
import type { ENGINE_ERROR_CODES } from '@xq/engine';
import type { MOVE_ERROR_CODES, Notation } from '@xq/notation';
import type { SWISS_ERROR_CODES, TRF_ERROR_CODES } from '@xq/pairing';
import type { SITE_ERROR_CODES } from '@xq/site';
import type { TOURNAMENT_ERROR_CODES } from '@xq/tournament';
import type { FileError } from './io';
import { oneLine, type Words } from './words';

/**
 * The error codes of the libraries that are not in one of their exported `…_ERROR_CODES` lists
 * (the record codecs', the notations', a replay's): the CLI prints them too.
 */
export const OTHER_ERROR_CODES = [
  'CBL_LEGACY_COMPRESSED',
  'CBL_MALFORMED',
  'CBL_NOT_CBL',
  'CBR_BAD_POSITION',
  'CBR_ILLEGAL',
  'CBR_MALFORMED',
  'CBR_NOT_CBR',
  'CBR_UNSUPPORTED',
  'CONVERT_BAD_FEN',
  'CONVERT_UNCLOSED',
  'DHTMLXQ_BAD_POSITION',
  'DHTMLXQ_EMPTY',
  'DHTMLXQ_ILLEGAL',
  'DHTMLXQ_MALFORMED',
  'NOTATION_AMBIGUOUS',
  'NOTATION_EMPTY',
  'NOTATION_UNKNOWN',
  'PGN_BAD_FEN',
  'PGN_NOTATION',
  'PGN_UNCLOSED',
  'PGN_UNWRITABLE',
  'POSITION_LIST_BAD_FEN',
  'POSITION_LIST_BAD_PIECE',
  'POSITION_LIST_MALFORMED',
  'POSITION_LIST_SQUARE_TWICE',
  'REPLAY_AFTER_END',
  'REPLAY_ILLEGAL_MOVE',
  'REPLAY_MALFORMED_MOVE',
  'XQF_BAD_POSITION',
  'XQF_ILLEGAL',
  'XQF_MALFORMED',
  'XQF_NOT_XQF',
] as const;

type Codes<T extends readonly string[]> = T[number];

/** Every error code the CLI can print: the libraries' lists and {@link OTHER_ERROR_CODES}. */
export type PrintedErrorCode =
  | Codes<typeof ARBITER_ERROR_CODES>
  | Codes<typeof CLOCK_ERROR_CODES>
  | Codes<typeof FEN_ERROR_CODES>
  | Codes<typeof GAME_ERROR_CODES>
  | Codes<typeof SETUP_ERROR_CODES>
  | Codes<typeof ENGINE_ERROR_CODES>
  | Codes<typeof MOVE_ERROR_CODES>
  | Codes<typeof SWISS_ERROR_CODES>
  | Codes<typeof TRF_ERROR_CODES>
  | Codes<typeof TOURNAMENT_ERROR_CODES>
  | Codes<typeof SITE_ERROR_CODES>
  | Codes<typeof OTHER_ERROR_CODES>;

/**
 * The Vietnamese sentence of every error code the CLI can print, in the law's words (Trắng/Đen,
 * đấu thủ, ván, vòng, bốc thăm). A code added to a library's list without its line here does not
 * compile; `lang.test.ts` walks the libraries' exported lists as well.
 */
export const ERROR_CODES_VI: Readonly<Record<PrintedErrorCode, string>> = {
  // @xq/site
  SITE_INVALID_TOURNAMENT: 'tệp giải không hợp lệ: chưa ghi gì',
  SITE_BAD_OPTIONS: 'thiết lập xuất bản sai',
  SITE_NO_SUCH_BOARD: 'vòng đấu không có bàn này',
  SITE_DUPLICATE_GAME: 'một bàn có hai biên bản',
  SITE_BAD_RECORD: 'biên bản có nước đi không hợp lệ',
  // @xq/arbiter
  ARBITER_BAD_EVENT: 'sự việc ghi sai',
  ARBITER_BAD_OPTIONS: 'thiết lập trọng tài sai',
  ARBITER_BAD_STATE: 'trạng thái ván đấu sai',
  ARBITER_BAD_LOG: 'biên bản sự việc sai',
  ARBITER_BAD_FEN: 'thế cờ (FEN) sai',
  ARBITER_TIME_BACKWARDS: 'thời điểm ghi lùi về trước',
  ARBITER_NOT_STARTED: 'ván đấu chưa bắt đầu',
  ARBITER_ALREADY_STARTED: 'ván đấu đã bắt đầu',
  ARBITER_GAME_OVER: 'ván đấu đã kết thúc',
  ARBITER_ADJOURNED: 'ván đấu đang hoãn',
  ARBITER_NOT_ADJOURNED: 'ván đấu không hoãn',
  ARBITER_NO_PIECE: 'không có quân ở điểm này',
  ARBITER_NO_CLOCK: 'ván đấu không dùng đồng hồ',
  ARBITER_CLOCK_REFUSED: 'đồng hồ từ chối thao tác này',
  // @xq/clock
  CLOCK_BAD_POLICY: 'thể thức thời gian sai',
  CLOCK_UNKNOWN_PRESET: 'không có thể thức thời gian này',
  CLOCK_BAD_COMMAND: 'lệnh đồng hồ sai',
  CLOCK_BAD_STATE: 'trạng thái đồng hồ sai',
  CLOCK_BAD_LOG: 'nhật ký đồng hồ sai',
  CLOCK_TIME_BACKWARDS: 'thời điểm ghi lùi về trước',
  CLOCK_NOT_STARTED: 'đồng hồ chưa chạy',
  CLOCK_ALREADY_STARTED: 'đồng hồ đã chạy',
  CLOCK_NOT_RUNNING: 'đồng hồ không chạy',
  CLOCK_NOT_PAUSED: 'đồng hồ không dừng',
  CLOCK_WRONG_SIDE: 'không đến lượt bên này bấm đồng hồ',
  CLOCK_NOT_ABSENT: 'đấu thủ đã có mặt',
  CLOCK_NOT_OUT_OF_TIME: 'chưa hết giờ',
  CLOCK_BAD_ADJUST: 'chỉnh giờ sai',
  CLOCK_FLAGGED: 'đã hết giờ',
  CLOCK_FINISHED: 'ván đấu đã kết thúc',
  CLOCK_OUT_OF_RANGE: 'số giờ hoặc số nước vượt quá giới hạn đồng hồ tính chính xác được',
  // @xq/core
  FEN_EMPTY: 'FEN rỗng',
  FEN_BAD_RANKS: 'FEN phải có mười hàng ngang',
  FEN_BAD_RANK: 'một hàng ngang của FEN sai',
  FEN_BAD_PIECE: 'FEN có ký hiệu quân sai',
  FEN_BAD_TURN: 'FEN ghi sai bên đi',
  FEN_BAD_COUNTER: 'FEN ghi sai số nước',
  FEN_TOO_LONG: 'FEN quá dài',
  GAME_OVER: 'ván đấu đã kết thúc',
  MOVE_ILLEGAL: 'nước đi phạm luật',
  MOVE_MALFORMED: 'nước đi ghi sai',
  RESULT_INVALID: 'kết quả sai',
  SETUP_BAD_SHAPE: 'bàn cờ sai kích thước',
  SETUP_BAD_COUNTER: 'số nước ghi sai',
  SETUP_MISSING_KING: 'thiếu quân Tướng',
  SETUP_TOO_MANY_PIECES: 'thừa quân',
  SETUP_KING_OUTSIDE_PALACE: 'Tướng ở ngoài cung',
  SETUP_BAD_ADVISOR: 'Sĩ ở điểm Sĩ không tới được',
  SETUP_BAD_ELEPHANT: 'Tượng ở điểm Tượng không tới được',
  SETUP_BAD_PAWN: 'Tốt ở điểm Tốt không tới được',
  SETUP_KINGS_FACING: 'hai Tướng đối mặt',
  SETUP_OPPOSITE_CHECK: 'bên không đến lượt đang bị chiếu',
  // @xq/engine
  ENGINE_CRASHED: 'chương trình chơi cờ bị dừng đột ngột',
  ENGINE_TIMEOUT: 'chương trình chơi cờ không trả lời kịp',
  ENGINE_ILLEGAL_MOVE: 'chương trình chơi cờ đi nước phạm luật',
  ENGINE_BANNED_MOVE: 'chương trình chơi cờ đi nước bị cấm',
  ENGINE_PROTOCOL: 'chương trình chơi cờ trả lời sai giao thức',
  ENGINE_FLOOD: 'chương trình chơi cờ gửi quá nhiều dữ liệu',
  ENGINE_BAD_INPUT: 'đầu vào cho chương trình chơi cờ sai',
  ENGINE_CLOSED: 'chương trình chơi cờ đã đóng',
  ENGINE_CANCELLED: 'lệnh cho chương trình chơi cờ bị hủy vì có lệnh mới',
  ENGINE_SPAWN: 'không chạy được chương trình chơi cờ',
  // @xq/notation
  MOVE_AMBIGUOUS: 'nước đi ghi chưa rõ quân nào',
  CBL_LEGACY_COMPRESSED: 'tệp CBL nén kiểu cũ chưa đọc được',
  CBL_MALFORMED: 'tệp CBL hỏng',
  CBL_NOT_CBL: 'tệp này không phải CBL',
  CBR_BAD_POSITION: 'thế cờ trong tệp CBR sai',
  CBR_ILLEGAL: 'tệp CBR có nước đi phạm luật',
  CBR_MALFORMED: 'tệp CBR hỏng',
  CBR_NOT_CBR: 'tệp này không phải CBR',
  CBR_UNSUPPORTED: 'kiểu tệp CBR này chưa đọc được',
  CONVERT_BAD_FEN: 'thế cờ (FEN) sai',
  CONVERT_UNCLOSED: 'lời bình hoặc biến không được đóng',
  DHTMLXQ_BAD_POSITION: 'thế cờ DhtmlXQ sai',
  DHTMLXQ_EMPTY: 'biên bản DhtmlXQ rỗng',
  DHTMLXQ_ILLEGAL: 'biên bản DhtmlXQ có nước đi phạm luật',
  DHTMLXQ_MALFORMED: 'biên bản DhtmlXQ hỏng',
  NOTATION_AMBIGUOUS: 'không rõ cách ghi nào',
  NOTATION_EMPTY: 'không có nước đi nào',
  NOTATION_UNKNOWN: 'không nhận ra cách ghi',
  PGN_BAD_FEN: 'thế cờ (FEN) trong PGN sai',
  PGN_NOTATION: 'PGN có nước đi ghi sai',
  PGN_UNCLOSED: 'PGN có lời bình hoặc biến không được đóng',
  PGN_UNWRITABLE: 'không ghi được PGN',
  POSITION_LIST_BAD_FEN: 'danh sách quân tạo ra thế cờ sai',
  POSITION_LIST_BAD_PIECE: 'danh sách quân có quân ghi sai',
  POSITION_LIST_MALFORMED: 'danh sách quân ghi sai',
  POSITION_LIST_SQUARE_TWICE: 'một điểm có hai quân',
  REPLAY_AFTER_END: 'còn nước đi sau khi ván đấu kết thúc',
  REPLAY_ILLEGAL_MOVE: 'biên bản có nước đi phạm luật',
  REPLAY_MALFORMED_MOVE: 'biên bản có nước đi ghi sai',
  XQF_BAD_POSITION: 'thế cờ trong tệp XQF sai',
  XQF_ILLEGAL: 'tệp XQF có nước đi phạm luật',
  XQF_MALFORMED: 'tệp XQF hỏng',
  XQF_NOT_XQF: 'tệp này không phải XQF',
  // @xq/pairing
  PAIRING_IMPOSSIBLE: 'không xếp cặp được theo luật',
  PAIRING_BAD_INPUT: 'dữ liệu xếp cặp sai',
  TRF_BAD_PLAYER: 'dòng đấu thủ của TRF sai',
  TRF_BAD_ROUND: 'kết quả một vòng trong TRF sai',
  TRF_DUPLICATE_PLAYER: 'TRF có đấu thủ trùng số',
  TRF_BAD_OPPONENT: 'TRF ghi đối thủ sai',
  TRF_POINTS_MISMATCH: 'điểm trong TRF không khớp kết quả',
  TRF_BAD_ROUNDS: 'số vòng trong TRF sai',
  TRF_BAD_COLOUR_LINE: 'dòng màu quân của TRF sai',
  TRF_BAD_ADJUSTMENT: 'dòng điều chỉnh điểm của TRF sai',
  TRF_NOT_A_TRF: 'tệp này không phải TRF',
  TRF_BAD_LINE: 'một dòng của TRF chứa ký tự không được phép',
  // @xq/tournament
  TOURNAMENT_BAD_JSON: 'tệp giải không phải JSON',
  TOURNAMENT_BAD_FORMAT: 'tệp này không phải tệp giải của xq',
  TOURNAMENT_BAD_VERSION: 'phiên bản tệp giải không được hỗ trợ',
  TOURNAMENT_BAD_FIELD: 'dữ liệu giải sai',
  TOURNAMENT_BAD_DATE: 'ngày tháng ghi sai',
  TOURNAMENT_UNKNOWN_CLOCK_PRESET: 'không có thể thức thời gian này',
  TOURNAMENT_DUPLICATE_CATEGORY: 'nhóm thi đấu bị trùng',
  TOURNAMENT_DUPLICATE_DELEGATION: 'đoàn bị trùng tên',
  TOURNAMENT_UNREADABLE: 'không đọc được dữ liệu giải',
  TOURNAMENT_NO_BOARD_TABLES: 'giải đối kháng kiểu Anh này không có bảng xếp theo bàn',
  TOURNAMENT_DUPLICATE_PLAYER: 'đấu thủ đã có trong danh sách',
  TOURNAMENT_UNKNOWN_PLAYER: 'không có đấu thủ này',
  TOURNAMENT_PLAYER_TWICE_IN_ROUND: 'một đấu thủ có hai ván trong một vòng',
  TOURNAMENT_DUPLICATE_TEAM: 'đội đã có trong danh sách',
  TOURNAMENT_NOT_ELIGIBLE: 'đấu thủ không đủ điều kiện dự giải',
  TOURNAMENT_ENTRY_CLOSED: 'đã hết hạn đăng ký',
  TOURNAMENT_NO_SUCH_ROUND: 'không có vòng đấu này',
  TOURNAMENT_NO_SUCH_GAME: 'không có ván đấu này',
  TOURNAMENT_STARTED: 'giải đã bắt đầu',
  TOURNAMENT_STRUCK: 'đấu thủ đã bị xóa tên khỏi danh sách của giải (16.1e)',
  TOURNAMENT_MATCH_BY_GAMES:
    'trận đấu loại trực tiếp nhiều ván được ghi từng ván (4.2.2b): kết quả trận do các ván quyết định',
  TOURNAMENT_TEAM_SIZE: 'số đấu thủ của đội không đúng điều lệ',
  TOURNAMENT_NOT_A_TEAM_EVENT: 'giải này không phải giải đồng đội',
  TOURNAMENT_SUBSTITUTION_LATE: 'quá hạn thay người',
  TOURNAMENT_SUBSTITUTION_DURING_GAME: 'không thay người khi ván đấu đang diễn ra',
  TOURNAMENT_NOT_A_SUBSTITUTE: 'đấu thủ này không phải dự bị của đội',
  TOURNAMENT_NOT_FRIENDLY: 'giải này không phải giải giao hữu',
  TOURNAMENT_NOT_A_MATCH: 'ván này không thuộc một trận nhiều ván',
  TOURNAMENT_MATCH_DECIDED: 'trận đấu đã phân thắng thua',
  TOURNAMENT_BAD_MATCH: 'trận đấu ghi sai',
  TOURNAMENT_RESULT_STANDS: 'kết quả đã có hiệu lực, giữ nguyên',
  TOURNAMENT_NO_POWER: 'người này không có quyền ra hình thức kỷ luật ấy',
  TOURNAMENT_NOT_A_TEAM_KNOCKOUT: 'giải này không phải giải đồng đội loại trực tiếp',
  TOURNAMENT_NO_SUCH_MATCH: 'không có trận đấu này',
  TOURNAMENT_NO_DEADLINE: 'vòng này chưa có hạn chót',
  TOURNAMENT_AFTER_DEADLINE: 'sau hạn chót của vòng',
  TOURNAMENT_REGULATIONS_PUBLISHED: 'điều lệ đã công bố, không được sửa',
  TOURNAMENT_NO_CLOCK_PRESET: 'điều lệ chưa có thể thức thời gian',
  TOURNAMENT_TRF_MISMATCH: 'TRF không khớp với tệp giải',
  TOURNAMENT_TRF_UNWRITABLE: 'giải này không ghi được ra TRF',
  PAIRING_TOURNAMENT_OVER: 'giải đã đấu hết các vòng',
  PAIRING_ROUND_INCOMPLETE: 'vòng trước còn ván chưa có kết quả',
  PAIRING_TOO_FEW_PLAYERS: 'không đủ đấu thủ để xếp cặp',
  PAIRING_TOO_FEW_TEAMS: 'không đủ đội để xếp cặp',
  PAIRING_NO_ROUNDS: 'chưa định số vòng đấu',
  PAIRING_NOT_AVAILABLE: 'hệ thi đấu này chưa xếp cặp tự động được',
};

/** The Vietnamese of a code, when it has one. @internal */
export const codeVi = (code: string): string | undefined =>
  Object.hasOwn(ERROR_CODES_VI, code) ? ERROR_CODES_VI[code as PrintedErrorCode] : undefined;

/** Why a file cannot be read or written, by the system error's code. */
const REASONS_VI: Readonly<Record<string, string>> = {
  ENOENT: 'không có tệp hay thư mục này',
  ENOTDIR: 'một phần của đường dẫn không phải thư mục',
  EISDIR: 'đây là một thư mục',
  EACCES: 'không có quyền',
  EPERM: 'không được phép',
  EROFS: 'hệ thống tệp chỉ đọc',
  ENOSPC: 'hết chỗ trên ổ đĩa',
  EEXIST: 'đã có rồi',
  ENAMETOOLONG: 'tên quá dài',
};

/** A {@link FileError}'s line in Vietnamese: `không ghi được PATH: lý do`. @internal */
export function fileErrorVi(e: FileError): string {
  const reason = (Object.hasOwn(REASONS_VI, e.code) ? REASONS_VI[e.code] : undefined) ?? e.code;
  return `${e.operation === 'read' ? 'không đọc được' : 'không ghi được'} ${e.path}${reason ? `: ${reason}` : ''}`;
}

/** "cannot read PATH: reason" in both languages, from the error thrown while reading it. @internal */
export function cannotRead(path: string, cause: unknown): Words {
  const code = (cause as { code?: unknown } | null)?.code;
  const reason = typeof code === 'string' && Object.hasOwn(REASONS_VI, code) ? REASONS_VI[code] : undefined;
  const flat = oneLine(path);
  return {
    en: `cannot read ${flat}: ${oneLine(String((cause as Error)?.message ?? cause))}`,
    vi: `không đọc được ${flat}${reason ? `: ${reason}` : typeof code === 'string' ? ` (${code})` : ''}`,
  };
}

/** Why a game ended, in the words of the law (Điều 7), for `--explain --lang vi`. */
export const REASON_VI: Readonly<Record<OutcomeReason, string>> = {
  checkmate: 'chiếu hết',
  'no-legal-moves': 'hết nước đi',
  'dead-position': 'không bên nào còn quân qua sông được',
  'perpetual-check': 'chiếu mãi',
  'forbidden-repetition': 'phạm luật cấm lặp lại nước đi',
  'repetition-draw': 'lặp lại nước đi',
  'move-limit': 'sáu mươi nước không ăn quân (Điều 12)',
  resignation: 'xin thua',
  agreement: 'hai bên thỏa thuận hòa',
  time: 'hết giờ',
  'late-arrival': 'đến muộn',
  'sealed-move': 'nước niêm phong',
  penalty: 'bị xử phạt',
  forfeit: 'bỏ cuộc',
};

/** The notations of `--notation` by their Vietnamese names (the codes are what a user types). */
export const NOTATION_NAMES_VI: Readonly<Record<Notation, string>> = {
  vi: 'Việt Nam (Điều 11)',
  'vi-long': 'Việt Nam, đủ chữ',
  asian: 'châu Á (AXF)',
  coord: 'theo tọa độ',
  wxf: 'WXF',
  chinese: 'chữ Hán',
  iccs: 'ICCS',
  ucci: 'UCCI',
  fsf: 'Fairy-Stockfish',
};

/**
 * What an English error names, to say it again in Vietnamese: quoted input, options, codes
 * (`vn-90`), field paths (`players[3].rating`) and numbers (a round, a player, a move number), each once, in order.
 * @internal
 */
export function detailsOf(en: string): string[] {
  const found =
    en.match(
      /\b(?:player|round|game|move|line|board|rank|team|group)s? \d+|'[^'\n]*'|"[^"\n]*"|--[a-z][a-z0-9-]*|[a-z0-9]+(?:[-+][a-z0-9]+)+|[A-Za-z_$][\w$]*(?:\[\d+\]|\.[A-Za-z_$][\w$]*)+|\d+(?:\.\.\d+|[.:]\d+)*/gu,
    ) ?? [];
  // "player 7", "round 1": the number with its name in the law's words ("đấu thủ 7", "vòng 1").
  const named = found.map((f) => {
    const m = /^([a-z]+?)s? (\d+)$/u.exec(f);
    return m && Object.hasOwn(NAMES_VI, m[1]!) ? `${NAMES_VI[m[1]!]} ${m[2]}` : f;
  });
  return [...new Set(named)].slice(0, 24);
}

/** The names of what an error counts, in the law's words: a round is "vòng", a game "ván". */
const NAMES_VI: Readonly<Record<string, string>> = {
  player: 'đấu thủ',
  round: 'vòng',
  game: 'ván',
  move: 'nước',
  line: 'dòng',
  board: 'bàn',
  rank: 'hạng',
  team: 'đội',
  group: 'bảng',
};

/** A Vietnamese sentence followed by what the English one names: `một hàng ngang của FEN sai: 10, 1`. @internal */
export const withDetails = (vi: string, en: string): string => {
  const details = detailsOf(en.replace(/[\r\n\t\u2028\u2029]+/gu, ' '));
  return details.length === 0 ? vi : `${vi}: ${details.join(', ')}`;
};

/**
 * A library's typed error as a message in both languages: its English text, or under vi the
 * code's Vietnamese sentence, what the English one names (the field, the round, the player) and
 * the code. @internal
 */
export const libraryError = (
  error: { readonly code: string; readonly message: string },
  en = error.message,
): Words => ({
  en,
  vi: `${withDetails(codeVi(error.code) ?? 'bị từ chối', en)} (${error.code})`,
});

/**
 * The line of a typed error in the line-per-line outputs (`xq moves`, `xq notation` on standard
 * input): `error CODE message`, in Vietnamese `lỗi CODE câu tiếng Việt: chi tiết`. @internal
 */
export const errorLine = (
  error: { readonly code: string; readonly message: string },
  lang: 'en' | 'vi',
): string =>
  lang === 'vi'
    ? `lỗi ${error.code} ${withDetails(codeVi(error.code) ?? 'bị từ chối', error.message)}`
    : `error ${error.code} ${error.message}`;
