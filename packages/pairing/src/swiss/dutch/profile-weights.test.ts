import { describe, expect, it } from 'vitest';
import { ProfileWeights } from './pairing-graph';

describe('ProfileWeights', () => {
  it('keeps every weight noted, as an array or as a map', () => {
    for (const size of [16, 3000 * 3000 * 2]) {
      const t = new ProfileWeights(size);
      expect(t.get(7)).toBeUndefined();
      t.set(7, 12n);
      t.set(size - 1, 0n);
      expect(t.get(7)).toBe(12n);
      expect(t.get(size - 1)).toBe(0n);
      expect(t.get(8)).toBeUndefined();
    }
  });

  it('does not take a slot per key for thousands of profiles', () => {
    // 3,000 profiles: 18 million keys, 144 MB each as an array of slots; three are held, so
    // that garbage freed meanwhile cannot hide them
    const before = process.memoryUsage().heapUsed;
    const tables = [0, 1, 2].map(() => new ProfileWeights(3000 * 3000 * 2));
    tables.forEach((t, i) => {
      t.set(i, 1n);
    });
    const grown = process.memoryUsage().heapUsed - before;
    expect(tables.map((t, i) => t.get(i))).toEqual([1n, 1n, 1n]);
    expect(grown).toBeLessThan(32 * 1024 * 1024);
  });
});
