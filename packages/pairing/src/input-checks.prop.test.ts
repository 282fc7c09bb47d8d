// The entry checks of the engines that take lists of players or teams: a duplicate id, a player
// against himself, a player on two boards, an unknown team or a non-finite score is refused
// with a RangeError (a wrong JS type with a TypeError) of code PAIRING_BAD_INPUT naming the
// function and the field; what is accepted never pairs a player with himself nor seats him twice.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { applyDoubleElimination, nextKnockoutRound, startDoubleElimination } from './knockout';
import { pairByLot } from './swiss/by-lot';
import { pairDutch } from './swiss/dutch';
import { dutchChecklist } from './swiss/dutch/checklist';
import { recordRound } from './swiss/record-round';
import { pairTeamSwiss } from './swiss/team-swiss';
import { lineUp, teamKnockout, teamStandings } from './team';

const hostile = fc.oneof(
  fc.anything(),
  fc.constantFrom(
    '__proto__',
    'toString',
    'constructor',
    null,
    undefined,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1.5,
    -0,
  ),
);
const hostileList = fc.oneof(
  hostile,
  fc.array(hostile, { maxLength: 6 }),
  fc.array(fc.integer({ min: -2, max: 6 }), { maxLength: 8 }),
);

/** Runs f: a value, or a RangeError/TypeError with the code PAIRING_BAD_INPUT whose message names `fn`. */
function valueOrNamedError<T>(fn: string, f: () => T): T | undefined {
  try {
    return f();
  } catch (e) {
    expect(e instanceof RangeError || e instanceof TypeError, String(e)).toBe(true);
    expect((e as { code?: unknown }).code, String(e)).toBe('PAIRING_BAD_INPUT');
    if (!(e as Error).message.startsWith('a knockout round needs an even'))
      expect((e as Error).message).toMatch(new RegExp(`^${fn}: |^a |^bad |^winner |^the |^games |^one `));
    return undefined;
  }
}

describe('engine entry checks', () => {
  test.prop([hostileList])('nextKnockoutRound never pairs a player with himself', (winners) => {
    const pairs = valueOrNamedError('nextKnockoutRound', () => nextKnockoutRound(winners as number[]));
    for (const p of pairs ?? []) expect(p.a).not.toBe(p.b);
  });

  test.prop([hostileList, hostileList, hostileList])(
    'lineUp never seats a player on two boards',
    (m, a, s) => {
      const line = valueOrNamedError('lineUp', () => lineUp(m as number[], a as number[], s as number[]));
      if (line === undefined) return;
      const seated = line.filter((x) => x !== null);
      expect(new Set(seated).size).toBe(seated.length);
    },
  );

  const code = fc.constantFrom('A', 'B', 'C', '__proto__', 'toString', 'constructor');
  const score = fc.oneof(fc.constantFrom(0, 0.5, 1, Number.NaN, Number.POSITIVE_INFINITY, -1), hostile);
  const match = fc.record({
    a: fc.oneof(code, hostile),
    b: fc.oneof(code, hostile),
    boards: fc.array(fc.tuple(score, score), { maxLength: 3 }),
  });
  test.prop([
    fc.oneof(fc.array(code, { maxLength: 4 }), hostileList),
    fc.oneof(fc.array(match, { maxLength: 4 }), hostileList),
  ])('teamStandings ranks only known teams with finite scores', (teams, matches) => {
    const rows = valueOrNamedError('teamStandings', () => teamStandings(teams as string[], matches as never));
    for (const r of rows ?? []) {
      expect(Number.isFinite(r.gamePoints) && Number.isFinite(r.matchPoints)).toBe(true);
      expect(teams).toContain(r.team);
    }
  });

  test.prop([fc.oneof(fc.array(code, { maxLength: 5 }), hostileList)])(
    'teamKnockout never pairs a team with itself',
    (teams) => {
      const k = valueOrNamedError('teamKnockout', () => teamKnockout(teams as string[], 2));
      for (const p of k?.pairs ?? []) expect(p.a).not.toBe(p.b);
    },
  );

  test.prop([hostileList, hostileList, hostileList])('applyDoubleElimination checks its lists', (u, l, w) => {
    const state = { unbeaten: u as number[], oneLoss: l as number[], out: [] };
    const pairs = Array.isArray(u)
      ? (u as number[]).map((a, i) => ({ a, b: (u as number[])[i + 1] ?? null }))
      : [];
    valueOrNamedError('applyDoubleElimination', () => applyDoubleElimination(state, pairs, w as number[]));
  });

  const ids = fc.integer({ min: 0, max: 5 });
  test.prop([
    fc.array(fc.record({ white: ids, black: ids }), { maxLength: 3 }),
    fc.option(ids, { nil: null }),
  ])('recordRound refuses a player against himself, twice, unknown or left off', (boards, bye) => {
    const input = {
      players: [1, 2, 3, 4].map((id) => ({ id, rounds: [] })),
      playedRounds: 0,
      totalRounds: 3,
      initialColour: 'white' as const,
    };
    const next = valueOrNamedError('recordRound', () =>
      recordRound(
        input,
        { boards, bye },
        boards.map(() => '1-0' as const),
      ),
    );
    const all = [...boards.flatMap((b) => [b.white, b.black]), ...(bye === null ? [] : [bye])];
    // sound: nobody twice, nobody unknown, and every player present seated (none is marked absent)
    const sound = new Set(all).size === all.length && all.every((x) => x >= 1 && x <= 4) && all.length === 4;
    expect(next !== undefined).toBe(sound);
  });

  const round = fc.record({
    opponent: fc.oneof(fc.integer({ min: 0, max: 4 }), hostile),
    colour: fc.oneof(fc.constantFrom('white', 'black', null), hostile),
    outcome: fc.oneof(fc.constantFrom('win', 'draw', 'loss'), hostile),
    played: fc.oneof(fc.boolean(), hostile),
    paired: fc.oneof(fc.boolean(), hostile),
  });
  const player = fc.record({
    id: fc.oneof(fc.integer({ min: 1, max: 4 }), hostile),
    rounds: fc.oneof(fc.array(round, { maxLength: 1 }), hostile),
  });
  const swissInput = fc.oneof(
    hostile,
    fc.record({
      players: fc.oneof(fc.array(fc.oneof(player, hostile), { maxLength: 5 }), hostile),
      playedRounds: fc.oneof(fc.constantFrom(0, 1), hostile),
      totalRounds: fc.oneof(fc.constant(3), hostile),
      initialColour: fc.oneof(fc.constantFrom('white', 'black'), hostile),
    }),
  );
  test.prop([swissInput])('the Swiss engines answer any input with a Result, never a throw', (input) => {
    for (const pair of [
      () => pairDutch(input as never),
      () => pairByLot(input as never, 1),
      () => pairTeamSwiss(input as never, { system: 'lot' }),
      () => dutchChecklist(input as never),
    ]) {
      const r = pair();
      if (!r.ok) expect(['PAIRING_BAD_INPUT', 'PAIRING_IMPOSSIBLE']).toContain(r.error.code);
    }
  });

  it('names the player or the team', () => {
    expect(() => nextKnockoutRound([1, 2, 2, 3])).toThrow(
      'nextKnockoutRound: winners[2]: player 2 is listed twice',
    );
    expect(() => lineUp([11, 12, 13], [12], [11])).toThrow(
      'lineUp: substitutes[0]: player 11 is listed twice',
    );
    expect(() => teamStandings(['A', 'B'], [{ a: 'A', b: 'C', boards: [] }])).toThrow(
      'matches[0].b: unknown team C',
    );
    expect(() => teamStandings(['A', 'B'], [{ a: 'A', b: 'B', boards: [[Number.NaN, 1]] }])).toThrow(
      'teamStandings: matches[0].boards[0][0] must be a finite score ≥ 0, got NaN',
    );
    expect(() => teamStandings(['A', 'A'], [])).toThrow('teams[1]: team "A" is listed twice');
    // a rest (b: null) credits a's bye points and is no team of the standings
    const rest = teamStandings(['A', 'B'], [{ a: 'A', b: null, boards: [[1, 0]] }]);
    expect(rest.map((r) => [r.team, r.gamePoints])).toEqual([
      ['A', 1],
      ['B', 0],
    ]);
    expect(() => teamKnockout(['HN', 'HN'], 2)).toThrow(RangeError);
    const s = startDoubleElimination(4);
    expect(() => applyDoubleElimination(s, [{ a: 1, b: 1 }], [1])).toThrow('pairs player 1 with himself');
    const input = {
      players: [1, 2].map((id) => ({ id, rounds: [] })),
      playedRounds: 0,
      totalRounds: 3,
      initialColour: 'white' as const,
    };
    expect(() => recordRound(input, { boards: [{ white: 1, black: 1 }], bye: null }, ['1-0'])).toThrow(
      'recordRound: boards[0].black: player 1 is paired twice',
    );
  });
});
