// A knockout match of several games in a pairing list: its score so far and its games (4.2.2b).
import type { Game } from '../model';
import { matchScore } from '../pairing';
import { formatPoints, type PrintOptions } from './table';

/** A game's result from its own colours, as the pairing list writes a result. */
const GAME_TEXT = { 'red-win': '1 - 0', 'black-win': '0 - 1', draw: '½ - ½' } as const;

/**
 * The result cell of a row: a match of several games adds its score so far, the row's red first
 * (`1 - 0 (1½ - ½)`, or `(1 - 0)` while it goes on); a single game keeps `result` as it is.
 */
export function matchResultCell(g: Game, result: string, options: PrintOptions): string {
  const score = matchScore(g);
  if (score === undefined || g.games?.length === 0) return result;
  const text = `(${formatPoints(score[0], options)} - ${formatPoints(score[1], options)})`;
  return result === '' ? text : `${result} ${text}`;
}

/** The games of a match of several games, in order ("ván 1: Trắng 3 1 - 0; ván 2: …"), or `undefined`. */
export function matchGamesLine(g: Game, options: PrintOptions): string | undefined {
  if (!Array.isArray(g.games) || g.games.length === 0) return undefined;
  const vi = options.lang === 'vi';
  const text = (x: unknown): string =>
    typeof x === 'object' && x !== null && Object.hasOwn(GAME_TEXT, (x as Game).result)
      ? `${vi ? 'Trắng' : 'red'} ${String((x as Game).red)} ${GAME_TEXT[(x as Game).result as keyof typeof GAME_TEXT]}`
      : '?';
  return g.games.map((x, i) => `${vi ? 'ván' : 'game'} ${i + 1}: ${text(x)}`).join('; ');
}
