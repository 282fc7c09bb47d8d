/**
 * What every Swiss system reads of a player's past rounds: the points of each round and the
 * colour state (colour difference, the colour repeated in the last two games, the colour
 * preference and its strength). Shared by the Dutch system and the by-lot system; internal to
 * the package. The terms are those of FIDE C.04.3 (2026), Article 1 (colour difference and colour
 * preferences) and Article 5.
 */

import type { SwissRound, SwissScoring } from './swiss-input';

/** A colour as the engines compute with it: white (moves first, red in Xiangqi), black, or none. */
export type Colour = 0 | 1 | 2;
/** White: the side that moves first (red in Xiangqi). */
export const WHITE = 0;
/** Black. */
export const BLACK = 1;
/** No colour (no preference, no game, no repeated colour). */
export const NONE = 2;
/** The other colour; `NONE` stays `NONE`. */
export const invert = (c: Colour): Colour => (c === WHITE ? BLACK : c === BLACK ? WHITE : NONE);

/** Points in tenths, so that ½-point steps and sums of them are exact integers. */
export const tenths = (x: number): number => Math.round(x * 10);

/**
 * Points one round earned under `scoring` (in points, not tenths): a game or a forfeit by its
 * outcome, the pairing-allocated bye its own value, a round not paired (a requested bye or an
 * absence) the points of its outcome with a loss worth the zero-point bye.
 */
export function roundPoints(scoring: SwissScoring, r: SwissRound): number {
  if (r.outcome === 'win') return r.paired && r.opponent === 0 ? scoring.pairingBye : scoring.win;
  if (r.outcome === 'draw') return scoring.draw;
  if (!r.paired) return scoring.zeroBye;
  return r.played ? scoring.loss : scoring.forfeitLoss;
}

/**
 * A player's colour state after the games he played (byes and forfeits do not count), C.04.3
 * Art. 1: the colour difference, the colour preference and its strength.
 */
export interface ColourState {
  /** Games played. */
  readonly playedGames: number;
  /** Colour difference: games with white − games with black. */
  readonly difference: number;
  /** |difference|. */
  readonly imbalance: number;
  /** Colour of the last game played, or `NONE`. */
  readonly lastColour: Colour;
  /** The colour of the last two games played when they had the same colour, else `NONE`. */
  readonly repeated: Colour;
  /** The colour preferred: absolute, strong or mild; `NONE` before any game. */
  readonly preference: Colour;
  /** Absolute preference: difference beyond ±1, or the same colour in the last two games. */
  readonly absolute: boolean;
  /** Absolute because of the difference alone (beyond ±1). */
  readonly absoluteImbalance: boolean;
  /** Strong preference: difference ±1 without an absolute preference. */
  readonly strong: boolean;
}

/** The colour state after `rounds` (C.04.3 Art. 1, colour differences and preferences). */
export function colourState(rounds: readonly SwissRound[]): ColourState {
  let whites = 0;
  let blacks = 0;
  let consecutive = 0;
  let last: Colour = NONE;
  for (const r of rounds) {
    if (!r.played) continue;
    const c: Colour = r.colour === 'white' ? WHITE : BLACK;
    if (c === WHITE) whites++;
    else blacks++;
    consecutive = consecutive === 0 || c !== last ? 1 : consecutive + 1;
    last = c;
  }
  const lowerColour: Colour = whites > blacks ? BLACK : WHITE;
  const imbalance = Math.abs(whites - blacks);
  const preference: Colour =
    imbalance > 1
      ? lowerColour
      : consecutive > 1
        ? invert(last)
        : imbalance > 0
          ? lowerColour
          : consecutive > 0
            ? invert(last)
            : NONE;
  const repeated: Colour = consecutive > 1 ? last : NONE;
  const absoluteImbalance = imbalance > 1;
  const absolute = absoluteImbalance || repeated !== NONE;
  return {
    playedGames: whites + blacks,
    difference: whites - blacks,
    imbalance,
    lastColour: last,
    repeated,
    preference,
    absolute,
    absoluteImbalance,
    strong: !absolute && imbalance > 0,
  };
}
