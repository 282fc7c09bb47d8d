import { Game, squareName } from '@xq/core';
import { type CommandSpec, commandOf } from '../command';
import type { Command } from '../io';
import { positionFromArg } from '../position-arg';

/** `xq status` as data: options, help and run. @category CLI */
export const statusSpec: CommandSpec = {
  name: 'status',
  summary: 'check, checkers, legal moves and outcome as JSON',
  description: `Prints JSON about the position: {"fen", "turn", "check", "checkers", "legalMoves", "outcome"}
(--json is accepted: the output is JSON already). "outcome" is null while play goes on, else
{"winner", "reason", "article", "explanation"}. A bad FEN prints "error CODE message" on
standard error (with --json: {"error": {"code", "message"}} on standard output), exit status 1.`,
  options: [
    { name: 'fen', kind: 'string', value: 'FEN', description: 'the position (default: the start position)' },
  ],
  json: 'document',
  run: async ({ io, options, json, printJson, lang }) => {
    const pos = positionFromArg(options.fen, lang);
    if (!pos.ok) {
      if (json) printJson({ error: pos.detail });
      else io.err(`${pos.error}\n`);
      return 1;
    }
    const p = pos.value;
    const outcome = (Game.create(p) as { value: Game }).value.outcome() ?? null;
    printJson({
      fen: p.fen(),
      turn: p.turn,
      check: p.isCheck(),
      checkers: p.checkers().map(squareName),
      legalMoves: p.legalMoves().length,
      outcome,
    });
    return 0;
  },
};

/** `xq status`: turn, check, checkers, legal move count and outcome as JSON. @category CLI */
export const statusCommand: Command = commandOf(statusSpec);
