// The legal part of a record a reader refused at a move: what it read before that move (tags,
// start, comments, the main line up to the refused move), handed back on the error so that a
// collection can keep it, marked, as it keeps a PGN record's.
import type { GameNode, GameRecord } from './game';

/**
 * Sets `legal` on a reader's error, not enumerable (as a PGN error's `moves`: not in JSON, not
 * compared by `toEqual`): the record read up to the refused move at 1-based `ply`, its main line
 * cut before that ply.
 * @internal
 */
export function withLegalPart<E extends object>(
  error: E,
  read: {
    tags: readonly (readonly [string, string])[];
    fen: string;
    comments: readonly string[];
    result: string;
  },
  main: readonly GameNode[],
  ply: number,
): E {
  const legal: GameRecord = {
    tags: read.tags,
    fen: read.fen,
    comments: read.comments,
    moves: main.slice(0, Math.max(0, ply - 1)),
    result: read.result,
  };
  Object.defineProperty(error, 'legal', { value: legal, enumerable: false });
  return error;
}
