// legalMovesOn: the legal moves on bare points are Position's, and check is Position's check, on
// random positions of play (Điều 4's moves; a move may not leave the king in check or facing the
// other king); the points are refused as Board.load refuses them, whatever they are.
import { arbPosition } from '@xq/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packMove } from './board-codes';
import { legalMovesOn } from './index';
import { Position } from './position';

describe('legalMovesOn', () => {
  it("gives Position's legal moves and check on random positions of play, and no exposed king", () => {
    fc.assert(
      fc.property(arbPosition(120), (p) => {
        const board = p.toBoard();
        const r = legalMovesOn(Array.from(board.squares), board.turn);
        const expected = p.legalMoves().map((m) => packMove(m.from, m.to));
        expect([...r.moves].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
        expect(r.check).toBe(p.isCheck());
        expect(r.exposed).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('says when the side not to move is in check: kings facing each other, a rook on the king', () => {
    const facing = Position.fromFen('4k4/9/9/9/9/9/9/9/9/4K4 w', { mode: 'lenient' });
    const squares = new Int8Array(90);
    squares[4] = 1; // red king e0
    squares[85] = 9; // black king e9
    expect(facing.ok).toBe(false); // core's Position refuses it; the points still answer
    expect(legalMovesOn(squares, 0).exposed).toBe(true);
    const rook = Position.initial().toBoard().squares.slice();
    expect(legalMovesOn(rook, 0).moves.length).toBe(44);
  });

  it('refuses what is not 90 piece codes and a side that is not 0 or 1, as Board.load does', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (points, turn) => {
        try {
          legalMovesOn(points as ArrayLike<number>, turn as number);
        } catch (e) {
          expect(e instanceof TypeError || e instanceof RangeError).toBe(true);
        }
      }),
    );
    const start = Array.from(Position.initial().toBoard().squares);
    for (const bad of [null, 'x'.repeat(90), { length: 90, ['__proto__']: [] }, start.slice(1)])
      expect(() => legalMovesOn(bad as never, 0)).toThrow();
    expect(() => legalMovesOn(start, 2)).toThrow(RangeError);
    expect(() =>
      legalMovesOn(
        start.map((c) => (c === 0 ? 8 : c)),
        0,
      ),
    ).toThrow(RangeError);
  });
});
