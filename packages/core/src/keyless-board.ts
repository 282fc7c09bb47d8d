import { Board } from './board';
import { checkBuffer, checkColor, RED, tooSmall } from './board-codes';
import { isLegalMove, kingAttacked, legalMoves, listPieces, pseudoMoves } from './movegen';

/**
 * Memory for keyless boards: their squares and kings are views into blocks shared by 64
 * boards, since a typed array of its own memory costs a new Int8Array ten times the time of a
 * view (and more to collect).
 */
let block = /* @__PURE__ */ new ArrayBuffer(0);
let blockUsed = 0;
function sharedView(length: number): Int8Array {
  if (blockUsed + length > block.byteLength) {
    block = new ArrayBuffer(92 * 64);
    blockUsed = 0;
  }
  const view = new Int8Array(block, blockUsed, length);
  blockUsed += length;
  return view;
}
/** The piece list of a keyless board that has not made it yet (see `lists`). */
const NO_LIST = /* @__PURE__ */ new Int8Array(0);

/**
 * The board inside an immutable {@link Position} read by the fast FEN path (`quickFen`): the
 * points, the kings and the side to move, and the questions a position asks of them (legal
 * moves, check), with the move generator of {@link Board}. It keeps no Zobrist key and makes
 * no move: `Position.key` computes the key from the squares, and `clone` copies it into a
 * {@link Board} for `toBoard` and `play`. Its squares and kings share memory with other keyless
 * boards, and it lists its pieces when it first generates moves (a position that only answers
 * questions about one move never does). Never handed to a caller.
 * @internal
 */
export class KeylessBoard {
  /** Piece codes per square, written by the fast FEN path (all 0 at first). */
  readonly squares: Int8Array = sharedView(90);
  /** Side to move: 0 red, 1 black. */
  turn = RED;
  /** King square of each colour, written by the fast FEN path. */
  readonly kings: Int8Array = sharedView(2);
  /** Squares of each colour's pieces, as in {@link Board} (`NO_LIST` until first needed). */
  private list = NO_LIST;
  /** Number of pieces of each colour in `list`. */
  private counts = NO_LIST;

  /** Lists the pieces, once the points are final. */
  private lists(): void {
    this.list = new Int8Array(32);
    this.counts = new Int8Array(2);
    listPieces(this.squares, this.list, this.counts);
  }

  /** As {@link Board.generateLegal}. */
  generateLegal(buf: Int32Array, offset: number): number {
    checkBuffer(buf, offset, 'Board.generateLegal');
    if (this.list === NO_LIST) this.lists();
    const total = pseudoMoves(this.squares, this.list, this.counts, this.turn, buf, offset);
    if (offset + total > buf.length) throw tooSmall(buf, offset, total);
    return legalMoves(this.squares, this.kings, this.turn, buf, offset, total);
  }

  /** As {@link Board.isLegal}. */
  isLegal(move: number): boolean {
    return isLegalMove(this.squares, this.kings, this.turn, move);
  }

  /** As {@link Board.kingAttacked}. */
  kingAttacked(color: number): boolean {
    return kingAttacked(this.squares, this.kings, checkColor(color, 'Board.kingAttacked'));
  }

  /** As {@link Board.inCheck}. */
  inCheck(): boolean {
    return kingAttacked(this.squares, this.kings, this.turn);
  }

  /** A {@link Board} with the same pieces and side, and its key. */
  clone(): Board {
    return Board.copyOf(this.squares, this.turn);
  }
}
