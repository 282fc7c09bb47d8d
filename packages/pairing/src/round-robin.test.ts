import { describe, expect, it } from 'vitest';
import {
  bergerTable,
  MAX_TABLE,
  roundRobinRound,
  roundRobinSchedule,
  roundRobinScheduleRound,
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

describe('large fields: round by round in bounded memory', () => {
  it('roundRobinScheduleRound gives the rounds of roundRobinSchedule, single and double', () => {
    for (let n = 2; n <= 21; n++) {
      for (const options of [{}, { double: true }, { double: true, reverseSecondCycle: true }]) {
        const whole = roundRobinSchedule(n, options);
        whole.forEach((round, i) => {
          expect(roundRobinScheduleRound(n, i + 1, options)).toEqual(round);
        });
        expect(() => roundRobinScheduleRound(n, whole.length + 1, options)).toThrow(RangeError);
      }
    }
  });

  it('refuses the whole table above MAX_TABLE and streams a 10,000-player round', () => {
    expect(() => roundRobinSchedule(MAX_TABLE + 1)).toThrow(RangeError);
    expect(() => bergerTable(MAX_TABLE + 2)).toThrow(RangeError);
    const round = roundRobinScheduleRound(10_000, 9_999);
    expect(round.length).toBe(5_000);
    const seen = new Set(round.flatMap((p) => [p.white, p.black]));
    expect(seen.size).toBe(10_000);
    expect(() => roundRobinScheduleRound(10_001, 1)).toThrow(RangeError);
  });
});
