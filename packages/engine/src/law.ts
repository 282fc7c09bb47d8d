// The law at the engine's side: the moves a game's history forbids the side to move.
import { Game, judgeRepetition, type Move, type Position } from '@xq/core';

/**
 * The legal moves after which the position repeats an earlier one (same side to move, no
 * capture between) in a cycle that the rulings of Chương V forbid the mover: a perpetual check
 * or a perpetual chase that `@xq/core` judges a loss for the side that keeps it up (Điều 7.1g,
 * 7.1h). An engine is never allowed to play them. When every legal move is forbidden none is
 * banned: the side has to move, and the arbiter judges the repetition.
 *
 * O(legal moves × cycle): the cycle from the previous occurrence is judged for each move that
 * repeats a position, and only for those.
 * @example
 * import { Game, Position } from '@xq/core';
 * const game = Game.create(Position.initial()).value;
 * bannedMoves(game); // [] (nothing repeats yet)
 * @throws TypeError when `game` is not a `Game` of `@xq/core`.
 * @category Law
 */
export function bannedMoves(game: Game): Move[] {
  if (!(game instanceof Game)) throw new TypeError('bannedMoves: game must be a Game of @xq/core');
  if (game.outcome()) return [];
  const copy = Game.replay(game.start, game.moves, game.options);
  if (!copy.ok) return [];
  const g = copy.value;
  const mover = g.position.turn;
  let positions: Position[] | undefined;
  const banned: Move[] = [];
  const legal = g.position.legalMoves();
  for (const move of legal) {
    if (g.position.isCapture(move) || !g.play(move).ok) continue;
    const occ = g.occurrences();
    if (occ.length >= 2) {
      const first = occ[occ.length - 2]!;
      positions ??= g.positions();
      const start = positions[first]!;
      const moves = g.moves.slice(first);
      const ruling = judgeRepetition({ start, moves, occurrences: [0, moves.length] }, g.options);
      if (ruling.winner !== null && ruling.winner !== mover) banned.push(move);
    }
    g.undo();
  }
  return banned.length === legal.length ? [] : banned;
}
