import { Position, parseUci } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { announceMove, describePick, describePoint, pieceName } from './announce';

const uci = (text: string) => (parseUci(text) as { value: { from: number; to: number } }).value;
const start = Position.initial();

describe('announcements', () => {
  it('says the side, the piece and its two points, in English and in the law’s Vietnamese', () => {
    expect(announceMove(start, uci('h2e2'), 'en')).toBe('Red: cannon h2 to e2');
    expect(announceMove(start, uci('h2e2'), 'vi')).toBe('Trắng: Pháo h2 đến e2');
    const black = start.play(uci('h2e2'));
    expect(announceMove(black, uci('h9g7'), 'vi')).toBe('Đen: Mã h9 đến g7');
  });

  it('writes the move in the app’s notation when it passes a formatter', () => {
    const seen: string[] = [];
    const text = announceMove(start, uci('h2e2'), 'vi', (fen, m) => {
      seen.push(`${fen} ${m.from}-${m.to}`);
      return 'P2-5';
    });
    expect(text).toBe('Trắng: P2-5');
    expect(seen).toEqual([`${start.fen()} 25-22`]);
  });

  it('says captures, check and checkmate (Điều 1: "chiếu bí Tướng")', () => {
    // The cannon on h2 takes the horse on h9, jumping the black cannon on h7.
    expect(announceMove(start, uci('h2h9'), 'en')).toBe('Red: cannon h2 to h9, takes black horse');
    const check = Position.fromFen('3k5/9/9/9/9/R8/9/9/9/4K4 w');
    if (!check.ok) throw new Error(check.error.message);
    expect(announceMove(check.value, uci('a4d4'), 'en')).toBe('Red: rook a4 to d4, checkmate');
    expect(announceMove(check.value, uci('a4d4'), 'vi')).toBe('Trắng: Xe a4 đến d4, chiếu bí');
    const plain = Position.fromFen('3k5/9/9/9/9/R8/9/9/9/5K3 w');
    if (!plain.ok) throw new Error(plain.error.message);
    expect(announceMove(plain.value, uci('a4a9'), 'vi')).toBe('Trắng: Xe a4 đến a9, chiếu');
  });

  it('describes points and picks for the keyboard cursor', () => {
    expect(describePoint(start, 25, 'en')).toBe('h2, red cannon');
    expect(describePoint(start, 40, 'vi')).toBe('e4, trống');
    expect(describePick(start, 25, 'vi')).toBe('chọn Pháo Trắng h2, 12 nước đi');
    expect(pieceName({ color: 'black', role: 'king' }, 'vi')).toBe('Tướng Đen');
  });

  it('throws a RangeError for an illegal move', () => {
    expect(() => announceMove(start, uci('e0e2'), 'en')).toThrow(RangeError);
  });
});
