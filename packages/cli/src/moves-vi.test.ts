import { INITIAL_FEN } from '@xq/core';
import { describe, expect, test } from 'vitest';
import { movesInLawNotation } from './moves-vi';

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
