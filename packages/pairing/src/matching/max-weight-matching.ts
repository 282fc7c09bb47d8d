/**
 * One-shot maximum-weight matching on a list of edges, on top of {@link MatchingSolver}.
 */

import { MatchingSolver } from './matching-solver';

/**
 * An undirected edge `[u, v, weight]` between vertices `0 … n-1`; `weight` is an integer.
 * @category Matching
 */
export type WeightedEdge = readonly [number, number, bigint];

/**
 * Computes a matching of maximum total weight (not necessarily of maximum cardinality; edges of
 * weight ≤ 0 are never used; of parallel edges the heaviest counts). Returns `mate` with
 * `mate[v]` the vertex matched to `v`, or `-1`. Exact on BigInt weights of any size;
 * deterministic.
 *
 * @throws {RangeError} when a vertex is out of range, an edge is a loop, or `n` is not a natural
 * number of at most 32,767 (see {@link MatchingSolver}).
 * @example
 * ```ts
 * import { maxWeightMatching } from '@xq/pairing';
 * const mate = maxWeightMatching(4, [[0, 1, 5n], [1, 2, 6n], [2, 3, 5n]]);
 * console.log(Array.from(mate)); // [ 1, 0, 3, 2 ]
 * ```
 * @category Matching
 */
export function maxWeightMatching(n: number, edges: readonly WeightedEdge[]): Int32Array {
  const solver = new MatchingSolver(n);
  // solver.weight checks the edge (RangeError for a loop or a vertex out of range)
  for (const [u, v, w] of edges) if (w > solver.weight(u, v)) solver.setWeight(u, v, w);
  return solver.solve();
}
