import type { Color, Move, Role, Square } from '@xq/core';
import type { MoveError } from './notations';
import {
  countOnFile,
  type Direction,
  describe,
  destination,
  fileIndex,
  onFile,
  type PositionView,
  relFile,
  tandemFiles,
} from './relative';

/** Which piece a file-notation move names. */
export type Selector =
  | { readonly kind: 'file'; readonly file: number }
  | {
      readonly kind: 'pos';
      readonly pos: 'front' | 'rear' | 'middle' | 'first' | 'last';
      readonly file?: number;
    }
  | { readonly kind: 'ordinal'; readonly index: number; readonly file?: number };

/** The selector of each relative file 1..9 (index 0 unused), shared: selectors are never changed. */
const FILE_SELECTORS: readonly Selector[] = Array.from({ length: 10 }, (_, file) =>
  Object.freeze({ kind: 'file', file } as const),
);

/**
 * How a family of notations numbers tandem pieces: `wxf` (the WXF page: with 4–5 pawns `+`/`-`
 * are the second and the second-last, a plain file digit on a file of 3 or 5 is the middle pawn),
 * `vi` (this library's Vietnamese convention, the same as WXF but a plain digit is any pawn),
 * `chinese` (前 is the first, 後 the last).
 */
export type TandemStyle = 'wxf' | 'vi' | 'chinese';

/** A file-notation move as read, before it is matched against the position. */
export interface FileToken {
  readonly role: Role;
  /** Readings of the piece, in order of preference. */
  readonly selectors: readonly Selector[];
  readonly dir: Direction;
  readonly value: number;
}

function pick(
  squares: readonly Square[],
  pos: 'front' | 'rear' | 'middle' | 'first' | 'last',
  style: TandemStyle,
) {
  const n = squares.length;
  if (n < 2) return [];
  const wide = style !== 'chinese' && n >= 4;
  switch (pos) {
    case 'first':
      return [squares[0]!];
    case 'last':
      return [squares[n - 1]!];
    case 'front':
      return [squares[wide ? 1 : 0]!];
    case 'rear':
      return [squares[wide ? n - 2 : n - 1]!];
    default:
      return n % 2 === 1 ? [squares[(n - 1) / 2]!] : [];
  }
}

/** Pieces of all files with two or more, files from the mover's right, each front to back. */
function across(pos: PositionView, color: Color, role: Role): Square[] {
  return tandemFiles(pos, color, role).flatMap((g) => g.squares);
}

/** Candidate squares for one selector, as tiers in order of preference. */
function candidates(
  pos: PositionView,
  color: Color,
  role: Role,
  sel: Selector,
  style: TandemStyle,
): Square[][] {
  if (sel.kind === 'file') {
    const all = onFile(pos, color, role, fileIndex(color, sel.file));
    if (style === 'wxf' && role === 'pawn' && (all.length === 3 || all.length === 5))
      return [[all[(all.length - 1) / 2]!], all];
    return [all];
  }
  if (sel.kind === 'pos') {
    if (sel.file !== undefined)
      return [pick(onFile(pos, color, role, fileIndex(color, sel.file)), sel.pos, style)];
    return [tandemFiles(pos, color, role).flatMap((g) => pick(g.squares, sel.pos, style))];
  }
  const list =
    sel.file !== undefined ? onFile(pos, color, role, fileIndex(color, sel.file)) : across(pos, color, role);
  const sq = list[sel.index - 1];
  return [sq === undefined ? [] : [sq]];
}

const clip = (text: string): string => (text.length > 100 ? `${text.slice(0, 100)}…` : text);

/** What a reader answers for one move's text: the legal move it names, or why none. */
type MoveAnswer = { ok: true; value: Move } | { ok: false; error: MoveError };

/** Builds a {@link MoveError}. */
export function moveError(
  code: MoveError['code'],
  message: string,
  text: string,
  pos: PositionView,
  candidatesList?: readonly Move[],
): { ok: false; error: MoveError } {
  const error: MoveError = { code, message, text: clip(String(text)), fen: pos.fen() };
  return { ok: false, error: candidatesList ? { ...error, candidates: candidatesList } : error };
}

/**
 * Matches the plain form (a role, a file, a direction and a value) against the legal moves:
 * what {@link resolveToken} does for a token with one `file` selector, without building it.
 */
export function resolvePlain(
  pos: PositionView,
  role: Role,
  relative: number,
  dir: Direction,
  value: number,
  style: TandemStyle,
  text: string,
): MoveAnswer {
  const color = pos.turn;
  const file = fileIndex(color, relative);
  let step = 9;
  let sq = file;
  if (style === 'wxf' && role === 'pawn') {
    // WXF reads a plain digit on a file of 3 or 5 pawns as the middle one first (see
    // `candidates`); otherwise all of them, front first, as `onFile` lists them.
    const n = countOnFile(pos, color, role, file);
    if (n === 3 || n === 5)
      return resolveToken(pos, { role, selectors: [FILE_SELECTORS[relative]!], dir, value }, style, text);
    if (color === 'red') {
      step = -9;
      sq = file + 81;
    }
  }
  // The pieces of that role on that file.
  const fits = new Fits();
  for (let k = 0; k < 10; k++, sq += step) {
    const p = pos.piece(sq);
    if (p === undefined || p.color !== color || p.role !== role) continue;
    fits.add(pos, sq, destination(color, role, sq, dir, value));
  }
  return fits.answer(pos, text) ?? moveError('MOVE_ILLEGAL', `no legal move fits "${clip(text)}"`, text, pos);
}

/** The legal moves that fit one reading of a move's text, gathered one candidate at a time. */
class Fits {
  private found: Move | undefined;
  private more: Move[] | undefined;

  /** Counts the move from `from` to `to` when `to` is a point (not -1) and the move is legal. */
  add(pos: PositionView, from: number, to: number): void {
    if (to < 0) return;
    const move = { from, to };
    if (!pos.isLegal(move)) return;
    if (this.found === undefined) this.found = move;
    else (this.more ??= [this.found]).push(move);
  }

  /** The one move that fits, MOVE_AMBIGUOUS when several do, undefined when none does. */
  answer(
    pos: PositionView,
    text: string,
  ): { ok: true; value: Move } | { ok: false; error: MoveError } | undefined {
    const more = this.more;
    if (more)
      return moveError('MOVE_AMBIGUOUS', `${more.length} legal moves fit "${clip(text)}"`, text, pos, more);
    return this.found === undefined ? undefined : { ok: true, value: this.found };
  }
}

/** Matches a token against the legal moves: the first reading that fits decides. */
export function resolveToken(
  pos: PositionView,
  token: FileToken,
  style: TandemStyle,
  text: string,
): MoveAnswer {
  const color = pos.turn;
  const first = token.selectors[0]!;
  if (first.kind === 'file' && token.selectors.length === 1 && !(style === 'wxf' && token.role === 'pawn'))
    // The plain form, most moves of real records.
    return resolvePlain(pos, token.role, first.file, token.dir, token.value, style, text);
  for (const sel of token.selectors) {
    for (const tier of candidates(pos, color, token.role, sel, style)) {
      const fits = new Fits();
      for (const from of tier)
        fits.add(pos, from, destination(color, token.role, from, token.dir, token.value));
      const answer = fits.answer(pos, text);
      if (answer) return answer;
    }
  }
  return moveError('MOVE_ILLEGAL', `no legal move fits "${clip(text)}"`, text, pos);
}

/**
 * The selector a writer uses for the piece on `from` (assumed to be the mover's), in a style.
 * Advisors and elephants get front/rear marks only when the plain form would be ambiguous
 * (possible only in lenient set-ups).
 */
export function writerSelector(pos: PositionView, move: Move, role: Role, style: TandemStyle): Selector {
  const color = pos.turn;
  const file = relFile(color, move.from);
  // Most moves: the only piece of its kind on its file.
  if (countOnFile(pos, color, role, fileIndex(color, file)) < 2) return FILE_SELECTORS[file]!;
  const mine = onFile(pos, color, role, fileIndex(color, file));
  const idx = mine.indexOf(move.from);
  if (role === 'advisor' || role === 'elephant' || role === 'king') {
    const { dir, value } = describe(color, role, move.from, move.to);
    const clash = mine.some((sq) => {
      if (sq === move.from) return false;
      const to = destination(color, role, sq, dir, value);
      return to >= 0 && pos.isLegal({ from: sq, to });
    });
    if (!clash) return { kind: 'file', file };
    return { kind: 'pos', pos: idx === 0 ? 'front' : 'rear' };
  }
  if (role !== 'pawn') return { kind: 'pos', pos: idx === 0 ? 'front' : 'rear' };
  const groups = tandemFiles(pos, color, role);
  const n = mine.length;
  if (style === 'chinese') {
    const counted = groups.reduce((s, g) => s + g.squares.length, 0);
    if (counted <= 3) return { kind: 'pos', pos: idx === 0 ? 'front' : idx === n - 1 ? 'rear' : 'middle' };
    return { kind: 'ordinal', index: across(pos, color, role).indexOf(move.from) + 1 };
  }
  const withFile = groups.length > 1 ? file : undefined;
  const labels: Record<number, readonly ('front' | 'rear' | 'middle' | 'first' | 'last')[]> = {
    2: ['front', 'rear'],
    3: ['front', 'middle', 'rear'],
    4: ['first', 'front', 'rear', 'last'],
    5: ['first', 'front', 'middle', 'rear', 'last'],
  };
  const label = labels[n]![idx]!;
  if (label === 'middle' && style === 'wxf' && withFile === undefined) return { kind: 'file', file };
  return withFile === undefined ? { kind: 'pos', pos: label } : { kind: 'pos', pos: label, file: withFile };
}
