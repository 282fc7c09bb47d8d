/**
 * Tests only: switches that make the Dutch system take none of its speed shortcuts, so that
 * the tests and `bench/s1-reference.ts` can compare the shortcuts with the steps as bbpPairings
 * runs them. Both are off in normal use.
 * @internal
 */
export const referenceProbe = {
  /** The S1 step without shortcuts: no leaning, no trusting chunk, one S1 player per solve. */
  s1: false,
  /** Every solve of the graph from nothing: no warm start, no seeds, no kept optimum. */
  coldSolves: false,
};
