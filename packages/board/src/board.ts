import {
  formatUci,
  INITIAL_FEN,
  type Move,
  Position,
  parseSquare,
  type Result,
  type Square,
  squareName,
} from '@xq/core';
import { announceMove, describePick, describePoint } from './announce';
import { coordinateLabels } from './coordinates';
import {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  CELL,
  MARGIN,
  neighbour,
  type Point,
  pointOf,
  type ScreenDirection,
  squareNear,
} from './geometry';
import {
  type BoardError,
  type BoardOptions,
  type BoardState,
  type Brush,
  type CheckedState,
  checkState,
  type MoveEventDetail,
  type ResolvedOptions,
  resolveOptions,
} from './options';
import { PIECE_INKS, pieceLabel } from './piece-sets';
import { canPick, pick, targetsOf } from './selection';
import { BOARD_CSS } from './styles';

const SVG = 'http://www.w3.org/2000/svg';
const PIECE_RADIUS = 22;
const DRAG_THRESHOLD = 4;
const ARROW_KEYS: Record<string, ScreenDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * A mounted board: what {@link mountBoard} returns, and what the `<xq-board>` element wraps.
 * @category Board
 */
export interface BoardController {
  /** The element the board drew itself in (a `div.xqb` inside the host). */
  readonly root: HTMLDivElement;
  /** The position shown. */
  readonly position: Position;
  /** Its FEN. */
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
  /** Removes the board from its host and its listeners. */
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

function svg<K extends keyof SVGElementTagNameMap>(
  name: K,
  attrs: Record<string, string | number>,
  parent?: Element,
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, name);
  for (const key in attrs) node.setAttribute(key, String(attrs[key]));
  parent?.appendChild(node);
  return node;
}

function drawGrid(layer: SVGGElement): void {
  const left = MARGIN;
  const right = MARGIN + 8 * CELL;
  const top = MARGIN;
  const bottom = MARGIN + 9 * CELL;
  svg('rect', { x: left, y: top, width: 8 * CELL, height: 9 * CELL, class: 'frame' }, layer);
  for (let r = 1; r < 9; r++)
    svg('line', { x1: left, y1: top + r * CELL, x2: right, y2: top + r * CELL }, layer);
  for (let f = 1; f < 8; f++) {
    const x = left + f * CELL;
    svg('line', { x1: x, y1: top, x2: x, y2: top + 4 * CELL }, layer);
    svg('line', { x1: x, y1: top + 5 * CELL, x2: x, y2: bottom }, layer);
  }
  // The palaces' diagonals (Điều 2.1: "trong 4 ô này có vẽ 2 đường chéo xuyên qua").
  for (const r0 of [0, 7]) {
    const y0 = top + r0 * CELL;
    const y1 = y0 + 2 * CELL;
    svg('line', { x1: left + 3 * CELL, y1: y0, x2: left + 5 * CELL, y2: y1 }, layer);
    svg('line', { x1: left + 5 * CELL, y1: y0, x2: left + 3 * CELL, y2: y1 }, layer);
  }
}

const RIVER: Record<ResolvedOptions['pieces'], string> = {
  traditional: '楚 河　　　　漢 界',
  simplified: '楚 河　　　　汉 界',
  vietnamese: 'S Ô N G',
  western: 'R I V E R',
  print: '楚 河　　　　漢 界',
};

/**
 * Draws a Xiangqi board into `host` (SVG) and makes it playable: click-click and drag moves
 * (pointer events), legal-move hints, the last move and check marked, keyboard play (arrow keys
 * move a cursor over the points, Enter or Space picks and drops, Escape drops the selection)
 * and announcements of moves in an `aria-live` region. Each of the 90 points is an element with
 * `data-square="a0"`…`"i9"`. After a move it dispatches a cancelable `move` event on `host`
 * (`detail`: {@link MoveEventDetail}); `preventDefault()` keeps the old position. An app
 * callback that throws is reported by an `error` event on `host` (`detail`: a {@link BoardError}
 * with code `BOARD_CALLBACK_FAILED`), never thrown into the browser's event loop: a `formatMove`
 * that throws leaves the board as it was (the move is not made, nor announced); an `onMove` that
 * throws leaves the move made.
 * @throws TypeError when `host` is not an element (a text node, a comment, a document) or an option is out of its type; RangeError
 *   when `options.fen` is not a valid position.
 * @example
 * const board = mountBoard(document.getElementById('board')!, { orientation: 'black' });
 * board.root.addEventListener('move', (e) => console.log((e as CustomEvent).detail.uci));
 * @category Board
 */
export function mountBoard(host: HTMLElement, options: MountOptions = {}): BoardController {
  if (typeof document === 'undefined') throw new TypeError('mountBoard needs a document (a browser)');
  // An element, not any node: a text node or a comment has appendChild too, but throws a
  // DOMException (HierarchyRequestError) when asked to hold the board.
  if (
    !host ||
    typeof host !== 'object' ||
    (host as Node).nodeType !== 1 ||
    typeof (host as Element).appendChild !== 'function'
  )
    throw new TypeError('mountBoard needs an element to draw in (host)');
  let opts = resolveOptions(options);
  const start = Position.fromFen(options.fen ?? INITIAL_FEN);
  if (!start.ok) throw new RangeError(`bad fen: ${start.error.code}: ${start.error.message}`);
  let position = start.value;
  let lastMove: Move | undefined;
  let check: 'auto' | boolean | Square = 'auto';
  let arrows: NonNullable<CheckedState['arrows']> = [];
  let circles: NonNullable<CheckedState['circles']> = [];
  let selected: Square | undefined;
  let cursor: Square = position.king(opts.orientation);
  let version = 0;
  // The move whose event is being dispatched: a listener's set() with it does not animate it again
  // when the piece was dragged there.
  let dispatching: { move: Move; dragged: boolean } | undefined;
  const onMove = options.onMove;

  const root = document.createElement('div');
  root.className = 'xqb';
  root.tabIndex = 0;
  root.setAttribute('role', 'application');
  const style = document.createElement('style');
  style.textContent = BOARD_CSS;
  const drawing = svg('svg', {
    viewBox: `0 0 ${BOARD_WIDTH} ${BOARD_HEIGHT}`,
    'aria-hidden': 'true',
    focusable: 'false',
  });
  const grid = svg('g', { class: 'grid' }, drawing);
  drawGrid(grid);
  const river = svg('text', { class: 'river', x: BOARD_WIDTH / 2, y: MARGIN + 4.5 * CELL + 6 }, drawing);
  const coords = svg('g', { class: 'coords' }, drawing);
  const marks = svg('g', { class: 'marks' }, drawing);
  const pieces = svg('g', { class: 'pieces' }, drawing);
  const hints = svg('g', { class: 'hints' }, drawing);
  const shapes = svg('g', { class: 'shapes' }, drawing);
  const cursorRing = svg('circle', { class: 'cursor', r: PIECE_RADIUS + 3 }, drawing);
  const points = svg('g', { class: 'points' }, drawing);
  const pointEls: SVGCircleElement[] = [];
  for (let s = 0; s < 90; s++)
    pointEls.push(svg('circle', { class: 'point', r: CELL / 2 - 1, 'data-square': squareName(s) }, points));
  const live = document.createElement('div');
  live.className = 'live';
  live.setAttribute('aria-live', 'polite');
  live.setAttribute('role', 'status');
  root.append(style, drawing, live);
  host.appendChild(root);

  const at = (s: Square): Point => pointOf(s, opts.orientation);

  function drawLayout(): void {
    root.dataset.theme = opts.theme;
    root.dataset.orientation = opts.orientation;
    root.setAttribute('aria-roledescription', opts.lang === 'vi' ? 'bàn cờ' : 'board');
    root.setAttribute('aria-label', opts.label ?? (opts.lang === 'vi' ? 'Bàn cờ tướng' : 'Xiangqi board'));
    river.textContent = RIVER[opts.pieces];
    coords.replaceChildren();
    for (const label of coordinateLabels(opts.coordinates, opts.orientation))
      svg('text', { class: `coord ${label.edge}`, x: label.x, y: label.y }, coords).textContent = label.text;
    for (let s = 0; s < 90; s++) {
      const p = at(s);
      pointEls[s]!.setAttribute('cx', String(p.x));
      pointEls[s]!.setAttribute('cy', String(p.y));
    }
  }

  function checkSquare(): Square | undefined {
    if (check === false) return undefined;
    if (typeof check === 'number') return check;
    return check === true || position.isCheck() ? position.king(position.turn) : undefined;
  }

  function draw(animate?: Move): void {
    marks.replaceChildren();
    pieces.replaceChildren();
    hints.replaceChildren();
    shapes.replaceChildren();
    root.dataset.turn = position.turn;
    for (const s of lastMove ? [lastMove.from, lastMove.to] : []) {
      const p = at(s);
      svg('rect', { class: 'last', x: p.x - 23, y: p.y - 23, width: 46, height: 46, rx: 6 }, marks);
    }
    const checked = checkSquare();
    if (checked !== undefined) {
      const p = at(checked);
      svg('circle', { class: 'check', cx: p.x, cy: p.y, r: PIECE_RADIUS + 4 }, marks);
    }
    if (selected !== undefined) {
      const p = at(selected);
      svg('circle', { class: 'selected', cx: p.x, cy: p.y, r: PIECE_RADIUS + 2 }, marks);
    }
    const letters = opts.pieces === 'vietnamese' || opts.pieces === 'western';
    const board = position.board;
    for (let s = 0; s < 90; s++) {
      const piece = board[s];
      if (!piece) continue;
      const p = at(s);
      const g = svg(
        'g',
        {
          class: `piece ${piece.color}${letters ? ' letters' : ''}`,
          'data-piece': `${piece.color}-${piece.role}`,
          'data-at': squareName(s),
          transform: `translate(${p.x} ${p.y})`,
        },
        pieces,
      );
      const body = svg('g', { class: 'body' }, g);
      // A set in fixed ink (the print convention) is styled inline, above the theme's sheet.
      const ink = PIECE_INKS[opts.pieces]?.[piece.color];
      const disc = svg('circle', { class: 'disc', r: PIECE_RADIUS }, body);
      const ring = svg('circle', { class: 'ring', r: PIECE_RADIUS - 3.5 }, body);
      const label = pieceLabel(piece, opts.pieces);
      const text = svg('text', { y: 1 }, body);
      if (ink) {
        disc.setAttribute('style', `fill:${ink.disc};stroke:${ink.edge}`);
        ring.setAttribute('style', `stroke:${ink.edge === ink.disc ? ink.text : ink.edge}`);
        text.setAttribute('style', `fill:${ink.text}`);
      }
      if (label.length > 1) text.setAttribute('class', 'long');
      text.textContent = label;
    }
    // Hints above the pieces so that a capture ring shows on the piece taken.
    if (selected !== undefined && opts.hints)
      for (const t of targetsOf(position, selected)) {
        const p = at(t);
        const capture = board[t] !== undefined;
        svg(
          'circle',
          {
            class: capture ? 'target capture' : 'target',
            cx: p.x,
            cy: p.y,
            r: capture ? PIECE_RADIUS + 1 : 7,
          },
          hints,
        );
      }
    for (const c of circles) {
      const p = at(c.at);
      svg(
        'circle',
        { class: `shape ${c.brush}`, cx: p.x, cy: p.y, r: PIECE_RADIUS + 2, 'stroke-width': 3 },
        shapes,
      );
    }
    for (const a of arrows) drawArrow(a.from, a.to, a.brush);
    const c = at(cursor);
    cursorRing.setAttribute('cx', String(c.x));
    cursorRing.setAttribute('cy', String(c.y));
    if (animate && opts.animation > 0 && !reducedMotion()) {
      const g = pieces.querySelector(`[data-at="${squareName(animate.to)}"] .body`);
      const from = at(animate.from);
      const to = at(animate.to);
      if (g && typeof (g as SVGElement).animate === 'function')
        (g as SVGElement).animate(
          [
            { transform: `translate(${from.x - to.x}px, ${from.y - to.y}px)` },
            { transform: 'translate(0px, 0px)' },
          ],
          { duration: opts.animation, easing: 'ease-out' },
        );
    }
  }

  function drawArrow(from: Square, to: Square, brush: Brush): void {
    const a = at(from);
    const b = at(to);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) return;
    const ux = (b.x - a.x) / len;
    const uy = (b.y - a.y) / len;
    const tipX = b.x - ux * 8;
    const tipY = b.y - uy * 8;
    const baseX = tipX - ux * 18;
    const baseY = tipY - uy * 18;
    svg('line', { class: `shape ${brush}`, x1: a.x, y1: a.y, x2: baseX, y2: baseY }, shapes);
    svg(
      'path',
      {
        class: `head ${brush}`,
        opacity: 0.75,
        d: `M${tipX} ${tipY}L${baseX - uy * 11} ${baseY + ux * 11}L${baseX + uy * 11} ${baseY - ux * 11}Z`,
      },
      shapes,
    );
  }

  function reducedMotion(): boolean {
    return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  }

  function announce(text: string): void {
    live.textContent = text;
  }

  /** Reports an app callback that threw: an `error` event on `host`, the board unchanged. */
  function callbackFailed(name: string, thrown: unknown): BoardError {
    const error: BoardError = {
      code: 'BOARD_CALLBACK_FAILED',
      message: `${name} threw: ${thrown instanceof Error ? thrown.message : String(thrown)}`,
    };
    host.dispatchEvent(new CustomEvent<BoardError>('error', { detail: error }));
    return error;
  }

  /** The announcement of a move, or the error of an app's `formatMove` that threw. */
  function announcementOf(before: Position, move: Move): Result<string, BoardError> {
    try {
      return { ok: true, value: announceMove(before, move, opts.lang, opts.formatMove) };
    } catch (thrown) {
      return { ok: false, error: callbackFailed('formatMove', thrown) };
    }
  }

  function play(move: Move, dragged: boolean): void {
    const before = position;
    const told = announcementOf(before, move);
    if (!told.ok) {
      // The app's formatter failed before anything changed: the move is not made, the piece
      // goes back, and the error event says why.
      selected = undefined;
      drag = undefined;
      draw();
      return;
    }
    const announcement = told.value;
    const after = before.play(move);
    const piece = before.piece(move.from)!;
    const captured = before.piece(move.to);
    const fen = after.fen();
    const detail: MoveEventDetail = {
      from: squareName(move.from),
      to: squareName(move.to),
      fromSquare: move.from,
      toSquare: move.to,
      uci: formatUci(move),
      move: { from: move.from, to: move.to },
      piece,
      ...(captured ? { captured } : {}),
      fenBefore: before.fen(),
      fen,
      announcement,
    };
    selected = undefined;
    const seen = ++version;
    dispatching = { move, dragged };
    const event = new CustomEvent<MoveEventDetail>('move', {
      detail,
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    let kept: boolean;
    try {
      kept = host.dispatchEvent(event);
    } finally {
      dispatching = undefined;
    }
    // A listener that called set() (an app keeping its own state) has the last word.
    const overruled = version !== seen;
    if (!kept) {
      if (!overruled) draw();
      return;
    }
    if (!overruled) {
      position = after;
      lastMove = move;
      cursor = move.to;
      draw(dragged ? undefined : move);
      announce(announcement);
    }
    try {
      onMove?.(detail);
    } catch (thrown) {
      // The move stands (the board and the move event agree); the app hears its callback failed.
      callbackFailed('onMove', thrown);
    }
  }

  function choose(square: Square): void {
    const result = pick(position, opts.movable, selected, square);
    if (result.move) {
      play(result.move, false);
      return;
    }
    selected = result.selected;
    draw();
    if (selected !== undefined) announce(describePick(position, selected, opts.lang));
  }

  // Pointer input: a press on a legal target of the selected piece plays the move (click-click);
  // a press on a piece that may move selects it and starts a drag, dropped on release.
  let drag:
    | { id: number; from: Square; start: Point; moved: boolean; wasSelected: boolean; body?: SVGGElement }
    | undefined;

  function placeOf(e: MouseEvent): Point | undefined {
    const m = drawing.getScreenCTM();
    if (!m) return undefined;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }

  /** The point an event happened on: the point element it targets, else the nearest point. */
  function squareOf(e: MouseEvent): Square | undefined {
    const name = (e.target as Element | null)?.getAttribute?.('data-square');
    const named = name ? parseSquare(name) : undefined;
    if (named !== undefined) return named;
    const place = placeOf(e);
    return place && squareNear(place, opts.orientation);
  }

  function onPointerDown(e: PointerEvent): void {
    if (e.button !== 0 || drag) return;
    const square = squareOf(e);
    if (square === undefined) return;
    pressed = true;
    e.preventDefault();
    root.focus({ preventScroll: true });
    // The keyboard cursor shows only while the keyboard is in use.
    delete root.dataset.keys;
    root.dataset.pointer = '';
    cursor = square;
    if (selected !== undefined && selected !== square && position.isLegal({ from: selected, to: square })) {
      play({ from: selected, to: square }, false);
      return;
    }
    if (!canPick(position, square, opts.movable)) {
      selected = undefined;
      draw();
      return;
    }
    const wasSelected = selected === square;
    selected = square;
    draw();
    if (!wasSelected) announce(describePick(position, square, opts.lang));
    drag = { id: e.pointerId, from: square, start: placeOf(e) ?? at(square), moved: false, wasSelected };
    try {
      drawing.setPointerCapture(e.pointerId);
    } catch {
      // Synthetic events have no active pointer to capture: the listeners on the drawing still hear them.
    }
  }

  // A click that no pointer press came before (a script's synthetic click on a point, an
  // assistive technology's activation) picks the point like a press and release.
  let pressed = false;
  function onClick(e: MouseEvent): void {
    if (pressed) {
      pressed = false;
      return;
    }
    const square = squareOf(e);
    if (square === undefined) return;
    cursor = square;
    choose(square);
  }

  function onPointerMove(e: PointerEvent): void {
    if (!drag || e.pointerId !== drag.id) return;
    const place = placeOf(e);
    if (!place) return;
    const dx = place.x - drag.start.x;
    const dy = place.y - drag.start.y;
    if (!drag.moved) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      drag.moved = true;
      const g = pieces.querySelector<SVGGElement>(`[data-at="${squareName(drag.from)}"]`);
      if (g) {
        g.classList.add('dragging');
        pieces.appendChild(g);
        drag.body = g.querySelector<SVGGElement>('.body') ?? undefined;
      }
    }
    drag.body?.setAttribute('transform', `translate(${dx} ${dy})`);
  }

  function onPointerUp(e: PointerEvent): void {
    if (!drag || e.pointerId !== drag.id) return;
    const d = drag;
    drag = undefined;
    if (!d.moved) {
      if (d.wasSelected) {
        selected = undefined;
        draw();
      }
      return;
    }
    const place = placeOf(e);
    const square = place && squareNear(place, opts.orientation);
    if (square !== undefined && square !== d.from && position.isLegal({ from: d.from, to: square })) {
      cursor = square;
      play({ from: d.from, to: square }, true);
    } else draw();
  }

  function onPointerCancel(e: PointerEvent): void {
    pressed = false;
    if (!drag || e.pointerId !== drag.id) return;
    drag = undefined;
    draw();
  }

  function onKeyDown(e: KeyboardEvent): void {
    const direction = ARROW_KEYS[e.key];
    if (direction || e.key === 'Enter' || e.key === ' ') {
      root.dataset.keys = '';
      delete root.dataset.pointer;
    }
    if (direction) {
      e.preventDefault();
      cursor = neighbour(cursor, direction, opts.orientation);
      draw();
      announce(describePoint(position, cursor, opts.lang));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      choose(cursor);
    } else if (e.key === 'Escape' && selected !== undefined) {
      e.preventDefault();
      selected = undefined;
      draw();
    }
  }

  // the listeners, added here and removed by destroy()
  const listeners = [
    [drawing, 'pointerdown', onPointerDown],
    [drawing, 'pointermove', onPointerMove],
    [drawing, 'pointerup', onPointerUp],
    [drawing, 'pointercancel', onPointerCancel],
    [drawing, 'click', onClick],
    [root, 'keydown', onKeyDown],
  ] as const;
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener as EventListener);
  drawLayout();
  draw();

  return {
    root,
    get position() {
      return position;
    },
    get fen() {
      return position.fen();
    },
    get lastMove() {
      return lastMove;
    },
    get selected() {
      return selected;
    },
    get options() {
      return opts;
    },
    set(state: BoardState): Result<undefined, BoardError> {
      const checked = checkState(state, (fen) => Position.fromFen(fen));
      if (!checked.ok) return checked;
      const s = checked.value;
      // A last move that leads from the position shown to the new one is animated and announced;
      // its announcement is written first, so that a formatter that throws changes nothing.
      const move = s.lastMove ?? undefined;
      const follows =
        s.position !== undefined &&
        move !== undefined &&
        position.isLegal(move) &&
        position.play(move).fen() === s.position.fen();
      const told = follows ? announcementOf(position, move) : undefined;
      if (told && !told.ok) return told;
      version++;
      drag = undefined;
      let animate: Move | undefined;
      if (s.position) {
        const before = position;
        const next = s.position;
        if (follows && told?.ok) {
          const dropped =
            dispatching?.dragged && dispatching.move.from === move.from && dispatching.move.to === move.to;
          if (!dropped) animate = move;
          announce(told.value);
        }
        if (next.fen() !== before.fen() || s.lastMove !== undefined) selected = undefined;
        position = next;
        if (s.lastMove === undefined && next.fen() !== before.fen()) lastMove = undefined;
      }
      if (s.lastMove !== undefined) lastMove = s.lastMove ?? undefined;
      if (s.check !== undefined) check = s.check;
      if (s.arrows) arrows = s.arrows;
      if (s.circles) circles = s.circles;
      if (selected !== undefined && !canPick(position, selected, opts.movable)) selected = undefined;
      draw(animate);
      return { ok: true, value: undefined };
    },
    configure(next: Omit<BoardOptions, 'fen'>): void {
      opts = resolveOptions(next, opts);
      if (selected !== undefined && !canPick(position, selected, opts.movable)) selected = undefined;
      drawLayout();
      draw();
    },
    destroy(): void {
      for (const [target, type, listener] of listeners)
        target.removeEventListener(type, listener as EventListener);
      root.remove();
    },
  };
}
