import { describe, expect, it } from 'vitest';
import { regressionRounds, tournamentRounds, trfFiles, xqPairing } from './endorsed';

// The FIDE-endorsed Dutch engine's pairings (2026 rules) on large fields, copied from the
// project's shared fixtures: test/fixtures/dutch-large (ten tournaments of 104–310 players,
// every round) and test/fixtures/dutch-regressions (three rounds where an earlier xq paired a
// 0-point bracket differently: the order of S2 transpositions decides among equal pairings).
// Each folder's README says where its files come from.

describe('Dutch on large fields: every round of every endorsed-engine file', () => {
  it('covers 10 tournaments and 3 regressions', () => {
    expect(trfFiles('dutch-large').length).toBe(10);
    expect(regressionRounds().length).toBe(3);
  });

  it.each(regressionRounds().map((c) => [c.name, c] as const))('regression %s', (_name, c) => {
    expect(xqPairing(c.input())).toEqual(c.want);
  });

  it.each(tournamentRounds('dutch-large').map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const input = c.input();
    expect(input.playedRounds).toBe(c.round - 1);
    expect(xqPairing(input)).toEqual(c.want);
  });
});
