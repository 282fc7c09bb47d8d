import { squareName } from '@xq/core';
import { describe, expect, it } from 'vitest';
import {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  CELL,
  neighbour,
  ORIENTATIONS,
  pointOf,
  screenCell,
  squareNear,
  squareOfCell,
} from './geometry';

describe('geometry', () => {
  // Điều 2.1: "Bên dưới là bên Trắng (đi tiên), bên trên là ben Đen (đi hậu)" — red at the bottom.
  it('draws red at the bottom by default orientation: a0 bottom left, i9 top right', () => {
    const a0 = pointOf(0, 'red');
    const i9 = pointOf(89, 'red');
    expect(a0.x).toBeLessThan(i9.x);
    expect(a0.y).toBeGreaterThan(i9.y);
    expect(screenCell(4, 'red')).toEqual({ column: 4, row: 9 });
  });

  it('turns the board round for black: every point goes to its 180° image', () => {
    for (let s = 0; s < 90; s++) {
      const r = pointOf(s, 'red');
      const b = pointOf(s, 'black');
      expect(b.x).toBe(BOARD_WIDTH - r.x);
      expect(b.y).toBe(BOARD_HEIGHT - r.y);
    }
  });

  it('places the 90 points on 90 distinct places one cell apart', () => {
    for (const o of ORIENTATIONS) {
      const seen = new Set(Array.from({ length: 90 }, (_, s) => `${pointOf(s, o).x},${pointOf(s, o).y}`));
      expect(seen.size).toBe(90);
      expect(pointOf(1, o).x - pointOf(0, o).x).toBe(o === 'red' ? CELL : -CELL);
    }
  });

  it('finds the square back from its point, from near it, and nothing off the board', () => {
    for (const o of ORIENTATIONS)
      for (let s = 0; s < 90; s++) {
        const p = pointOf(s, o);
        expect(squareNear(p, o), squareName(s)).toBe(s);
        expect(squareNear({ x: p.x + CELL * 0.3, y: p.y - CELL * 0.3 }, o)).toBe(s);
        expect(squareOfCell(screenCell(s, o).column, screenCell(s, o).row, o)).toBe(s);
      }
    expect(squareNear({ x: 0, y: 0 }, 'red')).toBeUndefined();
    expect(squareNear({ x: BOARD_WIDTH + 30, y: 100 }, 'red')).toBeUndefined();
    expect(squareNear({ x: Number.NaN, y: 10 }, 'red')).toBeUndefined();
    expect(squareNear(null as never, 'red')).toBeUndefined();
    expect(squareOfCell(9, 0, 'red')).toBeUndefined();
    expect(squareOfCell(0.5, 0, 'red')).toBeUndefined();
  });

  it('moves the keyboard cursor in screen directions, staying put at the edges', () => {
    expect(neighbour(4, 'up', 'red')).toBe(13);
    expect(neighbour(4, 'down', 'red')).toBe(4);
    expect(neighbour(4, 'left', 'red')).toBe(3);
    expect(neighbour(4, 'up', 'black')).toBe(4);
    expect(neighbour(4, 'down', 'black')).toBe(13);
    expect(neighbour(4, 'left', 'black')).toBe(5);
    expect(neighbour(0, 'left', 'red')).toBe(0);
    expect(neighbour(89, 'right', 'red')).toBe(89);
  });

  it('throws a RangeError for a square out of range', () => {
    expect(() => pointOf(90, 'red')).toThrow(RangeError);
    expect(() => neighbour(-1, 'up', 'red')).toThrow(RangeError);
  });
});
