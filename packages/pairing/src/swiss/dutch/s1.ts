/**
 * The last step of a bracket (C.04.3, 2026, Art. 3.1 to 3.3): the S2 opponent of each S1
 * player, highest first, each the highest that still leaves an optimal pairing. The optimum is
 * first leaned toward that answer ({@link leanTowardOrder}); then chunks of S1 players are
 * decided in one solve each, their preferences as ordering terms below every criterion.
 */

import { type Bracket, inS1, type Remainder, type RoundRun } from './bracket';
import { bitsToRepresent } from './edge-weight';
import { ORDER_BITS } from './pairing-graph';
import { referenceProbe } from './reference-probe';

/** Bit i of the bitset that starts at word `at` of `bits`. */
const hasBit = (bits: Uint32Array, at: number, i: number): boolean =>
  ((bits[at + (i >>> 5)]! >>> (i & 31)) & 1) === 1;

/** Sets bit i of the bitset that starts at word `at` of `bits`. */
function setBit(bits: Uint32Array, at: number, i: number): void {
  bits[at + (i >>> 5)]! |= 1 << (i & 31);
}

/**
 * Before the S1 solves, moves the latest optimum toward the answer they look for, so that they
 * have little to repair. S1 is paired again along tight edges only, among the players the
 * optimum pairs now: S1, the S2 players it meets, and the S2 players who float down with their
 * partners below. The same vertices stay covered by tight edges, so the matching is as optimal
 * as before. Each S1 player, highest first, takes the highest of those S2 players that leaves
 * the lower S1 players and the partners below a complete pairing with the rest (an alternating
 * path of tight edges). When the solves' answer is among these pairings, which is the common
 * case, they find each opponent already in place; they still decide every one.
 */
function leanTowardOrder(cx: S1Context, s1: readonly number[]): void {
  const { run, br, rem, placeOf } = cx;
  const { players: V } = br;
  const graph = run.graph;
  const mate = run.mate;
  // S1 players, highest first, paired in the remainder by a pair the solver keeps
  const player = s1.map((k) => V[k]!).filter((p) => placeOf.has(mate[p]!) && graph.paired(p, mate[p]!));
  const m1 = player.length;
  if (m1 === 0) return;
  // "left" holds the players who take an S2 player: S1 first, then the partners below of the
  // S2 players who float down; "opponent" the S2 players, left[l] holding opponent[l] now
  const left = player.slice();
  const opponent = player.map((p) => mate[p]!);
  const taken = new Set<number>([...left, ...opponent]);
  // (nobody here is decided yet: the MDPs' opponents are not in the remainder, and a decided
  // player's partner is decided too)
  for (const k of rem.members) {
    const q = V[k]!;
    const below = mate[q]!;
    if (taken.has(q) || below === q || placeOf.has(below) || !graph.paired(q, below)) continue;
    left.push(below);
    opponent.push(q);
  }
  const m = left.length;
  const rank = opponent.map((q) => placeOf.get(q)!);
  const words = (m + 31) >>> 5;
  // tightTo[j]: the left players tight to S2 player j, a bitset over `left`
  const tightTo = new Uint32Array(m * words);
  for (let j = 0; j < m; j++) {
    for (let i = 0; i < m; i++) {
      if (graph.tight(left[i]!, opponent[j]!)) setBit(tightTo, j * words, i);
    }
  }
  const holds = Int32Array.from({ length: m }, (_, i) => i); // left i's S2 player
  const holder = Int32Array.from({ length: m }, (_, j) => j); // S2 j's left player
  const settled = new Uint32Array(words); // S1 players already given their S2 player
  const reached = new Uint32Array(words);
  const via = new Int32Array(m); // the S2 player through which a left player was reached
  const queue = new Int32Array(m);
  for (let i = 0; i < m1; i++) {
    setBit(settled, 0, i);
    const now = holds[i]!;
    // the S2 players above his own that he is tight to, highest first
    const better: number[] = [];
    for (let j = 0; j < m; j++) {
      if (rank[j]! < rank[now]! && hasBit(tightTo, j * words, i)) better.push(j);
    }
    if (better.length === 0) continue;
    better.sort((x, y) => rank[x]! - rank[y]!);
    // the unsettled left players who could take his S2 player in turn, through alternating paths
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
    mate[p] = q;
    mate[q] = p;
    pairs.push(p, q);
  }
  if (pairs.length > 0) graph.rematch(pairs);
}

/**
 * The S1 players one solve decides and their preferences. Each player's preference is a field of
 * `widths[j]` bits in the ordering term, the first player's highest. A candidate is an undecided
 * remainder player ranked below him; his field gives each candidate a value. Ranked, every
 * candidate has his own, a higher one for a higher-ranked candidate. Trusting, the field only
 * asks whether he keeps his partner: 1 for the partner, 2 for every candidate above him (a field
 * of one bit when there is none), 0 for the others (when his partner is no candidate, every
 * candidate gets 1).
 */
interface Chunk {
  /** Bracket indices of the players, highest first. */
  readonly players: number[];
  /** Each one's partner in the latest optimum. */
  readonly held: number[];
  /** Bits of each one's field. */
  readonly widths: number[];
  /** Trusting: the remainder place of each one's partner, -1 when it is no candidate. */
  readonly heldAt: number[];
  /** Trusting: a candidate held by a higher player of the chunk gets 0 (see {@link pairS1}). */
  readonly trusting: boolean;
}

/** What the S1 step reads of the bracket, with the remainder place of each vertex in it. */
interface S1Context {
  readonly run: RoundRun;
  readonly br: Bracket;
  readonly rem: Remainder;
  readonly placeOf: ReadonlyMap<number, number>;
}

/** Candidate at remainder place `oi` of the player at place `ki` (k his bracket index). */
function isCandidate(cx: S1Context, ki: number, k: number, oi: number): boolean {
  const o = cx.rem.members[oi]!;
  return oi > ki && !cx.run.matched[cx.br.players[o]!] && cx.br.base[o]![k]! !== 0n;
}

/**
 * The next chunk from S1 player `s1[c0]`: as many players as their fields fit below every
 * criterion (ranked, `orderBits` bits each; trusting, one or two).
 */
function planChunk(
  cx: S1Context,
  s1: readonly number[],
  c0: number,
  trusting: boolean,
  orderBits: number,
): Chunk {
  const { run, br, rem, placeOf } = cx;
  const chunk: Chunk = { players: [], held: [], widths: [], heldAt: [], trusting };
  const heldAbove = new Set<number>();
  let used = 0;
  for (let i = c0; i < s1.length; i++) {
    const k = s1[i]!;
    const held = run.mate[br.players[k]!]!;
    const ki = placeOf.get(br.players[k]!)!;
    let width = orderBits;
    let heldAt = -1;
    if (trusting) {
      const at = placeOf.get(held);
      heldAt = at !== undefined && isCandidate(cx, ki, k, at) ? at : -1;
      let above = false;
      for (let oi = heldAt - 1; oi > ki && !above; oi--) {
        above = isCandidate(cx, ki, k, oi) && !heldAbove.has(br.players[rem.members[oi]!]!);
      }
      width = above ? 2 : 1;
    }
    if (chunk.players.length > 0 && used + width > Number(ORDER_BITS)) break;
    used += width;
    chunk.players.push(k);
    chunk.held.push(held);
    chunk.widths.push(width);
    chunk.heldAt.push(heldAt);
    heldAbove.add(held);
  }
  return chunk;
}

/** Sets the weights of a chunk's preferences: his edge in the latest optimum first. */
function setPreferences(cx: S1Context, chunk: Chunk): void {
  const { run, br, rem, placeOf } = cx;
  const { players, held, widths, heldAt, trusting } = chunk;
  const heldBy = new Map<number, number>(); // partner → the chunk player holding it
  held.forEach((h, j) => {
    heldBy.set(h, j);
  });
  let place = widths.reduce((a, b) => a + b, 0);
  players.forEach((k, j) => {
    const pv = br.players[k]!;
    const ki = placeOf.get(pv)!;
    place -= widths[j]!;
    const shift = BigInt(place);
    // his edge in the latest optimum first: the solver then raises his dual for it, and his
    // other edges find it raised (set after them, it would find no room and lose its pair)
    const at = heldAt[j]!;
    const better = at === -1 ? 1n : 2n; // trusting: the value of a candidate above his partner
    for (const first of [true, false]) {
      let value = 0n;
      for (let oi = rem.members.length - 1; oi > ki; oi--) {
        const o = rem.members[oi]!;
        const ov = br.players[o]!;
        if (run.matched[ov]) continue;
        const x = br.base[o]![k]!;
        // trusting: 0 below his partner and for a partner of a higher player of the chunk
        let order = 0n;
        if (!trusting)
          order = ++value; // ranked: every candidate, as the counter goes
        else if (oi === at) order = 1n;
        else if ((at === -1 || oi < at) && (heldBy.get(ov) ?? j) >= j) order = better;
        if (x !== 0n && (!first || ov === held[j])) run.graph.setOrdered(pv, ov, x, order << shift);
      }
    }
  });
}

/**
 * The opponents of S1, highest first: each S1 player takes the highest S2 opponent that still
 * leaves an optimal pairing. In every optimal matching each S1 player meets an S2 player, and
 * its preference values are distinct, so deciding a chunk of S1 players lexicographically in
 * one solve (earlier players in higher bits) gives the same opponents as one solve per player.
 *
 * The optimum is first leaned toward the answer (`leanTowardOrder`), and a trusting chunk only
 * asks each player whether he keeps his partner there or can have a higher one (see
 * {@link Chunk}), leaving out the partners its higher players hold. When every player keeps his
 * partner, the answer is right (a higher candidate open to him would have won his field) and
 * the solve had nothing to repair, since no player is drawn to an edge that the optimum must
 * refuse him. Otherwise the players before the first who changed partner are decided (the ones
 * after him may have missed a partner he freed, and his own new partner is one of several his
 * field valued alike), and the next chunks rank every candidate until a chunk is solved with
 * no partner changed. The undecided players' fields are cleared first: a chunk lays out its
 * fields from the top bit down, so a field left from a longer chunk would sit among the next
 * chunk's and outweigh a choice below it (how xq once paired 0-point brackets of large fields
 * in a later transposition than the endorsed engine).
 */
export function pairS1(run: RoundRun, br: Bracket, rem: Remainder): void {
  const { players: V } = br;
  const { members } = rem;
  run.mate = run.graph.solve();
  const s1 = members.filter((k) => inS1(run, br, V[k]!));
  const placeOf = new Map<number, number>(); // vertex → its place in the remainder
  members.forEach((k, place) => {
    placeOf.set(V[k]!, place);
  });
  const cx: S1Context = { run, br, rem, placeOf };
  const reference = referenceProbe.s1;
  if (!reference) leanTowardOrder(cx, s1);
  const orderBits = Math.max(1, bitsToRepresent(members.length));
  let trusting = !reference;
  for (let c0 = 0; c0 < s1.length; ) {
    const chunk = planChunk(cx, s1, c0, trusting, reference ? Number(ORDER_BITS) : orderBits);
    const part = chunk.players;
    setPreferences(cx, chunk);
    run.mate = run.graph.solve();
    let kept = 0;
    while (kept < part.length && run.mate[V[part[kept]!]!] === chunk.held[kept]) kept++;
    // trusting: the players up to the first who changed partner (his field gave his new
    // partner the value of others)
    const decided = trusting ? kept : part.length;
    trusting = kept === part.length;
    for (const k of part.slice(0, decided)) {
      const pv = V[k]!;
      run.matched[pv] = 1;
      run.matched[run.mate[pv]!] = 1;
    }
    for (const k of part.slice(0, decided)) {
      const pv = V[k]!;
      run.graph.finalize(pv, run.mate[pv]!, run.maxEdge);
    }
    // the undecided players' fields are dropped: the next chunk may place its own fields where
    // theirs are (its layout is its own), and a stale field there would outweigh its choices
    clearPreferences(cx, chunk, decided);
    c0 += decided;
  }
}

/**
 * Sets the edges of the chunk's players from `from` on back to their weight, without ordering
 * term: those where {@link setPreferences} gave one, the candidates down to his partner (all
 * of them when his partner is no candidate) in a trusting chunk (a ranked chunk is always
 * decided whole).
 */
function clearPreferences(cx: S1Context, chunk: Chunk, from: number): void {
  const { run, br, rem, placeOf } = cx;
  for (let j = from; j < chunk.players.length; j++) {
    const k = chunk.players[j]!;
    const pv = br.players[k]!;
    const ki = placeOf.get(pv)!;
    const at = chunk.trusting ? chunk.heldAt[j]! : -1;
    for (let oi = at === -1 ? rem.members.length - 1 : at; oi > ki; oi--) {
      const o = rem.members[oi]!;
      const ov = br.players[o]!;
      const x = br.base[o]![k]!;
      if (!run.matched[ov] && x !== 0n) run.graph.setOrdered(pv, ov, x, 0n);
    }
  }
}
