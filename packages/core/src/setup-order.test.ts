import { describe, expect, test } from 'vitest';
import { Position } from './position';

const code = (fen: string, mode: 'strict' | 'lenient' = 'strict'): string => {
  const r = Position.fromFen(fen, { mode });
  return r.ok ? 'ok' : r.error.code;
};

// Record readers (`@xq/notation`) open a start refused only with SETUP_OPPOSITE_CHECK as a mate
// diagram: that code must never hide another defect.
describe('SETUP_OPPOSITE_CHECK is reported only when every other rule holds', () => {
  test.each([
    // d0 rook checks the black king on d9, and a red advisor stands on a0.
    ['3k5/9/9/9/9/9/9/9/9/A2RK4 w', 'strict', 'SETUP_BAD_ADVISOR'],
    ['3k5/9/9/9/9/9/9/9/9/A2RK4 w', 'lenient', 'SETUP_OPPOSITE_CHECK'],
    // the same check with a red king outside its palace, or missing
    ['3k5/9/9/9/9/9/9/9/9/3R4K w', 'lenient', 'SETUP_KING_OUTSIDE_PALACE'],
    ['3k5/9/9/9/9/9/9/9/9/3R5 w', 'lenient', 'SETUP_MISSING_KING'],
    // kings facing: each attacks the other
    ['4k4/9/9/9/9/9/9/9/9/4K4 b', 'lenient', 'SETUP_KINGS_FACING'],
    // too many rooks, one of them giving check
    ['3k5/9/9/9/9/9/9/9/9/RRRK5 b', 'lenient', 'SETUP_TOO_MANY_PIECES'],
  ] as const)('%s (%s) → %s', (fen, mode, expected) => {
    expect(code(fen, mode)).toBe(expected);
  });
});
