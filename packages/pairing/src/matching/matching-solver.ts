/**
 * An incremental maximum-weight matching solver on a complete graph with exact BigInt weights:
 * Edmonds' blossom algorithm in the primal-dual form of Galil (after J. van Rantwijk's
 * formulation, with the names networkx keeps). After `setWeight` changes a few edges, `solve`
 * repairs the dual solution locally and only re-grows the trees of the vertices that lost their
 * partner, instead of starting again from nothing.
 *
 * The parts: `matching-state.ts` (the weights, matching and duals kept between solves, and the
 * warm start), `search.ts` (one primal-dual search: labels, scans, stages), `dual-change.ts`
 * (the dual changes delta1–delta4), `blossoms.ts` (shrinking, expanding and augmenting
 * blossoms), `labels.ts` (the label and delta constants), `optimality.ts` (the certificate the
 * tests check). This file is the small public API over them.
 */

import { badRange, badType, shown } from '../bad-input';
import {
  coldStart,
  endpointOf,
  newState,
  type SolverState,
  seededStart,
  unmatch,
  warmStart,
} from './matching-state';
import { certificateProbe, type MatchingCertificate } from './optimality';
import { Search } from './search';

/** How many distinct recent weights a solver compares a new one with, to share their BigInts. */
const SHARED_WEIGHTS = 8;

/** Largest vertex count: edge endpoint codes 2·(u·n + v) + 1 stay below 2³¹. */
export const MAX_VERTICES = 32767;

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
  /** Number of vertices. */
  readonly n: number;
  private readonly state: SolverState;
  /**
   * Edges whose weight changed since the last solve, the first `changedCount` entries (a
   * growing Int32Array: half the memory of a JS array of numbers, and one bracket of a large
   * field changes millions of edges).
   */
  private changed = new Int32Array(64);
  private changedCount = 0;
  /**
   * The last {@link SHARED_WEIGHTS} distinct weights set and their stored doubles (a ring):
   * equal weights share one BigInt, since a field of n players has n²/2 edges but few distinct
   * weights.
   */
  private readonly recentWeights: bigint[] = [];
  private readonly recentStored: bigint[] = [];
  private recentNext = 0;
  /** No solve yet, or none since {@link restart} (see {@link fresh}). */
  private isFresh = true;
  /** Vertex duals for the first solve, doubled units (see {@link seed}). */
  private seeded: readonly bigint[] | null = null;
  /**
   * The matching kept between solves is an optimum of the current weights: the last search's
   * answer with every pair kept (or paired again by {@link rematch}), and no weight changed
   * since. A solve then answers it as it is (see {@link solve}).
   */
  private optimumKept = false;

  constructor(n: number) {
    if (typeof n !== 'number') throw badType(`MatchingSolver: n must be a number, got ${typeof n}`);
    if (!Number.isInteger(n) || n < 0 || n > MAX_VERTICES)
      throw badRange(`MatchingSolver: bad vertex count ${shown(n)}`);
    this.n = n;
    this.state = newState(n);
  }

  /**
   * Sets the weight of edge `u`–`v` (0n or less removes it).
   * @throws {RangeError} when a vertex is out of range or `u === v`.
   * @throws {TypeError} when a vertex is not a number or `weight` is not a bigint.
   */
  setWeight(u: number, v: number, weight: bigint): void {
    this.check(u, v);
    if (typeof weight !== 'bigint')
      throw badType(`MatchingSolver.setWeight: weight must be a bigint, got ${typeof weight}`);
    this.setDouble(u, v, weight > 0n ? this.storedDouble(weight) : 0n);
  }

  /**
   * Sets edge `u`–`v` to `double / 2` without checks: `double` is 2 × the weight, 0n or
   * positive, and `u` ≠ `v` are vertices. For callers that build the doubled weights
   * themselves (one BigInt less per edge).
   * @internal
   */
  setDouble(u: number, v: number, double: bigint): void {
    const n = this.n;
    const k = u < v ? u * n + v : v * n + u;
    const back = u < v ? v * n + u : u * n + v;
    // the first solve starts from nothing anyway
    if (this.state.w2.setPair(k, back, double) && !this.isFresh) {
      this.optimumKept = false;
      if (this.changedCount === this.changed.length) {
        const grown = new Int32Array(2 * this.changed.length);
        grown.set(this.changed);
        this.changed = grown;
      }
      this.changed[this.changedCount++] = k;
    }
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
    if (keep !== -1) this.check(u, keep);
    const { w2, mate } = this.state;
    const m = mate[u]!;
    if (m !== -1) {
      const partner = endpointOf(n, m);
      if (partner !== keep) {
        unmatch(this.state, u);
        this.optimumKept = false;
      }
    }
    for (let x = 0, row = u * n, col = u; x < n; x++, row++, col += n) {
      if (x === keep || w2.idAt(row) === 0) continue;
      w2.clear(row);
      w2.clear(col);
    }
  }

  /** 2 × weight, shared with the recent equal weights. */
  private storedDouble(weight: bigint): bigint {
    const ws = this.recentWeights;
    for (let r = 0, i = this.recentNext; r < ws.length; r++) {
      i = i === 0 ? ws.length - 1 : i - 1; // newest first
      if (ws[i] === weight) return this.recentStored[i]!;
    }
    const x = 2n * weight;
    const at = this.recentNext;
    ws[at] = weight;
    this.recentStored[at] = x;
    this.recentNext = (at + 1) % SHARED_WEIGHTS;
    return x;
  }

  /**
   * Before the first solve: starts it from these vertex duals instead of half the heaviest edge
   * at each vertex. `potentials[u] + potentials[v] ≥ 2 · weight(u, v)` is wanted for every edge
   * (where it fails, a dual is raised until it holds); edges where it is an equality are tight,
   * and the first search then only repairs what a greedy matching along them leaves free. The
   * optimum weight is the same from any start (of several optima, another may be found).
   * @throws {RangeError} when `potentials` does not have one entry per vertex, or after a solve.
   * @throws {TypeError} when `potentials` is not an array of bigints.
   */
  seed(potentials: readonly bigint[]): void {
    if (!Array.isArray(potentials)) throw badType('MatchingSolver.seed: potentials must be an array');
    if (!this.isFresh || potentials.length !== this.n)
      throw badRange('MatchingSolver.seed: one potential per vertex, before the first solve');
    const copy = potentials.slice(); // read once: a later change by the caller changes nothing
    for (let i = 0; i < copy.length; i++) {
      if (typeof copy[i] !== 'bigint')
        throw badType(`MatchingSolver.seed: potentials[${i}] must be a bigint, got ${typeof copy[i]}`);
    }
    this.seeded = copy;
  }

  /**
   * Drops the matching: the solver is as new, with its weights kept, so the next solve starts
   * from nothing or from {@link seed} (new duals either way), and weight changes until then are
   * not recorded for repair. For a caller about to change nearly every weight, when repairing the
   * previous optimum would cost more than starting again.
   * @internal
   */
  restart(): void {
    this.state.mate.fill(-1);
    this.isFresh = true;
    this.optimumKept = false;
    this.seeded = null;
    this.changedCount = 0;
    this.changed = new Int32Array(64);
  }

  /**
   * No solve yet, or none since {@link restart}: the next one starts from nothing or from
   * {@link seed}, and weight changes until then are not recorded for repair.
   * @internal
   */
  get fresh(): boolean {
    return this.isFresh;
  }

  /**
   * The heaviest weight between each two classes of vertices, keyed `min(p, q) · classes +
   * max(p, q)` (`classOf[v]` below `classes`), in the doubled units the solver stores: for a
   * caller about to {@link restart} and {@link seed} from potentials that fit the current
   * weights. One pass over the edges, comparing a weight only where its id changes.
   * @internal
   */
  classHeaviest(classOf: ArrayLike<number>, classes: number): Map<number, bigint> {
    const { n, w2 } = this.state;
    const heaviest = new Map<number, bigint>();
    const dense = classes * classes <= 1 << 22;
    const lastId = dense ? new Int32Array(classes * classes).fill(-1) : null;
    const lastSparse = dense ? null : new Map<number, number>();
    for (let u = 0; u < n; u++) {
      const cu = classOf[u]!;
      for (let v = u + 1, idx = u * n + v; v < n; v++, idx++) {
        const id = w2.idAt(idx);
        if (id === 0) continue;
        const cv = classOf[v]!;
        const key = cu < cv ? cu * classes + cv : cv * classes + cu;
        if (lastId !== null) {
          if (lastId[key] === id) continue;
          lastId[key] = id;
        } else {
          if (lastSparse!.get(key) === id) continue;
          lastSparse!.set(key, id);
        }
        const x = w2.value(id);
        const h = heaviest.get(key);
        if (h === undefined || x > h) heaviest.set(key, x);
      }
    }
    return heaviest;
  }

  /**
   * Whether edge `u`–`v` is present and tight (its ends' duals add up to its weight) under the
   * duals the last solve left and the current weights. Between solves there are no blossoms, so
   * when the last optimum is certified by those duals, every optimal matching uses tight edges
   * only. No checks: for {@link rematch}'s callers.
   * @internal
   */
  tight(u: number, v: number): boolean {
    const st = this.state;
    const k = u < v ? u * this.n + v : v * this.n + u;
    return st.w2.idAt(k) !== 0 && st.dual[u]! + st.dual[v]! === st.w2.get(k);
  }

  /**
   * Whether `u` and `v` are paired in the matching the solver keeps between solves. The last
   * solve's answer can hold a pair that is not kept: dissolving a blossom loosens the matched
   * edge at its base, and when that edge cannot be made tight again it is dropped for the next
   * solve to repair. No checks: for {@link rematch}'s callers.
   * @internal
   */
  paired(u: number, v: number): boolean {
    const m = this.state.mate[u]!;
    return m !== -1 && endpointOf(this.n, m) === v;
  }

  /**
   * Pairs matched vertices again among themselves along tight edges: `pairs` holds u₀, v₀, u₁,
   * v₁, …, and every vertex listed must be matched now ({@link paired}), with its partner listed
   * too. The new matching covers the same vertices with edges tight under the same vertex duals, so both
   * weigh the sum of those duals: when the old one was an optimum (the last solve's answer with
   * every pair kept, and no weight changed since), the new one is too, and a solve with nothing
   * changed answers it as it is; otherwise the next solve starts from it. Between solves only.
   * @throws {Error} when a pair is not a tight edge or the vertices are not closed under the
   * current matching (a bug of the caller).
   * @internal
   */
  rematch(pairs: ArrayLike<number>): void {
    const { n, mate } = this.state;
    const listed = new Map<number, number>();
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      const u = pairs[i]!;
      const v = pairs[i + 1]!;
      if (u === v || listed.has(u) || listed.has(v) || !this.tight(u, v))
        throw new Error(`internal: rematch ${u}-${v} is not a tight edge between new vertices`);
      listed.set(u, v);
      listed.set(v, u);
    }
    for (const u of listed.keys()) {
      const m = mate[u]!;
      if (m === -1 || !listed.has(endpointOf(n, m)))
        throw new Error(`internal: rematch changes the vertices the matching covers (${u})`);
    }
    for (const [u, v] of listed) {
      const k = u < v ? u * n + v : v * n + u;
      mate[u] = u < v ? 2 * k + 1 : 2 * k;
    }
  }

  /**
   * The weight of edge `u`–`v` (0n when absent).
   * @throws {RangeError} when a vertex is out of range or `u === v`.
   * @throws {TypeError} when a vertex is not a number.
   */
  weight(u: number, v: number): bigint {
    this.check(u, v);
    return this.state.w2.get(u * this.n + v) / 2n;
  }

  /**
   * Computes a maximum-weight matching for the current weights: `mate[v]` is `v`'s partner or
   * -1. Deterministic for a given sequence of calls. With `oneTree`, each search grows from one
   * free vertex at a time instead of from all of them at once (the optimum is the same; the
   * search is faster when a few vertices lost their partners after small weight changes).
   *
   * When no weight changed since the last solve and the solver kept every pair of its answer,
   * that answer (as `rematch` left it) is returned as it is, without a search: it is still
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
    if (this.optimumKept && this.changedCount === 0) return this.keptMatching();
    if (this.isFresh) {
      if (this.seeded === null) coldStart(this.state);
      else seededStart(this.state, this.seeded);
      this.seeded = null;
      this.isFresh = false;
    } else {
      warmStart(this.state, this.changed.subarray(0, this.changedCount));
    }
    this.changedCount = 0;
    if (this.changed.length > 1 << 16) this.changed = new Int32Array(64);
    const result = new Search(this.state, oneTree === true).run();
    // dissolving the blossoms may have dropped a pair of the answer (see `paired`)
    this.optimumKept = result.every((m, v) => m === -1 || this.paired(v, m));
    return result;
  }

  /** The matching kept between solves: `mate[v]` is v's partner or -1. */
  private keptMatching(): Int32Array {
    const { n, mate, w2 } = this.state;
    const result = Int32Array.from(mate, (m) => (m === -1 ? -1 : endpointOf(n, m)));
    const capture = certificateProbe.capture;
    if (capture !== null) {
      // tests only: no search ran, so the duals come from a cold solve of the same weights.
      // Every optimal dual solution is complementary to every optimal matching (LP duality),
      // so they certify this matching exactly when it is an optimum.
      const cold = new MatchingSolver(n);
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) cold.setDouble(u, v, w2.get(u * n + v));
      const got: { duals?: MatchingCertificate } = {};
      certificateProbe.capture = (c) => {
        got.duals = c;
      };
      try {
        cold.solve();
      } finally {
        certificateProbe.capture = capture;
      }
      if (got.duals === undefined) throw new Error('internal: a cold solve gave no certificate');
      capture({ ...got.duals, mate: result.slice() });
    }
    return result;
  }

  private check(u: number, v: number): void {
    const n = this.n;
    if (typeof u !== 'number' || typeof v !== 'number')
      throw badType(`MatchingSolver: a vertex must be a number, got ${typeof u} and ${typeof v}`);
    if (!Number.isInteger(u) || !Number.isInteger(v) || u < 0 || v < 0 || u >= n || v >= n || u === v) {
      throw badRange(`MatchingSolver: bad edge ${shown(u)}-${shown(v)}`);
    }
  }
}
