import { INITIAL_FEN, type Move } from '@xq/core';
import { checkGame, checkNode } from './game-check';
import type { GameWarning } from './record-start';

/**
 * A move of a game record with what was written around it.
 * @example const n: GameNode = { move: { from: 25, to: 22 }, comments: [], nags: [], variations: [] };
 * @category Records
 */
export interface GameNode {
  /** The move played, legal in the position before it. */
  readonly move: Move;
  /** Comments written before this move (the first move of a line only). */
  readonly before?: readonly string[];
  /** Comments written after the move. */
  readonly comments: readonly string[];
  /** Numeric annotation glyphs (`$1`…). */
  readonly nags: readonly number[];
  /** Alternatives to this move, each a line played from the position before it. */
  readonly variations: readonly (readonly GameNode[])[];
}

/**
 * A game record: tags in their order, the start position, the moves with comments and
 * variations, and the result.
 * (Named `GameRecord`: `@xq/core`'s `Game` is the game under the law that a record replays.)
 * @example
 * const g: GameRecord = { tags: [['Red', 'A']], fen: INITIAL_FEN, comments: [], moves: [], result: '*' };
 * @category Records
 */
export interface GameRecord {
  /** Tag name and value pairs (`Event`, `Red`, `FEN`…) in the order they were written; see {@link gameTag}. */
  readonly tags: readonly (readonly [string, string])[];
  /** FEN of the start position. */
  readonly fen: string;
  /** Comments before the first move. */
  readonly comments: readonly string[];
  /** The main line. */
  readonly moves: readonly GameNode[];
  /** `1-0` (red wins), `0-1`, `1/2-1/2` or `*`. */
  readonly result: string;
  /** Text written after the result (PGN: a site's footer, as XQ Wizard writes it), when any. */
  readonly trailing?: string;
  /** What the reader noticed but did not refuse (a mate diagram), when anything. */
  readonly warnings?: readonly GameWarning[];
}

/**
 * The former name of {@link GameRecord}, kept for one minor version.
 * @deprecated Use {@link GameRecord}: `Game` is also `@xq/core`'s class.
 * @example const g: Game = { tags: [], fen: INITIAL_FEN, comments: [], moves: [], result: '*' };
 * @category Records
 */
export type Game = GameRecord;

/**
 * The value of a tag (case-insensitive name), or `undefined`.
 * @throws TypeError when `game` has no tags array or `name` is not a string.
 * @example gameTag({ tags: [['Red', 'A']], fen: INITIAL_FEN, comments: [], moves: [], result: '*' }, 'red') // 'A'
 * @category Records
 */
export function gameTag(game: Game, name: string): string | undefined {
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
export function mainLine(game: Game): Move[] {
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
): Game {
  if (!Array.isArray(moves)) throw new TypeError('gameOf: moves must be an array of { from, to }');
  if (init === null || typeof init !== 'object') throw new TypeError('gameOf: init must be an object');
  if (init.tags !== undefined && !Array.isArray(init.tags))
    throw new TypeError('gameOf: init.tags must be an array of [name, value]');
  const game: Game = {
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
