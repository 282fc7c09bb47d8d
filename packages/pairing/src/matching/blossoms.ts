/**
 * The blossom operations of a search (Edmonds; names of van Rantwijk's mwmatching.py and
 * networkx): find where two S-vertices' tree paths meet (`scanBlossom`), shrink an odd cycle
 * into a blossom (`addBlossom`), expand one (`expandBlossom`), and flip the matching inside one
 * along an augmenting path (`augmentBlossom`).
 */

import { BREADCRUMB, FREE, S, T } from './labels';
import type { Search } from './search';

/** arr[i], counting from the end for a negative i (Python's indexing, as the literature uses). */
const at = <X>(arr: readonly X[], i: number): X => arr[i < 0 ? i + arr.length : i]!;

/** Start of a walk round a blossom from child index i: forward (odd i) or backward. */
const walk = (childs: readonly number[], i: number) =>
  i & 1 ? { j: i - childs.length, jstep: 1, endptrick: 0 } : { j: i, jstep: -1, endptrick: 1 };

/**
 * Walks up the trees from S-vertices v0 and w0 together: returns the base of the blossom their
 * paths close, or -1 when they reach different roots (an augmenting path).
 */
export function scanBlossom(s: Search, v0: number, w0: number): number {
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
 * Shrinks the cycle closed by edge k (between two S-vertices of one tree) with base `base`
 * into a new S-blossom, and merges its children's least-slack edges to other S-blossoms.
 */
export function addBlossom(s: Search, base: number, k: number): void {
  const { n, label, labelend, inblossom, blossomparent, blossombase, bestedge, treeRoot } = s;
  const { w2, has, dual } = s.st;
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
  treeRoot[b] = treeRoot[bb]!;
  dual[b] = 0n;
  for (const x of s.leaves(b, [])) {
    if (label[inblossom[x]!] === T) s.enqueue(x);
    inblossom[x] = b;
  }
  const { bestedgeto, bestslackto, blossombestedges } = s;
  const touched: number[] = []; // the S-blossoms with an entry in bestedgeto
  /** Keeps edge kk to vertex j if it is the least-slack edge to j's S-blossom (sl: its slack). */
  const consider = (kk: number, j: number, sl: bigint): void => {
    const bj = inblossom[j]!;
    if (bestedgeto[bj] === -1) touched.push(bj);
    else if (sl >= bestslackto[bj]!) return;
    bestedgeto[bj] = kk;
    bestslackto[bj] = sl;
  };
  const toOtherS = (j: number): boolean => {
    const bj = inblossom[j]!;
    return bj !== b && label[bj] === S;
  };
  for (const c of path) {
    const list = blossombestedges[c]!;
    if (list === null) {
      for (const x of s.leaves(c, [])) {
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
        let j = s.hi(kk);
        if (inblossom[j] === b) j = s.lo(kk);
        if (toOtherS(j)) consider(kk, j, s.slack(kk));
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
    const sl = s.slack(kk);
    if (best === -1 || sl < bestS) {
      best = kk;
      bestS = sl;
    }
  }
  if (best === -1) bestedge[b] = -1;
  else s.setBest(b, best, bestS);
}

/**
 * Expands blossom b into its children. At the end of a stage (`endstage`) the S-blossoms of
 * dual 0 are expanded recursively; during a stage, a T-blossom whose dual reached 0 (delta4)
 * is expanded and its children relabelled along the path through it.
 */
export function expandBlossom(s: Search, b: number, endstage: boolean): void {
  const { n, label, labelend, inblossom, blossomparent, blossombase, bestedge, treeRoot } = s;
  const { mate, dual } = s.st;
  const childs = s.blossomchilds[b]!;
  for (const c of childs) {
    treeRoot[c] = treeRoot[b]!;
    blossomparent[c] = -1;
    if (c < n) inblossom[c] = c;
    else if (endstage && dual[c] === 0n) expandBlossom(s, c, endstage);
    else for (const x of s.leaves(c, [])) inblossom[x] = c;
  }
  if (!endstage && label[b] === T) {
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
  label[b] = labelend[b] = -1;
  s.blossomchilds[b] = s.blossomendps[b] = null;
  blossombase[b] = -1;
  s.blossombestedges[b] = null;
  bestedge[b] = -1;
  s.unusedblossoms.push(b);
}

/** Flips the matching inside blossom b along the even path from vertex v to its base. */
export function augmentBlossom(s: Search, b: number, v: number): void {
  const { n, blossomparent } = s;
  const { mate } = s.st;
  let t = v;
  while (blossomparent[t] !== b) t = blossomparent[t]!;
  if (t >= n) augmentBlossom(s, t, v);
  const childs = s.blossomchilds[b]!;
  const endps = s.blossomendps[b]!;
  const i = childs.indexOf(t);
  let { j, jstep, endptrick } = walk(childs, i);
  while (j !== 0) {
    j += jstep;
    t = at(childs, j);
    const p = at(endps, j - endptrick) ^ endptrick;
    if (t >= n) augmentBlossom(s, t, s.endpoint(p));
    j += jstep;
    t = at(childs, j);
    if (t >= n) augmentBlossom(s, t, s.endpoint(p ^ 1));
    mate[s.endpoint(p)] = p ^ 1;
    mate[s.endpoint(p ^ 1)] = p;
  }
  s.blossomchilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
  s.blossomendps[b] = [...endps.slice(i), ...endps.slice(0, i)];
  s.blossombase[b] = s.blossombase[s.blossomchilds[b][0]!]!;
}
