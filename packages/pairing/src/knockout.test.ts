import { describe, expect, it } from 'vitest';
import { knockoutBracket, type MatchGame, matchState, nextKnockoutRound, seedingOrder } from './knockout';

describe('knockout brackets', () => {
  it('standard seeding keeps 1 and 2 apart until the final', () => {
    expect(seedingOrder(4)).toEqual([1, 4, 2, 3]);
    expect(seedingOrder(16).slice(0, 8)).toContain(1);
    expect(seedingOrder(16).slice(8)).toContain(2);
    expect(() => seedingOrder(6)).toThrow(RangeError);
  });

  it('gives the byes to the top seeds', () => {
    // 5 entrants, 8 bracket: three byes, to seeds 1, 2, 3; 4 meets 5.
    expect(knockoutBracket(5)).toEqual([
      { a: 1, b: null },
      { a: 4, b: 5 },
      { a: 2, b: null },
      { a: 3, b: null },
    ]);
  });

  it('a draw places everybody once, reproducibly', () => {
    const a = knockoutBracket(11, { method: 'draw', seed: 3 });
    expect(knockoutBracket(11, { method: 'draw', seed: 3 })).toEqual(a);
    const all = a.flatMap((p) => [p.a, p.b]).filter((x) => x !== null);
    expect([...all].sort((x, y) => x - y)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
  });

  it('winners meet in bracket order', () => {
    expect(nextKnockoutRound([1, 5, 2, 3])).toEqual([
      { a: 1, b: 5 },
      { a: 2, b: 3 },
    ]);
    expect(() => nextKnockoutRound([1, 2, 3])).toThrow(RangeError);
  });
});

describe('knockout matches', () => {
  const stages = [
    { kind: 'classical', games: 2 },
    { kind: 'rapid', games: 2 },
    { kind: 'blitz', games: 2 },
    { kind: 'armageddon', games: 1 },
  ] as const;

  it('alternates colours and decides on the games', () => {
    expect(matchState(stages, [], { firstWhite: 'b' })).toEqual({
      status: 'play',
      stage: 'classical',
      game: 1,
      white: 'b',
    });
    const games: MatchGame[] = [
      { white: 'b', result: 'black-win' },
      { white: 'a', result: 'draw' },
    ];
    expect(matchState(stages, games, { firstWhite: 'b' })).toEqual({
      status: 'decided',
      winner: 'a',
      stage: 'classical',
      score: [1.5, 0.5],
    });
  });

  it('goes to rapid games with colours swapped, then blitz, then armageddon where a draw wins for black', () => {
    const draw = (white: 'a' | 'b'): MatchGame => ({ white, result: 'draw' });
    // Classical: a white first. Rapid starts swapped: b white first. Blitz swapped again: a first.
    expect(matchState(stages, [draw('a'), draw('b')], { firstWhite: 'a' })).toMatchObject({
      stage: 'rapid',
      white: 'b',
    });
    const six = [draw('a'), draw('b'), draw('b'), draw('a'), draw('a'), draw('b')];
    const arm = matchState(stages, six, { firstWhite: 'a', seed: 9 });
    expect(arm.status).toBe('play');
    if (arm.status !== 'play') return;
    expect(arm.stage).toBe('armageddon');
    const done = matchState(stages, [...six, { white: arm.white, result: 'draw' }], {
      firstWhite: 'a',
      seed: 9,
    });
    expect(done).toMatchObject({
      status: 'decided',
      stage: 'armageddon',
      winner: arm.white === 'a' ? 'b' : 'a',
    });
  });

  // Luật Cờ Tướng 4.2.2: "Nếu đấu hai hoặc nhiều ván thì bốc thăm quyết định người đi trước ván
  // đầu, sau đó thay phiên nhau cầm quân Trắng, Đen."
  it('with stageColours alternate, the colours go on alternating game by game across the stages', () => {
    const draw = (white: 'a' | 'b'): MatchGame => ({ white, result: 'draw' });
    const opts = { firstWhite: 'a', stageColours: 'alternate' } as const;
    expect(matchState(stages, [draw('a'), draw('b')], opts)).toMatchObject({ stage: 'rapid', white: 'a' });
    expect(matchState(stages, [draw('a'), draw('b'), draw('a'), draw('b')], opts)).toMatchObject({
      stage: 'blitz',
      white: 'a',
    });
    // The swapped schedule is refused under alternate: game 3 should have a with white.
    expect(() => matchState(stages, [draw('a'), draw('b'), draw('b')], opts)).toThrow(RangeError);
    expect(() => matchState(stages, [], { firstWhite: 'a', stageColours: 'both' as never })).toThrow(
      RangeError,
    );
    expect(() => matchState(stages, [], { firstWhite: 'a', stageColours: 1 as never })).toThrow(TypeError);
  });

  it('refuses a wrong colour and extra games, and ends with lots when the regulations say so', () => {
    expect(() => matchState(stages, [{ white: 'b', result: 'draw' }], { firstWhite: 'a' })).toThrow(
      RangeError,
    );
    const one = [{ kind: 'classical', games: 1 }] as const;
    expect(() => matchState(one, [{ white: 'a', result: 'draw' }], { firstWhite: 'a' })).toThrow(RangeError);
    const lots = [
      { kind: 'classical', games: 1 },
      { kind: 'lots', games: 0 },
    ] as const;
    const s = matchState(lots, [{ white: 'a', result: 'draw' }], { firstWhite: 'a', seed: 4 });
    expect(s).toMatchObject({ status: 'decided', stage: 'lots' });
    expect(matchState(lots, [{ white: 'a', result: 'draw' }], { firstWhite: 'a', seed: 4 })).toEqual(s);
  });
});
