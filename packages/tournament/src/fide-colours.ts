import { drawFirstWhite, type MatchGame, type MatchOptions } from '@xq/pairing';
import type { Colour, KnockoutMatchGame } from './model';

/**
 * The colour words of `@xq/pairing`: FIDE's `white`/`black`, the vocabulary of the Swiss rules
 * (C.04) and of the TRF it implements. `@xq/pairing` depends on nothing and keeps them; the
 * tournament says `red`/`black` like every other xq package, and this module is the one place
 * where the two vocabularies meet: red is FIDE's white (the side that moves first).
 */
export type FideColour = 'white' | 'black';

/** A result in FIDE's words, as `@xq/pairing`'s knockout matches record a game. */
export type FideGameResult = 'white-win' | 'black-win' | 'draw';

const TO_FIDE: { readonly [C in Colour]: FideColour } = { red: 'white', black: 'black' };
const FROM_FIDE: { readonly [C in FideColour]: Colour } = { white: 'red', black: 'black' };
const RESULT_TO_FIDE: { readonly [R in KnockoutMatchGame['result']]: FideGameResult } = {
  'red-win': 'white-win',
  'black-win': 'black-win',
  draw: 'draw',
};

/** The FIDE word for `colour` (red → white). */
export function toFideColour(colour: Colour): FideColour;
/** The FIDE word for `colour` (red → white), `null` kept. */
export function toFideColour(colour: Colour | null): FideColour | null;
export function toFideColour(colour: Colour | null): FideColour | null {
  return colour === null ? null : TO_FIDE[colour];
}

/** xq's word for the FIDE `colour` (white → red). */
export function fromFideColour(colour: FideColour): Colour {
  return FROM_FIDE[colour];
}

/** The FIDE words for a game's result (red-win → white-win). */
export function toFideResult(result: KnockoutMatchGame['result']): FideGameResult {
  return RESULT_TO_FIDE[result];
}

/** A record of `@xq/pairing` with its `white` field named `red`, the rest as it is. */
export type WithRed<T extends { readonly white: unknown }> = Omit<T, 'white'> & { readonly red: T['white'] };

/**
 * `x` (a pair, a board, a match's next game from `@xq/pairing`) with its `white` field read as
 * `red`: `{ white: 3, black: 8 }` → `{ red: 3, black: 8 }`.
 */
export function fromFide<T extends { readonly white: unknown }>(x: T): WithRed<T> {
  const { white, ...rest } = x;
  return { ...rest, red: white };
}

/** Draws by `lot` which side of a knockout match (`a` or `b`) has red in game 1 (4.2.2). */
export function drawFirstRed(lot: number): 'a' | 'b' {
  return drawFirstWhite(lot);
}

/**
 * The games of a knockout match in `@xq/pairing`'s words (`matchState`'s games and options),
 * side `a` being the player `first` who had red in game 1, `seed` the match's lot.
 */
export function toFideMatch(
  games: readonly KnockoutMatchGame[],
  first: number,
  seed: number,
): { readonly games: readonly MatchGame[]; readonly options: MatchOptions } {
  return {
    games: games.map((x) => ({ white: x.red === first ? 'a' : 'b', result: toFideResult(x.result) })),
    options: { firstWhite: 'a', seed },
  };
}
