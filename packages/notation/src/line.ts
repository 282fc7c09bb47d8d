import { type Color, type Move, Position, type Result } from '@xq/core';
import { checkNotation, checkOptions, checkPosition, checkText } from './game-check';
import { readRecordMove } from './lenient';
import { lexMovetext, lineColumn, unclosedMessage } from './lexer';
import { formatLegal, formatMove, readMove } from './move';
import type { FormatOptions, MoveError, Notation } from './notations';
import type { PositionView } from './relative';
import { ReplayBoard } from './replay-board';
import { moveError } from './selector';

/**
 * A move of a line that could not be read: the {@link MoveError} plus where it stands.
 * @example
 * const e: LineError = { code: 'MOVE_ILLEGAL', message: '…', text: 'X1.9', fen: '…', ply: 3, moveNumber: 2, side: 'red' };
 * @category Lines
 */
export interface LineError extends MoveError {
  /** 1-based index of the move in the line. */
  readonly ply: number;
  /** The move number as a scoresheet counts it. */
  readonly moveNumber: number;
  /** Who was to move. */
  readonly side: Color;
}

/** The line error of the move at `ply` (1-based) played from `pos`. */
export function lineError(error: MoveError, pos: PositionView, ply: number): LineError {
  return {
    ...error,
    ply,
    moveNumber: pos.fullmoves,
    side: pos.turn,
    message: `move ${pos.fullmoves}${pos.turn === 'black' ? '…' : '.'} ${error.message}`,
  };
}

/**
 * Reads a line of moves written in one notation, with or without move numbers (`1. P2-5 M8.7
 * 2. …`, `1) …`, `1. ... M8.7` for black), from a start position. Comments and variations are
 * skipped (read PGN with {@link parsePgn} to keep them); a comment `{` or a variation `(` that is
 * never closed is refused (`MOVE_MALFORMED`, its line and column in the message).
 *
 * @returns the moves, or the first move that fails with its ply and move number.
 * @throws TypeError when `start` is not a Position or `text` not a string; TypeError or
 *   RangeError for a notation that is not one of {@link NOTATIONS}.
 * @example
 * const r = parseLine(Position.initial(), '1. P2-5 M8.7 2. M2.3 P2-4', 'vi');
 * r.ok && r.value.length; // 4
 * @category Lines
 */
export function parseLine(start: Position, text: string, notation: Notation): Result<Move[], LineError> {
  checkPosition(start, 'parseLine');
  checkText(text, 'parseLine');
  checkNotation(notation, 'parseLine');
  return lineMoves(start, text, notation, true);
}

/**
 * @internal The moves of a line; with `closed`, a `{` or `(` never closed is refused as
 * `MOVE_MALFORMED` at the move where it opens (detection reads what comes before it).
 */
export function lineMoves(
  start: Position,
  text: string,
  notation: Notation,
  closed: boolean,
  lenient = false,
): Result<Move[], LineError> {
  const moves: Move[] = [];
  const pos = new ReplayBoard(start);
  let depth = 0;
  for (const token of lexMovetext(text, notation)) {
    if (token.type === 'unclosed') {
      if (!closed) break;
      const at = lineColumn(text, token.offset);
      const e = moveError('MOVE_MALFORMED', unclosedMessage(token.what, at), text.slice(token.offset), pos);
      return { ok: false, error: lineError(e.error, pos, moves.length + 1) };
    }
    if (token.type === 'open') depth++;
    else if (token.type === 'close') depth = Math.max(0, depth - 1);
    else if (token.type === 'result' && depth === 0) break;
    else if (token.type === 'move' && depth === 0) {
      const r = lenient ? readRecordMove(pos, token.text, notation) : readMove(pos, token.text, notation);
      if (!r.ok) return { ok: false, error: lineError(r.error, pos, moves.length + 1) };
      moves.push(r.value);
      pos.make(r.value);
    }
  }
  return { ok: true, value: moves };
}

/**
 * Writes legal moves from a start position as numbered text: `1. P2-5 M8.7 2. M2.3 P2-4`
 * (`1. ... M8.7` when black starts). Move numbers start at the position's move number.
 *
 * @throws RangeError when a move is not legal where it is played, or for an unknown notation or
 *   option; TypeError when an argument has the wrong type.
 * @example
 * const pos = Position.initial();
 * formatLine(pos, [{ from: 25, to: 22 }, { from: 79, to: 60 }], 'wxf'); // '1. C2.5 H8+7'
 * @category Lines
 */
export function formatLine(
  start: Position,
  moves: readonly Move[],
  notation: Notation,
  options: FormatOptions = {},
): string {
  checkPosition(start, 'formatLine');
  if (!Array.isArray(moves)) throw new TypeError('formatLine: moves must be an array of { from, to }');
  checkNotation(notation, 'formatLine');
  checkOptions(options, 'formatLine');
  const parts: string[] = [];
  let pos = start;
  Array.from(moves).forEach((move, i) => {
    const text = i === 0 ? formatMove(pos, move, notation, options) : checked(pos, move, notation, options);
    if (pos.turn === 'red') parts.push(`${pos.fullmoves}.`);
    else if (i === 0) parts.push(`${pos.fullmoves}. ...`);
    parts.push(text);
    pos = pos.play(move);
  });
  return parts.join(' ');
}

function checked(pos: Position, move: Move, notation: Notation, options: FormatOptions): string {
  if (!pos.isLegal(move)) throw new RangeError(`illegal move ${JSON.stringify(move)} in ${pos.fen()}`);
  return formatLegal(pos, move, notation, options);
}

/**
 * The start position of a FEN, or the initial position when `fen` is undefined.
 * @returns the position or the FEN's error.
 * @throws TypeError when `fen` is neither a string nor undefined.
 */
export function startPosition(fen?: string): Result<
  Position,
  {
    /** The FEN or setup error code from `@xq/core` (`FEN_…` or `SETUP_…`). */
    code: string;
    /** Why the FEN was rejected, in English. */
    message: string;
  }
> {
  if (fen === undefined) return { ok: true, value: Position.initial() };
  checkText(fen, 'startPosition', 'fen');
  return Position.fromFen(fen, { mode: 'lenient' });
}
