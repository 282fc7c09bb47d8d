/**
 * The whole field as one weighted graph, kept warm between the many solves of a round, and the
 * edge weights remembered per pair of player profiles.
 */

import { preferPartners } from '../../matching/prefer-partners';
import { MAX_VERTICES, WarmMatching } from '../../matching/warm-matching';
import { compatible, type DutchPlayer, type DutchRound, score } from './dutch-player';
import { edgeWeight, type WeightField, type WeightLayout } from './edge-weight';
import { referenceProbe } from './reference-probe';

/**
 * Bits below every weight reserved for ordering several decisions in one solve: all weights are
 * stored shifted left by this much, so a solve can break ties lexicographically between
 * several players at once (see {@link PairingGraph.setOrdered}).
 */
export const ORDER_BITS = 256n;

/**
 * The whole-field matching of the present players (vertices in ranking order).
 *
 * An odd field gets one more vertex, the bye vertex, joined to every player by an edge of one
 * weight, `byeWeight`, above every pair. A maximum matching pairs it with the player the field
 * leaves unpaired, and the players' pairs are an optimum of the field alone (every complete
 * matching takes exactly one bye edge, so they all gain the same). What it changes is the state
 * kept between solves: an optimum is then a perfect matching. Without it, the unpaired player
 * often ends a search inside a blossom, takes that blossom's dual when the solver dissolves it,
 * and starts the next search as a free vertex with a positive dual, whose tree grows over the
 * whole field before the dual is back at zero (one such tree per solve: 2,900 of the 3,200
 * vertices each S1 solve scanned in round 2 of a 3,001-player field). With the bye vertex, that
 * dual is taken back from the bye vertex's own dual, and the tree is not grown.
 */
export class PairingGraph {
  readonly n: number;
  private readonly solver: WarmMatching;
  /** The bye vertex (`n`) of an odd field, -1 for an even one. */
  private readonly byeVertex: number;
  /** The weight of every bye edge (before the shift of {@link set}). */
  private readonly byeWeight: bigint;
  /** The last weight shifted by {@link set} and its shift (runs of one weight are common). */
  private lastX = 0n;
  private lastShifted = 0n;
  /**
   * @param byeWeight for an odd field, a weight above every pair the graph will hold (the bye
   * edges'); ignored for an even field.
   */
  constructor(n: number, byeWeight: bigint) {
    this.n = n;
    // (a field of the solver's largest size goes without: it has no vertex to spare)
    this.byeVertex = n % 2 === 1 && n < MAX_VERTICES ? n : -1;
    this.byeWeight = byeWeight;
    this.solver = new WarmMatching(this.byeVertex === -1 ? n : n + 1);
    if (this.byeVertex !== -1) for (let v = 0; v < n; v++) this.set(v, this.byeVertex, byeWeight);
  }
  set(u: number, v: number, x: bigint): void {
    if (x !== this.lastX) {
      this.lastX = x;
      this.lastShifted = x > 0n ? x << (ORDER_BITS + 1n) : 0n; // doubled for the solver
    }
    this.solver.setDouble(u, v, this.lastShifted);
  }
  /** Sets `x` plus an ordering term below every criterion (`order < 2^ORDER_BITS`). */
  setOrdered(u: number, v: number, x: bigint, order: bigint): void {
    this.solver.setDouble(u, v, x <= 0n ? 0n : ((x << ORDER_BITS) + order) << 1n);
  }
  /**
   * Solves; `mate[v]` is v's partner or v itself when unmatched (paired with the bye vertex).
   * `allRoots` grows the search from every free vertex at once (after many players lost their
   * partners).
   */
  solve(allRoots = false): Int32Array {
    if (referenceProbe.coldSolves) this.solver.restart();
    const solved = this.solver.solve(!allRoots);
    const mate = this.byeVertex === -1 ? solved : solved.subarray(0, this.n);
    for (let v = 0; v < this.n; v++) if (mate[v] === -1 || mate[v] === this.byeVertex) mate[v] = v;
    return mate;
  }
  /**
   * Drops the matching: the next solve starts again, from {@link seed}. Called before nearly
   * every weight changes, so that the changes are not recorded for repair.
   */
  restart(): void {
    this.solver.restart();
  }
  /**
   * Before the first solve (or the first after {@link restart}): vertex potentials for it, in
   * doubled units of the weights given to {@link set} (`potentials[u] + potentials[v] ≥ 2x` for
   * an edge of weight x; see `MatchingSolver.seed`). The bye vertex gets twice its edges'
   * weight, which covers them all.
   */
  seed(potentials: readonly bigint[]): void {
    const seeds = potentials.map((x) => x << ORDER_BITS);
    if (this.byeVertex !== -1) seeds.push((2n * this.byeWeight) << ORDER_BITS);
    this.solver.seed(seeds);
  }
  /**
   * Starts the next solve again from potentials that fit the current weights: the players are
   * put in classes (`classOf[v]` below `classes`; players of one class should weigh alike), and
   * each class gets one potential from the heaviest weights between classes (see
   * `WarmMatching.reseedByClass`; the bye vertex is a class of its own). For a solve after many
   * weights changed, when the previous optimum would leave most players free.
   */
  reseed(classOf: ArrayLike<number>, classes: number): void {
    const all = Int32Array.from({ length: this.byeVertex === -1 ? this.n : this.n + 1 }, (_, v) =>
      v < this.n ? classOf[v]! : classes,
    );
    this.solver.reseedByClass(all, classes + 1);
  }
  /** No solve since the graph was made or {@link restart}ed: the next starts from its seeds. */
  get fresh(): boolean {
    return this.solver.fresh;
  }
  /**
   * Moves the optimum the last solve left toward the partners the S1 step looks for, among the
   * optima its duals certify (see `preferPartners`): each of `s1`, highest first, takes the
   * highest-ranked of `ranked` (the remainder, highest first) it can. The bye vertex keeps its
   * pair. Returns the new pairs, u₀, v₀, u₁, v₁, ….
   */
  preferPartners(s1: readonly number[], ranked: readonly number[]): number[] {
    return preferPartners(this.solver, s1, ranked, this.byeVertex);
  }
  /** Fixes the pair u–v: its edge takes `max`, every other edge of u or v is removed. */
  finalize(u: number, v: number, max: bigint): void {
    this.solver.removeEdgesAt(u, v);
    this.solver.removeEdgesAt(v, u);
    this.set(u, v, max);
  }
}

/**
 * Numbers the players by everything {@link edgeWeight} reads of them besides their identity
 * (score, bye eligibility, games played, colour state, floats): players with the same number
 * are interchangeable in every edge weight.
 */
export function weightProfiles(round: DutchRound, players: readonly DutchPlayer[]): Int32Array {
  const ids = new Map<string, number>();
  const out = new Int32Array(round.players.length).fill(-1);
  for (const p of players) {
    const key = [
      score(p),
      p.byeEligible ? 1 : 0,
      p.playedGames,
      p.absoluteImbalance ? 1 : 0,
      p.preference,
      p.absolute ? 1 : 0,
      p.imbalance,
      p.repeated,
      p.strong ? 1 : 0,
      round.playedRounds >= 1 ? p.floats[1] : -1,
      round.playedRounds >= 2 ? p.floats[2] : -1,
    ].join(',');
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
    }
    out[p.index] = id;
  }
  return out;
}

/**
 * Most slots a {@link ProfileWeights} table keeps as an array (32 MB of them): above, it keeps a
 * Map, since a late round of a large event can have thousands of weight profiles, and a table
 * of kinds² slots would then take hundreds of megabytes for a moment.
 */
const DENSE_SLOTS = 1 << 22;

/**
 * Weights by an integer key below `size` (a key made of two players' profiles), noted once
 * each: an array while `size` is at most {@link DENSE_SLOTS}, else a Map.
 */
export class ProfileWeights {
  private readonly dense: (bigint | undefined)[] | null;
  private readonly sparse: Map<number, bigint> | null;
  constructor(size: number) {
    this.dense = size <= DENSE_SLOTS ? new Array<bigint | undefined>(size) : null;
    this.sparse = this.dense === null ? new Map() : null;
  }
  get(key: number): bigint | undefined {
    return this.dense !== null ? this.dense[key] : this.sparse!.get(key);
  }
  set(key: number, x: bigint): void {
    if (this.dense !== null) this.dense[key] = x;
    else this.sparse!.set(key, x);
  }
}

/** The bye context of a weight: the bye assignee's score and C9's inputs. */
export interface ByeContext {
  readonly byeScore: number;
  readonly singleDownfloaterIsBye: boolean;
  readonly playedGamesRanks: ReadonlyMap<number, number>;
}

/** Weight of the pair `higher`–`lower`, given where `lower` stands and the bye context. */
export type PairWeight = (
  higher: DutchPlayer,
  lower: DutchPlayer,
  lowerInCurrent: boolean,
  lowerInNext: boolean,
  bye: ByeContext,
) => bigint;

/**
 * The memo key of a weight: one integer made of, from the highest digit down, the higher
 * player's profile and the lower player's (base `kinds`), then the two place bits
 * (`lowerInCurrent`, `lowerInNext`). Everything {@link edgeWeight} reads besides the bye
 * context, which is the same for every key of one memo.
 */
const pairKey = (
  kinds: number,
  higherProfile: number,
  lowerProfile: number,
  lowerInCurrent: boolean,
  lowerInNext: boolean,
): number => (higherProfile * kinds + lowerProfile) * 4 + (lowerInCurrent ? 2 : 0) + (lowerInNext ? 1 : 0);

/**
 * {@link edgeWeight} remembered by the two players' profiles: the weight is computed once per
 * pair of profiles and bye context, and equal weights share one BigInt (less memory, faster
 * matching). `profileOf` is {@link weightProfiles} of the round's players (by player index),
 * every profile below `kinds`: the caller numbers them once for the memo and for its own tables.
 */
export function memoWeights(
  round: DutchRound,
  layout: WeightLayout,
  fields: readonly WeightField[],
  profileOf: Int32Array,
  kinds: number,
): PairWeight {
  let known = new ProfileWeights(4 * kinds * kinds);
  let last: ByeContext | null = null;
  return (higher, lower, lowerInCurrent, lowerInNext, bye) => {
    if (!compatible(round, higher, lower)) return 0n;
    if (
      last === null ||
      last.byeScore !== bye.byeScore ||
      last.singleDownfloaterIsBye !== bye.singleDownfloaterIsBye ||
      last.playedGamesRanks !== bye.playedGamesRanks
    ) {
      if (last !== null) known = new ProfileWeights(4 * kinds * kinds);
      last = bye;
    }
    const key = pairKey(
      kinds,
      profileOf[higher.index]!,
      profileOf[lower.index]!,
      lowerInCurrent,
      lowerInNext,
    );
    let x = known.get(key);
    if (x === undefined) {
      x = edgeWeight(round, layout, fields, { higher, lower, lowerInCurrent, lowerInNext, ...bye });
      known.set(key, x);
    }
    return x;
  };
}
