// The Vietnamese help of every command and action, by path (`'tournament new'`): what
// `xq … --help --lang vi` prints. `help-vi.test.ts` walks the command table, so a command or an
// option without its Vietnamese line fails the tests.
import { COMMANDS_VI } from './commands';
import type { HelpVi } from './help-model';
import { TOURNAMENT_VI } from './tournament';

export { type HelpVi, SIMULATE_EVENTS, SIMULATE_OUTPUT } from './help-model';

/** Every command's Vietnamese help, by path. @internal */
export const HELP_VI: Readonly<Record<string, HelpVi>> = { ...COMMANDS_VI, ...TOURNAMENT_VI };

/** The Vietnamese help of the command at `path`, if it has one. @internal */
export function helpVi(path: readonly string[]): HelpVi | undefined {
  const key = path.join(' ');
  return Object.hasOwn(HELP_VI, key) ? HELP_VI[key] : undefined;
}

/** The lines of the options every command has. */
const COMMON_VI = {
  help: 'trợ giúp này',
  json: 'in ra JSON',
  jsonLines: 'in ra JSON (mỗi dòng một tài liệu khi đọc các dòng ở đầu vào chuẩn)',
  lang: (lang: string) => `en (tiếng Anh) hoặc vi (tiếng Việt, lời của Luật: Trắng/Đen); mặc định ${lang}`,
  langOfHelp: 'ngôn ngữ của trợ giúp: en hoặc vi',
  arbiter: 'người sửa tệp (tên trọng tài), ghi vào nhật ký của tệp',
} as const;

/**
 * The Vietnamese line of option `name` of the command at `path`: its own, or the common one of
 * `--json`, `--lang`, `--help`, and `--arbiter` (who made an edit) of every editing action.
 * @internal
 */
export function optionVi(
  path: readonly string[],
  name: string,
  lang: string,
  json: 'document' | 'lines' | 'none',
  actionsOnly = false,
): string | undefined {
  const own = helpVi(path)?.options;
  if (own && Object.hasOwn(own, name)) return own[name];
  if (name === 'help') return COMMON_VI.help;
  if (name === 'lang') return actionsOnly ? COMMON_VI.langOfHelp : COMMON_VI.lang(lang);
  if (name === 'json') return json === 'lines' ? COMMON_VI.jsonLines : COMMON_VI.json;
  if (name === 'arbiter') return COMMON_VI.arbiter;
  return undefined;
}

/** The names of the arguments and values in a Vietnamese usage line. */
const PLACEHOLDERS_VI: Readonly<Record<string, string>> = {
  FILE: 'TỆP',
  NAME: 'TÊN',
  PLAYER: 'ĐẤU_THỦ',
  ROUND: 'VÒNG',
  RESULT: 'KẾT_QUẢ',
  RULING: 'PHÁN_QUYẾT',
  KIND: 'HÌNH_THỨC',
  WHO: 'AI',
  TEAM: 'ĐỘI',
  DATE: 'NGÀY',
  PLACE: 'NƠI',
  TIME: 'GIỜ',
  MOVE: 'NƯỚC',
  NOTATION: 'CÁCH_GHI',
  PATH: 'ĐƯỜNG_DẪN',
  TEXT: 'VĂN_BẢN',
  RESERVE: 'DỰ_BỊ',
  CODE: 'MÃ',
  LIST: 'DANH_SÁCH',
  STATE: 'TRẠNG_THÁI',
  GROUP: 'BẢNG',
  GAME: 'VÁN',
  EVENTS: 'SỰ_VIỆC',
  REGS: 'ĐIỀU_LỆ',
  PRESET: 'THỂ_THỨC',
  VALUE: 'GIÁ_TRỊ',
  OUT: 'TỆP_RA',
  CMD: 'LỆNH',
  DIR: 'THƯ_MỤC',
  RECORD: 'BIÊN_BẢN',
  DB: 'CSDL',
  TERMS: 'ĐIỀU_KIỆN',
  SIDE: 'BÊN',
  BOARD: 'BÀN',
};

/**
 * A usage line with its argument names in Vietnamese (`FILE` → `TỆP`, `REGS.json` → `ĐIỀU_LỆ.json`);
 * codes and formats (`FEN`, `TRF`, `N`) stay as they are.
 * @internal
 */
export const placeholdersVi = (line: string): string =>
  line.replace(/(?<![\w-])[A-Z]{2,}(?![\w-])/gu, (w) =>
    Object.hasOwn(PLACEHOLDERS_VI, w) ? PLACEHOLDERS_VI[w]! : w,
  );
