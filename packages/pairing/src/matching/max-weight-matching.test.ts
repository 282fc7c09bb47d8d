import { describe, expect, it } from 'vitest';
import { MatchingSolver } from './matching-solver';
import { maxWeightMatching } from './max-weight-matching';

describe('maxWeightMatching', () => {
  it('handles empty graphs', () => {
    expect(Array.from(maxWeightMatching(0, []))).toEqual([]);
    expect(Array.from(maxWeightMatching(3, []))).toEqual([-1, -1, -1]);
  });
  it('prefers the heavier single edge over two light ones when heavier in total', () => {
    const path = (outer: bigint) =>
      Array.from(
        maxWeightMatching(4, [
          [0, 1, outer],
          [1, 2, 10n],
          [2, 3, outer],
        ]),
      );
    expect(path(2n)).toEqual([-1, 2, 1, -1]);
    expect(path(6n)).toEqual([1, 0, 3, 2]);
  });
  it('solves an odd cycle (blossom) with a stem', () => {
    // triangle 0-1-2 plus 2-3: best is 0-1 and 2-3
    const mate = maxWeightMatching(4, [
      [0, 1, 8n],
      [1, 2, 9n],
      [0, 2, 10n],
      [2, 3, 7n],
    ]);
    expect(Array.from(mate)).toEqual([1, 0, 3, 2]);
  });
  it('needs blossom expansion (van Rantwijk test case)', () => {
    const edges: [number, number, bigint][] = [
      [0, 1, 23n],
      [0, 4, 22n],
      [0, 5, 15n],
      [1, 2, 25n],
      [2, 3, 22n],
      [3, 4, 25n],
      [3, 5, 14n],
    ];
    const mate = maxWeightMatching(6, edges);
    // the optimum is 0-5, 1-2, 3-4 (15 + 25 + 25), found only through a blossom
    expect(Array.from(mate)).toEqual([5, 2, 1, 4, 3, 0]);
  });
  it('rejects bad edges', () => {
    expect(() => maxWeightMatching(2, [[0, 0, 1n]])).toThrow(RangeError);
    expect(() => maxWeightMatching(2, [[0, 2, 1n]])).toThrow(RangeError);
  });
});

describe('MatchingSolver', () => {
  it('rejects bad vertex counts and edges', () => {
    expect(() => new MatchingSolver(-1)).toThrow(RangeError);
    expect(() => new MatchingSolver(1.5)).toThrow(RangeError);
    expect(() => new MatchingSolver(32768)).toThrow(RangeError);
    const s = new MatchingSolver(3);
    expect(() => s.setWeight(1, 1, 1n)).toThrow(RangeError);
    expect(() => s.weight(0, 3)).toThrow(RangeError);
    expect(() => s.weight(2, 2)).toThrow(RangeError);
  });
  it('re-solves to the same optimum when an unrelated edge changes', () => {
    // a triangle 0-1-2 of equal weights with a pendant 3 on vertex 0: one vertex of the
    // triangle stays single or pairs with 3; nothing changes between the solves
    const s = new MatchingSolver(6);
    for (const [u, v] of [
      [0, 1],
      [1, 2],
      [0, 2],
    ] as const)
      s.setWeight(u, v, 10n);
    s.setWeight(0, 3, 9n);
    s.setWeight(4, 5, 3n);
    const first = Array.from(s.solve());
    expect(first[0]).toBe(3);
    s.setWeight(4, 5, 4n);
    const second = Array.from(s.solve());
    expect(second.slice(0, 4)).toEqual(first.slice(0, 4));
    expect(second[4]).toBe(5);
  });
});
