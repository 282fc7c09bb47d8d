/**
 * The state a {@link MatchingSolver} keeps between solves, and its warm start: the weights, the
 * matching and the vertex duals, repaired locally after weight changes so that the next search
 * starts from the previous optimum.
 *
 * Warm start: between solves the solver keeps vertex duals (doubled units, so that
 * `slack(uv) = dual[u] + dual[v] − 2·w(uv) ≥ 0`) and the matching; the blossoms left by a search
 * are dissolved into their vertices (`search.ts`), and the matched edge leaving a blossom's base,
 * loosened by that, is tightened again by lowering duals where there is room ({@link retighten}).
 * A changed edge whose slack turns negative raises one endpoint's dual; a matched edge that
 * cannot be made tight again is unmatched. Free vertices with a positive dual are the roots of
 * the next search. All free roots keep duals of the same parity, so every dual stays an integer.
 */

import { WeightTable } from './weight-table';

/**
 * The persistent state. Edge k of u < v is u·n + v; weights and presence are stored in both
 * directions (row-major n × n), so that the edges of one vertex are contiguous when scanned.
 */
export interface SolverState {
  /** Number of vertices. */
  readonly n: number;
  /** 2 × weight of each edge, at u·n + v and v·n + u (0: no edge, id 0). */
  readonly w2: WeightTable;
  /**
   * mate[v]: the endpoint code of v's matched edge seen from v — 2k when the partner is the
   * smaller end of edge k, 2k + 1 when it is the larger — or -1 when v is free.
   */
  readonly mate: Int32Array;
  /**
   * Duals, in doubled units so that the slack of edge uv is dual[u] + dual[v] − w2(uv) (plus
   * twice the duals of the blossoms containing both ends): vertices 0 … n−1, then blossoms.
   */
  readonly dual: bigint[];
  /**
   * By edge, at u·n + v and v·n + u: known tight in this stage (networkx's `allowedge`; all 0
   * between solves).
   */
  readonly allowed: Uint8Array;
  /** Tables by weight id for the row loops (see {@link idScratch}). */
  scratch: IdScratch;
}

/**
 * Tables by weight id for the loops that read a row of weights (`minSlackAt`, the search's
 * `scan` and `addBlossom`): a row's weights alternate in short runs, so what a loop derives from
 * a weight is made once per weight and kept here. An entry holds while its stamp is the one the
 * loop took from `version` (every stamp is new, so no table needs clearing).
 */
export interface IdScratch {
  /** The last stamp handed out. */
  version: number;
  /** value[id], valid while stamp[id] is the reader's stamp (minSlackAt's bound, a row's need). */
  readonly stamp: Int32Array;
  readonly value: bigint[];
  /** addBlossom: the run number of the weight in the row of `stamp`. */
  readonly run: Int32Array;
  /** scan: the key of the weight for a free vertex, valid while keyStamp[id] is the row's stamp. */
  readonly keyStamp: Int32Array;
  readonly key: bigint[];
  /** scan: the bound of the weight for an S-vertex, valid while boundStamp[id] is its version. */
  readonly boundStamp: Int32Array;
  readonly bound: bigint[];
}

/** Empty tables for `ids` weight ids. */
function newIdScratch(ids: number): IdScratch {
  return {
    version: 0,
    stamp: new Int32Array(ids),
    value: new Array<bigint>(ids).fill(0n),
    run: new Int32Array(ids),
    keyStamp: new Int32Array(ids),
    key: new Array<bigint>(ids).fill(0n),
    boundStamp: new Int32Array(ids),
    bound: new Array<bigint>(ids).fill(0n),
  };
}

/**
 * The state's id tables, big enough for every weight id now (grown, or made anew when the stamps
 * would overflow). Call before a loop, not inside it: the tables may be replaced.
 */
export function idScratch(st: SolverState): IdScratch {
  const sc = st.scratch;
  if (sc.stamp.length >= st.w2.idSpace && sc.version < 0x7ffffff0) return sc;
  st.scratch = newIdScratch(Math.max(st.w2.idSpace, 2 * sc.stamp.length));
  return st.scratch;
}

/** A new stamp of the state's id tables. */
export const newStamp = (sc: IdScratch): number => ++sc.version;

/** A fresh state: no edges, no matching, zero duals. */
export function newState(n: number): SolverState {
  return {
    n,
    w2: new WeightTable(n * n),
    mate: new Int32Array(n).fill(-1),
    dual: new Array<bigint>(2 * n).fill(0n),
    allowed: new Uint8Array(n * n),
    scratch: newIdScratch(0),
  };
}

/** The smaller end of edge k. */
export const edgeLo = (n: number, k: number): number => (k / n) | 0;
/** The larger end of edge k. */
export const edgeHi = (n: number, k: number): number => k - ((k / n) | 0) * n;
/** The vertex an endpoint code points to: 2k → the smaller end, 2k + 1 → the larger. */
export const endpointOf = (n: number, p: number): number => (p & 1 ? edgeHi(n, p >> 1) : edgeLo(n, p >> 1));
/** The slack of edge k without blossom duals: dual[lo] + dual[hi] − w2. */
export const slackOf = (st: SolverState, k: number): bigint =>
  st.dual[edgeLo(st.n, k)]! + st.dual[edgeHi(st.n, k)]! - st.w2.get(k);

/** Unmatches v and its partner. */
export function unmatch(st: SolverState, v: number): void {
  const p = st.mate[v]!;
  if (p === -1) return;
  const k = p >> 1;
  st.mate[edgeLo(st.n, k)] = -1;
  st.mate[edgeHi(st.n, k)] = -1;
}

/** Minimum slack over the edges at `a` other than edge `skip` (or `limit` if none is lower). */
function minSlackAt(st: SolverState, a: number, skip: number, limit: bigint): bigint {
  const { n, w2, dual } = st;
  const sc = idScratch(st);
  const { stamp, value: bounds } = sc;
  const da = dual[a]!;
  let min = limit;
  // slack(a, x) < min ⟺ dual[x] < min − da + w; the bound changes with w and min only
  let now = newStamp(sc);
  let lastId = -1;
  let bound = 0n;
  for (let x = 0, idx = a * n; x < n; x++, idx++) {
    const id = w2.idAt(idx);
    if (id === 0) continue; // no edge
    if ((x < a ? x * n + a : idx) === skip) continue;
    if (id !== lastId) {
      lastId = id;
      if (stamp[id] === now) bound = bounds[id]!;
      else {
        bound = min - da + w2.value(id);
        bounds[id] = bound;
        stamp[id] = now;
      }
    }
    if (dual[x]! < bound) {
      min = min - (bound - dual[x]!);
      bound = dual[x]!;
      now = newStamp(sc);
      bounds[id] = bound;
      stamp[id] = now;
    }
  }
  return min;
}

/** Makes the matched edge at `a` tight again by lowering its ends' duals, else unmatches it. */
export function retighten(st: SolverState, a: number): void {
  const { n, dual } = st;
  const k = st.mate[a]! >> 1;
  const t = slackOf(st, k);
  if (t === 0n) return;
  const x = edgeLo(n, k);
  const y = edgeHi(n, k);
  let cap = t;
  if (dual[x]! < cap) cap = dual[x]!;
  const roomX = minSlackAt(st, x, k, cap);
  const rest = t - roomX;
  if (rest === 0n || (dual[y]! >= rest && minSlackAt(st, y, k, rest) >= rest)) {
    dual[x] = dual[x]! - roomX;
    dual[y] = dual[y]! - rest;
    return;
  }
  unmatch(st, a);
}

/** The first solve: u[v] = the heaviest edge at v, and a greedy matching along tight edges. */
export function coldStart(st: SolverState): void {
  const { n, w2, dual } = st;
  const best = new Array<bigint>(n).fill(0n);
  for (let u = 0; u < n; u++) {
    let m = 0n;
    for (let x = u * n, end = x + n; x < end; x++) if (w2.get(x) > m) m = w2.get(x);
    best[u] = m;
  }
  for (let v = 0; v < n; v++) dual[v] = (best[v]! + 1n) / 2n;
  greedyTight(st);
}

/**
 * The first solve from given vertex duals (doubled units, `seed[u] + seed[v] ≥ w2(uv)` wanted):
 * a dual too low for an edge is raised until every slack is ≥ 0, so any seed gives a feasible
 * start; then a greedy matching along tight edges. Seeds that make most edges tight leave few
 * free vertices for the search.
 */
export function seededStart(st: SolverState, seed: readonly bigint[]): void {
  const { n, dual } = st;
  for (let v = 0; v < n; v++) dual[v] = seed[v]! < 0n ? 0n : seed[v]!;
  for (let u = 0; u < n; u++) {
    const m = minSlackAt(st, u, -1, 0n);
    if (m < 0n) dual[u] = dual[u]! - m;
  }
  greedyTight(st);
}

/** Matches, lowest vertices first, each free vertex with the first free one along a tight edge. */
function greedyTight(st: SolverState): void {
  const { n, w2, mate, dual } = st;
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n && mate[u] === -1; v++) {
      const k = u * n + v;
      if (w2.idAt(k) !== 0 && mate[v] === -1 && dual[u]! + dual[v]! === w2.get(k)) {
        mate[u] = 2 * k + 1;
        mate[v] = 2 * k;
      }
    }
  }
  evenFreeDuals(st);
}

/** Repairs the duals and the matching for the edges `changed` since the last solve. */
export function warmStart(st: SolverState, changed: ArrayLike<number>): void {
  const { n, mate, dual, w2 } = st;
  for (let i = 0; i < changed.length; i++) {
    const k = changed[i]!;
    const u = edgeLo(n, k);
    const v = edgeHi(n, k);
    const matchedEdge = mate[u] !== -1 && mate[u]! >> 1 === k;
    const id = w2.idAt(k);
    if (id === 0) {
      // a removed edge only loosens the duals
      if (matchedEdge) unmatch(st, u);
      continue;
    }
    // slack = sum − w (one BigInt made per edge, a second only when the slack is negative)
    const sum = dual[u]! + dual[v]!;
    const w = w2.value(id);
    if (sum < w) {
      const raise = matchedEdge || mate[u] === -1 || mate[v] !== -1 ? u : v;
      dual[raise] = dual[raise]! + (w - sum);
      if (mate[raise] !== -1) retighten(st, raise);
    } else if (matchedEdge && sum > w) {
      retighten(st, u);
    }
  }
  evenFreeDuals(st);
}

/** Gives every free vertex an even dual, so that all roots change duals by whole units. */
function evenFreeDuals(st: SolverState): void {
  const { n, mate, dual } = st;
  for (let v = 0; v < n; v++) if (mate[v] === -1 && dual[v]! % 2n !== 0n) dual[v] = dual[v]! + 1n;
}
