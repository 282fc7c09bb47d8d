// The game record: the model the readers produce and the writers take (types only; the
// checks and helpers over it live above it, in game-check.ts and game-ops.ts).
import type { Move } from '@xq/core';
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
