import { formatUci, perft } from '@xq/core';
import type { CommandSpec } from '../command';
import { commandOf } from '../command';
import type { Command } from '../io';
import { positionFromArg } from '../position-arg';

/** `xq perft` as data: options, help and run. @category CLI */
export const perftSpec: CommandSpec = {
  name: 'perft',
  summary: 'move-generation counts (perft, divide)',
  description: `Counts the leaves of the tree of legal moves of depth N (perft). --divide prints one
line per first move, "h2e2 1234" (UCCI coordinates), then the total. --json prints
{"fen", "depth", "nodes"} and, with --divide, "divide": [{"move", "nodes"}].`,
  options: [
    { name: 'fen', kind: 'string', value: 'FEN', description: 'the position (default: the start position)' },
    { name: 'depth', kind: 'string', value: 'N', description: 'plies, 0..12', required: true },
    { name: 'divide', kind: 'boolean', description: 'one line per first move, then the total' },
  ],
  json: 'document',
  run: async ({ io, str, options, json, usage, printJson, lang }) => {
    const depthText = str('depth') ?? '';
    const depth = Number(depthText);
    if (!/^\d+$/.test(depthText) || depth > 12)
      return usage({ en: '--depth must be an integer 0..12', vi: '--depth phải là số nguyên 0..12' });
    const pos = positionFromArg(options.fen, lang);
    if (!pos.ok) {
      if (json) printJson({ error: pos.detail });
      else io.err(`${pos.error}\n`);
      return 1;
    }
    const t0 = io.now();
    const showProgress = io.isTty && depth >= 6 && !json;
    const fen = pos.value.fen();
    if (options.divide || showProgress) {
      const entries: { move: string; nodes: number }[] = [];
      const moves = depth === 0 ? [] : pos.value.legalMoves();
      let total = depth === 0 ? 1 : 0;
      for (const [i, m] of moves.entries()) {
        if (showProgress) io.err(`\r  ${i + 1}/${moves.length} ${formatUci(m)}…`);
        const n = depth === 1 ? 1 : perft(pos.value.play(m), depth - 1);
        entries.push({ move: formatUci(m), nodes: n });
        total += n;
      }
      if (showProgress) io.err('\r\x1b[K');
      entries.sort((a, b) => (a.move < b.move ? -1 : 1));
      if (json) printJson({ fen, depth, nodes: total, ...(options.divide ? { divide: entries } : {}) });
      else if (depth === 0) io.out('1\n');
      else if (options.divide) {
        for (const e of entries) io.out(`${e.move} ${e.nodes}\n`);
        io.out(`\n${total}\n`);
      } else io.out(`${total}\n`);
    } else {
      const nodes = perft(pos.value, depth);
      if (json) printJson({ fen, depth, nodes });
      else io.out(`${nodes}\n`);
    }
    if (io.isTty && !json) io.err(`(${((io.now() - t0) / 1000).toFixed(2)} s)\n`);
    return 0;
  },
};

/** `xq perft`: move-generation counts. @category CLI */
export const perftCommand: Command = commandOf(perftSpec);
