// The one record of a mounted board (chessground's `State`), and the pure changes made to it:
// options, an app's `set()`, a move made. No DOM: the renderer draws a State, the input module
// reads one, the controller holds the current one and replaces it.
import { formatUci, type Move, type Square, squareName } from '@xq/core';
import type { Point } from './geometry';
import {
  type BoardOptions,
  type CheckedState,
  type MoveEventDetail,
  type ResolvedOptions,
  resolveOptions,
} from './options';
import type { Shown } from './rules';
import { canPick } from './selection';

/** A press on a piece that may become a drag. @internal */
export interface Drag {
  /** The pointer that pressed (`pointerId`); other pointers do not move the piece. */
  readonly id: number;
  /** The point of the piece pressed. */
  readonly from: Square;
  /** Where the press was, in the drawing's units: the piece follows the pointer from there. */
  readonly start: Point;
  /** True once the pointer went further than the drag threshold: a release then drops the piece. */
  readonly moved: boolean;
  /** True when the piece was already selected before the press: a release in place drops the selection. */
  readonly wasSelected: boolean;
}

/** The move whose `move` event is being dispatched. @internal */
export interface Dispatching {
  /** The move. */
  readonly move: Move;
  /** True when the piece was dragged there (a listener's `set()` with it does not animate it again). */
  readonly dragged: boolean;
}

/** Everything a mounted board shows and remembers. @internal */
export interface State {
  /** The options in force. */
  readonly options: ResolvedOptions;
  /** The position shown. */
  readonly position: Shown;
  /** The last move marked, if any. */
  readonly lastMove: Move | undefined;
  /** The check mark as the app set it: `'auto'`, always, never, or a point. */
  readonly check: 'auto' | boolean | Square;
  /** The arrows drawn. */
  readonly arrows: NonNullable<CheckedState['arrows']>;
  /** The circles drawn. */
  readonly circles: NonNullable<CheckedState['circles']>;
  /** The selected point, if any. */
  readonly selected: Square | undefined;
  /** The keyboard cursor (also moved by the pointer, so that the keys go on from there). */
  readonly cursor: Square;
  /** The press that may become a drag, if any. */
  readonly drag: Drag | undefined;
  /**
   * True between a pointer press and the click the browser sends after it: that click was
   * handled by the press. A click with no press before it (a script's, an assistive
   * technology's) picks the point itself.
   */
  readonly pressed: boolean;
  /** Counts moves made and states set: a move listener that calls `set()` has the last word. */
  readonly version: number;
  /** The move whose event is being dispatched, if any. */
  readonly dispatching: Dispatching | undefined;
}

/** A board just mounted: `position`, nothing marked or selected, the cursor on the bottom king. @internal */
export function initialState(options: ResolvedOptions, position: Shown): State {
  return {
    options,
    position,
    lastMove: undefined,
    check: 'auto',
    arrows: [],
    circles: [],
    selected: undefined,
    cursor: position.king(options.orientation),
    drag: undefined,
    pressed: false,
    version: 0,
    dispatching: undefined,
  };
}

/** The point the check mark is drawn on, if any. @internal */
export function checkSquare(state: State): Square | undefined {
  const { check, position } = state;
  if (check === false) return undefined;
  if (typeof check === 'number') return check;
  return check === true || position.isCheck() ? position.king(position.turn) : undefined;
}

/** The state with its selection dropped when the piece selected may no longer be picked. */
function keepPickable(state: State): State {
  const { selected, position, options } = state;
  return selected !== undefined && !canPick(position, selected, options.movable)
    ? { ...state, selected: undefined }
    : state;
}

/**
 * The state under other display options (over the options in force).
 * @throws TypeError when an option has a value outside its type.
 * @internal
 */
export function withOptions(state: State, next: Omit<BoardOptions, 'fen'>): State {
  return keepPickable({ ...state, options: resolveOptions(next, state.options) });
}

/**
 * The last move of an app's state when it leads from the position shown to the state's new
 * position (it is then animated and announced); `undefined` otherwise.
 * @internal
 */
export function followingMove(state: State, checked: CheckedState): Move | undefined {
  const move = checked.lastMove ?? undefined;
  const next = checked.position;
  if (next === undefined || move === undefined || !state.position.isLegal(move)) return undefined;
  return state.position.play(move).fen() === next.fen() ? move : undefined;
}

/**
 * The state after an app's `set()` with a checked state, `follows` being its
 * {@link followingMove}: the parts given replace the board's, a new position without a last move
 * clears the last move, a new position or last move clears the selection, and the press in
 * progress is dropped. `animate` is the move to animate: the following move, unless it is the
 * move being dispatched and its piece was dragged there.
 * @internal
 */
export function withBoardState(
  state: State,
  checked: CheckedState,
  follows: Move | undefined,
): { readonly state: State; readonly animate: Move | undefined } {
  let next: State = { ...state, version: state.version + 1, drag: undefined };
  let animate: Move | undefined;
  const position = checked.position;
  if (position) {
    const moved = position.fen() !== state.position.fen();
    if (follows) {
      const d = state.dispatching;
      const dropped = d?.dragged && d.move.from === follows.from && d.move.to === follows.to;
      if (!dropped) animate = follows;
    }
    if (moved || checked.lastMove !== undefined) next = { ...next, selected: undefined };
    next = { ...next, position };
    if (checked.lastMove === undefined && moved) next = { ...next, lastMove: undefined };
  }
  if (checked.lastMove !== undefined) next = { ...next, lastMove: checked.lastMove ?? undefined };
  if (checked.check !== undefined) next = { ...next, check: checked.check };
  if (checked.arrows) next = { ...next, arrows: checked.arrows };
  if (checked.circles) next = { ...next, circles: checked.circles };
  return { state: keepPickable(next), animate };
}

/**
 * The state while the `move` event of a move is dispatched: the selection dropped, the version
 * counted, the move remembered. The position is still the one before the move.
 * @internal
 */
export function dispatchingMove(state: State, move: Move, dragged: boolean): State {
  return { ...state, selected: undefined, version: state.version + 1, dispatching: { move, dragged } };
}

/** The state after a move made on the board: `after` shown, the move marked, the cursor on its point. @internal */
export function withMove(state: State, move: Move, after: Shown): State {
  return { ...state, position: after, lastMove: move, cursor: move.to };
}

/**
 * What the `move` event says about a legal move of `before`.
 * @internal
 */
export function moveDetail(before: Shown, move: Move, after: Shown, announcement: string): MoveEventDetail {
  const captured = before.piece(move.to);
  return {
    from: squareName(move.from),
    to: squareName(move.to),
    fromSquare: move.from,
    toSquare: move.to,
    uci: formatUci(move),
    move: { from: move.from, to: move.to },
    piece: before.piece(move.from)!,
    ...(captured ? { captured } : {}),
    fenBefore: before.fen(),
    fen: after.fen(),
    announcement,
  };
}
