import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatFen, INITIAL_FEN, parseFen } from './fen';

describe('parseFen', () => {
  test('reads the start position', () => {
    const r = parseFen(INITIAL_FEN);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.turn).toBe('red');
    expect(r.value.board[4]).toEqual({ color: 'red', role: 'king' });
    expect(r.value.board[85]).toEqual({ color: 'black', role: 'king' });
    expect(r.value.board[19]).toEqual({ color: 'red', role: 'cannon' }); // b2
    expect(r.value.board.filter(Boolean)).toHaveLength(32);
  });

  test('reads the WXF letter set (E elephant, H horse) as the same board', () => {
    const wxf = 'rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1';
    const a = parseFen(wxf);
    const b = parseFen(INITIAL_FEN);
    expect(a.ok && b.ok && formatFen(a.value)).toBe(INITIAL_FEN);
  });

  test('accepts r for red, b for black, and optional fields', () => {
    const r = parseFen('4k4/9/9/9/9/9/9/9/9/3K5 r');
    expect(r.ok && r.value.turn).toBe('red');
    const b = parseFen('4k4/9/9/9/9/9/9/9/9/3K5 b 12 30');
    expect(b.ok && [b.value.turn, b.value.halfmoves, b.value.fullmoves]).toEqual(['black', 12, 30]);
    const bare = parseFen('4k4/9/9/9/9/9/9/9/9/3K5');
    expect(bare.ok && bare.value.turn).toBe('red');
  });

  test.each([
    ['', 'FEN_EMPTY'],
    ['4k4/9/9', 'FEN_BAD_RANKS'],
    ['4k4/9/9/9/9/9/9/9/9/3K6 w', 'FEN_BAD_RANK'],
    ['4k4/9/9/9/9/9/9/9/9/3K4 w', 'FEN_BAD_RANK'],
    ['4k4/9/9/9/9/9/9/9/9/3Q5 w', 'FEN_BAD_PIECE'],
    ['4k4/9/9/9/9/9/9/9/9/3K5 x', 'FEN_BAD_TURN'],
    ['4k4/9/9/9/9/9/9/9/9/3K5 w - - a 1', 'FEN_BAD_COUNTER'],
    ['4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1 7', 'FEN_BAD_COUNTER'],
  ])('%j is rejected with %s', (fen, code) => {
    const r = parseFen(fen);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });
});

describe('parseFen properties', () => {
  test('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const r = parseFen(s);
        expect(typeof r.ok).toBe('boolean');
      }),
    );
  });

  test('never throws on FEN-shaped noise', () => {
    const ch = fc.constantFrom(...'rnbakcpehRNBAKCPEH123456789/ wb-0'.split(''));
    fc.assert(
      fc.property(fc.array(ch, { maxLength: 120 }), (chars) => {
        const r = parseFen(chars.join(''));
        if (r.ok) expect(r.value.board).toHaveLength(90);
      }),
    );
  });
});
