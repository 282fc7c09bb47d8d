// The vocabulary of the low-level board: colour and role codes, packed moves, and the checks of
// the arguments its methods take. Shared by both kinds of board (`board.ts`, `keyless-board.ts`).
import { describe, wrong } from './args';

/** Colour code of red on the low-level board (black is 1). @category Low-level board */
export const RED = 0;
/** Colour code of black on the low-level board. @category Low-level board */
export const BLACK = 1;

/**
 * Role code of the king (Tướng/Soái). A piece code is `role | (colour << 3)`: red pieces are
 * 1..7, black pieces 9..15, and 0 is an empty point.
 * @category Low-level board
 */
export const KING = 1;
/** Role code of the advisor (Sĩ). @category Low-level board */
export const ADVISOR = 2;
/** Role code of the elephant (Tượng). @category Low-level board */
export const ELEPHANT = 3;
/** Role code of the horse (Mã). @category Low-level board */
export const HORSE = 4;
/** Role code of the rook (Xe). @category Low-level board */
export const ROOK = 5;
/** Role code of the cannon (Pháo). @category Low-level board */
export const CANNON = 6;
/** Role code of the pawn (Tốt/Binh). @category Low-level board */
export const PAWN = 7;

/** Largest number of pseudo-legal moves a position can have, with room to spare. @category Low-level board */
export const MAX_MOVES = 256;

const isPoint = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 90;

/**
 * Packs a move for the low-level board: `from | (to << 8)`.
 * @throws RangeError when `from` or `to` is not an integer 0..89.
 * @example packMove(25, 22) // 5657
 * @category Low-level board
 */
export function packMove(from: number, to: number): number {
  if (!isPoint(from) || !isPoint(to))
    throw wrong(RangeError, 'packMove', 'a square is an integer 0..89', isPoint(from) ? to : from);
  return from | (to << 8);
}

function checkPacked(move: unknown, fn: string): number {
  if (typeof move !== 'number' || !Number.isInteger(move) || move < 0 || move > 0xffff)
    throw wrong(RangeError, fn, 'not a packed move', move);
  return move;
}

/**
 * Origin square of a packed move.
 * @throws RangeError when `move` is not an integer 0..65535.
 * @example moveFrom(packMove(25, 22)) // 25
 * @category Low-level board
 */
export function moveFrom(move: number): number {
  return checkPacked(move, 'moveFrom') & 0xff;
}

/**
 * Destination square of a packed move.
 * @throws RangeError when `move` is not an integer 0..65535.
 * @example moveTo(packMove(25, 22)) // 22
 * @category Low-level board
 */
export function moveTo(move: number): number {
  return (checkPacked(move, 'moveTo') >> 8) & 0xff;
}

/** `color`, when it is a colour code 0 or 1. @throws RangeError otherwise. */
export function checkColor(color: unknown, fn: string): number {
  if (color !== 0 && color !== 1) throw wrong(RangeError, fn, 'a colour code is 0 or 1', color);
  return color;
}

/**
 * Checks a move buffer and the offset into it of a generator.
 * @throws TypeError when `buf` is not an `Int32Array`; RangeError when `offset` is not within it.
 */
export function checkBuffer(buf: unknown, offset: unknown, fn: string): void {
  if (!(buf instanceof Int32Array)) throw wrong(TypeError, fn, 'not an Int32Array', buf);
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0 || offset > buf.length)
    throw new RangeError(`${fn}: bad offset ${describe(offset)}`);
}

/** The error of a buffer with too little room for `n` moves from `offset`. */
export function tooSmall(buf: Int32Array, offset: number, n: number): RangeError {
  return new RangeError(`buffer too small: ${offset + n} entries needed, ${buf.length} given`);
}
