import { fileOf, isSquare, rankOf, type Square } from '@xq/core';
import { shownValue } from './thrown';

/**
 * Which side sits at the bottom of the board: `'red'` (the law's printed board, Điều 2.1) or
 * `'black'` (the board turned round).
 * @example const o: Orientation = 'black';
 * @category Geometry
 */
export type Orientation = 'red' | 'black';

/** The two orientations (read by the options parser; not exported by the package). */
export const ORIENTATIONS = ['red', 'black'] as const satisfies readonly Orientation[];

/** Distance between two neighbouring points, in SVG user units. @example CELL // 50 @category Geometry */
export const CELL = 50;

/** Space between the outer lines and the edge of the drawing (room for coordinates). @example MARGIN // 40 @category Geometry */
export const MARGIN = 40;

/** Width of the drawing (`viewBox`), in SVG user units. @example BOARD_WIDTH // 480 @category Geometry */
export const BOARD_WIDTH = 2 * MARGIN + 8 * CELL;

/** Height of the drawing (`viewBox`), in SVG user units. @example BOARD_HEIGHT // 530 @category Geometry */
export const BOARD_HEIGHT = 2 * MARGIN + 9 * CELL;

/** A point of the drawing, in SVG user units (`x` to the right, `y` down). @category Geometry */
export interface Point {
  /** From the left edge. */
  readonly x: number;
  /** From the top edge. */
  readonly y: number;
}

/** Where a square is drawn, in cells: {@link screenCell}'s answer. @category Geometry */
export interface ScreenCell {
  /** 0 (left) to 8 (right). */
  readonly column: number;
  /** 0 (top) to 9 (bottom). */
  readonly row: number;
}

/**
 * Column (0 = left) and row (0 = top) of a square as drawn.
 * @throws RangeError when `square` is not an integer 0..89.
 * @example screenCell(4, 'red') // { column: 4, row: 9 }: e0 is the bottom middle
 * @category Geometry
 */
export function screenCell(square: Square, orientation: Orientation): ScreenCell {
  if (!isSquare(square)) throw new RangeError(`not a square: ${shownValue(square)}`);
  const file = fileOf(square);
  const rank = rankOf(square);
  return orientation === 'red' ? { column: file, row: 9 - rank } : { column: 8 - file, row: rank };
}

/**
 * Where a square is drawn: the centre of its point.
 * @throws RangeError when `square` is not an integer 0..89.
 * @example pointOf(0, 'red') // { x: 40, y: 490 }: a0, bottom left
 * @category Geometry
 */
export function pointOf(square: Square, orientation: Orientation): Point {
  const { column, row } = screenCell(square, orientation);
  return { x: MARGIN + column * CELL, y: MARGIN + row * CELL };
}

/**
 * The square drawn at a column and row (0-based from the top left), or `undefined` off the board.
 * @example squareOfCell(0, 0, 'red') // 81: a9, the top left when red is at the bottom
 * @category Geometry
 */
export function squareOfCell(column: number, row: number, orientation: Orientation): Square | undefined {
  if (!Number.isInteger(column) || !Number.isInteger(row)) return undefined;
  if (column < 0 || column > 8 || row < 0 || row > 9) return undefined;
  return orientation === 'red' ? column + 9 * (9 - row) : 8 - column + 9 * row;
}

/**
 * The square whose point is nearest to a place of the drawing, or `undefined` when the place is
 * more than half a cell from every point (outside the board).
 * @example squareNear({ x: 44, y: 488 }, 'red') // 0: a0
 * @category Geometry
 */
export function squareNear(place: Point, orientation: Orientation): Square | undefined {
  if (!place || !Number.isFinite(place.x) || !Number.isFinite(place.y)) return undefined;
  const column = Math.round((place.x - MARGIN) / CELL);
  const row = Math.round((place.y - MARGIN) / CELL);
  const square = squareOfCell(column, row, orientation);
  if (square === undefined) return undefined;
  const centre = pointOf(square, orientation);
  return Math.hypot(place.x - centre.x, place.y - centre.y) <= CELL / 2 ? square : undefined;
}

/** A direction on the screen, as the arrow keys give it. @category Geometry */
export type ScreenDirection = 'up' | 'down' | 'left' | 'right';

/**
 * The neighbouring square in a direction on the screen (the keyboard cursor); the same square at
 * the edge of the board.
 * @throws RangeError when `square` is not an integer 0..89.
 * @example neighbour(4, 'up', 'red') // 13: e0 → e1
 * @example neighbour(4, 'up', 'black') // 4: e0 is on the top edge when black is at the bottom
 * @category Geometry
 */
export function neighbour(square: Square, direction: ScreenDirection, orientation: Orientation): Square {
  const { column, row } = screenCell(square, orientation);
  const dc = direction === 'left' ? -1 : direction === 'right' ? 1 : 0;
  const dr = direction === 'up' ? -1 : direction === 'down' ? 1 : 0;
  return squareOfCell(column + dc, row + dr, orientation) ?? square;
}
