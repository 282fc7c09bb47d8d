import { FILE_NAMES } from '@xq/core';
import { BOARD_HEIGHT, CELL, MARGIN, type Orientation, squareOfCell } from './geometry';

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
export type CoordinateStyle = 'iccs' | 'wxf' | 'chinese' | 'vietnamese' | 'none';

/** Every {@link CoordinateStyle}. @example COORDINATE_STYLES.length // 5 @category Coordinates */
export const COORDINATE_STYLES = [
  'iccs',
  'wxf',
  'chinese',
  'vietnamese',
  'none',
] as const satisfies readonly CoordinateStyle[];

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
  /** Where its baseline centre goes, in SVG user units. */
  readonly y: number;
  /** The edge it is written on. */
  readonly edge: 'top' | 'bottom' | 'left';
}

const CHINESE_NUMERALS = '一二三四五六七八九';

/**
 * The labels a coordinate style writes round the board, in drawing order.
 * @throws TypeError when `style` or `orientation` is not one of its values.
 * @example coordinateLabels('iccs', 'red')[0] // { text: 'a', x: 40, y: 524, edge: 'bottom' }
 * @example coordinateLabels('vietnamese', 'red')[0].text // '9': red's file 9 is on the left
 * @category Coordinates
 */
export function coordinateLabels(style: CoordinateStyle, orientation: Orientation): CoordinateLabel[] {
  if (!isCoordinateStyle(style)) throw new TypeError(`unknown coordinate style: ${String(style)}`);
  if (orientation !== 'red' && orientation !== 'black')
    throw new TypeError(`unknown orientation: ${String(orientation)}`);
  const out: CoordinateLabel[] = [];
  if (style === 'none') return out;
  const bottomY = BOARD_HEIGHT - 6;
  const topY = 15;
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
        x: 11,
        y: MARGIN + row * CELL + 5,
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
