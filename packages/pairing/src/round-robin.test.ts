import { describe, expect, it } from 'vitest';
import {
  bergerTable,
  roundRobinRound,
  roundRobinSchedule,
  roundRobinTableSize,
  roundRobinWhite,
} from './round-robin';

describe('round robin', () => {
  it('gives the bye seat as null for an odd field', () => {
    // 3 players use the 4-player table; number 4 is the bye ("(4)" in the seed).
    expect(roundRobinSchedule(3)).toEqual([
      [
        { white: 1, black: null },
        { white: 2, black: 3 },
      ],
      [
        { white: null, black: 3 },
        { white: 1, black: 2 },
      ],
      [
        { white: 2, black: null },
        { white: 3, black: 1 },
      ],
    ]);
    expect(roundRobinSchedule(0)).toEqual([]);
    expect(roundRobinSchedule(1)).toEqual([[{ white: 1, black: null }]]);
  });

  it('applies the last-number colour rule', () => {
    // 12 players: 12 is black against 1..6, white against 7..11.
    expect(roundRobinWhite(12, 6, 12)).toBe(6);
    expect(roundRobinWhite(7, 12, 12)).toBe(12);
    // 11 players play the 12 table.
    expect(roundRobinWhite(7, 12, 11)).toBe(12);
  });

  it('computes the meeting round with the wrap-around', () => {
    // 8 players: 6 + 7 − 1 = 12 > 7, so round 12 − 7 = 5; 8 meets 6 in 2·6 − 1 − 7 = 4.
    expect(roundRobinRound(6, 7, 8)).toBe(5);
    expect(roundRobinRound(8, 6, 8)).toBe(4);
  });

  it('refuses bad arguments with RangeError', () => {
    expect(() => bergerTable(5)).toThrow(RangeError);
    expect(() => roundRobinTableSize(-1)).toThrow(RangeError);
    expect(() => roundRobinTableSize(1.5)).toThrow(RangeError);
    expect(() => roundRobinWhite(3, 3, 8)).toThrow(RangeError);
    expect(() => roundRobinRound(1, 9, 8)).toThrow(RangeError);
  });
});
