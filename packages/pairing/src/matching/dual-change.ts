/**
 * The dual changes of a search (Galil's delta1 to delta4, networkx's deltatype 1 to 4): the
 * smallest one is chosen, applied to the labelled vertices and top-level blossoms, and acted
 * on (a root freed, an edge made tight, a T-blossom expanded).
 */

import { expandBlossom } from './blossoms';
import type { DualForest } from './forest';
import { DELTA1, DELTA2, DELTA3, DELTA4, FREE, NO_DELTA, S, T } from './labels';

/** The dual change a stage picks: its case (delta1 … delta4), amount and what it names. */
export interface DeltaChoice {
  type: number;
  delta: bigint;
  edge: number;
  blossom: number;
  vertex: number;
}

/**
 * Expands the first top-level T-blossom whose dual is 0, as `chooseDelta` would choose it
 * (delta4 of 0) when no S-vertex has dual 0 (delta1 of 0 comes first; once the queue is
 * drained, no edge from an S-vertex to a free vertex or to another S-blossom is tight, so
 * delta2 and delta3 are positive). True when one was: a dual change of 0 then costs no pass
 * over the duals.
 */
export function expandEmptyT(s: DualForest): boolean {
  const { n, label, inblossom, blossomparent, blossombase } = s;
  const { dual } = s.st;
  let empty = -1;
  for (let b = n; b < 2 * n && empty === -1; b++) {
    if (blossombase[b]! >= 0 && blossomparent[b] === -1 && label[b] === T && dual[b] === 0n) empty = b;
  }
  if (empty === -1) return false;
  for (let v = 0; v < n; v++) if (dual[v] === 0n && label[inblossom[v]!] === S) return false;
  expandBlossom(s, empty, false);
  return true;
}

/** The smallest of delta1 … delta4, with the vertex, edge or blossom it names. */
export function chooseDelta(s: DualForest): DeltaChoice {
  const { n, label, inblossom, blossomparent, blossombase, bestedge, bestkey } = s;
  const { dual } = s.st;
  const c: DeltaChoice = { type: NO_DELTA, delta: 0n, edge: -1, blossom: -1, vertex: -1 };
  for (let v = 0; v < n; v++) {
    if (label[inblossom[v]!] === S && (c.type === NO_DELTA || dual[v]! < c.delta)) {
      c.delta = dual[v]!;
      c.type = DELTA1;
      c.vertex = v;
    }
  }
  const shift = s.shift;
  for (let v = 0; v < n; v++) {
    if (label[inblossom[v]!] === FREE && bestedge[v] !== -1) {
      const d = bestkey[v]! - shift + dual[v]!;
      if (c.type === NO_DELTA || d < c.delta) {
        c.delta = d;
        c.type = DELTA2;
        c.edge = bestedge[v]!;
      }
    }
  }
  for (let b = 0; b < 2 * n; b++) {
    if (blossomparent[b] === -1 && label[b] === S && bestedge[b] !== -1) {
      const d = s.bestSlack(b) / 2n;
      if (c.type === NO_DELTA || d < c.delta) {
        c.delta = d;
        c.type = DELTA3;
        c.edge = bestedge[b]!;
      }
    }
  }
  for (let b = n; b < 2 * n; b++) {
    if (
      blossombase[b]! >= 0 &&
      blossomparent[b] === -1 &&
      label[b] === T &&
      (c.type === NO_DELTA || dual[b]! < c.delta)
    ) {
      c.delta = dual[b]!;
      c.type = DELTA4;
      c.blossom = b;
    }
  }
  return c;
}

/** Changes the duals of the labelled vertices and top-level blossoms by delta. */
export function applyDelta(s: DualForest, delta: bigint): void {
  const { n, label, inblossom, blossomparent, blossombase } = s;
  const { dual } = s.st;
  for (let v = 0; v < n; v++) {
    const l = label[inblossom[v]!];
    if (l === S) dual[v] = dual[v]! - delta;
    else if (l === T) dual[v] = dual[v]! + delta;
  }
  s.gen++;
  s.shift += delta;
  for (let b = n; b < 2 * n; b++) {
    if (blossombase[b]! >= 0 && blossomparent[b] === -1) {
      if (label[b] === S) dual[b] = dual[b]! + delta;
      else if (label[b] === T) dual[b] = dual[b]! - delta;
    }
  }
}

/**
 * Acts on the chosen dual change: true when the stage ends (delta1 freed a root), else the
 * edge it made tight is queued or the T-blossom it emptied is expanded.
 */
export function actOnDelta(s: DualForest, c: DeltaChoice): boolean {
  const { label, inblossom } = s;
  if (c.type === DELTA1) {
    s.augmentFrom(c.vertex, -1);
    return true;
  }
  if (c.type === DELTA2) {
    s.allow(c.edge);
    let i = s.lo(c.edge);
    if (label[inblossom[i]!] === FREE) i = s.hi(c.edge);
    s.enqueue(i);
  } else if (c.type === DELTA3) {
    s.allow(c.edge);
    s.enqueue(s.lo(c.edge));
  } else {
    expandBlossom(s, c.blossom, false);
  }
  return false;
}
