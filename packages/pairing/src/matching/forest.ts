/**
 * The part of a search that the blossom operations (`blossoms.ts`) read and change: the labels,
 * the blossom tables and the few steps they call back. `search.ts` implements it, so the blossom
 * operations depend on this floor and not on the search itself.
 */

import type { SolverState } from './matching-state';

/** The alternating forest and blossom tables of one search (fields documented on `Search`). */
export interface Forest {
  readonly st: SolverState;
  readonly n: number;
  readonly label: Int32Array;
  readonly labelend: Int32Array;
  readonly inblossom: Int32Array;
  readonly blossomparent: Int32Array;
  readonly blossomchilds: (number[] | null)[];
  readonly blossombase: Int32Array;
  readonly blossomendps: (number[] | null)[];
  readonly bestedge: Int32Array;
  readonly blossombestedges: (number[] | null)[];
  /** The slack of each edge of blossombestedges[b], exact while blossombestgen[b] is `gen`. */
  readonly blossombestslacks: (bigint[] | null)[];
  readonly blossombestgen: Int32Array;
  /** Bumped by every dual change: slacks noted before are stale. */
  readonly gen: number;
  readonly bestedgeto: Int32Array;
  readonly bestslackto: bigint[];
  /** Scratch of addBlossom: a bound on the duals that beat bestslackto, and the run it holds for. */
  readonly boundto: bigint[];
  readonly boundrun: Int32Array;
  readonly unusedblossoms: number[];
  readonly treeRoot: Int32Array;
  /** The smaller end of edge k. */
  lo(k: number): number;
  /** The larger end of edge k. */
  hi(k: number): number;
  /** The vertex at the far end of endpoint code p. */
  endpoint(p: number): number;
  /** The slack of edge k without blossom duals. */
  slack(k: number): bigint;
  /** Records edge k (slack sl) as the least-slack edge of blossom b. */
  setBest(b: number, k: number, sl: bigint): void;
  /** Queues S-vertex v for scanning. */
  enqueue(v: number): void;
  /** Gives top-level blossom (or vertex) b the tree root `root`. */
  setRoot(b: number, root: number): void;
  /** The vertices of blossom (or vertex) b, appended to `out`. */
  leaves(b: number, out: number[]): number[];
  /** Labels w (and its blossom) t through endpoint p0. */
  assignLabel(w0: number, t0: number, p0: number): void;
  /** Marks edge k tight in this stage. */
  allow(k: number): void;
}

/** What the dual changes (`dual-change.ts`) read and change besides the forest (see `Search`). */
export interface DualForest extends Forest {
  readonly bestkey: bigint[];
  gen: number;
  /** The dual changes of this stage added up. */
  shift: bigint;
  /** The slack of blossom b's least-slack edge to another S-blossom. */
  bestSlack(b: number): bigint;
  /** Flips the alternating path from s0 up to its root (s0 ends free when p0 is -1). */
  augmentFrom(s0: number, p0: number): void;
}
