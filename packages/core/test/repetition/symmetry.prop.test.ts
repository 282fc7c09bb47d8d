import { judgeLastPosition } from '@xq/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIAGRAM_CASES, FSF_CASES, load, mirrorCase, type RepetitionCase, rotateCase } from './cases';
import { INFERRED_RULE_CASES, PROTECTION_CASES, RULE_CASES, STANDING_CHECK_CAPTURE } from './rules.cases';

const ALL: readonly RepetitionCase[] = [
  ...FSF_CASES,
  ...DIAGRAM_CASES,
  ...RULE_CASES.flatMap((r) => [r.forbidden, r.allowed]),
  ...PROTECTION_CASES,
  ...INFERRED_RULE_CASES.map((r) => r.case),
  STANDING_CHECK_CAPTURE,
];

function verdict(c: RepetitionCase): string {
  const { start, moves } = load(c);
  const r = judgeLastPosition(start, moves);
  return r ? (r.winner ?? 'draw') : 'none';
}

describe('rulings are symmetric', () => {
  it('over every case: mirroring left-right keeps the verdict; rotating 180° and swapping colours swaps it', () => {
    for (const c of ALL) {
      const v = verdict(c);
      expect(verdict(mirrorCase(c)), c.name).toBe(v);
      const swapped = v === 'red' ? 'black' : v === 'black' ? 'red' : v;
      expect(verdict(rotateCase(c)), c.name).toBe(swapped);
    }
  });

  it('over random compositions of the two symmetries', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
        (c, ops) => {
          let t = c;
          let swaps = 0;
          for (const rotate of ops) {
            t = rotate ? rotateCase(t) : mirrorCase(t);
            if (rotate) swaps++;
          }
          const v = verdict(c);
          const want = swaps % 2 && v !== 'draw' ? (v === 'red' ? 'black' : 'red') : v;
          expect(verdict(t)).toBe(want);
        },
      ),
      { numRuns: 30 },
    );
  });
});
