import { type Move, type Piece, parseSquare, type Result, type Square } from '@xq/core';
import { LANGS, type Lang, type MoveFormatter } from './announce';
import { COORDINATE_STYLES, type CoordinateStyle } from './coordinates';
import { ORIENTATIONS, type Orientation } from './geometry';
import { PIECE_SETS, type PieceSet } from './piece-sets';
import type { FenRefusal, Shown } from './rules';
import { MOVABLE, type Movable } from './selection';
import { THEMES, type Theme } from './styles';
import { shownValue, thrownText } from './thrown';

/**
 * A square as the board's API accepts it: a number 0..89 (`file + 9 * rank`) or an ICCS name
 * (`'a0'`…`'i9'`).
 * @example const s: SquareRef = 'h2'; // the same point as 25
 * @category State
 */
export type SquareRef = Square | string;

/** The colours of arrows and circles (each a CSS custom property, see {@link BOARD_CSS}). @category State */
export type Brush = 'green' | 'red' | 'blue' | 'yellow';

/** An arrow drawn from one point to another, e.g. an engine's best move. @category State */
export interface Arrow {
  /** Where it starts. */
  readonly from: SquareRef;
  /** Where it points. */
  readonly to: SquareRef;
  /** Its colour; green when left out. */
  readonly brush?: Brush;
}

/** A ring drawn round a point. @category State */
export interface Circle {
  /** The point. */
  readonly at: SquareRef;
  /** Its colour; green when left out. */
  readonly brush?: Brush;
}

/** A move as {@link BoardState.lastMove} takes it: two squares, as numbers or ICCS names. @category State */
export interface LastMove {
  /** The point the piece left. */
  readonly from: SquareRef;
  /** The point it went to. */
  readonly to: SquareRef;
}

/**
 * What an app that keeps its own game state hands the board with `set()`. Every key is
 * optional; a key left out keeps its value, except that a new `fen` without a `lastMove` clears
 * the last-move marks (they belonged to the old position).
 * @category State
 */
export interface BoardState {
  /** The position to show (its form read by `@xq/core`; one king a side in its palace, the side not to move not in check). */
  readonly fen?: string;
  /**
   * The move that led to `fen`, marked on the board; `null` clears it. When it leads from the
   * position shown to the new one, it is animated and announced.
   */
  readonly lastMove?: LastMove | null;
  /**
   * The check mark: `'auto'` (the default) marks the king of the side to move when it is in
   * check; `true` marks that king anyway, `false` marks nothing, a square marks that point.
   */
  readonly check?: 'auto' | boolean | SquareRef;
  /** Arrows to draw (replaces the previous ones). */
  readonly arrows?: readonly Arrow[];
  /** Circles to draw (replaces the previous ones). */
  readonly circles?: readonly Circle[];
}

/**
 * Error codes of `set()` and of the `error` event: a bad FEN, square or state given to `set()`,
 * or `BOARD_CALLBACK_FAILED` when an app callback (`formatMove`, `onMove`) threw, `formatMove`
 * answered something other than a string, or the promise `onMove` answered rejected.
 * @category State
 */
export const BOARD_ERROR_CODES = [
  'BOARD_BAD_FEN',
  'BOARD_BAD_SQUARE',
  'BOARD_BAD_STATE',
  'BOARD_CALLBACK_FAILED',
] as const;
/** One of {@link BOARD_ERROR_CODES}. @category State */
export type BoardErrorCode = (typeof BOARD_ERROR_CODES)[number];

/** Why `set()` refused a state, or which app callback threw; the board keeps what it showed. @category State */
export interface BoardError {
  /** What is wrong, as a stable code. */
  readonly code: BoardErrorCode;
  /** The same for a person. */
  readonly message: string;
  /** For `BOARD_BAD_FEN` of a FEN whose form is wrong: the code `@xq/core` gave (`FEN_BAD_RANK`, …). */
  readonly cause?: string;
}

/** How the board looks and who may move: the options of `mountBoard` and the element's attributes. @category Options */
export interface BoardOptions {
  /** The position at the start; the initial position when left out. */
  readonly fen?: string;
  /** The side at the bottom; red when left out. */
  readonly orientation?: Orientation;
  /** Who may move; both when left out. */
  readonly movable?: Movable;
  /** The piece labels; traditional Chinese characters when left out. */
  readonly pieces?: PieceSet;
  /** The coordinates round the board; ICCS when left out. */
  readonly coordinates?: CoordinateStyle;
  /** Light (the default) or dark. */
  readonly theme?: Theme;
  /** The language of the screen-reader announcements; English when left out. */
  readonly lang?: Lang;
  /** Show the legal targets of the selected piece; true when left out. */
  readonly hints?: boolean;
  /** Duration of the move animation in milliseconds, 0 for none; 200 when left out. */
  readonly animation?: number;
  /** Writes moves for the announcements (e.g. `@xq/notation`'s `formatMove`). */
  readonly formatMove?: MoveFormatter;
  /** The accessible name of the board; `Xiangqi board` (or `Bàn cờ tướng` in Vietnamese) when left out. */
  readonly label?: string;
}

/** The {@link BoardOptions} with every default filled in. @category Options */
export interface ResolvedOptions {
  /** See {@link BoardOptions.orientation}. */
  readonly orientation: Orientation;
  /** See {@link BoardOptions.movable}. */
  readonly movable: Movable;
  /** See {@link BoardOptions.pieces}. */
  readonly pieces: PieceSet;
  /** See {@link BoardOptions.coordinates}. */
  readonly coordinates: CoordinateStyle;
  /** See {@link BoardOptions.theme}. */
  readonly theme: Theme;
  /** See {@link BoardOptions.lang}. */
  readonly lang: Lang;
  /** See {@link BoardOptions.hints}. */
  readonly hints: boolean;
  /** See {@link BoardOptions.animation}. */
  readonly animation: number;
  /** See {@link BoardOptions.formatMove}. */
  readonly formatMove: MoveFormatter | undefined;
  /** See {@link BoardOptions.label}. */
  readonly label: string | undefined;
}

/** The defaults of {@link BoardOptions}. @example DEFAULT_OPTIONS.orientation // 'red' @category Options */
export const DEFAULT_OPTIONS: ResolvedOptions = {
  orientation: 'red',
  movable: 'both',
  pieces: 'traditional',
  coordinates: 'iccs',
  theme: 'light',
  lang: 'en',
  hints: true,
  animation: 200,
  formatMove: undefined,
  label: undefined,
};

function oneOf<T extends string>(name: string, list: readonly T[], value: unknown): T {
  if (typeof value === 'string' && (list as readonly string[]).includes(value)) return value as T;
  throw new TypeError(`${name} must be one of ${list.join(', ')}; got ${shownValue(value)}`);
}

/**
 * Fills in the defaults of some options over a base (the defaults, or the options in force).
 * Only the display options are read here; `fen` is the board state's.
 * @throws TypeError when an option has a value outside its type (a programmer error).
 * @example resolveOptions({ orientation: 'black' }).orientation // 'black'
 * @category Options
 */
export function resolveOptions(
  options: Omit<BoardOptions, 'fen'> = {},
  base: ResolvedOptions = DEFAULT_OPTIONS,
): ResolvedOptions {
  if (options === null || typeof options !== 'object') throw new TypeError('options must be an object');
  const o = options;
  const animation = o.animation ?? base.animation;
  if (typeof animation !== 'number' || !Number.isFinite(animation) || animation < 0)
    throw new TypeError(`animation must be a number of milliseconds ≥ 0; got ${shownValue(animation)}`);
  const hints = o.hints ?? base.hints;
  if (typeof hints !== 'boolean') throw new TypeError(`hints must be a boolean; got ${shownValue(hints)}`);
  const formatMove = 'formatMove' in o ? o.formatMove : base.formatMove;
  if (formatMove !== undefined && typeof formatMove !== 'function')
    throw new TypeError('formatMove must be a function');
  const label = 'label' in o ? o.label : base.label;
  if (label !== undefined && typeof label !== 'string') throw new TypeError('label must be a string');
  return {
    orientation: oneOf('orientation', ORIENTATIONS, o.orientation ?? base.orientation),
    movable: oneOf('movable', MOVABLE, o.movable ?? base.movable),
    pieces: oneOf('pieces', PIECE_SETS, o.pieces ?? base.pieces),
    coordinates: oneOf('coordinates', COORDINATE_STYLES, o.coordinates ?? base.coordinates),
    theme: oneOf('theme', THEMES, o.theme ?? base.theme),
    lang: oneOf('lang', LANGS, o.lang ?? base.lang),
    hints,
    animation,
    formatMove,
    label,
  };
}

/**
 * Reads a {@link SquareRef}: a square number or an ICCS name; `undefined` for anything else.
 * @example toSquare('h2') // 25
 * @example toSquare(90) // undefined
 * @category State
 */
export function toSquare(ref: unknown): Square | undefined {
  if (typeof ref === 'number') return Number.isInteger(ref) && ref >= 0 && ref < 90 ? ref : undefined;
  return typeof ref === 'string' ? parseSquare(ref) : undefined;
}

/** A {@link BoardState} read and checked: every square a number. @internal */
export interface CheckedState {
  /** The new position, when the state has a `fen`. */
  readonly position?: Shown;
  /** The last move; `null` to clear; left out to keep. */
  readonly lastMove?: Move | null;
  /** The check mark: left out to keep. */
  readonly check?: 'auto' | boolean | Square;
  /** The arrows, with squares as numbers. */
  readonly arrows?: readonly { readonly from: Square; readonly to: Square; readonly brush: Brush }[];
  /** The circles, with squares as numbers. */
  readonly circles?: readonly { readonly at: Square; readonly brush: Brush }[];
}

const BRUSHES: readonly Brush[] = ['green', 'red', 'blue', 'yellow'];
const brushOf = (value: unknown): Brush | undefined =>
  value === undefined ? 'green' : BRUSHES.includes(value as Brush) ? (value as Brush) : undefined;

type FenReader = (fen: string) => Result<Shown, FenRefusal>;

/**
 * Checks a {@link BoardState} from an app (untrusted: it may come from a server or a URL) with
 * a position reader (`readFen`), so that `set()` applies all of it or none. A state
 * whose reading throws (a getter or a proxy of the app's) is refused with `BOARD_BAD_STATE`.
 * @returns the checked state, or the first {@link BoardError}; never throws.
 * @internal
 */
export function checkState(state: unknown, read: FenReader): Result<CheckedState, BoardError> {
  try {
    return readState(state, read);
  } catch (thrown) {
    return {
      ok: false,
      error: { code: 'BOARD_BAD_STATE', message: `reading the state threw: ${thrownText(thrown)}` },
    };
  }
}

/** {@link checkState} but for a state whose getters throw. */
function readState(state: unknown, read: FenReader): Result<CheckedState, BoardError> {
  const bad = (code: BoardErrorCode, message: string, cause?: string): { ok: false; error: BoardError } => ({
    ok: false,
    error: cause === undefined ? { code, message } : { code, message, cause },
  });
  if (state === null || typeof state !== 'object' || Array.isArray(state))
    return bad('BOARD_BAD_STATE', 'a board state must be an object');
  const s = state as Record<string, unknown>;
  const out: {
    position?: Shown;
    lastMove?: Move | null;
    check?: 'auto' | boolean | Square;
    arrows?: { from: Square; to: Square; brush: Brush }[];
    circles?: { at: Square; brush: Brush }[];
  } = {};
  if (s.fen !== undefined) {
    if (typeof s.fen !== 'string') return bad('BOARD_BAD_FEN', 'fen must be a string');
    const read_ = read(s.fen);
    if (!read_.ok) return bad('BOARD_BAD_FEN', read_.error.message, read_.error.code);
    out.position = read_.value;
  }
  if (s.lastMove !== undefined) {
    if (s.lastMove === null) out.lastMove = null;
    else {
      const m = s.lastMove as Record<string, unknown>;
      const from = typeof m === 'object' ? toSquare(m.from) : undefined;
      const to = typeof m === 'object' ? toSquare(m.to) : undefined;
      if (from === undefined || to === undefined)
        return bad('BOARD_BAD_SQUARE', 'lastMove needs from and to squares (0..89 or a0..i9)');
      out.lastMove = { from, to };
    }
  }
  if (s.check !== undefined) {
    if (s.check === 'auto' || typeof s.check === 'boolean') out.check = s.check;
    else {
      const at = toSquare(s.check);
      if (at === undefined) return bad('BOARD_BAD_SQUARE', "check must be 'auto', a boolean or a square");
      out.check = at;
    }
  }
  if (s.arrows !== undefined) {
    if (!Array.isArray(s.arrows) || s.arrows.length > 90)
      return bad('BOARD_BAD_STATE', 'arrows must be an array of at most 90 arrows');
    const arrows: { from: Square; to: Square; brush: Brush }[] = [];
    for (const a of s.arrows) {
      const from = a && typeof a === 'object' ? toSquare(a.from) : undefined;
      const to = a && typeof a === 'object' ? toSquare(a.to) : undefined;
      const brush = a && typeof a === 'object' ? brushOf(a.brush) : undefined;
      if (from === undefined || to === undefined)
        return bad('BOARD_BAD_SQUARE', 'an arrow needs from and to');
      if (!brush) return bad('BOARD_BAD_STATE', `a brush is one of ${BRUSHES.join(', ')}`);
      arrows.push({ from, to, brush });
    }
    out.arrows = arrows;
  }
  if (s.circles !== undefined) {
    if (!Array.isArray(s.circles) || s.circles.length > 90)
      return bad('BOARD_BAD_STATE', 'circles must be an array of at most 90 circles');
    const circles: { at: Square; brush: Brush }[] = [];
    for (const c of s.circles) {
      const at = c && typeof c === 'object' ? toSquare(c.at) : undefined;
      const brush = c && typeof c === 'object' ? brushOf(c.brush) : undefined;
      if (at === undefined) return bad('BOARD_BAD_SQUARE', 'a circle needs a square (at)');
      if (!brush) return bad('BOARD_BAD_STATE', `a brush is one of ${BRUSHES.join(', ')}`);
      circles.push({ at, brush });
    }
    out.circles = circles;
  }
  return { ok: true, value: out };
}

/** What the `move` event says (its `detail`), and what `onMove` receives. @category Events */
export interface MoveEventDetail {
  /** The point the piece left, as an ICCS name: `'h2'`. */
  readonly from: string;
  /** The point it went to, as an ICCS name: `'e2'`. */
  readonly to: string;
  /** `from` as a square number (`file + 9 * rank`): 25 for h2. */
  readonly fromSquare: Square;
  /** `to` as a square number: 22 for e2. */
  readonly toSquare: Square;
  /** The move in UCCI/ICCS coordinates: `'h2e2'`. */
  readonly uci: string;
  /** The move as `@xq/core` takes it: `{ from: 25, to: 22 }`. */
  readonly move: Move;
  /** The piece that moved. */
  readonly piece: Piece;
  /** The piece taken, when the move captures. */
  readonly captured?: Piece;
  /** The FEN before the move. */
  readonly fenBefore: string;
  /** The FEN after the move (what the board's `fen` becomes unless the event is cancelled). */
  readonly fen: string;
  /** The screen-reader announcement of the move. */
  readonly announcement: string;
}
