import { version } from '../package.json';
import { type CommandSpec, execute, helpText, oneLine, synopsis } from './command';
import { analyseSpec } from './commands/analyse';
import { arbiterSpec } from './commands/arbiter';
import { clockSpec } from './commands/clock';
import { convertSpec } from './commands/convert';
import { dbSpec } from './commands/db';
import { demoSpec } from './commands/demo';
import { generateSpec } from './commands/generate';
import { matchSpec } from './commands/match';
import { movesSpec } from './commands/moves';
import { notationSpec } from './commands/notation';
import { openingSpec } from './commands/opening';
import { pairSpec } from './commands/pair';
import { perftSpec } from './commands/perft';
import { playSpec } from './commands/play';
import { scheduleSpec } from './commands/schedule';
import { scoresheetSpec } from './commands/scoresheet';
import { statusSpec } from './commands/status';
import { tournamentSpec } from './commands/tournament';
import type { ExitCode, Io } from './io';

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

function help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const rows = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return `xq ${VERSION}: Xiangqi (Cờ Tướng) under the Vietnamese law, in a terminal.

usage: xq <command> [options]     xq <command> --help     xq --version [--json]

commands:
${rows.join('\n')}

Options common to the commands: --json (the commands that print data), --lang vi|en (the
commands that print text for people: red/black in English, Trắng/Đen in Vietnamese).
Exit status: 0 ok, 1 bad input, 2 bad usage.
`;
}

/**
 * Runs `xq` with its arguments (without `node` and the script) against an {@link Io}.
 * Never throws: an unexpected failure is reported on stderr in one line with exit status 1.
 * @example await main(['perft', '--depth', '2'], nodeIo()) // prints 1920, returns 0
 * @category CLI
 */
export async function main(args: readonly string[], io: Io): Promise<ExitCode> {
  const [name, ...rest] = args;
  if (name === undefined) {
    io.err(help());
    return 2;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    const about = rest[0] === undefined ? undefined : COMMANDS.find((c) => c.name === rest[0]);
    io.out(about ? helpText([about.name], about) : help());
    return 0;
  }
  if (name === '--version' || name === '-v' || name === '-V') {
    const json = rest.length === 1 && rest[0] === '--json';
    if (rest.length > 0 && !json) {
      io.err(`xq: --version takes only --json; usage: xq --version [--json]\n`);
      return 2;
    }
    io.out(json ? `${JSON.stringify({ name: '@xq/cli', version: VERSION })}\n` : `${VERSION}\n`);
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(
      `xq: unknown command '${oneLine(name)}' (commands: ${COMMANDS.map((c) => c.name).join(', ')}; xq --help)\n`,
    );
    return 2;
  }
  return execute(command, rest, io);
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
