import { Game, squareName } from '@xq/core';
import { parseArgs } from '../args';
import type { Command } from '../io';
import { positionFromArg } from '../position-arg';

const HELP = `usage: xq status [--fen FEN]

Prints JSON about the position: {"fen", "turn", "check", "checkers", "legalMoves", "outcome"}.
"outcome" is null while play goes on, else {"winner", "reason", "article", "explanation"}.
`;

/** `xq status`: turn, check, checkers, legal move count and outcome as JSON. @category CLI */
export const statusCommand: Command = async (args, io) => {
  const parsed = parseArgs(args, { fen: 'string' });
  if (!parsed.ok) {
    io.err(`xq status: ${parsed.error}\n${HELP}`);
    return 2;
  }
  if (parsed.value.options.help) {
    io.out(HELP);
    return 0;
  }
  const pos = positionFromArg(parsed.value.options.fen);
  if (!pos.ok) {
    io.err(`${pos.error}\n`);
    return 1;
  }
  const p = pos.value;
  const outcome = (Game.create(p) as { value: Game }).value.outcome() ?? null;
  io.out(
    `${JSON.stringify({
      fen: p.fen(),
      turn: p.turn,
      check: p.isCheck(),
      checkers: p.checkers().map(squareName),
      legalMoves: p.legalMoves().length,
      outcome,
    })}\n`,
  );
  return 0;
};
