import { formatUci, perft } from '@xq/core';
import { parseArgs } from '../args';
import type { Command } from '../io';
import { positionFromArg } from '../position-arg';

const HELP = `usage: xq perft [--fen FEN] --depth N [--divide]

Counts the leaves of the tree of legal moves of depth N (perft).
  --fen FEN   the position (default: the start position)
  --depth N   plies, 0..12
  --divide    one line per first move: "h2e2 1234", then the total
`;

/** `xq perft`: move-generation counts. @category CLI */
export const perftCommand: Command = async (args, io) => {
  const parsed = parseArgs(args, { fen: 'string', depth: 'string', divide: 'boolean' });
  if (!parsed.ok) {
    io.err(`xq perft: ${parsed.error}\n${HELP}`);
    return 2;
  }
  const { options } = parsed.value;
  if (options.help) {
    io.out(HELP);
    return 0;
  }
  const depth = Number(options.depth);
  if (typeof options.depth !== 'string' || !/^\d+$/.test(options.depth) || depth > 12) {
    io.err(`xq perft: --depth must be an integer 0..12\n${HELP}`);
    return 2;
  }
  const pos = positionFromArg(options.fen);
  if (!pos.ok) {
    io.err(`${pos.error}\n`);
    return 1;
  }
  const t0 = io.now();
  const showProgress = io.isTty && depth >= 6;
  if (options.divide || showProgress) {
    if (depth === 0) {
      io.out('1\n');
      return 0;
    }
    const entries: { move: string; nodes: number }[] = [];
    const moves = pos.value.legalMoves();
    let total = 0;
    for (const [i, m] of moves.entries()) {
      if (showProgress) io.err(`\r  ${i + 1}/${moves.length} ${formatUci(m)}…`);
      const n = depth === 1 ? 1 : perft(pos.value.play(m), depth - 1);
      entries.push({ move: formatUci(m), nodes: n });
      total += n;
    }
    if (showProgress) io.err('\r\x1b[K');
    if (options.divide) {
      for (const e of entries.sort((a, b) => (a.move < b.move ? -1 : 1))) io.out(`${e.move} ${e.nodes}\n`);
      io.out(`\n${total}\n`);
    } else io.out(`${total}\n`);
  } else {
    io.out(`${perft(pos.value, depth)}\n`);
  }
  if (io.isTty) io.err(`(${((io.now() - t0) / 1000).toFixed(2)} s)\n`);
  return 0;
};
