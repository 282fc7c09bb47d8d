/**
 * The neutral input of the Swiss engines: each player's past rounds, who is absent, the
 * scoring, the number of rounds and the initial colour. Independent of any file format.
 */

/** Colours of a Swiss game: `white` moves first (red in Xiangqi). @category Swiss */
export const SWISS_COLOURS = ['white', 'black'] as const;
/** A Swiss colour. @category Swiss */
export type SwissColour = (typeof SWISS_COLOURS)[number];

/** Outcomes of one round for one player. @category Swiss */
export const SWISS_OUTCOMES = ['win', 'draw', 'loss'] as const;
/** A round outcome. @category Swiss */
export type SwissOutcome = (typeof SWISS_OUTCOMES)[number];

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
  readonly opponent: number;
  readonly colour: SwissColour | null;
  readonly outcome: SwissOutcome;
  readonly played: boolean;
  readonly paired: boolean;
}

/**
 * A player as the Swiss engines see him: start (pairing) number, past rounds, and whether he
 * is left out of the round being paired (withdrawn, or a bye granted beforehand).
 * @category Swiss
 */
export interface SwissPlayer {
  readonly id: number;
  readonly rounds: readonly SwissRound[];
  readonly absent?: boolean;
  /** Virtual points added to the score for pairing, per round index (acceleration). */
  readonly acceleration?: readonly number[];
}

/**
 * Points of each outcome. The FIDE default is win 1, draw ½, loss 0, pairing-allocated bye 1.
 * @category Swiss
 */
export interface SwissScoring {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly pairingBye: number;
  readonly zeroBye: number;
  readonly forfeitLoss: number;
}

/** Win 1, draw ½, loss 0, pairing-allocated bye 1. @category Swiss */
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
  readonly players: readonly SwissPlayer[];
  /** Rounds already completed (the round paired is `playedRounds + 1`). */
  readonly playedRounds: number;
  readonly totalRounds: number;
  /** Colour of the top seed in round 1 (FIDE: drawn by lot). */
  readonly initialColour: SwissColour;
  readonly scoring?: SwissScoring;
  /** Pairs (by id) that must not meet (e.g. same club), besides the rematches. */
  readonly forbiddenPairs?: readonly (readonly [number, number])[];
}

/**
 * One board: `white` and `black` are start numbers.
 * @category Swiss
 */
export interface SwissBoard {
  readonly white: number;
  readonly black: number;
}

/**
 * A round's pairing: boards in order (highest scores first) and the player given the
 * pairing-allocated bye, if any.
 * @category Swiss
 */
export interface SwissPairing {
  readonly boards: readonly SwissBoard[];
  readonly bye: number | null;
}

/** Error codes of the Swiss engines. @category Swiss */
export const SWISS_ERROR_CODES = ['PAIRING_IMPOSSIBLE', 'PAIRING_BAD_INPUT'] as const;
/** A Swiss error code. @category Swiss */
export type SwissErrorCode = (typeof SWISS_ERROR_CODES)[number];

/**
 * Why no pairing was produced.
 * @category Swiss
 */
export interface SwissError {
  readonly code: SwissErrorCode;
  readonly message: string;
}

/** Result of a Swiss pairing: the pairing, or why none exists. @category Swiss */
export type SwissResult =
  | { readonly ok: true; readonly value: SwissPairing }
  | { readonly ok: false; readonly error: SwissError };

/**
 * Checks the structural soundness of a {@link SwissInput}: unique positive ids, rounds of the
 * right length, opponents that exist. Returns an error message or `undefined`.
 *
 * @example
 * ```ts
 * import { checkSwissInput } from '@xq/pairing';
 * console.log(checkSwissInput({ players: [{ id: 1, rounds: [] }], playedRounds: 0, totalRounds: 5, initialColour: 'white' })); // undefined
 * ```
 * @category Swiss
 */
export function checkSwissInput(input: SwissInput): string | undefined {
  if (!Number.isInteger(input.playedRounds) || input.playedRounds < 0)
    return 'playedRounds must be a natural number';
  if (!Number.isInteger(input.totalRounds) || input.totalRounds < 1) return 'totalRounds must be positive';
  if (input.playedRounds >= input.totalRounds) return 'all rounds have been played';
  const ids = new Set<number>();
  for (const p of input.players) {
    if (!Number.isInteger(p.id) || p.id < 1) return `bad player id ${p.id}`;
    if (ids.has(p.id)) return `player id ${p.id} repeated`;
    ids.add(p.id);
    if (p.rounds.length !== input.playedRounds)
      return `player ${p.id} has ${p.rounds.length} rounds, expected ${input.playedRounds}`;
  }
  for (const p of input.players) {
    for (const r of p.rounds) {
      if (r.opponent !== 0 && (!ids.has(r.opponent) || r.opponent === p.id))
        return `player ${p.id}: bad opponent ${r.opponent}`;
      if (r.played && (r.opponent === 0 || r.colour === null))
        return `player ${p.id}: a played game needs an opponent and a colour`;
    }
  }
  return undefined;
}
