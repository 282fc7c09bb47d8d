import { describe, wrong } from './args';
import { BLACK, checkBuffer, checkColor, KING, MAX_MOVES, RED, tooSmall } from './board-codes';
import { isLegalMove, kingAttacked, leavesKingSafe, legalMoves, pseudoMoves } from './movegen';
import { readPoints } from './points';
import { ZOBRIST_HI, ZOBRIST_LO, ZOBRIST_SIDE_HI, ZOBRIST_SIDE_LO } from './zobrist';

/** The empty undo stacks of a fresh board: the first move made gives it its own (see `grow`). */
const NO_MOVES = new Int32Array(0);
const NO_CAPTURES = new Int8Array(0);
const NO_INDEX = new Int8Array(0);

/**
 * The fast mutable board for engines, perft and judges: 90 points in an `Int8Array`, make and
 * unmake, allocation-free move generation into a caller's buffer, incremental 64-bit Zobrist
 * keys (two 32-bit halves). It assumes a position that {@link Position.fromSetup} accepted (one king
 * per side); the friendly {@link Position} wraps it.
 *
 * @example
 * const board = Position.initial().toBoard();
 * const buf = new Int32Array(MAX_MOVES);
 * board.generateLegal(buf, 0); // 44
 * board.make(buf[0]);
 * board.unmake();
 * @category Low-level board
 */
export class Board {
  /** Piece codes per square (0 empty, `role | colour << 3`). Read it; change it only through make/unmake. */
  readonly squares: Int8Array = new Int8Array(90);
  /** Side to move: 0 red, 1 black. */
  turn = RED;
  /** King square of each colour (-1 when absent). */
  readonly kings: Int8Array = new Int8Array(2).fill(-1);
  /** High 32 bits of the Zobrist key. */
  keyHi = 0;
  /** Low 32 bits of the Zobrist key. */
  keyLo = 0;
  /** Number of moves made since this board was set up (depth of the undo stack). */
  ply = 0;
  /**
   * Squares of each colour's pieces: red's at 0..15, black's at 16..31 (see `counts`), each
   * colour's in the order of their squares when the board is set.
   */
  private readonly list = new Int8Array(32);
  /** Number of pieces of each colour in `list`. */
  private readonly counts = new Int8Array(2);
  /**
   * Index in `list` of the piece on each square, made with the undo stacks when the first move
   * is made (a board that only answers questions never needs it).
   */
  private listIndex = NO_INDEX;
  private capturedStack = NO_CAPTURES;
  private moveStack = NO_MOVES;

  /**
   * Sets a board from piece codes and the side to move (0 red, 1 black).
   * @throws TypeError when `squares` is not array-like; RangeError when it does not have 90
   * entries, holds an invalid code, more than 16 pieces or two kings of a colour, or when
   * `turn` is not 0 or 1.
   */
  static from(squares: ArrayLike<number>, turn: number): Board {
    const b = new Board();
    b.load(squares, turn);
    return b;
  }

  /**
   * Replaces the whole content of this board. Checked before anything changes: a refused
   * content leaves the board as it was.
   * @throws TypeError when `squares` is not array-like; RangeError when it does not have 90
   * entries, holds an invalid code, more than 16 pieces or two kings of a colour, or when
   * `turn` is not 0 or 1.
   */
  load(squares: ArrayLike<number>, turn: number): void {
    const codes = readPoints(squares, 'Board.load');
    checkColor(turn, 'Board.load');
    this.set(codes, turn);
  }

  /**
   * A board of checked piece codes (0 or 1..7, 9..15, at most 16 pieces and one king per
   * colour): the copy of a {@link Position}'s board that `toBoard` and `play` make.
   * @internal
   */
  static copyOf(squares: Int8Array, turn: number): Board {
    const b = new Board();
    b.set(squares, turn);
    return b;
  }

  /** Sets the content from checked piece codes. */
  private set(squares: Int8Array, turn: number): void {
    this.kings[0] = -1;
    this.kings[1] = -1;
    this.counts[0] = 0;
    this.counts[1] = 0;
    let hi = 0;
    let lo = 0;
    for (let s = 0; s < 90; s++) {
      const p = squares[s]!;
      this.squares[s] = p;
      if (p) {
        const c = p >> 3;
        const i = c * 16 + this.counts[c]!++;
        this.list[i] = s;
        hi ^= ZOBRIST_HI[p * 90 + s]!;
        lo ^= ZOBRIST_LO[p * 90 + s]!;
        if ((p & 7) === KING) this.kings[p >> 3] = s;
      }
    }
    this.turn = turn === 1 ? BLACK : RED;
    if (this.turn) {
      hi ^= ZOBRIST_SIDE_HI;
      lo ^= ZOBRIST_SIDE_LO;
    }
    this.keyHi = hi;
    this.keyLo = lo;
    this.ply = 0;
    if (this.listIndex.length !== 0) this.indexList();
  }

  /** Fills `listIndex` from `list`. */
  private indexList(): void {
    for (let c = 0; c < 2; c++)
      for (let i = c * 16, end = i + this.counts[c]!; i < end; i++) this.listIndex[this.list[i]!] = i;
  }

  /** A copy with the same pieces, side and key (the undo stack is not copied). */
  clone(): Board {
    return Board.copyOf(this.squares, this.turn);
  }

  /**
   * Plays a packed move, pseudo-legal or legal, without checking its legality. Undo with
   * {@link unmake}. The undo stack grows as needed.
   * @throws RangeError when `move` is not a packed move of two squares 0..89 whose origin holds
   * a piece (the board is then unchanged).
   */
  make(move: number): void {
    const from = typeof move === 'number' ? move & 0xff : 0;
    const to = typeof move === 'number' ? (move >> 8) & 0xff : 0;
    if (move !== (from | (to << 8)) || from > 89 || to > 89 || this.squares[from] === 0)
      throw new RangeError(`Board.make: not a move here: ${describe(move)}`);
    this.play(move);
  }

  /** {@link make} without the check, for the hot loops (perft) that make generated moves. */
  private play(move: number): void {
    const from = move & 0xff;
    const to = (move >> 8) & 0xff;
    const sq = this.squares;
    const piece = sq[from]!;
    const captured = sq[to]!;
    if (this.ply === this.moveStack.length) this.grow();
    this.capturedStack[this.ply] = captured;
    this.moveStack[this.ply] = move;
    this.ply++;
    let hi = this.keyHi ^ ZOBRIST_HI[piece * 90 + from]! ^ ZOBRIST_HI[piece * 90 + to]! ^ ZOBRIST_SIDE_HI;
    let lo = this.keyLo ^ ZOBRIST_LO[piece * 90 + from]! ^ ZOBRIST_LO[piece * 90 + to]! ^ ZOBRIST_SIDE_LO;
    const list = this.list;
    const index = this.listIndex;
    if (captured) {
      hi ^= ZOBRIST_HI[captured * 90 + to]!;
      lo ^= ZOBRIST_LO[captured * 90 + to]!;
      const c = captured >> 3;
      if ((captured & 7) === KING) this.kings[c] = -1;
      // Take the captured piece off its list: the last piece of the list fills its place.
      const last = c * 16 + --this.counts[c]!;
      const i = index[to]!;
      const moved = list[last]!;
      list[i] = moved;
      index[moved] = i;
    }
    const i = index[from]!;
    list[i] = to;
    index[to] = i;
    this.keyHi = hi;
    this.keyLo = lo;
    sq[to] = piece;
    sq[from] = 0;
    if ((piece & 7) === KING) this.kings[piece >> 3] = to;
    this.turn ^= 1;
  }

  private grow(): void {
    if (this.listIndex.length === 0) {
      this.listIndex = new Int8Array(90);
      this.indexList();
    }
    // 16 entries fit in the object itself (no separate memory): most boards make few moves.
    const size = Math.max(16, this.moveStack.length * 2);
    const moves = new Int32Array(size);
    moves.set(this.moveStack);
    this.moveStack = moves;
    const captured = new Int8Array(size);
    captured.set(this.capturedStack);
    this.capturedStack = captured;
  }

  /**
   * Takes back the last move made with {@link make}.
   * @throws RangeError when there is no move to take back.
   */
  unmake(): void {
    if (this.ply === 0) throw new RangeError('no move to unmake');
    this.ply--;
    const move = this.moveStack[this.ply]!;
    const captured = this.capturedStack[this.ply]!;
    const from = move & 0xff;
    const to = (move >> 8) & 0xff;
    const sq = this.squares;
    const piece = sq[to]!;
    sq[from] = piece;
    sq[to] = captured;
    const list = this.list;
    const index = this.listIndex;
    const i = index[to]!;
    list[i] = from;
    index[from] = i;
    if (captured) {
      const j = (captured >> 3) * 16 + this.counts[captured >> 3]!++;
      list[j] = to;
      index[to] = j;
    }
    if ((piece & 7) === KING) this.kings[piece >> 3] = from;
    if (captured && (captured & 7) === KING) this.kings[captured >> 3] = to;
    this.turn ^= 1;
    this.keyHi ^= ZOBRIST_HI[piece * 90 + from]! ^ ZOBRIST_HI[piece * 90 + to]! ^ ZOBRIST_SIDE_HI;
    this.keyLo ^= ZOBRIST_LO[piece * 90 + from]! ^ ZOBRIST_LO[piece * 90 + to]! ^ ZOBRIST_SIDE_LO;
    if (captured) {
      this.keyHi ^= ZOBRIST_HI[captured * 90 + to]!;
      this.keyLo ^= ZOBRIST_LO[captured * 90 + to]!;
    }
  }

  /** The packed move that the last {@link make} played, or -1. */
  lastMove(): number {
    return this.ply ? this.moveStack[this.ply - 1]! : -1;
  }

  /** The piece code the last {@link make} captured (0 for none), or -1 when no move was made. */
  lastCaptured(): number {
    return this.ply ? this.capturedStack[this.ply - 1]! : -1;
  }

  /**
   * Writes the pseudo-legal moves of colour `color` (default: the side to move) into `buf`
   * from index `offset`; returns the number written. Pseudo-legal: each piece's own rule of
   * Điều 4, without the test that the mover's king is safe afterwards.
   * @throws TypeError when `buf` is not an `Int32Array`; RangeError when `offset` is not an
   * integer within it, `color` is not 0 or 1, or the moves do not fit in `buf` from `offset`
   * ({@link MAX_MOVES} free entries always suffice).
   */
  generatePseudo(buf: Int32Array, offset: number, color: number = this.turn): number {
    checkBuffer(buf, offset, 'Board.generatePseudo');
    const n = pseudoMoves(
      this.squares,
      this.list,
      this.counts,
      checkColor(color, 'Board.generatePseudo'),
      buf,
      offset,
    );
    if (offset + n > buf.length) throw tooSmall(buf, offset, n);
    return n;
  }

  /**
   * True when the king of `color` is attacked: by a rook, cannon, horse or pawn, or by the
   * other king on an open file (the flying general, Điều 4.1 and 6). False when that king is absent.
   * @throws RangeError when `color` is not 0 or 1.
   */
  kingAttacked(color: number): boolean {
    return kingAttacked(this.squares, this.kings, checkColor(color, 'Board.kingAttacked'));
  }

  /**
   * True when moving the piece on `from` to `to` leaves the king of that piece's side
   * unattacked. Only the king's safety is checked (the move is assumed to follow its piece's
   * rule); the board is unchanged afterwards, and no undo stack is needed.
   * @internal
   */
  leavesKingSafe(from: number, to: number): boolean {
    return leavesKingSafe(this.squares, this.kings, from, to);
  }

  /** True when the side to move is in check. */
  inCheck(): boolean {
    return kingAttacked(this.squares, this.kings, this.turn);
  }

  /**
   * Writes the legal moves of the side to move into `buf` from `offset`; returns how many.
   * Allocation-free. A move is legal when it follows its piece's rule and leaves the mover's
   * king unattacked (Điều 6): only moves that could change the king's safety are tried on the
   * board.
   * @throws TypeError when `buf` is not an `Int32Array`; RangeError when `offset` is not an
   * integer within it or the pseudo-legal moves do not fit in `buf` from `offset` (never a
   * move silently dropped; {@link MAX_MOVES} free entries always suffice).
   */
  generateLegal(buf: Int32Array, offset: number): number {
    checkBuffer(buf, offset, 'Board.generateLegal');
    const total = pseudoMoves(this.squares, this.list, this.counts, this.turn, buf, offset);
    if (offset + total > buf.length) throw tooSmall(buf, offset, total);
    return legalMoves(this.squares, this.kings, this.turn, buf, offset, total);
  }

  /** True when the packed move is legal for the side to move. */
  isLegal(move: number): boolean {
    return isLegalMove(this.squares, this.kings, this.turn, move);
  }

  /**
   * Leaf count of all legal move sequences of `depth` plies (bulk counting at the last ply).
   * Memory is constant: one buffer slice per ply.
   * @throws RangeError when `depth` is not an integer 0..60.
   */
  perft(depth: number): number {
    if (!Number.isInteger(depth) || depth < 0 || depth > 60)
      throw new RangeError('perft depth must be an integer 0..60');
    if (depth === 0) return 1;
    return this.perftAt(depth, new Int32Array(MAX_MOVES * depth), 0);
  }

  private perftAt(depth: number, buf: Int32Array, offset: number): number {
    // The buffer has MAX_MOVES entries per ply: every generation fits.
    const sq = this.squares;
    const n = legalMoves(
      sq,
      this.kings,
      this.turn,
      buf,
      offset,
      pseudoMoves(sq, this.list, this.counts, this.turn, buf, offset),
    );
    if (depth === 1) return n;
    let nodes = 0;
    const next = offset + n;
    for (let i = offset; i < next; i++) {
      this.play(buf[i]!);
      nodes += this.perftAt(depth - 1, buf, next);
      this.unmake();
    }
    return nodes;
  }
}

/**
 * True for a board built by `Board` (its points are there): `instanceof` alone also accepts
 * `Object.create(Board.prototype)`, an object without them.
 */
export function isBuiltBoard(x: unknown): boolean {
  if (typeof x !== 'object' || x === null) return false;
  return (x as { squares?: unknown }).squares instanceof Int8Array;
}

/**
 * `board`, when it is a {@link Board} built by it (see {@link isBuiltBoard}).
 * @throws TypeError otherwise.
 */
export function checkBoard(board: unknown, fn: string): Board {
  if (board instanceof Board && isBuiltBoard(board)) return board;
  throw wrong(TypeError, fn, 'not a Board', board);
}
