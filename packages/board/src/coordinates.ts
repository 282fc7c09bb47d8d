import { FILE_NAMES } from '@xq/core';
import { BOARD_HEIGHT, CELL, MARGIN, type Orientation, squareOfCell } from './geometry';
import { shownValue } from './thrown';

/**
 * Which coordinates are written round the board: `'iccs'` (files a–i, ranks 0–9, as in the
 * square names), `'wxf'` (each side's files 1–9 from its own right, Arabic digits, on its own
 * edge), `'chinese'` (red's files 一…九, black's 1…9), `'vietnamese'` (the law's numbering,
 * Điều 2.1: "Các đường dọc bên Trắng được đánh số từ 1 đến 9 từ phải qua trái. Các đường dọc
 * bên Đen được đánh số từ 9 tới 1 từ phải qua trái" — the same digits as WXF, each side's on
 * its own edge) or `'none'`.
 * @example const c: CoordinateStyle = 'vietnamese';
 * @category Coordinates
 */
export type CoordinateStyle = (typeof COORDINATE_STYLES)[number];

/** Every {@link CoordinateStyle}. @example COORDINATE_STYLES.length // 5 @category Coordinates */
export const COORDINATE_STYLES = ['iccs', 'wxf', 'chinese', 'vietnamese', 'none'] as const;

/**
 * True for one of the {@link COORDINATE_STYLES}.
 * @example isCoordinateStyle('iccs') // true
 * @category Coordinates
 */
export function isCoordinateStyle(value: unknown): value is CoordinateStyle {
  return typeof value === 'string' && (COORDINATE_STYLES as readonly string[]).includes(value);
}

/** One coordinate written beside the board. @category Coordinates */
export interface CoordinateLabel {
  /** The text. */
  readonly text: string;
  /** Where its centre goes, in SVG user units. */
  readonly x: number;
  /** Where its centre goes, in SVG user units (the board draws it with `dominant-baseline: central`). */
  readonly y: number;
  /** The edge it is written on. */
  readonly edge: 'top' | 'bottom' | 'left';
}

const CHINESE_NUMERALS = '一二三四五六七八九';

/**
 * How far a label's centre stands from the edge of the drawing: the middle of the band between
 * the edge and the pieces on the outer lines (a piece's disc reaches 23 units from its point,
 * {@link MARGIN} is 40), so that no label is ever under a piece, in either orientation.
 */
const LABEL_INSET = (MARGIN - 23) / 2;

/**
 * The labels a coordinate style writes round the board, in drawing order. Every label is in
 * the band between the drawing's edge and the pieces on the outer lines, never under a piece.
 * @throws TypeError when `style` or `orientation` is not one of its values.
 * @example coordinateLabels('iccs', 'red')[0] // { text: 'a', x: 40, y: 521.5, edge: 'bottom' }
 * @example coordinateLabels('vietnamese', 'red')[0].text // '9': red's file 9 is on the left
 * @category Coordinates
 */
export function coordinateLabels(style: CoordinateStyle, orientation: Orientation): CoordinateLabel[] {
  if (!isCoordinateStyle(style)) throw new TypeError(`unknown coordinate style: ${shownValue(style)}`);
  if (orientation !== 'red' && orientation !== 'black')
    throw new TypeError(`unknown orientation: ${shownValue(orientation)}`);
  const out: CoordinateLabel[] = [];
  if (style === 'none') return out;
  const bottomY = BOARD_HEIGHT - LABEL_INSET;
  const topY = LABEL_INSET;
  const x = (column: number) => MARGIN + column * CELL;
  if (style === 'iccs') {
    for (let column = 0; column < 9; column++) {
      const square = squareOfCell(column, 9, orientation)!;
      out.push({ text: FILE_NAMES[square % 9]!, x: x(column), y: bottomY, edge: 'bottom' });
    }
    for (let row = 0; row < 10; row++) {
      const square = squareOfCell(0, row, orientation)!;
      out.push({
        text: String((square / 9) | 0),
        x: LABEL_INSET,
        y: MARGIN + row * CELL,
        edge: 'left',
      });
    }
    return out;
  }
  // Each side numbers its files 1..9 from its own right: the bottom side's file 1 is on the
  // screen's right, the top side's on the screen's left.
  const bottom = orientation;
  const digit = (color: Orientation, n: number) =>
    style === 'chinese' && color === 'red' ? CHINESE_NUMERALS[n - 1]! : String(n);
  for (let column = 0; column < 9; column++)
    out.push({ text: digit(bottom, 9 - column), x: x(column), y: bottomY, edge: 'bottom' });
  const top: Orientation = bottom === 'red' ? 'black' : 'red';
  for (let column = 0; column < 9; column++)
    out.push({ text: digit(top, column + 1), x: x(column), y: topY, edge: 'top' });
  return out;
}
