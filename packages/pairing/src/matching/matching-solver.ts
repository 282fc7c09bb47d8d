/**
 * An incremental maximum-weight matching solver on a complete graph with exact BigInt weights:
 * Edmonds' blossom algorithm in the primal-dual form of Galil (after J. van Rantwijk's
 * formulation, with the names networkx keeps). After `setWeight` changes a few edges, `solve`
 * repairs the dual solution locally and only re-grows the trees of the vertices that lost their
 * partner, instead of starting again from nothing.
 *
 * The parts: `warm-matching.ts` (the solver as the engines drive it: the operations no user
 * calls, behind this API), `matching-state.ts` (the weights, matching and duals kept between
 * solves, and the warm start), `class-potentials.ts` (seeds from classes of vertices),
 * `prefer-partners.ts` (leaning an optimum toward preferred partners), `search.ts` (one primal-dual search: labels, scans, stages), `dual-change.ts`
 * (the dual changes delta1–delta4), `blossoms.ts` (shrinking, expanding and augmenting
 * blossoms), `labels.ts` (the label and delta constants), `optimality.ts` (the certificate the
 * tests check). This file is the small public API over them.
 */

import { badRange, badType, shown } from '../bad-input';
import { MAX_VERTICES, WarmMatching } from './warm-matching';

/** The internal solver behind a public one (see {@link warmMatchingOf}). */
let coreOf: (s: MatchingSolver) => WarmMatching;

/** How many distinct recent weights a solver compares a new one with, to share their BigInts. */
const SHARED_WEIGHTS = 8;

/**
 * A reusable maximum-weight matching solver for `n` vertices: set edge weights (BigInt; 0 or
 * less means no edge), then `solve`. Later weight changes are solved from the previous optimum.
 *
 * Every method checks its arguments: a wrong JavaScript type throws a `TypeError`, a value out
 * of range a `RangeError`, both with the code `PAIRING_BAD_INPUT` and the method's name.
 * @throws {RangeError} from the constructor when `n` is not a natural number or exceeds 32,767
 * (edges are numbered `u·n + v` in 31 bits; memory grows as n²: 3 bytes per ordered pair while
 * fewer than 65,536 distinct weights are set, about 75 MB at 5,000).
 * @example
 * ```ts
 * import { MatchingSolver } from '@xq/pairing';
 * const s = new MatchingSolver(4);
 * s.setWeight(0, 1, 5n);
 * s.setWeight(1, 2, 6n);
 * s.setWeight(2, 3, 5n);
 * console.log(Array.from(s.solve())); // [ 1, 0, 3, 2 ]
 * s.setWeight(1, 2, 20n);
 * console.log(Array.from(s.solve())); // [ -1, 2, 1, -1 ]
 * ```
 * @category Matching
 */
export class MatchingSolver {
  static {
    coreOf = (s) => s.#core;
  }
  /** Number of vertices. */
  readonly n: number;
  /** The warm state and the operations behind this API. */
  readonly #core: WarmMatching;
  /**
   * The last {@link SHARED_WEIGHTS} distinct weights set and their stored doubles (a ring):
   * equal weights share one BigInt, since a field of n players has n²/2 edges but few distinct
   * weights.
   */
  readonly #recentWeights: bigint[] = [];
  readonly #recentStored: bigint[] = [];
  #recentNext = 0;

  constructor(n: number) {
    if (typeof n !== 'number') throw badType(`MatchingSolver: n must be a number, got ${typeof n}`);
    if (!Number.isInteger(n) || n < 0 || n > MAX_VERTICES)
      throw badRange(`MatchingSolver: bad vertex count ${shown(n)}`);
    this.n = n;
    this.#core = new WarmMatching(n);
  }

  /**
   * Sets the weight of edge `u`–`v` (0n or less removes it).
   * @throws {RangeError} when a vertex is out of range or `u === v`.
   * @throws {TypeError} when a vertex is not a number or `weight` is not a bigint.
   */
  setWeight(u: number, v: number, weight: bigint): void {
    this.#check(u, v);
    if (typeof weight !== 'bigint')
      throw badType(`MatchingSolver.setWeight: weight must be a bigint, got ${typeof weight}`);
    this.#core.setDouble(u, v, weight > 0n ? this.#storedDouble(weight) : 0n);
  }

  /**
   * Removes every edge at `u` except the one to `keep` (-1: all of them), in time linear in n
   * and with nothing for the next solve to repair: a removed edge only loosens the duals, and
   * when it was u's matched edge, u and its partner become free. Cheaper than setting each
   * edge to 0n, for a vertex whose pair is decided.
   * @throws {RangeError} when `u` is out of range or `keep` is neither -1 nor another vertex.
   * @throws {TypeError} when `u` or `keep` is not a number.
   * @example
   * ```ts
   * import { MatchingSolver } from '@xq/pairing';
   * const s = new MatchingSolver(4);
   * s.setWeight(0, 1, 5n);
   * s.setWeight(0, 2, 9n);
   * s.setWeight(1, 3, 4n);
   * console.log(Array.from(s.solve())); // [ 2, 3, 0, 1 ]
   * s.removeEdgesAt(0, 1); // 0 keeps only its edge to 1
   * console.log(Array.from(s.solve())); // [ 1, 0, -1, -1 ]
   * ```
   */
  removeEdgesAt(u: number, keep = -1): void {
    const n = this.n;
    if (typeof u !== 'number')
      throw badType(`MatchingSolver.removeEdgesAt: u must be a number, got ${typeof u}`);
    if (!Number.isInteger(u) || u < 0 || u >= n)
      throw badRange(`MatchingSolver.removeEdgesAt: bad vertex ${shown(u)}`);
    if (keep !== -1) this.#check(u, keep);
    this.#core.removeEdgesAt(u, keep);
  }

  /**
   * The weight of edge `u`–`v` (0n when absent).
   * @throws {RangeError} when a vertex is out of range or `u === v`.
   * @throws {TypeError} when a vertex is not a number.
   */
  weight(u: number, v: number): bigint {
    this.#check(u, v);
    return this.#core.double(u, v) / 2n;
  }

  /**
   * Computes a maximum-weight matching for the current weights: `mate[v]` is `v`'s partner or
   * -1. Deterministic for a given sequence of calls. With `oneTree`, each search grows from one
   * free vertex at a time instead of from all of them at once (the optimum is the same; the
   * search is faster when a few vertices lost their partners after small weight changes).
   *
   * When no weight changed since the last solve and the solver kept every pair of its answer,
   * that answer is returned as it is, without a search: it is still
   * an optimum. A search would start again from the free vertices that the dissolved blossoms
   * left with a positive dual, and could end at another optimum of the same weight.
   * @throws {TypeError} when `options` is not an object or `oneTree` is not a boolean.
   */
  solve(options: { readonly oneTree?: boolean } = {}): Int32Array {
    if (typeof options !== 'object' || options === null)
      throw badType('MatchingSolver.solve: options must be an object');
    const oneTree = options.oneTree;
    if (oneTree !== undefined && typeof oneTree !== 'boolean')
      throw badType(`MatchingSolver.solve: oneTree must be a boolean, got ${typeof oneTree}`);
    return this.#core.solve(oneTree === true);
  }

  /** 2 × weight, shared with the recent equal weights. */
  #storedDouble(weight: bigint): bigint {
    const ws = this.#recentWeights;
    for (let r = 0, i = this.#recentNext; r < ws.length; r++) {
      i = i === 0 ? ws.length - 1 : i - 1; // newest first
      if (ws[i] === weight) return this.#recentStored[i]!;
    }
    const x = 2n * weight;
    const at = this.#recentNext;
    ws[at] = weight;
    this.#recentStored[at] = x;
    this.#recentNext = (at + 1) % SHARED_WEIGHTS;
    return x;
  }

  #check(u: number, v: number): void {
    const n = this.n;
    if (typeof u !== 'number' || typeof v !== 'number')
      throw badType(`MatchingSolver: a vertex must be a number, got ${typeof u} and ${typeof v}`);
    if (!Number.isInteger(u) || !Number.isInteger(v) || u < 0 || v < 0 || u >= n || v >= n || u === v) {
      throw badRange(`MatchingSolver: bad edge ${shown(u)}-${shown(v)}`);
    }
  }
}

/**
 * The {@link WarmMatching} behind a public solver, for this package's tests (its optimality
 * certificate). Not exported from the package.
 */
export const warmMatchingOf = (s: MatchingSolver): WarmMatching => coreOf(s);
