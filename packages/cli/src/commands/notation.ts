import { Position } from '@xq/core';
import { formatMove, isNotation, NOTATIONS, type Notation, parseMove } from '@xq/notation';
import { parseArgs } from '../args';
import type { Command } from '../io';

const HELP = `usage: xq notation [--fen FEN] --move MOVE (--to NOTATION | --all) [--from NOTATION]
       xq notation (--to NOTATION | --all) [--from NOTATION] < lines

Writes one move in another notation. MOVE is read in --from (default ucci: h2e2; ICCS H2-E2
is read too) in the position of --fen (default: the start). --all prints the move in every
notation, one "notation<TAB>text" line each.
With no --move, reads lines "FEN<TAB>MOVE" on standard input and prints one line per input
line (with --all, the notations separated by tabs); a bad line prints "error CODE message"
and the exit status is 1 at the end.

Notations: ${NOTATIONS.join(', ')}
`;

type Answer = { ok: true; lines: string[] } | { ok: false; error: string };

/** The move in `to` (with `all`: every notation, each line `notation<TAB>text` when `named`). */
function answer(
  fen: string | undefined,
  moveText: string,
  from: Notation,
  to: Notation | 'all',
  named = true,
): Answer {
  const pos = fen === undefined ? { ok: true as const, value: Position.initial() } : Position.fromFen(fen);
  if (!pos.ok) return { ok: false, error: `error ${pos.error.code} ${pos.error.message}` };
  const move = parseMove(pos.value, moveText.trim(), from);
  if (!move.ok) return { ok: false, error: `error ${move.error.code} ${move.error.message}` };
  if (to !== 'all') return { ok: true, lines: [formatMove(pos.value, move.value, to)] };
  return {
    ok: true,
    lines: NOTATIONS.map((n) => (named ? `${n}\t` : '') + formatMove(pos.value, move.value, n)),
  };
}

/** `xq notation`: one move, or a stream of FEN and move lines, in another notation. @category CLI */
export const notationCommand: Command = async (args, io) => {
  const parsed = parseArgs(args, {
    fen: 'string',
    move: 'string',
    to: 'string',
    from: 'string',
    all: 'boolean',
  });
  if (!parsed.ok) {
    io.err(`xq notation: ${parsed.error}\n${HELP}`);
    return 2;
  }
  const { options, positionals } = parsed.value;
  if (options.help) {
    io.out(HELP);
    return 0;
  }
  const from = options.from ?? 'ucci';
  const to = options.all ? 'all' : options.to;
  if (
    positionals.length > 0 ||
    typeof from !== 'string' ||
    !isNotation(from) ||
    (to !== 'all' && (typeof to !== 'string' || !isNotation(to)))
  ) {
    io.err(`xq notation: give --to NOTATION or --all (notations: ${NOTATIONS.join(', ')})\n${HELP}`);
    return 2;
  }
  const fen = typeof options.fen === 'string' ? options.fen : undefined;
  if (typeof options.move === 'string') {
    const r = answer(fen, options.move, from, to as Notation | 'all');
    if (!r.ok) {
      io.err(`${r.error}\n`);
      return 1;
    }
    io.out(`${r.lines.join('\n')}\n`);
    return 0;
  }
  let status: 0 | 1 = 0;
  // Output goes out in blocks of lines: one write per line costs more than the work itself.
  let block = '';
  let count = 0;
  for (const raw of (await io.readStdin()).split(/\r?\n/u)) {
    if (raw.trim() === '') continue;
    const tab = raw.lastIndexOf('\t');
    const r =
      tab < 0
        ? ({ ok: false, error: 'error LINE_MALFORMED a line is FEN<TAB>MOVE' } as const)
        : answer(raw.slice(0, tab), raw.slice(tab + 1), from, to as Notation | 'all', false);
    if (r.ok) block += `${r.lines.join('\t')}\n`;
    else {
      block += `${r.error}\n`;
      status = 1;
    }
    if (++count === 1000) {
      io.out(block);
      block = '';
      count = 0;
    }
  }
  if (block !== '') io.out(block);
  return status;
};
