import { FILE_NAMES, isSquare, type Move, type MoveTextError, type Result, type Square } from '@xq/core';
import { shown } from './game-check';

// Fairy-Stockfish (https://github.com/fairy-stockfish/Fairy-Stockfish) and its WebAssembly build
// ffish name a Xiangqi point by its file `a`..`i` and its rank counted from 1: red's king stands
// on `e1`, black's on `e10`. The ICCS names of `@xq/core` count ranks from 0 (`e0`, `e9`).

/** The longest move text read, spaces around it included (as `parseUci` of `@xq/core`). */
const MAX_MOVE_TEXT = 100;

/**
 * Fairy-Stockfish/ffish square name: ranks numbered 1..10 (`e1` is red's king).
 * @throws RangeError when `square` is not an integer 0..89.
 */
export function fsfSquareName(square: Square): string {
  if (!isSquare(square)) throw new RangeError(`fsfSquareName: not a square: ${shown(square)}`);
  return FILE_NAMES[square % 9]! + (((square / 9) | 0) + 1);
}

/**
 * Writes a move in Fairy-Stockfish coordinates (ranks 1..10): `h3e3`. Only the squares are
 * written; legality is not checked (see {@link formatMove} with `'fsf'` for a legal move).
 * @throws TypeError when `move` is not an object; RangeError when a square is not 0..89.
 * @example formatFsfMove({ from: 25, to: 22 }) // 'h3e3'
 * @category Notation
 */
export function formatFsfMove(move: Move): string {
  if (typeof move !== 'object' || move === null || Array.isArray(move))
    throw new TypeError(`formatFsfMove: a move is { from, to }, not ${shown(move)}`);
  return fsfSquareName(move.from) + fsfSquareName(move.to);
}

/**
 * Reads a move in Fairy-Stockfish coordinates (ranks 1..10): `h3e3`, `a10a9`. Only the form is
 * checked, not legality (see {@link parseMove} with `'fsf'` for that).
 * @returns the move, or `MOVE_MALFORMED` for anything else (never throws, whatever `text` is).
 * @example parseFsfMove('h3e3') // { ok: true, value: { from: 25, to: 22 } }
 * @category Notation
 */
export function parseFsfMove(text: string): Result<Move, MoveTextError> {
  const m =
    typeof text === 'string' && text.length <= MAX_MOVE_TEXT
      ? /^\s*([a-i])(10|[1-9])([a-i])(10|[1-9])\s*$/.exec(text)
      : null;
  if (!m)
    return {
      ok: false,
      error: { code: 'MOVE_MALFORMED', message: `not a Fairy-Stockfish move: ${shown(text)}` },
    };
  const from = FILE_NAMES.indexOf(m[1]!) + 9 * (Number(m[2]) - 1);
  const to = FILE_NAMES.indexOf(m[3]!) + 9 * (Number(m[4]) - 1);
  return { ok: true, value: { from, to } };
}
