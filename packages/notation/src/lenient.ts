import type { Move, Position, Result } from '@xq/core';
import { formatLegal, parseMove } from './move';
import { MOVE_ERROR_CODES, type MoveError, NOTATIONS, type Notation } from './notations';
import { moveError } from './selector';

/** Longer texts are no move in any notation (the longest, the long Vietnamese form, is ~30). */
const MAX_TEXT = 64;
const NO_OPTIONS = {};

/**
 * The text as people type it, folded: lower case, no diacritics (đ as d), no annotation
 * marks, one space between words and every sign of direction (`+ . = - /`) as one.
 */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/gu, 'd')
    .toLowerCase()
    .replace(/[!?]+$/u, '')
    .replace(/[+.=\-–−/]/gu, '~')
    .replace(/\s+/gu, ' ')
    .trim();
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
 * @returns the move with the notation it was read in (`folded` for a folded match), or a
 *   {@link MoveError}: `MOVE_AMBIGUOUS` with the candidates, else the strict reader's error.
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
  for (const m of position.legalMoves())
    for (const n of order)
      if (fold(formatLegal(position, m, n, NO_OPTIONS)) === key) {
        found.push(m);
        foundNotation = n;
        break;
      }
  if (found.length === 1)
    return { ok: true, value: { move: found[0]!, notation: foundNotation, folded: true } };
  if (found.length > 1)
    return moveError('MOVE_AMBIGUOUS', `${found.length} legal moves fit "${text}"`, text, position, found);
  return first!;
}

/** The most telling of the strict errors: ambiguous, then illegal, then malformed. */
const rank = (e: MoveError): number => MOVE_ERROR_CODES.indexOf(e.code);
