import type { Move, Position, Result } from '@xq/core';
import { formatLegal, parseMove, readMove } from './move';
import { MOVE_ERROR_CODES, type MoveError, NOTATIONS, type Notation } from './notations';
import type { ReplayBoard } from './replay-board';
import { moveError } from './selector';

/** Longer texts are no move in any notation (the longest, the long Vietnamese form, is ~30). */
const MAX_TEXT = 64;
const NO_OPTIONS = {};

/** Lower case, no diacritics (đ as d), no annotation marks, spaces trimmed: signs kept. */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/gu, 'd')
    .toLowerCase()
    .replace(/[!?]+$/u, '')
    .trim();
}

/**
 * The text as people type it, folded: {@link plain}, without spaces, and every sign of direction
 * (`+ . = - /`) as one.
 */
const fold = (text: string): string =>
  plain(text)
    .replace(/[+.=\-–−/]/gu, '~')
    .replace(/\s+/gu, '');

// A Vietnamese move as players type it: a piece (word or letter), a file or a position word
// (or its letter), a direction (word or sign, Vietnamese or Asian), a digit; spaces anywhere.
const TYPED =
  /^(tuong|soai|tg|si|sy|voi|ma|xe|xa|phao|tot|binh|chot|[tsvmxpbc])\s*(?:([1-9])|(truoc|sau|giua|dau|cuoi|tt|ss|[tsg])\s*([1-9])?)\s*(tien|tan|thoai|binh|[./\-–−+=])\s*([1-9])$/u;
const PIECE_WORDS: Readonly<Record<string, readonly string[]>> = {
  tuong: ['tướng', 'tượng'],
  soai: ['tướng'],
  tg: ['tướng'],
  si: ['sĩ'],
  sy: ['sĩ'],
  s: ['sĩ'],
  voi: ['tượng'],
  v: ['tượng'],
  t: ['tượng'],
  ma: ['mã'],
  m: ['mã'],
  xe: ['xe'],
  xa: ['xe'],
  x: ['xe'],
  phao: ['pháo'],
  p: ['pháo'],
  tot: ['tốt'],
  binh: ['tốt'],
  chot: ['tốt'],
  b: ['tốt'],
  c: ['tốt'],
};
const MARK_WORDS: Readonly<Record<string, string>> = {
  truoc: 'trước',
  t: 'trước',
  sau: 'sau',
  s: 'sau',
  giua: 'giữa',
  g: 'giữa',
  dau: 'đầu',
  tt: 'đầu',
  cuoi: 'cuối',
  ss: 'cuối',
};
const DIRECTION_WORDS: Readonly<Record<string, readonly string[]>> = {
  tien: ['tiến'],
  tan: ['tiến'],
  '+': ['tiến'],
  thoai: ['thoái'],
  '/': ['thoái'],
  binh: ['bình'],
  '-': ['bình'],
  '–': ['bình'],
  '−': ['bình'],
  '=': ['bình'],
  '.': ['tiến', 'thoái'], // forward in the Vietnamese signs, backward in the Asian ones
};

/**
 * The legal moves a Vietnamese move typed loosely may mean (`P 2-5`, `xe1.1`, `chot 7 tien 1`),
 * each reading written out in the long form and read strictly; `roles` is set when the text
 * named a piece, to list its moves when nothing fits.
 */
function typedVietnamese(position: Position, text: string, out: Move[]): Notation | undefined {
  const m = TYPED.exec(plain(text));
  if (m === null) return undefined;
  const which = m[2] ?? (m[4] === undefined ? MARK_WORDS[m[3]!]! : `${MARK_WORDS[m[3]!]!} ${m[4]}`);
  for (const piece of PIECE_WORDS[m[1]!]!)
    for (const dir of DIRECTION_WORDS[m[5]!]!) {
      const r = readMove(position, `${piece} ${which} ${dir} ${m[6]}`, 'vi-long');
      if (r.ok && !out.some((x) => x.from === r.value.from && x.to === r.value.to)) out.push(r.value);
    }
  return m[5]!.length > 1 ? 'vi-long' : m[5] === '+' || m[5] === '=' ? 'asian' : 'vi';
}

/**
 * @internal A move of a record: the strict reader, else, for a text it cannot read
 * (`MOVE_MALFORMED`), {@link parseMoveLenient} in the same notation (a record detected as read
 * leniently reads as it was detected); the strict error when neither reads it.
 */
export function readRecordMove(
  board: ReplayBoard,
  text: string,
  notation: Notation,
): Result<Move, MoveError> {
  const strict = readMove(board, text, notation);
  // A move the strict reader reads but finds illegal keeps that meaning: only a text it cannot
  // read at all is read leniently.
  if (
    strict.ok ||
    strict.error.code !== 'MOVE_MALFORMED' ||
    typeof text !== 'string' ||
    text.length > MAX_TEXT
  )
    return strict;
  const lenient = parseMoveLenient(board.position(), text, notation);
  return lenient.ok ? { ok: true, value: lenient.value.move } : strict;
}

/** A move read by {@link parseMoveLenient}. @category Notation */
export interface LenientMove {
  /** The legal move. */
  readonly move: Move;
  /** The notation whose reader (or, folded, whose writer) it matched. */
  readonly notation: Notation;
  /** True when only the folded text matched (case, diacritics, signs), not a strict reader. */
  readonly folded: boolean;
}

/**
 * Reads a move the way people write it, in any notation: the strict readers first (`notation`
 * when given, else every notation, UCCI first), then, when none reads it, the text folded (case,
 * missing diacritics, the long Vietnamese form, mixed signs `+ . = - /`) and matched against the
 * legal moves written in every notation. UCCI (`h2e2`) is read first; a text that one strict
 * reader reads keeps that meaning; a text that two strict readers read as different legal
 * moves, or a folded text that fits two legal moves, is refused with both as candidates.
 *
 * Vietnamese moves are also read as players type them: a piece word or letter, spaces anywhere,
 * a sign or a direction word, with or without diacritics (`P 2-5`, `xe1.1`, `chot 7 tien 1`).
 *
 * @returns the move with the notation it was read in (`folded` for a folded match), or a
 *   {@link MoveError}: `MOVE_AMBIGUOUS` with the candidates; for a text no notation reads,
 *   `MOVE_MALFORMED` saying it is "not a move in any notation", with every legal move as
 *   `candidates`; else the strict reader's error (`MOVE_ILLEGAL` for a move that reads but is
 *   not legal here).
 * @throws TypeError when `position` is not a Position or `notation` is given and not one of
 *   {@link NOTATIONS} (as {@link parseMove}).
 * @example
 * const pos = Position.initial();
 * parseMoveLenient(pos, 'phao 2 binh 5').ok; // true: { from: 25, to: 22 }
 * parseMoveLenient(pos, 'p2+5').ok; // false: MOVE_ILLEGAL, no cannon goes forward to 5
 * @category Notation
 */
export function parseMoveLenient(
  position: Position,
  text: string,
  notation?: Notation,
): Result<LenientMove, MoveError> {
  const order: readonly Notation[] =
    notation === undefined ? ['ucci', ...NOTATIONS.filter((n) => n !== 'ucci')] : [notation];
  let first: { ok: false; error: MoveError } | undefined;
  const strict: Move[] = [];
  let strictNotation: Notation | undefined;
  for (const n of order) {
    const r = parseMove(position, text, n);
    if (r.ok && n === 'ucci') return { ok: true, value: { move: r.value, notation: n, folded: false } };
    if (r.ok) {
      if (!strict.some((m) => m.from === r.value.from && m.to === r.value.to)) strict.push(r.value);
      strictNotation ??= n;
    } else if (first === undefined || rank(r.error) > rank(first.error)) first = r;
  }
  if (strict.length === 1)
    return { ok: true, value: { move: strict[0]!, notation: strictNotation!, folded: false } };
  if (strict.length > 1)
    return moveError(
      'MOVE_AMBIGUOUS',
      `${strict.length} readings of "${text}" are legal`,
      text,
      position,
      strict,
    );
  if (typeof text !== 'string' || text.length > MAX_TEXT) return first!;
  const key = fold(text);
  const found: Move[] = [];
  let foundNotation: Notation = order[0]!;
  const legal = position.legalMoves();
  for (const m of legal)
    for (const n of order)
      if (fold(formatLegal(position, m, n, NO_OPTIONS)) === key) {
        found.push(m);
        foundNotation = n;
        break;
      }
  const vietnamese = order.some((n) => n === 'vi' || n === 'vi-long' || n === 'asian');
  const typed: Move[] = [];
  const named = vietnamese ? typedVietnamese(position, text, typed) : undefined;
  for (const m of typed)
    if (!found.some((x) => x.from === m.from && x.to === m.to)) {
      if (found.length === 0) foundNotation = notation ?? named!;
      found.push(m);
    }
  if (found.length === 1)
    return { ok: true, value: { move: found[0]!, notation: foundNotation, folded: true } };
  if (found.length > 1)
    return moveError('MOVE_AMBIGUOUS', `${found.length} legal moves fit "${text}"`, text, position, found);
  if (first!.error.code !== 'MOVE_MALFORMED') return first!;
  const some = legal
    .slice(0, 6)
    .map((m) => formatLegal(position, m, notation ?? 'vi', NO_OPTIONS))
    .join(', ');
  if (named !== undefined)
    return moveError(
      'MOVE_ILLEGAL',
      `"${text}" reads as a Vietnamese move, but no legal move fits it; legal here: ${some}${legal.length > 6 ? ', …' : ''}`,
      text,
      position,
      legal,
    );
  // Nothing reads it: say so, with the legal moves to choose from.
  return moveError(
    'MOVE_MALFORMED',
    `"${text}" is not a move in any notation${notation === undefined ? '' : ` (${notation})`}; legal here: ${some}${legal.length > 6 ? ', …' : ''}`,
    text,
    position,
    legal,
  );
}

/** The most telling of the strict errors: ambiguous, then illegal, then malformed. */
const rank = (e: MoveError): number => MOVE_ERROR_CODES.indexOf(e.code);
