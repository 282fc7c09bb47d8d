import { describe, expect, it } from 'vitest';
import { tournamentRounds, trfFiles, xqPairing } from './endorsed';

// Every round of the 29 tournaments of test/fixtures/dutch, paired by the FIDE-endorsed Dutch
// engine (2026 rules): cut before the round as that folder's README says, paired by xq, compared
// board by board.
const cases = tournamentRounds('dutch');

describe('Dutch fixtures: every round of every file', () => {
  it('covers 29 files', () => {
    expect(trfFiles('dutch').length).toBe(29);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const input = c.input();
    expect(input.playedRounds).toBe(c.round - 1);
    expect(xqPairing(input)).toEqual(c.want);
  });
});
