/**
 * One primal-dual search of the solver (Edmonds' blossom algorithm in Galil's primal-dual form,
 * after van Rantwijk's mwmatching.py and networkx's max_weight_matching), from the free
 * vertices with a positive dual, on the warm state of `matching-state.ts`.
 *
 * S-vertices are scanned lowest number first. A scan compares each neighbour's dual with one
 * bound per run of equal weights (no BigInt arithmetic per edge). With all free vertices as
 * roots, a stage keeps augmenting (unlabelling only the two trees each path joined) until no
 * tight augmenting path is left, and only then starts again with full labels before changing
 * any dual. With `oneTree`, one root is grown at a time, which stays local when few vertices are
 * free. A search also ends by augmenting to a free vertex whose dual is 0, or by freeing an
 * S-vertex whose dual reaches 0 (delta1).
 */

import { addBlossom, augmentBlossom, dissolveBlossoms, expandBlossom, scanBlossom } from './blossoms';
import { actOnDelta, applyDelta, chooseDelta, expandEmptyT } from './dual-change';
import { type DualForest, Forest } from './forest';
import { FREE, S, T } from './labels';
import { idScratch, newStamp, type SolverState } from './matching-state';
import type { MatchingCertificate } from './optimality';
import { ScanQueue } from './scan-queue';

/**
 * The state of one search: the forest's tables (`forest.ts`), the least-slack keys and the
 * scan queue, and the algorithm over them.
 */
export class Search extends Forest implements DualForest {
  readonly oneTree: boolean;
  /**
   * The slack of bestedge[b] of a top-level S-blossom b, cached while bestgen[b] === gen (gen
   * changes with the duals). bestedge[x] of a vertex x outside the S-blossoms is ranked by
   * bestkey[x] = dual of the S end + shift − weight, where `shift` adds up the dual changes of
   * this stage (so keys stay comparable while the S duals fall).
   */
  readonly bestslack: bigint[];
  readonly bestgen: Int32Array;
  readonly bestkey: bigint[];
  shift = 0n;
  /** The edges marked in `allowed` (tight in this stage), to clear them fast. */
  allowedList: number[] = [];
  /** The S-vertices waiting to be scanned, lowest first (see `scan-queue.ts`). */
  readonly queue: ScanQueue;
  /**
   * treeMembers[r]: the blossoms (and vertices) given root r since the stage began, so that
   * killTrees visits only the two trees it unlabels; an entry whose root changed since, or that
   * is no longer top-level, is skipped there.
   */
  treeMembers: (number[] | undefined)[] = [];
  /**
   * The top-level blossoms (and vertices) that killTrees unlabelled since the last
   * {@link regrowKilled}.
   */
  killed: number[] = [];
  /** Rows scanned in this stage by `scan`, and by `regrowKilled` (which stops at the first). */
  scannedRows = 0;
  regrownRows = 0;
  /** dead[b]: scratch of killTrees (b's tree is being unlabelled). */
  readonly dead: Uint8Array;
  /** The optimality certificate of the answer, when {@link run} was asked to keep it. */
  certificate: MatchingCertificate | null = null;

  constructor(st: SolverState, oneTree: boolean) {
    super(st);
    const n = st.n;
    const n2 = 2 * n;
    this.oneTree = oneTree;
    this.bestslack = new Array<bigint>(n2).fill(0n);
    this.bestgen = new Int32Array(n2).fill(-1);
    this.bestkey = new Array<bigint>(n).fill(0n);
    this.dead = new Uint8Array(n2);
    this.queue = new ScanQueue(n);
  }

  bestSlack(b: number): bigint {
    if (this.bestgen[b] !== this.gen) {
      this.bestslack[b] = this.slack(this.bestedge[b]!);
      this.bestgen[b] = this.gen;
    }
    return this.bestslack[b]!;
  }
  setBest(b: number, k: number, sl: bigint): void {
    this.bestedge[b] = k;
    this.bestslack[b] = sl;
    this.bestgen[b] = this.gen;
  }

  enqueue(v: number): void {
    this.queue.push(v);
  }

  /** Gives top-level blossom (or vertex) b the tree root `root`. */
  setRoot(b: number, root: number): void {
    this.treeRoot[b] = root;
    const list = this.treeMembers[root];
    if (list === undefined) this.treeMembers[root] = [b];
    else list.push(b);
  }

  /** Whether b (a vertex or a blossom number) is a top-level blossom now. */
  private topLevel(b: number): boolean {
    return b < this.n ? this.inblossom[b] === b : this.blossombase[b]! >= 0 && this.blossomparent[b] === -1;
  }

  /**
   * Unlabels the trees of roots r1 and r2 after an augmentation (the other trees stay): the
   * top-level blossoms of those trees, found from their members' lists, and every blossom
   * inside them down to the vertices.
   */
  killTrees(r1: number, r2: number): void {
    const { n, dead, label, labelend, treeRoot, bestedge, blossomchilds } = this;
    const gone: number[] = [];
    for (const r of [r1, r2]) {
      const list = r < 0 ? undefined : this.treeMembers[r];
      if (list === undefined) continue;
      this.treeMembers[r] = undefined;
      for (const b of list) {
        if (!dead[b] && this.topLevel(b) && label[b] !== FREE && (treeRoot[b] === r1 || treeRoot[b] === r2)) {
          dead[b] = 1;
          gone.push(b);
        }
      }
    }
    // each blossom of those trees and each vertex inside them once, top down (an explicit
    // stack: walking up from every vertex would visit a nested blossom once per vertex)
    const pending = gone.slice();
    while (pending.length > 0) {
      const t = pending.pop()!;
      label[t] = FREE;
      labelend[t] = -1;
      bestedge[t] = -1;
      if (t >= n) for (const c of blossomchilds[t]!) pending.push(c);
    }
    for (const b of gone) {
      dead[b] = 0;
      this.killed.push(b);
    }
  }

  allow(k: number): void {
    const { allowed } = this.st;
    if (!allowed[k]) {
      // both directions, so that a scan reads its row contiguously
      allowed[k] = 1;
      allowed[this.hi(k) * this.n + this.lo(k)] = 1;
      this.allowedList.push(k);
    }
  }

  /** Clears the marks of {@link allow}. */
  private clearAllowed(): void {
    const { allowed } = this.st;
    const n = this.n;
    for (const k of this.allowedList) {
      allowed[k] = 0;
      allowed[this.hi(k) * n + this.lo(k)] = 0;
    }
    this.allowedList = [];
  }
  /** Labels w (and its blossom) t through endpoint p0; a T-blossom's mate becomes S. */
  assignLabel(w0: number, t0: number, p0: number): void {
    const { inblossom, treeRoot, label, labelend, bestedge, blossombase } = this;
    const mate = this.st.mate;
    let w = w0;
    let t = t0;
    let p = p0;
    const root = p0 === -1 ? w0 : treeRoot[inblossom[this.endpoint(p0)]!]!;
    for (;;) {
      const b = inblossom[w]!;
      this.setRoot(b, root);
      label[w] = label[b] = t;
      labelend[w] = labelend[b] = p;
      bestedge[w] = bestedge[b] = -1;
      if (t === S) {
        for (const x of this.leaves(b, [])) this.enqueue(x);
        return;
      }
      const mb = mate[blossombase[b]!]!;
      w = this.endpoint(mb);
      t = S;
      p = mb ^ 1;
    }
  }

  /** Flips the alternating path from s up to its root; s gets endpoint p (-1: s ends free). */
  augmentFrom(s0: number, p0: number): void {
    const { n, inblossom, labelend } = this;
    const mate = this.st.mate;
    let s = s0;
    let p = p0;
    for (;;) {
      const bs = inblossom[s]!;
      if (bs >= n) augmentBlossom(this, bs, s);
      mate[s] = p;
      if (labelend[bs] === -1) break;
      const t = this.endpoint(labelend[bs]!);
      const bt = inblossom[t]!;
      s = this.endpoint(labelend[bt]!);
      const j = this.endpoint(labelend[bt]! ^ 1);
      if (bt >= n) augmentBlossom(this, bt, j);
      mate[j] = labelend[bt]!;
      p = labelend[bt]! ^ 1;
    }
  }

  /**
   * Augments through the tight edge from S-vertex v to w (p: w's endpoint code) found while
   * scanning v; r2 is w's tree root when w is an S-vertex, else -1. True when the stage ends.
   */
  augmentAt(v: number, w: number, p: number, r2: number): boolean {
    const r1 = this.treeRoot[this.inblossom[v]!]!;
    this.augmentFrom(v, p);
    this.augmentFrom(w, p ^ 1);
    if (this.oneTree) return true;
    this.killTrees(r1, r2);
    return false;
  }

  /**
   * Scans the edges of S-vertex v: tight ones grow the tree, make blossoms or augment; the
   * others update the least-slack edges. Returns 1 after an augmentation in one-tree mode
   * (the stage ends), 2 after one with all roots (the stage continues), else 0.
   */
  scan(v: number): number {
    const { n, inblossom, label, labelend, bestedge, bestkey, blossombase, treeRoot } = this;
    const { w2, mate, dual, allowed } = this.st;
    const sc = idScratch(this.st);
    const { stamp: idStamp, value: idNeed, keyStamp: idKeyStamp, key: idKey } = sc;
    const { boundStamp: idBoundStamp, bound: idBound } = sc;
    const dv = dual[v]!;
    let bv = inblossom[v]!;
    // per run of equal weights w: need = w − dv (the edge is tight when dual[x] ≤ need),
    // key = dv + shift − w; sBound = the bound on dual[x] that beats bestedge[bv]. Each is
    // made once per weight of the row (the id tables; a row's weights alternate in short runs),
    // sBound again when the best changes (a new version)
    const row = newStamp(sc);
    let version = newStamp(sc);
    let lastId = -1;
    let need = 0n;
    let key = 0n;
    let keyOk = false;
    let sBound = 0n;
    let sBoundOk = false;
    const rowStart = v * n;
    for (let x = 0; x < n; x++) {
      const idx = rowStart + x;
      const id = w2.idAt(idx);
      if (id === 0) continue; // no edge
      const bx = inblossom[x]!;
      if (bx === bv) continue;
      const lx = label[bx]!;
      // the entry vertex of a T-blossom: whether tight or not, nothing to learn
      if (lx === T && label[x] !== FREE) continue;
      const k = x < v ? x * n + v : idx;
      const p = x < v ? 2 * k : 2 * k + 1;
      if (!allowed[idx]) {
        if (id !== lastId) {
          lastId = id;
          if (idStamp[id] === row) need = idNeed[id]!;
          else {
            need = w2.value(id) - dv;
            idNeed[id] = need;
            idStamp[id] = row;
          }
          keyOk = false;
          sBoundOk = false;
        }
        if (dual[x]! <= need) this.allow(k);
      }
      // the cases of networkx's scan, in its order: a tight edge (allowedge) grows, shrinks or
      // augments; another one only records a least-slack edge for the next dual change
      if (allowed[idx]) {
        if (lx === FREE) {
          // augment: x is free and unmatched (a free vertex of dual 0, grown from no root)
          if (mate[blossombase[bx]!] === -1) return this.augmentAt(v, x, p, -1) ? 1 : 2;
          // grow: x is free and matched: label it T and its mate S
          this.assignLabel(x, T, p ^ 1);
        } else if (lx === S) {
          // x is an S-vertex of another blossom: the back-links meet in a new blossom, or in
          // two roots (an augmenting path)
          const base = scanBlossom(this, v, x);
          if (base >= 0) {
            // blossom: shrink it into a new S-blossom
            addBlossom(this, base, k);
            bv = inblossom[v]!;
            sBoundOk = false;
            version = newStamp(sc);
          } else {
            // augment: the path through v–x joins two trees
            return this.augmentAt(v, x, p, treeRoot[bx]!) ? 1 : 2;
          }
        } else if (label[x] === FREE) {
          // x is inside a T-blossom and not reached from outside yet: mark it reached (for
          // relabelling when the T-blossom expands)
          label[x] = T;
          labelend[x] = p ^ 1;
        }
      } else if (lx === S) {
        // least-slack edge to another S-blossom (delta3): slack = dual[x] − need; beats the best when dual[x] < best + need
        if (bestedge[bv] === -1) {
          this.setBest(bv, k, dual[x]! - need);
          sBound = dual[x]!;
          sBoundOk = true;
          version = newStamp(sc);
          idBound[id] = sBound;
          idBoundStamp[id] = version;
        } else {
          if (!sBoundOk) {
            if (idBoundStamp[id] === version) sBound = idBound[id]!;
            else {
              sBound = this.bestSlack(bv) + need;
              idBound[id] = sBound;
              idBoundStamp[id] = version;
            }
            sBoundOk = true;
          }
          if (dual[x]! < sBound) {
            this.setBest(bv, k, dual[x]! - need);
            sBound = dual[x]!;
            version = newStamp(sc);
            idBound[id] = sBound;
            idBoundStamp[id] = version;
          }
        }
      } else if (label[x] === FREE) {
        // least-slack edge to a free vertex, or to an unreached vertex of a T-blossom (delta2)
        if (!keyOk) {
          if (idKeyStamp[id] === row) key = idKey[id]!;
          else {
            key = this.shift - need; // dv + shift − w
            idKey[id] = key;
            idKeyStamp[id] = row;
          }
          keyOk = true;
        }
        if (bestedge[x] === -1 || key < bestkey[x]!) {
          bestedge[x] = k;
          bestkey[x] = key;
        }
      }
    }
    return 0;
  }

  /**
   * With all roots, once the queue is drained after augmentations: the trees left may reach the
   * vertices of the augmented trees, unlabelled now, along tight edges their scans passed by
   * while those vertices were labelled. Each such blossom is given to the first S-vertex found
   * tight to one of its vertices, and its partner's vertices are queued: the paths a new stage
   * would find first, without scanning every free root again. Stops after as many rows as the
   * stage's scans (a new stage is then cheaper). True when some blossom was labelled.
   */
  private regrowKilled(): boolean {
    const { n, label, inblossom, blossombase } = this;
    const { w2, mate, dual, allowed } = this.st;
    const killed = this.killed;
    this.killed = [];
    let grown = false;
    const leaves: number[] = [];
    for (const b of killed) {
      if (!this.topLevel(b) || label[b] !== FREE || mate[blossombase[b]!] === -1) continue;
      leaves.length = 0;
      for (const y of this.leaves(b, leaves)) {
        if (label[b] !== FREE) break;
        if (++this.regrownRows > this.scannedRows) return grown;
        const dy = dual[y]!;
        let lastId = -1;
        let need = 0n; // the edge is tight when dual[x] === need
        for (let x = 0, idx = y * n; x < n; x++, idx++) {
          const id = w2.idAt(idx);
          if (id === 0 || label[inblossom[x]!] !== S) continue;
          if (id !== lastId) {
            lastId = id;
            need = w2.value(id) - dy;
          }
          if (!allowed[idx] && dual[x] !== need) continue;
          const k = x < y ? x * n + y : idx;
          this.allow(k);
          this.assignLabel(y, T, x < y ? 2 * k : 2 * k + 1); // through the code that points to x
          grown = true;
          break;
        }
      }
    }
    return grown;
  }

  /** Clears the labels, least-slack edges, tight marks and queue for a new stage. */
  private resetStage(): void {
    const { n } = this;
    this.label.fill(FREE);
    this.treeMembers = [];
    this.labelend.fill(-1);
    this.bestedge.fill(-1);
    this.shift = 0n;
    for (let b = n; b < 2 * n; b++) {
      this.blossombestedges[b] = null;
      this.blossombestslacks[b] = null;
    }
    this.clearAllowed();
    this.killed = [];
    this.scannedRows = 0;
    this.regrownRows = 0;
    this.queue.clear();
  }

  /** Labels S the free vertices with a positive dual (only the first with `oneTree`): their count. */
  private labelRoots(): number {
    const { n, oneTree, label, inblossom } = this;
    const { mate, dual } = this.st;
    let roots = 0;
    for (let v = 0; v < n; v++) {
      if (mate[v] === -1 && dual[v]! > 0n && label[inblossom[v]!] === FREE) {
        this.assignLabel(v, S, -1);
        roots++;
        if (oneTree) break;
      }
    }
    return roots;
  }

  /**
   * Scans the queued S-vertices: 1 when a one-tree augmentation ended the stage, 2 when some
   * augmentation with all roots happened, 0 when none did.
   */
  private drainQueue(): number {
    const { label, inblossom } = this;
    let augmented = 0;
    while (this.queue.size > 0) {
      const v = this.queue.pop();
      if (label[inblossom[v]!] !== S) continue; // its tree was augmented
      this.scannedRows++;
      const r = this.scan(v);
      if (r === 1) return 1;
      if (r === 2) augmented = 2;
    }
    return augmented;
  }

  /**
   * Runs stages until no free vertex with a positive dual is left: returns the matching
   * (`mate[v]`: v's partner or -1), then dissolves the blossoms into the vertex duals. With
   * `certify`, the matching's optimality certificate is kept first, in {@link certificate}.
   */
  run(certify = false): Int32Array {
    const { n, label, blossomparent, blossombase } = this;
    const { mate, dual } = this.st;
    const n2 = 2 * n;
    for (;;) {
      this.resetStage();
      if (this.labelRoots() === 0) break;
      for (;;) {
        // with all roots: an augmentation in this stage ends it before any dual change, once
        // the trees left have grown into the augmented ones
        const drained = this.drainQueue();
        if (drained === 2) while (this.regrowKilled() && this.drainQueue() === 2);
        if (drained !== 0) break;
        // a T-blossom of dual 0 is expanded at once (the choice of a dual change of 0)
        if (expandEmptyT(this)) continue;
        // no tight edge left to scan: change the duals by the smallest of delta1 … delta4
        const c = chooseDelta(this);
        applyDelta(this, c.delta);
        if (actOnDelta(this, c)) break;
      }
      for (let b = n; b < n2; b++) {
        if (blossomparent[b] === -1 && blossombase[b]! >= 0 && label[b] === S && dual[b] === 0n)
          expandBlossom(this, b, true);
      }
    }

    this.clearAllowed();
    const result = new Int32Array(n);
    for (let v = 0; v < n; v++) result[v] = mate[v] === -1 ? -1 : this.endpoint(mate[v]!);
    if (certify) {
      const blossoms = [];
      for (let b = n; b < n2; b++) {
        if (blossombase[b]! >= 0) blossoms.push({ vertices: this.leaves(b, []), dual: dual[b]! });
      }
      this.certificate = { n, mate: result.slice(), vertexDuals: dual.slice(0, n), blossoms };
    }
    dissolveBlossoms(this);
    return result;
  }
}
