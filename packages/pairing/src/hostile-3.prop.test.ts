// Hostile probes, third pass: the team engines (pairTeamSwiss, teamLetter, teamStandings,
// lineUp and the schedules of team.ts), recordRound's present players left off the pairing, the
// text fields of TRF records (astral characters cut in the name column, control characters,
// line separators), and the boolean options of the TRF and generator entry points. Bad input is
// refused with PAIRING_BAD_INPUT naming the function and the field; never a deep TypeError, NaN
// or Infinity in the output, a hang or a silent change of what was asked.
import { fc, test } from '@fast-check/vitest';
import { arbHostile, arbPrototypeKey, PROTOTYPE_KEYS } from '@xq/test-utils';
import { describe, expect, it } from 'vitest';
import * as P from './index';

const fresh = (n: number) => ({
  players: Array.from({ length: n }, (_, i) => ({ id: i + 1, rounds: [] })),
  playedRounds: 0,
  totalRounds: 3,
  initialColour: 'white' as const,
});

/** `f` refuses with PAIRING_BAD_INPUT, and the message names `words` (function, field). */
function refused(f: () => unknown, ...words: string[]): void {
  let message: string;
  try {
    const r = f() as { ok?: boolean; error?: { code?: string; message?: string } };
    expect(r?.ok, JSON.stringify(r)).toBe(false);
    expect(r.error?.code).toBe('PAIRING_BAD_INPUT');
    message = r.error?.message ?? '';
  } catch (e) {
    expect(P.isPairingInputError(e), String(e)).toBe(true);
    message = (e as Error).message;
  }
  for (const w of words) expect(message).toContain(w);
}

describe('pairTeamSwiss: options outside their values', () => {
  it('an unknown system is refused, not paired by Dutch', () => {
    for (const system of ['monrad', 'Lot', 1, true, null, 'toString', '__proto__'])
      refused(
        () => P.pairTeamSwiss(fresh(4), { system: system as never }),
        'pairTeamSwiss',
        'options.system',
      );
    refused(() => P.pairTeamSwiss(fresh(4), [] as never), 'pairTeamSwiss', 'options');
  });
  it('by lot needs a seed (it drew from seed 0); a seed is for the lot only', () => {
    refused(() => P.pairTeamSwiss(fresh(4), { system: 'lot' }), 'pairTeamSwiss', 'options.seed');
    refused(() => P.pairTeamSwiss(fresh(4), { seed: 5 }), 'pairTeamSwiss', 'options.seed');
    refused(() => P.pairTeamSwiss(fresh(4), { system: 'lot', seed: '5' as never }), 'options.seed');
    expect(P.pairTeamSwiss(fresh(4), { system: 'lot', seed: 5 })).toEqual(P.pairByLot(fresh(4), 5));
    expect(P.pairTeamSwiss(fresh(4), { system: 'dutch' })).toEqual(P.pairDutch(fresh(4)));
    expect(P.pairTeamSwiss(fresh(4))).toEqual(P.pairDutch(fresh(4)));
  });
  test.prop([arbHostile(), arbHostile()])(
    'any option values: a pairing or PAIRING_BAD_INPUT',
    (system, seed) => {
      const r = P.pairTeamSwiss(fresh(5), { system, seed } as never);
      if (!r.ok) expect(r.error.code).toBe('PAIRING_BAD_INPUT');
      else expect(system === 'lot' || system === 'dutch' || system === undefined).toBe(true);
    },
  );
});

describe('team.ts: numbers, names and options', () => {
  it('teamLetter refuses numbers beyond 2^53 − 1 (letters of a rounded number) and non-numbers', () => {
    expect(P.teamLetter(Number.MAX_SAFE_INTEGER)).toMatch(/^[A-Z]+$/);
    for (const i of [2 ** 53, 1e300, Number.MAX_VALUE]) refused(() => P.teamLetter(i), 'teamLetter', 'i');
    expect(() => P.teamLetter('1' as never)).toThrow(TypeError);
  });
  it('the schedules name their function and field, a string is a TypeError', () => {
    for (const [f, words] of [
      [() => P.englishSchedule('3' as never), ['englishSchedule', 'k']],
      [() => P.simultaneousMatch(2, '2' as never), ['simultaneousMatch', 'games']],
      [() => P.teamBoardColours(0), ['teamBoardColours', 'boards']],
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

describe('recordRound: the pairing and the absent flags tell one story', () => {
  const pairing = { boards: [{ white: 1, black: 2 }], bye: null };
  it('a present player on no board and not the bye is refused, named (he was scored absentOutcome)', () => {
    refused(() => P.recordRound(fresh(3), pairing, ['1-0']), 'recordRound', 'player 3', 'present');
    refused(() => P.recordRound(fresh(4), pairing, ['1-0'], 'draw'), 'player 3');
  });
  it('a player marked absent who is paired is refused, named (his game was recorded, the flag cleared)', () => {
    const input = { ...fresh(2), players: fresh(2).players.map((p) => ({ ...p, absent: p.id === 2 })) };
    refused(() => P.recordRound(input, pairing, ['1-0']), 'recordRound', 'player 2', 'absent');
  });
  it('absentOutcome still scores the players marked absent, and only them', () => {
    const input = { ...fresh(3), players: fresh(3).players.map((p) => ({ ...p, absent: p.id === 3 })) };
    const next = P.recordRound(input, pairing, ['1-0'], 'draw');
    expect(next.players.map((p) => p.rounds[0]?.outcome)).toEqual(['win', 'loss', 'draw']);
    expect(next.players[2]!.rounds[0]).toMatchObject({ opponent: 0, paired: false });
  });
  test.prop([
    fc.integer({ min: 1, max: 9 }),
    fc.nat(),
    fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
  ])("an engine's pairing of the input is always recorded", (n, seed, away) => {
    const input = { ...fresh(n), players: fresh(n).players.map((p, i) => ({ ...p, absent: away[i]! })) };
    const r = P.pairByLot(input, seed);
    if (!r.ok) return;
    const next = P.recordRound(
      input,
      r.value,
      r.value.boards.map(() => '½-½'),
    );
    expect(next.playedRounds).toBe(1);
  });
});

const trfPlayer = (name: string, extra: Partial<P.TrfPlayer> = {}): P.TrfPlayer => ({
  startNumber: 1,
  sex: '',
  title: '',
  name,
  rating: 1500,
  federation: 'VIE',
  fideId: '',
  birthDate: '',
  points: 0,
  rank: 1,
  rounds: [],
  ...extra,
});
const trfOf = (p: P.TrfPlayer): P.Trf => ({
  players: [p],
  totalRounds: 3,
  initialColour: 'white',
  otherLines: [],
});
/** UTF-16 that encodes to UTF-8 and back unchanged: no lone surrogate. */
const wellFormed = (s: string): boolean => new TextDecoder().decode(new TextEncoder().encode(s)) === s;

describe('TRF text fields: astral characters, control characters, line separators', () => {
  it('a name cut to its 33 columns never splits a surrogate pair', () => {
    // 32 letters then an emoji: the emoji's high half was column 33, its low half was cut off
    const line = P.formatTrfPlayer(trfPlayer(`${'x'.repeat(32)}😀`));
    expect(wellFormed(line)).toBe(true);
    expect(line.slice(14, 47)).toBe(`${'x'.repeat(32)} `);
    const back = P.parseTrf(P.formatTrf(trfOf(trfPlayer(`${'𠀀'.repeat(20)}`))));
    expect(back.ok && back.value.players[0]!.name).toBe('𠀀'.repeat(16));
  });
  test.prop([
    fc.string({ unit: 'binary', maxLength: 40 }).filter((s) => !/[\p{Cc}\u2028\u2029]/u.test(s)),
    fc.constantFrom('', 'GM', 'g😀'),
  ])('names and titles of any characters: written well-formed, read back as cut', (name, title) => {
    const text = P.formatTrf(trfOf(trfPlayer(name, { title })));
    expect(wellFormed(text)).toBe(true);
    expect(text.split('\r').filter((l) => l.startsWith('001'))).toHaveLength(1);
    const back = P.parseTrf(text);
    if (!back.ok) throw new Error(back.error.message);
    const p = back.value.players[0]!;
    const cut = name.length <= 33 ? name : name.slice(0, /[\uD800-\uDBFF]/.test(name[32]!) ? 32 : 33);
    expect(p.name).toBe(cut.trim());
    expect(p.title).toBe(title);
    expect(p.rating).toBe(1500);
  });
  it('a control character, a line separator or a lone surrogate in any text field is refused', () => {
    const bad = [
      'A\nB',
      'A\rB',
      'A\u2028B',
      'A\u2029B',
      'A\u0085B',
      'A\u000bB',
      'A\u0000B',
      'A\u007fB',
      '\uD800',
      'x\uDC00',
    ];
    for (const v of bad) {
      refused(() => P.formatTrfPlayer(trfPlayer(v)), 'the name');
      refused(() => P.formatTrf(trfOf(trfPlayer(v))), 'the name');
      expect(P.trfPlayerProblem(trfPlayer(v))).toMatch(/^the name/);
      for (const key of ['sex', 'title', 'federation', 'fideId', 'birthDate'] as const)
        refused(() => P.formatTrfPlayer(trfPlayer('A', { [key]: v.replace(/[ABx]/g, '') })), key);
    }
  });
  it('an other line with a character other readers split lines on, or a lone surrogate, is refused', () => {
    for (const l of ['012 A\u2028B', '012 A\u000cB', '012 A\u0085B', '012 \uD83D'])
      refused(() => P.formatTrf({ ...trfOf(trfPlayer('A')), otherLines: [l] }), 'otherLines[0]');
    expect(P.formatTrf({ ...trfOf(trfPlayer('A')), otherLines: ['012 Giải\tcờ 😀'] })).toContain('😀');
  });
});

describe('boolean options are booleans', () => {
  const trf = P.generateTournament({ players: 6, rounds: 2, seed: 1 });
  it('swissInputFromTrf, checkTournament and generateTournament refuse a truthy string as baku', () => {
    if (!trf.ok) throw new Error(trf.error.message);
    for (const baku of ['yes', 'false', 1, 0, null]) {
      refused(
        () => P.swissInputFromTrf({ ...trf.value.trf, totalRounds: 3 }, { baku } as never),
        'options.baku',
      );
      refused(() => P.checkTournament(trf.value.trf, { baku } as never), 'checkTournament', 'options.baku');
      refused(() => P.generateTournament({ players: 6, rounds: 2, baku } as never), 'options.baku');
      refused(
        () => P.generateTournament({ players: 6, rounds: 2, trf2026: baku } as never),
        'options.trf2026',
      );
    }
    expect(P.swissInputFromTrf({ ...trf.value.trf, totalRounds: 3 }, { baku: false }).ok).toBe(true);
    expect(P.checkTournament(trf.value.trf, { baku: false }).ok).toBe(true);
  });
  test.prop([fc.constantFrom(...PROTOTYPE_KEYS), arbHostile()])(
    'option objects with prototype keys or hostile values: a value or PAIRING_BAD_INPUT',
    (key, value) => {
      if (!trf.ok) throw new Error(trf.error.message);
      const options = JSON.parse(JSON.stringify({ [key]: 1 })) as Record<string, unknown>;
      options.baku = value;
      for (const f of [
        () => P.swissInputFromTrf({ ...trf.value.trf, totalRounds: 3 }, options),
        () => P.checkTournament(trf.value.trf, options),
        () => P.teamStandings(['A', 'B'], [], { ...options, primary: value } as never),
        () => P.pairTeamSwiss(fresh(4), { ...options, system: value } as never),
      ]) {
        try {
          const r = f() as { ok?: boolean; error?: { code?: string } };
          if (r && r.ok === false) expect(r.error?.code).toBe('PAIRING_BAD_INPUT');
        } catch (e) {
          expect(P.isPairingInputError(e), String(e)).toBe(true);
        }
      }
    },
  );
});
