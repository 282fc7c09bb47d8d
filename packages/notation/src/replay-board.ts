import { type Board, COLORS, type Color, MAX_MOVES, type Move, type Piece, Position, ROLES } from '@xq/core';

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

  /** True when every advisor, elephant and pawn stands where the law allows: the fast check is exact. */
  private readonly usual: boolean;

  constructor(start: Position) {
    this.board = start.toBoard();
    this.usual = usualPlacement(this.board.squares);
    this.fullmoves = start.fullmoves;
    this.halfmoves = [start.halfmoves];
  }

  get turn(): Color {
    return this.board.turn === 0 ? 'red' : 'black';
  }

  piece(square: number): Piece | undefined {
    return PIECES[this.board.squares[square] ?? 0];
  }

  isLegal(move: Move): boolean {
    if (this.usual) return this.quickLegal(move.from, move.to);
    if (this.count < 0) this.generate();
    const packed = move.from | (move.to << 8);
    for (let i = 0; i < this.count; i++) if (this.buf[i] === packed) return true;
    return false;
  }

  private generate(): void {
    if (this.buf.length === 0) this.buf = new Int32Array(MAX_MOVES);
    this.count = this.board.generateLegal(this.buf, 0);
  }

  private quickLegal(from: number, to: number): boolean {
    const sq = this.board.squares;
    if (!(from >= 0 && from < 90 && to >= 0 && to < 90) || from !== (from | 0) || to !== (to | 0))
      return false;
    const p = sq[from]!;
    const color = this.board.turn;
    if (p === 0 || p >> 3 !== color) return false;
    const t = sq[to]!;
    if (t !== 0 && t >> 3 === color) return false;
    return pseudoLegal(sq, p, from, to) && this.board.leavesKingSafe(from, to);
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
    return Position.fromBoard(this.board, this.halfmoves[this.halfmoves.length - 1], this.fullmoves);
  }

  fen(): string {
    return this.position().fen();
  }
}

const ADVISOR_POINTS = new Set([3, 5, 13, 21, 23]);
const ELEPHANT_POINTS = new Set([2, 6, 18, 22, 26, 38, 42]);

/** Advisors, elephants and pawns on the points the law's set-up rules allow. */
function usualPlacement(sq: Int8Array): boolean {
  for (let s = 0; s < 90; s++) {
    const p = sq[s]!;
    const role = p & 7;
    if (role !== 2 && role !== 3 && role !== 7) continue;
    const own = p >> 3 === 0 ? s : (s % 9) + 9 * (9 - ((s / 9) | 0));
    const rank = (own / 9) | 0;
    if (role === 2 && !ADVISOR_POINTS.has(own)) return false;
    if (role === 3 && !ELEPHANT_POINTS.has(own)) return false;
    if (role === 7 && (rank < 3 || (rank < 5 && (own % 9) % 2 === 1))) return false;
  }
  return true;
}

const inPalace = (color: number, file: number, rank: number): boolean =>
  file >= 3 && file <= 5 && (color === 0 ? rank <= 2 : rank >= 7);

/** Pieces strictly between two squares of one file or rank. */
function between(sq: Int8Array, from: number, to: number, step: number): number {
  let n = 0;
  for (let s = from + step; s !== to; s += step) if (sq[s] !== 0) n++;
  return n;
}

/** The piece rules of Điều 4 for one move (the king's safety is checked apart). */
function pseudoLegal(sq: Int8Array, p: number, from: number, to: number): boolean {
  const color = p >> 3;
  const ff = from % 9;
  const fr = (from / 9) | 0;
  const tf = to % 9;
  const tr = (to / 9) | 0;
  const df = tf - ff;
  const dr = tr - fr;
  const adf = Math.abs(df);
  const adr = Math.abs(dr);
  switch (p & 7) {
    case 1:
      return adf + adr === 1 && inPalace(color, tf, tr);
    case 2:
      return adf === 1 && adr === 1 && inPalace(color, tf, tr);
    case 3:
      return adf === 2 && adr === 2 && sq[(from + to) / 2] === 0 && (color === 0 ? tr <= 4 : tr >= 5);
    case 4:
      if (adf === 1 && adr === 2) return sq[from + 9 * Math.sign(dr)] === 0;
      if (adf === 2 && adr === 1) return sq[from + Math.sign(df)] === 0;
      return false;
    case 5:
    case 6: {
      if ((df === 0) === (dr === 0)) return false;
      const n = between(sq, from, to, df === 0 ? 9 * Math.sign(dr) : Math.sign(df));
      return (p & 7) === 5 || sq[to] === 0 ? n === 0 : n === 1;
    }
    default: {
      const forward = color === 0 ? 1 : -1;
      if (df === 0) return dr === forward;
      return adf === 1 && dr === 0 && (color === 0 ? fr >= 5 : fr <= 4);
    }
  }
}

const NO_MOVES = new Int32Array(0);
