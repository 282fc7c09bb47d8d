// Position keys: the 64-bit Zobrist key of @xq/core's board (piece placement and side to move),
// as one signed 64-bit integer (the form SQL stores), and the key of a left–right mirror image.
import { Board, type Position } from '@xq/core';

/**
 * The signed 64-bit integer of a key's two 32-bit halves (`hi << 32 | lo`), as SQL computes it
 * from the same halves.
 * @internal
 */
export function keyOf(hi: number, lo: number): bigint {
  return BigInt.asIntN(64, (BigInt(hi | 0) << 32n) | BigInt(lo >>> 0));
}

/** The key of a board: its placement and side to move (counters and history are not part of it). @internal */
export function boardKey(board: Board): bigint {
  return keyOf(board.keyHi, board.keyLo);
}

/** The left–right mirror of a board (file a ↔ i), same side to move. @internal */
export function mirrorBoard(board: Board): Board {
  const squares = new Int8Array(90);
  for (let sq = 0; sq < 90; sq++) squares[sq - (sq % 9) + 8 - (sq % 9)] = board.squares[sq]!;
  return Board.from(squares, board.turn);
}

/** The key of a position. @internal */
export function positionKey(position: Position): bigint {
  return boardKey(position.toBoard());
}
