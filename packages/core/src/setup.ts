import { option } from './args';
import { Board } from './board';
import { colorCode, pieceCode } from './piece-code';
import {
  ADVISOR_POINTS,
  ELEPHANT_POINTS,
  inPalace,
  MAX_PER_ROLE,
  mirrorRank,
  pawnPointFault,
} from './tables';
import { type Color, type Piece, type Result, ROLES } from './types';

/**
 * A position as read, before any rule is checked: 90 points (index = {@link Square}), the side
 * to move, and the counters. {@link Position.fromSetup} turns it into a playable {@link Position}.
 * @category Setup
 */
export interface Setup {
  /** The piece on each of the 90 points, `undefined` (or `null`, as JSON writes it) when empty. */
  readonly board: readonly (Piece | undefined)[];
  /** The side to move. */
  readonly turn: Color;
  /** Plies since the last capture (FEN's half-move clock). */
  readonly halfmoves: number;
  /** Move number, starting at 1, incremented after black moves. */
  readonly fullmoves: number;
}

/**
 * Error codes of {@link Position.fromSetup}, one per failure of the law's setup rules. The rules are
 * checked in this order and the first failure is reported; `SETUP_OPPOSITE_CHECK` comes last, so
 * a setup refused with it keeps every other rule of its mode (a finished mate shown as a
 * diagram, which record readers open with a warning).
 * @category Setup
 */
export const SETUP_ERROR_CODES = [
  'SETUP_BAD_SHAPE',
  'SETUP_BAD_COUNTER',
  'SETUP_MISSING_KING',
  'SETUP_TOO_MANY_PIECES',
  'SETUP_KING_OUTSIDE_PALACE',
  'SETUP_BAD_ADVISOR',
  'SETUP_BAD_ELEPHANT',
  'SETUP_BAD_PAWN',
  'SETUP_KINGS_FACING',
  'SETUP_OPPOSITE_CHECK',
] as const;
/** One of {@link SETUP_ERROR_CODES}. @category Setup */
export type SetupErrorCode = (typeof SETUP_ERROR_CODES)[number];

/** What {@link Position.fromSetup} says about an impossible position. @category Setup */
export interface SetupError {
  /** Which rule the setup breaks. */
  readonly code: SetupErrorCode;
  /** The same for a person. */
  readonly message: string;
  /** The square concerned, when there is one. */
  readonly square?: number;
  /** The colour concerned, when there is one. */
  readonly color?: Color;
}

/**
 * `'strict'` (default) applies every rule of the law; `'lenient'`, for puzzles and analysis,
 * skips the placement of advisors, elephants and pawns but never the king rules.
 * @category Setup
 */
export type SetupMode = 'strict' | 'lenient';

/**
 * The setup mode of `options` (default `'strict'`).
 * @throws TypeError when `options` is not an object; RangeError for another mode.
 * @internal
 */
export const setupMode = (options: unknown, fn: string): SetupMode =>
  option(options, 'mode', ['strict', 'lenient'] as const, fn);

/** Options of {@link Position.fromSetup}. @category Setup */
export interface SetupOptions {
  /** `'strict'` (default) or `'lenient'` (see {@link SetupMode}). */
  readonly mode?: SetupMode;
}

/** Names of the checks, for messages. */
const name = (c: Color): string => (c === 'red' ? 'red' : 'black');

/**
 * Checks a setup against the law's setup rules and returns the low-level {@link Board}
 * it describes, or the first failure with a distinct code. The rules say what a position reached
 * under Luật Cờ Tướng can hold: at most the pieces of Điều 2.2 ("16 quân Trắng và 16 quân Đen"),
 * each king in its palace, advisors, elephants and pawns only on the points their moves of
 * Điều 4 reach from the start of Điều 3, kings not facing (Điều 4), the side not to move not in
 * check.
 *
 * @returns `{ ok: true, value: board }` or a {@link SetupError}, whatever `setup` is.
 * @throws TypeError when `options` is not an object; RangeError when `options.mode` is not a
 * {@link SetupMode}.
 * @example
 * const setup = parseFen('4k4/9/9/9/9/9/9/9/9/4K4 w').value;
 * validateSetupToBoard(setup).ok; // false: SETUP_KINGS_FACING
 * @category Setup
 */
export function validateSetupToBoard(setup: Setup, options: SetupOptions = {}): Result<Board, SetupError> {
  const mode = setupMode(options, 'Position.fromSetup');
  const fail = (code: SetupErrorCode, message: string, extra: { square?: number; color?: Color } = {}) =>
    ({ ok: false, error: { code, message, ...extra } }) as const;
  if (
    !setup ||
    !Array.isArray(setup.board) ||
    setup.board.length !== 90 ||
    (setup.turn !== 'red' && setup.turn !== 'black')
  )
    return fail('SETUP_BAD_SHAPE', 'a setup has 90 points and a side to move');
  if (
    !Number.isSafeInteger(setup.halfmoves) ||
    setup.halfmoves < 0 ||
    !Number.isSafeInteger(setup.fullmoves) ||
    setup.fullmoves < 1
  )
    return fail('SETUP_BAD_COUNTER', 'counters must be safe integers (halfmoves >= 0, fullmoves >= 1)');
  const strict = mode === 'strict';
  const codes = new Int8Array(90);
  const counts: Record<string, number> = {};
  for (let sq = 0; sq < 90; sq++) {
    const p: Piece | undefined = setup.board[sq];
    if (p === undefined || p === null) continue; // empty (null: a setup read back from JSON)
    if (
      typeof p !== 'object' ||
      (p.color !== 'red' && p.color !== 'black') ||
      !ROLES.includes(p.role) // checked before pieceCode reads the role
    )
      return fail('SETUP_BAD_SHAPE', `point ${sq} holds something that is not a piece`, { square: sq });
    codes[sq] = pieceCode(p);
    const key = `${p.color} ${p.role}`;
    counts[key] = (counts[key] ?? 0) + 1;
    const most = MAX_PER_ROLE[codes[sq]! & 7]!;
    if (counts[key]! > most)
      return fail('SETUP_TOO_MANY_PIECES', `${name(p.color)} has more than ${most} ${p.role}(s)`, {
        square: sq,
        color: p.color,
      });
    // Placement, seen from the piece's own side (red's coordinates after mirroring black).
    const own = p.color === 'red' ? sq : mirrorRank(sq);
    if (p.role === 'king' && !inPalace(colorCode(p.color), sq))
      return fail('SETUP_KING_OUTSIDE_PALACE', `the ${name(p.color)} king is outside its palace`, {
        square: sq,
        color: p.color,
      });
    if (!strict) continue;
    if (p.role === 'advisor' && !ADVISOR_POINTS.includes(own))
      return fail('SETUP_BAD_ADVISOR', `a ${name(p.color)} advisor stands off its five points`, {
        square: sq,
        color: p.color,
      });
    if (p.role === 'elephant' && !ELEPHANT_POINTS.includes(own))
      return fail('SETUP_BAD_ELEPHANT', `a ${name(p.color)} elephant stands off its seven points`, {
        square: sq,
        color: p.color,
      });
    if (p.role === 'pawn') {
      const fault = pawnPointFault(own);
      if (fault === 'behind-start')
        return fail('SETUP_BAD_PAWN', `a ${name(p.color)} pawn stands behind its start rank`, {
          square: sq,
          color: p.color,
        });
      if (fault === 'off-start-file')
        return fail('SETUP_BAD_PAWN', `a ${name(p.color)} pawn stands before the river off a start file`, {
          square: sq,
          color: p.color,
        });
      if (((own / 9) | 0) === 4) {
        const behind = p.color === 'red' ? sq - 9 : sq + 9;
        const q = setup.board[behind];
        if (q && q.role === 'pawn' && q.color === p.color)
          return fail('SETUP_BAD_PAWN', `two ${name(p.color)} pawns on one file before the river`, {
            square: sq,
            color: p.color,
          });
      }
    }
  }
  for (const c of ['red', 'black'] as const) {
    if (!counts[`${c} king`]) return fail('SETUP_MISSING_KING', `${name(c)} has no king`, { color: c });
  }
  const board = Board.from(codes, colorCode(setup.turn));
  const rk = board.kings[0]!;
  const bk = board.kings[1]!;
  if (rk % 9 === bk % 9) {
    let open = true;
    for (let s = rk + 9; s < bk; s += 9) if (codes[s]) open = false;
    if (open) return fail('SETUP_KINGS_FACING', 'the two kings face each other on an open file');
  }
  const waiting = colorCode(setup.turn) ^ 1;
  if (board.kingAttacked(waiting))
    return fail(
      'SETUP_OPPOSITE_CHECK',
      `the side not to move (${name(waiting ? 'black' : 'red')}) is in check`,
      {
        color: waiting ? 'black' : 'red',
      },
    );
  return { ok: true, value: board };
}
