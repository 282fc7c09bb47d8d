import { arbPosition } from '@xq/test-utils';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { Board } from './board';
import { MAX_MOVES } from './board-codes';
import { Position } from './position';

/** `isLegal` answers for one move what the generator says for all of them, on every pair of points. */
function agree(board: Board): void {
  const buf = new Int32Array(MAX_MOVES);
  const legal = new Set(buf.subarray(0, board.generateLegal(buf, 0)));
  for (let from = 0; from < 90; from++)
    for (let to = 0; to < 90; to++) {
      const m = from | (to << 8);
      expect(board.isLegal(m)).toBe(legal.has(m));
    }
}

test('Board.isLegal agrees with generateLegal on positions from play', () => {
  fc.assert(
    fc.property(arbPosition(120), (pos) => agree(pos.toBoard())),
    { numRuns: 25 },
  );
});

const PIECES = 'kabnrcpKABNRCP';
/** Lenient set-ups crowded with pieces anywhere (advisors, elephants and pawns off their points). */
const arbLenient = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 89 }), fc.constantFrom(...PIECES)), {
    minLength: 8,
    maxLength: 30,
  })
  .chain((pieces) =>
    fc.constantFrom('w', 'b').map((side) => {
      const board: string[] = new Array(90).fill('1');
      for (const [s, l] of pieces) if (l !== 'k' && l !== 'K') board[s] = l;
      board[4] = 'K';
      board[84] = 'k';
      const rows: string[] = [];
      for (let rank = 9; rank >= 0; rank--) rows.push(board.slice(9 * rank, 9 * rank + 9).join(''));
      return Position.fromFen(`${rows.join('/').replace(/1+/g, (m) => String(m.length))} ${side}`, {
        mode: 'lenient',
      });
    }),
  )
  .filter((r) => r.ok)
  .map((r) => (r as { value: Position }).value);

test('… and on crowded lenient set-ups', () => {
  fc.assert(
    fc.property(arbLenient, (pos) => agree(pos.toBoard())),
    { numRuns: 25 },
  );
});
