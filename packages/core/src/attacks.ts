import { describe, wrong } from './args';
import { Board, isBuiltBoard } from './board';
import { ADVISOR, CANNON, ELEPHANT, HORSE, KING, PAWN, ROOK } from './board-codes';
import {
  ADVISOR_STEPS,
  ELEPHANT_STEPS,
  HORSE_ATTACKERS,
  inPalace,
  KING_STEPS,
  ownSide,
  PAWN_ATTACKERS,
  RAYS,
} from './tables';

/**
 * Squares of the pieces of colour `color` (0 red, 1 black) that attack `square` on `board`:
 * pieces that could capture there if an enemy piece stood on it, by their own move rules
 * (cannons over exactly one screen; the king along an open file when the square holds the
 * other king). King safety of the attacker is not considered.
 *
 * @returns a new array of squares, in increasing order.
 * @throws TypeError when `board` is not a {@link Board}; RangeError when `square` is not an
 * integer 0..89 or `color` is not 0 or 1.
 * @example
 * attackersOf(board, board.kings[0], 1); // black pieces checking the red king
 * @category Low-level board
 */
export function attackersOf(board: Board, square: number, color: number): number[] {
  if (!(board instanceof Board) || !isBuiltBoard(board))
    throw new TypeError(`attackersOf: not a Board: ${describe(board)}`);
  if (typeof square !== 'number' || !Number.isInteger(square) || square < 0 || square > 89)
    throw new RangeError(`attackersOf: not a square: ${describe(square)}`);
  if (color !== 0 && color !== 1) throw wrong(RangeError, 'attackersOf', 'a colour code is 0 or 1', color);
  return attackersOn(board.squares, square, color);
}

/** {@link attackersOf} on the points `sq`, for arguments already checked. */
export function attackersOn(sq: Int8Array, square: number, color: number): number[] {
  const side = color << 3;
  const out: number[] = [];
  const target = sq[square]!;
  for (let d = 0; d < 4; d++) {
    const ray = (square << 2) | d;
    let i = RAYS.start[ray]!;
    const end = RAYS.start[ray + 1]!;
    for (; i < end; i++) {
      const s = RAYS.data[i]!;
      const q = sq[s]!;
      if (q !== 0) {
        if (q === (ROOK | side)) out.push(s);
        else if (q === (KING | side) && d < 2 && (target & 7) === KING && target >> 3 !== color) out.push(s);
        break;
      }
    }
    for (i++; i < end; i++) {
      const s = RAYS.data[i]!;
      const q = sq[s]!;
      if (q !== 0) {
        if (q === (CANNON | side)) out.push(s);
        break;
      }
    }
  }
  for (let i = HORSE_ATTACKERS.start[square]!, end = HORSE_ATTACKERS.start[square + 1]!; i < end; i += 2) {
    const s = HORSE_ATTACKERS.data[i]!;
    if (sq[s] === (HORSE | side) && sq[HORSE_ATTACKERS.data[i + 1]!] === 0) out.push(s);
  }
  const pi = color * 90 + square;
  for (let i = PAWN_ATTACKERS.start[pi]!, end = PAWN_ATTACKERS.start[pi + 1]!; i < end; i++) {
    const s = PAWN_ATTACKERS.data[i]!;
    if (sq[s] === (PAWN | side)) out.push(s);
  }
  // King, advisor and elephant steps are symmetric inside their palace or half: a piece on s
  // reaches square iff square lies there too and a piece on square would reach s.
  const ci = color * 90 + square;
  if (inPalace(color, square)) {
    for (let i = KING_STEPS.start[ci]!, end = KING_STEPS.start[ci + 1]!; i < end; i++) {
      const s = KING_STEPS.data[i]!;
      if (sq[s] === (KING | side)) out.push(s);
    }
    for (let i = ADVISOR_STEPS.start[ci]!, end = ADVISOR_STEPS.start[ci + 1]!; i < end; i++) {
      const s = ADVISOR_STEPS.data[i]!;
      if (sq[s] === (ADVISOR | side)) out.push(s);
    }
  }
  if (ownSide(color, square))
    for (let i = ELEPHANT_STEPS.start[ci]!, end = ELEPHANT_STEPS.start[ci + 1]!; i < end; i += 2) {
      const s = ELEPHANT_STEPS.data[i]!;
      if (sq[s] === (ELEPHANT | side) && sq[ELEPHANT_STEPS.data[i + 1]!] === 0) out.push(s);
    }
  return out.sort((a, b) => a - b);
}
