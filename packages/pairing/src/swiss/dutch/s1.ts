/**
 * The last step of a bracket (C.04.3, 2026, Art. 3.1 to 3.3): the S2 opponent of each S1
 * player, highest first, each the highest that still leaves an optimal pairing. The optimum is
 * first leaned toward that answer (`PairingGraph.preferPartners`); then chunks of S1 players are
 * decided in one solve each, their preferences as ordering terms below every criterion.
 */

import { type Bracket, inS1, type Remainder, type RoundRun } from './bracket';
import { bitsToRepresent } from './edge-weight';
import { ORDER_BITS } from './pairing-graph';
import { referenceProbe } from './reference-probe';

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
 * The optimum is first leaned toward the answer (`PairingGraph.preferPartners`), and a trusting chunk only
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
  // before the S1 solves, the optimum is moved toward the answer they look for, so that they
  // have little to repair: when it is among the optima the duals certify, which is the common
  // case, they find each opponent already in place (they still decide every one)
  if (!reference) {
    const pairs = run.graph.preferPartners(
      s1.map((k) => V[k]!),
      members.map((k) => V[k]!),
    );
    for (let i = 0; i < pairs.length; i += 2) {
      run.mate[pairs[i]!] = pairs[i + 1]!;
      run.mate[pairs[i + 1]!] = pairs[i]!;
    }
  }
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
