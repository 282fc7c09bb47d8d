// The team engines of team.ts (teamLetter, teamStandings, lineUp, teamKnockout and the schedules)
// on bad numbers, names and options: PAIRING_BAD_INPUT naming the function and the field, never a
// deep TypeError, NaN or a quadratic step (once the hostile probes' third pass).
import { fc, test } from '@fast-check/vitest';
import { arbPrototypeKey } from '@xq/test-utils';
import { describe, expect, it } from 'vitest';
import { refused } from '../test/refused';
import * as P from './index';
import { teamLetter } from './team';

describe('team.ts: numbers, names and options', () => {
  it('teamLetter refuses numbers beyond 2^53 − 1 (letters of a rounded number) and non-numbers', () => {
    expect(teamLetter(Number.MAX_SAFE_INTEGER)).toMatch(/^[A-Z]+$/);
    for (const i of [2 ** 53, 1e300, Number.MAX_VALUE]) refused(() => teamLetter(i), 'teamLetter', 'i');
    expect(() => teamLetter('1' as never)).toThrow(TypeError);
  });
  it('the schedules name their function and field, a string is a TypeError', () => {
    for (const [f, words] of [
      [() => P.englishSchedule('3' as never), ['englishSchedule', 'k']],
      [() => P.simultaneousMatch(2, '2' as never), ['simultaneousMatch', 'games']],
      [() => P.teamRoundRobin(1.5), ['teamRoundRobin', 'teams']],
      [() => P.teamKnockout(['A', 'B'], 0), ['teamKnockout', 'players']],
    ] as const)
      refused(f, ...words);
    expect(() => P.englishSchedule('3' as never)).toThrow(TypeError);
  });
  it('teamStandings refuses bad options instead of a deep TypeError or a silent default', () => {
    refused(() => P.teamStandings(['A', 'B'], [], null as never), 'teamStandings', 'options');
    refused(() => P.teamStandings(['A', 'B'], [], { primary: 'points' as never }), 'options.primary');
    refused(() => P.teamStandings(['A', 'B'], [], { primary: 'toString' as never }), 'options.primary');
    expect(P.teamStandings(['A', 'B'], [], { primary: 'match-points' })).toHaveLength(2);
  });
  it('teamStandings refuses a board of three scores (one read, one dropped) and scores whose sum overflows', () => {
    const m = (boards: unknown) => [{ a: 'A', b: 'B', boards } as never];
    refused(() => P.teamStandings(['A', 'B'], m([[1, 0, 5]])), 'teamStandings', 'matches[0].boards[0]');
    refused(() => P.teamStandings(['A', 'B'], m([[1]])), 'matches[0].boards[0]');
    refused(() => P.teamStandings(['A', 'B'], m([[1e308, 0]])), 'matches[0].boards[0][0]');
    const s = P.teamStandings(['A', 'B'], m([[1000, 0]]));
    expect(s[0]).toMatchObject({ team: 'A', gamePoints: 1000 });
  });
  test.prop([
    fc.uniqueArray(fc.oneof(arbPrototypeKey(), fc.string({ maxLength: 3 })), { minLength: 2, maxLength: 6 }),
  ])('prototype keys as team codes are teams like any other', (teams) => {
    const [a, b] = teams as [string, string];
    const s = P.teamStandings(teams, [{ a, b, boards: [[1, 0]] }]);
    expect(s.map((r) => r.team).sort()).toEqual([...teams].sort());
    expect(s[0]).toMatchObject({ team: a, gamePoints: 1, matchPoints: 2, rank: 1 });
    for (const r of s) expect(Number.isFinite(r.gamePoints) && Number.isFinite(r.matchPoints)).toBe(true);
    const k = P.teamKnockout(teams, 2);
    expect(
      k.pairs
        .flatMap((p) => [p.a, p.b])
        .filter((x) => x !== null)
        .sort(),
    ).toEqual([...teams].sort());
  });
  it('lineUp refuses an absent id that matches nobody by its type (the absent player would sit)', () => {
    refused(() => P.lineUp([1, 2], ['1' as never], [3]), 'lineUp', 'absent[0]');
    refused(() => P.lineUp([1, 2], [Number.NaN], [3]), 'lineUp', 'absent[0]');
    refused(() => P.lineUp([1, 2], [1.5], [3]), 'lineUp', 'absent[0]');
    // biome-ignore lint/suspicious/noSparseArray: a hole is the probe
    refused(() => P.lineUp([1, 2], [, 1] as never, [3]), 'lineUp', 'absent[0]');
    // the event's whole list of absentees, other teams' players and repeats included, still works
    expect(P.lineUp([1, 2], [1, 1, 99], [3])).toEqual([3, 2]);
  });
  it('teams with fewer players than boards: the empty boards are null (lost by forfeit)', () => {
    expect(P.lineUp([1, 2], [1, 2], [])).toEqual([null, null]);
    expect(P.lineUp([], [], [5])).toEqual([]);
  });
  it('teamStandings, lineUp and teamKnockout answer huge events (a quadratic step would take minutes: the test times out)', () => {
    // 100,000 teams: a scan of the teams per match or per team (10^10 steps) would run for
    // minutes; the sort and the maps take well under a second even on a loaded 2-core machine.
    const n = 100_000;
    const teams = Array.from({ length: n }, (_, i) => `T${i}`);
    const matches = Array.from({ length: n / 2 }, (_, i) => ({
      a: `T${2 * i}`,
      b: `T${2 * i + 1}`,
      boards: [
        [1, 0],
        [0.5, 0.5],
        [i % 2, 1 - (i % 2)],
      ] as [number, number][],
    }));
    const members = Array.from({ length: n }, (_, i) => i + 1);
    const s = P.teamStandings(teams, matches, { primary: 'match-points' });
    const line = P.lineUp(
      members,
      members.filter((x) => x % 2 === 1),
      members.map((x) => n + x),
    );
    const k = P.teamKnockout(teams.slice(0, 65_536), 4);
    expect(s).toHaveLength(n);
    expect(s[0]).toMatchObject({ rank: 1, gamePoints: 2.5, matchPoints: 2 });
    expect(line.filter((x) => x !== null && x > n)).toHaveLength(n / 2);
    expect(k.pairs).toHaveLength(32_768);
  });
});
