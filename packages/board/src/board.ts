// Mounting a board (chessground's chessground.ts): checks the host, reads the options and the
// start position, builds the skeleton, binds the input and answers the controller the app holds.
// The parts: state.ts (the record), input.ts (pointer and key → commands, pure), events.ts (DOM
// events → input), skeleton.ts (the elements), render.ts (drawing), controller.ts (the work).
import { INITIAL_FEN, type Move, type Result, type Square } from '@xq/core';
import { Controller } from './controller';
import { bindInput } from './events';
import { react } from './input';
import {
  type BoardError,
  type BoardOptions,
  type BoardState,
  type MoveEventDetail,
  type ResolvedOptions,
  resolveOptions,
} from './options';
import { readFen } from './rules';
import { buildSkeleton } from './skeleton';
import { initialState } from './state';

/**
 * A mounted board: what {@link mountBoard} returns, and what the `<xq-board>` element wraps.
 * @category Board
 */
export interface BoardController {
  /** The element the board drew itself in (a `div.xqb` inside the host). */
  readonly root: HTMLDivElement;
  /** The FEN of the position shown (`Position.fromFen` of `@xq/core` reads it for the rules). */
  readonly fen: string;
  /** The last move marked, if any. */
  readonly lastMove: Move | undefined;
  /** The selected square, if any. */
  readonly selected: Square | undefined;
  /** The options in force. */
  readonly options: ResolvedOptions;
  /**
   * Shows a state the app keeps (position, last move, check, arrows, circles): all of it, or
   * none of it when a part is bad.
   * @returns `{ ok: true }`, or a {@link BoardError} (the board keeps what it showed); never throws.
   */
  set(state: BoardState): Result<undefined, BoardError>;
  /**
   * Changes display options (orientation, who may move, pieces, coordinates, theme, language, …).
   * @throws TypeError when an option has a value outside its type.
   */
  configure(options: Omit<BoardOptions, 'fen'>): void;
  /**
   * Removes the board from its host and its listeners; the host may then hold another board. A
   * move under way (an app callback that destroys the board) goes no further: no `move` event,
   * no `onMove`. Destroying twice does nothing more.
   */
  destroy(): void;
}

/** The options of {@link mountBoard}: the {@link BoardOptions} and a move callback. @category Board */
export interface MountOptions extends BoardOptions {
  /**
   * Called after each move made on the board, after the `move` event, unless a listener cancelled
   * it (also when a listener answered it with `set()`).
   */
  readonly onMove?: (detail: MoveEventDetail) => void;
}

/** The board each host holds, from its mount to its `destroy()`: one board per host. */
const MOUNTED = new WeakSet<object>();

/**
 * True when `host` is an element. With a DOM, by the DOM's own brand check (the `nodeType`
 * getter of `Node.prototype`, which refuses what is not a node of any window: an object or a
 * proxy that only looks like an element); a text node, a comment or a document has
 * `appendChild` too, but the DOM answers it with a DOMException (HierarchyRequestError).
 */
function isElement(host: unknown): host is HTMLElement {
  if (host === null || typeof host !== 'object') return false;
  try {
    const nodeType =
      typeof Node === 'undefined'
        ? undefined
        : Object.getOwnPropertyDescriptor(Node.prototype, 'nodeType')?.get;
    const type = nodeType ? nodeType.call(host) : (host as Node).nodeType;
    return type === 1 && typeof (host as Element).appendChild === 'function';
  } catch {
    return false;
  }
}

/**
 * Draws a Xiangqi board into `host` (SVG) and makes it playable: click-click and drag moves
 * (pointer events), legal-move hints, the last move and check marked, keyboard play (arrow keys
 * move a cursor over the points, Enter or Space picks and drops, Escape drops the selection)
 * and announcements of moves in an `aria-live` region. Each of the 90 points is an element with
 * `data-square="a0"`…`"i9"`. After a move it dispatches a cancelable `move` event on `host`
 * (`detail`: {@link MoveEventDetail}); `preventDefault()` keeps the old position. An app
 * callback that throws is reported by an `error` event on `host` (`detail`: a {@link BoardError}
 * with code `BOARD_CALLBACK_FAILED`), never thrown into the browser's event loop: a `formatMove`
 * that throws or answers something other than a string never breaks a move (the move is made
 * and announced in the board's own words); an `onMove` that throws, or answers a promise that
 * rejects, leaves the move made. A `formatMove` that calls `set()` has the last word: the move it was asked to
 * write, of a position no longer shown, is not made. One board per host: mount another once
 * the first is destroyed.
 * @throws TypeError when `host` is not an element (a text node, a comment, a document, an object
 *   that only looks like an element) or already holds a board not destroyed, or an option is out
 *   of its type (`fen` not a string, `onMove` not a function…); RangeError when `options.fen` is
 *   not a valid position.
 * @example
 * const board = mountBoard(document.getElementById('board')!, { orientation: 'black' });
 * board.root.addEventListener('move', (e) => console.log((e as CustomEvent).detail.uci));
 * @category Board
 */
export function mountBoard(host: HTMLElement, options: MountOptions = {}): BoardController {
  if (typeof document === 'undefined') throw new TypeError('mountBoard needs a document (a browser)');
  if (!isElement(host)) throw new TypeError('mountBoard needs an element to draw in (host)');
  const resolved = resolveOptions(options);
  if (options.fen != null && typeof options.fen !== 'string') throw new TypeError('fen must be a string');
  if (options.onMove != null && typeof options.onMove !== 'function')
    throw new TypeError('onMove must be a function');
  const start = readFen(options.fen ?? INITIAL_FEN);
  if (!start.ok)
    throw new RangeError(
      `bad fen: ${start.error.code === undefined ? '' : `${start.error.code}: `}${start.error.message}`,
    );
  if (MOUNTED.has(host))
    throw new TypeError('mountBoard: this host already holds a board (destroy it before mounting another)');
  const board = new Controller(
    initialState(resolved, start.value),
    buildSkeleton(host),
    host,
    options.onMove ?? undefined,
  );
  const unbind = bindInput(board.dom, (input, event) => board.run(react(board.state, input), event));
  board.drawAll();
  MOUNTED.add(host);
  return {
    root: board.dom.root,
    get fen() {
      return board.state.position.fen();
    },
    get lastMove() {
      return board.state.lastMove;
    },
    get selected() {
      return board.state.selected;
    },
    get options() {
      return board.state.options;
    },
    set(state: BoardState): Result<undefined, BoardError> {
      return board.set(state);
    },
    configure(next: Omit<BoardOptions, 'fen'>): void {
      board.configure(next);
    },
    destroy(): void {
      if (board.destroyed) return;
      board.destroyed = true;
      unbind();
      board.dom.root.remove();
      MOUNTED.delete(host);
    },
  };
}
