/**
 * The matching solver as the pairing engines drive it: the warm state kept between solves and
 * the operations on it that no user calls. {@link MatchingSolver} (the public API: `setWeight`,
 * `weight`, `removeEdgesAt`, `solve`) checks its arguments and calls this class; the Dutch
 * system's {@link PairingGraph} calls it directly, with doubled weights it builds itself, seeds
 * from class potentials ({@link WarmMatching.reseedByClass}), and leans an optimum toward
 * preferred partners (`prefer-partners.ts`).
 *
 * Warm updates, as bbpPairings' `MatchingComputer` keeps them behind its few operations: a
 * weight change is recorded and repaired locally at the next solve (`matching-state.ts`), a
 * restart drops the matching and starts the next solve from seeds (or from nothing).
 */

import { ClassWeights } from './class-potentials';
import {
  coldStart,
  endpointOf,
  newState,
  type SolverState,
  seededStart,
  unmatch,
  warmStart,
} from './matching-state';
import type { MatchingCertificate } from './optimality';
import { Search } from './search';

/** Largest vertex count: edge endpoint codes 2·(u·n + v) + 1 stay below 2³¹. */
export const MAX_VERTICES = 32767;

/**
 * The solver's warm state and its internal operations (no argument checks but those noted: the
 * callers are this package's own).
 */
export class WarmMatching {
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
  /**
   * When set, each solve keeps the optimality certificate of its answer (see
   * {@link certificate}); off by default, since a solve that answers the kept optimum then runs
   * a cold solve to certify it.
   */
  certifying = false;
  /** The last solve's certificate, while {@link certifying}. */
  private lastCertificate: MatchingCertificate | null = null;

  /** `n` vertices, 0 … 32,767 (checked by the callers). */
  constructor(n: number) {
    this.n = n;
    this.state = newState(n);
  }

  /**
   * Sets edge `u`–`v` to `double / 2` without checks: `double` is 2 × the weight, 0n or
   * positive, and `u` ≠ `v` are vertices. For callers that build the doubled weights
   * themselves (one BigInt less per edge).
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
   * when it was u's matched edge, u and its partner become free. No checks (see
   * `MatchingSolver.removeEdgesAt`).
   */
  removeEdgesAt(u: number, keep: number): void {
    const n = this.n;
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

  /**
   * Before the first solve: starts it from these vertex duals instead of half the heaviest edge
   * at each vertex. `potentials[u] + potentials[v] ≥ 2 · weight(u, v)` is wanted for every edge
   * (where it fails, a dual is raised until it holds); edges where it is an equality are tight,
   * and the first search then only repairs what a greedy matching along them leaves free. The
   * optimum weight is the same from any start (of several optima, another may be found).
   * @throws {Error} when `potentials` does not have one entry per vertex, or after a solve.
   */
  seed(potentials: readonly bigint[]): void {
    if (!this.isFresh || potentials.length !== this.n)
      throw new Error('internal: seed wants one potential per vertex, before the first solve');
    const copy = potentials.slice(); // read once: a later change by the caller changes nothing
    this.seeded = copy;
  }

  /**
   * Drops the matching: the solver is as new, with its weights kept, so the next solve starts
   * from nothing or from {@link seed} (new duals either way), and weight changes until then are
   * not recorded for repair. For a caller about to change nearly every weight, when repairing the
   * previous optimum would cost more than starting again.
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
   */
  get fresh(): boolean {
    return this.isFresh;
  }

  /**
   * Drops the matching and seeds the next solve from potentials that fit the current weights:
   * the vertices are put in classes (`classOf[v]` below `classes`; vertices of one class should
   * weigh alike), and each class gets one potential from the heaviest weight between each two
   * classes (see {@link ClassWeights}). For a solve after nearly every weight changed, when
   * repairing the previous optimum would leave most vertices free.
   */
  reseedByClass(classOf: ArrayLike<number>, classes: number): void {
    const classWeights = new ClassWeights(classes);
    for (const [key, double] of this.classHeaviest(classOf, classes))
      classWeights.heaviest.set(key, double / 2n);
    const pot = classWeights.potentials();
    this.restart();
    this.seed(Array.from(classOf, (c) => pot.get(c) ?? 0n));
  }

  /**
   * The heaviest weight between each two classes of vertices, keyed `min(p, q) · classes +
   * max(p, q)` (`classOf[v]` below `classes`), in the doubled units the solver stores: for a
   * caller about to {@link restart} and {@link seed} from potentials that fit the current
   * weights. One pass over the edges, comparing a weight only where its id changes.
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
   */
  paired(u: number, v: number): boolean {
    return this.partner(u) === v;
  }

  /** `u`'s partner in the matching kept between solves (see {@link paired}), -1 when free. */
  partner(u: number): number {
    const m = this.state.mate[u]!;
    return m === -1 ? -1 : endpointOf(this.n, m);
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

  /** 2 × the weight of edge `u`–`v` (0n when absent). No checks. */
  double(u: number, v: number): bigint {
    return this.state.w2.get(u * this.n + v);
  }

  /**
   * Computes a maximum-weight matching for the current weights (see `MatchingSolver.solve`):
   * `mate[v]` is v's partner or -1.
   */
  solve(oneTree = false): Int32Array {
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
    const search = new Search(this.state, oneTree);
    const result = search.run(this.certifying);
    this.lastCertificate = search.certificate;
    // dissolving the blossoms may have dropped a pair of the answer (see `paired`)
    this.optimumKept = result.every((m, v) => m === -1 || this.paired(v, m));
    return result;
  }

  /** The matching kept between solves: `mate[v]` is v's partner or -1. */
  private keptMatching(): Int32Array {
    const { n, mate, w2 } = this.state;
    const result = Int32Array.from(mate, (m) => (m === -1 ? -1 : endpointOf(n, m)));
    this.lastCertificate = null;
    if (this.certifying) {
      // no search ran, so the duals come from a cold solve of the same weights. Every optimal
      // dual solution is complementary to every optimal matching (LP duality), so they certify
      // this matching exactly when it is an optimum.
      const cold = new WarmMatching(n);
      cold.certifying = true;
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) cold.setDouble(u, v, w2.get(u * n + v));
      cold.solve();
      const duals = cold.certificate;
      if (duals === null) throw new Error('internal: a cold solve gave no certificate');
      this.lastCertificate = { ...duals, mate: result.slice() };
    }
    return result;
  }

  /**
   * The optimality certificate of the last solve's answer (its duals and blossoms, before the
   * blossoms were dissolved), or `null` when {@link certifying} was off: what `verifyOptimum`
   * checks.
   */
  get certificate(): MatchingCertificate | null {
    return this.lastCertificate;
  }
}
