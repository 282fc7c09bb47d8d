import { INITIAL_FEN, type Move, Position } from '@xq/core';
import fc from 'fast-check';

/** A position reached by a random playout of up to `maxPlies` legal moves from `fen`. */
export interface Playout {
  readonly position: Position;
  readonly moves: readonly Move[];
}

/** Plays the choices as indices into each position's legal moves until they run out or the game ends. */
export function playout(fen: string, choices: readonly number[]): Playout {
  let pos = (Position.fromFen(fen) as { value: Position }).value;
  const moves: Move[] = [];
  for (const c of choices) {
    const legal = pos.legalMoves();
    if (legal.length === 0) break;
    const m = legal[c % legal.length]!;
    moves.push(m);
    pos = pos.play(m);
  }
  return { position: pos, moves };
}

/** Random legal positions by playout from the start (or `fen`), with the moves that led there. */
export function arbPlayout(maxPlies = 80, fen: string = INITIAL_FEN): fc.Arbitrary<Playout> {
  return fc.array(fc.nat(), { maxLength: maxPlies }).map((choices) => playout(fen, choices));
}

/** Random legal positions (see {@link arbPlayout}). */
export function arbPosition(maxPlies = 80, fen: string = INITIAL_FEN): fc.Arbitrary<Position> {
  return arbPlayout(maxPlies, fen).map((p) => p.position);
}

/** A random legal position together with one of its legal moves (positions with none are skipped). */
export function arbPositionAndMove(maxPlies = 80): fc.Arbitrary<{ position: Position; move: Move }> {
  return fc
    .tuple(arbPosition(maxPlies), fc.nat())
    .filter(([p]) => p.legalMoves().length > 0)
    .map(([position, i]) => {
      const legal = position.legalMoves();
      return { position, move: legal[i % legal.length]! };
    });
}
export * from './bench';
export * from './doc-examples';
export * from './hostile';
export { findRealWorld } from './real-world';
