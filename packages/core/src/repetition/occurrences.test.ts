import { describe, expect, it } from 'vitest';
import { forEachOccurrence } from './occurrences';

// forEachOccurrence is internal (Game, judgeLastPosition and RepetitionHistory walk with it):
// not exported from @xq/core. Its TSDoc example, run as written.
describe('forEachOccurrence', () => {
  it('counts and visits the earlier occurrences since the barrier, newest first', () => {
    const keys = [7, 1, 2, 3, 7, 5, 6, 9, 7];
    expect(
      forEachOccurrence(
        8,
        0,
        (p) => keys[p] === 7,
        () => false,
      ),
    ).toBe(3);
    expect(
      forEachOccurrence(
        8,
        3,
        (p) => keys[p] === 7,
        () => false,
      ),
    ).toBe(2);
    const seen: number[] = [];
    expect(
      forEachOccurrence(
        8,
        0,
        () => true,
        (p) => {
          seen.push(p);
          return p === 4;
        },
        [0, 4, 8, 12],
      ),
    ).toBe(2);
    expect(seen).toEqual([4]); // 12 is after the current ply, 0 is not reached: the walk stopped at 4
  });
});
