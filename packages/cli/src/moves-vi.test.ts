import { explainRuling, Game, INITIAL_FEN, parseUci } from '@xq/core';
import { describe, expect, test } from 'vitest';
import { movesInLawNotation, rulingInLawNotation } from './moves-vi';

// Điều 11.2a: the moves are written "P2-5", "M8.7": the law's notation, not coordinates.
describe('movesInLawNotation', () => {
  test('writes the legal UCCI moves of the position in the law’s notation', () => {
    expect(movesInLawNotation('Trắng đi h2e2 (9.1).', INITIAL_FEN)).toBe('Trắng đi P2-5 (9.1).');
    expect(movesInLawNotation('phải đi: h2e2, h0g2', INITIAL_FEN)).toBe('phải đi: P2-5, M2.3');
  });
  test('leaves what is no legal move, and a bad FEN, as it is', () => {
    expect(movesInLawNotation('h2h9 e3e4x a0a9 h2e2', 'xyz')).toBe('h2h9 e3e4x a0a9 h2e2');
    expect(movesInLawNotation('a0a9 thế cờ', INITIAL_FEN)).toBe('a0a9 thế cờ');
    expect(movesInLawNotation('x-h2e2 h2e2-y', INITIAL_FEN)).toBe('x-h2e2 h2e2-y');
    expect(movesInLawNotation('h2e2', null)).toBe('h2e2');
  });
});

// Điều 24.16, Hình 42 of the law: "X3-4 M7.8 X4-3 M8/7" twice; the cycle is named as recorded.
test('rulingInLawNotation: the cycle of a ruling as the record writes it', () => {
  const fen = '1re1kaer1/4a1c2/1ch3h2/p1C1p1R1p/9/9/P1P1P1P1P/2H1C1H2/9/2EAKAE2 w - - 0 1';
  const moves = 'g6f6 g7h5 f6g6 h5g7 g6f6 g7h5 f6g6 h5g7'.split(' ').map((t) => {
    const m = parseUci(t);
    if (!m.ok) throw new Error(t);
    return m.value;
  });
  const game = Game.replay(fen, moves);
  if (!game.ok) throw new Error(game.error.message);
  const ruling = game.value.repetitionRuling()!;
  const text = rulingInLawNotation(explainRuling(ruling, 'vi'), ruling.cycle, game.value.start, moves);
  const cycle = text.split('Chu kỳ:')[1]!;
  expect(cycle.match(/(?<=(?:Trắng|Đen)\s+)\S+/gu)).toEqual(
    'X3-4 M7.8 X4-3 M8/7 X3-4 M7.8 X4-3 M8/7'.split(' '),
  );
  expect(cycle).not.toMatch(/\b[a-i]\d[a-i]\d\b/u);
  // Without a cycle heading the text is left as it is.
  expect(rulingInLawNotation('g6f6', ruling.cycle, game.value.start, moves)).toBe('g6f6');
});
