import { describe, wrong } from './args';
import {
  ADVISOR_STEPS,
  ELEPHANT_STEPS,
  HORSE_ATTACKERS,
  HORSE_STEPS,
  KING_STEPS,
  PAWN_ATTACKERS,
  PAWN_STEPS,
  RAYS,
} from './tables';
import { ZOBRIST_HI, ZOBRIST_LO, ZOBRIST_SIDE_HI, ZOBRIST_SIDE_LO } from './zobrist';

// Table arrays as module constants: the hot loops read plain typed arrays.
const ADV_S = ADVISOR_STEPS.start;
const ADV_D = ADVISOR_STEPS.data;
const ELE_S = ELEPHANT_STEPS.start;
const ELE_D = ELEPHANT_STEPS.data;
const HATK_S = HORSE_ATTACKERS.start;
const HATK_D = HORSE_ATTACKERS.data;
const HST_S = HORSE_STEPS.start;
const HST_D = HORSE_STEPS.data;
const KST_S = KING_STEPS.start;
const KST_D = KING_STEPS.data;
const PATK_S = PAWN_ATTACKERS.start;
const PATK_D = PAWN_ATTACKERS.data;
const PST_S = PAWN_STEPS.start;
const PST_D = PAWN_STEPS.data;
const RAY_S = RAYS.start;
const RAY_D = RAYS.data;

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

function checkColor(color: unknown, fn: string): number {
  if (color !== 0 && color !== 1) throw wrong(RangeError, fn, 'a colour code is 0 or 1', color);
  return color;
}

/**
 * Stamps of the squares where a move could expose the king, shared by every board: legal move
 * filtering never runs inside another, and each run takes a new stamp.
 */
const HOT = new Int32Array(90);
let stampCount = 0;
/** The empty undo stacks of a fresh board: the first move made gives it its own (see `grow`). */
const NO_MOVES = new Int32Array(0);
const NO_CAPTURES = new Int8Array(0);
const NO_INDEX = new Int8Array(0);

/**
 * Memory for the boards that `forPosition` makes for immutable positions: their squares and
 * kings are views into blocks shared by 64 boards, since a typed array of its own memory costs
 * a new Int8Array ten times the time of a view (and more to collect). Those boards never leave
 * their position (`toBoard` and `play` copy into boards with their own memory).
 */
let block = new ArrayBuffer(0);
let blockUsed = 0;
let sharing = false;
function sharedView(length: number): Int8Array {
  if (blockUsed + length > block.byteLength) {
    block = new ArrayBuffer(92 * 64);
    blockUsed = 0;
  }
  const view = new Int8Array(block, blockUsed, length);
  blockUsed += length;
  return view;
}
/** The piece list of a board that has not made it yet (see `listPieces`). */
const NO_LIST = new Int8Array(0);

function checkBuffer(buf: unknown, offset: unknown, fn: string): void {
  if (!(buf instanceof Int32Array)) throw wrong(TypeError, fn, 'not an Int32Array', buf);
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0 || offset > buf.length)
    throw new RangeError(`${fn}: bad offset ${describe(offset)}`);
}

function tooSmall(buf: Int32Array, offset: number, n: number): RangeError {
  return new RangeError(`buffer too small: ${offset + n} entries needed, ${buf.length} given`);
}

/**
 * The fast mutable board for engines, perft and judges: 90 points in an `Int8Array`, make and
 * unmake, allocation-free move generation into a caller's buffer, incremental 64-bit Zobrist
 * keys (two 32-bit halves). It assumes a position that {@link validateSetup} accepted (one king
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
  readonly squares: Int8Array = sharing ? sharedView(90) : new Int8Array(90);
  /** Side to move: 0 red, 1 black. */
  turn = RED;
  /** King square of each colour (-1 when absent). */
  readonly kings: Int8Array = sharing ? sharedView(2) : new Int8Array(2).fill(-1);
  /** High 32 bits of the Zobrist key. */
  keyHi = 0;
  /** Low 32 bits of the Zobrist key. */
  keyLo = 0;
  /** Number of moves made since this board was set up (depth of the undo stack). */
  ply = 0;
  /**
   * Squares of each colour's pieces: red's at 0..15, black's at 16..31 (see `counts`), each
   * colour's in the order of their squares when the board is set. A board made by
   * `forPosition` starts with `NO_LIST` and lists its pieces when it first needs them (see
   * `listPieces`): a position that only answers questions about one move never does.
   */
  private list: Int8Array = sharing ? NO_LIST : new Int8Array(32);
  /** Number of pieces of each colour in `list`. */
  private counts: Int8Array = sharing ? NO_LIST : new Int8Array(2);
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
    if (typeof squares !== 'object' || squares === null)
      throw wrong(TypeError, 'Board.load', 'not 90 piece codes', squares);
    if (squares.length !== 90) throw new RangeError('a board has 90 squares');
    checkColor(turn, 'Board.load');
    // Each entry is read once, into a copy that is checked before the board changes.
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
    this.set(codes, turn);
  }

  /**
   * An empty board for the position that the caller fills: it writes the piece codes into
   * `squares` (already checked by the setup rules: 0 or 1..7, 9..15, at most 16 pieces and one
   * king per colour) and sets `kings` and `turn`. Its squares and kings share a block of memory
   * with other such boards, it lists its pieces when first needed, and it keeps no Zobrist key
   * (`keyHi` and `keyLo` stay 0: `Position.key` computes the key from the squares). For the
   * board inside an immutable position only, never one handed to a caller.
   * @internal
   */
  static forPosition(): Board {
    sharing = true;
    const b = new Board();
    sharing = false;
    return b;
  }

  /** Lists the pieces of a board made by `forPosition`, in the order of their squares. */
  private listPieces(): void {
    const list = new Int8Array(32);
    const counts = new Int8Array(2);
    const sq = this.squares;
    for (let s = 0; s < 90; s++) {
      const p = sq[s]!;
      if (p !== 0) {
        const c = p >> 3;
        list[c * 16 + counts[c]!++] = s;
      }
    }
    this.list = list;
    this.counts = counts;
  }

  /** Sets the content from checked piece codes. */
  private set(squares: Int8Array, turn: number): void {
    if (this.list === NO_LIST) {
      this.list = new Int8Array(32);
      this.counts = new Int8Array(2);
    }
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
    const b = new Board();
    b.set(this.squares, this.turn);
    return b;
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
    if (this.list === NO_LIST) this.listPieces();
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
    const n = this.pseudo(buf, offset, checkColor(color, 'Board.generatePseudo'));
    if (offset + n > buf.length) throw tooSmall(buf, offset, n);
    return n;
  }

  private pseudo(buf: Int32Array, offset: number, color: number): number {
    if (this.list === NO_LIST) this.listPieces();
    const sq = this.squares;
    const own = color << 3;
    let n = offset;
    const list = this.list;
    for (let li = color * 16, lend = li + this.counts[color]!; li < lend; li++) {
      const s = list[li]!;
      const p = sq[s]!;
      switch (p & 7) {
        case ROOK:
          for (let d = 0; d < 4; d++) {
            const ray = (s << 2) | d;
            for (let k = RAY_S[ray]!, end = RAY_S[ray + 1]!; k < end; k++) {
              const t = RAY_D[k]!;
              const q = sq[t]!;
              if (q === 0) buf[n++] = s | (t << 8);
              else {
                if ((q & 8) !== own) buf[n++] = s | (t << 8);
                break;
              }
            }
          }
          break;
        case CANNON:
          for (let d = 0; d < 4; d++) {
            const ray = (s << 2) | d;
            let k = RAY_S[ray]!;
            const end = RAY_S[ray + 1]!;
            for (; k < end; k++) {
              const t = RAY_D[k]!;
              if (sq[t] === 0) buf[n++] = s | (t << 8);
              else break;
            }
            for (k++; k < end; k++) {
              const t = RAY_D[k]!;
              const q = sq[t]!;
              if (q !== 0) {
                if ((q & 8) !== own) buf[n++] = s | (t << 8);
                break;
              }
            }
          }
          break;
        case HORSE:
          for (let k = HST_S[s]!, end = HST_S[s + 1]!; k < end; k += 2) {
            const t = HST_D[k]!;
            const q = sq[t]!;
            if ((q === 0 || (q & 8) !== own) && sq[HST_D[k + 1]!] === 0) buf[n++] = s | (t << 8);
          }
          break;
        case PAWN: {
          const i = color * 90 + s;
          for (let k = PST_S[i]!, end = PST_S[i + 1]!; k < end; k++) {
            const t = PST_D[k]!;
            const q = sq[t]!;
            if (q === 0 || (q & 8) !== own) buf[n++] = s | (t << 8);
          }
          break;
        }
        case ELEPHANT: {
          const i = color * 90 + s;
          for (let k = ELE_S[i]!, end = ELE_S[i + 1]!; k < end; k += 2) {
            const t = ELE_D[k]!;
            const q = sq[t]!;
            if ((q === 0 || (q & 8) !== own) && sq[ELE_D[k + 1]!] === 0) buf[n++] = s | (t << 8);
          }
          break;
        }
        case ADVISOR: {
          const i = color * 90 + s;
          for (let k = ADV_S[i]!, end = ADV_S[i + 1]!; k < end; k++) {
            const t = ADV_D[k]!;
            const q = sq[t]!;
            if (q === 0 || (q & 8) !== own) buf[n++] = s | (t << 8);
          }
          break;
        }
        case KING: {
          const i = color * 90 + s;
          for (let k = KST_S[i]!, end = KST_S[i + 1]!; k < end; k++) {
            const t = KST_D[k]!;
            const q = sq[t]!;
            if (q === 0 || (q & 8) !== own) buf[n++] = s | (t << 8);
          }
          break;
        }
      }
    }
    return n - offset;
  }

  /**
   * True when the king of `color` is attacked: by a rook, cannon, horse or pawn, or by the
   * other king on an open file (the flying general, Điều 4.1 and 6). False when that king is absent.
   * @throws RangeError when `color` is not 0 or 1.
   */
  kingAttacked(color: number): boolean {
    return this.attacked(checkColor(color, 'Board.kingAttacked'));
  }

  /**
   * True when moving the piece on `from` to `to` leaves the king of that piece's side
   * unattacked. Only the king's safety is checked (the move is assumed to follow its piece's
   * rule); the board is unchanged afterwards, and no undo stack is needed.
   * @internal
   */
  leavesKingSafe(from: number, to: number): boolean {
    const sq = this.squares;
    const piece = sq[from]!;
    const captured = sq[to]!;
    const color = piece >> 3;
    const k = this.kings[color]!;
    sq[to] = piece;
    sq[from] = 0;
    if (from === k) this.kings[color] = to;
    const bad = this.attacked(color);
    sq[from] = piece;
    sq[to] = captured;
    if (from === k) this.kings[color] = k;
    return !bad;
  }

  private attacked(color: number): boolean {
    const k = this.kings[color]!;
    if (k < 0) return false;
    const sq = this.squares;
    const enemy = (color ^ 1) << 3;
    const rook = ROOK | enemy;
    const cannon = CANNON | enemy;
    const king = KING | enemy;
    for (let d = 0; d < 4; d++) {
      const ray = (k << 2) | d;
      let i = RAY_S[ray]!;
      const end = RAY_S[ray + 1]!;
      for (; i < end; i++) {
        const q = sq[RAY_D[i]!]!;
        if (q !== 0) {
          if (q === rook || (q === king && d < 2)) return true;
          break;
        }
      }
      for (i++; i < end; i++) {
        const q = sq[RAY_D[i]!]!;
        if (q !== 0) {
          if (q === cannon) return true;
          break;
        }
      }
    }
    const horse = HORSE | enemy;
    for (let i = HATK_S[k]!, end = HATK_S[k + 1]!; i < end; i += 2) {
      if (sq[HATK_D[i]!] === horse && sq[HATK_D[i + 1]!] === 0) return true;
    }
    const pawn = PAWN | enemy;
    const pi = (color ^ 1) * 90 + k;
    for (let i = PATK_S[pi]!, end = PATK_S[pi + 1]!; i < end; i++) {
      if (sq[PATK_D[i]!] === pawn) return true;
    }
    return false;
  }

  /** True when the side to move is in check. */
  inCheck(): boolean {
    return this.attacked(this.turn);
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
    const total = this.pseudo(buf, offset, this.turn);
    if (offset + total > buf.length) throw tooSmall(buf, offset, total);
    return this.legal(buf, offset, total);
  }

  /** Keeps the legal moves of the `total` pseudo-legal moves at `buf[offset..]`. */
  private legal(buf: Int32Array, offset: number, total: number): number {
    const color = this.turn;
    const k = this.kings[color]!;
    if (k < 0) return total;
    // One pass over the king's lines finds whether it is in check and marks the squares where
    // a change could expose it: the rays from the king that hold an enemy rook or cannon (or,
    // along the file, the enemy king), and the legs of enemy horses aimed at it. A move that
    // touches no marked square keeps the king as safe as it was.
    if (stampCount === 0x7fffffff) {
      HOT.fill(0);
      stampCount = 0;
    }
    const stamp = ++stampCount;
    const hot = HOT;
    const sq = this.squares;
    const enemy = (color ^ 1) << 3;
    const rook = ROOK | enemy;
    const cannon = CANNON | enemy;
    const king = KING | enemy;
    let check = false;
    for (let d = 0; d < 4; d++) {
      const ray = (k << 2) | d;
      const begin = RAY_S[ray]!;
      const end = RAY_S[ray + 1]!;
      let seen = 0;
      let last = -1;
      for (let i = begin; i < end; i++) {
        const q = sq[RAY_D[i]!]!;
        if (q === 0) continue;
        seen++;
        if (q === rook || q === cannon || (d < 2 && q === king)) {
          last = i;
          if ((seen === 1 && q !== cannon) || (seen === 2 && q === cannon)) check = true;
        }
      }
      for (let i = begin; i <= last; i++) hot[RAY_D[i]!] = stamp;
    }
    const horse = HORSE | enemy;
    for (let i = HATK_S[k]!, end = HATK_S[k + 1]!; i < end; i += 2) {
      if (sq[HATK_D[i]!] === horse) {
        const leg = HATK_D[i + 1]!;
        if (sq[leg] === 0) check = true;
        else hot[leg] = stamp;
      }
    }
    const pawn = PAWN | enemy;
    const pi = (color ^ 1) * 90 + k;
    for (let i = PATK_S[pi]!, end = PATK_S[pi + 1]!; i < end; i++) {
      if (sq[PATK_D[i]!] === pawn) check = true;
    }
    let n = offset;
    for (let i = offset, end = offset + total; i < end; i++) {
      const m = buf[i]!;
      const from = m & 0xff;
      const to = (m >> 8) & 0xff;
      if (check || from === k || hot[from] === stamp || hot[to] === stamp) {
        // Try the move on the squares alone: keys, lists and stacks are not needed to see
        // whether the king is attacked afterwards.
        const piece = sq[from]!;
        const captured = sq[to]!;
        sq[to] = piece;
        sq[from] = 0;
        if (from === k) this.kings[color] = to;
        const bad = this.attacked(color);
        sq[from] = piece;
        sq[to] = captured;
        if (from === k) this.kings[color] = k;
        if (bad) continue;
      }
      buf[n++] = m;
    }
    return n - offset;
  }

  /** True when the packed move is legal for the side to move. */
  isLegal(move: number): boolean {
    if (typeof move !== 'number') return false;
    const from = move & 0xff;
    const to = (move >> 8) & 0xff;
    if (from > 89 || to > 89 || move !== (from | (to << 8))) return false;
    const sq = this.squares;
    const p = sq[from]!;
    if (p === 0 || p >> 3 !== this.turn) return false;
    const q = sq[to]!;
    if (q !== 0 && q >> 3 === this.turn) return false;
    return this.follows(p, from, to) && this.leavesKingSafe(from, to);
  }

  /**
   * True when the piece `p` on `from` may go to `to` (empty or enemy) by its own rule: the
   * same tables and walks as the move generator, for one move.
   */
  private follows(p: number, from: number, to: number): boolean {
    const sq = this.squares;
    const color = p >> 3;
    const i = color * 90 + from;
    switch (p & 7) {
      case ROOK:
      case CANNON: {
        const cannon = (p & 7) === CANNON;
        for (let d = 0; d < 4; d++) {
          const ray = (from << 2) | d;
          let screens = 0;
          for (let k = RAY_S[ray]!, end = RAY_S[ray + 1]!; k < end; k++) {
            const t = RAY_D[k]!;
            if (t === to) return cannon ? (sq[t] === 0 ? screens === 0 : screens === 1) : screens === 0;
            if (sq[t] !== 0 && ++screens > 1) break;
          }
        }
        return false;
      }
      case HORSE:
        for (let k = HST_S[from]!, end = HST_S[from + 1]!; k < end; k += 2)
          if (HST_D[k] === to) return sq[HST_D[k + 1]!] === 0;
        return false;
      case ELEPHANT:
        for (let k = ELE_S[i]!, end = ELE_S[i + 1]!; k < end; k += 2)
          if (ELE_D[k] === to) return sq[ELE_D[k + 1]!] === 0;
        return false;
      default: {
        const r = p & 7;
        const start = r === PAWN ? PST_S : r === ADVISOR ? ADV_S : KST_S;
        const data = r === PAWN ? PST_D : r === ADVISOR ? ADV_D : KST_D;
        for (let k = start[i]!, end = start[i + 1]!; k < end; k++) if (data[k] === to) return true;
        return false;
      }
    }
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
    const n = this.legal(buf, offset, this.pseudo(buf, offset, this.turn));
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
