import { type Color, fileOf, type Move, type Piece, type Role, rankOf, type Square } from '@xq/core';

/** A file as its owner counts it, 1..9 from the mover's right. */
export const relFile = (color: Color, square: Square): number =>
  color === 'red' ? 9 - fileOf(square) : fileOf(square) + 1;

/** File index 0..8 of a relative file 1..9. */
export const fileIndex = (color: Color, rel: number): number => (color === 'red' ? 9 - rel : rel - 1);

/** How far a square is from its owner's back rank (0..9). */
export const advance = (color: Color, square: Square): number =>
  color === 'red' ? rankOf(square) : 9 - rankOf(square);

/** The three directions of the file notations. */
export type Direction = 'forward' | 'backward' | 'sideways';

/** Roles that move along lines: their straight moves are counted in steps. */
export const isStraight = (role: Role): boolean =>
  role === 'king' || role === 'rook' || role === 'cannon' || role === 'pawn';

/** Direction and value (steps or destination file) of a move of `role`, as the file notations write it. */
export function describe(
  color: Color,
  role: Role,
  from: Square,
  to: Square,
): { dir: Direction; value: number } {
  const d = advance(color, to) - advance(color, from);
  const dir: Direction = d > 0 ? 'forward' : d < 0 ? 'backward' : 'sideways';
  const value = dir !== 'sideways' && isStraight(role) ? Math.abs(d) : relFile(color, to);
  return { dir, value };
}

/** The destination of a piece on `from` moving in `dir` by `value`, or -1 when no such point. */
export function destination(color: Color, role: Role, from: Square, dir: Direction, value: number): Square {
  const f = fileOf(from);
  const r = rankOf(from);
  const up = color === 'red' ? 1 : -1;
  if (dir === 'sideways') {
    if (!isStraight(role)) return -1;
    const tf = fileIndex(color, value);
    return tf === f ? -1 : tf + 9 * r;
  }
  const sign = dir === 'forward' ? up : -up;
  if (isStraight(role)) {
    const tr = r + sign * value;
    return tr < 0 || tr > 9 ? -1 : f + 9 * tr;
  }
  const tf = fileIndex(color, value);
  const df = Math.abs(tf - f);
  let dr = 0;
  if (role === 'horse') dr = df === 1 ? 2 : df === 2 ? 1 : 0;
  else if (role === 'advisor') dr = df === 1 ? 1 : 0;
  else if (role === 'elephant') dr = df === 2 ? 2 : 0;
  if (dr === 0) return -1;
  const tr = r + sign * dr;
  return tr < 0 || tr > 9 ? -1 : tf + 9 * tr;
}

/** Squares of the pieces of one colour and role on a file index, front (most advanced) first. */
export function onFile(pos: PositionView, color: Color, role: Role, file: number): Square[] {
  const out: Square[] = [];
  for (let r = 0; r < 10; r++) {
    const sq = file + 9 * r;
    const p = pos.piece(sq);
    if (p !== undefined && p.color === color && p.role === role) out.push(sq);
  }
  return color === 'red' ? out.reverse() : out;
}

/** How many pieces of one colour and role stand on a file index (what {@link onFile} lists). */
export function countOnFile(pos: PositionView, color: Color, role: Role, file: number): number {
  let n = 0;
  for (let sq = file; sq < 90; sq += 9) {
    const p = pos.piece(sq);
    if (p !== undefined && p.color === color && p.role === role) n++;
  }
  return n;
}

/**
 * Files (relative numbers, ascending = from the mover's right) holding two or more pieces of one
 * colour and role, each with its squares front first.
 */
export function tandemFiles(
  pos: PositionView,
  color: Color,
  role: Role,
): { rel: number; squares: Square[] }[] {
  const out: { rel: number; squares: Square[] }[] = [];
  for (let rel = 1; rel <= 9; rel++) {
    const squares = onFile(pos, color, role, fileIndex(color, rel));
    if (squares.length >= 2) out.push({ rel, squares });
  }
  return out;
}

/** Trims a move text and drops trailing annotations (`!`, `?`, `+`, `#`) after its last digit. */
export function stripAnnotations(text: string): string {
  const t = text.length > 64 ? '' : text.trim();
  const m = /^(.*\d)[!?#+]*$/su.exec(t);
  return m ? m[1]! : t;
}

/** What the notations read of a position (a {@link Position} has it). */
export interface PositionView {
  readonly turn: Color;
  readonly fullmoves: number;
  piece(square: number): Piece | undefined;
  isLegal(move: Move): boolean;
  fen(): string;
}
