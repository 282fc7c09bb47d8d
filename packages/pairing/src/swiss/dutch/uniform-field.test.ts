import { describe, expect, it } from 'vitest';
import type { SwissInput } from '../swiss-input';
import { dutchRound, score } from './dutch-player';
import { pairByBrackets, pairDutch } from './index';
import { uniformPairOf } from './uniform-field';

/** The present players in ranking order, as pairDutch sorts them. */
function ranked(input: SwissInput) {
  const round = dutchRound(input);
  const sorted = round.players
    .filter((p) => p.present)
    .sort((x, y) => score(y) - score(x) || x.index - y.index);
  return { round, sorted };
}

/** A first round of n players with ids and absences drawn from a small LCG. */
function firstRound(n: number, seed: number): SwissInput {
  let x = seed;
  const next = () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
  return {
    players: Array.from({ length: n }, (_, i) => ({
      id: 4 * i + 1 + Math.floor(next() * 4),
      rounds: [],
      absent: next() < 0.1,
    })),
    playedRounds: 0,
    totalRounds: 7,
    initialColour: next() < 0.5 ? 'white' : 'black',
  };
}

describe('the uniform first round', () => {
  it('pairs as the bracket steps do, for every field of 3 to 100 players (about a tenth absent)', () => {
    let uniform = 0;
    for (let n = 3; n <= 100; n++) {
      const input = firstRound(n, n);
      const { round, sorted } = ranked(input);
      if (sorted.length < 2) continue;
      expect(uniformPairOf(round, sorted)).not.toBeNull();
      uniform++;
      expect(pairDutch(input)).toEqual(pairByBrackets(round, sorted));
    }
    expect(uniform).toBeGreaterThan(90);
  });

  it('is not taken after a played round, with two scores, or with a forbidden pair of present players', () => {
    const input = firstRound(20, 7);
    const present = input.players.filter((p) => !p.absent).map((p) => p.id);
    const forbidden: SwissInput = { ...input, forbiddenPairs: [[present[0]!, present[1]!]] };
    const accelerated: SwissInput = {
      ...input,
      players: input.players.map((p, i) => (i < 5 ? { ...p, acceleration: [1] } : p)),
    };
    for (const other of [forbidden, accelerated]) {
      const { round, sorted } = ranked(other);
      expect(uniformPairOf(round, sorted)).toBeNull();
    }
    const first = pairDutch(input);
    if (!first.ok) throw new Error(first.error.message);
    const after: SwissInput = {
      ...input,
      playedRounds: 1,
      players: input.players.map((p) => ({
        ...p,
        rounds: [{ opponent: 0, colour: null, outcome: 'loss', played: false, paired: false }],
      })),
    };
    const { round, sorted } = ranked(after);
    expect(uniformPairOf(round, sorted)).toBeNull();
  });

  it('a forbidden pair with an absent player keeps the field uniform, and the pairing equal', () => {
    const input = firstRound(30, 11);
    const absent = input.players.find((p) => p.absent)!.id;
    const present = input.players.find((p) => !p.absent)!.id;
    const withPair: SwissInput = { ...input, forbiddenPairs: [[absent, present]] };
    const { round, sorted } = ranked(withPair);
    expect(uniformPairOf(round, sorted)).not.toBeNull();
    expect(pairDutch(withPair)).toEqual(pairByBrackets(round, sorted));
  });
});
