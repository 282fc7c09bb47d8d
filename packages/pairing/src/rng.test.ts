import { describe, expect, it } from 'vitest';
import { createRng, drawLots, drawNumbers } from './rng';

describe('lots', () => {
  it('the generator is reproducible from its seed and stays in [0, 1)', () => {
    const a = createRng(123);
    const b = createRng(123);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(createRng(124)()).not.toBe(xs[0]);
  });

  it('draws are permutations, reproducible, and leave the input alone', () => {
    const items = Object.freeze(['a', 'b', 'c', 'd', 'e']);
    const once = drawLots(items, 9);
    expect(drawLots(items, 9)).toEqual(once);
    expect([...once].sort()).toEqual([...items]);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('every order of three comes up about equally often', () => {
    // 6000 draws over 6 orders: each expected 1000; a fair shuffle stays well within ±150.
    const counts = new Map<string, number>();
    for (let seed = 0; seed < 6000; seed++) {
      const key = drawLots([1, 2, 3], seed).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const c of counts.values()) expect(Math.abs(c - 1000)).toBeLessThan(150);
  });

  it('drawNumbers gives numbers 1..n', () => {
    const m = drawNumbers(['x', 'y', 'z'], 5);
    expect([...m.values()].sort()).toEqual([1, 2, 3]);
  });
});
