import { arbPosition } from '@xq/test-utils';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Board } from './board';
import { MAX_MOVES, packMove } from './board-codes';
import { Position } from './position';

/** Legal moves the slow way: every pseudo-legal move tried with make, kingAttacked, unmake. */
function naiveLegal(board: Board): number[] {
  const buf = new Int32Array(MAX_MOVES);
  const n = board.generatePseudo(buf, 0);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    board.make(buf[i]!);
    if (!board.kingAttacked(board.turn ^ 1)) out.push(buf[i]!);
    board.unmake();
  }
  return out.sort((a, b) => a - b);
}

const legal = (board: Board): number[] => {
  const buf = new Int32Array(MAX_MOVES);
  const n = board.generateLegal(buf, 0);
  return Array.from(buf.subarray(0, n)).sort((a, b) => a - b);
};

describe('the low-level board', () => {
  test('generateLegal (with its shortcuts) equals the naive filter', () => {
    fc.assert(
      fc.property(arbPosition(120), (pos) => {
        const board = pos.toBoard();
        expect(legal(board)).toEqual(naiveLegal(board));
      }),
    );
  });

  test('make then unmake restores squares, side, kings and keys', () => {
    fc.assert(
      fc.property(arbPosition(100), fc.nat(), (pos, i) => {
        const board = pos.toBoard();
        const moves = legal(board);
        if (moves.length === 0) return;
        const before = {
          sq: Array.from(board.squares),
          turn: board.turn,
          kings: Array.from(board.kings),
          hi: board.keyHi,
          lo: board.keyLo,
        };
        board.make(moves[i % moves.length]!);
        board.unmake();
        expect({
          sq: Array.from(board.squares),
          turn: board.turn,
          kings: Array.from(board.kings),
          hi: board.keyHi,
          lo: board.keyLo,
        }).toEqual(before);
        expect(legal(board)).toEqual(naiveLegal(board));
      }),
    );
  });

  test('the hot-square stamp survives its wrap-around', () => {
    const board = Position.initial().toBoard();
    (board as unknown as { stampCount: number }).stampCount = 0x7ffffffe;
    expect(board.perft(3)).toBe(79666);
  });

  test('bad input to the low-level API is a RangeError', () => {
    expect(() => Board.from(new Int8Array(10), 0)).toThrow(RangeError);
    expect(() =>
      Board.from(
        Array.from({ length: 90 }, (_, i) => (i === 0 ? 8 : 0)),
        0,
      ),
    ).toThrow(RangeError);
    expect(() => new Board().unmake()).toThrow(RangeError);
    expect(() => packMove(200, 3)).toThrow(RangeError);
    expect(
      Position.initial()
        .toBoard()
        .isLegal(200 | (3 << 8)),
    ).toBe(false);
  });
});
