/**
 * The FIDE Dutch system (C.04.3, 2026 rules). The criteria and the order of the in-bracket
 * candidates are encoded as bits of one BigInt edge weight; a whole-field maximum-weight
 * matching first proves a legal round pairing exists, then each bracket is settled by a
 * sequence of matchings that fix, in order, the moved-down players paired, their opponents,
 * the exchanges and the S1 opponents (the method of the FIDE-endorsed weighted-matching engine).
 */

import { MatchingSolver } from '../matching/matching-solver';
import {
  checkSwissInput,
  FIDE_SCORING,
  type SwissBoard,
  type SwissInput,
  type SwissResult,
  type SwissRound,
} from './swiss-input';

const NONE = 2;
const WHITE = 0;
const BLACK = 1;
type Colour = 0 | 1 | 2;
const invert = (c: Colour): Colour => (c === WHITE ? BLACK : c === BLACK ? WHITE : NONE);

const FLOAT_DOWN = 0;
const FLOAT_UP = 1;
const FLOAT_NONE = 2;

interface Match {
  readonly opponent: number; // player index, or own index when none
  readonly colour: Colour;
  readonly outcome: 0 | 1 | 2; // loss, draw, win
  readonly played: boolean;
  readonly paired: boolean;
}

interface P {
  readonly index: number; // position in the id-sorted list (the pairing number − 1)
  readonly id: number;
  readonly matches: readonly Match[];
  readonly accelerations: readonly number[];
  readonly base: number; // tenths, without acceleration
  readonly imbalance: number; // |whites − blacks|
  readonly preference: Colour;
  readonly repeated: Colour; // colour played in the last two played games, or NONE
  readonly strong: boolean;
  readonly absolute: boolean;
  readonly absoluteImbalance: boolean;
  readonly playedGames: number;
  readonly present: boolean;
}

interface Ctx {
  readonly players: readonly P[];
  readonly playedRounds: number;
  readonly totalRounds: number;
  readonly initial: Colour;
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly zeroBye: number;
  readonly forfeitLoss: number;
  readonly pab: number;
  readonly forbidden: readonly Set<number>[];
  /** Memo of score, float and bye eligibility per player (keys: index·8 + rounds back, +4 for floats, negative for the bye). */
  readonly memo: Map<number, number>;
}

const tenths = (x: number): number => Math.round(x * 10);

function points(ctx: Ctx, p: P, m: Match): number {
  if (m.outcome === 0) return m.paired ? (m.played ? ctx.loss : ctx.forfeitLoss) : ctx.zeroBye;
  if (m.outcome === 2) return m.opponent === p.index && m.paired ? ctx.pab : ctx.win;
  return ctx.draw;
}

/** Score (tenths, with acceleration) `roundsBack` rounds ago. */
function score(ctx: Ctx, p: P, roundsBack = 0): number {
  const key = p.index * 8 + roundsBack;
  const known = ctx.memo.get(key);
  if (known !== undefined) return known;
  const value = computeScore(ctx, p, roundsBack);
  ctx.memo.set(key, value);
  return value;
}

function computeScore(ctx: Ctx, p: P, roundsBack: number): number {
  let s = p.base;
  let r = ctx.playedRounds;
  for (let k = roundsBack; k > 0; k--) {
    r--;
    s -= points(ctx, p, p.matches[r]!);
  }
  return s + (p.accelerations[r] ?? 0);
}

function eligibleForBye(ctx: Ctx, p: P): boolean {
  const key = -1 - p.index;
  const known = ctx.memo.get(key);
  if (known !== undefined) return known === 1;
  let ok = true;
  for (const m of p.matches) if (!m.played && points(ctx, p, m) >= ctx.win) ok = false;
  ctx.memo.set(key, ok ? 1 : 0);
  return ok;
}

function compatible(ctx: Ctx, a: P, b: P): boolean {
  if (ctx.forbidden[a.index]!.has(b.index)) return false;
  const threshold = (ctx.playedRounds * Math.max(ctx.win, ctx.draw)) >> 1;
  return (
    !a.absolute ||
    !b.absolute ||
    a.preference !== b.preference ||
    (ctx.playedRounds >= ctx.totalRounds - 1 && (score(ctx, a) > threshold || score(ctx, b) > threshold))
  );
}

function getFloat(ctx: Ctx, p: P, roundsBack: number): number {
  const key = p.index * 8 + 4 + roundsBack;
  const known = ctx.memo.get(key);
  if (known !== undefined) return known;
  const value = computeFloat(ctx, p, roundsBack);
  ctx.memo.set(key, value);
  return value;
}

function computeFloat(ctx: Ctx, p: P, roundsBack: number): number {
  const m = p.matches[ctx.playedRounds - roundsBack]!;
  if (!m.played) return points(ctx, p, m) > ctx.loss ? FLOAT_DOWN : FLOAT_NONE;
  const mine = score(ctx, p, roundsBack);
  const theirs = score(ctx, ctx.players[m.opponent]!, roundsBack);
  return mine > theirs ? FLOAT_DOWN : mine < theirs ? FLOAT_UP : FLOAT_NONE;
}

const compatiblePreferences = (a: Colour, b: Colour): boolean => a !== b || a === NONE || b === NONE;

function bitsToRepresent(x: number): number {
  let bits = 0;
  for (let v = x; v > 0; v = Math.floor(v / 2)) bits++;
  return bits;
}

const b = (x: boolean): bigint => (x ? 1n : 0n);

interface Weights {
  readonly sizeBits: bigint;
  readonly groupsShift: bigint;
  readonly groupShift: ReadonlyMap<number, bigint>;
}

/** Total width of a base edge weight below its top (completion/bye) field. */
function weightWidth(ctx: Ctx, w: Weights): bigint {
  const s = w.sizeBits;
  const g = w.groupsShift;
  let t = s + g + s + g + s + s + 4n * s;
  if (ctx.playedRounds >= 1) t += 2n * s;
  if (ctx.playedRounds > 1) t += 2n * s;
  if (ctx.playedRounds >= 1) t += 2n * g;
  if (ctx.playedRounds > 1) t += 2n * g;
  return t + 3n * s + 1n;
}

function edgeWeight(
  ctx: Ctx,
  w: Weights,
  higher: P,
  lower: P,
  lowerInCurrent: boolean,
  lowerInNext: boolean,
  byeScore: number,
  singleDownfloaterIsBye: boolean,
  unplayedRanks: ReadonlyMap<number, number>,
): bigint {
  if (!compatible(ctx, higher, lower)) return 0n;
  const s = w.sizeBits;
  const g = w.groupsShift;
  const sh = score(ctx, higher);
  const sl = score(ctx, lower);
  const shift = (x: number): bigint => w.groupShift.get(x)!;
  const candidate = (p: P, sc: number): boolean => eligibleForBye(ctx, p) && sc <= byeScore;
  let r = 1n + b(!candidate(higher, sh)) + b(!candidate(lower, sl));
  // maximise the pairs and the scores paired in the current bracket
  r = (r << s) | b(lowerInCurrent);
  r <<= g;
  if (lowerInCurrent) r |= 1n << shift(sh);
  // … and in the next bracket
  r = (r << s) | b(lowerInNext);
  r <<= g;
  if (lowerInNext) r |= 1n << shift(sh);
  // C9: minimise the unplayed games of the bye assignee
  r <<= 2n * s;
  if (singleDownfloaterIsBye) {
    if (sh === byeScore) r |= BigInt(unplayedRanks.get(higher.playedGames)!);
    if (sl === byeScore) r += BigInt(unplayedRanks.get(lower.playedGames)!);
  }
  // colour criteria (C10–C13), from the lower player's side
  const p = lower;
  const o = higher;
  const m = lowerInCurrent;
  r = (r << s) | b(m && (!p.absoluteImbalance || !o.absoluteImbalance || p.preference !== o.preference));
  r =
    (r << s) |
    b(
      m &&
        (!p.absolute ||
          !o.absolute ||
          p.preference !== o.preference ||
          (p.imbalance === o.imbalance
            ? p.repeated === NONE || p.repeated !== o.repeated
            : (p.imbalance > o.imbalance ? o : p).repeated !== invert(p.preference))),
    );
  r = (r << s) | b(m && compatiblePreferences(p.preference, o.preference));
  r =
    (r << s) |
    b(
      m &&
        ((!p.strong && !p.absolute) ||
          (!o.strong && !o.absolute) ||
          (p.absolute && o.absolute) ||
          p.preference !== o.preference),
    );
  // C14–C17: repeated floaters
  for (const back of [1, 2]) {
    if (ctx.playedRounds < back) continue;
    r <<= s;
    if (m) {
      r |= b(getFloat(ctx, lower, back) === FLOAT_DOWN);
      r += b(sh <= sl && getFloat(ctx, higher, back) === FLOAT_DOWN);
    }
    r <<= s;
    if (m) r |= b(!(sh > sl && getFloat(ctx, lower, back) === FLOAT_UP));
  }
  // C18–C21: the same by score
  for (const back of [1, 2]) {
    if (ctx.playedRounds < back) continue;
    r <<= g;
    if (m) {
      r += b(getFloat(ctx, lower, back) === FLOAT_DOWN) << shift(sl);
      r += b(getFloat(ctx, higher, back) === FLOAT_DOWN) << shift(sh);
    }
    r <<= g;
    if (m && !(getFloat(ctx, lower, back) === FLOAT_UP && sh > sl)) r |= 1n << shift(sh);
  }
  // room for the in-bracket ordering (exchanges, BSN differences, pairing order)
  return r << (3n * s + 1n);
}

/**
 * Numbers the players by everything {@link edgeWeight} reads of them besides their identity
 * (score, bye eligibility, games played, colour state, floats): players with the same number
 * are interchangeable in every edge weight.
 */
function weightProfiles(ctx: Ctx, players: readonly P[]): Int32Array {
  const ids = new Map<string, number>();
  const out = new Int32Array(ctx.players.length).fill(-1);
  for (const p of players) {
    const key = [
      score(ctx, p),
      eligibleForBye(ctx, p) ? 1 : 0,
      p.playedGames,
      p.absoluteImbalance ? 1 : 0,
      p.preference,
      p.absolute ? 1 : 0,
      p.imbalance,
      p.repeated,
      p.strong ? 1 : 0,
      ctx.playedRounds >= 1 ? getFloat(ctx, p, 1) : -1,
      ctx.playedRounds >= 2 ? getFloat(ctx, p, 2) : -1,
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
 * {@link edgeWeight} remembered by the two players' profiles: the weight is computed once per
 * pair of profiles, and equal weights share one BigInt (less memory, faster matching).
 */
function memoWeights(ctx: Ctx, w: Weights, players: readonly P[]) {
  const profile = weightProfiles(ctx, players);
  const kinds = players.length + 1;
  const known = new Map<number, bigint>();
  let last: { byeScore: number; single: boolean; ranks: ReadonlyMap<number, number> } | null = null;
  return (
    higher: P,
    lower: P,
    lowerInCurrent: boolean,
    lowerInNext: boolean,
    byeScore: number,
    single: boolean,
    ranks: ReadonlyMap<number, number>,
  ): bigint => {
    if (!compatible(ctx, higher, lower)) return 0n;
    if (last === null || last.byeScore !== byeScore || last.single !== single || last.ranks !== ranks) {
      known.clear();
      last = { byeScore, single, ranks };
    }
    const key =
      (profile[higher.index]! * kinds + profile[lower.index]!) * 4 +
      (lowerInCurrent ? 2 : 0) +
      (lowerInNext ? 1 : 0);
    let x = known.get(key);
    if (x === undefined) {
      x = edgeWeight(ctx, w, higher, lower, lowerInCurrent, lowerInNext, byeScore, single, ranks);
      known.set(key, x);
    }
    return x;
  };
}

function firstColourDifference(a: P, o: P): [Colour, Colour] {
  const ma = a.matches.filter((m) => m.played);
  const mo = o.matches.filter((m) => m.played);
  let i = ma.length - 1;
  let j = mo.length - 1;
  while (i >= 0 && j >= 0 && ma[i]!.colour === mo[j]!.colour) {
    i--;
    j--;
  }
  return [i >= 0 ? ma[i]!.colour : NONE, j >= 0 ? mo[j]!.colour : NONE];
}

function neutralColour(p: P, o: P): Colour {
  if (compatiblePreferences(p.preference, o.preference)) {
    if (p.preference !== NONE) return p.preference;
    if (o.preference !== NONE) return invert(o.preference);
    return NONE;
  }
  if (p.absolute && (p.imbalance > o.imbalance || !o.absolute)) return p.preference;
  if (o.absolute && (o.imbalance > p.imbalance || !p.absolute)) return invert(o.preference);
  if (p.strong && !o.strong) return p.preference;
  if (o.strong && !p.strong) return invert(o.preference);
  const [pc, oc] = firstColourDifference(p, o);
  return pc !== NONE && oc !== NONE ? oc : NONE;
}

/** True when `a` ranks below `b` (lower score, or equal score and higher pairing number). */
function ranksBelow(ctx: Ctx, a: P, b2: P): boolean {
  const sa = score(ctx, a);
  const sb = score(ctx, b2);
  return sa < sb || (sa === sb && a.index > b2.index);
}

function chooseColour(ctx: Ctx, p: P, o: P): Colour {
  const c = neutralColour(p, o);
  if (c !== NONE) return c;
  const below = ranksBelow(ctx, p, o);
  if (p.preference === NONE) {
    return below
      ? o.index & 1
        ? ctx.initial
        : invert(ctx.initial)
      : p.index & 1
        ? invert(ctx.initial)
        : ctx.initial;
  }
  return below ? invert(o.preference) : p.preference;
}

function buildPlayer(
  input: SwissInput,
  index: number,
  sp: SwissInput['players'][number],
  indexOf: ReadonlyMap<number, number>,
): P {
  const scoring = input.scoring ?? FIDE_SCORING;
  const matches: Match[] = sp.rounds.map((r: SwissRound) => ({
    opponent: r.opponent === 0 ? index : indexOf.get(r.opponent)!,
    colour: r.played ? (r.colour === 'white' ? WHITE : BLACK) : NONE,
    outcome: r.outcome === 'win' ? 2 : r.outcome === 'draw' ? 1 : 0,
    played: r.played,
    paired: r.paired,
  }));
  let whites = 0;
  let blacks = 0;
  let consecutive = 0;
  let repeated: Colour = NONE;
  let playedGames = 0;
  let base = 0;
  for (const m of matches) {
    if (m.played) {
      playedGames++;
      if (m.colour === WHITE) whites++;
      else blacks++;
      consecutive = consecutive === 0 || m.colour !== repeated ? 1 : consecutive + 1;
      repeated = m.colour;
    }
    if (m.outcome === 0)
      base += tenths(m.paired ? (m.played ? scoring.loss : scoring.forfeitLoss) : scoring.zeroBye);
    else if (m.outcome === 2)
      base += tenths(m.opponent === index && m.paired ? scoring.pairingBye : scoring.win);
    else base += tenths(scoring.draw);
  }
  const lowerColour: Colour = whites > blacks ? BLACK : WHITE;
  const imbalance = Math.abs(whites - blacks);
  const preference: Colour =
    imbalance > 1
      ? lowerColour
      : consecutive > 1
        ? invert(repeated)
        : imbalance > 0
          ? lowerColour
          : consecutive > 0
            ? invert(repeated)
            : NONE;
  if (consecutive <= 1) repeated = NONE;
  const absoluteImbalance = imbalance > 1;
  const absolute = absoluteImbalance || repeated !== NONE;
  return {
    index,
    id: sp.id,
    matches,
    accelerations: (sp.acceleration ?? []).map(tenths),
    base,
    imbalance,
    preference,
    repeated,
    strong: !absolute && imbalance > 0,
    absolute,
    absoluteImbalance,
    playedGames,
    present: !sp.absent,
  };
}

/**
 * Bits below every weight reserved for ordering several decisions in one solve: all weights are
 * stored shifted left by this much, so a solve can break ties lexicographically between
 * several players at once (see `setOrdered`).
 */
const ORDER_BITS = 256n;

/** The whole-field matching of present players, kept warm between solves. */
class Graph {
  readonly n: number;
  private readonly solver: MatchingSolver;
  constructor(n: number) {
    this.n = n;
    this.solver = new MatchingSolver(n);
  }
  set(u: number, v: number, x: bigint): void {
    this.solver.setWeight(u, v, x << ORDER_BITS);
  }
  /** Sets `x` plus an ordering term below every criterion (`order < 2^ORDER_BITS`). */
  setOrdered(u: number, v: number, x: bigint, order: bigint): void {
    this.solver.setWeight(u, v, x === 0n ? 0n : (x << ORDER_BITS) + order);
  }
  /** mate[v], or v itself when unmatched (like the reference engine). */
  solve(allRoots = false): Int32Array {
    const mate = this.solver.solve({ oneTree: !allRoots });
    for (let v = 0; v < this.n; v++) if (mate[v] === -1) mate[v] = v;
    return mate;
  }
  finalize(u: number, v: number, max: bigint): void {
    for (let x = 0; x < this.n; x++) {
      if (x !== u) this.set(u, x, x === v ? max : 0n);
      if (x !== v) this.set(v, x, x === u ? max : 0n);
    }
  }
}

function impossible(message: string): SwissResult {
  return { ok: false, error: { code: 'PAIRING_IMPOSSIBLE', message } };
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
 * @category Swiss
 */
export function pairDutch(input: SwissInput): SwissResult {
  const bad = checkSwissInput(input);
  if (bad !== undefined) return { ok: false, error: { code: 'PAIRING_BAD_INPUT', message: bad } };
  const scoring = input.scoring ?? FIDE_SCORING;
  const byId = [...input.players].sort((x, y) => x.id - y.id);
  const indexOf = new Map(byId.map((p, i) => [p.id, i] as const));
  const players = byId.map((p, i) => buildPlayer(input, i, p, indexOf));
  const forbidden = players.map(() => new Set<number>());
  for (const p of players) for (const m of p.matches) if (m.played) forbidden[p.index]!.add(m.opponent);
  for (const [x, y] of input.forbiddenPairs ?? []) {
    const i = indexOf.get(x);
    const j = indexOf.get(y);
    if (i !== undefined && j !== undefined && i !== j) {
      forbidden[i]!.add(j);
      forbidden[j]!.add(i);
    }
  }
  const ctx: Ctx = {
    players,
    playedRounds: input.playedRounds,
    totalRounds: input.totalRounds,
    initial: input.initialColour === 'white' ? WHITE : BLACK,
    win: tenths(scoring.win),
    draw: tenths(scoring.draw),
    loss: tenths(scoring.loss),
    zeroBye: tenths(scoring.zeroBye),
    forfeitLoss: tenths(scoring.forfeitLoss),
    pab: tenths(scoring.pairingBye),
    forbidden,
    memo: new Map(),
  };
  const sorted = players
    .filter((p) => p.present)
    .sort((x, y) => score(ctx, y) - score(ctx, x) || x.index - y.index);
  const n = sorted.length;
  if (n === 0) return { ok: true, value: { boards: [], bye: null } };
  if (n === 1) {
    return eligibleForBye(ctx, sorted[0]!)
      ? { ok: true, value: { boards: [], bye: sorted[0]!.id } }
      : impossible(`player ${sorted[0]!.id} is alone and cannot receive the bye (C2)`);
  }
  const sc = sorted.map((p) => score(ctx, p));

  // bits reserved per score group, lowest group first
  const groupShift = new Map<number, bigint>();
  let groupsShift = 0n;
  let maxGroup = 0;
  for (let i = n - 1; i >= 0; ) {
    let j = i;
    while (j >= 0 && sc[j] === sc[i]) j--;
    const size = i - j;
    groupShift.set(sc[i]!, groupsShift);
    groupsShift += BigInt(bitsToRepresent(size));
    maxGroup = Math.max(maxGroup, size);
    i = j;
  }
  const wts: Weights = { sizeBits: BigInt(bitsToRepresent(maxGroup)), groupsShift, groupShift };
  const width = weightWidth(ctx, wts);
  const maxEdge = (1n << (width + 2n)) - 1n;
  const noRanks = new Map<number, number>();
  const weight = memoWeights(ctx, wts, sorted);

  const graph = new Graph(n);
  const odd = n % 2 === 1;
  // odd: who can take the bye, and from which score groups (one BigInt per kind of pair)
  const byeWeights = new Map<number, bigint>();
  const groupIndex = new Map([...groupShift.keys()].map((score, i) => [score, i] as const));
  const groups = groupIndex.size;
  for (let i = 1; i < n; i++) {
    for (let j = 0; j < i; j++) {
      let x = 0n;
      if (odd) {
        if (compatible(ctx, sorted[i]!, sorted[j]!)) {
          const ei = eligibleForBye(ctx, sorted[i]!);
          const ej = eligibleForBye(ctx, sorted[j]!);
          const key =
            (groupIndex.get(sc[i]!)! * groups + groupIndex.get(sc[j]!)!) * 4 + (ei ? 2 : 0) + (ej ? 1 : 0);
          const known = byeWeights.get(key);
          if (known === undefined) {
            x = 1n + b(!ei) + b(!ej);
            x = (x << groupsShift) + groupShift.get(sc[i]!)! + groupShift.get(sc[j]!)!;
            x = (x << wts.sizeBits) | b(sc[i]! >= sc[0]!);
            byeWeights.set(key, x);
          } else x = known;
        }
      } else {
        x = weight(sorted[j]!, sorted[i]!, false, false, 0, false, noRanks);
      }
      graph.set(i, j, x);
    }
  }

  let mate = graph.solve();
  let unmatched = -1;
  for (let v = 0; v < n; v++) {
    if (mate[v] === v) {
      if (unmatched !== -1 || !eligibleForBye(ctx, sorted[v]!)) {
        return impossible(explainImpossible(ctx, sorted));
      }
      unmatched = v;
    }
  }

  let byeScore = 0;
  let single = false;
  let ranks: Map<number, number> = noRanks;
  if (odd) {
    byeScore = sc[unmatched]!;
    const top = sc[0]!;
    if (byeScore >= top) {
      single = true;
      for (let v = 0; v < n && sc[v]! >= top; v++) {
        if (sc[mate[v]!]! < top) {
          single = false;
          break;
        }
      }
    }
    const counts = sorted.filter((_, v) => sc[v] === byeScore).map((p) => p.playedGames);
    counts.sort((x, y) => y - x);
    ranks = new Map();
    counts.forEach((c, rank) => {
      ranks.set(c, rank);
    });
    for (let i = 1; i < n; i++) {
      for (let j = 0; j < i; j++) {
        graph.set(i, j, weight(sorted[j]!, sorted[i]!, false, false, byeScore, single, ranks));
      }
    }
  }

  const pairOf = new Int32Array(n).fill(-1);
  const matched = new Uint8Array(n);
  // players of the current bracket (moved-down players first) and of the next score group
  let inBracket: number[] = []; // vertex (sorted) indices
  let next = 0; // first sorted index not yet taken into a bracket
  while (next < n && sc[next]! >= sc[0]!) inBracket.push(next++);
  let mdps = 0; // moved-down players at the front of inBracket
  let groupBeginVertex = 0;
  const s = wts.sizeBits;

  let guard = 0;
  while (inBracket.length > 1 || next < n) {
    if (++guard > 4 * n + 8) return impossible('internal: the bracket sequence did not progress');
    const nextGroupBegin = inBracket.length; // index in inBracket where the next score group starts
    const nextGroupBeginVertex = groupBeginVertex + (nextGroupBegin - mdps);
    const groupStart = next;
    while (next < n && sc[next]! >= sc[groupStart]!) inBracket.push(next++);
    const V = inBracket;
    const size = V.length;
    const scoreOf = (k: number): number => sc[V[k]!]!;

    // base weights, base[larger][smaller]
    const base: bigint[][] = [];
    for (let larger = 0; larger < size; larger++) {
      const row: bigint[] = [];
      if (larger >= mdps) {
        for (let smaller = 0; smaller < larger; smaller++) {
          row.push(
            weight(
              sorted[V[smaller]!]!,
              sorted[V[larger]!]!,
              larger < nextGroupBegin,
              larger >= nextGroupBegin,
              byeScore,
              single,
              ranks,
            ),
          );
        }
      }
      base.push(row);
    }
    for (let larger = mdps; larger < size; larger++) {
      for (let smaller = 0; smaller < larger; smaller++)
        graph.set(V[larger]!, V[smaller]!, base[larger]![smaller]!);
    }
    const inResidents = (vertex: number): boolean =>
      vertex >= groupBeginVertex && vertex < nextGroupBeginVertex;
    const weightWith = (
      smaller: number,
      larger: number,
      smallerRemainderIndex: number,
      remainderPairs: number,
    ): bigint => {
      const r = base[larger]![smaller]!;
      if (r === 0n) return r;
      const addend =
        ((b(smallerRemainderIndex < remainderPairs) << (2n * s)) - BigInt(smallerRemainderIndex)) << 1n;
      return r + addend;
    };

    // many players lost their partners: search from all of them at once
    mate = graph.solve(true);

    // which moved-down players are paired in this bracket
    let mdScore = 0;
    let remaining = 0;
    let remainingMatched = 0;
    for (let k = 0; k < mdps; k++) {
      if (k === 0 || scoreOf(k) < mdScore) {
        mdScore = scoreOf(k);
        remaining = 0;
        remainingMatched = 0;
        for (let q = k; q < size && scoreOf(q) >= mdScore; q++) {
          remaining++;
          if (inResidents(mate[V[q]!]!)) remainingMatched++;
        }
      }
      if (remainingMatched === 0) continue;
      const pv = V[k]!;
      if (remaining <= remainingMatched) {
        matched[pv] = 1;
        continue;
      }
      remaining--;
      if (!inResidents(mate[pv]!)) {
        for (let o = mdps; o < nextGroupBegin; o++) {
          const x = base[o]![k]!;
          if (x !== 0n) graph.set(pv, V[o]!, x | 1n);
        }
        mate = graph.solve();
      }
      if (inResidents(mate[pv]!)) {
        matched[pv] = 1;
        remainingMatched--;
        for (let o = mdps; o < nextGroupBegin; o++) {
          const x = base[o]![k]!;
          if (x !== 0n) graph.set(pv, V[o]!, (x | BigInt(nextGroupBegin - mdps)) + 1n);
        }
      }
    }

    // the opponents of the moved-down players
    for (let k = 0; k < mdps; k++) {
      const pv = V[k]!;
      if (!matched[pv]) continue;
      let addend = BigInt(size);
      for (let o = nextGroupBegin - 1; o >= mdps; o--) {
        const ov = V[o]!;
        if (matched[ov]) continue;
        const x = base[o]![k]!;
        if (x !== 0n) {
          graph.set(pv, ov, x + addend);
          addend++;
        }
      }
      mate = graph.solve();
      const mv = mate[pv]!;
      matched[mv] = 1;
      graph.finalize(pv, mv, maxEdge);
    }

    // the remainder: residents not paired with a moved-down player
    const rem: number[] = [];
    let remainderPairs = 0;
    for (let k = mdps; k < nextGroupBegin; k++) {
      const pv = V[k]!;
      if (mate[pv]! < groupBeginVertex) continue;
      rem.push(k);
      if (mate[pv]! < pv) remainderPairs++;
    }
    for (let oi = 0; oi < rem.length; oi++) {
      const o = rem[oi]!;
      for (let pi = 0; pi < oi; pi++)
        graph.set(V[rem[pi]!]!, V[o]!, weightWith(rem[pi]!, o, pi, remainderPairs));
    }
    mate = graph.solve();

    const isS1 = (pv: number): boolean => mate[pv]! > pv && mate[pv]! < nextGroupBeginVertex;
    let exchangeCount = 0;
    for (let ri = 0; ri < remainderPairs && ri < rem.length; ri++) {
      if (!isS1(V[rem[ri]!]!)) exchangeCount++;
    }

    // lower players of S1 to be exchanged, where possible
    let exchangesRemaining = exchangeCount;
    let pri = remainderPairs;
    for (let it = remainderPairs; it > 0 && exchangesRemaining > 0; ) {
      const oppStart = it;
      pri--;
      it--;
      const k = rem[it]!;
      const pv = V[k]!;
      if (isS1(pv)) {
        for (let oi = oppStart; oi < rem.length; oi++) {
          const x = weightWith(k, rem[oi]!, pri, remainderPairs);
          if (x !== 0n) graph.set(pv, V[rem[oi]!]!, x - 1n);
        }
        mate = graph.solve();
      }
      const exchange = !isS1(pv);
      if (exchange) exchangesRemaining--;
      for (let oi = it + 1; oi < rem.length; oi++) {
        if (exchange) base[rem[oi]!]![k] = 0n;
        graph.set(pv, V[rem[oi]!]!, weightWith(k, rem[oi]!, pri, remainderPairs));
      }
    }

    // higher players of S2 to be exchanged, where possible
    exchangesRemaining = exchangeCount;
    let ri2 = remainderPairs;
    for (let it = remainderPairs; it < rem.length && exchangesRemaining > 1; it++) {
      const k = rem[it]!;
      const pv = V[k]!;
      const already = isS1(pv);
      if (!already) {
        for (let oi = it + 1; oi < rem.length; oi++) {
          const x = weightWith(k, rem[oi]!, ri2, remainderPairs);
          if (x !== 0n) graph.set(pv, V[rem[oi]!]!, x + 1n);
        }
        mate = graph.solve();
      }
      if (isS1(pv)) {
        exchangesRemaining--;
        for (let oi = 0; oi < it; oi++) {
          base[k]![rem[oi]!] = 0n;
          graph.set(pv, V[rem[oi]!]!, 0n);
        }
        for (let o = nextGroupBegin; o < size; o++) {
          base[o]![k] = 0n;
          graph.set(pv, V[o]!, 0n);
        }
        for (let ov = V[size - 1]! + 1; ov < n; ov++) graph.set(pv, ov, 0n);
      }
      if (!already) {
        for (let oi = it + 1; oi < rem.length; oi++) {
          graph.set(pv, V[rem[oi]!]!, weightWith(k, rem[oi]!, ri2, remainderPairs));
        }
      }
      ri2++;
    }

    // fix who is exchanged and drop the ordering bits
    for (let pi = 0; pi < rem.length; pi++) {
      const pv = V[rem[pi]!]!;
      for (let oi = pi + 1; oi < rem.length; oi++) {
        const ov = V[rem[oi]!]!;
        if (!isS1(pv) || isS1(ov)) base[rem[oi]!]![rem[pi]!] = 0n;
        graph.set(pv, ov, base[rem[oi]!]![rem[pi]!]!);
      }
    }

    // the opponents of S1, highest first: each S1 player takes the highest S2 opponent that
    // still leaves an optimal pairing. In every optimal matching each S1 player meets an S2
    // player, and its preference values are distinct, so deciding a chunk of S1 players
    // lexicographically in one solve (earlier players in higher bits) gives the same opponents
    // as one solve per player.
    const s1 = rem.filter((k) => isS1(V[k]!));
    const orderBits = BigInt(Math.max(1, bitsToRepresent(rem.length)));
    const chunk = Math.max(1, Number(ORDER_BITS / orderBits));
    for (let c0 = 0; c0 < s1.length; c0 += chunk) {
      const part = s1.slice(c0, c0 + chunk);
      part.forEach((k, j) => {
        const pv = V[k]!;
        const place = orderBits * BigInt(part.length - 1 - j);
        let addend = 0n;
        for (let oi = rem.length - 1; oi >= 0; oi--) {
          const o = rem[oi]!;
          if (o <= k || matched[V[o]!]) continue;
          const x = base[o]![k]!;
          if (x !== 0n) graph.setOrdered(pv, V[o]!, x, addend << place);
          addend++;
        }
      });
      mate = graph.solve();
      for (const k of part) {
        const pv = V[k]!;
        const mv = mate[pv]!;
        matched[pv] = 1;
        matched[mv] = 1;
      }
      for (const k of part) {
        const pv = V[k]!;
        graph.finalize(pv, mate[pv]!, maxEdge);
      }
    }

    // the next bracket
    const carried: number[] = [];
    let newMdps = 0;
    single = odd && groupStart < n && byeScore >= sc[groupStart]!;
    for (let k = 0; k < size; k++) {
      const pv = V[k]!;
      if (k < nextGroupBegin && matched[pv]) {
        pairOf[pv] = mate[pv]!;
        pairOf[mate[pv]!] = pv;
      } else {
        carried.push(pv);
        if (k < nextGroupBegin) newMdps++;
        if (single && sc[mate[pv]!]! < sc[groupStart]!) single = false;
      }
    }
    inBracket = carried;
    mdps = newMdps;
    groupBeginVertex = nextGroupBeginVertex;
  }

  const boards: { board: SwissBoard; hi: number; lo: number }[] = [];
  let bye: number | null = null;
  for (let v = 0; v < n; v++) {
    const m = pairOf[v]!;
    if (m === -1) {
      if (bye !== null) return impossible('internal: more than one player left unpaired');
      bye = sorted[v]!.id;
      continue;
    }
    if (m < v) continue;
    const p = sorted[v]!;
    const o = sorted[m]!;
    const first = p.index < o.index ? p : o;
    const second = first === p ? o : p;
    const c = chooseColour(ctx, first, second);
    const board = c === WHITE ? { white: first.id, black: second.id } : { white: second.id, black: first.id };
    boards.push({ board, hi: v, lo: m });
  }
  return { ok: true, value: { boards: orderBoards(boards, sorted), bye } };
}

/** Publication order: higher score of the pair, then lower score, then the higher player's rank. */
function orderBoards(
  boards: { board: SwissBoard; hi: number; lo: number }[],
  sorted: readonly P[],
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

function explainImpossible(ctx: Ctx, sorted: readonly P[]): string {
  for (const p of sorted) {
    if (
      !sorted.some((o) => o !== p && compatible(ctx, p, o)) &&
      !(sorted.length % 2 === 1 && eligibleForBye(ctx, p))
    ) {
      return `player ${p.id} can meet nobody: every opponent is a rematch, forbidden, or has the same absolute colour preference (C1, C3)`;
    }
  }
  if (sorted.length % 2 === 1 && !sorted.some((p) => eligibleForBye(ctx, p))) {
    return 'every player has already had the bye or an unplayed win, so nobody can receive the bye (C2)';
  }
  return 'no round pairing satisfies the absolute criteria (C1 no rematch, C2 bye rules, C3 absolute colour preferences) for all players at once';
}
