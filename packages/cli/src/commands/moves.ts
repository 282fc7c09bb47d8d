import { formatUci, type Position } from '@xq/core';
import { parseArgs } from '../args';
import type { Command } from '../io';
import { positionFromArg } from '../position-arg';

const HELP = `usage: xq moves [--fen FEN]
       xq moves < fens.txt

Prints the legal moves in ICCS coordinates (h2e2), sorted, space-separated.
With no --fen and FENs on standard input, prints one line per FEN; a bad FEN prints
"error CODE message" on its line, the others go on, and the exit status is 1 at the end.
`;

const line = (pos: Position): string => pos.legalMoves().map(formatUci).sort().join(' ');

/** `xq moves`: the legal moves of one position or of a stream of FENs. @category CLI */
export const movesCommand: Command = async (args, io) => {
  const parsed = parseArgs(args, { fen: 'string' });
  if (!parsed.ok) {
    io.err(`xq moves: ${parsed.error}\n${HELP}`);
    return 2;
  }
  const { options } = parsed.value;
  if (options.help) {
    io.out(HELP);
    return 0;
  }
  if (options.fen === undefined) {
    const input = await io.readStdin();
    if (input.trim() !== '') {
      let status: 0 | 1 = 0;
      for (const raw of input.split(/\r?\n/)) {
        if (raw.trim() === '') continue;
        const pos = positionFromArg(raw.trim());
        if (pos.ok) io.out(`${line(pos.value)}\n`);
        else {
          io.out(`${pos.error}\n`);
          status = 1;
        }
      }
      return status;
    }
  }
  const pos = positionFromArg(options.fen);
  if (!pos.ok) {
    io.err(`${pos.error}\n`);
    return 1;
  }
  io.out(`${line(pos.value)}\n`);
  return 0;
};
