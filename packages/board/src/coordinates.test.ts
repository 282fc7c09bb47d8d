import { describe, expect, it } from 'vitest';
import { COORDINATE_STYLES, coordinateLabels } from './coordinates';
import { pointOf } from './geometry';

const edge = (style: Parameters<typeof coordinateLabels>[0], o: 'red' | 'black', e: string) =>
  coordinateLabels(style, o)
    .filter((l) => l.edge === e)
    .map((l) => l.text)
    .join(' ');

describe('coordinates', () => {
  it('writes ICCS files under the board and ranks beside it, turned round for black', () => {
    expect(edge('iccs', 'red', 'bottom')).toBe('a b c d e f g h i');
    expect(edge('iccs', 'red', 'left')).toBe('9 8 7 6 5 4 3 2 1 0');
    expect(edge('iccs', 'black', 'bottom')).toBe('i h g f e d c b a');
    expect(edge('iccs', 'black', 'left')).toBe('0 1 2 3 4 5 6 7 8 9');
    // Each file letter sits under its file's points.
    for (const l of coordinateLabels('iccs', 'black').filter((x) => x.edge === 'bottom'))
      expect(l.x).toBe(pointOf('abcdefghi'.indexOf(l.text), 'black').x);
  });

  // Điều 2.1: "Các đường dọc bên Trắng được đánh số từ 1 đến 9 từ phải qua trái. Các đường dọc
  // bên Đen được đánh số từ 9 tới 1 từ phải qua trái."
  it('numbers the files as the law does: Trắng 1–9 from right to left, Đen 9 to 1 from right to left', () => {
    expect(edge('vietnamese', 'red', 'bottom')).toBe('9 8 7 6 5 4 3 2 1');
    expect(edge('vietnamese', 'red', 'top')).toBe('1 2 3 4 5 6 7 8 9');
    // Turned round, each side keeps its numbers on its own edge, counted from its own right.
    expect(edge('vietnamese', 'black', 'bottom')).toBe('9 8 7 6 5 4 3 2 1');
    expect(edge('vietnamese', 'black', 'top')).toBe('1 2 3 4 5 6 7 8 9');
    expect(edge('wxf', 'red', 'bottom')).toBe(edge('vietnamese', 'red', 'bottom'));
  });

  it('writes red’s files in Chinese numerals and black’s in digits, each on its own edge', () => {
    expect(edge('chinese', 'red', 'bottom')).toBe('九 八 七 六 五 四 三 二 一');
    expect(edge('chinese', 'red', 'top')).toBe('1 2 3 4 5 6 7 8 9');
    expect(edge('chinese', 'black', 'bottom')).toBe('9 8 7 6 5 4 3 2 1');
    expect(edge('chinese', 'black', 'top')).toBe('一 二 三 四 五 六 七 八 九');
  });

  it('centres the labels in the band outside the pieces (the TSDoc example)', () => {
    expect(coordinateLabels('iccs', 'red')[0]).toEqual({ text: 'a', x: 40, y: 521.5, edge: 'bottom' });
    expect(coordinateLabels('iccs', 'red').find((l) => l.edge === 'left')).toEqual({
      text: '9',
      x: 8.5,
      y: 40,
      edge: 'left',
    });
  });

  it('keeps every label off every piece, in both orientations', () => {
    // A label is drawn 12 units high (at most 14 with the font's line box) and at most 14 wide
    // (a Chinese numeral); a piece's disc reaches 23 units from its point (22 and its edge).
    const HALF_BOX = 7;
    const DISC = 23;
    for (const style of COORDINATE_STYLES)
      for (const o of ['red', 'black'] as const)
        for (const l of coordinateLabels(style, o))
          for (let s = 0; s < 90; s++) {
            const p = pointOf(s, o);
            const dx = Math.max(0, Math.abs(l.x - p.x) - HALF_BOX);
            const dy = Math.max(0, Math.abs(l.y - p.y) - HALF_BOX);
            expect(Math.hypot(dx, dy), `${style} ${o} '${l.text}' and square ${s}`).toBeGreaterThan(DISC);
          }
  });

  it('writes nothing for none, and throws a TypeError for an unknown style', () => {
    expect(coordinateLabels('none', 'red')).toEqual([]);
    expect(COORDINATE_STYLES).toContain('vietnamese');
    expect(() => coordinateLabels('roman' as never, 'red')).toThrow(TypeError);
    expect(() => coordinateLabels('iccs', 'white' as never)).toThrow(TypeError);
  });
});
