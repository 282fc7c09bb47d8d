import { formatUci, type Position } from '@xq/core';
import { type CommandSpec, commandOf } from '../command';
import type { Command } from '../io';
import { positionFromArg } from '../position-arg';

/** The legal moves of a position in UCCI coordinates (h2e2), sorted. */
const legal = (pos: Position): string[] => pos.legalMoves().map(formatUci).sort();

/** `xq moves` as data: options, help and run. @category CLI */
export const movesSpec: CommandSpec = {
  name: 'moves',
  summary: 'the legal moves of a position, or of FENs on stdin',
  usage: ['xq moves [--json] < fens.txt'],
  description: `Prints the legal moves in UCCI coordinates (h2e2), sorted, space-separated.
With no --fen and FENs on standard input, prints one line per FEN; a bad FEN prints
"error CODE message" on its line, the others go on, and the exit status is 1 at the end.
--json prints {"fen", "ucci": [moves]} (a bad FEN: {"error": {"code", "message"}}), one
document a line when reading FENs.`,
  options: [
    { name: 'fen', kind: 'string', value: 'FEN', description: 'the position (default: the start position)' },
  ],
  json: 'lines',
  run: async ({ io, options, json, printJson, lang }) => {
    if (options.fen === undefined) {
      const input = await io.readStdin();
      if (input.trim() !== '') {
        let status: 0 | 1 = 0;
        for (const raw of input.split(/\r?\n/)) {
          if (raw.trim() === '') continue;
          const pos = positionFromArg(raw.trim(), lang);
          if (pos.ok) {
            if (json) printJson({ fen: pos.value.fen(), ucci: legal(pos.value) });
            else io.out(`${legal(pos.value).join(' ')}\n`);
          } else {
            if (json) printJson({ error: pos.detail });
            else io.out(`${pos.error}\n`);
            status = 1;
          }
        }
        return status;
      }
    }
    const pos = positionFromArg(options.fen, lang);
    if (!pos.ok) {
      if (json) printJson({ error: pos.detail });
      else io.err(`${pos.error}\n`);
      return 1;
    }
    if (json) printJson({ fen: pos.value.fen(), ucci: legal(pos.value) });
    else io.out(`${legal(pos.value).join(' ')}\n`);
    return 0;
  },
};

/** `xq moves`: the legal moves of one position or of a stream of FENs. @category CLI */
export const movesCommand: Command = commandOf(movesSpec);
