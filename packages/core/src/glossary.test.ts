import { describe, expect, test } from 'vitest';
import { GLOSSARY, glossaryVi } from './glossary';
import { OUTCOME_REASONS } from './outcome';
import { RULE_SETS } from './repetition';

describe('GLOSSARY', () => {
  test('one entry per code, each with a Vietnamese word and an article', () => {
    const terms = GLOSSARY.map((e) => e.term);
    expect(new Set(terms).size).toBe(terms.length);
    for (const e of GLOSSARY) {
      expect(e.vi.trim(), e.term).not.toBe('');
      expect(e.article, e.term).toMatch(/^00[03]\b/u);
    }
  });

  // 003, guide item 9: "Quy định thứ tự lựa chọn xếp hạng, cách tính hệ số"; 4.2.2a "phải bốc thăm".
  test("the law's words for the tie-breaks, the systems and the rule sets", () => {
    expect(glossaryVi('SB')).toBe('hệ số');
    expect(glossaryVi('lots')).toBe('bốc thăm');
    // 003, guide item 7: "Đấu loại trực tiếp, loại vòng tròn, theo hệ Thụy Sĩ".
    expect(glossaryVi('knockout')).toBe('loại trực tiếp');
    expect(glossaryVi('round-robin')).toBe('vòng tròn');
    for (const r of RULE_SETS) expect(glossaryVi(r), r).toBeDefined();
    // 000, 7.1g: "dùng một quân chiếu mãi".
    expect(glossaryVi('perpetual-check')).toBe('chiếu mãi');
    for (const r of ['perpetual-check', 'forbidden-repetition', 'repetition-draw'] as const)
      expect(OUTCOME_REASONS).toContain(r);
  });
});
