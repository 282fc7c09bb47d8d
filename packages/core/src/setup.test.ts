import { describe, expect, test } from 'vitest';
import { INITIAL_FEN } from './fen';
import { Position } from './position';

const code = (fen: string, mode: 'strict' | 'lenient' = 'strict'): string => {
  const r = Position.fromFen(fen, { mode });
  return r.ok ? 'ok' : r.error.code;
};

describe('setup validation (Luật Cờ Tướng, Điều 2–4): every failure has its own code', () => {
  test.each([
    [INITIAL_FEN, 'ok'],
    ['3k5/9/9/9/9/9/9/9/9/4K4 w', 'ok'],
    ['9/9/9/9/9/9/9/9/9/4K4 w', 'SETUP_MISSING_KING'],
    ['3k5/9/9/9/9/9/9/9/9/9 w', 'SETUP_MISSING_KING'],
    ['3kk4/9/9/9/9/9/9/9/9/4K4 w', 'SETUP_TOO_MANY_PIECES'],
    ['3k5/9/9/9/9/9/9/9/9/RRR1K4 w', 'SETUP_TOO_MANY_PIECES'],
    ['3k5/9/9/9/P8/9/P1P1P1P1P/9/9/4K4 w', 'SETUP_TOO_MANY_PIECES'],
    ['3k5/9/9/9/9/9/9/9/9/K8 w', 'SETUP_KING_OUTSIDE_PALACE'],
    ['3k5/9/9/9/4K4/9/9/9/9/9 w', 'SETUP_KING_OUTSIDE_PALACE'],
    ['3k5/9/9/9/9/9/9/9/4A4/4K4 w', 'ok'],
    ['3k5/9/9/9/9/9/9/9/3A5/4K4 w', 'SETUP_BAD_ADVISOR'],
    ['3k5/9/9/9/9/9/9/4B4/9/4K4 w', 'ok'],
    ['3k5/9/9/9/9/9/9/3B5/9/4K4 w', 'SETUP_BAD_ELEPHANT'],
    ['3k5/9/9/9/4B4/9/9/9/9/4K4 w', 'SETUP_BAD_ELEPHANT'],
    ['3k5/9/9/9/9/9/9/9/4P4/4K4 w', 'SETUP_BAD_PAWN'],
    ['3k5/9/9/9/9/9/1P7/9/9/4K4 w', 'SETUP_BAD_PAWN'],
    ['3k5/9/9/9/9/P8/P8/9/9/4K4 w', 'SETUP_BAD_PAWN'],
    ['3k5/9/9/9/1P7/9/9/9/9/4K4 w', 'ok'],
    ['4k4/9/9/9/9/9/9/9/9/4K4 w', 'SETUP_KINGS_FACING'],
    ['3k5/9/9/9/9/9/9/9/9/3RK4 w', 'SETUP_OPPOSITE_CHECK'],
    ['3k5/9/9/9/9/9/9/9/9/3RK4 b', 'ok'],
  ])('%s → %s', (fen, expected) => {
    expect(code(fen)).toBe(expected);
  });

  test('black pieces are checked from their own side', () => {
    expect(code('3k5/4a4/9/9/9/9/9/9/9/4K4 w')).toBe('ok');
    expect(code('3k5/3a5/9/9/9/9/9/9/9/4K4 w')).toBe('SETUP_BAD_ADVISOR');
    expect(code('3k5/9/9/9/3p5/9/9/9/9/4K4 w')).toBe('SETUP_BAD_PAWN'); // d5: before black's river, off a start file
    expect(code('3k5/9/2p6/9/9/9/9/9/9/4K4 w')).toBe('SETUP_BAD_PAWN'); // c7: behind black's start rank
    expect(code('3k5/9/9/9/9/5p3/9/9/9/4K4 w')).toBe('ok'); // f4: across the river
  });

  test('lenient mode skips placement but never the king rules', () => {
    expect(code('3k5/9/9/9/9/9/9/9/3A5/4K4 w', 'lenient')).toBe('ok');
    expect(code('3k5/9/9/9/9/9/9/9/4P4/4K4 w', 'lenient')).toBe('ok');
    expect(code('4k4/9/9/9/9/9/9/9/9/4K4 w', 'lenient')).toBe('SETUP_KINGS_FACING');
    expect(code('3k5/9/9/9/9/9/9/9/9/K8 w', 'lenient')).toBe('SETUP_KING_OUTSIDE_PALACE');
    expect(code('3k5/9/9/9/9/9/9/9/9/3RK4 w', 'lenient')).toBe('SETUP_OPPOSITE_CHECK');
  });
});
