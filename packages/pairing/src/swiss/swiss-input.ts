/**
 * The neutral input of the Swiss engines: each player's past rounds, who is absent, the
 * scoring, the number of rounds and the initial colour. Independent of any file format.
 */

import { badRange, badType, shown } from '../bad-input';
import type { Result } from '../result';

/** Colours of a Swiss game: `white` moves first (red in Xiangqi). @category Swiss */
export const SWISS_COLOURS = ['white', 'black'] as const;
/** A Swiss colour. */
export type SwissColour = SwissInput['initialColour'];

/** Outcomes of one round for one player. @category Swiss */
export const SWISS_OUTCOMES = ['win', 'draw', 'loss'] as const;
/** A round outcome. */
export type SwissOutcome = SwissRound['outcome'];

/**
 * One past round of a player.
 *
 * - a played game: `opponent` > 0, `colour` set, `played: true`, `paired: true`;
 * - a forfeit: `opponent` > 0, `played: false`, `paired: true` (it does not count for colours
 *   and the two may meet again);
 * - the pairing-allocated bye: `opponent: 0`, `paired: true`, outcome `win`;
 * - a requested bye or an absence (half-point, full-point, zero-point): `opponent: 0`,
 *   `paired: false`.
 * @category Swiss
 */
export interface SwissRound {
  /** Opponent's id; 0 when there is none. */
  readonly opponent: number;
  /** Colour of a played or forfeited game; `null` without an opponent. */
  readonly colour: 'white' | 'black' | null;
  /** The player's outcome (points follow the scoring). */
  readonly outcome: 'win' | 'draw' | 'loss';
  /** The game was played over the board (false for forfeits, byes, absences). */
  readonly played: boolean;
  /** The player was paired (a game, a forfeit, or the pairing-allocated bye). */
  readonly paired: boolean;
}

/**
 * A player as the Swiss engines see him: start (pairing) number, past rounds, and whether he
 * is left out of the round being paired (withdrawn, or a bye granted beforehand).
 * @category Swiss
 */
export interface SwissPlayer {
  /** Start (pairing) number: ranks players of equal score and decides colours. */
  readonly id: number;
  /** One entry per completed round. */
  readonly rounds: readonly SwissRound[];
  /** Left out of the round being paired (withdrawn, absent, or a bye granted beforehand). */
  readonly absent?: boolean;
  /**
   * Points added to the score for pairing, per round index (index r: the score after r rounds):
   * an acceleration's virtual points, or a TRF-2026 `299` bonus or penalty (which may be
   * negative).
   */
  readonly acceleration?: readonly number[];
  /**
   * Real points added to (or taken from) the score by the arbiter (TRF-2026 `299`), in total
   * over the rounds played: they count in the published board order ({@link publicationOrder});
   * for the pairing itself they are part of `acceleration`.
   */
  readonly adjustment?: number;
}

/**
 * Points of each outcome. The FIDE default is win 1, draw ½, loss 0, pairing-allocated bye 1.
 * @category Swiss
 */
export interface SwissScoring {
  /** Points of a win (also of a forfeit win and of a full-point bye). */
  readonly win: number;
  /** Points of a draw (also of a half-point bye). */
  readonly draw: number;
  /** Points of a lost game. */
  readonly loss: number;
  /** Points of the pairing-allocated bye. */
  readonly pairingBye: number;
  /** Points of a round not paired (zero-point bye, absence). */
  readonly zeroBye: number;
  /** Points of a forfeit loss. */
  readonly forfeitLoss: number;
}

/** Win 1, draw ½, loss 0, pairing-allocated bye 1 (the default scoring). */
export const FIDE_SCORING: SwissScoring = {
  win: 1,
  draw: 0.5,
  loss: 0,
  pairingBye: 1,
  zeroBye: 0,
  forfeitLoss: 0,
};

/**
 * Everything needed to pair the next round.
 * @category Swiss
 */
export interface SwissInput {
  /** All players, present or not. */
  readonly players: readonly SwissPlayer[];
  /** Rounds already completed (the round paired is `playedRounds + 1`). */
  readonly playedRounds: number;
  /** Rounds of the tournament (the last round relaxes C3 for topscorers). */
  readonly totalRounds: number;
  /**
   * Colour of TPN 1 in round 1 (FIDE: drawn by lot): the first player by id who takes part in
   * round 1. Later boards alternate from it (C.04.3 Art. 5.2.5).
   */
  readonly initialColour: 'white' | 'black';
  /**
   * Points per outcome; when absent, FIDE's: win 1, draw ½, loss 0, pairing-allocated bye 1,
   * zero-point bye 0, forfeit loss 0.
   */
  readonly scoring?: SwissScoring;
  /** Pairs (by id) that must not meet (e.g. same club), besides the rematches. */
  readonly forbiddenPairs?: readonly (readonly [number, number])[];
}

/**
 * One board: `white` and `black` are start numbers.
 * @category Swiss
 */
export interface SwissBoard {
  /** Id of the player with white (red, moves first). */
  readonly white: number;
  /** Id of the player with black. */
  readonly black: number;
}

/**
 * A round's pairing: boards in order (highest scores first) and the player given the
 * pairing-allocated bye, if any.
 * @category Swiss
 */
export interface SwissPairing {
  /** The boards, highest scores first. */
  readonly boards: readonly SwissBoard[];
  /** Id of the player given the pairing-allocated bye, or `null`. */
  readonly bye: number | null;
}

/** Error codes of the Swiss engines. @category Swiss */
export const SWISS_ERROR_CODES = ['PAIRING_IMPOSSIBLE', 'PAIRING_BAD_INPUT'] as const;
/** A Swiss error code. */
export type SwissErrorCode = (typeof SWISS_ERROR_CODES)[number];

/**
 * Why no pairing was produced.
 * @category Swiss
 */
export interface SwissError {
  /** `PAIRING_IMPOSSIBLE` (no pairing satisfies the absolute criteria) or `PAIRING_BAD_INPUT`. */
  readonly code: (typeof SWISS_ERROR_CODES)[number];
  /** The reason, for people. */
  readonly message: string;
}

/** Result of a Swiss pairing: the pairing, or why none exists. @category Swiss */
export type SwissResult = Result<SwissPairing, SwissError>;

/** The six fields every {@link SwissScoring} gives (a missing one would be read as NaN). */
const SCORING_KEYS = ['win', 'draw', 'loss', 'pairingBye', 'zeroBye', 'forfeitLoss'] as const;
/** The most points one outcome may be worth (the engines count scores in tenths, as safe integers). */
const MAX_POINTS = 1000;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** What is not of the JS type a {@link SwissInput} needs (objects, arrays, values), if anything. */
function shapeProblem(input: unknown): string | undefined {
  if (!isObject(input)) return 'input must be an object';
  if (!Array.isArray(input.players)) return 'players must be an array';
  for (const [i, p] of (input.players as unknown[]).entries()) {
    if (!isObject(p)) return `players[${i}] must be an object`;
    if (!Array.isArray(p.rounds)) return `players[${i}].rounds must be an array`;
    if (p.acceleration !== undefined && !Array.isArray(p.acceleration))
      return `players[${i}].acceleration must be an array`;
    for (const [r, x] of (p.rounds as unknown[]).entries()) {
      if (!isObject(x)) return `players[${i}].rounds[${r}] must be an object`;
      if (!(SWISS_OUTCOMES as readonly unknown[]).includes(x.outcome))
        return `players[${i}].rounds[${r}].outcome must be one of ${SWISS_OUTCOMES.join(', ')}`;
      if (x.colour !== null && !(SWISS_COLOURS as readonly unknown[]).includes(x.colour))
        return `players[${i}].rounds[${r}].colour must be white, black or null`;
      if (typeof x.played !== 'boolean' || typeof x.paired !== 'boolean')
        return `players[${i}].rounds[${r}]: played and paired must be booleans`;
    }
  }
  if (!(SWISS_COLOURS as readonly unknown[]).includes(input.initialColour))
    return 'initialColour must be white or black';
  if (input.scoring !== undefined && !isObject(input.scoring)) return 'scoring must be an object';
  const fp = input.forbiddenPairs;
  if (fp === undefined) return undefined;
  if (!Array.isArray(fp)) return 'forbiddenPairs must be an array of pairs of ids';
  // an index loop: `every` would skip the holes of a sparse array
  for (let k = 0; k < fp.length; k++) {
    const x: unknown = fp[k];
    if (!Array.isArray(x) || x.length !== 2 || !Number.isSafeInteger(x[0]) || !Number.isSafeInteger(x[1]))
      return `forbiddenPairs[${k}] must be a pair of ids`;
  }
  return undefined;
}

/**
 * Checks the structural soundness of a {@link SwissInput}: unique positive ids, rounds of the
 * right length, opponents that exist and answer each other with opposite colours, finite
 * non-negative points. Returns an error message or `undefined`.
 *
 */
export function checkSwissInput(input: SwissInput): string | undefined {
  const shape = shapeProblem(input);
  if (shape !== undefined) return shape;
  if (!Number.isInteger(input.playedRounds) || input.playedRounds < 0)
    return 'playedRounds must be a natural number';
  if (!Number.isInteger(input.totalRounds) || input.totalRounds < 1) return 'totalRounds must be positive';
  if (input.playedRounds >= input.totalRounds) return 'all rounds have been played';
  const ids = new Set<number>();
  for (const p of input.players) {
    if (!Number.isInteger(p.id) || p.id < 1) return `bad player id ${shown(p.id)}`;
    if (ids.has(p.id)) return `player id ${shown(p.id)} repeated`;
    ids.add(p.id);
    if (p.rounds.length !== input.playedRounds)
      return `player ${shown(p.id)} has ${p.rounds.length} rounds, expected ${input.playedRounds}`;
  }
  const byId = new Map(input.players.map((p) => [p.id, p] as const));
  for (const p of input.players) {
    // an index loop: `every` would skip the holes of a sparse array
    for (let r = 0; r < (p.acceleration?.length ?? 0); r++)
      if (!Number.isFinite(p.acceleration![r])) return `player ${shown(p.id)}: bad acceleration`;
    if (p.adjustment !== undefined && !Number.isFinite(p.adjustment))
      return `player ${shown(p.id)}: bad adjustment`;
    if (p.absent !== undefined && typeof p.absent !== 'boolean')
      return `player ${shown(p.id)}: absent must be true or false, not ${shown(p.absent)}`;
    for (const [i, r] of p.rounds.entries()) {
      if (
        !Number.isInteger(r.opponent) ||
        (r.opponent !== 0 && (!ids.has(r.opponent) || r.opponent === p.id))
      ) {
        return `player ${shown(p.id)}: bad opponent ${shown(r.opponent)}`;
      }
      if (r.played && (r.opponent === 0 || r.colour === null))
        return `player ${shown(p.id)}: a played game needs an opponent and a colour`;
      if (r.opponent === 0) continue;
      const back = byId.get(r.opponent)!.rounds[i]!;
      if (back.opponent !== p.id || back.played !== r.played || (r.played && back.colour === r.colour)) {
        return `round ${i + 1}: players ${shown(p.id)} and ${shown(r.opponent)} disagree about their game`;
      }
    }
  }
  const s = input.scoring;
  if (s !== undefined) {
    for (const key of SCORING_KEYS) {
      const x = (s as unknown as Record<string, unknown>)[key];
      if (typeof x !== 'number' || !Number.isFinite(x) || x < 0 || x > MAX_POINTS)
        return `scoring.${key} must be a number in 0..${MAX_POINTS}, got ${shown(x)}`;
    }
  }
  return undefined;
}

/**
 * Throws when `input` is not a sound {@link SwissInput} (see {@link checkSwissInput}): a
 * TypeError for a value of the wrong shape, else a RangeError, both with the code
 * `PAIRING_BAD_INPUT` and a message that starts with `fn`. For the engines whose answer is not a
 * `Result`. @internal
 */
export function requireSwissInput(fn: string, input: unknown): asserts input is SwissInput {
  const shape = shapeProblem(input);
  if (shape !== undefined) throw badType(`${fn}: ${shape}`);
  const problem = checkSwissInput(input as SwissInput);
  if (problem !== undefined) throw badRange(`${fn}: ${problem}`);
}

/**
 * What is wrong with `pairing` as a pairing of `input`'s players, or `undefined`: an object with
 * `boards` of `{ white, black }` and a `bye` (an id or `null`), every id a player of `input`,
 * none seated twice. `input` is a sound input. @internal
 */
export function pairingProblem(pairing: unknown, input: SwissInput): string | undefined {
  if (!isObject(pairing) || !Array.isArray(pairing.boards)) return 'pairing must be { boards, bye }';
  const ids = new Set(input.players.map((p) => p.id));
  const seated = new Set<number>();
  const seat = (id: unknown, field: string): string | undefined => {
    if (typeof id !== 'number' || !ids.has(id)) return `${field}: no player ${shown(id)}`;
    if (seated.has(id)) return `${field}: player ${id} is paired twice`;
    seated.add(id);
    return undefined;
  };
  for (const [i, b] of (pairing.boards as unknown[]).entries()) {
    if (!isObject(b)) return `boards[${i}] must be { white, black }`;
    const problem = seat(b.white, `boards[${i}].white`) ?? seat(b.black, `boards[${i}].black`);
    if (problem !== undefined) return problem;
  }
  return pairing.bye === null ? undefined : seat(pairing.bye, 'bye');
}
