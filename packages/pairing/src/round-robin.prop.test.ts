// The schedule's properties, checked exhaustively for every field of 1..40 players (single,
// double, and double with the second cycle reversed) — stronger than sampling, and cheap.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { roundRobinRound, roundRobinSchedule, roundRobinTableSize, roundRobinWhite } from './round-robin';

const FIELDS = Array.from({ length: 40 }, (_, i) => i + 1);
const OPTIONS = [{}, { double: true }, { double: true, reverseSecondCycle: true }] as const;

/** Every rule broken by the schedule of n players with these options, as sentences. */
function violations(n: number, opt: (typeof OPTIONS)[number]): string[] {
  const bad: string[] = [];
  const s = roundRobinSchedule(n, opt);
  const size = roundRobinTableSize(n);
  const cycles = 'double' in opt ? 2 : 1;
  if (s.length !== cycles * (size - 1)) bad.push(`${s.length} rounds`);
  const met = new Map<string, number>();
  s.forEach((round, r) => {
    const seen = new Set<number>();
    let byes = 0;
    for (const { white, black } of round) {
      if (white === null || black === null) byes++;
      for (const p of [white, black]) {
        if (p === null) continue;
        if (seen.has(p)) bad.push(`round ${r + 1}: ${p} twice`);
        seen.add(p);
      }
      if (white !== null && black !== null) {
        const key = `${Math.min(white, black)}-${Math.max(white, black)}`;
        met.set(key, (met.get(key) ?? 0) + 1);
      }
    }
    if (seen.size !== n) bad.push(`round ${r + 1}: ${seen.size} players`);
    if (byes !== n % 2) bad.push(`round ${r + 1}: ${byes} byes`);
  });
  if (met.size !== (n * (n - 1)) / 2) bad.push(`${met.size} pairs met`);
  for (const [pair, count] of met) if (count !== cycles) bad.push(`${pair} met ${count} times`);
  return bad;
}

describe('round-robin schedules for every n ≤ 40', () => {
  it('every pair meets exactly once per cycle; one game per player per round; one bye iff n is odd', () => {
    const bad = FIELDS.flatMap((n) =>
      OPTIONS.flatMap((opt) => violations(n, opt).map((v) => `n=${n} ${JSON.stringify(opt)}: ${v}`)),
    );
    expect(bad).toEqual([]);
  });

  it('colours follow the rule and balance within one; the round formula holds', () => {
    const bad: string[] = [];
    for (const n of FIELDS) {
      const size = roundRobinTableSize(n);
      const whites = new Array<number>(size + 1).fill(0);
      roundRobinSchedule(size).forEach((round, r) => {
        for (const { white, black } of round) {
          if (white === null || black === null) {
            bad.push(`table ${size} has a bye`);
            continue;
          }
          if (roundRobinWhite(white, black, size) !== white) bad.push(`${size}: ${white}-${black} colours`);
          if (roundRobinRound(white, black, size) !== r + 1)
            bad.push(`${size}: ${white}-${black} not in round ${r + 1}`);
          whites[white] = (whites[white] ?? 0) + 1;
        }
      });
      for (let p = 1; p <= size; p++) {
        const w = whites[p] ?? 0;
        if (Math.abs(w - (size - 1 - w)) > 1) bad.push(`${size}: player ${p} has ${w} whites`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('the second cycle swaps colours (reversed on request)', () => {
    for (const n of FIELDS) {
      const first = roundRobinSchedule(n);
      const swapped = first.map((round) => round.map((b) => ({ white: b.black, black: b.white })));
      expect(roundRobinSchedule(n, { double: true }).slice(first.length)).toEqual(swapped);
      expect(roundRobinSchedule(n, { double: true, reverseSecondCycle: true }).slice(first.length)).toEqual(
        [...swapped].reverse(),
      );
    }
  });
});

test.prop([fc.integer({ min: 0, max: 40 }), fc.boolean(), fc.boolean()], { numRuns: 30 })(
  'output is deterministic and the input options are not changed',
  (n, double, reverseSecondCycle) => {
    const opt = Object.freeze({ double, reverseSecondCycle });
    expect(roundRobinSchedule(n, opt)).toEqual(roundRobinSchedule(n, { double, reverseSecondCycle }));
  },
);
