/**
 * Maximum-weight matching in a general graph: Edmonds' blossom algorithm with the primal-dual
 * method of Galil (O(n³)), on exact integer (BigInt) weights, so weights of hundreds of bits
 * (the Dutch system's criteria packed into one number) compare exactly.
 */

/**
 * An undirected edge `[u, v, weight]` between vertices `0 … n-1`; `weight` is an integer.
 * @category Matching
 */
export type WeightedEdge = readonly [number, number, bigint];

/**
 * Computes a matching of maximum total weight (not necessarily of maximum cardinality; edges of
 * weight ≤ 0 are never useful). Returns `mate` with `mate[v]` the vertex matched to `v`, or `-1`.
 * Deterministic: the same input gives the same matching.
 *
 * @throws {RangeError} when a vertex is out of range or an edge is a loop.
 * @example
 * ```ts
 * import { maxWeightMatching } from '@xq/pairing';
 * const mate = maxWeightMatching(4, [[0, 1, 5n], [1, 2, 6n], [2, 3, 5n]]);
 * console.log(Array.from(mate)); // [1, 0, 3, 2]
 * ```
 * @category Matching
 */
export function maxWeightMatching(n: number, edges: readonly WeightedEdge[]): Int32Array {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`bad vertex count ${n}`);
  const nedge = edges.length;
  const result = new Int32Array(n).fill(-1);
  if (n === 0 || nedge === 0) return result;

  const eu = new Int32Array(nedge);
  const ev = new Int32Array(nedge);
  const ew: bigint[] = new Array(nedge);
  let maxweight = 0n;
  const degree = new Int32Array(n);
  for (let k = 0; k < nedge; k++) {
    const [u, v, w] = edges[k]!;
    if (!Number.isInteger(u) || !Number.isInteger(v) || u < 0 || v < 0 || u >= n || v >= n || u === v) {
      throw new RangeError(`bad edge ${u}-${v}`);
    }
    eu[k] = u;
    ev[k] = v;
    ew[k] = w;
    if (w > maxweight) maxweight = w;
    degree[u]!++;
    degree[v]!++;
  }
  // endpoint[p]: vertex of endpoint p; edge k has endpoints 2k (eu) and 2k+1 (ev).
  const endpoint = new Int32Array(2 * nedge);
  for (let k = 0; k < nedge; k++) {
    endpoint[2 * k] = eu[k]!;
    endpoint[2 * k + 1] = ev[k]!;
  }
  // neighbend[v]: remote endpoints of edges incident to v, stored flat.
  const nbStart = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) nbStart[v + 1] = nbStart[v]! + degree[v]!;
  const nbFill = nbStart.slice(0, n);
  const neighbend = new Int32Array(2 * nedge);
  for (let k = 0; k < nedge; k++) {
    neighbend[nbFill[eu[k]!]!++] = 2 * k + 1;
    neighbend[nbFill[ev[k]!]!++] = 2 * k;
  }

  const n2 = 2 * n;
  const mate = new Int32Array(n).fill(-1);
  const label = new Int32Array(n2);
  const labelend = new Int32Array(n2).fill(-1);
  const inblossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inblossom[v] = v;
  const blossomparent = new Int32Array(n2).fill(-1);
  const blossomchilds: (number[] | null)[] = new Array(n2).fill(null);
  const blossombase = new Int32Array(n2).fill(-1);
  for (let v = 0; v < n; v++) blossombase[v] = v;
  const blossomendps: (number[] | null)[] = new Array(n2).fill(null);
  const bestedge = new Int32Array(n2).fill(-1);
  const blossombestedges: (number[] | null)[] = new Array(n2).fill(null);
  const unusedblossoms: number[] = [];
  for (let b = n2 - 1; b >= n; b--) unusedblossoms.push(b);
  const dualvar: bigint[] = new Array(n2);
  for (let v = 0; v < n; v++) dualvar[v] = maxweight;
  for (let b = n; b < n2; b++) dualvar[b] = 0n;
  const allowedge = new Uint8Array(nedge);
  let queue: number[] = [];

  const slack = (k: number): bigint => dualvar[eu[k]!]! + dualvar[ev[k]!]! - 2n * ew[k]!;

  const leaves = (b: number, out: number[]): number[] => {
    if (b < n) {
      out.push(b);
    } else {
      for (const t of blossomchilds[b]!) leaves(t, out);
    }
    return out;
  };

  const at = <T>(arr: readonly T[], i: number): T => arr[i < 0 ? i + arr.length : i]!;

  const assignLabel = (w0: number, t0: number, p0: number): void => {
    let w = w0;
    let t = t0;
    let p = p0;
    for (;;) {
      const b = inblossom[w]!;
      label[w] = label[b] = t;
      labelend[w] = labelend[b] = p;
      bestedge[w] = bestedge[b] = -1;
      if (t === 1) {
        leaves(b, queue);
        return;
      }
      const base = blossombase[b]!;
      const mb = mate[base]!;
      w = endpoint[mb]!;
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
      if (label[b]! & 4) {
        base = blossombase[b]!;
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelend[b] === -1) {
        v = -1;
      } else {
        v = endpoint[labelend[b]!]!;
        b = inblossom[v]!;
        v = endpoint[labelend[b]!]!;
      }
      if (w !== -1) {
        const tmp = v;
        v = w;
        w = tmp;
      }
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number): void => {
    let v = eu[k]!;
    let w = ev[k]!;
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
      v = endpoint[labelend[bv]!]!;
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
      w = endpoint[labelend[bw]!]!;
      bw = inblossom[w]!;
    }
    blossomchilds[b] = path;
    blossomendps[b] = endps;
    label[b] = 1;
    labelend[b] = labelend[bb]!;
    dualvar[b] = 0n;
    for (const x of leaves(b, [])) {
      if (label[inblossom[x]!] === 2) queue.push(x);
      inblossom[x] = b;
    }
    const bestedgeto = new Int32Array(n2).fill(-1);
    const bestslack: bigint[] = new Array(n2);
    const consider = (kk: number): void => {
      let j = ev[kk]!;
      if (inblossom[j] === b) j = eu[kk]!;
      const bj = inblossom[j]!;
      if (bj !== b && label[bj] === 1) {
        const s = slack(kk);
        if (bestedgeto[bj] === -1 || s < bestslack[bj]!) {
          bestedgeto[bj] = kk;
          bestslack[bj] = s;
        }
      }
    };
    for (const c of path) {
      const list = blossombestedges[c];
      if (list === null) {
        for (const x of leaves(c, [])) {
          for (let q = nbStart[x]!; q < nbStart[x + 1]!; q++) consider(neighbend[q]! >> 1);
        }
      } else {
        for (const kk of list) consider(kk);
      }
      blossombestedges[c] = null;
      bestedge[c] = -1;
    }
    const list: number[] = [];
    for (let i = 0; i < n2; i++) if (bestedgeto[i] !== -1) list.push(bestedgeto[i]!);
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
    bestedge[b] = best;
  };

  const expandBlossom = (b: number, endstage: boolean): void => {
    const childs = blossomchilds[b]!;
    for (const s of childs) {
      blossomparent[s] = -1;
      if (s < n) {
        inblossom[s] = s;
      } else if (endstage && dualvar[s] === 0n) {
        expandBlossom(s, endstage);
      } else {
        for (const x of leaves(s, [])) inblossom[x] = s;
      }
    }
    if (!endstage && label[b] === 2) {
      const endps = blossomendps[b]!;
      const entrychild = inblossom[endpoint[labelend[b]! ^ 1]!]!;
      let j = childs.indexOf(entrychild);
      let jstep: number;
      let endptrick: number;
      if (j & 1) {
        j -= childs.length;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      let p = labelend[b]!;
      while (j !== 0) {
        label[endpoint[p ^ 1]!] = 0;
        label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]!] = 0;
        assignLabel(endpoint[p ^ 1]!, 2, p);
        allowedge[at(endps, j - endptrick) >> 1] = 1;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        allowedge[p >> 1] = 1;
        j += jstep;
      }
      let bv = at(childs, j);
      label[endpoint[p ^ 1]!] = label[bv] = 2;
      labelend[endpoint[p ^ 1]!] = labelend[bv] = p;
      bestedge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entrychild) {
        bv = at(childs, j);
        if (label[bv] === 1) {
          j += jstep;
          continue;
        }
        let found = -1;
        for (const x of leaves(bv, [])) {
          if (label[x] !== 0) {
            found = x;
            break;
          }
        }
        if (found !== -1) {
          label[found] = 0;
          label[endpoint[mate[blossombase[bv]!]!]!] = 0;
          assignLabel(found, 2, labelend[found]!);
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
    let j = i;
    let jstep: number;
    let endptrick: number;
    if (i & 1) {
      j -= childs.length;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    while (j !== 0) {
      j += jstep;
      t = at(childs, j);
      const p = at(endps, j - endptrick) ^ endptrick;
      if (t >= n) augmentBlossom(t, endpoint[p]!);
      j += jstep;
      t = at(childs, j);
      if (t >= n) augmentBlossom(t, endpoint[p ^ 1]!);
      mate[endpoint[p]!] = p ^ 1;
      mate[endpoint[p ^ 1]!] = p;
    }
    blossomchilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    blossomendps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    blossombase[b] = blossombase[blossomchilds[b]![0]!]!;
  };

  const augmentMatching = (k: number): void => {
    const pairs: [number, number][] = [
      [eu[k]!, 2 * k + 1],
      [ev[k]!, 2 * k],
    ];
    for (const [s0, p0] of pairs) {
      let s = s0;
      let p = p0;
      for (;;) {
        const bs = inblossom[s]!;
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelend[bs] === -1) break;
        const t = endpoint[labelend[bs]!]!;
        const bt = inblossom[t]!;
        s = endpoint[labelend[bt]!]!;
        const j = endpoint[labelend[bt]! ^ 1]!;
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelend[bt]!;
        p = labelend[bt]! ^ 1;
      }
    }
  };

  for (let stage = 0; stage < n; stage++) {
    label.fill(0);
    bestedge.fill(-1);
    for (let b = n; b < n2; b++) blossombestedges[b] = null;
    allowedge.fill(0);
    queue = [];
    for (let v = 0; v < n; v++) {
      if (mate[v] === -1 && label[inblossom[v]!] === 0) assignLabel(v, 1, -1);
    }
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop()!;
        for (let q = nbStart[v]!; q < nbStart[v + 1]!; q++) {
          const p = neighbend[q]!;
          const k = p >> 1;
          const w = endpoint[p]!;
          if (inblossom[v] === inblossom[w]) continue;
          let kslack = 0n;
          if (!allowedge[k]) {
            kslack = slack(k);
            if (kslack <= 0n) allowedge[k] = 1;
          }
          if (allowedge[k]) {
            if (label[inblossom[w]!] === 0) {
              assignLabel(w, 2, p ^ 1);
            } else if (label[inblossom[w]!] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) {
                addBlossom(base, k);
              } else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelend[w] = p ^ 1;
            }
          } else if (label[inblossom[w]!] === 1) {
            const b = inblossom[v]!;
            if (bestedge[b] === -1 || kslack < slack(bestedge[b]!)) bestedge[b] = k;
          } else if (label[w] === 0) {
            if (bestedge[w] === -1 || kslack < slack(bestedge[w]!)) bestedge[w] = k;
          }
        }
      }
      if (augmented) break;

      let deltatype = 1;
      let delta = dualvar[0]!;
      for (let v = 1; v < n; v++) if (dualvar[v]! < delta) delta = dualvar[v]!;
      let deltaedge = -1;
      let deltablossom = -1;
      for (let v = 0; v < n; v++) {
        if (label[inblossom[v]!] === 0 && bestedge[v] !== -1) {
          const d = slack(bestedge[v]!);
          if (d < delta) {
            delta = d;
            deltatype = 2;
            deltaedge = bestedge[v]!;
          }
        }
      }
      for (let b = 0; b < n2; b++) {
        if (blossomparent[b] === -1 && label[b] === 1 && bestedge[b] !== -1) {
          const d = slack(bestedge[b]!) / 2n;
          if (d < delta) {
            delta = d;
            deltatype = 3;
            deltaedge = bestedge[b]!;
          }
        }
      }
      for (let b = n; b < n2; b++) {
        if (blossombase[b]! >= 0 && blossomparent[b] === -1 && label[b] === 2 && dualvar[b]! < delta) {
          delta = dualvar[b]!;
          deltatype = 4;
          deltablossom = b;
        }
      }
      for (let v = 0; v < n; v++) {
        const l = label[inblossom[v]!];
        if (l === 1) dualvar[v] = dualvar[v]! - delta;
        else if (l === 2) dualvar[v] = dualvar[v]! + delta;
      }
      for (let b = n; b < n2; b++) {
        if (blossombase[b]! >= 0 && blossomparent[b] === -1) {
          if (label[b] === 1) dualvar[b] = dualvar[b]! + delta;
          else if (label[b] === 2) dualvar[b] = dualvar[b]! - delta;
        }
      }
      if (deltatype === 1) break;
      if (deltatype === 2) {
        allowedge[deltaedge] = 1;
        let i = eu[deltaedge]!;
        if (label[inblossom[i]!] === 0) i = ev[deltaedge]!;
        queue.push(i);
      } else if (deltatype === 3) {
        allowedge[deltaedge] = 1;
        queue.push(eu[deltaedge]!);
      } else {
        expandBlossom(deltablossom, false);
      }
    }
    if (!augmented) break;
    for (let b = n; b < n2; b++) {
      if (blossomparent[b] === -1 && blossombase[b]! >= 0 && label[b] === 1 && dualvar[b] === 0n) {
        expandBlossom(b, true);
      }
    }
  }
  for (let v = 0; v < n; v++) if (mate[v]! >= 0) result[v] = endpoint[mate[v]!]!;
  return result;
}
