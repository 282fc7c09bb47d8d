/**
 * The players as the Dutch engine sees them (C.04.3, 2026), and the round being paired: scores
 * with acceleration now and one or two rounds back, floats, eligibility for the
 * pairing-allocated bye, and the absolute criteria C1–C3 between two players.
 */

import { FIDE_SCORING, type SwissInput } from '../swiss-input';
import {
  BLACK,
  type Colour,
  type ColourState,
  colourState,
  NONE,
  roundPoints,
  tenths,
  WHITE,
} from '../swiss-primitives';

/** One past round of a player, by player index. */
export interface DutchMatch {
  /** Opponent's index, or the player's own index without an opponent. */
  readonly opponent: number;
  /** Colour of a played game, else `NONE`. */
  readonly colour: Colour;
  /** The game was played over the board. */
  readonly played: boolean;
  /** Points of the round, in tenths. */
  readonly points: number;
}

// The float of a player in a past round (C.04.3 Art. 1.4):
/** A downfloat: paired with a lower score, or an unplayed round worth more than a loss. */
export const FLOAT_DOWN = 0;
/** An upfloat: paired with a higher score. */
export const FLOAT_UP = 1;
/** No float. */
export const FLOAT_NONE = 2;
export type Float = typeof FLOAT_DOWN | typeof FLOAT_UP | typeof FLOAT_NONE;

/** A player, with what the criteria read of him: his colour state (Art. 1) and the rest. */
export interface DutchPlayer extends ColourState {
  /** Position in the list sorted by id (by pairing number), over all players. */
  readonly index: number;
  /** The player's id (start number). */
  readonly id: number;
  /**
   * Parity source for the last colour rule (Art. 5.2.5): rank by pairing number among the players
   * who have entered the tournament (present now, or paired in a past round); -1 for the others.
   */
  readonly tpnRank: number;
  readonly matches: readonly DutchMatch[];
  /**
   * Score in tenths now, one and two rounds back (with acceleration), where those rounds exist;
   * further back with a larger `depth` (see {@link dutchRound}).
   */
  readonly scores: readonly number[];
  /** Float one and two rounds back (index 1 and 2), where those rounds exist (index 0: none). */
  readonly floats: readonly Float[];
  /** Score in tenths without acceleration (board order). */
  readonly base: number;
  /** May receive the pairing-allocated bye (C2): no unplayed round worth a win's points yet. */
  readonly byeEligible: boolean;
  readonly present: boolean;
}

/** The round being paired: the players and the points of the scoring, in tenths. */
export interface DutchRound {
  readonly players: readonly DutchPlayer[];
  readonly playedRounds: number;
  readonly totalRounds: number;
  /** Colour of the first player by TPN in round 1 (the initial colour, drawn by lot). */
  readonly initialColour: Colour;
  readonly win: number;
  readonly draw: number;
  /** Pairs that must not meet (C1: rematches and forbidden pairs), by index. */
  readonly forbidden: readonly Set<number>[];
  /** The topscorer threshold of C3 (more than half of the maximum score), in tenths. */
  readonly topscoreThreshold: number;
}

/**
 * Builds the round from a checked input. `depth` is how many rounds back the scores and floats
 * are kept: the criteria read two (C14–C21); the checklist reads them all.
 */
export function dutchRound(input: SwissInput, depth = 2): DutchRound {
  const scoring = input.scoring ?? FIDE_SCORING;
  const win = tenths(scoring.win);
  const draw = tenths(scoring.draw);
  const loss = tenths(scoring.loss);
  const byId = [...input.players].sort((x, y) => x.id - y.id);
  const indexOf = new Map(byId.map((p, i) => [p.id, i] as const));
  const played = input.playedRounds;
  const matchesOf = byId.map((sp, index) =>
    sp.rounds.map(
      (r): DutchMatch => ({
        opponent: r.opponent === 0 ? index : indexOf.get(r.opponent)!,
        colour: r.played ? (r.colour === 'white' ? WHITE : BLACK) : NONE,
        played: r.played,
        points: tenths(roundPoints(scoring, r)),
      }),
    ),
  );
  const bases = matchesOf.map((ms) => ms.reduce((s, m) => s + m.points, 0));
  // score `back` rounds ago, with the acceleration of that round
  const scoreBack = (i: number, back: number): number => {
    let s = bases[i]!;
    let r = played;
    for (let k = back; k > 0; k--) {
      r--;
      s -= matchesOf[i]![r]!.points;
    }
    return s + tenths(byId[i]!.acceleration?.[r] ?? 0);
  };
  const kept = Math.min(depth, played);
  const scores = byId.map((_, i) => Array.from({ length: kept + 1 }, (_, b) => scoreBack(i, b)));
  const floatBack = (i: number, back: number): Float => {
    const m = matchesOf[i]![played - back]!;
    if (!m.played) return m.points > loss ? FLOAT_DOWN : FLOAT_NONE;
    const mine = scores[i]![back]!;
    const theirs = scores[m.opponent]![back]!;
    return mine > theirs ? FLOAT_DOWN : mine < theirs ? FLOAT_UP : FLOAT_NONE;
  };
  let entered = 0;
  const players = byId.map((sp, index): DutchPlayer => {
    const floats: Float[] = [FLOAT_NONE];
    for (let b = 1; b <= kept; b++) floats.push(floatBack(index, b));
    const hasEntered = !sp.absent || sp.rounds.some((r) => r.paired);
    return {
      index,
      id: sp.id,
      tpnRank: hasEntered ? entered++ : -1,
      matches: matchesOf[index]!,
      scores: scores[index]!,
      floats,
      base: bases[index]!,
      byeEligible: matchesOf[index]!.every((m) => m.played || m.points < win),
      ...colourState(sp.rounds),
      present: !sp.absent,
    };
  });
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
  return {
    players,
    playedRounds: played,
    totalRounds: input.totalRounds,
    initialColour: input.initialColour === 'white' ? WHITE : BLACK,
    win,
    draw,
    forbidden,
    topscoreThreshold: (played * Math.max(win, draw)) >> 1,
  };
}

/** The player's score (tenths, with acceleration) for this round's pairing. */
export const score = (p: DutchPlayer): number => p.scores[0]!;

/**
 * The absolute criteria between two players: C1 (no rematch, no forbidden pair) and C3 (two
 * players with the same absolute colour preference do not meet, unless one is a topscorer in
 * the last round).
 */
export function compatible(round: DutchRound, a: DutchPlayer, b: DutchPlayer): boolean {
  return !round.forbidden[a.index]!.has(b.index) && coloursAllow(round, a, b);
}

/** C3 alone: the two players' absolute colour preferences allow them to meet. */
function coloursAllow(round: DutchRound, a: DutchPlayer, b: DutchPlayer): boolean {
  return (
    !a.absolute ||
    !b.absolute ||
    a.preference !== b.preference ||
    (round.playedRounds >= round.totalRounds - 1 &&
      (score(a) > round.topscoreThreshold || score(b) > round.topscoreThreshold))
  );
}

/**
 * {@link compatible} for one player against many (a row of the whole-field matching): the
 * players he may not meet are marked once per row, so that each test reads an array instead of
 * a set. `compatible(a, b)` answers `compatible(round, a, b)` for the `b` of the last
 * {@link CompatibleRow.select}.
 */
export class CompatibleRow {
  private readonly round: DutchRound;
  /** barredBy[b]: the players a whose C1 list holds b (`round.forbidden[a]` has b). */
  private readonly barredBy: number[][];
  private readonly mark: Int32Array;
  private row = 0;
  constructor(round: DutchRound) {
    this.round = round;
    const n = round.players.length;
    this.barredBy = Array.from({ length: n }, () => []);
    round.forbidden.forEach((set, a) => {
      for (const b of set) this.barredBy[b]?.push(a);
    });
    this.mark = new Int32Array(n);
  }
  /** Starts a row: the later calls test players against `b`. */
  select(b: DutchPlayer): void {
    this.row++;
    for (const a of this.barredBy[b.index]!) this.mark[a] = this.row;
  }
  /** `compatible(round, a, b)`, b the player of the last {@link select}. */
  compatible(a: DutchPlayer, b: DutchPlayer): boolean {
    return this.mark[a.index] !== this.row && coloursAllow(this.round, a, b);
  }
}
