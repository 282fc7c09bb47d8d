import { Position, parseSquare } from '@xq/core';
import { arbPosition } from '@xq/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canPick, MOVABLE, pick, targetsOf } from './selection';

const sq = (name: string) => parseSquare(name)!;
const start = Position.initial();

describe('selection', () => {
  it('picks the cannon on h2, shows its 12 targets, and plays h2e2 on e2', () => {
    expect(canPick(start, sq('h2'), 'both')).toBe(true);
    expect(targetsOf(start, sq('h2')).length).toBe(12);
    const first = pick(start, 'both', undefined, sq('h2'));
    expect(first).toEqual({ selected: sq('h2') });
    expect(pick(start, 'both', first.selected, sq('e2'))).toEqual({
      selected: undefined,
      move: { from: sq('h2'), to: sq('e2') },
    });
  });

  it('drops the selection on the selected piece, switches to another piece, clears on an empty point', () => {
    expect(pick(start, 'both', sq('h2'), sq('h2'))).toEqual({ selected: undefined });
    expect(pick(start, 'both', sq('h2'), sq('h0'))).toEqual({ selected: sq('h0') });
    expect(pick(start, 'both', sq('h2'), sq('h8'))).toEqual({ selected: undefined });
  });

  it('never picks for a side that may not move, nor for the side not to move', () => {
    expect(canPick(start, sq('h2'), 'black')).toBe(false);
    expect(canPick(start, sq('h2'), 'none')).toBe(false);
    expect(canPick(start, sq('h2'), 'red')).toBe(true);
    expect(canPick(start, sq('h7'), 'both')).toBe(false);
    expect(canPick(start, sq('e5'), 'both')).toBe(false);
    // Red's king on e0, black's king on d9 (the kings may not face) and rook on f9: e1 is its only move.
    const boxed = Position.fromFen('3k1r3/9/9/9/9/9/9/9/9/4K4 w');
    expect(boxed.ok && targetsOf(boxed.value, sq('e0'))).toEqual([sq('e1')]);
    // A black rook on e8 too: checkmate, the king has nothing to pick.
    const stuck = Position.fromFen('3k1r3/4r4/9/9/9/9/9/9/9/4K4 w');
    expect(stuck.ok && canPick(stuck.value, sq('e0'), 'both')).toBe(false);
    expect(pick(start, 'none', sq('h2'), sq('e2'))).toEqual({ selected: undefined });
  });

  it('only ever yields legal moves of a side allowed to move, from random positions and clicks', () => {
    fc.assert(
      fc.property(
        arbPosition(60),
        fc.constantFrom(...MOVABLE),
        fc.option(fc.integer({ min: -2, max: 92 }), { nil: undefined }),
        fc.integer({ min: 0, max: 89 }),
        (position, movable, selected, square) => {
          const r = pick(position, movable, selected, square);
          if (r.move) {
            expect(position.isLegal(r.move)).toBe(true);
            expect(movable === 'both' || movable === position.turn).toBe(true);
          }
          if (r.selected !== undefined) expect(canPick(position, r.selected, movable)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
