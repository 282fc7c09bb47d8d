/**
 * The tables of one search that the blossom operations (`blossoms.ts`) and the dual changes
 * (`dual-change.ts`) read and change: the labels, the blossom tables and the least-slack caches,
 * with the few steps they call back. `search.ts` extends it with the algorithm (stages, scans,
 * augmentations), so the blossom operations depend on this floor and not on the search itself.
 * Glossary (the names of van Rantwijk and networkx): vertices are 0 … n−1, blossoms n … 2n−1;
 * an endpoint code p = 2k or 2k + 1 names edge k seen from one end (`endpoint(p)` is the vertex
 * at the far end, `p ^ 1` the other direction).
 */

import { edgeHi, edgeLo, endpointOf, type SolverState, slackOf } from './matching-state';

/** The alternating forest and blossom tables of one search, fresh for a state's n vertices. */
export abstract class Forest {
  readonly st: SolverState;
  readonly n: number;
  /**
   * label[b]: FREE, S or T for a vertex or a top-level blossom b (of a blossom's vertices only
   * the entry vertex of a T-blossom is labelled too).
   */
  readonly label: Int32Array;
  /** labelend[b]: the endpoint code through which b got its label, -1 for a root or none. */
  readonly labelend: Int32Array;
  /** inblossom[v]: the top-level blossom containing vertex v (v itself when in none). */
  readonly inblossom: Int32Array;
  /** blossomparent[b]: the blossom directly containing b, -1 when b is top-level. */
  readonly blossomparent: Int32Array;
  /** blossomchilds[b]: the sub-blossoms of blossom b in cyclic order, from its base. */
  readonly blossomchilds: (number[] | null)[];
  /** blossombase[b]: the base vertex of b (-1 for an unused blossom number). */
  readonly blossombase: Int32Array;
  /** blossomendps[b][i]: the endpoint code of the edge from child i to child i + 1 of b. */
  readonly blossomendps: (number[] | null)[];
  /**
   * bestedge[b] of a top-level S-blossom b: its least-slack edge to another S-blossom.
   * bestedge[x] of a vertex x outside the S-blossoms: its least-slack edge to an S-vertex (the
   * search keeps their slacks and keys, see `Search`).
   */
  readonly bestedge: Int32Array;
  /**
   * blossombestedges[b] of a top-level S-blossom b: its least-slack edge to each other
   * S-blossom (null: not known, scan b's vertices instead).
   */
  readonly blossombestedges: (number[] | null)[];
  /** The slack of each edge of blossombestedges[b], exact while blossombestgen[b] is `gen`. */
  readonly blossombestslacks: (bigint[] | null)[];
  readonly blossombestgen: Int32Array;
  /** Bumped by every dual change: slacks noted before are stale. */
  gen = 0;
  /** Scratch of addBlossom: least-slack edge (and its slack) to each S-blossom, -1 when none. */
  readonly bestedgeto: Int32Array;
  readonly bestslackto: bigint[];
  /** Scratch of addBlossom: a bound on the duals that beat bestslackto, and the run it holds for. */
  readonly boundto: bigint[];
  readonly boundrun: Int32Array;
  /** The blossom numbers free for addBlossom. */
  readonly unusedblossoms: number[] = [];
  /** treeRoot[b]: the root vertex of the tree of each labelled top-level blossom. */
  readonly treeRoot: Int32Array;

  constructor(st: SolverState) {
    const n = st.n;
    const n2 = 2 * n;
    this.st = st;
    this.n = n;
    this.label = new Int32Array(n2);
    this.labelend = new Int32Array(n2).fill(-1);
    this.inblossom = new Int32Array(n);
    for (let v = 0; v < n; v++) this.inblossom[v] = v;
    this.blossomparent = new Int32Array(n2).fill(-1);
    this.blossomchilds = new Array(n2).fill(null);
    this.blossombase = new Int32Array(n2).fill(-1);
    for (let v = 0; v < n; v++) this.blossombase[v] = v;
    this.blossomendps = new Array(n2).fill(null);
    this.bestedge = new Int32Array(n2).fill(-1);
    this.blossombestedges = new Array(n2).fill(null);
    this.blossombestslacks = new Array(n2).fill(null);
    this.blossombestgen = new Int32Array(n2).fill(-1);
    this.bestedgeto = new Int32Array(n2).fill(-1);
    this.bestslackto = new Array<bigint>(n2).fill(0n);
    this.boundto = new Array<bigint>(n2).fill(0n);
    this.boundrun = new Int32Array(n2).fill(-1);
    for (let b = n2 - 1; b >= n; b--) this.unusedblossoms.push(b);
    for (let b = n; b < n2; b++) st.dual[b] = 0n;
    this.treeRoot = new Int32Array(n2).fill(-1);
  }

  /** The smaller end of edge k. */
  lo(k: number): number {
    return edgeLo(this.n, k);
  }
  /** The larger end of edge k. */
  hi(k: number): number {
    return edgeHi(this.n, k);
  }
  /** The vertex at the far end of endpoint code p. */
  endpoint(p: number): number {
    return endpointOf(this.n, p);
  }
  /** The slack of edge k without blossom duals. */
  slack(k: number): bigint {
    return slackOf(this.st, k);
  }
  /**
   * The vertices of blossom (or vertex) b, appended to `out` in the order of the children
   * (an explicit stack: the nesting depth costs no call stack).
   */
  leaves(b: number, out: number[]): number[] {
    const pending = [b];
    while (pending.length > 0) {
      const t = pending.pop()!;
      if (t < this.n) {
        out.push(t);
        continue;
      }
      const childs = this.blossomchilds[t]!;
      for (let i = childs.length - 1; i >= 0; i--) pending.push(childs[i]!);
    }
    return out;
  }

  /** Records edge k (slack sl) as the least-slack edge of blossom b. */
  abstract setBest(b: number, k: number, sl: bigint): void;
  /** Queues S-vertex v for scanning. */
  abstract enqueue(v: number): void;
  /** Gives top-level blossom (or vertex) b the tree root `root`. */
  abstract setRoot(b: number, root: number): void;
  /** Labels w (and its blossom) t through endpoint p0. */
  abstract assignLabel(w0: number, t0: number, p0: number): void;
  /** Marks edge k tight in this stage. */
  abstract allow(k: number): void;
}

/** What the dual changes (`dual-change.ts`) read and change besides the forest (see `Search`). */
export interface DualForest extends Forest {
  readonly bestkey: bigint[];
  /** The dual changes of this stage added up. */
  shift: bigint;
  /** The slack of blossom b's least-slack edge to another S-blossom. */
  bestSlack(b: number): bigint;
  /** Flips the alternating path from s0 up to its root (s0 ends free when p0 is -1). */
  augmentFrom(s0: number, p0: number): void;
}
