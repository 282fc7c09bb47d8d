import { describe } from './args';
import { MAX_MOVES } from './board-codes';
import { isBuiltPosition, Position } from './position';
import type { Move } from './types';

/**
 * Number of leaves of the tree of legal move sequences of `depth` plies from `position`.
 * Runs on the low-level board with bulk counting; memory is constant in the depth.
 * @throws TypeError when `position` is not a {@link Position}; RangeError when `depth` is not
 * an integer 0..60.
 * @example perft(Position.initial(), 3) // 79666
 * @category Perft
 */
export function perft(position: Position, depth: number): number {
  if (!(position instanceof Position) || !isBuiltPosition(position))
    throw new TypeError(`perft: not a Position: ${describe(position)}`);
  return position.toBoard().perft(depth);
}

/** One line of {@link divide}: a first move and the leaves under it. @category Perft */
export interface DivideEntry {
  /** The first move. */
  readonly move: Move;
  /** Leaves under it. */
  readonly nodes: number;
}

/**
 * Perft split by first move: for each legal move, the leaves of `depth - 1` plies under it.
 * @throws TypeError when `position` is not a {@link Position}; RangeError when `depth` is not
 * an integer 1..60.
 * @example divide(Position.initial(), 1).length // 44
 * @category Perft
 */
export function divide(position: Position, depth: number): DivideEntry[] {
  if (!(position instanceof Position) || !isBuiltPosition(position))
    throw new TypeError(`divide: not a Position: ${describe(position)}`);
  if (!Number.isInteger(depth) || depth < 1 || depth > 60)
    throw new RangeError('divide depth must be an integer 1..60');
  const board = position.toBoard();
  const buf = new Int32Array(MAX_MOVES);
  const n = board.generateLegal(buf, 0);
  const out: DivideEntry[] = [];
  for (let i = 0; i < n; i++) {
    board.make(buf[i]!);
    out.push({ move: { from: buf[i]! & 0xff, to: (buf[i]! >> 8) & 0xff }, nodes: board.perft(depth - 1) });
    board.unmake();
  }
  return out;
}
