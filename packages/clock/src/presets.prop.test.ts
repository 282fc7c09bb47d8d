// Every preset of the law behaves as its article says, written here directly from the article:
// after k completed moves, a side may have used, in all, the time of every stage it has
// reached, and it has reached one more stage each time its moves meet a quota (10.1.2: unused
// time and surplus moves carry). It loses the instant its time used reaches that sum.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { createClock } from './create';
import { minutes } from './ms';
import { getPreset, type PresetName } from './presets';

// The articles, as (minutes, moves) stages; `forever` repeats the last one.
const ARTICLES: Record<string, { stages: [number, number | null][]; forever: boolean }> = {
  'vn-60': { stages: [[60, null]], forever: false }, // 10.1.1a
  'vn-90': { stages: [[90, null]], forever: false }, // 10.1.1b
  // 10.1.1c "Mỗi bên được 120 phút … có kiểm tra số nước đi", the check of 10.1.2: "60 phút đầu phải
  // đi tối thiểu 25 nước, sau đó mỗi bên có 60 phút để hoàn thành ván cờ".
  'vn-120': {
    stages: [
      [60, 25],
      [60, null],
    ],
    forever: false,
  },
  'vn-rapid-15': { stages: [[15, null]], forever: false }, // 10.1.1e
  'vn-rapid-25': { stages: [[25, null]], forever: false },
  'vn-rapid-30': { stages: [[30, null]], forever: false },
  'vn-blitz-5': { stages: [[5, null]], forever: false },
  'vn-international': { stages: [[15, 10]], forever: true }, // 10.1.1d: every 15 minutes, 10 moves
  'vn-90-25': {
    stages: [
      [60, 25],
      [30, null],
    ],
    forever: false,
  }, // 10.1.2
  'vn-120-25': {
    stages: [
      [60, 25],
      [60, null],
    ],
    forever: false,
  }, // 10.1.2
  'vn-staged': {
    stages: [
      [60, 25],
      [15, 10],
      [15, 10],
      [15, 10],
      [15, 10],
      [5, 10],
    ],
    forever: true,
  }, // 10.1.2
};

/** Time a side may have used in all after `k` completed moves. */
function allowedMs(name: string, k: number): number {
  const { stages, forever } = ARTICLES[name]!;
  let total = 0;
  let quota = 0;
  for (let i = 0; ; i++) {
    const [mins, moves] = stages[Math.min(i, stages.length - 1)]!;
    if (i >= stages.length && !forever) return total;
    total += minutes(mins);
    if (moves === null) return total;
    quota += moves;
    if (quota > k) return total;
  }
}

describe('presets behave as their articles say', () => {
  it.each(Object.keys(ARTICLES))('%s', (name) => {
    // Each think takes a share (in thousandths) of the time the side has left under the article,
    // so games reach the late stages; a share of 1000 or more runs out of time.
    const shares = fc.array(fc.oneof(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 1040 })), {
      minLength: 1,
      maxLength: 100,
      size: 'max',
    });
    fc.assert(
      fc.property(shares, (share) => {
        // Red thinks its share; black answers in 1 s.
        let s = apply(createClock(getPreset(name as PresetName)), { type: 'start', at: 0 }).state;
        let at = 0;
        let used = 0;
        let expected: number | null = null;
        const red: number[] = [];
        for (let k = 0; k < share.length; k++) {
          const allowed = allowedMs(name, k);
          red.push(Math.max(1, Math.floor(((allowed - used) * share[k]!) / 1000)));
          if (used + red[k]! >= allowed) {
            expected = at + (allowed - used);
            break;
          }
          used += red[k]!;
          at += red[k]!;
          s = apply(s, { type: 'press', at }).state;
          at += 1000;
          s = apply(s, { type: 'press', at }).state;
        }
        if (expected === null) {
          expect(s.status).toBe('running');
        } else {
          const late = apply(s, { type: 'press', at: at + red[red.length - 1]! + 10 ** 9 }).state;
          expect(late.flag).toMatchObject({ side: 'red', at: expected });
        }
      }),
      { numRuns: 40 },
    );
  });
});
