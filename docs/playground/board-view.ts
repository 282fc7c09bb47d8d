import type { Piece, Position, Square } from './deps';

const SVG = 'http://www.w3.org/2000/svg';
const CELL = 50;
const MARGIN = 35;

/** How pieces are labelled: as on Chinese sets, or with the letters of the Vietnamese notation. */
export type PieceLabels = 'chinese' | 'vietnamese';

const GLYPH: Record<PieceLabels, Record<Piece['color'], Record<Piece['role'], string>>> = {
  chinese: {
    red: { king: '帥', advisor: '仕', elephant: '相', horse: '傌', rook: '俥', cannon: '炮', pawn: '兵' },
    black: { king: '將', advisor: '士', elephant: '象', horse: '馬', rook: '車', cannon: '砲', pawn: '卒' },
  },
  vietnamese: {
    red: { king: 'Tg', advisor: 'S', elephant: 'T', horse: 'M', rook: 'X', cannon: 'P', pawn: 'B' },
    black: { king: 'Tg', advisor: 'S', elephant: 'T', horse: 'M', rook: 'X', cannon: 'P', pawn: 'B' },
  },
};

const x = (square: Square): number => MARGIN + (square % 9) * CELL;
const y = (square: Square): number => MARGIN + (9 - Math.floor(square / 9)) * CELL;

function el<K extends keyof SVGElementTagNameMap>(
  name: K,
  attrs: Record<string, string | number>,
  parent?: Element,
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  parent?.appendChild(node);
  return node;
}

function drawGrid(svg: SVGSVGElement): void {
  const g = el('g', { class: 'grid' }, svg);
  const left = MARGIN;
  const right = MARGIN + 8 * CELL;
  const top = MARGIN;
  const bottom = MARGIN + 9 * CELL;
  el('rect', { x: left, y: top, width: 8 * CELL, height: 9 * CELL, class: 'frame' }, g);
  for (let r = 1; r < 9; r++) el('line', { x1: left, y1: top + r * CELL, x2: right, y2: top + r * CELL }, g);
  for (let f = 1; f < 8; f++) {
    const fx = left + f * CELL;
    el('line', { x1: fx, y1: top, x2: fx, y2: top + 4 * CELL }, g);
    el('line', { x1: fx, y1: top + 5 * CELL, x2: fx, y2: bottom }, g);
  }
  for (const [r0, r1] of [
    [0, 2],
    [7, 9],
  ] as const) {
    el('line', { x1: left + 3 * CELL, y1: top + r0 * CELL, x2: left + 5 * CELL, y2: top + r1 * CELL }, g);
    el('line', { x1: left + 5 * CELL, y1: top + r0 * CELL, x2: left + 3 * CELL, y2: top + r1 * CELL }, g);
  }
  const river = el('text', { x: left + 4 * CELL, y: top + 4.5 * CELL + 6, class: 'river' }, g);
  river.textContent = 'SÔNG  ·  楚河 漢界';
  for (let f = 0; f < 9; f++) {
    const label = el('text', { x: left + f * CELL, y: bottom + 28, class: 'coord' }, g);
    label.textContent = 'abcdefghi'[f]!;
  }
  for (let r = 0; r < 10; r++) {
    const label = el('text', { x: left - 24, y: top + (9 - r) * CELL + 5, class: 'coord' }, g);
    label.textContent = String(r);
  }
}

/** What the board view tells its owner. */
export interface BoardViewEvents {
  /** A point was clicked. */
  readonly onPoint: (square: Square) => void;
}

/**
 * An SVG board: 90 clickable points (`data-square` = 0..89, `a0` bottom left), the pieces,
 * the selected piece, its legal targets and the last move.
 */
export class BoardView {
  readonly svg: SVGSVGElement;
  private readonly pieces: SVGGElement;
  private readonly marks: SVGGElement;
  /** The labels drawn on the pieces. */
  labels: PieceLabels = 'chinese';

  constructor(parent: HTMLElement, events: BoardViewEvents) {
    this.svg = el('svg', {
      viewBox: `0 0 ${2 * MARGIN + 8 * CELL} ${2 * MARGIN + 9 * CELL + 10}`,
      class: 'board',
      role: 'grid',
      'aria-label': 'Xiangqi board',
    });
    drawGrid(this.svg);
    this.marks = el('g', { class: 'marks' }, this.svg);
    this.pieces = el('g', { class: 'pieces' }, this.svg);
    const hits = el('g', { class: 'hits' }, this.svg);
    for (let s = 0; s < 90; s++) {
      const hit = el(
        'circle',
        { cx: x(s), cy: y(s), r: CELL / 2 - 1, class: 'point', 'data-square': s },
        hits,
      );
      hit.addEventListener('click', () => events.onPoint(s));
    }
    parent.appendChild(this.svg);
  }

  /** Draws a position, a selected square, its targets and the last move. */
  render(
    position: Position,
    selected: Square | undefined,
    targets: readonly Square[],
    last?: readonly Square[],
  ): void {
    this.pieces.replaceChildren();
    this.marks.replaceChildren();
    for (const s of last ?? [])
      el('rect', { x: x(s) - 22, y: y(s) - 22, width: 44, height: 44, class: 'last' }, this.marks);
    if (selected !== undefined)
      el('circle', { cx: x(selected), cy: y(selected), r: 24, class: 'selected' }, this.marks);
    for (const t of targets) el('circle', { cx: x(t), cy: y(t), r: 7, class: 'target' }, this.marks);
    const board = position.board;
    for (let s = 0; s < 90; s++) {
      const p = board[s];
      if (!p) continue;
      const g = el(
        'g',
        { class: `piece ${p.color}`, 'data-piece': `${p.color}-${p.role}`, 'data-at': s },
        this.pieces,
      );
      el('circle', { cx: x(s), cy: y(s), r: 21 }, g);
      const t = el('text', { x: x(s), y: y(s) + 7 }, g);
      t.textContent = GLYPH[this.labels][p.color][p.role];
    }
  }
}
