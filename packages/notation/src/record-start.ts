import { type Color, formatFen, INITIAL_FEN, type Piece, Position, parseFen, type Result } from '@xq/core';

/**
 * Something a reader noticed in a record it opened: `GAME_MATE_DIAGRAM`, the start position has
 * the side not to move in check but keeps every other setup rule (a finished mate shown for
 * study). No move can be played from such a start: the record holds none, and
 * `Position.fromFen(game.fen)` refuses it with `SETUP_OPPOSITE_CHECK`.
 * @example const w: GameWarning = { code: 'GAME_MATE_DIAGRAM', message: 'black is in check', color: 'black' };
 * @category Records
 */
export interface GameWarning {
  /** What was noticed (see above). */
  readonly code: 'GAME_MATE_DIAGRAM';
  /** A human-readable explanation, in English. */
  readonly message: string;
  /** The side that is in check while it is not its turn. */
  readonly color: Color;
}

/** The start of a record: a position to play from, a mate diagram that only shows a board, or an empty board. */
export interface RecordStart {
  /** The position, or `undefined` for a mate diagram. */
  readonly position: Position | undefined;
  /** The start as a normalised FEN. */
  readonly fen: string;
  /** The piece on a square of the start. */
  readonly piece: (square: number) => Piece | undefined;
  /** Set for a mate diagram (`position` is also undefined, with no warning, for an empty board). */
  readonly warning: GameWarning | undefined;
}

/** Why a record's start was refused: the `FEN_…` or `SETUP_…` code of `@xq/core`. */
export interface RecordStartError {
  /** The FEN or setup error code from `@xq/core`. */
  readonly code: string;
  /** Why, in English. */
  readonly message: string;
}

let initial: RecordStart | undefined;

/** What a start no move can be played from is: a mate diagram or an empty board. */
export const startKind = (start: RecordStart): string => start.warning?.message ?? 'an empty board';

/**
 * The start of a record from its FEN (initial position when undefined), lenient as records are;
 * a start refused only because the side not to move is in check is a mate diagram.
 */
export function recordStart(fen: string | undefined): Result<RecordStart, RecordStartError> {
  if (fen === undefined || fen === INITIAL_FEN) {
    if (initial === undefined) {
      const position = Position.initial();
      initial = { position, fen: INITIAL_FEN, piece: (sq) => position.piece(sq), warning: undefined };
    }
    return { ok: true, value: initial };
  }
  if (typeof fen !== 'string')
    return { ok: false, error: { code: 'FEN_EMPTY', message: 'a FEN must be a string' } };
  const r = Position.fromFen(fen, { mode: 'lenient' });
  if (r.ok) {
    const position = r.value;
    return {
      ok: true,
      value: { position, fen: position.fen(), piece: (sq) => position.piece(sq), warning: undefined },
    };
  }
  if (r.error.code !== 'SETUP_OPPOSITE_CHECK') {
    // An empty board (a text-only record: comments, no pieces, no moves) is kept as it is.
    const setup = parseFen(fen);
    if (!setup.ok || setup.value.board.some((p) => p !== undefined)) return { ok: false, error: r.error };
    return {
      ok: true,
      value: { position: undefined, fen: formatFen(setup.value), piece: () => undefined, warning: undefined },
    };
  }
  const setup = parseFen(fen);
  if (!setup.ok) return { ok: false, error: setup.error };
  const board = setup.value.board;
  const color: Color = setup.value.turn === 'red' ? 'black' : 'red';
  return {
    ok: true,
    value: {
      position: undefined,
      fen: formatFen(setup.value),
      piece: (sq) => board[sq],
      warning: {
        code: 'GAME_MATE_DIAGRAM',
        message: `a mate diagram: ${color}, not to move, is in check, so no move can be played from it`,
        color,
      },
    },
  };
}

/** The start of a game to write, or a RangeError; a mate diagram or an empty board must hold no move. */
export function writableStart(fen: string, moves: number): RecordStart {
  if (typeof fen !== 'string') throw new TypeError(`a game's fen must be a string, not ${typeof fen}`);
  const r = recordStart(fen);
  if (!r.ok) throw new RangeError(`bad FEN ${fen}: ${r.error.message}`);
  if (r.value.position === undefined && moves > 0)
    throw new RangeError(`the start ${r.value.fen} is ${startKind(r.value)}, yet the game holds moves`);
  return r.value;
}
