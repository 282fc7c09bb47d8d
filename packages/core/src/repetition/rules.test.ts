import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AXF_RULES, axfRule } from './rules';

describe('AXF_RULES: one row per rule', () => {
  it('rules 5–40 in order, Điều 24.n = rule n + 4, diagram ranges increasing', () => {
    expect(AXF_RULES.map((r) => r.rule)).toEqual(Array.from({ length: 36 }, (_, i) => i + 5));
    for (const r of AXF_RULES) expect(r.detail).toBe(`24.${r.rule - 4}`);
    const ranges = AXF_RULES.filter((r) => r.rule > 5).map((r) => r.diagrams);
    for (const [a, b] of ranges) expect(a).toBeLessThanOrEqual(b);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBeGreaterThan(ranges[i - 1]![1]);
    expect(AXF_RULES.filter((r) => r.detailVerified).map((r) => r.detail)).toEqual(['24.15', '24.16']);
  });

  it('every row has an English and a Vietnamese title; Vietnamese never says Đỏ', () => {
    for (const r of AXF_RULES) {
      expect(r.title.length).toBeGreaterThan(0);
      expect(r.titleVi.length).toBeGreaterThan(0);
      expect(r.titleVi).not.toContain('Đỏ');
    }
  });

  it('axfRule answers a rule of the table or throws RangeError, for any input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -50, max: 80 }),
          fc.double(),
          fc.constantFrom(Number.NaN, '__proto__', 'toString', null),
        ),
        (n) => {
          try {
            expect(axfRule(n as number).rule).toBe(n);
          } catch (e) {
            expect(e).toBeInstanceOf(RangeError);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
