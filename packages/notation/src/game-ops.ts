// Reading and building game records: a tag's value, the main line, a game of plain moves.
import { INITIAL_FEN, type Move } from '@xq/core';
import type { GameRecord } from './game';
import { checkGame, checkNode } from './game-check';

/**
 * The value of a tag (case-insensitive name), or `undefined`.
 * @throws TypeError when `game` has no tags array or `name` is not a string.
 * @example gameTag({ tags: [['Red', 'A']], fen: INITIAL_FEN, comments: [], moves: [], result: '*' }, 'red') // 'A'
 * @category Records
 */
export function gameTag(game: GameRecord, name: string): string | undefined {
  if (game === null || typeof game !== 'object' || !Array.isArray(game.tags))
    throw new TypeError('gameTag: expected a game with a tags array');
  if (typeof name !== 'string')
    throw new TypeError(`gameTag: a tag name must be a string, not ${typeof name}`);
  const lower = name.toLowerCase();
  return game.tags.find(([k]) => k.toLowerCase() === lower)?.[1];
}

/**
 * The main line's moves.
 * @throws TypeError when `game` has no moves array or a node is not an object.
 * @example mainLine({ tags: [], fen: INITIAL_FEN, comments: [], moves: [], result: '*' }) // []
 * @category Records
 */
export function mainLine(game: GameRecord): Move[] {
  if (game === null || typeof game !== 'object' || !Array.isArray(game.moves))
    throw new TypeError('mainLine: expected a game with a moves array');
  return Array.from(game.moves, (n, i) => {
    if (n === null || typeof n !== 'object') throw new TypeError(`mainLine: move ${i + 1} is not a node`);
    return n.move;
  });
}

/**
 * A game of plain moves with tags, for writers (the moves are checked by the writers).
 * @throws TypeError when `moves` is not an array of `{ from, to }` squares or `init` has a field
 *   of the wrong type; RangeError for a result other than `1-0`, `0-1`, `1/2-1/2`, `*`.
 * @example gameOf([{ from: 25, to: 22 }]).moves.length // 1
 * @category Records
 */
export function gameOf(
  moves: readonly Move[],
  init: {
    readonly tags?: readonly (readonly [string, string])[];
    readonly fen?: string;
    readonly result?: string;
  } = {},
): GameRecord {
  if (!Array.isArray(moves)) throw new TypeError('gameOf: moves must be an array of { from, to }');
  if (init === null || typeof init !== 'object') throw new TypeError('gameOf: init must be an object');
  if (init.tags !== undefined && !Array.isArray(init.tags))
    throw new TypeError('gameOf: init.tags must be an array of [name, value]');
  const game: GameRecord = {
    tags:
      init.tags === undefined
        ? []
        : Array.from(init.tags, (t) => (Array.isArray(t) ? ([t[0], t[1]] as const) : t)),
    fen: init.fen ?? INITIAL_FEN,
    comments: [],
    moves: Array.from(moves, (move) => ({ move, comments: [], nags: [], variations: [] })),
    result: init.result ?? '*',
  };
  checkGame(game, 'gameOf');
  for (const node of game.moves) checkNode(node, 'gameOf');
  return game;
}
