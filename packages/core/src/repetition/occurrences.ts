/**
 * Visits the earlier occurrences of the position that stands after ply `now` (plies counted
 * from the start: 0 is the start position), newest first, since the last capture: the plies `p`
 * with `barrier <= p < now` at which `same(p)` holds (a capture cannot be undone by play, so no
 * position before it comes back). `visit(p, nth)` gets each with its rank (`nth` = 2 for the
 * newest earlier one: the current position is the first) and stops the walk by returning
 * `true`. The plies looked at are `candidates` when given (increasing, e.g. an index of the
 * plies with the same key; plies after `now` are passed over), else every other ply back from
 * `now` (the same side to move). Returns how many occurrences were counted, the current one
 * included, up to where the walk stopped. Allocation-free: used by {@link Game},
 * {@link judgeLastPosition} and {@link RepetitionHistory}. Not exported from the package: its
 * callers pass trusted numbers and callbacks.
 *
 * @example
 * // The position after ply 8 stood after plies 0 and 4 too; a capture at ply 3 hides ply 0.
 * const keys = [7, 1, 2, 3, 7, 5, 6, 9, 7];
 * forEachOccurrence(8, 0, (p) => keys[p] === 7, () => false); // 3
 * forEachOccurrence(8, 3, (p) => keys[p] === 7, () => false); // 2
 * @internal
 */
export function forEachOccurrence(
  now: number,
  barrier: number,
  same: (ply: number) => boolean,
  visit: (ply: number, nth: number) => boolean | undefined,
  candidates?: ArrayLike<number>,
): number {
  let count = 1;
  if (candidates) {
    for (let i = candidates.length - 1; i >= 0; i--) {
      const p = candidates[i]!;
      if (p >= now) continue;
      if (p < barrier) break;
      if (!same(p)) continue;
      if (visit(p, ++count)) break;
    }
    return count;
  }
  for (let p = now - 2; p >= barrier; p -= 2) if (same(p) && visit(p, ++count)) break;
  return count;
}
