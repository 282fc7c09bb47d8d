// The DOM skeleton of a board (chessground's wrap.ts): the root, its style sheet, the SVG drawing
// with the grid and one layer for each kind of mark, the 90 point elements that pointers and
// assistive technologies hit, and the live region. Built once per mount; render.ts fills it.
import { squareName } from '@xq/core';
import { BOARD_HEIGHT, BOARD_WIDTH, CELL, MARGIN } from './geometry';
import { BOARD_CSS } from './styles';

const SVG = 'http://www.w3.org/2000/svg';

/** The radius of a piece's disc, in the drawing's units. @internal */
export const PIECE_RADIUS = 22;

/** The elements of a mounted board. @internal */
export interface Skeleton {
  /** The element the board draws itself in (a `div.xqb`, focusable, `role="application"`). */
  readonly root: HTMLDivElement;
  /** The SVG drawing. */
  readonly drawing: SVGSVGElement;
  /** The river's words. */
  readonly river: SVGTextElement;
  /** The coordinate labels. */
  readonly coords: SVGGElement;
  /** The last move, check and selection marks, under the pieces. */
  readonly marks: SVGGElement;
  /** The pieces. */
  readonly pieces: SVGGElement;
  /** The legal-move hints, above the pieces (a capture ring shows on the piece taken). */
  readonly hints: SVGGElement;
  /** The app's arrows and circles. */
  readonly shapes: SVGGElement;
  /** The keyboard cursor. */
  readonly cursorRing: SVGCircleElement;
  /** The 90 point elements, by square, each with its `data-square`. */
  readonly points: readonly SVGCircleElement[];
  /** The `aria-live` region of the announcements. */
  readonly live: HTMLDivElement;
}

/** An SVG element with attributes, appended to `parent` when given. @internal */
export function svg<K extends keyof SVGElementTagNameMap>(
  name: K,
  attrs: Record<string, string | number>,
  parent?: Element,
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, name);
  for (const key in attrs) node.setAttribute(key, String(attrs[key]));
  parent?.appendChild(node);
  return node;
}

/** The frame, the ranks and files (broken by the river) and the palaces' diagonals. */
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

/** Builds the skeleton and appends its root to `host`. @internal */
export function buildSkeleton(host: HTMLElement): Skeleton {
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
  drawGrid(svg('g', { class: 'grid' }, drawing));
  const river = svg('text', { class: 'river', x: BOARD_WIDTH / 2, y: MARGIN + 4.5 * CELL + 6 }, drawing);
  const coords = svg('g', { class: 'coords' }, drawing);
  const marks = svg('g', { class: 'marks' }, drawing);
  const pieces = svg('g', { class: 'pieces' }, drawing);
  const hints = svg('g', { class: 'hints' }, drawing);
  const shapes = svg('g', { class: 'shapes' }, drawing);
  const cursorRing = svg('circle', { class: 'cursor', r: PIECE_RADIUS + 3 }, drawing);
  const layer = svg('g', { class: 'points' }, drawing);
  const points: SVGCircleElement[] = [];
  for (let s = 0; s < 90; s++)
    points.push(svg('circle', { class: 'point', r: CELL / 2 - 1, 'data-square': squareName(s) }, layer));
  const live = document.createElement('div');
  live.className = 'live';
  live.setAttribute('aria-live', 'polite');
  live.setAttribute('role', 'status');
  root.append(style, drawing, live);
  host.appendChild(root);
  return { root, drawing, river, coords, marks, pieces, hints, shapes, cursorRing, points, live };
}
