// Drawing a State into the skeleton (chessground's render.ts): the layout (orientation, theme,
// coordinates, names), the marks, the pieces, the hints, the app's shapes, the cursor, the move
// animation, and a dragged piece following the pointer.
import { type Move, type Square, squareName } from '@xq/core';
import { coordinateLabels } from './coordinates';
import { type Point, pointOf } from './geometry';
import type { Brush, ResolvedOptions } from './options';
import { PIECE_INKS, pieceLabel } from './piece-sets';
import { targetsOf } from './selection';
import { PIECE_RADIUS, type Skeleton, svg } from './skeleton';
import { checkSquare, type State } from './state';

const RIVER: Record<ResolvedOptions['pieces'], string> = {
  traditional: '楚 河　　　　漢 界',
  simplified: '楚 河　　　　汉 界',
  vietnamese: 'S Ô N G',
  western: 'R I V E R',
  print: '楚 河　　　　漢 界',
};

/** Draws what depends on the options only: names, theme, river, coordinates, the points' places. @internal */
export function renderLayout(dom: Skeleton, options: ResolvedOptions): void {
  const { root } = dom;
  root.dataset.theme = options.theme;
  root.dataset.orientation = options.orientation;
  root.setAttribute('aria-roledescription', options.lang === 'vi' ? 'bàn cờ' : 'board');
  root.setAttribute(
    'aria-label',
    options.label ?? (options.lang === 'vi' ? 'Bàn cờ tướng' : 'Xiangqi board'),
  );
  dom.river.textContent = RIVER[options.pieces];
  dom.coords.replaceChildren();
  for (const label of coordinateLabels(options.coordinates, options.orientation))
    svg('text', { class: `coord ${label.edge}`, x: label.x, y: label.y }, dom.coords).textContent =
      label.text;
  for (let s = 0; s < 90; s++) {
    const p = pointOf(s, options.orientation);
    dom.points[s]!.setAttribute('cx', String(p.x));
    dom.points[s]!.setAttribute('cy', String(p.y));
  }
}

/** The last move, check and selection marks. */
function renderMarks(dom: Skeleton, state: State, at: (s: Square) => Point): void {
  for (const s of state.lastMove ? [state.lastMove.from, state.lastMove.to] : []) {
    const p = at(s);
    svg('rect', { class: 'last', x: p.x - 23, y: p.y - 23, width: 46, height: 46, rx: 6 }, dom.marks);
  }
  const checked = checkSquare(state);
  if (checked !== undefined) {
    const p = at(checked);
    svg('circle', { class: 'check', cx: p.x, cy: p.y, r: PIECE_RADIUS + 4 }, dom.marks);
  }
  if (state.selected !== undefined) {
    const p = at(state.selected);
    svg('circle', { class: 'selected', cx: p.x, cy: p.y, r: PIECE_RADIUS + 2 }, dom.marks);
  }
}

/** The pieces, each a `g.piece` with `data-piece` and `data-at`, its disc, ring and label in a `g.body`. */
function renderPieces(dom: Skeleton, state: State, at: (s: Square) => Point): void {
  const set = state.options.pieces;
  const letters = set === 'vietnamese' || set === 'western';
  const board = state.position.board;
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
      dom.pieces,
    );
    const body = svg('g', { class: 'body' }, g);
    // A set in fixed ink (the print convention) is styled inline, above the theme's sheet.
    const ink = PIECE_INKS[set]?.[piece.color];
    const disc = svg('circle', { class: 'disc', r: PIECE_RADIUS }, body);
    const ring = svg('circle', { class: 'ring', r: PIECE_RADIUS - 3.5 }, body);
    const label = pieceLabel(piece, set);
    const text = svg('text', { y: 1 }, body);
    if (ink) {
      disc.setAttribute('style', `fill:${ink.disc};stroke:${ink.edge}`);
      ring.setAttribute('style', `stroke:${ink.edge === ink.disc ? ink.text : ink.edge}`);
      text.setAttribute('style', `fill:${ink.text}`);
    }
    if (label.length > 1) text.setAttribute('class', 'long');
    text.textContent = label;
  }
}

/** The legal targets of the selected piece, when hints are on. */
function renderHints(dom: Skeleton, state: State, at: (s: Square) => Point): void {
  const { selected, position } = state;
  if (selected === undefined || !state.options.hints) return;
  for (const t of targetsOf(position, selected)) {
    const p = at(t);
    const capture = position.board[t] !== undefined;
    svg(
      'circle',
      { class: capture ? 'target capture' : 'target', cx: p.x, cy: p.y, r: capture ? PIECE_RADIUS + 1 : 7 },
      dom.hints,
    );
  }
}

function renderArrow(layer: SVGGElement, a: Point, b: Point, brush: Brush): void {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len === 0) return;
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const tipX = b.x - ux * 8;
  const tipY = b.y - uy * 8;
  const baseX = tipX - ux * 18;
  const baseY = tipY - uy * 18;
  svg('line', { class: `shape ${brush}`, x1: a.x, y1: a.y, x2: baseX, y2: baseY }, layer);
  svg(
    'path',
    {
      class: `head ${brush}`,
      opacity: 0.75,
      d: `M${tipX} ${tipY}L${baseX - uy * 11} ${baseY + ux * 11}L${baseX + uy * 11} ${baseY - ux * 11}Z`,
    },
    layer,
  );
}

/** The app's circles, then its arrows. */
function renderShapes(dom: Skeleton, state: State, at: (s: Square) => Point): void {
  for (const c of state.circles) {
    const p = at(c.at);
    svg(
      'circle',
      { class: `shape ${c.brush}`, cx: p.x, cy: p.y, r: PIECE_RADIUS + 2, 'stroke-width': 3 },
      dom.shapes,
    );
  }
  for (const a of state.arrows) renderArrow(dom.shapes, at(a.from), at(a.to), a.brush);
}

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Slides the piece that made `move` from its old point (where the browser can animate). */
function animateMove(dom: Skeleton, move: Move, at: (s: Square) => Point, duration: number): void {
  const g = dom.pieces.querySelector(`[data-at="${squareName(move.to)}"] .body`);
  const from = at(move.from);
  const to = at(move.to);
  if (g && typeof (g as SVGElement).animate === 'function')
    (g as SVGElement).animate(
      [
        { transform: `translate(${from.x - to.x}px, ${from.y - to.y}px)` },
        { transform: 'translate(0px, 0px)' },
      ],
      { duration, easing: 'ease-out' },
    );
}

/** Draws the state (everything but the layout), animating `animate` when given. @internal */
export function render(dom: Skeleton, state: State, animate?: Move): void {
  const orientation = state.options.orientation;
  const at = (s: Square): Point => pointOf(s, orientation);
  dom.marks.replaceChildren();
  dom.pieces.replaceChildren();
  dom.hints.replaceChildren();
  dom.shapes.replaceChildren();
  dom.root.dataset.turn = state.position.turn;
  renderMarks(dom, state, at);
  renderPieces(dom, state, at);
  renderHints(dom, state, at);
  renderShapes(dom, state, at);
  const c = at(state.cursor);
  dom.cursorRing.setAttribute('cx', String(c.x));
  dom.cursorRing.setAttribute('cy', String(c.y));
  if (animate && state.options.animation > 0 && !reducedMotion())
    animateMove(dom, animate, at, state.options.animation);
}

/** Shows which input is in use: the keyboard cursor shows only while the keys are. @internal */
export function renderModality(dom: Skeleton, by: 'pointer' | 'keys'): void {
  if (by === 'pointer') {
    delete dom.root.dataset.keys;
    dom.root.dataset.pointer = '';
  } else {
    dom.root.dataset.keys = '';
    delete dom.root.dataset.pointer;
  }
}

/** Lifts the piece on `square` above the others for a drag; answers its body, which follows the pointer. @internal */
export function liftPiece(dom: Skeleton, square: Square): SVGGElement | undefined {
  const g = dom.pieces.querySelector<SVGGElement>(`[data-at="${squareName(square)}"]`);
  if (!g) return undefined;
  g.classList.add('dragging');
  dom.pieces.appendChild(g);
  return g.querySelector<SVGGElement>('.body') ?? undefined;
}

/** Moves a lifted piece's body by `dx`, `dy` from its point. @internal */
export function shiftPiece(body: SVGGElement | undefined, dx: number, dy: number): void {
  body?.setAttribute('transform', `translate(${dx} ${dy})`);
}
