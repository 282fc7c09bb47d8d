/**
 * The optimality certificate of a maximum-weight matching and its check (the check networkx's
 * max_weight_matching runs as `verifyOptimum`): by linear-programming duality, a matching is
 * of maximum weight when duals exist that are feasible (every slack ≥ 0, every dual ≥ 0) and
 * complementary (matched edges tight, free vertices and non-full blossoms at dual 0). Internal:
 * used by the tests, which read it from `WarmMatching.certificate` after setting `certifying`.
 */

/** The solver's state at the end of a search: the matching and its duals. */
export interface MatchingCertificate {
  readonly n: number;
  /** mate[v]: v's partner or -1. */
  readonly mate: Int32Array;
  /** Vertex duals in doubled units: slack(uv) = dual[u] + dual[v] − 2·w(uv) + 2·Σ z(B ∋ u, v). */
  readonly vertexDuals: readonly bigint[];
  /** The blossoms in use, nested or top-level: their vertices and their dual z(B). */
  readonly blossoms: readonly { readonly vertices: readonly number[]; readonly dual: bigint }[];
}

/**
 * Checks a certificate against the weights: returns the first violated condition, or `null`
 * when the matching is proved optimal.
 */
export function verifyOptimum(
  c: MatchingCertificate,
  weight: (u: number, v: number) => bigint,
): string | null {
  const { n, mate, vertexDuals: y, blossoms } = c;
  const inside: number[][] = Array.from({ length: n }, () => []); // blossoms of each vertex
  for (const [i, b] of blossoms.entries()) {
    if (b.dual < 0n) return `blossom ${i} has a negative dual`;
    if (b.vertices.length % 2 !== 1) return `blossom ${i} has an even number of vertices`;
    for (const v of b.vertices) inside[v]!.push(i);
  }
  for (let v = 0; v < n; v++) {
    if (y[v]! < 0n) return `vertex ${v} has a negative dual`;
    const m = mate[v]!;
    if (m === -1) {
      if (y[v] !== 0n) return `free vertex ${v} has dual ${y[v]}`;
    } else if (mate[m] !== v) return `mate is not symmetric at ${v}`;
  }
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      const w = weight(u, v);
      const matched = mate[u] === v;
      if (w <= 0n) {
        if (matched) return `edge ${u}-${v} is matched without weight`;
        continue;
      }
      let s = y[u]! + y[v]! - 2n * w;
      for (const i of inside[u]!) if (inside[v]!.includes(i)) s += 2n * blossoms[i]!.dual;
      if (s < 0n) return `edge ${u}-${v} has negative slack ${s}`;
      if (matched && s !== 0n) return `matched edge ${u}-${v} is not tight (slack ${s})`;
    }
  }
  for (const [i, b] of blossoms.entries()) {
    if (b.dual === 0n) continue;
    const set = new Set(b.vertices);
    let pairs = 0;
    for (const v of b.vertices) if (mate[v]! > v && set.has(mate[v]!)) pairs++;
    if (2 * pairs + 1 !== b.vertices.length) return `blossom ${i} with a positive dual is not full`;
  }
  return null;
}
