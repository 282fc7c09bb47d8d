// A mounted board at work (chessground's api.ts): holds the current State and the skeleton,
// carries out the commands of input.ts, makes moves (the `move` event, the app's callbacks) and
// applies the app's `set()` and `configure()`. Each change is a pure function of state.ts; this
// file does what touches the DOM or runs app code, and keeps the order of those steps.
import type { Move, Result } from '@xq/core';
import { announce } from './announce';
import { type Command, press } from './input';
import {
  type BoardError,
  type BoardOptions,
  type BoardState,
  checkState,
  type MoveEventDetail,
} from './options';
import { liftPiece, render, renderLayout, renderModality, shiftPiece } from './render';
import { readFen, type Shown } from './rules';
import type { Skeleton } from './skeleton';
import {
  dispatchingMove,
  followingMove,
  moveDetail,
  type State,
  withBoardState,
  withMove,
  withOptions,
} from './state';
import { thrownText } from './thrown';

/** What each command does on a board (a new command without a step does not compile). */
const STEPS: {
  [K in Command['type']]: (board: Controller, command: Extract<Command, { type: K }>, event: Event) => void;
} = {
  prevent: (_, __, event) => event.preventDefault(),
  focus: (board) => board.dom.root.focus({ preventScroll: true }),
  modality: (board, c) => renderModality(board.dom, c.by),
  pressed: (board, c) => board.update({ pressed: c.pressed }),
  cursor: (board, c) => board.update({ cursor: c.square }),
  select: (board, c) => board.update({ selected: c.square }),
  draw: (board) => board.draw(),
  announce: (board, c) => board.announce(c.text),
  play: (board, c) => board.play(c.move, c.dragged),
  press: (board, c, event) => board.run(press(board.state, c.square, c.pointerId, c.place), event),
  drag: (board, c) => board.setDrag(c.drag),
  capture: (board, c) => {
    try {
      board.dom.drawing.setPointerCapture(c.pointerId);
    } catch {
      // Synthetic events have no active pointer to capture: the listeners on the drawing still hear them.
    }
  },
  lift: (board, c) => {
    board.lifted = liftPiece(board.dom, c.square);
  },
  shift: (board, c) => shiftPiece(board.lifted, c.dx, c.dy),
};

/** The working part of a mounted board; `mountBoard` wraps it in a {@link BoardController}. @internal */
export class Controller {
  /** The piece body following the pointer in a drag, once lifted. */
  lifted: SVGGElement | undefined;
  /** Set by `destroy()`: a move under way (an app callback destroyed the board) goes no further. */
  destroyed = false;

  constructor(
    /** The board's state; replaced, never changed in place. */
    public state: State,
    /** The board's elements. */
    readonly dom: Skeleton,
    /** The element the board is mounted in: the `move` and `error` events are dispatched on it. */
    readonly host: HTMLElement,
    /** The app's move callback. */
    readonly onMove: ((detail: MoveEventDetail) => void) | undefined,
  ) {}

  /** Replaces some fields of the state (the input's pressed, cursor and selection). */
  update(change: Partial<Pick<State, 'pressed' | 'cursor' | 'selected'>>): void {
    this.state = { ...this.state, ...change };
  }

  /** Starts, updates or ends the press that may become a drag; a new or ended one has no lifted piece. */
  setDrag(drag: State['drag']): void {
    if (!drag?.moved) this.lifted = undefined;
    this.state = { ...this.state, drag };
  }

  /** Draws the state, animating `animate` when given. */
  draw(animate?: Move): void {
    render(this.dom, this.state, animate);
  }

  /** Draws the layout and the state. */
  drawAll(): void {
    renderLayout(this.dom, this.state.options);
    this.draw();
  }

  /** Says `text` in the live region. */
  announce(text: string): void {
    this.dom.live.textContent = text;
  }

  /** Carries out commands in order. */
  run(commands: readonly Command[], event: Event): void {
    for (const c of commands)
      (STEPS[c.type] as (b: Controller, c: Command, e: Event) => void)(this, c, event);
  }

  /** Reports an app callback that threw (whatever it threw): an `error` event on `host`, the board unchanged. */
  fail(name: string, thrown: unknown): BoardError {
    const error: BoardError = {
      code: 'BOARD_CALLBACK_FAILED',
      message: `${name} threw: ${thrownText(thrown)}`,
    };
    this.host.dispatchEvent(new CustomEvent<BoardError>('error', { detail: error }));
    return error;
  }

  /**
   * An async `onMove` that rejects failed as one that throws: its rejection is reported by the
   * same `error` event, not left unhandled in the page. Reading `then` may throw (the caller
   * reports it).
   */
  reportRejection(answer: unknown): void {
    if (answer === null || (typeof answer !== 'object' && typeof answer !== 'function')) return;
    const then = (answer as { then?: unknown }).then;
    if (typeof then === 'function')
      then.call(answer, undefined, (thrown: unknown) => {
        this.fail('onMove', thrown);
      });
  }

  /**
   * The announcement of a move. An app's `formatMove` that throws or answers something other
   * than a string (which would be announced as `undefined` or `[object Object]`) is reported by
   * an `error` event, and the move is announced without it (in the board's own words).
   */
  announcementOf(before: Shown, move: Move): string {
    const { lang, formatMove } = this.state.options;
    if (!formatMove) return announce(before, move, lang, undefined);
    let answered: unknown;
    const checked = (fen: string, m: Move) => {
      answered = formatMove(fen, m);
      return typeof answered === 'string' ? answered : '';
    };
    try {
      const text = announce(before, move, lang, checked);
      if (typeof answered === 'string') return text;
      const error: BoardError = {
        code: 'BOARD_CALLBACK_FAILED',
        message: `formatMove returned ${answered === null ? 'null' : typeof answered}, not a string`,
      };
      this.host.dispatchEvent(new CustomEvent<BoardError>('error', { detail: error }));
    } catch (thrown) {
      this.fail('formatMove', thrown);
    }
    return announce(before, move, lang, undefined);
  }

  /**
   * Makes a legal move of the position shown: dispatches the cancelable `move` event, then shows
   * the move unless a listener cancelled it or answered with `set()`, then calls `onMove` unless
   * cancelled. A `formatMove` that throws is reported and the move made all the same.
   */
  play(move: Move, dragged: boolean): void {
    const before = this.state.position;
    const version = this.state.version;
    const told = this.announcementOf(before, move);
    // A formatter that called set() (or destroyed the board) has the last word: the move was
    // of a position no longer shown.
    if (this.destroyed || this.state.version !== version) return;
    const after = before.play(move);
    const detail = moveDetail(before, move, after, told);
    this.state = dispatchingMove(this.state, move, dragged);
    const seen = this.state.version;
    const event = new CustomEvent<MoveEventDetail>('move', {
      detail,
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    let kept: boolean;
    try {
      kept = this.host.dispatchEvent(event);
    } finally {
      this.state = { ...this.state, dispatching: undefined };
    }
    // A listener that called set() (an app keeping its own state) has the last word.
    const overruled = this.state.version !== seen;
    if (!kept) {
      if (!overruled) this.draw();
      return;
    }
    if (!overruled) {
      this.state = withMove(this.state, move, after);
      this.draw(dragged ? undefined : move);
      this.announce(told);
    }
    if (this.destroyed) return;
    try {
      this.reportRejection(this.onMove?.(detail));
    } catch (thrown) {
      // The move stands (the board and the move event agree); the app hears its callback failed.
      this.fail('onMove', thrown);
    }
  }

  /**
   * Shows an app's state, all of it or none. A last move that leads from the position shown to
   * the new one is animated and announced; its announcement is written first, so that a
   * formatter that throws is reported and the state shown all the same.
   */
  set(state: BoardState): Result<undefined, BoardError> {
    const checked = checkState(state, readFen);
    if (!checked.ok) return checked;
    const follows = followingMove(this.state, checked.value);
    const version = this.state.version;
    const told = follows ? this.announcementOf(this.state.position, follows) : undefined;
    // A formatter that called set() or destroyed the board has the last word.
    if (this.destroyed || this.state.version !== version) return { ok: true, value: undefined };
    const next = withBoardState(this.state, checked.value, follows);
    this.lifted = undefined;
    if (told !== undefined) this.announce(told);
    this.state = next.state;
    this.draw(next.animate);
    return { ok: true, value: undefined };
  }

  /** Changes display options and draws everything again. */
  configure(options: Omit<BoardOptions, 'fen'>): void {
    this.state = withOptions(this.state, options);
    this.drawAll();
  }
}
