import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { pairByLot } from './by-lot';
import { pairDutch } from './dutch';
import { type BoardResult, recordRound } from './record-round';
import type { SwissInput, SwissPairing, SwissResult } from './swiss-input';

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object') {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

const scenario = fc.record({
  n: fc.integer({ min: 2, max: 14 }),
  totalRounds: fc.integer({ min: 1, max: 7 }),
  results: fc.array(fc.constantFrom<BoardResult>('1-0', '1-0', '½-½', '0-1', '0-1', '+-', '-+'), {
    minLength: 60,
    maxLength: 60,
  }),
  absences: fc.array(fc.tuple(fc.nat(13), fc.nat(6)), { maxLength: 4 }),
  initialColour: fc.constantFrom<'white' | 'black'>('white', 'black'),
  seed: fc.nat(),
});

/** Checks one round's pairing against the rules; returns nothing, throws on a violation. */
function checkRound(input: SwissInput, pairing: SwissPairing, dutch: boolean): void {
  const present = input.players.filter((p) => !p.absent).map((p) => p.id);
  const seen = pairing.boards
    .flatMap((b) => [b.white, b.black])
    .concat(pairing.bye === null ? [] : [pairing.bye]);
  // one game per player per round, absent players left out
  expect([...seen].sort((a, b) => a - b)).toEqual([...present].sort((a, b) => a - b));
  const byId = new Map(input.players.map((p) => [p.id, p] as const));
  for (const b of pairing.boards) {
    // no repeated pairing
    expect(byId.get(b.white)!.rounds.some((r) => r.played && r.opponent === b.black)).toBe(false);
  }
  if (pairing.bye !== null) {
    // at most one bye (pairing-allocated, or any unplayed win) per player
    expect(byId.get(pairing.bye)!.rounds.some((r) => !r.played && r.outcome === 'win')).toBe(false);
  }
  const score = (id: number) =>
    byId.get(id)!.rounds.reduce((s, r) => s + (r.outcome === 'win' ? 1 : r.outcome === 'draw' ? 0.5 : 0), 0);
  const lastRound = input.playedRounds === input.totalRounds - 1;
  const topscorer = (id: number) => dutch && lastRound && score(id) > input.playedRounds / 2;
  for (const b of pairing.boards) {
    if (topscorer(b.white) || topscorer(b.black)) continue;
    for (const [id, colour] of [
      [b.white, 'white'],
      [b.black, 'black'],
    ] as const) {
      const colours = byId
        .get(id)!
        .rounds.filter((r) => r.played)
        .map((r) => r.colour)
        .concat([colour]);
      const diff = colours.filter((c) => c === 'white').length - colours.filter((c) => c === 'black').length;
      expect(Math.abs(diff)).toBeLessThanOrEqual(2);
      const k = colours.length;
      expect(k >= 3 && colours[k - 1] === colours[k - 2] && colours[k - 2] === colours[k - 3]).toBe(false);
    }
  }
}

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function run(s: Scenario, pair: (i: SwissInput) => SwissResult, dutch: boolean) {
  let input: SwissInput = {
    players: Array.from({ length: s.n }, (_, i) => ({ id: i + 1, rounds: [] })),
    playedRounds: 0,
    totalRounds: s.totalRounds,
    initialColour: s.initialColour,
  };
  let k = 0;
  for (let round = 0; round < s.totalRounds; round++) {
    const absent = new Set(s.absences.filter(([, r]) => r === round).map(([p]) => p + 1));
    input = deepFreeze({ ...input, players: input.players.map((p) => ({ ...p, absent: absent.has(p.id) })) });
    const r = pair(input);
    // determinism, and the input is left untouched (it is frozen)
    expect(pair(input)).toEqual(r);
    if (!r.ok) {
      expect(r.error.code).toBe('PAIRING_IMPOSSIBLE');
      return;
    }
    checkRound(input, r.value, dutch);
    input = recordRound(
      input,
      r.value,
      r.value.boards.map(() => s.results[k++ % s.results.length]!),
    );
  }
}

describe('Swiss engines on random tournaments', () => {
  test.prop([scenario], { numRuns: 60 })('Dutch: legal, deterministic pairings round after round', (s) => {
    run(s, pairDutch, true);
  });
  test.prop([scenario], { numRuns: 60 })('by lot: legal, reproducible pairings round after round', (s) => {
    run(s, (i) => pairByLot(i, s.seed), false);
  });
});

describe('Swiss engines on arbitrary input', () => {
  const round = fc.record({
    opponent: fc.nat(6),
    colour: fc.constantFrom<'white' | 'black' | null>('white', 'black', null),
    outcome: fc.constantFrom<'win' | 'draw' | 'loss'>('win', 'draw', 'loss'),
    played: fc.boolean(),
    paired: fc.boolean(),
  });
  const arbitraryInput = fc.record({
    players: fc.array(
      fc.record({
        id: fc.integer({ min: 0, max: 6 }),
        rounds: fc.array(round, { maxLength: 3 }),
        absent: fc.boolean(),
        acceleration: fc.option(fc.array(fc.double({ noNaN: false }), { maxLength: 3 }), { nil: undefined }),
      }),
      { maxLength: 6 },
    ),
    playedRounds: fc.integer({ min: -1, max: 3 }),
    totalRounds: fc.integer({ min: 0, max: 5 }),
    initialColour: fc.constantFrom<'white' | 'black'>('white', 'black'),
  });
  test.prop([arbitraryInput, fc.nat()])('never throw; answer a pairing or a coded error', (input, seed) => {
    for (const r of [pairDutch(input as SwissInput), pairByLot(input as SwissInput, seed)]) {
      if (r.ok) {
        const ids = r.value.boards
          .flatMap((b) => [b.white, b.black])
          .concat(r.value.bye === null ? [] : [r.value.bye]);
        expect(new Set(ids).size).toBe(ids.length);
      } else {
        expect(['PAIRING_IMPOSSIBLE', 'PAIRING_BAD_INPUT']).toContain(r.error.code);
      }
    }
  });
});
