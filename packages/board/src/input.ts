// Pointer and key input as pure functions: an input (a pointer or key event, read into plain
// data by events.ts) and the board's state give the list of commands the controller carries out,
// in order. No DOM here, so every rule of click-click, drag and keyboard play is tested in Node.
//
// Pointer: a press on a legal target of the selected piece plays the move (click-click); a
// press on a piece that may move selects it and may become a drag, dropped on release. A click
// that no press came before (a script's synthetic click, an assistive technology's activation)
// picks the point like a press and release. Keys: the arrows move a cursor over the points,
// Enter or Space picks and drops, Escape drops the selection.
import { type Move, parseSquare, type Square } from '@xq/core';
import { describePick, describePoint } from './announce';
import { neighbour, type Point, pointOf, type ScreenDirection, squareNear } from './geometry';
import { canPick, pick } from './selection';
import type { Drag, State } from './state';

/** How far (in the drawing's units) a pressed piece must go before it is dragged. @internal */
export const DRAG_THRESHOLD = 4;

const ARROW_KEYS: Record<string, ScreenDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** Where a pointer event happened, as events.ts reads it from the DOM. @internal */
export interface Hit {
  /** The `data-square` of the element it targets (a point), if any. */
  readonly name: string | null | undefined;
  /** Its place in the drawing's units, if the drawing has a screen transform. */
  readonly place: Point | undefined;
}

/** A pointer or key event, as plain data. @internal */
export type Input =
  | {
      readonly type: 'pointerdown';
      readonly pointerId: number;
      readonly button: number;
      readonly hit: Hit;
      /** The event's `isPrimary`: the first pointer of its kind that is down. */
      readonly primary?: boolean;
    }
  | { readonly type: 'pointermove'; readonly pointerId: number; readonly place: Point | undefined }
  | { readonly type: 'pointerup'; readonly pointerId: number; readonly place: Point | undefined }
  | { readonly type: 'pointercancel'; readonly pointerId: number }
  | { readonly type: 'click'; readonly hit: Hit }
  | { readonly type: 'keydown'; readonly key: string };

/** One step the controller carries out for an input. @internal */
export type Command =
  /** Cancel the event's default action. */
  | { readonly type: 'prevent' }
  /** Focus the board, without scrolling (this may run an app's focus listeners). */
  | { readonly type: 'focus' }
  /** Show that the pointer or the keys are in use (the keyboard cursor shows only for the keys). */
  | { readonly type: 'modality'; readonly by: 'pointer' | 'keys' }
  /** Remember (or forget) that a press came before the next click. */
  | { readonly type: 'pressed'; readonly pressed: boolean }
  /** Move the keyboard cursor. */
  | { readonly type: 'cursor'; readonly square: Square }
  /** Select a point, or drop the selection. */
  | { readonly type: 'select'; readonly square: Square | undefined }
  /** Draw the state. */
  | { readonly type: 'draw' }
  /** Say something in the live region. */
  | { readonly type: 'announce'; readonly text: string }
  /** Make a move (legal in the position shown); this runs the app's callbacks. */
  | { readonly type: 'play'; readonly move: Move; readonly dragged: boolean }
  /** Decide a press on a point with {@link press}, on the state after the focus. */
  | {
      readonly type: 'press';
      readonly square: Square;
      readonly pointerId: number;
      readonly place: Point | undefined;
    }
  /** Start, update or end the press that may become a drag. */
  | { readonly type: 'drag'; readonly drag: Drag | undefined }
  /** Capture the pointer, so that the drawing hears it outside its box. */
  | { readonly type: 'capture'; readonly pointerId: number }
  /** Lift the piece on a point above the others: it is being dragged. */
  | { readonly type: 'lift'; readonly square: Square }
  /** Move the lifted piece by this much from its point. */
  | { readonly type: 'shift'; readonly dx: number; readonly dy: number };

/** The point a pointer event happened on: the point element it targets, else the nearest point. */
function squareOf(hit: Hit, state: State): Square | undefined {
  const named = hit.name ? parseSquare(hit.name) : undefined;
  if (named !== undefined) return named;
  return hit.place && squareNear(hit.place, state.options.orientation);
}

/** A pick (a click without a press, Enter or Space) on a point: {@link pick} as commands. */
function choose(state: State, square: Square): Command[] {
  const { position, options } = state;
  const result = pick(position, options.movable, state.selected, square);
  if (result.move) return [{ type: 'play', move: result.move, dragged: false }];
  const commands: Command[] = [{ type: 'select', square: result.selected }, { type: 'draw' }];
  if (result.selected !== undefined)
    commands.push({ type: 'announce', text: describePick(position, result.selected, options.lang) });
  return commands;
}

/**
 * What a pointer press on a point does once the board has the focus: plays the selected piece
 * there when that is legal, else selects the piece when it may move (and starts a press that
 * may become a drag), else drops the selection.
 * @internal
 */
export function press(state: State, square: Square, pointerId: number, place: Point | undefined): Command[] {
  const { position, selected, options } = state;
  if (selected !== undefined && selected !== square && position.isLegal({ from: selected, to: square }))
    return [{ type: 'play', move: { from: selected, to: square }, dragged: false }];
  if (!canPick(position, square, options.movable))
    return [{ type: 'select', square: undefined }, { type: 'draw' }];
  const wasSelected = selected === square;
  const start = place ?? pointOf(square, options.orientation);
  return [
    { type: 'select', square },
    { type: 'draw' },
    ...(wasSelected
      ? []
      : [{ type: 'announce', text: describePick(position, square, options.lang) } as const]),
    { type: 'drag', drag: { id: pointerId, from: square, start, moved: false, wasSelected } },
    { type: 'capture', pointerId },
  ];
}

/**
 * A press. While another press is held (a second finger), it is ignored. A press of the same
 * pointer, or of a new primary pointer, means the held press ended unheard (the board was
 * taken out of the document mid-drag, its pointerup went elsewhere): that drag is dropped, the
 * piece put back, and the new press counts.
 */
function pointerDown(state: State, input: Extract<Input, { type: 'pointerdown' }>): Command[] {
  if (input.button !== 0) return [];
  const stale = state.drag !== undefined && (input.pointerId === state.drag.id || input.primary === true);
  if (state.drag && !stale) return [];
  const square = squareOf(input.hit, state);
  if (square === undefined) return stale ? [{ type: 'drag', drag: undefined }, { type: 'draw' }] : [];
  return [
    ...(stale ? [{ type: 'drag', drag: undefined } as const] : []),
    { type: 'pressed', pressed: true },
    { type: 'prevent' },
    { type: 'focus' },
    { type: 'modality', by: 'pointer' },
    { type: 'cursor', square },
    { type: 'press', square, pointerId: input.pointerId, place: input.hit.place },
  ];
}

function pointerMove(state: State, input: Extract<Input, { type: 'pointermove' }>): Command[] {
  const { drag } = state;
  if (!drag || input.pointerId !== drag.id || !input.place) return [];
  const dx = input.place.x - drag.start.x;
  const dy = input.place.y - drag.start.y;
  if (drag.moved) return [{ type: 'shift', dx, dy }];
  if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return [];
  return [
    { type: 'drag', drag: { ...drag, moved: true } },
    { type: 'lift', square: drag.from },
    { type: 'shift', dx, dy },
  ];
}

function pointerUp(state: State, input: Extract<Input, { type: 'pointerup' }>): Command[] {
  const { drag, position } = state;
  if (!drag || input.pointerId !== drag.id) return [];
  const end: Command = { type: 'drag', drag: undefined };
  if (!drag.moved)
    return drag.wasSelected ? [end, { type: 'select', square: undefined }, { type: 'draw' }] : [end];
  const square = input.place && squareNear(input.place, state.options.orientation);
  if (square !== undefined && square !== drag.from && position.isLegal({ from: drag.from, to: square }))
    return [
      end,
      { type: 'cursor', square },
      { type: 'play', move: { from: drag.from, to: square }, dragged: true },
    ];
  return [end, { type: 'draw' }];
}

function pointerCancel(state: State, input: Extract<Input, { type: 'pointercancel' }>): Command[] {
  const forget: Command = { type: 'pressed', pressed: false };
  if (!state.drag || input.pointerId !== state.drag.id) return [forget];
  return [forget, { type: 'drag', drag: undefined }, { type: 'draw' }];
}

function click(state: State, input: Extract<Input, { type: 'click' }>): Command[] {
  if (state.pressed) return [{ type: 'pressed', pressed: false }];
  const square = squareOf(input.hit, state);
  if (square === undefined) return [];
  return [{ type: 'cursor', square }, ...choose(state, square)];
}

function keyDown(state: State, input: Extract<Input, { type: 'keydown' }>): Command[] {
  // An own key only: a key named after a prototype member (`toString`) is no arrow.
  const direction = Object.hasOwn(ARROW_KEYS, input.key) ? ARROW_KEYS[input.key] : undefined;
  const picks = input.key === 'Enter' || input.key === ' ';
  const commands: Command[] = direction || picks ? [{ type: 'modality', by: 'keys' }] : [];
  if (direction) {
    const cursor = neighbour(state.cursor, direction, state.options.orientation);
    const text = describePoint(state.position, cursor, state.options.lang);
    commands.push(
      { type: 'prevent' },
      { type: 'cursor', square: cursor },
      { type: 'draw' },
      { type: 'announce', text },
    );
  } else if (picks) commands.push({ type: 'prevent' }, ...choose(state, state.cursor));
  else if (input.key === 'Escape' && state.selected !== undefined)
    commands.push({ type: 'prevent' }, { type: 'select', square: undefined }, { type: 'draw' });
  return commands;
}

/** The handler of each input type (a new input type without one does not compile). */
const HANDLERS: { [K in Input['type']]: (state: State, input: Extract<Input, { type: K }>) => Command[] } = {
  pointerdown: pointerDown,
  pointermove: pointerMove,
  pointerup: pointerUp,
  pointercancel: pointerCancel,
  click,
  keydown: keyDown,
};

/**
 * The commands an input gives on a state, in the order to carry them out; none when the board
 * ignores it.
 * @internal
 */
export function react(state: State, input: Input): Command[] {
  return (HANDLERS[input.type] as (state: State, input: Input) => Command[])(state, input);
}
