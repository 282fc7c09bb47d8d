/**
 * A matching operation between solves: among the optimal matchings the solver's duals certify,
 * move the one it keeps toward preferred partners, without a search.
 */

import type { WarmMatching } from './warm-matching';

/** Bit i of the bitset that starts at word `at` of `bits`. */
const hasBit = (bits: Uint32Array, at: number, i: number): boolean =>
  ((bits[at + (i >>> 5)]! >>> (i & 31)) & 1) === 1;

/** Sets bit i of the bitset that starts at word `at` of `bits`. */
function setBit(bits: Uint32Array, at: number, i: number): void {
  bits[at + (i >>> 5)]! |= 1 << (i & 31);
}

/**
 * Re-pairs the matching the solver keeps so that each chooser, in the order given, holds the
 * highest-ranked partner it can, along tight edges only. `ranked` lists the candidate partners,
 * highest first; `choosers` are among them. What moves: each chooser whose kept partner is
 * ranked, and each other ranked vertex whose kept partner is not ranked (that partner then
 * takes a ranked vertex in its place); `fixed` is a vertex whose pair never moves (-1: none).
 * The choosers are meant to be held by vertices that choose nothing (the S1 players of a
 * bracket by S2 players): a chooser held by another still ends in an optimum, but with no
 * promise about the partners.
 * Each chooser, first first, takes the highest-ranked vertex it is tight to that leaves the
 * later choosers and the unranked partners a complete pairing of the rest (an alternating
 * path of tight edges, found breadth first).
 *
 * Invariant: the new matching covers the same vertices with edges tight under the same vertex
 * duals, so both weigh the sum of those duals: when the kept matching was an optimum, the new
 * one is an optimum too (see `WarmMatching.rematch`, which it ends with), and the first chooser
 * never ends with a lower-ranked partner than it held. Returns the new pairs, u₀, v₀, u₁, v₁, …
 * (empty when nothing moved).
 */
export function preferPartners(
  solver: WarmMatching,
  choosers: readonly number[],
  ranked: readonly number[],
  fixed = -1,
): number[] {
  const rankOf = new Map<number, number>();
  ranked.forEach((v, place) => {
    rankOf.set(v, place);
  });
  // choosers, first first, held by a ranked partner
  const player = choosers.filter((p) => rankOf.has(solver.partner(p)));
  const m1 = player.length;
  if (m1 === 0) return [];
  // "left" holds the vertices who take a ranked vertex: the choosers first, then the unranked
  // partners of ranked vertices; "opponent" the ranked vertices, left[l] holding opponent[l] now
  const left = player.slice();
  const opponent = player.map((p) => solver.partner(p));
  const taken = new Set<number>([...left, ...opponent]);
  for (const q of ranked) {
    const below = solver.partner(q);
    if (taken.has(q) || below === -1 || below === fixed || q === fixed || rankOf.has(below)) continue;
    left.push(below);
    opponent.push(q);
  }
  const m = left.length;
  const rank = opponent.map((q) => rankOf.get(q)!);
  const words = (m + 31) >>> 5;
  // tightTo[j]: the left vertices tight to ranked vertex j, a bitset over `left`
  const tightTo = new Uint32Array(m * words);
  for (let j = 0; j < m; j++) {
    for (let i = 0; i < m; i++) {
      if (solver.tight(left[i]!, opponent[j]!)) setBit(tightTo, j * words, i);
    }
  }
  const holds = Int32Array.from({ length: m }, (_, i) => i); // left i's ranked vertex
  const holder = Int32Array.from({ length: m }, (_, j) => j); // ranked vertex j's left vertex
  const settled = new Uint32Array(words); // choosers already given their partner
  const reached = new Uint32Array(words);
  const via = new Int32Array(m); // the ranked vertex through which a left vertex was reached
  const queue = new Int32Array(m);
  for (let i = 0; i < m1; i++) {
    setBit(settled, 0, i);
    const now = holds[i]!;
    // the ranked vertices above its own that it is tight to, highest first
    const better: number[] = [];
    for (let j = 0; j < m; j++) {
      if (rank[j]! < rank[now]! && hasBit(tightTo, j * words, i)) better.push(j);
    }
    if (better.length === 0) continue;
    better.sort((x, y) => rank[x]! - rank[y]!);
    // the unsettled left vertices who could take its partner in turn, through alternating paths
    reached.fill(0);
    let head = 0;
    let tail = 0;
    queue[tail++] = now;
    const top = holder[better[0]!]!;
    while (head < tail && !hasBit(reached, 0, top)) {
      const j = queue[head++]!;
      for (let w = 0; w < words; w++) {
        let add = tightTo[j * words + w]! & ~reached[w]! & ~settled[w]!;
        if (add === 0) continue;
        reached[w]! |= add;
        while (add !== 0) {
          const low = add & -add;
          const r = (w << 5) + 31 - Math.clz32(low);
          add ^= low;
          via[r] = j;
          queue[tail++] = holds[r]!;
        }
      }
    }
    const best = better.find((j) => hasBit(reached, 0, holder[j]!));
    if (best === undefined) continue;
    let r = holder[best]!;
    holds[i] = best;
    holder[best] = i;
    for (;;) {
      const j = via[r]!;
      const next = holder[j]!;
      holds[r] = j;
      holder[j] = r;
      if (j === now) break;
      r = next;
    }
  }
  const pairs: number[] = [];
  for (let i = 0; i < m; i++) {
    if (holds[i] === i) continue;
    const p = left[i]!;
    const q = opponent[holds[i]!]!;
    pairs.push(p, q);
  }
  if (pairs.length > 0) solver.rematch(pairs);
  return pairs;
}
