import { describe, expect, it } from 'vitest';
import { TIE_BREAK_BASE_CODES, TIE_BREAK_NAMES_VI } from '../tie-break-codes';
import { tieBreakLegend } from './tie-break-legend';

describe('tieBreakLegend', () => {
  it('names every C.07 base code in English and in the law’s words', () => {
    for (const code of TIE_BREAK_BASE_CODES) {
      const [en] = tieBreakLegend([code]);
      const [vi] = tieBreakLegend([code], { lang: 'vi' });
      expect(en?.[0]).toBe(code);
      expect(en?.[1]).not.toBe(code);
      expect(vi?.[1]).toBe(TIE_BREAK_NAMES_VI[code]);
    }
  });

  it('spells the cut and median modifiers, and keeps the regulations’ names as their codes', () => {
    expect(tieBreakLegend(['BH-C1', 'BH-M2', 'sonneborn-berger'])).toEqual([
      ['BH-C1', 'Buchholz (sum of the opponents’ scores), the 1 lowest left out'],
      ['BH-M2', 'Buchholz (sum of the opponents’ scores), the 2 lowest and highest left out'],
      ['SB', 'Sonneborn–Berger'],
    ]);
    expect(tieBreakLegend(['BH-C1'], { lang: 'vi' })[0]?.[1]).toBe(
      'tổng điểm các đối thủ (Buchholz), bỏ 1 thấp nhất',
    );
  });

  it('refuses what is not a list of strings with a TypeError', () => {
    expect(() => tieBreakLegend('BH' as never)).toThrow(TypeError);
    expect(() => tieBreakLegend([3] as never)).toThrow(TypeError);
    expect(() => tieBreakLegend([], null as never)).toThrow(TypeError);
  });
});
