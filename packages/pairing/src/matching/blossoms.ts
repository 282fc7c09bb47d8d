/**
 * The blossom operations of a search (Edmonds; names of van Rantwijk's mwmatching.py and
 * networkx): find where two S-vertices' tree paths meet (`scanBlossom`), shrink an odd cycle
 * into a blossom (`addBlossom`), expand one (`expandBlossom`), and flip the matching inside one
 * along an augmenting path (`augmentBlossom`).
 */

import type { Forest } from './forest';
import { BREADCRUMB, FREE, S, T } from './labels';
import { idScratch, newStamp, retighten } from './matching-state';

/** arr[i], counting from the end for a negative i (Python's indexing, as the literature uses). */
const at = <X>(arr: readonly X[], i: number): X => arr[i < 0 ? i + arr.length : i]!;

/** Start of a walk round a blossom from child index i: forward (odd i) or backward. */
const walk = (childs: readonly number[], i: number) =>
  i & 1 ? { j: i - childs.length, jstep: 1, endptrick: 0 } : { j: i, jstep: -1, endptrick: 1 };

/**
 * Walks up the trees from S-vertices v0 and w0 together: returns the base of the blossom their
 * paths close, or -1 when they reach different roots (an augmenting path).
 */
export function scanBlossom(s: Forest, v0: number, w0: number): number {
  const { label, labelend, inblossom, blossombase } = s;
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
      v = s.endpoint(labelend[b]!);
      b = inblossom[v]!;
      v = s.endpoint(labelend[b]!);
    }
    if (w !== -1) {
      const tmp = v;
      v = w;
      w = tmp;
    }
  }
  for (const b of path) label[b] = S;
  return base;
}

/**
 * addBlossom's row of leaf x of new blossom b: the least-slack edge from x to each other
 * S-blossom, merged into bestedgeto/bestslackto (`touched` gets each S-blossom met first).
 * Run numbers follow `run`; returns the last one given.
 */
function noteLeafRow(s: Forest, b: number, x: number, run0: number, touched: number[]): number {
  const { n, label, inblossom, bestedgeto, bestslackto, boundto, boundrun } = s;
  const { w2, dual } = s.st;
  const sc = idScratch(s.st);
  let run = run0;
  const dx = dual[x]!;
  const row = newStamp(sc);
  let lastId = -1;
  let need = 0n; // slack = dual[y] − need
  // each weight of the row gets a run number: an edge to y beats the best to y's blossom bj
  // when dual[y] < boundto[bj] (= that best + need), known for the run boundrun[bj]
  let idRun = 0;
  for (let y = 0, idx = x * n; y < n; y++, idx++) {
    const id = w2.idAt(idx);
    if (id === 0) continue;
    const bj = inblossom[y]!;
    if (bj === b || label[bj] !== S) continue;
    if (id !== lastId) {
      lastId = id;
      if (sc.stamp[id] === row) {
        need = sc.value[id]!;
        idRun = sc.run[id]!;
      } else {
        need = w2.value(id) - dx;
        sc.stamp[id] = row;
        sc.value[id] = need;
        sc.run[id] = idRun = ++run;
      }
    }
    const dy = dual[y]!;
    if (bestedgeto[bj] === -1) touched.push(bj);
    else {
      if (boundrun[bj] !== idRun) {
        boundto[bj] = bestslackto[bj]! + need;
        boundrun[bj] = idRun;
      }
      if (dy >= boundto[bj]!) continue;
    }
    bestedgeto[bj] = y < x ? y * n + x : idx;
    bestslackto[bj] = dy - need;
    boundto[bj] = dy;
    boundrun[bj] = idRun;
  }
  return run;
}

/**
 * Shrinks the cycle closed by edge k (between two S-vertices of one tree) with base `base`
 * into a new S-blossom, and merges its children's least-slack edges to other S-blossoms.
 */
export function addBlossom(s: Forest, base: number, k: number): void {
  const { label, labelend, inblossom, blossomparent, blossombase, bestedge, treeRoot } = s;
  const { dual } = s.st;
  let v = s.lo(k);
  let w = s.hi(k);
  const bb = inblossom[base]!;
  let bv = inblossom[v]!;
  let bw = inblossom[w]!;
  const b = s.unusedblossoms.pop()!;
  blossombase[b] = base;
  blossomparent[b] = -1;
  blossomparent[bb] = b;
  const path: number[] = [];
  const endps: number[] = [];
  while (bv !== bb) {
    blossomparent[bv] = b;
    path.push(bv);
    endps.push(labelend[bv]!);
    v = s.endpoint(labelend[bv]!);
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
    w = s.endpoint(labelend[bw]!);
    bw = inblossom[w]!;
  }
  s.blossomchilds[b] = path;
  s.blossomendps[b] = endps;
  label[b] = S;
  labelend[b] = labelend[bb]!;
  s.setRoot(b, treeRoot[bb]!);
  dual[b] = 0n;
  for (const x of s.leaves(b, [])) {
    if (label[inblossom[x]!] === T) s.enqueue(x);
    inblossom[x] = b;
  }
  const { bestedgeto, bestslackto, boundrun, blossombestedges } = s;
  const touched: number[] = []; // the S-blossoms with an entry in bestedgeto
  /** Keeps edge kk to vertex j if it is the least-slack edge to j's S-blossom (sl: its slack). */
  const consider = (kk: number, j: number, sl: bigint): void => {
    const bj = inblossom[j]!;
    if (bestedgeto[bj] === -1) touched.push(bj);
    else if (sl >= bestslackto[bj]!) return;
    bestedgeto[bj] = kk;
    bestslackto[bj] = sl;
    boundrun[bj] = -1;
  };
  // run numbers of the leaves' rows (see noteLeafRow), unique within this blossom
  let run = 0;
  for (const c of path) {
    const list = blossombestedges[c]!;
    if (list === null) {
      for (const x of s.leaves(c, [])) run = noteLeafRow(s, b, x, run, touched);
    } else {
      // the slacks noted with the list, while no dual has changed since
      const slacks = s.blossombestgen[c] === s.gen ? s.blossombestslacks[c]! : null;
      for (let i = 0; i < list.length; i++) {
        const kk = list[i]!;
        let j = s.hi(kk);
        if (inblossom[j] === b) j = s.lo(kk);
        const bj = inblossom[j]!;
        if (bj !== b && label[bj] === S) consider(kk, j, slacks !== null ? slacks[i]! : s.slack(kk));
      }
    }
    blossombestedges[c] = null;
    s.blossombestslacks[c] = null;
    bestedge[c] = -1;
  }
  touched.sort((x, y) => x - y);
  const list = touched.map((bj) => bestedgeto[bj]!);
  const slacks = touched.map((bj) => bestslackto[bj]!); // each edge's slack under the duals now
  for (const bj of touched) {
    bestedgeto[bj] = -1;
    boundrun[bj] = -1;
  }
  blossombestedges[b] = list;
  s.blossombestslacks[b] = slacks;
  s.blossombestgen[b] = s.gen;
  let best = -1;
  let bestS = 0n;
  for (let i = 0; i < list.length; i++) {
    const sl = slacks[i]!;
    if (best === -1 || sl < bestS) {
      best = list[i]!;
      bestS = sl;
    }
  }
  if (best === -1) bestedge[b] = -1;
  else s.setBest(b, best, bestS);
}

/**
 * Expands blossom b into its children. At the end of a stage (`endstage`) the S-blossoms of
 * dual 0 are expanded too, nested ones first in the order of their parents' children (an
 * explicit stack, so the depth of the nesting costs no call stack); during a stage, a
 * T-blossom whose dual reached 0 (delta4) is expanded and its children relabelled along the
 * path through it.
 */
export function expandBlossom(s: Forest, b: number, endstage: boolean): void {
  if (endstage) {
    expandZeroDualBlossoms(s, b);
    return;
  }
  const { n, inblossom } = s;
  for (const c of s.blossomchilds[b]!) {
    releaseChild(s, b, c);
    if (c < n) inblossom[c] = c;
    else for (const x of s.leaves(c, [])) inblossom[x] = c;
  }
  if (s.label[b] === T) relabelExpandedT(s, b);
  freeBlossom(s, b);
}

/** Child c of blossom b becomes a top-level blossom of b's tree. */
function releaseChild(s: Forest, b: number, c: number): void {
  s.setRoot(c, s.treeRoot[b]!);
  s.blossomparent[c] = -1;
}

/**
 * End of a stage: expands b and, inside it, every sub-blossom of dual 0, depth first. `stack`
 * holds the blossoms being expanded, `nextChild` the index of the next child of each to visit;
 * a blossom is freed once all its children are visited (the order of the recursive form).
 */
function expandZeroDualBlossoms(s: Forest, b0: number): void {
  const { n, inblossom } = s;
  const { dual } = s.st;
  const stack = [b0];
  const nextChild = [0];
  while (stack.length > 0) {
    const top = stack.length - 1;
    const b = stack[top]!;
    const childs = s.blossomchilds[b]!;
    const i = nextChild[top]!;
    if (i === childs.length) {
      freeBlossom(s, b);
      stack.pop();
      nextChild.pop();
      continue;
    }
    nextChild[top] = i + 1;
    const c = childs[i]!;
    releaseChild(s, b, c);
    if (c < n) inblossom[c] = c;
    else if (dual[c] === 0n) {
      stack.push(c);
      nextChild.push(0);
    } else for (const x of s.leaves(c, [])) inblossom[x] = c;
  }
}

/** Relabels the children of the expanded T-blossom b along the even path through it. */
function relabelExpandedT(s: Forest, b: number): void {
  const { label, labelend, inblossom, blossombase, bestedge } = s;
  const { mate } = s.st;
  const childs = s.blossomchilds[b]!;
  const endps = s.blossomendps[b]!;
  const entrychild = inblossom[s.endpoint(labelend[b]! ^ 1)]!;
  let { j, jstep, endptrick } = walk(childs, childs.indexOf(entrychild));
  let p = labelend[b]!;
  while (j !== 0) {
    label[s.endpoint(p ^ 1)] = FREE;
    label[s.endpoint(at(endps, j - endptrick) ^ endptrick ^ 1)] = FREE;
    s.assignLabel(s.endpoint(p ^ 1), T, p);
    s.allow(at(endps, j - endptrick) >> 1);
    j += jstep;
    p = at(endps, j - endptrick) ^ endptrick;
    s.allow(p >> 1);
    j += jstep;
  }
  let bv = at(childs, j);
  label[s.endpoint(p ^ 1)] = label[bv] = T;
  labelend[s.endpoint(p ^ 1)] = labelend[bv] = p;
  bestedge[bv] = -1;
  j += jstep;
  while (at(childs, j) !== entrychild) {
    bv = at(childs, j);
    if (label[bv] === S) {
      j += jstep;
      continue;
    }
    let found = -1;
    for (const x of s.leaves(bv, [])) {
      if (label[x] !== FREE) {
        found = x;
        break;
      }
    }
    if (found !== -1) {
      label[found] = FREE;
      label[s.endpoint(mate[blossombase[bv]!]!)] = FREE;
      s.assignLabel(found, T, labelend[found]!);
    }
    j += jstep;
  }
}

/** Returns blossom number b to the pool, its fields cleared. */
function freeBlossom(s: Forest, b: number): void {
  s.label[b] = s.labelend[b] = -1;
  s.blossomchilds[b] = s.blossomendps[b] = null;
  s.blossombase[b] = -1;
  s.blossombestedges[b] = null;
  s.blossombestslacks[b] = null;
  s.bestedge[b] = -1;
  s.unusedblossoms.push(b);
}

/**
 * One pending flip of {@link augmentBlossom}: blossom b, entered at vertex v, and where its
 * walk round the children stands (`step` 0: not started; 1: the next pair of children; 2: the
 * second child of the pair; 3: the pair's matched edge).
 */
interface AugmentFrame {
  readonly b: number;
  readonly v: number;
  step: 0 | 1 | 2 | 3;
  i: number;
  j: number;
  jstep: number;
  endptrick: number;
  p: number;
}

/**
 * Flips the matching inside blossom b along the even path from vertex v to its base. Nested
 * blossoms on the path are flipped first, as in the recursive form, from an explicit stack of
 * {@link AugmentFrame}s.
 */
export function augmentBlossom(s: Forest, b0: number, v0: number): void {
  const { n, blossomparent } = s;
  const { mate } = s.st;
  const frame = (b: number, v: number): AugmentFrame => ({
    b,
    v,
    step: 0,
    i: 0,
    j: 0,
    jstep: 0,
    endptrick: 0,
    p: 0,
  });
  const stack: AugmentFrame[] = [frame(b0, v0)];
  while (stack.length > 0) {
    const f = stack[stack.length - 1]!;
    const childs = s.blossomchilds[f.b]!;
    if (f.step === 0) {
      let t = f.v;
      while (blossomparent[t] !== f.b) t = blossomparent[t]!;
      f.i = childs.indexOf(t);
      ({ j: f.j, jstep: f.jstep, endptrick: f.endptrick } = walk(childs, f.i));
      f.step = 1;
      if (t >= n) stack.push(frame(t, f.v));
    } else if (f.step === 1) {
      if (f.j === 0) {
        stack.pop();
        const endps = s.blossomendps[f.b]!;
        s.blossomchilds[f.b] = [...childs.slice(f.i), ...childs.slice(0, f.i)];
        s.blossomendps[f.b] = [...endps.slice(f.i), ...endps.slice(0, f.i)];
        s.blossombase[f.b] = s.blossombase[s.blossomchilds[f.b]![0]!]!;
        continue;
      }
      f.j += f.jstep;
      const t = at(childs, f.j);
      f.p = at(s.blossomendps[f.b]!, f.j - f.endptrick) ^ f.endptrick;
      f.step = 2;
      if (t >= n) stack.push(frame(t, s.endpoint(f.p)));
    } else if (f.step === 2) {
      f.j += f.jstep;
      const t = at(childs, f.j);
      f.step = 3;
      if (t >= n) stack.push(frame(t, s.endpoint(f.p ^ 1)));
    } else {
      mate[s.endpoint(f.p)] = f.p ^ 1;
      mate[s.endpoint(f.p ^ 1)] = f.p;
      f.step = 1;
    }
  }
}

/**
 * After a search: dissolves the remaining blossoms into vertex duals (each vertex gains the duals
 * of the blossoms around it; an explicit stack, so the nesting depth costs no call stack). A
 * matched edge from a blossom's base to the outside is no longer tight: duals are lowered to
 * keep it if there is room, else it is unmatched.
 */
export function dissolveBlossoms(s: Forest): void {
  const { n, blossombase, blossomparent, blossomchilds } = s;
  const { dual, mate } = s.st;
  const pending: { b: number; extra: bigint }[] = [];
  for (let top = n; top < 2 * n; top++) {
    if (blossombase[top]! < 0 || blossomparent[top] !== -1) continue;
    pending.push({ b: top, extra: 0n });
    while (pending.length > 0) {
      const { b, extra } = pending.pop()!;
      if (b < n) {
        dual[b] = dual[b]! + extra;
        continue;
      }
      for (const c of blossomchilds[b]!) pending.push({ b: c, extra: extra + dual[b]! });
    }
  }
  for (let v = 0; v < n; v++) {
    const m = mate[v]!;
    if (m !== -1 && s.slack(m >> 1) !== 0n) retighten(s.st, v);
  }
}
