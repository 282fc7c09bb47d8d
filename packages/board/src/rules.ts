// The rules the board needs, on bare points with @xq/core's move generator (`legalMovesOn`) and
// its FEN reader and writer: the pieces, the side to move, the legal moves, check, a move played,
// the FEN. Not core's `Position` nor its `Board`: their setup rules, outcomes, keys and fast paths
// would stay in every app's bundle (chessground's board knows squares and pieces; an app that
// judges games has core's Position).
import {
  COLORS,
  type Color,
  formatFen,
  INITIAL_FEN,
  isSquare,
  legalMovesOn,
  type Move,
  type Piece,
  parseFen,
  type Result,
  ROLES,
} from '@xq/core';

/**
 * What the board asks of a position. Core's `Position` answers it too (the pure functions of
 * the board take either); the board's own is {@link readFen}'s.
 * @internal
 */
export interface Shown {
  /** The side to move. */
  readonly turn: Color;
  /** The 90 points (index = square). */
  readonly board: readonly (Piece | undefined)[];
  /** The piece on a square, `undefined` when empty or not a square. */
  piece(square: number): Piece | undefined;
  /** The square of a colour's king. */
  king(color: Color): number;
  /** The legal moves of the side to move. */
  legalMoves(): Move[];
  /** The legal moves of the piece on `square`. */
  legalMovesFrom(square: number): Move[];
  /** True when `move` is legal here. */
  isLegal(move: Move): boolean;
  /** True when the side to move is in check. */
  isCheck(): boolean;
  /** The position after a legal move. */
  play(move: Move): Shown;
  /** The FEN. */
  fen(): string;
}

/** The piece of each code of core's low-level board (`role | colour << 3`, role 1..7 in `ROLES` order). */
const PIECES: readonly (Piece | undefined)[] = Array.from({ length: 16 }, (_, code) =>
  code & 7 ? Object.freeze({ color: COLORS[code >> 3]!, role: ROLES[(code & 7) - 1]! }) : undefined,
);
const codeOf = (piece: Piece | undefined): number =>
  piece ? (ROLES.indexOf(piece.role) + 1) | (piece.color === 'black' ? 8 : 0) : 0;

/** A position on bare points, never changed: {@link play} answers a new one. */
class BoardPosition implements Shown {
  /** The legal moves and check, found once when first asked. */
  private found: { readonly moves: Move[]; readonly check: boolean } | undefined;

  constructor(
    private readonly points: Int8Array,
    private readonly side: number,
    private readonly halfmoves: number,
    private readonly fullmoves: number,
  ) {}

  private rules(): { readonly moves: Move[]; readonly check: boolean } {
    if (this.found === undefined) {
      const r = legalMovesOn(this.points, this.side);
      this.found = { moves: r.moves.map((m) => ({ from: m & 0xff, to: m >> 8 })), check: r.check };
    }
    return this.found;
  }

  get turn(): Color {
    return COLORS[this.side]!;
  }

  get board(): (Piece | undefined)[] {
    return Array.from(this.points, (c) => PIECES[c]);
  }

  piece(square: number): Piece | undefined {
    return isSquare(square) ? PIECES[this.points[square]!] : undefined;
  }

  king(color: Color): number {
    const code = 1 | (color === 'black' ? 8 : 0);
    return this.points.indexOf(code);
  }

  legalMoves(): Move[] {
    return this.rules().moves.map((m) => ({ ...m }));
  }

  legalMovesFrom(square: number): Move[] {
    return this.legalMoves().filter((m) => m.from === square);
  }

  isLegal(move: Move): boolean {
    return this.rules().moves.some((m) => m.from === move.from && m.to === move.to);
  }

  isCheck(): boolean {
    return this.rules().check;
  }

  play(move: Move): BoardPosition {
    if (!this.isLegal(move)) throw new RangeError(`illegal move ${move.from}-${move.to}`);
    const next = this.points.slice();
    const capture = next[move.to] !== 0;
    next[move.to] = next[move.from]!;
    next[move.from] = 0;
    return new BoardPosition(
      next,
      this.side ^ 1,
      capture ? 0 : this.halfmoves + 1,
      this.fullmoves + this.side,
    );
  }

  fen(): string {
    const { board, turn, halfmoves, fullmoves } = this;
    return formatFen({ board, turn, halfmoves, fullmoves });
  }
}

/** True when `square` is in the palace of colour `c` (0 red, 1 black): files d–f, ranks 0–2 or 7–9. */
const inPalace = (square: number, c: number): boolean =>
  square % 9 >= 3 && square % 9 <= 5 && (c ? square >= 63 : square < 27);

/** Why {@link readFen} refused a FEN: core's code for a FEN of a wrong form. @internal */
export interface FenRefusal {
  /** Core's code (`FEN_BAD_RANK`, …), for a FEN whose form is wrong. */
  readonly code?: string;
  /** What is wrong. */
  readonly message: string;
}

/**
 * Reads a FEN into a position the board can show and play: core's `parseFen` reads the form;
 * the board then needs one king a side, in its palace (Điều 4.3a), at most 16 pieces a side, and
 * the side that is not to move not in check (its king cannot be taken; kings facing each other
 * are refused so).
 * Pieces off their usual points (a diagram) are shown and move by their rules.
 * @returns the position or why not; never throws, whatever `fen` is.
 * @example readFen(INITIAL_FEN).ok // true
 * @internal
 */
export function readFen(fen: string): Result<Shown, FenRefusal> {
  const setup = parseFen(fen);
  if (!setup.ok) return setup;
  const { board, turn, halfmoves, fullmoves } = setup.value;
  const codes = board.map(codeOf);
  const side = turn === 'black' ? 1 : 0;
  let found: ReturnType<typeof legalMovesOn>;
  try {
    found = legalMovesOn(codes, side);
  } catch (thrown) {
    return { ok: false, error: { message: (thrown as Error).message } };
  }
  const kings = [codes.indexOf(1), codes.indexOf(9)];
  if (kings[0]! < 0 || kings[1]! < 0) return { ok: false, error: { message: 'each side needs its king' } };
  // A king outside its palace could be taken by an advisor, an elephant or the other king, which
  // core's move generator (for the law's positions) never looks for.
  if (!inPalace(kings[0]!, 0) || !inPalace(kings[1]!, 1))
    return { ok: false, error: { message: 'a king stands outside its palace' } };
  if (found.exposed) return { ok: false, error: { message: 'the side not to move is in check' } };
  return { ok: true, value: new BoardPosition(Int8Array.from(codes), side, halfmoves, fullmoves) };
}

/** The start position. @internal */
export const initialPosition = (): Shown => (readFen(INITIAL_FEN) as { value: Shown }).value;
