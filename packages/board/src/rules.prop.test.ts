import { type Move, Position } from '@xq/core';
import { arbHostile, arbPositionAndMove } from '@xq/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFen } from './rules';

// Core's Position (its fast FEN path, its keyless board) is the oracle of the board's reader on
// core's low-level Board: the same points, side, legal moves, check and FEN after each move.
// Legal moves are compared as sets: the generation order follows each board's piece list.
const sorted = (moves: readonly Move[]) => moves.map((m) => m.from * 90 + m.to).sort((a, b) => a - b);
describe('readFen', () => {
  it('agrees with core’s Position on positions reached by legal moves', () => {
    fc.assert(
      fc.property(arbPositionAndMove(60), ({ position, move }) => {
        const read = readFen(position.fen());
        expect(read.ok).toBe(true);
        if (!read.ok) return;
        const shown = read.value;
        expect(shown.fen()).toBe(position.fen());
        expect(shown.turn).toBe(position.turn);
        expect(shown.board).toEqual(position.board);
        expect(sorted(shown.legalMoves())).toEqual(sorted(position.legalMoves()));
        expect(sorted(shown.legalMovesFrom(move.from))).toEqual(sorted(position.legalMovesFrom(move.from)));
        expect(shown.isCheck()).toBe(position.isCheck());
        expect(shown.king(shown.turn)).toBe(position.king(position.turn));
        const after = shown.play(move);
        expect(after.fen()).toBe(position.play(move).fen());
        expect(after.isCheck()).toBe(position.play(move).isCheck());
      }),
    );
  });

  it('never throws, whatever it is given, and reads back what it writes', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.stringMatching(/^([1-9kabnrcpKABNRCP]{1,9}\/){9}[1-9kabnrcpKABNRCP]{1,9}( [wb])?$/),
    );
    fc.assert(
      fc.property(fc.oneof(text, arbHostile(), fc.anything()), (fen) => {
        const read = readFen(fen as string);
        if (!read.ok) {
          expect(typeof read.error.message).toBe('string');
          return;
        }
        const again = readFen(read.value.fen());
        expect(again.ok && again.value.fen()).toBe(read.value.fen());
        // Whatever core's strict Position accepts, the board shows.
        if (Position.fromFen(fen as string).ok) expect(read.ok).toBe(true);
      }),
    );
  });
});
