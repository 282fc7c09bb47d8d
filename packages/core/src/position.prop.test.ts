import { arbPlayout, arbPosition, arbPositionAndMove } from '@xq/test-utils';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { packMove } from './board-codes';
import { formatFen } from './fen';
import { perft } from './perft';
import { Position } from './position';
import type { Setup } from './setup';
import type { Piece } from './types';

const mirrorFiles = (s: Setup): Setup => ({
  ...s,
  board: s.board.map((_, sq) => s.board[8 - (sq % 9) + 9 * ((sq / 9) | 0)]),
});
const flipColours = (s: Setup): Setup => ({
  ...s,
  turn: s.turn === 'red' ? 'black' : 'red',
  board: s.board.map((_, sq) => {
    const p: Piece | undefined = s.board[89 - sq];
    return p && { role: p.role, color: p.color === 'red' ? 'black' : 'red' };
  }),
});

describe('position properties', () => {
  test('play is pure: the position it is given does not change', () => {
    fc.assert(
      fc.property(arbPositionAndMove(), ({ position, move }) => {
        const before = position.fen();
        const key = position.key;
        position.play(move);
        expect(position.fen()).toBe(before);
        expect(position.key).toBe(key);
      }),
    );
  });

  test("after a legal move the mover's king is not attacked and the kings never face", () => {
    fc.assert(
      fc.property(arbPositionAndMove(), ({ position, move }) => {
        const mover = position.turn;
        const next = position.play(move);
        const other = next.turn;
        expect(next.attackers(next.king(mover), other)).toEqual([]);
        const rk = next.king('red');
        const bk = next.king('black');
        if (rk % 9 === bk % 9) {
          let between = 0;
          for (let s = rk + 9; s < bk; s += 9) if (next.piece(s)) between++;
          expect(between).toBeGreaterThan(0);
        }
      }),
    );
  });

  test('the Zobrist key after play equals the key of the same position set up afresh', () => {
    fc.assert(
      fc.property(arbPlayout(60), ({ position }) => {
        const fresh = Position.fromFen(position.fen());
        expect(fresh.ok && fresh.value.key).toBe(position.key);
      }),
    );
  });

  test('mirror symmetry: flipping files, or rotating and swapping colours, keeps move counts', () => {
    fc.assert(
      fc.property(arbPosition(), (pos) => {
        const n = pos.legalMoves().length;
        const mirrored = Position.fromSetup(mirrorFiles(pos.toSetup()));
        const flipped = Position.fromSetup(flipColours(pos.toSetup()));
        expect(mirrored.ok && mirrored.value.legalMoves().length).toBe(n);
        expect(flipped.ok && flipped.value.legalMoves().length).toBe(n);
        expect(flipped.ok && flipped.value.isCheck()).toBe(pos.isCheck());
      }),
    );
  });

  test('perft(1) equals the number of legal moves; every legal move passes isLegal', () => {
    fc.assert(
      fc.property(arbPosition(), (pos) => {
        const moves = pos.legalMoves();
        expect(perft(pos, 1)).toBe(moves.length);
        for (const m of moves) expect(pos.isLegal(m)).toBe(true);
      }),
    );
  });

  test('isLegal never throws and agrees with the legal move list on arbitrary moves', () => {
    fc.assert(
      fc.property(
        arbPosition(40),
        fc.integer({ min: -5, max: 95 }),
        fc.integer({ min: -5, max: 95 }),
        (pos, from, to) => {
          const legal = pos.legalMoves().some((m) => m.from === from && m.to === to);
          expect(pos.isLegal({ from, to })).toBe(legal);
        },
      ),
    );
  });

  test('check and checkers agree', () => {
    fc.assert(
      fc.property(arbPosition(), (pos) => {
        expect(pos.checkers().length > 0).toBe(pos.isCheck());
      }),
    );
  });
});

test('formatFen refuses a malformed setup with a TypeError', () => {
  expect(() => formatFen({ board: [], turn: 'red', halfmoves: 0, fullmoves: 1 })).toThrow(TypeError);
});

test('Position.fromBoard gives back the position a board was taken from, and does not share it', () => {
  fc.assert(
    fc.property(arbPositionAndMove(), ({ position, move }) => {
      const board = position.toBoard();
      const r = Position.fromBoard(board, position.halfmoves, position.fullmoves, { mode: 'lenient' });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.fen()).toBe(position.fen());
      expect(r.value.key).toBe(position.key);
      // The move played on the board, then wrapped: the same as playing it on the position.
      board.make(packMove(move.from, move.to));
      expect(r.value.fen()).toBe(position.fen());
      const next = position.play(move);
      const after = Position.fromBoard(board, next.halfmoves, next.fullmoves, { mode: 'lenient' });
      expect(after.ok && after.value.fen()).toBe(next.fen());
    }),
    { numRuns: 100 },
  );
});
