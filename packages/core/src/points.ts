// The rules on bare points: a board's 90 piece codes read and checked once (the low-level `Board`
// loads its content through it), and the legal moves of the side to move found on them with the
// move generator every board uses, for a UI that needs the moves without core's `Position` or
// `Board` classes in its bundle (the board element).
import { describe, wrong } from './args';
import { checkColor, KING, MAX_MOVES } from './board-codes';
import { kingAttacked, legalMoves, listPieces, pseudoMoves } from './movegen';

/**
 * The 90 piece codes of `squares` (`role | colour << 3`: 0 empty, 1..7 red, 9..15 black), each
 * entry read once, checked before anything uses them.
 * @throws TypeError naming `fn` when `squares` is not array-like; RangeError when it does not
 * have 90 entries, holds an invalid code, more than 16 pieces of a side or two kings of a colour.
 */
export function readPoints(squares: ArrayLike<number>, fn: string): Int8Array {
  if (typeof squares !== 'object' || squares === null)
    throw wrong(TypeError, fn, 'not 90 piece codes', squares);
  if (squares.length !== 90) throw new RangeError('a board has 90 squares');
  const codes = new Int8Array(90);
  let red = 0;
  let black = 0;
  let kings = 0;
  for (let s = 0; s < 90; s++) {
    const p = squares[s]!;
    if (!(p === 0 || (typeof p === 'number' && (p & 7) !== 0 && p > 0 && p < 16 && (p | 0) === p)))
      throw new RangeError(`bad piece code ${describe(p)} at ${s}`);
    if (p === 0) continue;
    codes[s] = p;
    if (p >> 3 ? ++black > 16 : ++red > 16) throw new RangeError('a side has at most 16 pieces');
    if ((p & 7) === KING) {
      const bit = 1 << (p >> 3);
      if (kings & bit) throw new RangeError('a colour has at most one king');
      kings |= bit;
    }
  }
  return codes;
}

const buffer = /* @__PURE__ */ new Int32Array(MAX_MOVES);

/**
 * The legal moves of the side to move on bare points (the low-level board's piece codes) and
 * whether each king is attacked, by the move generator every board of core uses (Điều 4; a king
 * may not be left in check, nor face the other king). A colour without its king has every move
 * its pieces' rules allow. For a UI that knows squares and pieces: it carries neither `Position`
 * nor `Board` into an app's bundle.
 * @returns the moves packed (`from | to << 8`), `check` when the side to move is in check, and
 * `exposed` when the other side's king is attacked (a position play cannot reach).
 * @throws TypeError when `points` is not array-like; RangeError when it does not have 90 entries,
 * holds an invalid code, more than 16 pieces of a side or two kings of a colour, or when `turn`
 * is not 0 (red) or 1 (black).
 * @example
 * const points = Position.initial().toBoard().squares;
 * legalMovesOn(points, 0).moves.length; // 44
 * @category Low-level board
 */
export function legalMovesOn(
  points: ArrayLike<number>,
  turn: number,
): {
  /** The legal moves of the side to move, packed (`from | to << 8`, see `moveFrom`, `moveTo`). */
  readonly moves: number[];
  /** The side to move's king is attacked (it is in check). */
  readonly check: boolean;
  /** The other side's king is attacked: a position play cannot reach (its king could be taken). */
  readonly exposed: boolean;
} {
  const sq = readPoints(points, 'legalMovesOn');
  checkColor(turn, 'legalMovesOn');
  const kings = new Int8Array([-1, -1]);
  for (let s = 0; s < 90; s++) if ((sq[s]! & 7) === KING) kings[sq[s]! >> 3] = s;
  const list = new Int8Array(32);
  const counts = new Int8Array(2);
  listPieces(sq, list, counts);
  const pseudo = pseudoMoves(sq, list, counts, turn, buffer, 0);
  const n = legalMoves(sq, kings, turn, buffer, 0, pseudo);
  return {
    moves: Array.from(buffer.subarray(0, n)),
    check: kingAttacked(sq, kings, turn),
    exposed: kingAttacked(sq, kings, turn ^ 1),
  };
}
