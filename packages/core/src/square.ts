import { describe, isRecord, wrong } from './args';
import type { Move, Result, Square } from './types';

/** Files `a`..`i`, from red's left. @category Squares */
export const FILE_NAMES = 'abcdefghi';

/**
 * File index 0..8 of a square.
 * @throws RangeError when `square` is not an integer 0..89.
 * @example fileOf(4) // 4
 * @category Squares
 */
export function fileOf(square: Square): number {
  if (!isSquare(square)) throw new RangeError(`fileOf: not a square: ${describe(square)}`);
  return square % 9;
}

/**
 * Rank index 0..9 of a square (0 = red's back rank).
 * @throws RangeError when `square` is not an integer 0..89.
 * @example rankOf(89) // 9
 * @category Squares
 */
export function rankOf(square: Square): number {
  if (!isSquare(square)) throw new RangeError(`rankOf: not a square: ${describe(square)}`);
  return (square / 9) | 0;
}

/**
 * The square of a file and rank, or -1 when they are not an integer file 0..8 and rank 0..9
 * (off the board, fractional, NaN, or not numbers at all).
 * @example squareAt(4, 0) // 4
 * @category Squares
 */
export function squareAt(file: number, rank: number): Square {
  return Number.isInteger(file) && Number.isInteger(rank) && file >= 0 && file < 9 && rank >= 0 && rank < 10
    ? file + 9 * rank
    : -1;
}

/** True for an integer 0..89. @category Squares */
export function isSquare(value: unknown): value is Square {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 90;
}

/**
 * ICCS name of a square (`a0`..`i9`).
 * @throws RangeError when `square` is not an integer 0..89.
 * @example squareName(4) // 'e0'
 * @category Squares
 */
export function squareName(square: Square): string {
  if (!isSquare(square)) throw new RangeError(`not a square: ${describe(square)}`);
  return FILE_NAMES[square % 9]! + ((square / 9) | 0);
}

/**
 * Reads an ICCS square name (`a0`..`i9`, case-insensitive); `undefined` when it is not one.
 * @example parseSquare('e0') // 4
 * @category Squares
 */
export function parseSquare(name: string): Square | undefined {
  if (typeof name !== 'string' || name.length !== 2) return undefined;
  const file = FILE_NAMES.indexOf(name[0]!.toLowerCase());
  const rank = name.charCodeAt(1) - 48;
  if (file < 0 || rank < 0 || rank > 9) return undefined;
  return file + 9 * rank;
}

/** The longest move text read, spaces around it included. */
const MAX_MOVE_TEXT = 100;

/**
 * Error of {@link parseUci} (and of `parseFsfMove` in `@xq/notation`, which reads
 * Fairy-Stockfish's coordinates).
 * @category Squares
 */
export interface MoveTextError {
  /** The text is not a move of that form. */
  readonly code: 'MOVE_MALFORMED';
  /** The same for a person. */
  readonly message: string;
}

/** The move's squares, or a TypeError when it is not a `{ from, to }` object. */
function checkMove(move: Move, fn: string): Move {
  if (!isRecord(move)) throw wrong(TypeError, fn, 'a move is { from, to }', move);
  return move;
}

/**
 * Writes a move as UCCI/ICCS lower-case coordinates (`h2e2`).
 * @throws TypeError when `move` is not an object; RangeError when a square is out of range.
 * @example formatUci({ from: 7 + 18, to: 4 + 18 }) // 'h2e2'
 * @category Squares
 */
export function formatUci(move: Move): string {
  checkMove(move, 'formatUci');
  return squareName(move.from) + squareName(move.to);
}

/**
 * Reads UCCI (`h2e2`) or ICCS (`H2-E2`) coordinates. Only the form is checked, not legality.
 * @example parseUci('h2e2') // { ok: true, value: { from: 25, to: 22 } }
 * @category Squares
 */
export function parseUci(text: string): Result<Move, MoveTextError> {
  // A move is a few characters: longer text is refused before any pattern runs.
  const m =
    typeof text === 'string' && text.length <= MAX_MOVE_TEXT
      ? /^\s*([a-iA-I][0-9])-?([a-iA-I][0-9])\s*$/.exec(text)
      : null;
  if (!m)
    return {
      ok: false,
      error: { code: 'MOVE_MALFORMED', message: `not a coordinate move: ${describe(text)}` },
    };
  return { ok: true, value: { from: parseSquare(m[1]!)!, to: parseSquare(m[2]!)! } };
}
