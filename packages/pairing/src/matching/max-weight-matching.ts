/**
 * One-shot maximum-weight matching on a list of edges, on top of {@link MatchingSolver}.
 */

import { badType } from '../bad-input';
import { MatchingSolver } from './matching-solver';

/** An undirected edge `[u, v, weight]` between vertices `0 … n-1`; `weight` is an integer. */
export type WeightedEdge = readonly [number, number, bigint];

/**
 * Computes a matching of maximum total weight (not necessarily of maximum cardinality; edges of
 * weight ≤ 0 are never used; of parallel edges the heaviest counts). Returns `mate` with
 * `mate[v]` the vertex matched to `v`, or `-1`. Exact on BigInt weights of any size;
 * deterministic.
 *
 * @throws {RangeError} when a vertex is out of range, an edge is a loop, or `n` is not a natural
 * number of at most 32,767 (see {@link MatchingSolver}).
 * @throws {TypeError} when `edges` is not an array of `[u, v, weight]` triples of two numbers
 * and a bigint.
 * @example
 * ```ts
 * import { maxWeightMatching } from '@xq/pairing';
 * const mate = maxWeightMatching(4, [[0, 1, 5n], [1, 2, 6n], [2, 3, 5n]]);
 * console.log(Array.from(mate)); // [ 1, 0, 3, 2 ]
 * ```
 * @category Matching
 */
export function maxWeightMatching(
  n: number,
  edges: readonly (readonly [number, number, bigint])[],
): Int32Array {
  const solver = new MatchingSolver(n);
  if (!Array.isArray(edges)) throw badType('maxWeightMatching: edges must be an array');
  for (let i = 0; i < edges.length; i++) {
    const e: unknown = edges[i];
    if (!Array.isArray(e) || e.length !== 3)
      throw badType(`maxWeightMatching: edges[${i}] must be a [u, v, weight] triple`);
    const [u, v, w] = e as unknown[];
    if (typeof w !== 'bigint')
      throw badType(`maxWeightMatching: edges[${i}] weight must be a bigint, got ${typeof w}`);
    // solver.weight checks the vertices (TypeError, or RangeError for a loop or one out of range)
    if (w > solver.weight(u as number, v as number)) solver.setWeight(u as number, v as number, w);
  }
  return solver.solve();
}
