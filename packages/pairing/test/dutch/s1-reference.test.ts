import { afterEach, describe, expect, it } from 'vitest';
import { referenceProbe } from '../../src/swiss/dutch/reference-probe';
import { generateTournament } from '../../src/swiss/generator';
import { before, inputOf, xqPairing } from './endorsed';

// The S1 step's shortcuts (leaning the optimum toward the answer, trusting chunks, many S1
// players per solve) give the step's own answer: every round of a generated 300-player event is
// paired with them and without them (one solve per S1 player, every candidate ranked, as
// bbpPairings runs it). On fields this large, 0-point brackets hold hundreds of players, where
// chunks break and the order of S2 transpositions decides among equal pairings.
afterEach(() => {
  referenceProbe.s1 = false;
});

describe('Dutch S1 step: the shortcuts against the reference step', () => {
  const g = generateTournament({ players: 300, rounds: 5, seed: 300000 });
  if (!g.ok) throw new Error(g.error.message);
  const trf = g.value.trf;
  it.each([2, 3, 4, 5])('300 players, round %i', (r) => {
    const input = inputOf(before(trf, r), `round ${r}`);
    const fast = xqPairing(input);
    referenceProbe.s1 = true;
    const reference = xqPairing(input);
    referenceProbe.s1 = false;
    expect('error' in reference).toBe(false);
    expect(fast).toEqual(reference);
  });
});
