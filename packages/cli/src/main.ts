import { version } from '../package.json';
import { type CommandSpec, execute, helpText, oneLine, synopsis } from './command';
import { analyseSpec } from './commands/analyse';
import { arbiterSpec } from './commands/arbiter';
import { clockSpec } from './commands/clock';
import { convertSpec } from './commands/convert';
import { dbSpec } from './commands/db';
import { demoSpec } from './commands/demo';
import { engineSpec } from './commands/engine-check';
import { generateSpec } from './commands/generate';
import { matchSpec } from './commands/match';
import { movesSpec } from './commands/moves';
import { notationSpec } from './commands/notation';
import { openingSpec } from './commands/opening';
import { pairSpec } from './commands/pair';
import { perftSpec } from './commands/perft';
import { playSpec } from './commands/play';
import { refereeSpec } from './commands/referee';
import { scheduleSpec } from './commands/schedule';
import { scoresheetSpec } from './commands/scoresheet';
import { statusSpec } from './commands/status';
import { tournamentSpec } from './commands/tournament';
import { helpVi } from './help-vi';
import type { ExitCode, Io } from './io';
import { envLang, type Lang } from './words';

/**
 * Every subcommand of `xq`, as data: `xq --help`, each command's help, its option checks and
 * the CLI reference page are generated from this list.
 * @example COMMANDS.map((c) => c.name) // ['demo', 'perft', 'moves', …]
 * @category CLI
 */
export const COMMANDS: readonly CommandSpec[] = [
  demoSpec,
  perftSpec,
  movesSpec,
  statusSpec,
  playSpec,
  analyseSpec,
  matchSpec,
  engineSpec,
  refereeSpec,
  convertSpec,
  notationSpec,
  scoresheetSpec,
  clockSpec,
  arbiterSpec,
  scheduleSpec,
  pairSpec,
  generateSpec,
  tournamentSpec,
  dbSpec,
  openingSpec,
];

/**
 * The version of `@xq/cli`, from its package.json (bundled into the build).
 * @example VERSION // the "version" of packages/cli/package.json
 * @category CLI
 */
export const VERSION: string = version;

function help(lang: Lang): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const summary = (c: CommandSpec): string =>
    (lang === 'vi' ? helpVi([c.name])?.summary : undefined) ?? c.summary;
  const rows = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${summary(c)}`);
  if (lang === 'vi')
    return `xq ${VERSION}: Cờ Tướng theo Luật Việt Nam, trong cửa sổ dòng lệnh.

cách dùng: xq <lệnh> [tuỳ chọn]     xq <lệnh> --help     xq --version [--json]

các lệnh:
${rows.join('\n')}

Tuỳ chọn chung của các lệnh: --json (các lệnh in dữ liệu), --lang vi|en (mọi lệnh: Trắng/Đen
theo lời của Luật bằng tiếng Việt; LANG=vi_VN… trong môi trường chọn sẵn tiếng Việt).
Mã thoát: 0 thành công, 1 đầu vào sai, 2 dùng sai lệnh.
`;
  return `xq ${VERSION}: Xiangqi (Cờ Tướng) under the Vietnamese law, in a terminal.

usage: xq <command> [options]     xq <command> --help     xq --version [--json]

commands:
${rows.join('\n')}

Options common to the commands: --json (the commands that print data), --lang vi|en (every
command: red/black in English, Trắng/Đen in Vietnamese; LANG=vi_VN… in the environment makes
Vietnamese the default).
Exit status: 0 ok, 1 bad input, 2 bad usage.
`;
}

/** The last `--lang vi|en` of a command line (before `--`), if any. */
function langIn(args: readonly string[]): Lang | undefined {
  let lang: Lang | undefined;
  for (let i = 0; i < args.length && args[i] !== '--'; i++) {
    const arg = args[i]!;
    const value = arg === '--lang' ? args[i + 1] : arg.startsWith('--lang=') ? arg.slice(7) : undefined;
    if (value === 'vi' || value === 'en') lang = value;
  }
  return lang;
}

/**
 * `--lang L` (or `--lang=L`) said before the command's name: taken out, the language it asks
 * (`undefined` when it asks none, or neither en nor vi).
 */
function leadingLang(args: readonly string[]): { lang: Lang | undefined; rest: readonly string[] } {
  let lang: Lang | undefined;
  let i = 0;
  for (; i < args.length; i++) {
    const arg = args[i]!;
    const value = arg === '--lang' ? args[i + 1] : arg.startsWith('--lang=') ? arg.slice(7) : undefined;
    // `xq --lang` with nothing after it is an unknown command, as before.
    if (value === undefined) break;
    if (arg === '--lang') i++;
    if (value === 'vi' || value === 'en') lang = value;
  }
  return { lang, rest: args.slice(i) };
}

/**
 * Runs `xq` with its arguments (without `node` and the script) against an {@link Io}.
 * Never throws: an unexpected failure is reported on stderr in one line with exit status 1.
 * @example await main(['perft', '--depth', '2'], nodeIo()) // prints 1920, returns 0
 * @category CLI
 */
export async function main(args: readonly string[], io: Io): Promise<ExitCode> {
  const before = leadingLang(args);
  const [name, ...rest] = before.rest;
  // `xq --lang vi tournament …` is `xq tournament … --lang vi`.
  const langArgs = before.lang === undefined ? [] : ['--lang', before.lang];
  const lang: Lang = langIn(rest) ?? before.lang ?? envLang(io.env) ?? 'en';
  if (name === undefined) {
    // `xq --lang vi` and nothing else: one line, like any usage error after an option.
    if (before.rest.length < args.length)
      io.err(lang === 'vi' ? 'xq: thiếu tên lệnh (xq --help)\n' : 'xq: missing a command (xq --help)\n');
    else io.err(help(lang));
    return 2;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    const asked = rest.find((a, i) => !a.startsWith('-') && rest[i - 1] !== '--lang');
    const about = asked === undefined ? undefined : COMMANDS.find((c) => c.name === asked);
    io.out(about ? helpText([about.name], about, lang) : help(lang));
    return 0;
  }
  if (name === '--version' || name === '-v' || name === '-V') {
    const json = rest.length === 1 && rest[0] === '--json';
    if (rest.length > 0 && !json) {
      io.err(
        lang === 'vi'
          ? 'xq: --version chỉ nhận --json; cách dùng: xq --version [--json]\n'
          : 'xq: --version takes only --json; usage: xq --version [--json]\n',
      );
      return 2;
    }
    io.out(json ? `${JSON.stringify({ name: '@xq/cli', version: VERSION })}\n` : `${VERSION}\n`);
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    const names = COMMANDS.map((c) => c.name).join(', ');
    io.err(
      lang === 'vi'
        ? `xq: không có lệnh '${oneLine(name)}' (các lệnh: ${names}; xq --help)\n`
        : `xq: unknown command '${oneLine(name)}' (commands: ${names}; xq --help)\n`,
    );
    return 2;
  }
  return execute(command, [...rest, ...langArgs], io);
}

/**
 * The CLI reference as Markdown, generated from {@link COMMANDS}: every command and action with
 * its usage, description and options (the page `docs/cli-reference.md`).
 * @example cliReference().includes('# xq command reference') // true
 * @category CLI
 */
export function cliReference(): string {
  const out = [
    '---',
    'title: "CLI reference"',
    'description: "Every command and option of xq, as xq <command> --help prints it."',
    '---',
    '',
    '# CLI reference: every `xq` command',
    '',
    'Generated from the command table of `@xq/cli` by `packages/cli/scripts/cli-reference.ts`: do not',
    'edit by hand. Every command answers `--help` with the same text. The [CLI guide](cli.md) shows',
    'the commands at work.',
    '',
    'Exit status: 0 ok, 1 bad input, 2 bad usage.',
    '',
  ];
  const section = (path: readonly string[], spec: CommandSpec, depth: number) => {
    out.push(
      `${'#'.repeat(depth)} \`xq ${path.join(' ')}\``,
      '',
      `${spec.summary[0]!.toUpperCase()}${spec.summary.slice(1)}.`,
      '',
    );
    out.push('```text', synopsis(path, spec), ...(spec.usage ?? []), '```', '');
    if (spec.description) out.push('```text', spec.description.trimEnd(), '```', '');
    const text = helpText(path, spec);
    const options = text
      .slice(text.indexOf('\noptions:\n') + 10)
      .split('\n\nactions:')[0]!
      .trimEnd();
    out.push('Options:', '', '```text', options, '```', '');
    out.push(
      `JSON: ${spec.json === 'none' ? 'no `--json`' : spec.json === 'lines' ? '`--json`, one document a line when reading lines' : '`--json`, one document'}.` +
        (spec.lang === undefined ? '' : ` Language: \`--lang vi|en\` (default ${spec.lang}).`),
      '',
    );
    for (const a of spec.actions ?? []) section([...path, a.name], a, depth + 1);
  };
  for (const c of COMMANDS) section([c.name], c, 2);
  return `${out.join('\n').trimEnd()}\n`;
}
