import { colorIndex, describe, isRecord, wrong } from './args';
import { attackersOn } from './attacks';
import { Board, isBuiltBoard } from './board';
import { CANNON, HORSE, MAX_MOVES, PAWN, packMove, ROOK } from './board-codes';
import { type FenError, type FenLetters, fenLetters, formatFen, INITIAL_FEN, parseFen } from './fen';
import type { KeylessBoard } from './keyless-board';
import type { Outcome } from './outcome';
import { colorOf, pieceOf } from './piece-code';
import { quickFen } from './quick-fen';
import { type Setup, type SetupError, type SetupOptions, setupMode, validateSetupToBoard } from './setup';
import { isSquare } from './square';
import type { Color, Move, Piece, Result } from './types';
import { ZOBRIST_HI, ZOBRIST_LO, ZOBRIST_SIDE_HI, ZOBRIST_SIDE_LO } from './zobrist';

const scratch = /* @__PURE__ */ new Int32Array(MAX_MOVES);
/** What {@link Position.fromBoard} passes on for a side to move or a point that is not one. */
const NOT_A_COLOR = 'none';
const NOT_A_PIECE = /* @__PURE__ */ Object.freeze({}) as Piece;
/** The options of a call that gives none (frozen: the default mode, nothing to check). */
const NO_OPTIONS: SetupOptions = /* @__PURE__ */ Object.freeze({});

/**
 * An immutable, validated position: the friendly API. Every method is pure; {@link play}
 * returns a new position. Build one with {@link Position.fromFen}, {@link Position.fromSetup} or
 * {@link Position.initial}.
 *
 * @example
 * const pos = Position.initial();
 * pos.legalMoves().length; // 44
 * const next = pos.play({ from: 25, to: 22 }); // h2e2, the central cannon
 * next.turn; // 'black'
 * @category Position
 */
export class Position {
  private constructor(
    /**
     * The points: a {@link Board} (read from a setup, or played to) or a keyless board (read by
     * the fast FEN path).
     */
    private readonly b: Board | KeylessBoard,
    /** Plies since the last capture. */
    readonly halfmoves: number,
    /** Move number (1 at the start, incremented after black moves). */
    readonly fullmoves: number,
  ) {}

  /** The start position. */
  static initial(): Position {
    return (Position.fromFen(INITIAL_FEN) as { value: Position }).value;
  }

  /**
   * Reads and validates a FEN (see {@link parseFen} and {@link Position.fromSetup}).
   * @returns the position, or the first {@link FenError} or {@link SetupError}, whatever `fen` is.
   * @throws TypeError or RangeError when `options` is not {@link SetupOptions}.
   */
  static fromFen(fen: string, options: SetupOptions = NO_OPTIONS): Result<Position, FenError | SetupError> {
    const mode = options === NO_OPTIONS ? 'strict' : setupMode(options, 'Position.fromFen');
    const quick = typeof fen === 'string' ? quickFen(fen, mode === 'strict') : undefined;
    if (quick !== undefined)
      return { ok: true, value: new Position(quick.board, quick.halfmoves, quick.fullmoves) };
    const setup = parseFen(fen);
    if (!setup.ok) return setup;
    return Position.fromSetup(setup.value, options);
  }

  /**
   * Validates a setup by the law's setup rules (see `validateSetupToBoard`).
   * @returns the position, or a {@link SetupError}, whatever `setup` is.
   * @throws TypeError or RangeError when `options` is not {@link SetupOptions}.
   */
  static fromSetup(setup: Setup, options: SetupOptions = {}): Result<Position, SetupError> {
    const board = validateSetupToBoard(setup, options);
    if (!board.ok) return board;
    return { ok: true, value: new Position(board.value, setup.halfmoves, setup.fullmoves) };
  }

  /**
   * The position on a low-level {@link Board}: for a program that plays its moves on a board
   * (an engine, a record reader) and wants this API back. The pieces and the side to move are
   * read from the board (its undo stack is not) and checked like any setup
   * ({@link Position.fromSetup}): a board reached by legal moves from a position of the same mode is
   * always taken; one loaded with {@link Board.from} into something the law does not allow is
   * refused with the same codes. The position does not share the board: later moves on the
   * board do not change it.
   * @param board the board.
   * @param halfmoves plies since the last capture (default 0).
   * @param fullmoves the move number (default 1).
   * @returns the position, or a {@link SetupError}: `SETUP_BAD_COUNTER` for counters that are
   *   not safe integers (`halfmoves` ≥ 0, `fullmoves` ≥ 1), `SETUP_BAD_SHAPE` for a point or a
   *   side to move that the board's fields no longer hold as piece codes, and the rule's code
   *   for a rule broken.
   * @throws TypeError when `board` is not a {@link Board}; TypeError or RangeError when
   *   `options` is not {@link SetupOptions}.
   * @example
   * const board = Position.initial().toBoard();
   * board.make(packMove(25, 22)); // h2e2
   * const r = Position.fromBoard(board, 1, 1);
   * if (r.ok) r.value.turn; // 'black'
   */
  static fromBoard(
    board: Board,
    halfmoves = 0,
    fullmoves = 1,
    options: SetupOptions = {},
  ): Result<Position, SetupError> {
    if (!(board instanceof Board) || !isBuiltBoard(board))
      throw new TypeError(`Position.fromBoard: not a Board: ${describe(board)}`);
    setupMode(options, 'Position.fromBoard');
    const turn = board.turn === 0 ? 'red' : board.turn === 1 ? 'black' : (NOT_A_COLOR as Color);
    // An invalid code (a caller may write into `squares`) becomes a point that is not a piece.
    const pieces = Array.from(board.squares, (c) =>
      c >= 0 && c < 16 && (c & 7) !== 0 ? pieceOf(c) : c === 0 ? undefined : NOT_A_PIECE,
    );
    return Position.fromSetup({ board: pieces, turn, halfmoves, fullmoves }, options);
  }

  /** The side to move. */
  get turn(): Color {
    return colorOf(this.b.turn);
  }

  /** The piece on a square, `undefined` when empty or when `square` is not 0..89. */
  piece(square: number): Piece | undefined {
    return isSquare(square) ? pieceOf(this.b.squares[square]!) : undefined;
  }

  /** The 90 points as a new array (index = square). */
  get board(): (Piece | undefined)[] {
    return Array.from(this.b.squares, (c) => pieceOf(c));
  }

  /**
   * The square of a colour's king.
   * @throws RangeError when `color` is not `'red'` or `'black'`.
   */
  king(color: Color): number {
    return this.b.kings[colorIndex(color, 'Position.king')]!;
  }

  /** This position as a {@link Setup}. */
  toSetup(): Setup {
    return { board: this.board, turn: this.turn, halfmoves: this.halfmoves, fullmoves: this.fullmoves };
  }

  /**
   * FEN of this position (see {@link formatFen}).
   * @throws TypeError or RangeError when `options` is not `{ letters?: 'standard' | 'wxf' }`.
   */
  fen(options: { readonly letters?: FenLetters } = {}): string {
    fenLetters(options, 'Position.fen');
    return formatFen(this.toSetup(), options);
  }

  /** A fresh low-level {@link Board} with this position, for engines. */
  toBoard(): Board {
    return this.b.clone();
  }

  /** 64-bit Zobrist key as a BigInt (the low-level board keeps two 32-bit halves). */
  get key(): bigint {
    // From the squares, as `Board` sets its key: a keyless board keeps none.
    const sq = this.b.squares;
    let hi = this.b.turn ? ZOBRIST_SIDE_HI : 0;
    let lo = this.b.turn ? ZOBRIST_SIDE_LO : 0;
    for (let s = 0; s < 90; s++) {
      const p = sq[s]!;
      if (p !== 0) {
        hi ^= ZOBRIST_HI[p * 90 + s]!;
        lo ^= ZOBRIST_LO[p * 90 + s]!;
      }
    }
    return (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);
  }

  /** The legal moves of the side to move, in generation order. */
  legalMoves(): Move[] {
    const n = this.b.generateLegal(scratch, 0);
    const out: Move[] = new Array(n);
    for (let i = 0; i < n; i++) out[i] = { from: scratch[i]! & 0xff, to: (scratch[i]! >> 8) & 0xff };
    return out;
  }

  /** The legal moves of the piece on `square` (empty when none, or when `square` is not 0..89). */
  legalMovesFrom(square: number): Move[] {
    return this.legalMoves().filter((m) => m.from === square);
  }

  /** True when `move` is legal here. Never throws, whatever `move` is. */
  isLegal(move: Move): boolean {
    if (!move) return false;
    // Each field read once: a getter that changes its answer is tested on what it said first.
    const from = move.from;
    const to = move.to;
    if (!isSquare(from) || !isSquare(to)) return false;
    return this.b.isLegal(from | (to << 8));
  }

  /**
   * Plays a legal move and returns the new position; this one is unchanged.
   * @throws RangeError when the move is not legal here (check with {@link isLegal}).
   */
  play(move: Move): Position {
    // Read once: a getter that changes its answer cannot play one move and record another.
    if (isRecord(move)) move = { from: move.from, to: move.to };
    if (!this.isLegal(move))
      throw new RangeError(
        `illegal move ${isRecord(move) ? `${describe(move.from)}-${describe(move.to)}` : describe(move)}`,
      );
    const next = this.b.clone();
    const capture = this.b.squares[move.to] !== 0;
    next.make(packMove(move.from, move.to));
    return new Position(next, capture ? 0 : this.halfmoves + 1, this.fullmoves + (this.b.turn === 1 ? 1 : 0));
  }

  /** True when `move` (assumed legal) captures; false for anything that is not a move. */
  isCapture(move: Move): boolean {
    return isRecord(move) && isSquare(move.to) && this.b.squares[move.to] !== 0;
  }

  /** True when the side to move is in check (Điều 6.1). */
  isCheck(): boolean {
    return this.b.inCheck();
  }

  /** Squares of the pieces giving check to the side to move (two for a double check). */
  checkers(): number[] {
    const k = this.b.kings[this.b.turn]!;
    return attackersOn(this.b.squares, k, this.b.turn ^ 1);
  }

  /**
   * Squares of the pieces of `color` (default: the side to move) that are pinned: taking one
   * off the board would let an enemy piece attack its king (including a cannon whose screen it
   * is and the other king on the file).
   * @throws RangeError when `color` is not `'red'` or `'black'`.
   */
  pinned(color: Color = this.turn): number[] {
    const c = colorIndex(color, 'Position.pinned');
    const board = this.b.clone();
    const k = board.kings[c]!;
    const before = new Set(attackersOn(board.squares, k, c ^ 1));
    const out: number[] = [];
    for (let s = 0; s < 90; s++) {
      const p = board.squares[s]!;
      if (p === 0 || p >> 3 !== c || s === k) continue;
      board.squares[s] = 0;
      if (attackersOn(board.squares, k, c ^ 1).some((a) => !before.has(a))) out.push(s);
      board.squares[s] = p;
    }
    return out;
  }

  /**
   * Squares of the pieces of `color` attacking `square` (see {@link attackersOf}); empty when
   * `square` is not 0..89.
   * @throws RangeError when `color` is not `'red'` or `'black'`.
   */
  attackers(square: number, color: Color): number[] {
    const c = colorIndex(color, 'Position.attackers');
    if (!isSquare(square)) return [];
    return attackersOn(this.b.squares, square, c);
  }

  /**
   * True when neither side has a piece that can cross the river (rook, horse, cannon or pawn):
   * no side can ever mate, a draw (Điều 7.2a).
   */
  isDeadPosition(): boolean {
    for (const p of this.b.squares) {
      const r = p & 7;
      if (r === ROOK || r === HORSE || r === CANNON || r === PAWN) return false;
    }
    return true;
  }

  /**
   * The outcome that the board alone decides, or `undefined` while play goes on: checkmate
   * (7.1a), no legal move (7.1b: a loss, not a draw), dead position (7.2a).
   */
  outcome(): Outcome | undefined {
    if (this.b.generateLegal(scratch, 0) === 0) {
      const loser = this.turn;
      const winner: Color = loser === 'red' ? 'black' : 'red';
      return this.isCheck()
        ? { winner, reason: 'checkmate', article: '7.1a', explanation: `${loser} is checkmated` }
        : {
            winner,
            reason: 'no-legal-moves',
            article: '7.1b',
            explanation: `${loser} has no legal move and loses`,
          };
    }
    if (this.isDeadPosition())
      return {
        winner: null,
        reason: 'dead-position',
        article: '7.2a',
        explanation: 'neither side has a piece that can cross the river',
      };
    return undefined;
  }
}

/** True for a position built by `Position` (it holds a built board), see {@link isBuiltBoard}. */
export function isBuiltPosition(x: unknown): boolean {
  return typeof x === 'object' && x !== null && isBuiltBoard((x as { b?: unknown }).b);
}

/**
 * `position`, when it is a {@link Position} built by it (see {@link isBuiltPosition}).
 * @throws TypeError otherwise.
 */
export function checkPosition(position: unknown, fn: string): Position {
  if (position instanceof Position && isBuiltPosition(position)) return position;
  throw wrong(TypeError, fn, 'not a Position', position);
}
