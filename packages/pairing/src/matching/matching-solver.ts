/**
 * An incremental maximum-weight matching solver on a complete graph with exact BigInt weights:
 * Edmonds' blossom algorithm in the primal-dual form of Galil (after J. van Rantwijk's
 * formulation), extended to start from the previous optimum. After `setWeight` changes a few
 * edges, `solve` repairs the dual solution locally and only re-grows the trees of the vertices
 * that lost their partner, instead of starting again from nothing.
 *
 * Warm start: between solves the solver keeps vertex duals `u` (doubled units, so that
 * `slack(uv) = u[u] + u[v] − 2·w(uv) ≥ 0`) and the matching; remaining blossoms are dissolved
 * into their vertices, and the matched edge leaving a blossom's base, loosened by that, is
 * tightened again by lowering duals where there is room. A changed edge whose slack turns
 * negative raises one endpoint's dual; a matched edge that cannot be made tight again is
 * unmatched. Free vertices with a positive dual are the roots of the next search; a search
 * also ends by augmenting to a free vertex whose dual is 0, or by freeing an S-vertex whose
 * dual reaches 0. All free roots keep duals of the same parity, so every dual stays an integer.
 *
 * Search: S-vertices are scanned lowest number first. A scan compares each neighbour's dual
 * with one bound per run of equal weights (no BigInt arithmetic per edge). With all free
 * vertices as roots, a stage keeps augmenting (unlabelling only the two trees each path joined)
 * until no tight augmenting path is left, and only then starts again with full labels before
 * changing any dual. With `oneTree`, one root is grown at a time, which stays local when few
 * vertices are free.
 */

import { certificateProbe } from './optimality';

/** Largest vertex count: edge endpoint codes 2·(u·n + v) + 1 stay below 2³¹. */

// Labels of the alternating forest, per vertex and per top-level blossom (`label`):
/** Not in any tree (networkx: label 0). */
const FREE = 0;
/** Outer vertex or blossom: at even distance from its tree's root (networkx: label 1). */
const S = 1;
/** Inner vertex or blossom: at odd distance from its tree's root (networkx: label 2). */
const T = 2;
/** Added to S while `scanBlossom` walks up the two trees, to find where the paths meet. */
const BREADCRUMB = 4;

// The four dual changes of a stage (Galil 1986; networkx's deltatype 1–4), the smallest wins:
/** None found yet. */
const NO_DELTA = -1;
/** delta1: the smallest dual of an S-vertex (a free root can take dual 0 and stop). */
const DELTA1 = 1;
/** delta2: the smallest slack of an edge from an S-vertex to a free vertex (the tree grows). */
const DELTA2 = 2;
/** delta3: half the smallest slack of an edge between two S-blossoms (a blossom or an augmenting path). */
const DELTA3 = 3;
/** delta4: the smallest dual of a top-level T-blossom (it is expanded). */
const DELTA4 = 4;
const MAX_VERTICES = 32767;

/**
 * A reusable maximum-weight matching solver for `n` vertices: set edge weights (BigInt; 0 or
 * less means no edge), then `solve`. Later weight changes are solved from the previous optimum.
 *
 * @throws {RangeError} from the constructor when `n` is not a natural number or exceeds 32,767
 * (edges are numbered `u·n + v` in 31 bits; memory grows as n², about 230 MB at 5,000).
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
  // Edge k of u < v is u·n + v. Weights and presence are stored in both directions (row-major
  // n × n), so that the edges of one vertex are contiguous when it is scanned.
  /** 2 × weight of each edge, at u·n + v and v·n + u (0: no edge). */
  private readonly w2: bigint[];
  /** 1 where the edge is present (w2 > 0), in both directions. */
  private readonly has: Uint8Array;
  /**
   * mate[v]: the endpoint code of v's matched edge seen from v — 2k when the partner is the
   * smaller end of edge k, 2k + 1 when it is the larger — or -1 when v is free.
   */
  private readonly mate: Int32Array;
  /**
   * Duals, in doubled units so that the slack of edge uv is dual[u] + dual[v] − w2(uv) (plus
   * twice the duals of the blossoms containing both ends): vertices 0 … n−1, then blossoms.
   */
  private readonly dual: bigint[];
  /** By edge: known tight in this stage (networkx's `allowedge`; all 0 between solves). */
  private readonly allowed: Uint8Array;
  /** Edges whose weight changed since the last solve. */
  private changed: number[] = [];
  // the last weight set and its stored double: runs of equal weights share one BigInt
  private lastWeight = 0n;
  private lastStored = 0n;
  private fresh = true;

  constructor(n: number) {
    if (!Number.isInteger(n) || n < 0 || n > MAX_VERTICES) throw new RangeError(`bad vertex count ${n}`);
    this.n = n;
    this.w2 = new Array<bigint>(n * n).fill(0n);
    this.has = new Uint8Array(n * n);
    this.mate = new Int32Array(n).fill(-1);
    this.dual = new Array<bigint>(2 * n).fill(0n);
    this.allowed = new Uint8Array(n * n);
  }

  /**
   * Sets the weight of edge `u`–`v` (0n or less removes it).
   * @throws {RangeError} when a vertex is out of range or `u === v`.
   */
  setWeight(u: number, v: number, weight: bigint): void {
    this.check(u, v);
    const k = u < v ? u * this.n + v : v * this.n + u;
    const back = u < v ? v * this.n + u : u * this.n + v;
    let x = 0n;
    if (weight > 0n) {
      if (weight !== this.lastWeight) {
        this.lastWeight = weight;
        this.lastStored = 2n * weight;
      }
      x = this.lastStored;
    }
    if (this.w2[k] !== x) {
      this.w2[k] = x;
      this.w2[back] = x;
      this.has[k] = this.has[back] = x === 0n ? 0 : 1;
      if (!this.fresh) this.changed.push(k); // the first solve starts from nothing anyway
    }
  }

  /**
   * The weight of edge `u`–`v` (0n when absent).
   * @throws {RangeError} when a vertex is out of range or `u === v`.
   */
  weight(u: number, v: number): bigint {
    this.check(u, v);
    return this.w2[u * this.n + v]! / 2n;
  }

  /**
   * Computes a maximum-weight matching for the current weights: `mate[v]` is `v`'s partner or
   * -1. Deterministic for a given sequence of calls. With `oneTree`, each search grows from one
   * free vertex at a time instead of from all of them at once (the optimum is the same; the
   * search is faster when a few vertices lost their partners after small weight changes).
   */
  solve(options: { readonly oneTree?: boolean } = {}): Int32Array {
    const oneTree = options.oneTree === true;
    const { n, w2, has, mate, dual, allowed } = this;
    const n2 = 2 * n;
    const lo = (k: number): number => (k / n) | 0;
    const hi = (k: number): number => k - lo(k) * n;
    const endpoint = (p: number): number => (p & 1 ? hi(p >> 1) : lo(p >> 1));
    const slack = (k: number): bigint => dual[lo(k)]! + dual[hi(k)]! - w2[k]!;

    /** Minimum slack over the edges at `a` other than edge `skip` (or `limit` if none is lower). */
    const minSlackAt = (a: number, skip: number, limit: bigint): bigint => {
      const da = dual[a]!;
      let min = limit;
      // slack(a, x) < min ⟺ dual[x] < min − da + w; the bound changes with w and min only
      let lastW = -1n;
      let bound = 0n;
      for (let x = 0, idx = a * n; x < n; x++, idx++) {
        if (!has[idx]) continue;
        if ((x < a ? x * n + a : idx) === skip) continue;
        const w = w2[idx]!;
        if (w !== lastW) {
          lastW = w;
          bound = min - da + w;
        }
        if (dual[x]! < bound) {
          min = da + dual[x]! - w;
          bound = dual[x]!;
        }
      }
      return min;
    };
    /** Makes the matched edge at `a` tight again by lowering its ends' duals, else unmatches it. */
    const retighten = (a: number): void => {
      const k = mate[a]! >> 1;
      const t = slack(k);
      if (t === 0n) return;
      const x = lo(k);
      const y = hi(k);
      let cap = t;
      if (dual[x]! < cap) cap = dual[x]!;
      const roomX = minSlackAt(x, k, cap);
      const rest = t - roomX;
      if (rest === 0n || (dual[y]! >= rest && minSlackAt(y, k, rest) >= rest)) {
        dual[x] = dual[x]! - roomX;
        dual[y] = dual[y]! - rest;
        return;
      }
      this.unmatch(a);
    };

    // 1. repair the warm state for the changed edges
    if (this.fresh) {
      // start from u[v] = the heaviest edge at v, and match greedily along tight edges
      const best = new Array<bigint>(n).fill(0n);
      for (let u = 0; u < n; u++) {
        let m = 0n;
        for (let x = u * n, end = x + n; x < end; x++) if (w2[x]! > m) m = w2[x]!;
        best[u] = m;
      }
      for (let v = 0; v < n; v++) dual[v] = (best[v]! + 1n) / 2n;
      for (let u = 0; u < n; u++) {
        for (let v = u + 1; v < n && mate[u] === -1; v++) {
          const k = u * n + v;
          if (has[k] && mate[v] === -1 && dual[u]! + dual[v]! === w2[k]) {
            mate[u] = 2 * k + 1;
            mate[v] = 2 * k;
          }
        }
      }
      for (let v = 0; v < n; v++) if (mate[v] === -1 && dual[v]! % 2n !== 0n) dual[v] = dual[v]! + 1n;
      this.fresh = false;
    } else {
      for (const k of this.changed) {
        const u = lo(k);
        const v = hi(k);
        const matchedEdge = mate[u] !== -1 && mate[u]! >> 1 === k;
        const s = slack(k);
        if (s < 0n) {
          const raise = matchedEdge || mate[u] === -1 || mate[v] !== -1 ? u : v;
          dual[raise] = dual[raise]! - s;
          if (mate[raise] !== -1) retighten(raise);
        } else if (matchedEdge && !has[k]) {
          this.unmatch(u);
        } else if (matchedEdge && s > 0n) {
          retighten(u);
        }
      }
      for (let v = 0; v < n; v++) {
        if (mate[v] === -1 && dual[v]! % 2n !== 0n) dual[v] = dual[v]! + 1n;
      }
    }
    this.changed = [];

    // 2. primal-dual search from the deficient free vertices
    //
    // Glossary (the names of van Rantwijk's mwmatching.py and networkx's max_weight_matching).
    // Vertices are 0 … n−1, blossoms n … 2n−1; "endpoint code" p = 2k or 2k + 1 names edge k
    // seen from one end (endpoint(p) is the vertex at the far end, p ^ 1 the other direction).
    // label[b]: FREE, S or T for a vertex or a top-level blossom b (of a blossom's vertices
    //   only the entry vertex of a T-blossom is labelled too).
    const label = new Int32Array(n2);
    // labelend[b]: the endpoint code through which b got its label (its tree edge to the
    //   parent), -1 for a root or an unlabelled b.
    const labelend = new Int32Array(n2).fill(-1);
    // inblossom[v]: the top-level blossom containing vertex v (v itself when in none).
    const inblossom = new Int32Array(n);
    for (let v = 0; v < n; v++) inblossom[v] = v;
    // blossomparent[b]: the blossom directly containing b, -1 when b is top-level.
    const blossomparent = new Int32Array(n2).fill(-1);
    // blossomchilds[b]: the sub-blossoms of blossom b in cyclic order, from its base.
    const blossomchilds: (number[] | null)[] = new Array(n2).fill(null);
    // blossombase[b]: the base vertex of b (-1 for an unused blossom number).
    const blossombase = new Int32Array(n2).fill(-1);
    for (let v = 0; v < n; v++) blossombase[v] = v;
    // blossomendps[b]: blossomendps[b][i] is the endpoint code of the edge from child i to
    //   child i + 1 of b.
    const blossomendps: (number[] | null)[] = new Array(n2).fill(null);
    const bestedge = new Int32Array(n2).fill(-1);
    const bestslack = new Array<bigint>(n2).fill(0n);
    const bestgen = new Int32Array(n2).fill(-1);
    const bestkey = new Array<bigint>(n).fill(0n);
    let gen = 0;
    let shift = 0n;
    const bestSlack = (b: number): bigint => {
      if (bestgen[b] !== gen) {
        bestslack[b] = slack(bestedge[b]!);
        bestgen[b] = gen;
      }
      return bestslack[b]!;
    };
    const setBest = (b: number, k: number, s: bigint): void => {
      bestedge[b] = k;
      bestslack[b] = s;
      bestgen[b] = gen;
    };
    // blossombestedges[b] of a top-level S-blossom b: its least-slack edge to each other
    //   S-blossom (null: not known, scan b's vertices instead).
    const blossombestedges: (number[] | null)[] = new Array(n2).fill(null);
    // scratch of addBlossom: least-slack edge (and its slack) to each S-blossom, -1 when none
    const bestedgeto = new Int32Array(n2).fill(-1);
    const bestslackto = new Array<bigint>(n2).fill(0n);
    // unusedblossoms: the blossom numbers free for addBlossom.
    const unusedblossoms: number[] = [];
    for (let b = n2 - 1; b >= n; b--) unusedblossoms.push(b);
    for (let b = n; b < n2; b++) dual[b] = 0n;
    // allowedList: the edges marked in `allowed` (tight in this stage), to clear them fast.
    let allowedList: number[] = [];
    // S-vertices waiting to be scanned, lowest vertex number first (a binary heap): callers
    // number the vertices they care about first, so an augmenting path near them is found
    // before the search wanders through the rest of the graph
    let queue: number[] = [];
    const enqueue = (v: number): void => {
      let i = queue.length;
      queue.push(v);
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (queue[parent]! <= v) break;
        queue[i] = queue[parent]!;
        i = parent;
      }
      queue[i] = v;
    };
    const dequeue = (): number => {
      const top = queue[0]!;
      const last = queue.pop()!;
      const size = queue.length;
      if (size > 0) {
        let i = 0;
        for (;;) {
          let c = 2 * i + 1;
          if (c >= size) break;
          if (c + 1 < size && queue[c + 1]! < queue[c]!) c++;
          if (queue[c]! >= last) break;
          queue[i] = queue[c]!;
          i = c;
        }
        queue[i] = last;
      }
      return top;
    };
    const treeRoot = new Int32Array(n2).fill(-1); // root vertex of each labelled top-level blossom
    // dead[b]: scratch of killTrees (b's tree is being unlabelled).
    const dead = new Uint8Array(n2);
    /** Unlabels the trees of roots r1 and r2 after an augmentation (the other trees stay). */
    const killTrees = (r1: number, r2: number): void => {
      const gone: number[] = [];
      for (let x = 0; x < n; x++) {
        const b = inblossom[x]!;
        if (!dead[b] && label[b] !== FREE && (treeRoot[b] === r1 || treeRoot[b] === r2)) {
          dead[b] = 1;
          gone.push(b);
        }
      }
      for (let x = 0; x < n; x++) {
        if (!dead[inblossom[x]!]) continue;
        for (let t = x; t !== -1; t = blossomparent[t]!) {
          label[t] = FREE;
          labelend[t] = -1;
          bestedge[t] = -1;
        }
      }
      for (const b of gone) dead[b] = 0;
    };

    const allow = (k: number): void => {
      if (!allowed[k]) {
        allowed[k] = 1;
        allowedList.push(k);
      }
    };
    const at = <T>(arr: readonly T[], i: number): T => arr[i < 0 ? i + arr.length : i]!;
    /** Start of a walk round a blossom from child index i: forward (odd i) or backward. */
    const walk = (childs: readonly number[], i: number) =>
      i & 1 ? { j: i - childs.length, jstep: 1, endptrick: 0 } : { j: i, jstep: -1, endptrick: 1 };
    const leaves = (b: number, out: number[]): number[] => {
      if (b < n) out.push(b);
      else for (const t of blossomchilds[b]!) leaves(t, out);
      return out;
    };

    const assignLabel = (w0: number, t0: number, p0: number): void => {
      let w = w0;
      let t = t0;
      let p = p0;
      const root = p0 === -1 ? w0 : treeRoot[inblossom[endpoint(p0)]!]!;
      for (;;) {
        const b = inblossom[w]!;
        treeRoot[b] = root;
        label[w] = label[b] = t;
        labelend[w] = labelend[b] = p;
        bestedge[w] = bestedge[b] = -1;
        if (t === S) {
          for (const x of leaves(b, [])) enqueue(x);
          return;
        }
        const mb = mate[blossombase[b]!]!;
        w = endpoint(mb);
        t = 1;
        p = mb ^ 1;
      }
    };

    const scanBlossom = (v0: number, w0: number): number => {
      const path: number[] = [];
      let base = -1;
      let v = v0;
      let w = w0;
      while (v !== -1 || w !== -1) {
        let b = inblossom[v]!;
        if (label[b]! & BREADCRUMB) {
          base = blossombase[b]!;
          break;
        }
        path.push(b);
        label[b] = S | BREADCRUMB;
        if (labelend[b] === -1) {
          v = -1;
        } else {
          v = endpoint(labelend[b]!);
          b = inblossom[v]!;
          v = endpoint(labelend[b]!);
        }
        if (w !== -1) {
          const tmp = v;
          v = w;
          w = tmp;
        }
      }
      for (const b of path) label[b] = S;
      return base;
    };

    const addBlossom = (base: number, k: number): void => {
      let v = lo(k);
      let w = hi(k);
      const bb = inblossom[base]!;
      let bv = inblossom[v]!;
      let bw = inblossom[w]!;
      const b = unusedblossoms.pop()!;
      blossombase[b] = base;
      blossomparent[b] = -1;
      blossomparent[bb] = b;
      const path: number[] = [];
      const endps: number[] = [];
      while (bv !== bb) {
        blossomparent[bv] = b;
        path.push(bv);
        endps.push(labelend[bv]!);
        v = endpoint(labelend[bv]!);
        bv = inblossom[v]!;
      }
      path.push(bb);
      path.reverse();
      endps.reverse();
      endps.push(2 * k);
      while (bw !== bb) {
        blossomparent[bw] = b;
        path.push(bw);
        endps.push(labelend[bw]! ^ 1);
        w = endpoint(labelend[bw]!);
        bw = inblossom[w]!;
      }
      blossomchilds[b] = path;
      blossomendps[b] = endps;
      label[b] = S;
      labelend[b] = labelend[bb]!;
      treeRoot[b] = treeRoot[bb]!;
      dual[b] = 0n;
      for (const x of leaves(b, [])) {
        if (label[inblossom[x]!] === 2) enqueue(x);
        inblossom[x] = b;
      }
      const touched: number[] = []; // the S-blossoms with an entry in bestedgeto
      /** Keeps edge kk to vertex j if it is the least-slack edge to j's S-blossom (s: its slack). */
      const consider = (kk: number, j: number, s: bigint): void => {
        const bj = inblossom[j]!;
        if (bestedgeto[bj] === -1) touched.push(bj);
        else if (s >= bestslackto[bj]!) return;
        bestedgeto[bj] = kk;
        bestslackto[bj] = s;
      };
      const toOtherS = (j: number): boolean => {
        const bj = inblossom[j]!;
        return bj !== b && label[bj] === S;
      };
      for (const c of path) {
        const list = blossombestedges[c];
        if (list === null) {
          for (const x of leaves(c, [])) {
            const dx = dual[x]!;
            let lastW = -1n;
            let need = 0n; // slack = dual[y] − need
            for (let y = 0, idx = x * n; y < n; y++, idx++) {
              if (!has[idx] || !toOtherS(y)) continue;
              if (w2[idx] !== lastW) {
                lastW = w2[idx]!;
                need = lastW - dx;
              }
              consider(y < x ? y * n + x : idx, y, dual[y]! - need);
            }
          }
        } else {
          for (const kk of list) {
            let j = hi(kk);
            if (inblossom[j] === b) j = lo(kk);
            if (toOtherS(j)) consider(kk, j, slack(kk));
          }
        }
        blossombestedges[c] = null;
        bestedge[c] = -1;
      }
      touched.sort((x, y) => x - y);
      const list = touched.map((bj) => bestedgeto[bj]!);
      for (const bj of touched) bestedgeto[bj] = -1;
      blossombestedges[b] = list;
      let best = -1;
      let bestS = 0n;
      for (const kk of list) {
        const s = slack(kk);
        if (best === -1 || s < bestS) {
          best = kk;
          bestS = s;
        }
      }
      if (best === -1) bestedge[b] = -1;
      else setBest(b, best, bestS);
    };

    const expandBlossom = (b: number, endstage: boolean): void => {
      const childs = blossomchilds[b]!;
      for (const s of childs) {
        treeRoot[s] = treeRoot[b]!;
        blossomparent[s] = -1;
        if (s < n) inblossom[s] = s;
        else if (endstage && dual[s] === 0n) expandBlossom(s, endstage);
        else for (const x of leaves(s, [])) inblossom[x] = s;
      }
      if (!endstage && label[b] === T) {
        const endps = blossomendps[b]!;
        const entrychild = inblossom[endpoint(labelend[b]! ^ 1)]!;
        let { j, jstep, endptrick } = walk(childs, childs.indexOf(entrychild));
        let p = labelend[b]!;
        while (j !== 0) {
          label[endpoint(p ^ 1)] = FREE;
          label[endpoint(at(endps, j - endptrick) ^ endptrick ^ 1)] = FREE;
          assignLabel(endpoint(p ^ 1), T, p);
          allow(at(endps, j - endptrick) >> 1);
          j += jstep;
          p = at(endps, j - endptrick) ^ endptrick;
          allow(p >> 1);
          j += jstep;
        }
        let bv = at(childs, j);
        label[endpoint(p ^ 1)] = label[bv] = T;
        labelend[endpoint(p ^ 1)] = labelend[bv] = p;
        bestedge[bv] = -1;
        j += jstep;
        while (at(childs, j) !== entrychild) {
          bv = at(childs, j);
          if (label[bv] === S) {
            j += jstep;
            continue;
          }
          let found = -1;
          for (const x of leaves(bv, [])) {
            if (label[x] !== FREE) {
              found = x;
              break;
            }
          }
          if (found !== -1) {
            label[found] = FREE;
            label[endpoint(mate[blossombase[bv]!]!)] = 0;
            assignLabel(found, T, labelend[found]!);
          }
          j += jstep;
        }
      }
      label[b] = labelend[b] = -1;
      blossomchilds[b] = blossomendps[b] = null;
      blossombase[b] = -1;
      blossombestedges[b] = null;
      bestedge[b] = -1;
      unusedblossoms.push(b);
    };

    const augmentBlossom = (b: number, v: number): void => {
      let t = v;
      while (blossomparent[t] !== b) t = blossomparent[t]!;
      if (t >= n) augmentBlossom(t, v);
      const childs = blossomchilds[b]!;
      const endps = blossomendps[b]!;
      const i = childs.indexOf(t);
      let { j, jstep, endptrick } = walk(childs, i);
      while (j !== 0) {
        j += jstep;
        t = at(childs, j);
        const p = at(endps, j - endptrick) ^ endptrick;
        if (t >= n) augmentBlossom(t, endpoint(p));
        j += jstep;
        t = at(childs, j);
        if (t >= n) augmentBlossom(t, endpoint(p ^ 1));
        mate[endpoint(p)] = p ^ 1;
        mate[endpoint(p ^ 1)] = p;
      }
      blossomchilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
      blossomendps[b] = [...endps.slice(i), ...endps.slice(0, i)];
      blossombase[b] = blossombase[blossomchilds[b]![0]!]!;
    };

    /** Flips the alternating path from s up to its root; s gets endpoint p (-1: s ends free). */
    const augmentFrom = (s0: number, p0: number): void => {
      let s = s0;
      let p = p0;
      for (;;) {
        const bs = inblossom[s]!;
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelend[bs] === -1) break;
        const t = endpoint(labelend[bs]!);
        const bt = inblossom[t]!;
        s = endpoint(labelend[bt]!);
        const j = endpoint(labelend[bt]! ^ 1);
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelend[bt]!;
        p = labelend[bt]! ^ 1;
      }
    };

    /**
     * Augments through the tight edge from S-vertex v to w (p: w's endpoint code) found while
     * scanning v; r2 is w's tree root when w is an S-vertex, else -1. True when the stage ends.
     */
    const augmentAt = (v: number, w: number, p: number, r2: number): boolean => {
      const r1 = treeRoot[inblossom[v]!]!;
      augmentFrom(v, p);
      augmentFrom(w, p ^ 1);
      if (oneTree) return true;
      killTrees(r1, r2);
      return false;
    };

    /**
     * Scans the edges of S-vertex v: tight ones grow the tree, make blossoms or augment; the
     * others update the least-slack edges. Returns 1 after an augmentation in one-tree mode
     * (the stage ends), 2 after one with all roots (the stage continues), else 0.
     */
    const scan = (v: number): number => {
      const dv = dual[v]!;
      let bv = inblossom[v]!;
      // per run of equal weights w: need = w − dv (the edge is tight when dual[x] ≤ need),
      // key = dv + shift − w; sBound = the bound on dual[x] that beats bestedge[bv]
      let lastW = -1n;
      let need = 0n;
      let key = 0n;
      let keyOk = false;
      let sBound = 0n;
      let sBoundOk = false;
      const rowStart = v * n;
      for (let x = 0; x < n; x++) {
        const idx = rowStart + x;
        if (!has[idx]) continue;
        const bx = inblossom[x]!;
        if (bx === bv) continue;
        const lx = label[bx]!;
        // the entry vertex of a T-blossom: whether tight or not, nothing to learn
        if (lx === T && label[x] !== FREE) continue;
        const k = x < v ? x * n + v : idx;
        const p = x < v ? 2 * k : 2 * k + 1;
        if (!allowed[k]) {
          const w = w2[idx]!;
          if (w !== lastW) {
            lastW = w;
            need = w - dv;
            keyOk = false;
            sBoundOk = false;
          }
          if (dual[x]! <= need) allow(k);
        }
        if (allowed[k]) {
          if (lx === FREE) {
            if (mate[blossombase[bx]!] === -1) return augmentAt(v, x, p, -1) ? 1 : 2;
            assignLabel(x, T, p ^ 1);
          } else if (lx === S) {
            const base = scanBlossom(v, x);
            if (base >= 0) {
              addBlossom(base, k);
              bv = inblossom[v]!;
              sBoundOk = false;
            } else {
              return augmentAt(v, x, p, treeRoot[bx]!) ? 1 : 2;
            }
          } else if (label[x] === FREE) {
            label[x] = T;
            labelend[x] = p ^ 1;
          }
        } else if (lx === S) {
          // slack = dual[x] − need; beats the current best when dual[x] < best + need
          if (bestedge[bv] === -1) {
            setBest(bv, k, dual[x]! - need);
            sBound = dual[x]!;
            sBoundOk = true;
          } else {
            if (!sBoundOk) {
              sBound = bestSlack(bv) + need;
              sBoundOk = true;
            }
            if (dual[x]! < sBound) {
              setBest(bv, k, dual[x]! - need);
              sBound = dual[x]!;
            }
          }
        } else if (label[x] === FREE) {
          if (!keyOk) {
            key = dv + shift - lastW;
            keyOk = true;
          }
          if (bestedge[x] === -1 || key < bestkey[x]!) {
            bestedge[x] = k;
            bestkey[x] = key;
          }
        }
      }
      return 0;
    };

    for (;;) {
      label.fill(FREE);
      labelend.fill(-1);
      bestedge.fill(-1);
      shift = 0n;
      for (let b = n; b < n2; b++) blossombestedges[b] = null;
      for (const k of allowedList) allowed[k] = 0;
      allowedList = [];
      queue = [];
      let roots = 0;
      for (let v = 0; v < n; v++) {
        if (mate[v] === -1 && dual[v]! > 0n && label[inblossom[v]!] === 0) {
          assignLabel(v, S, -1);
          roots++;
          if (oneTree) break;
        }
      }
      if (roots === 0) break;
      let progressed = false;
      let augmented = false; // with all roots: augmented in this stage without a dual change
      for (;;) {
        while (queue.length > 0) {
          const v = dequeue();
          if (label[inblossom[v]!] !== 1) continue; // its tree was augmented
          const r = scan(v);
          if (r === 1) {
            progressed = true;
            break;
          }
          if (r === 2) augmented = true;
        }
        if (progressed || augmented) break;

        // no tight edge left to scan: change the duals by the smallest of delta1 … delta4
        let deltatype = NO_DELTA;
        let delta = 0n;
        let deltaedge = -1;
        let deltablossom = -1;
        let deltavertex = -1;
        for (let v = 0; v < n; v++) {
          if (label[inblossom[v]!] === S && (deltatype === NO_DELTA || dual[v]! < delta)) {
            delta = dual[v]!;
            deltatype = DELTA1;
            deltavertex = v;
          }
        }
        for (let v = 0; v < n; v++) {
          if (label[inblossom[v]!] === 0 && bestedge[v] !== -1) {
            const d = bestkey[v]! - shift + dual[v]!;
            if (deltatype === NO_DELTA || d < delta) {
              delta = d;
              deltatype = DELTA2;
              deltaedge = bestedge[v]!;
            }
          }
        }
        for (let b = 0; b < n2; b++) {
          if (blossomparent[b] === -1 && label[b] === S && bestedge[b] !== -1) {
            const d = bestSlack(b) / 2n;
            if (deltatype === NO_DELTA || d < delta) {
              delta = d;
              deltatype = DELTA3;
              deltaedge = bestedge[b]!;
            }
          }
        }
        for (let b = n; b < n2; b++) {
          if (
            blossombase[b]! >= 0 &&
            blossomparent[b] === -1 &&
            label[b] === T &&
            (deltatype === NO_DELTA || dual[b]! < delta)
          ) {
            delta = dual[b]!;
            deltatype = DELTA4;
            deltablossom = b;
          }
        }
        for (let v = 0; v < n; v++) {
          const l = label[inblossom[v]!];
          if (l === S) dual[v] = dual[v]! - delta;
          else if (l === T) dual[v] = dual[v]! + delta;
        }
        gen++;
        shift += delta;
        for (let b = n; b < n2; b++) {
          if (blossombase[b]! >= 0 && blossomparent[b] === -1) {
            if (label[b] === S) dual[b] = dual[b]! + delta;
            else if (label[b] === T) dual[b] = dual[b]! - delta;
          }
        }
        if (deltatype === DELTA1) {
          augmentFrom(deltavertex, -1);
          progressed = true;
          break;
        }
        if (deltatype === DELTA2) {
          allow(deltaedge);
          let i = lo(deltaedge);
          if (label[inblossom[i]!] === 0) i = hi(deltaedge);
          enqueue(i);
        } else if (deltatype === DELTA3) {
          allow(deltaedge);
          enqueue(lo(deltaedge));
        } else {
          expandBlossom(deltablossom, false);
        }
      }
      for (let b = n; b < n2; b++) {
        if (blossomparent[b] === -1 && blossombase[b]! >= 0 && label[b] === S && dual[b] === 0n)
          expandBlossom(b, true);
      }
    }

    for (const k of allowedList) allowed[k] = 0;
    const result = new Int32Array(n);
    for (let v = 0; v < n; v++) result[v] = mate[v] === -1 ? -1 : endpoint(mate[v]!);
    if (certificateProbe.capture !== null) {
      const blossoms = [];
      for (let b = n; b < n2; b++) {
        if (blossombase[b]! >= 0) blossoms.push({ vertices: leaves(b, []), dual: dual[b]! });
      }
      certificateProbe.capture({ n, mate: result.slice(), vertexDuals: dual.slice(0, n), blossoms });
    }

    // 3. dissolve the remaining blossoms into vertex duals. A matched edge from a blossom's base
    // to the outside is no longer tight: lower duals to keep it if there is room, else unmatch it
    const spread = (b: number, extra: bigint): void => {
      if (b < n) {
        dual[b] = dual[b]! + extra;
        return;
      }
      for (const c of blossomchilds[b]!) spread(c, extra + dual[b]!);
    };
    for (let b = n; b < n2; b++) if (blossombase[b]! >= 0 && blossomparent[b] === -1) spread(b, 0n);
    for (let v = 0; v < n; v++) {
      const m = mate[v]!;
      if (m !== -1 && slack(m >> 1) !== 0n) retighten(v);
    }
    return result;
  }

  private check(u: number, v: number): void {
    const n = this.n;
    if (!Number.isInteger(u) || !Number.isInteger(v) || u < 0 || v < 0 || u >= n || v >= n || u === v) {
      throw new RangeError(`bad edge ${u}-${v}`);
    }
  }

  private unmatch(v: number): void {
    const p = this.mate[v]!;
    if (p === -1) return;
    const k = p >> 1;
    const u = (k / this.n) | 0;
    this.mate[u] = -1;
    this.mate[k - u * this.n] = -1;
  }
}
