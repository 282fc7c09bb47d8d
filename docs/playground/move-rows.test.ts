import { describe, expect, it } from 'vitest';
import { moveRows } from './move-rows';

describe('moveRows', () => {
  it('numbers each move pair once, not each ply', () => {
    const rows = moveRows(['C2.5', 'H8+7', 'H2+3'], 'red');
    expect(rows.map((r) => [r.number, r.red?.text, r.black?.text])).toEqual([
      [1, 'C2.5', 'H8+7'],
      [2, 'H2+3', undefined],
    ]);
    expect(rows.flatMap((r) => [r.red?.ply, r.black?.ply]).filter(Boolean)).toEqual([1, 2, 3]);
  });

  it('starts with black’s move alone when black moves first, from the FEN’s move number', () => {
    const rows = moveRows(['a', 'b', 'c'], 'black', 7);
    expect(rows.map((r) => [r.number, r.red?.text, r.black?.text])).toEqual([
      [7, undefined, 'a'],
      [8, 'b', 'c'],
    ]);
    expect(moveRows([], 'black')).toEqual([]);
  });

  it('gives ceil(plies / 2) rows from red, whatever the count', () => {
    for (let n = 0; n < 9; n++) {
      const plies = Array.from({ length: n }, (_, i) => String(i));
      expect(moveRows(plies, 'red').length).toBe(Math.ceil(n / 2));
      expect(moveRows(plies, 'black').length).toBe(n === 0 ? 0 : 1 + Math.ceil((n - 1) / 2));
    }
  });
});
