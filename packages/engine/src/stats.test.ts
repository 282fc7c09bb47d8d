// The statistics against published values. Provenance of each row: fastchess's test suite
// (github.com/Disservin/fastchess, tests/sprt_test.cpp and tests/elo_test.cpp), whose expected
// values were cross-checked there against Fishtest's implementation; counts as
// Stats(wins, losses, draws) and Stats(LL, LD, WL, DD, WD, WW) in that file.
import { describe, expect, test } from 'vitest';
import { eloEstimate, eloToScore, erf, gsprt, scoreToElo } from './stats';

const spec = (elo0: number, elo1: number) => ({ elo0, elo1, alpha: 0.05, beta: 0.05 });

describe('GSPRT (logistic Elo) against fastchess/Fishtest published values', () => {
  test.each([
    [{ wins: 21404, losses: 21184, draws: 40708 }, 0.5, 2.5, -1.57],
    [{ wins: 57433, losses: 57030, draws: 106593 }, 0, 2, -2.59],
  ])('trinomial %o, elo0 %d, elo1 %d: LLR %d', (t, e0, e1, llr) => {
    expect(gsprt(t, spec(e0, e1)).llr).toBeCloseTo(llr, 2);
  });

  test.each([
    [{ ll: 223, ld: 9863, wl: 20279, dd: 1000, wd: 10037, ww: 246 }, 0.5, 2.5, -3.07],
    [{ ll: 871, ld: 26175, wl: 55003, dd: 980, wd: 26678, ww: 821 }, 0, 2, -4.98],
  ])('pentanomial %o, elo0 %d, elo1 %d: LLR %d', (p, e0, e1, llr) => {
    expect(gsprt(p, spec(e0, e1)).llr).toBeCloseTo(llr, 2);
  });

  test('bounds ln(beta/(1-alpha)) and ln((1-beta)/alpha): ±2.94 at 5 %/5 %', () => {
    const s = gsprt({ wins: 0, draws: 0, losses: 0 }, spec(0, 5));
    expect(s.lower).toBeCloseTo(-2.944, 3);
    expect(s.upper).toBeCloseTo(2.944, 3);
    expect(s.result).toBe(null);
  });

  test('a one-sided match accepts H1, and the reverse H0', () => {
    expect(gsprt({ ll: 0, ld: 0, wl: 0, dd: 0, wd: 0, ww: 20 }, spec(0, 100)).result).toBe('H1');
    expect(gsprt({ ll: 20, ld: 0, wl: 0, dd: 0, wd: 0, ww: 0 }, spec(0, 100)).result).toBe('H0');
  });

  test('bad counts and specs are RangeErrors', () => {
    expect(() => gsprt(null as never, spec(0, 5))).toThrow(RangeError);
    expect(() => gsprt({} as never, spec(0, 5))).toThrow(RangeError);
    expect(() => gsprt({ ll: 0, ld: 0, wl: 0, dd: 0, wd: 0 } as never, spec(0, 5))).toThrow(RangeError);
    expect(() => gsprt({ wins: -1, draws: 0, losses: 0 }, spec(0, 5))).toThrow(RangeError);
    expect(() => gsprt({ wins: 1, draws: 0, losses: 0 }, spec(5, 0))).toThrow(RangeError);
    expect(() => gsprt({ wins: 1, draws: 0, losses: 0 }, { ...spec(0, 5), alpha: 0.6, beta: 0.5 })).toThrow(
      RangeError,
    );
    expect(() => gsprt({ ll: 0.5, ld: 0, wl: 0, dd: 0, wd: 0, ww: 0 }, spec(0, 5))).toThrow(RangeError);
  });
});

describe('Elo difference and error against fastchess published values', () => {
  test.each([
    [{ wins: 0, losses: 36, draws: 14 }, -315.34, 95.43],
    [{ wins: 859, losses: 772, draws: 1329 }, 10.21, 9.28],
    [{ wins: 1164, losses: 1267, draws: 3049 }, -6.53, 6.12],
  ])('%o: diff %d ± %d', (t, diff, error) => {
    const e = eloEstimate(t);
    expect(e.diff).toBeCloseTo(diff, 1);
    // fastchess approximates the normal quantile (Winitzki's erf⁻¹): within 1 % of it.
    expect(Math.abs(e.error! - error) / error).toBeLessThan(0.01);
  });

  test('LOS: ½ for equal wins and losses, the normal CDF otherwise', () => {
    expect(eloEstimate({ wins: 5, draws: 3, losses: 5 }).los).toBe(0.5);
    // (W − L)/√(2(W + L)) = 20/√200 = √2 → LOS = ½(1 + erf(√2)) = Φ(2) = 0.97725.
    expect(eloEstimate({ wins: 60, draws: 0, losses: 40 }).los).toBeCloseTo(0.97725, 4);
  });

  test('erf and the Elo/score conversions', () => {
    expect(erf(1)).toBeCloseTo(0.8427007929, 6);
    expect(erf(-0.5)).toBeCloseTo(-0.5204998778, 6);
    expect(scoreToElo(eloToScore(123.4))).toBeCloseTo(123.4, 9);
    expect(eloEstimate({ wins: 0, draws: 0, losses: 0 })).toEqual({ diff: null, error: null, los: null });
    expect(eloEstimate({ wins: 3, draws: 0, losses: 0 }).diff).toBe(Number.POSITIVE_INFINITY);
  });
});
