import type { Color, Move, Square } from '@xq/core';
import type { Shown } from './rules';

/**
 * Who may move pieces on the board: `'red'`, `'black'`, `'both'` (the default) or `'none'` (a
 * board to look at). Only the side to move ever moves, and only legally.
 * @example const m: Movable = 'red';
 * @category State
 */
export type Movable = Color | 'both' | 'none';

/** Every {@link Movable} value. @example MOVABLE.length // 4 @category State */
export const MOVABLE = ['red', 'black', 'both', 'none'] as const satisfies readonly Movable[];

/**
 * True when the user may pick the piece on `square`: it belongs to the side to move, that side
 * is movable, and it has a legal move.
 * @example canPick(Position.initial(), 25, 'both') // true: the red cannon on h2
 * @category State
 */
export function canPick(position: Shown, square: Square, movable: Movable): boolean {
  const piece = position.piece(square);
  if (!piece || piece.color !== position.turn) return false;
  if (movable !== 'both' && movable !== piece.color) return false;
  return position.legalMovesFrom(square).length > 0;
}

/**
 * The points the piece on `square` can go to (the legal-move hints), empty when none.
 * @example targetsOf(Position.initial(), 25).length // 12: the cannon on h2
 * @category State
 */
export function targetsOf(position: Shown, square: Square): Square[] {
  return position.legalMovesFrom(square).map((m) => m.to);
}

/** What a pick (a click, a tap or Enter) on a point does: {@link pick}'s answer. @category State */
export interface PickResult {
  /** The square now selected, `undefined` when none. */
  readonly selected: Square | undefined;
  /** The move the pick makes, when it makes one (legal in the position). */
  readonly move?: Move;
}

/**
 * The click-click state machine: picking a legal target of the selected piece plays the move;
 * picking the selected piece again drops the selection; picking another piece that
 * {@link canPick} allows selects it; anything else clears the selection.
 * @example pick(Position.initial(), 'both', 25, 22) // { selected: undefined, move: { from: 25, to: 22 } }
 * @category State
 */
export function pick(
  position: Shown,
  movable: Movable,
  selected: Square | undefined,
  square: Square,
): PickResult {
  if (selected !== undefined && selected !== square && canPick(position, selected, movable)) {
    const move = { from: selected, to: square };
    if (position.isLegal(move)) return { selected: undefined, move };
  }
  if (selected === square) return { selected: undefined };
  return { selected: canPick(position, square, movable) ? square : undefined };
}
