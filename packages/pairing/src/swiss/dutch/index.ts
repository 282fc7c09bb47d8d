/**
 * The FIDE Dutch system (C.04.3, rules of 1 February 2026,
 * https://handbook.fide.com/chapter/C0403202602). The criteria and the order of the
 * in-bracket candidates are encoded as bits of one BigInt edge weight (`edge-weight.ts`); a
 * whole-field maximum-weight matching first proves a legal round pairing exists, then each
 * bracket is settled by a sequence of matchings that fix, in order, the moved-down players
 * paired, their opponents, the exchanges and the S1 opponents (`bracket.ts`); colours follow
 * Art. 5 (`colour-allocation.ts`).
 *
 * The structure of the solver — the weight layout, the completion matching and the sequence of
 * bracket steps — follows bbpPairings by Jeremy Bierema (Apache License 2.0; see this
 * package's NOTICE file), the FIDE-endorsed weighted-matching engine. The code is written anew.
 */

import { ClassWeights } from '../../matching/class-potentials';
import type { Result } from '../../result';
import {
  checkSwissInput,
  type SwissBoard,
  type SwissError,
  type SwissInput,
  type SwissPairing,
  type SwissResult,
} from '../swiss-input';
import { WHITE } from '../swiss-primitives';
import {
  bracketsRemain,
  chooseExchanges,
  chooseMovedDownOpponents,
  closeBracket,
  formRemainder,
  openBracket,
  pairMovedDownPlayers,
  type RoundRun,
  scoreGroupEnd,
} from './bracket';
import { allocateColour } from './colour-allocation';
import {
  CompatibleRow,
  compatible,
  type DutchPlayer,
  type DutchRound,
  dutchRound,
  score,
} from './dutch-player';
import {
  bitsToRepresent,
  COMPLETION_FIELDS,
  roundFields,
  type WeightLayout,
  weightWidth,
} from './edge-weight';
import {
  type ByeContext,
  memoWeights,
  PairingGraph,
  type PairWeight,
  ProfileWeights,
  weightProfiles,
} from './pairing-graph';
import { pairS1 } from './s1';
import { uniformPairOf } from './uniform-field';

function impossible(message: string): SwissResult {
  return { ok: false, error: { code: 'PAIRING_IMPOSSIBLE', message } };
}

/** The layout sizes: one counter per score group, lowest group in the lowest bits. */
function weightLayout(scores: readonly number[]): WeightLayout {
  const n = scores.length;
  const groupShift = new Map<number, bigint>();
  let groupsBits = 0n;
  let maxGroup = 0;
  for (let i = n - 1; i >= 0; ) {
    let j = i;
    while (j >= 0 && scores[j] === scores[i]) j--;
    const size = i - j;
    groupShift.set(scores[i]!, groupsBits);
    groupsBits += BigInt(bitsToRepresent(size));
    maxGroup = Math.max(maxGroup, size);
    i = j;
  }
  return { sizeBits: BigInt(bitsToRepresent(maxGroup)), groupsBits, groupShift, topScore: scores[0]! };
}

/** A bye context without C9 (an even field: `byeScore` 0; an odd one before C5 is settled). */
const noBye = (byeScore: number): ByeContext => ({
  byeScore,
  singleDownfloaterIsBye: false,
  playedGamesRanks: new Map(),
});

/**
 * C4 (and C5 for an odd field): one whole-field matching proves that a round pairing exists.
 * Sets the graph's weights and returns the optimum's `mate` and its unmatched vertex (-1 for an
 * even field), or the reason no pairing exists.
 */
function proveCompletion(
  round: DutchRound,
  run: Pick<RoundRun, 'sorted' | 'graph' | 'weight' | 'odd' | 'profiles' | 'kinds'>,
  layout: WeightLayout,
  evenBye: ByeContext,
  profileOf: Int32Array,
): { mate: Int32Array; unmatched: number } | { impossible: string } {
  const { sorted, odd, kinds } = run;
  // an odd field: the completion layout, with the bye assignee's score not known yet
  const completion = odd ? memoWeights(round, layout, COMPLETION_FIELDS, profileOf, kinds) : run.weight;
  setWholeField(round, run, completion, odd ? noBye(Number.POSITIVE_INFINITY) : evenBye);
  const n = sorted.length;
  // from a seeded start, most players can be free (after the first rounds): one search from
  // all of them, not one tree after another (round 3 of 2,001 players: 28.6 s → 0.8 s)
  const mate = run.graph.solve(true);
  let unmatched = -1;
  for (let v = 0; v < n; v++) {
    if (mate[v] === v) {
      if (unmatched !== -1 || !sorted[v]!.byeEligible)
        return { impossible: explainImpossible(round, sorted) };
      unmatched = v;
    }
  }
  return { mate, unmatched };
}

/**
 * Sets every pair of the field to its weight with the lower player outside any bracket, and
 * starts the next solve from duals that fit them, one per weight profile (for the first solve,
 * and when the bye context has changed every weight). The pairs among the first `skip` players
 * are left as they are, for a caller who sets them all before the next solve.
 */
function setWholeField(
  round: DutchRound,
  run: Pick<RoundRun, 'sorted' | 'graph' | 'profiles' | 'kinds'>,
  weight: PairWeight,
  bye: ByeContext,
  skip = 0,
): void {
  const { sorted, graph, profiles, kinds } = run;
  const n = sorted.length;
  graph.restart();
  const classes = new ClassWeights(kinds);
  // one weight per ordered pair of profiles (players of one profile weigh alike), computed
  // and noted once: the n²/2 pairs then cost a compatibility test and a table read
  const known = new ProfileWeights(kinds * kinds);
  const pairs = new CompatibleRow(round);
  for (let i = Math.max(1, skip); i < n; i++) {
    const lower = sorted[i]!;
    const pi = profiles[i]!;
    pairs.select(lower);
    for (let j = 0; j < i; j++) {
      const higher = sorted[j]!;
      if (!pairs.compatible(higher, lower)) {
        graph.set(i, j, 0n);
        continue;
      }
      const key = profiles[j]! * kinds + pi;
      let x = known.get(key);
      if (x === undefined) {
        x = weight(higher, lower, false, false, bye);
        known.set(key, x);
        classes.note(pi, profiles[j]!, x);
      }
      graph.set(i, j, x);
    }
  }
  const pot = classes.potentials();
  graph.seed(Array.from(profiles, (p) => pot.get(p) ?? 0n));
}

/**
 * C5 and C9 once the completion matching is known: the bye assignee's score, whether he is the
 * single downfloater of the top bracket, and the rank of each number of played games among the
 * players of his score (fewest unplayed games first).
 */
function byeContext(
  sorted: readonly DutchPlayer[],
  scores: readonly number[],
  mate: Int32Array,
  unmatched: number,
): ByeContext {
  const n = sorted.length;
  const byeScore = scores[unmatched]!;
  const top = scores[0]!;
  let single = false;
  if (byeScore >= top) {
    single = true;
    for (let v = 0; v < n && scores[v]! >= top; v++) {
      if (scores[mate[v]!]! < top) {
        single = false;
        break;
      }
    }
  }
  const counts = sorted.filter((_, v) => scores[v] === byeScore).map((p) => p.playedGames);
  counts.sort((x, y) => y - x);
  const ranks = new Map<number, number>();
  counts.forEach((c, rank) => {
    ranks.set(c, rank);
  });
  return { byeScore, singleDownfloaterIsBye: single, playedGamesRanks: ranks };
}

/**
 * Pairs the brackets in order, from the top score group down (Art. 1.3, 3): each bracket
 * decides its moved-down players, their opponents, the exchanges and the S1 opponents, then
 * moves its unpaired players down. Fills `run.pairOf`.
 *
 * @throws {Error} when the bracket sequence stalls (a bug).
 */
function pairBrackets(run: RoundRun): void {
  const { scores } = run;
  const n = scores.length;
  // the first bracket: the top score group
  let next = scoreGroupEnd(scores, 0);
  let carried = Array.from({ length: next }, (_, v) => v);
  let movedDown = 0;
  let firstResident = 0;
  let brackets = 0;
  while (bracketsRemain(run, carried, next)) {
    if (++brackets > 4 * n + 8) throw new Error('internal: the bracket sequence did not progress');
    const opened = openBracket(run, carried, movedDown, firstResident, next);
    const br = opened.bracket;
    next = opened.next;
    pairMovedDownPlayers(run, br);
    chooseMovedDownOpponents(run, br);
    const rem = formRemainder(run, br);
    chooseExchanges(run, br, rem);
    pairS1(run, br, rem);
    ({ carried, movedDown, firstResident } = closeBracket(run, br));
  }
}

/**
 * The boards of the decided pairs, colours by Art. 5, in publication order, and the bye.
 *
 * @throws {Error} when more than one player is left unpaired (a bug).
 */
function roundPairing(
  round: DutchRound,
  run: Pick<RoundRun, 'sorted' | 'pairOf'>,
): { boards: SwissBoard[]; bye: number | null } {
  const { sorted, pairOf } = run;
  const boards: { board: SwissBoard; hi: number; lo: number }[] = [];
  let byePlayer: number | null = null;
  for (let v = 0; v < sorted.length; v++) {
    const m = pairOf[v]!;
    if (m === -1) {
      if (byePlayer !== null) throw new Error('internal: more than one player left unpaired');
      byePlayer = sorted[v]!.id;
      continue;
    }
    if (m < v) continue;
    const p = sorted[v]!;
    const o = sorted[m]!;
    const first = p.index < o.index ? p : o;
    const second = first === p ? o : p;
    const c = allocateColour(round, first, second);
    const board = c === WHITE ? { white: first.id, black: second.id } : { white: second.id, black: first.id };
    boards.push({ board, hi: v, lo: m });
  }
  return { boards: orderBoards(boards, sorted), bye: byePlayer };
}

/**
 * Pairs the next round by the FIDE Dutch system (C.04.3, rules of 1 February 2026): absolute
 * criteria C1–C3, completion C4, the bye assignee's score C5, then the quality criteria C6–C21
 * in order, with colours by Art. 5. Deterministic. When no pairing satisfies the absolute
 * criteria, answers `PAIRING_IMPOSSIBLE` with the reason.
 *
 * @example
 * ```ts
 * import { pairDutch } from '@xq/pairing';
 * const players = [1, 2, 3, 4].map((id) => ({ id, rounds: [] }));
 * const r = pairDutch({ players, playedRounds: 0, totalRounds: 3, initialColour: 'white' });
 * console.log(r.ok && r.value.boards); // [ { white: 1, black: 3 }, { white: 4, black: 2 } ]
 * ```
 * @throws {Error} only on a broken internal invariant (a bug): the bracket sequence stalls or
 * leaves more than one player unpaired.
 * @category Swiss
 */
export function pairDutch(input: SwissInput): Result<SwissPairing, SwissError> {
  const bad = checkSwissInput(input);
  if (bad !== undefined) return { ok: false, error: { code: 'PAIRING_BAD_INPUT', message: bad } };
  const round = dutchRound(input);
  const sorted = round.players
    .filter((p) => p.present)
    .sort((x, y) => score(y) - score(x) || x.index - y.index);
  const n = sorted.length;
  if (n === 0) return { ok: true, value: { boards: [], bye: null } };
  if (n === 1) {
    return sorted[0]!.byeEligible
      ? { ok: true, value: { boards: [], bye: sorted[0]!.id } }
      : impossible(`player ${sorted[0]!.id} is alone and cannot receive the bye (C2)`);
  }
  const uniform = uniformPairOf(round, sorted);
  if (uniform !== null) return { ok: true, value: roundPairing(round, { sorted, pairOf: uniform }) };
  return pairByBrackets(round, sorted);
}

/**
 * The general path of {@link pairDutch} for two or more present players in ranking order: the
 * completion matching, then the bracket steps. Internal (the tests compare it with the
 * uniform first-round path).
 *
 * @throws {Error} only on a broken internal invariant (a bug), as {@link pairDutch}.
 */
export function pairByBrackets(round: DutchRound, sorted: readonly DutchPlayer[]): SwissResult {
  const n = sorted.length;
  const scores = sorted.map(score);
  const layout = weightLayout(scores);
  const fields = roundFields(round.playedRounds);
  // players of one profile weigh alike: numbered once, for the memo of weights and its tables
  const byIndex = weightProfiles(round, sorted);
  const profiles = Int32Array.from(sorted, (p) => byIndex[p.index]!);
  let kinds = 0;
  for (const p of profiles) if (p >= kinds) kinds = p + 1;
  const weight = memoWeights(round, layout, fields, byIndex, kinds);
  // the bye edges of an odd field weigh more than any pair of either layout
  const graph = new PairingGraph(n, 1n << weightWidth(fields, layout));
  const odd = n % 2 === 1;
  let bye = noBye(0);
  const proof = proveCompletion(round, { sorted, graph, weight, odd, profiles, kinds }, layout, bye, byIndex);
  if ('impossible' in proof) return impossible(proof.impossible);
  if (odd) {
    // the bye assignee's score is now known (C5): the bracket weights take it into account
    bye = byeContext(sorted, scores, proof.mate, proof.unmatched);
    // every weight changed layout: starting again from fitting duals is cheaper than repairing;
    // the first bracket (the top two score groups, see openBracket) sets its own pairs
    const top = scoreGroupEnd(scores, 0);
    setWholeField(round, { sorted, graph, profiles, kinds }, weight, bye, scoreGroupEnd(scores, top));
  }
  const run: RoundRun = {
    round,
    sorted,
    scores,
    graph,
    weight,
    sizeBits: layout.sizeBits,
    maxEdge: (1n << weightWidth(fields, layout)) - 1n,
    odd,
    mate: proof.mate,
    bye,
    matched: new Uint8Array(n),
    pairOf: new Int32Array(n).fill(-1),
    profiles,
    kinds,
  };
  pairBrackets(run);
  return { ok: true, value: roundPairing(round, run) };
}

/** Publication order: higher score of the pair, then lower score, then the higher player's rank. */
function orderBoards(
  boards: { board: SwissBoard; hi: number; lo: number }[],
  sorted: readonly DutchPlayer[],
): SwissBoard[] {
  const base = (v: number): number => sorted[v]!.base;
  return boards
    .map((x) => {
      const a = sorted[x.hi]!;
      const c = sorted[x.lo]!;
      const higher = a.base > c.base || (a.base === c.base && a.index < c.index) ? x.hi : x.lo;
      const lower = higher === x.hi ? x.lo : x.hi;
      return { ...x, h: base(higher), l: base(lower), r: sorted[higher]!.index };
    })
    .sort((x, y) => y.h - x.h || y.l - x.l || x.r - y.r)
    .map((x) => x.board);
}

function explainImpossible(round: DutchRound, sorted: readonly DutchPlayer[]): string {
  for (const p of sorted) {
    if (
      !sorted.some((o) => o !== p && compatible(round, p, o)) &&
      !(sorted.length % 2 === 1 && p.byeEligible)
    ) {
      return `player ${p.id} can meet nobody: every opponent is a rematch, forbidden, or has the same absolute colour preference (C1, C3)`;
    }
  }
  if (sorted.length % 2 === 1 && !sorted.some((p) => p.byeEligible)) {
    return 'every player has already had the bye or an unplayed win, so nobody can receive the bye (C2)';
  }
  return 'no round pairing satisfies the absolute criteria (C1 no rematch, C2 bye rules, C3 absolute colour preferences) for all players at once';
}
