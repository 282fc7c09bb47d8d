import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { type BoardResult, recordRound } from '../record-round';
import type { SwissInput } from '../swiss-input';
import { CompatibleRow, compatible, dutchRound } from './dutch-player';
import { pairDutch } from './index';

const RESULTS: readonly BoardResult[] = ['1-0', '0-1', '½-½', '+-'];

test.prop(
  [
    fc.integer({ min: 2, max: 24 }),
    fc.integer({ min: 0, max: 4 }),
    fc.array(fc.nat(3), { minLength: 60, maxLength: 60 }),
    fc.array(fc.tuple(fc.nat(23), fc.nat(23)), { maxLength: 6 }),
  ],
  { numRuns: 40 },
)(
  'CompatibleRow answers as compatible for every pair, after played rounds and forbidden pairs',
  (n, rounds, draws, barred) => {
    let input: SwissInput = {
      players: Array.from({ length: n }, (_, i) => ({ id: i + 1, rounds: [] })),
      playedRounds: 0,
      totalRounds: rounds + 1,
      initialColour: 'white',
    };
    for (let r = 0; r < rounds; r++) {
      const paired = pairDutch(input);
      if (!paired.ok) break;
      const results = paired.value.boards.map((_, b) => RESULTS[draws[(r * 12 + b) % 60]!]!);
      input = recordRound(input, paired.value, results);
    }
    const forbiddenPairs = barred
      .filter(([a, b]) => a < n && b < n && a !== b)
      .map(([a, b]) => [a + 1, b + 1] as const);
    const round = dutchRound({ ...input, forbiddenPairs });
    const row = new CompatibleRow(round);
    for (const b of round.players) {
      row.select(b);
      for (const a of round.players) {
        if (a !== b) expect(row.compatible(a, b)).toBe(compatible(round, a, b));
      }
    }
  },
);
