import {
  type Board,
  COLORS,
  type Color,
  isSquare,
  MAX_MOVES,
  type Move,
  type Piece,
  Position,
  ROLES,
} from '@xq/core';

const PIECES: (Piece | undefined)[] = Array.from({ length: 16 }, (_, code) =>
  (code & 7) === 0 ? undefined : Object.freeze({ color: COLORS[code >> 3]!, role: ROLES[(code & 7) - 1]! }),
);

/**
 * A mutable position for replaying records fast: one low-level board, moves made and unmade in
 * place, the legal moves generated once per ply. Internal: it has the shape of the parts of
 * {@link Position} the notations read.
 */
export class ReplayBoard {
  private readonly board: Board;
  /** The legal moves, generated when first needed (a view of one position often never needs them). */
  private buf = NO_MOVES;
  private count = -1;
  private readonly history: number[] = [];
  fullmoves: number;
  private readonly halfmoves: number[];

  constructor(start: Position) {
    this.board = start.toBoard();
    this.fullmoves = start.fullmoves;
    this.halfmoves = [start.halfmoves];
  }

  get turn(): Color {
    return this.board.turn === 0 ? 'red' : 'black';
  }

  piece(square: number): Piece | undefined {
    return PIECES[this.board.squares[square] ?? 0];
  }

  /** True when the move is legal here: the low-level board's rules for one move. */
  isLegal(move: Move): boolean {
    const { from, to } = move;
    return isSquare(from) && isSquare(to) && this.board.isLegal(from | (to << 8));
  }

  private generate(): void {
    if (this.buf.length === 0) this.buf = new Int32Array(MAX_MOVES);
    this.count = this.board.generateLegal(this.buf, 0);
  }

  legalMoves(): Move[] {
    if (this.count < 0) this.generate();
    return Array.from(this.buf.subarray(0, this.count), (m) => ({ from: m & 0xff, to: (m >> 8) & 0xff }));
  }

  /** Plays a move known to be legal. */
  make(move: Move): void {
    if (this.board.turn === 1) this.fullmoves++;
    const capture = this.board.squares[move.to] !== 0;
    this.halfmoves.push(capture ? 0 : this.halfmoves[this.halfmoves.length - 1]! + 1);
    this.board.make(move.from | (move.to << 8));
    this.history.push(move.from | (move.to << 8));
    this.count = -1;
  }

  /** Takes back the last move; returns it. */
  unmake(): Move | undefined {
    const m = this.history.pop();
    if (m === undefined) return undefined;
    this.board.unmake();
    this.halfmoves.pop();
    if (this.board.turn === 1) this.fullmoves--;
    this.count = -1;
    return { from: m & 0xff, to: (m >> 8) & 0xff };
  }

  /** An immutable copy. */
  position(): Position {
    const r = Position.fromBoard(
      this.board,
      this.halfmoves[this.halfmoves.length - 1],
      this.fullmoves,
      LENIENT,
    );
    // Unreachable: legal moves from a valid position keep every rule of the lenient setup.
    if (!r.ok) throw new RangeError(`a replayed position breaks a setup rule: ${r.error.message}`);
    return r.value;
  }

  fen(): string {
    return this.position().fen();
  }
}

const NO_MOVES = new Int32Array(0);
/** The replay starts from a valid position, lenient or strict: its successors keep the lenient rules. */
const LENIENT = { mode: 'lenient' } as const;
