import { formatFen, type Move, type Piece, Position, ROLES } from '@xq/core';
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

  it('plays every legal move of any placement it takes (a diagram core’s Position may refuse), reading back each', () => {
    const piece = fc.record({
      color: fc.constantFrom('red', 'black'),
      role: fc.constantFrom(...ROLES.slice(1)),
    });
    const placement = fc.record({
      // About nine pieces beside the kings, so that most placements are taken.
      points: fc.array(
        fc.oneof(
          { arbitrary: fc.constant(undefined), weight: 9 },
          { arbitrary: piece as fc.Arbitrary<Piece>, weight: 1 },
        ),
        {
          minLength: 90,
          maxLength: 90,
        },
      ),
      // Each king on a point of its palace (files d–f; ranks 0–2, 7–9).
      kings: fc.tuple(
        fc.constantFrom(3, 4, 5, 12, 13, 14, 21, 22, 23),
        fc.constantFrom(66, 67, 68, 75, 76, 77, 84, 85, 86),
      ),
      turn: fc.constantFrom('red', 'black'),
    });
    let taken = 0;
    fc.assert(
      fc.property(placement, ({ points, kings, turn }) => {
        const board = [...points];
        board[kings[0]] = { color: 'red', role: 'king' };
        board[kings[1]] = { color: 'black', role: 'king' };
        const fen = formatFen({ board, turn, halfmoves: 0, fullmoves: 1 });
        const read = readFen(fen);
        if (!read.ok) return;
        taken++;
        const core = Position.fromFen(fen);
        if (core.ok) expect(sorted(read.value.legalMoves())).toEqual(sorted(core.value.legalMoves()));
        for (const move of read.value.legalMoves()) {
          const after = read.value.play(move);
          const again = readFen(after.fen());
          expect(again.ok && again.value.fen()).toBe(after.fen());
        }
      }),
      { numRuns: 200 },
    );
    // Most placements are taken (about three in four): the property is not run on refusals only.
    expect(taken).toBeGreaterThan(50);
  });
});
