import { arbiterCommand } from './commands/arbiter';
import { clockCommand } from './commands/clock';
import { convertCommand } from './commands/convert';
import { demoCommand } from './commands/demo';
import { movesCommand } from './commands/moves';
import { notationCommand } from './commands/notation';
import { pairCommand } from './commands/pair';
import { perftCommand } from './commands/perft';
import { playCommand } from './commands/play';
import { scheduleCommand } from './commands/schedule';
import { scoresheetCommand } from './commands/scoresheet';
import { statusCommand } from './commands/status';
import { tournamentCommand } from './commands/tournament';
import { type Command, type ExitCode, FileError, type Io } from './io';

/** Every subcommand of `xq`, with a one-line summary for `xq --help`. @category CLI */
export const COMMANDS: Readonly<Record<string, { readonly run: Command; readonly summary: string }>> = {
  demo: { run: demoCommand, summary: 'a tour of the toolkit in under a minute' },
  perft: { run: perftCommand, summary: 'move-generation counts (perft, divide)' },
  moves: { run: movesCommand, summary: 'the legal moves of a position, or of FENs on stdin' },
  status: { run: statusCommand, summary: 'check, checkers, legal moves and outcome as JSON' },
  play: {
    run: playCommand,
    summary: 'replay moves and rule on the game: outcome, repetition verdicts (--explain)',
  },
  convert: {
    run: convertCommand,
    summary: 'convert movetext or records (PGN, DhtmlXQ, XQF) between notations',
  },
  notation: { run: notationCommand, summary: 'one move in one notation or in all of them' },
  scoresheet: {
    run: scoresheetCommand,
    summary: 'the Vietnamese scoresheet (biên bản) of a game as a printable page',
  },
  clock: {
    run: clockCommand,
    summary: "a game clock for the law's time controls; presets; simulate a command log",
  },
  arbiter: {
    run: arbiterCommand,
    summary: 'the arbiter at the board: touch-move, faults, penalties, claims, sealed moves',
  },
  schedule: { run: scheduleCommand, summary: 'round-robin (Berger) and English-style team tables' },
  pair: { run: pairCommand, summary: 'pair the next Swiss round of a TRF tournament (FIDE Dutch)' },
  tournament: {
    run: tournamentCommand,
    summary: 'run a tournament from a JSON file: players, pairings, results, standings',
  },
};

const VERSION = '0.1.0';

function help(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((k) => k.length));
  const rows = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return `xq ${VERSION}: Xiangqi (Cờ Tướng) under the Vietnamese law, in a terminal.

usage: xq <command> [options]     xq <command> --help

commands:
${rows.join('\n')}

Exit status: 0 ok, 1 bad input, 2 bad usage.
`;
}

/**
 * Runs `xq` with its arguments (without `node` and the script) against an {@link Io}.
 * Never throws: an unexpected failure is reported on stderr with exit status 1.
 * @example await main(['perft', '--depth', '2'], nodeIo()) // prints 1920, returns 0
 * @category CLI
 */
export async function main(args: readonly string[], io: Io): Promise<ExitCode> {
  const [name, ...rest] = args;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(help());
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v') {
    io.out(`${VERSION}\n`);
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`xq: unknown command '${name}'\n\n${help()}`);
    return 2;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    // A file that cannot be written (any command): one line naming it, exit status 1.
    if (e instanceof FileError) io.err(`xq ${name}: ${e.message}\n`);
    else io.err(`xq ${name}: unexpected failure: ${(e as Error)?.message ?? String(e)}\n`);
    return 1;
  }
}
