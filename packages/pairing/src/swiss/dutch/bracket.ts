/**
 * The pairing of one bracket (C.04.3, 2026, Art. 1.3 and 3), as a sequence of steps over a
 * {@link Bracket}. Every step changes some edge weights of the whole-field graph and solves it
 * again, so that each decision is the best one that still leaves an optimal round pairing:
 *
 * 1. {@link pairMovedDownPlayers} — which moved-down players (MDPs) are paired in this bracket;
 * 2. {@link chooseMovedDownOpponents} — their opponents, MDPs highest first;
 * 3. {@link chooseExchanges} — in the remainder, which S1 and S2 players are exchanged;
 * 4. `pairS1` (`s1.ts`) — the S2 opponent of each S1 player, highest first;
 * 5. {@link closeBracket} — the pairs are fixed, the unpaired players move down.
 *
 * The order of the steps, and the weight tweaks of each, follow bbpPairings'
 * `computeMatching` (see this package's NOTICE).
 */

import { CompatibleRow, type DutchPlayer, type DutchRound } from './dutch-player';
import { type ByeContext, type PairingGraph, type PairWeight, ProfileWeights } from './pairing-graph';

const bit = (x: boolean): bigint => (x ? 1n : 0n);

/** What the bracket steps share over one round. Vertices are positions in `sorted`. */
export interface RoundRun {
  /** The round being paired (C1 and C3 between two players: `compatible`). */
  readonly round: DutchRound;
  /** The present players in ranking order (score, then pairing number). */
  readonly sorted: readonly DutchPlayer[];
  /** Score (tenths, with acceleration) of each vertex. */
  readonly scores: readonly number[];
  readonly graph: PairingGraph;
  readonly weight: PairWeight;
  /** `s`: bits of a per-pair counter (see `WeightLayout`). */
  readonly sizeBits: bigint;
  /** A weight above every other: fixes a decided pair. */
  readonly maxEdge: bigint;
  /** The field is odd: one player gets the pairing-allocated bye. */
  readonly odd: boolean;
  /** The latest optimum: `mate[v]` is v's partner, or v when unmatched. */
  mate: Int32Array;
  /** The bye context of the weights (C5, C9). */
  bye: ByeContext;
  /** Vertices whose pair is decided in the current bracket. */
  readonly matched: Uint8Array;
  /** The final partner of each vertex, -1 until its bracket is closed (and for the bye). */
  readonly pairOf: Int32Array;
  /**
   * The weight profile of each vertex (`weightProfiles`): players of one profile weigh alike
   * against everyone they may meet.
   */
  readonly profiles: Int32Array;
  /** Number of profiles (each is below it). */
  readonly kinds: number;
}

/**
 * A pairing bracket: `players` holds the moved-down players (MDPs) first, then the resident
 * players of the score group, then the next score group (looked ahead at for C8).
 */
export interface Bracket {
  /** Vertices of the bracket and of the next score group. */
  readonly players: readonly number[];
  /** Number of MDPs at the front of `players`. */
  readonly movedDown: number;
  /** Index in `players` where the next score group starts. */
  readonly nextGroupAt: number;
  /** First vertex of the resident players (vertices of one score group are consecutive). */
  readonly firstResident: number;
  /** First vertex of the next score group. */
  readonly nextGroupVertex: number;
  /** Base weights, `base[larger][smaller]` by index in `players`; 0 for a pair excluded. */
  readonly base: bigint[][];
}

/**
 * The remainder (Art. 1.3.4): the residents not paired with an MDP, in ranking order; the first
 * `pairs` of them form S1.
 */
export interface Remainder {
  /** Indices in the bracket's `players`. */
  readonly members: readonly number[];
  /** Number of pairs of the remainder, the size of S1. */
  readonly pairs: number;
  /** The in-bracket order term of each index of `members` (see `orderTerms`). */
  readonly terms: readonly bigint[];
}

/**
 * The vertex after the score group that starts at vertex `from` (vertices are in ranking order,
 * so a group is a run of one score).
 */
export function scoreGroupEnd(scores: readonly number[], from: number): number {
  let v = from;
  while (v < scores.length && scores[v]! >= scores[from]!) v++;
  return v;
}

/** Players of a bracket can be paired: more than one left, or another score group to come. */
export const bracketsRemain = (run: RoundRun, carried: readonly number[], next: number): boolean =>
  carried.length > 1 || next < run.sorted.length;

/**
 * Opens a bracket: `carried` holds its MDPs (the first `movedDown`) and then its resident
 * players; the next score group, from vertex `next`, is appended for the look-ahead. Sets the
 * bracket's base weights and solves from every free vertex. Returns the bracket and the first
 * vertex of the score group after.
 */
export function openBracket(
  run: RoundRun,
  carried: readonly number[],
  movedDown: number,
  firstResident: number,
  next: number,
): { bracket: Bracket; next: number } {
  const { sorted, scores } = run;
  const players = [...carried];
  const nextGroupAt = players.length;
  const nextGroupVertex = firstResident + (nextGroupAt - movedDown);
  const after = scoreGroupEnd(scores, next);
  for (let v = next; v < after; v++) players.push(v);
  const size = players.length;
  const { profiles, kinds } = run;
  // one weight per ordered pair of profiles and place of the lower player (current bracket or
  // next group), computed once: a pair then costs a compatibility test and a table read
  const known = new ProfileWeights(2 * kinds * kinds);
  const base: bigint[][] = [];
  const pairs = new CompatibleRow(run.round);
  for (let larger = 0; larger < size; larger++) {
    const row: bigint[] = [];
    if (larger >= movedDown) {
      const inNext = larger >= nextGroupAt;
      const lower = sorted[players[larger]!]!;
      const keyOfLower = (inNext ? kinds * kinds : 0) + profiles[players[larger]!]!;
      pairs.select(lower);
      for (let smaller = 0; smaller < larger; smaller++) {
        const higher = sorted[players[smaller]!]!;
        if (!pairs.compatible(higher, lower)) {
          row.push(0n);
          continue;
        }
        const key = keyOfLower + profiles[players[smaller]!]! * kinds;
        let x = known.get(key);
        if (x === undefined) {
          x = run.weight(higher, lower, !inNext, inNext, run.bye);
          known.set(key, x);
        }
        row.push(x);
      }
    }
    base.push(row);
  }
  for (let larger = movedDown; larger < size; larger++) {
    for (let smaller = 0; smaller < larger; smaller++)
      run.graph.set(players[larger]!, players[smaller]!, base[larger]![smaller]!);
  }
  // the first solve after a restart (an odd field's first bracket): its seeds fit the whole
  // field's weights, not the bracket's
  if (run.graph.fresh) reseedOpen(run, players, movedDown, nextGroupAt);
  // many players lost their partners: search from all of them at once
  run.mate = run.graph.solve(true);
  return { bracket: { players, movedDown, nextGroupAt, firstResident, nextGroupVertex, base }, next: after };
}

/** Classes for reseeding at an open: decided players, then (place, profile). */
function reseedOpen(run: RoundRun, players: readonly number[], movedDown: number, nextGroupAt: number): void {
  const { kinds, profiles, pairOf } = run;
  const n = run.sorted.length;
  const place = new Int32Array(n).fill(3);
  players.forEach((v, k) => {
    place[v] = k < movedDown ? 0 : k < nextGroupAt ? 1 : 2;
  });
  const classOf = Int32Array.from({ length: n }, (_, v) =>
    pairOf[v] !== -1 ? 0 : 1 + place[v]! * kinds + profiles[v]!,
  );
  run.graph.reseed(classOf, 1 + 4 * kinds);
}

const isResident = (br: Bracket, vertex: number): boolean =>
  vertex >= br.firstResident && vertex < br.nextGroupVertex;

/**
 * C6, C7: decides which MDPs are paired inside the bracket, highest score first: within each
 * score of MDPs, as many as an optimum allows, preferring the higher-ranked ones.
 */
export function pairMovedDownPlayers(run: RoundRun, br: Bracket): void {
  const { players: V, movedDown, nextGroupAt, base } = br;
  const size = V.length;
  const scoreOf = (k: number): number => run.scores[V[k]!]!;
  let mdScore = 0;
  let remaining = 0; // MDPs of this score and below still undecided
  let remainingMatched = 0; // … of which the optimum pairs with residents
  for (let k = 0; k < movedDown; k++) {
    if (k === 0 || scoreOf(k) < mdScore) {
      mdScore = scoreOf(k);
      remaining = 0;
      remainingMatched = 0;
      for (let q = k; q < size && scoreOf(q) >= mdScore; q++) {
        remaining++;
        if (isResident(br, run.mate[V[q]!]!)) remainingMatched++;
      }
    }
    if (remainingMatched === 0) continue;
    const pv = V[k]!;
    if (remaining <= remainingMatched) {
      run.matched[pv] = 1;
      continue;
    }
    remaining--;
    if (!isResident(br, run.mate[pv]!)) {
      for (let o = movedDown; o < nextGroupAt; o++) {
        const x = base[o]![k]!;
        if (x !== 0n) run.graph.set(pv, V[o]!, x | 1n);
      }
      run.mate = run.graph.solve();
    }
    if (isResident(br, run.mate[pv]!)) {
      run.matched[pv] = 1;
      remainingMatched--;
      for (let o = movedDown; o < nextGroupAt; o++) {
        const x = base[o]![k]!;
        if (x !== 0n) run.graph.set(pv, V[o]!, (x | BigInt(nextGroupAt - movedDown)) + 1n);
      }
    }
  }
}

/** The opponent of each paired MDP, highest MDP first: the highest resident still optimal. */
export function chooseMovedDownOpponents(run: RoundRun, br: Bracket): void {
  const { players: V, movedDown, nextGroupAt, base } = br;
  for (let k = 0; k < movedDown; k++) {
    const pv = V[k]!;
    if (!run.matched[pv]) continue;
    let addend = BigInt(V.length);
    for (let o = nextGroupAt - 1; o >= movedDown; o--) {
      const ov = V[o]!;
      if (run.matched[ov]) continue;
      const x = base[o]![k]!;
      if (x !== 0n) {
        run.graph.set(pv, ov, x + addend);
        addend++;
      }
    }
    run.mate = run.graph.solve();
    const mv = run.mate[pv]!;
    run.matched[mv] = 1;
    run.graph.finalize(pv, mv, run.maxEdge);
  }
}

/**
 * The in-bracket order term of each remainder index, in the units of the weights: S1 members
 * (index below `pairs`) are preferred, and lower remainder indices ahead of higher ones.
 * Computed once per remainder, so that a weight with its order costs one BigInt addition.
 */
function orderTerms(sizeBits: bigint, count: number, pairs: number): bigint[] {
  const terms: bigint[] = [];
  for (let index = 0; index < count; index++)
    terms.push(((bit(index < pairs) << (2n * sizeBits)) - BigInt(index)) << 1n);
  return terms;
}

/** The weight of a remainder pair with the in-bracket order of index `index` added. */
function orderedWeight(br: Bracket, rem: Remainder, smaller: number, larger: number, index: number): bigint {
  const r = br.base[larger]![smaller]!;
  return r === 0n ? r : r + rem.terms[index]!;
}

/** Forms the remainder after the MDPs' pairs and solves with the in-bracket order. */
export function formRemainder(run: RoundRun, br: Bracket): Remainder {
  const { players: V, movedDown, nextGroupAt } = br;
  const members: number[] = [];
  let pairs = 0;
  for (let k = movedDown; k < nextGroupAt; k++) {
    const pv = V[k]!;
    if (run.mate[pv]! < br.firstResident) continue;
    members.push(k);
    if (run.mate[pv]! < pv) pairs++;
  }
  const rem = { members, pairs, terms: orderTerms(run.sizeBits, members.length, pairs) };
  // by the higher player: his pairs share his order term, and runs of one weight share an id
  for (let pi = 0; pi < members.length; pi++) {
    const p = members[pi]!;
    for (let oi = pi + 1; oi < members.length; oi++)
      run.graph.set(V[p]!, V[members[oi]!]!, orderedWeight(br, rem, p, members[oi]!, pi));
  }
  run.mate = run.graph.solve();
  return rem;
}

/** The vertex is in S1 in the latest optimum: paired with a later player of the bracket. */
export const inS1 = (run: RoundRun, br: Bracket, pv: number): boolean =>
  run.mate[pv]! > pv && run.mate[pv]! < br.nextGroupVertex;

/**
 * Exchanges between S1 and S2 (Art. 3, in the order of the in-bracket sequence): first
 * the lowest S1 players to be moved to S2, then the highest S2 players to be moved to S1, each
 * only where an optimum allows; then the exchange is fixed and the order bits dropped.
 */
export function chooseExchanges(run: RoundRun, br: Bracket, rem: Remainder): void {
  const { players: V, nextGroupAt, base } = br;
  const { members, pairs } = rem;
  const size = V.length;
  const n = run.sorted.length;
  const weightAt = (k: number, o: number, index: number): bigint => orderedWeight(br, rem, k, o, index);
  let exchangeCount = 0;
  for (let ri = 0; ri < pairs && ri < members.length; ri++) {
    if (!inS1(run, br, V[members[ri]!]!)) exchangeCount++;
  }

  // the lowest players of S1 to be exchanged, where possible
  let exchangesRemaining = exchangeCount;
  let index = pairs;
  for (let it = pairs; it > 0 && exchangesRemaining > 0; ) {
    const oppStart = it;
    index--;
    it--;
    const k = members[it]!;
    const pv = V[k]!;
    if (inS1(run, br, pv)) {
      for (let oi = oppStart; oi < members.length; oi++) {
        const x = weightAt(k, members[oi]!, index);
        if (x !== 0n) run.graph.set(pv, V[members[oi]!]!, x - 1n);
      }
      run.mate = run.graph.solve();
    }
    const exchange = !inS1(run, br, pv);
    if (exchange) exchangesRemaining--;
    for (let oi = it + 1; oi < members.length; oi++) {
      if (exchange) base[members[oi]!]![k] = 0n;
      run.graph.set(pv, V[members[oi]!]!, weightAt(k, members[oi]!, index));
    }
  }

  // the highest players of S2 to be exchanged, where possible
  exchangesRemaining = exchangeCount;
  index = pairs;
  for (let it = pairs; it < members.length && exchangesRemaining > 1; it++) {
    const k = members[it]!;
    const pv = V[k]!;
    const already = inS1(run, br, pv);
    if (!already) {
      for (let oi = it + 1; oi < members.length; oi++) {
        const x = weightAt(k, members[oi]!, index);
        if (x !== 0n) run.graph.set(pv, V[members[oi]!]!, x + 1n);
      }
      run.mate = run.graph.solve();
    }
    if (inS1(run, br, pv)) {
      exchangesRemaining--;
      for (let oi = 0; oi < it; oi++) {
        base[k]![members[oi]!] = 0n;
        run.graph.set(pv, V[members[oi]!]!, 0n);
      }
      for (let o = nextGroupAt; o < size; o++) {
        base[o]![k] = 0n;
        run.graph.set(pv, V[o]!, 0n);
      }
      for (let ov = V[size - 1]! + 1; ov < n; ov++) run.graph.set(pv, ov, 0n);
    }
    if (!already) {
      for (let oi = it + 1; oi < members.length; oi++) {
        run.graph.set(pv, V[members[oi]!]!, weightAt(k, members[oi]!, index));
      }
    }
    index++;
  }

  // fix who is exchanged and drop the ordering bits
  for (let pi = 0; pi < members.length; pi++) {
    const pv = V[members[pi]!]!;
    for (let oi = pi + 1; oi < members.length; oi++) {
      const ov = V[members[oi]!]!;
      if (!inS1(run, br, pv) || inS1(run, br, ov)) base[members[oi]!]![members[pi]!] = 0n;
      run.graph.set(pv, ov, base[members[oi]!]![members[pi]!]!);
    }
  }
}

/**
 * Fixes the bracket's pairs and returns the players carried to the next bracket: the unpaired
 * ones of this bracket (the new MDPs) followed by the next score group. Also decides whether
 * the bye assignee is the single downfloater of the next bracket (C9).
 */
export function closeBracket(
  run: RoundRun,
  br: Bracket,
): { carried: number[]; movedDown: number; firstResident: number } {
  const { players: V, nextGroupAt } = br;
  const carried: number[] = [];
  let movedDown = 0;
  const nextGroupScore = nextGroupAt < V.length ? run.scores[V[nextGroupAt]!]! : undefined;
  let single = run.odd && nextGroupScore !== undefined && run.bye.byeScore >= nextGroupScore;
  for (let k = 0; k < V.length; k++) {
    const pv = V[k]!;
    if (k < nextGroupAt && run.matched[pv]) {
      run.pairOf[pv] = run.mate[pv]!;
      run.pairOf[run.mate[pv]!] = pv;
    } else {
      carried.push(pv);
      if (k < nextGroupAt) movedDown++;
      if (single && run.scores[run.mate[pv]!]! < nextGroupScore!) single = false;
    }
  }
  if (single !== run.bye.singleDownfloaterIsBye) run.bye = { ...run.bye, singleDownfloaterIsBye: single };
  return { carried, movedDown, firstResident: br.nextGroupVertex };
}
