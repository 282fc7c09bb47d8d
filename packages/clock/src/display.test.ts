import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMs } from './display';
import { clockLabels, LANGUAGES } from './labels';
import { CLOCK_STATUSES, FLAG_REASONS } from './state';

describe('formatMs', () => {
  it.each([
    [5_400_000, '1:30:00'],
    [5_399_999, '1:29:59'],
    [3_600_000, '1:00:00'],
    [3_599_999, '59:59'],
    [600_000, '10:00'],
    [10_000, '0:10'],
    [9_999, '0:09.9'],
    [9_950, '0:09.9'],
    [100, '0:00.1'],
    [99, '0:00.0'],
    [0, '0:00.0'],
    [-5, '0:00.0'],
  ])('%d ms shows as %s', (ms, text) => {
    expect(formatMs(ms)).toBe(text);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    '%d ms is not a time: RangeError',
    (ms) => {
      expect(() => formatMs(ms)).toThrow(RangeError);
    },
  );

  it.each(['90', null, undefined, [5], {}])('%j is not a number: TypeError', (ms) => {
    expect(() => formatMs(ms as number)).toThrow(TypeError);
  });

  it('never shows more than is left and never goes up as time runs down', () => {
    const seconds = (t: string) => {
      const parts = t.split(':').map(Number);
      return parts.reduce((a, b) => a * 60 + b, 0);
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e6 }), (ms, d) => {
        expect(seconds(formatMs(ms)) * 1000).toBeLessThanOrEqual(ms + 1e-6);
        expect(seconds(formatMs(ms))).toBeGreaterThanOrEqual(seconds(formatMs(Math.max(0, ms - d))));
      }),
    );
  });
});

describe('labels', () => {
  it.each(LANGUAGES)('%s has a word for every status and flag reason', (lang) => {
    const l = clockLabels(lang);
    for (const s of CLOCK_STATUSES) expect(l.status[s]).toBeTruthy();
    for (const r of FLAG_REASONS) expect(l.reason[r]).toBeTruthy();
  });

  it('speaks Vietnamese', () => {
    expect([clockLabels('vi').red, clockLabels('vi').black]).toEqual(['Trắng', 'Đen']);
  });
});
