// Every public engine of @xq/pairing against hostile callers (issue 24): duplicate ids,
// self-pairings, a player on two boards, unknown teams, NaN and infinite scores, values of the
// wrong JavaScript type and prototype keys. An engine that answers a Result answers
// `{ ok: false, error: { code: 'PAIRING_BAD_INPUT' } }` (or PAIRING_IMPOSSIBLE, or a TRF_ code for
// text); an engine whose answer is a plain value throws a RangeError or TypeError with the code
// PAIRING_BAD_INPUT (`isPairingInputError`); none throws anything else.
import { fc } from '@fast-check/vitest';
import { arbHostile } from '@xq/test-utils';
import { describe, expect, it } from 'vitest';
import * as P from './index';
import { seedingOrder } from './knockout';
import { bergerRound, bergerTable, roundRobinTableSize } from './round-robin';
import { checkSwissInput, FIDE_SCORING } from './swiss/swiss-input';
import { englishWhite, teamLetter } from './team';

// The shared hostile values (wrong types, NaN, infinities, prototype keys, BigInts, symbols),
// with the small numbers and id lists that reach past the type checks.
const hostile = fc.oneof(
  arbHostile(),
  fc.constantFrom(-1, 0, 1, 2, 4, 1e9, [], {}, [1, 1], [1, 2, 2], 'white'),
);
const list = fc.oneof(
  hostile,
  fc.array(hostile, { maxLength: 5 }),
  fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 6 }),
);
const sound = {
  players: [1, 2, 3, 4].map((id) => ({ id, rounds: [] })),
  playedRounds: 0,
  totalRounds: 3,
  initialColour: 'white' as const,
};
const soundPairing = {
  boards: [
    { white: 1, black: 2 },
    { white: 3, black: 4 },
  ],
  bye: null,
};
const swissInput = fc.oneof(
  hostile,
  fc.constant(sound),
  fc.record({ players: list, playedRounds: hostile, totalRounds: hostile, initialColour: hostile }),
);
const pairing = fc.oneof(
  hostile,
  fc.constant(soundPairing),
  fc.record({
    boards: fc.oneof(list, fc.array(fc.record({ white: hostile, black: hostile }), { maxLength: 3 })),
    bye: hostile,
  }),
);
const trfPlayer = fc.record({
  startNumber: hostile,
  sex: hostile,
  title: hostile,
  name: hostile,
  rating: hostile,
  federation: hostile,
  fideId: hostile,
  birthDate: hostile,
  points: hostile,
  rank: hostile,
  rounds: list,
});
const trf = fc.oneof(
  hostile,
  fc.record({
    players: fc.oneof(list, fc.array(trfPlayer, { maxLength: 3 })),
    totalRounds: hostile,
    initialColour: hostile,
    otherLines: list,
  }),
);
const state = fc.oneof(hostile, fc.record({ unbeaten: list, oneLoss: list, out: list }));
const teamMatch = fc.record({
  a: hostile,
  b: hostile,
  boards: fc.oneof(list, fc.array(fc.tuple(hostile, hostile), { maxLength: 2 })),
});

type Engine = readonly [name: string, args: fc.Arbitrary<unknown[]>, run: (...args: never[]) => unknown];
const ENGINES: readonly Engine[] = [
  ['seedingOrder', fc.tuple(hostile), seedingOrder],
  ['knockoutBracket', fc.tuple(hostile, hostile), P.knockoutBracket],
  ['nextKnockoutRound', fc.tuple(list), P.nextKnockoutRound],
  ['drawFirstWhite', fc.tuple(hostile), P.drawFirstWhite],
  ['knockoutLot', fc.tuple(hostile, hostile, hostile), P.knockoutLot],
  ['matchState', fc.tuple(list, list, hostile), P.matchState],
  ['startDoubleElimination', fc.tuple(hostile, hostile), P.startDoubleElimination],
  ['doubleEliminationRound', fc.tuple(state), P.doubleEliminationRound],
  ['applyDoubleElimination', fc.tuple(state, list, list), P.applyDoubleElimination],
  ['drawLots', fc.tuple(list, hostile), P.drawLots],
  ['drawNumbers', fc.tuple(list, hostile), P.drawNumbers],
  ['roundRobinTableSize', fc.tuple(hostile), roundRobinTableSize],
  ['roundRobinMeeting', fc.tuple(hostile, hostile, hostile), P.roundRobinMeeting],
  ['bergerTable', fc.tuple(hostile), bergerTable],
  ['bergerRound', fc.tuple(hostile, hostile), bergerRound],
  ['roundRobinScheduleRound', fc.tuple(hostile, hostile, hostile), P.roundRobinScheduleRound],
  ['roundRobinSchedule', fc.tuple(hostile, hostile), P.roundRobinSchedule],
  ['bakuAcceleration', fc.tuple(swissInput), P.bakuAcceleration],
  ['pairByLot', fc.tuple(swissInput, hostile), P.pairByLot],
  ['pairDutch', fc.tuple(swissInput), P.pairDutch],
  ['dutchChecklist', fc.tuple(swissInput), P.dutchChecklist],
  ['checkSwissInput', fc.tuple(swissInput), checkSwissInput],
  ['explainPairing', fc.tuple(swissInput, pairing, hostile), P.explainPairing],
  ['publicationOrder', fc.tuple(swissInput, pairing), P.publicationOrder],
  ['recordRound', fc.tuple(swissInput, pairing, list), P.recordRound],
  [
    'teamMatchBoards',
    fc.tuple(fc.oneof(hostile, fc.record({ white: hostile, black: hostile })), hostile),
    P.teamMatchBoards,
  ],
  ['pairTeamSwiss', fc.tuple(swissInput, fc.oneof(hostile, fc.record({ system: hostile }))), P.pairTeamSwiss],
  [
    'generateTournament',
    fc.tuple(fc.oneof(hostile, fc.record({ players: hostile, rounds: hostile }))),
    P.generateTournament,
  ],
  ['checkTournament', fc.tuple(trf, hostile), P.checkTournament],
  ['swissInputFromTrf', fc.tuple(trf, hostile), P.swissInputFromTrf],
  ['englishWhite', fc.tuple(hostile, hostile), englishWhite],
  ['englishSchedule', fc.tuple(hostile), P.englishSchedule],
  ['simultaneousMatch', fc.tuple(hostile, hostile), P.simultaneousMatch],
  ['teamLetter', fc.tuple(hostile), teamLetter],
  ['teamRoundRobin', fc.tuple(hostile), P.teamRoundRobin],
  ['lineUp', fc.tuple(list, list, list), P.lineUp],
  [
    'teamStandings',
    fc.tuple(list, fc.oneof(list, fc.array(teamMatch, { maxLength: 3 })), hostile),
    P.teamStandings,
  ],
  ['teamKnockout', fc.tuple(list, hostile), P.teamKnockout],
  ['formatTrf', fc.tuple(trf), P.formatTrf],
  ['trfPlayerProblem', fc.tuple(fc.oneof(hostile, trfPlayer)), P.trfPlayerProblem],
  ['trfResultHalfPoints', fc.tuple(hostile), P.trfResultHalfPoints],
  ['parseTrf', fc.tuple(hostile), P.parseTrf],
];

/** What `f` does: a plain value, a refused Result (its code), or a thrown error. */
function answer(
  f: () => unknown,
): { kind: 'value' } | { kind: 'refused'; code: unknown } | { kind: 'threw'; e: unknown } {
  try {
    const r = f() as { ok?: unknown; error?: { code?: unknown } } | undefined;
    if (typeof r === 'object' && r !== null && r.ok === false)
      return { kind: 'refused', code: r.error?.code };
    return { kind: 'value' };
  } catch (e) {
    return { kind: 'threw', e };
  }
}

const REFUSALS: readonly unknown[] = ['PAIRING_BAD_INPUT', 'PAIRING_IMPOSSIBLE', ...P.TRF_ERROR_CODES];

describe('every engine refuses hostile input with PAIRING_BAD_INPUT', () => {
  it.each(ENGINES)('%s', (name, args, run) => {
    fc.assert(
      fc.property(args, (xs) => {
        const a = answer(() => (run as (...v: unknown[]) => unknown)(...xs));
        if (a.kind === 'threw') {
          expect(P.isPairingInputError(a.e), `${name}: ${String(a.e)}`).toBe(true);
          expect((a.e as Error).message.length).toBeGreaterThan(0);
        }
        if (a.kind === 'refused') expect(REFUSALS).toContain(a.code);
      }),
      { numRuns: 150 },
    );
  });
});

/** `f` refuses with PAIRING_BAD_INPUT: a Result saying so, or a thrown PairingInputError. */
function refused(f: () => unknown): void {
  const a = answer(f);
  if (a.kind === 'threw') expect(P.isPairingInputError(a.e), String(a.e)).toBe(true);
  else expect(a).toEqual({ kind: 'refused', code: 'PAIRING_BAD_INPUT' });
}

describe('the named mistakes of issue 24, engine by engine', () => {
  const dup = { ...sound, players: [...sound.players, { id: 2, rounds: [] }] };
  const proto = { ...sound, players: [{ id: '__proto__', rounds: [] }, ...sound.players] };
  const nanScore = { ...sound, scoring: { ...FIDE_SCORING, win: Number.NaN } };
  const self = { boards: [{ white: 1, black: 1 }], bye: null };
  const twoBoards = {
    boards: [
      { white: 1, black: 2 },
      { white: 2, black: 3 },
    ],
    bye: null,
  };
  const unknown = { boards: [{ white: 1, black: 9 }], bye: null };
  it('duplicate ids', () => {
    refused(() => P.nextKnockoutRound([1, 2, 2, 3]));
    refused(() => P.pairDutch(dup));
    refused(() => P.pairByLot(dup, 1));
    refused(() => P.pairTeamSwiss(dup));
    refused(() => P.bakuAcceleration(dup));
    refused(() => P.publicationOrder(dup, soundPairing));
    refused(() => P.teamStandings(['A', 'A'], []));
    refused(() => P.teamKnockout(['HN', 'HN'], 2));
    refused(() =>
      P.applyDoubleElimination({ unbeaten: [1, 2], oneLoss: [2], out: [] }, [{ a: 1, b: 2 }], [1]),
    );
    refused(() => P.doubleEliminationRound({ unbeaten: [1, 1], oneLoss: [], out: [] }));
  });
  it('self-pairings', () => {
    refused(() => P.recordRound(sound, self, ['1-0']));
    refused(() => P.publicationOrder(sound, self));
    refused(() => P.explainPairing(sound, self));
    refused(() => P.teamMatchBoards({ white: 3, black: 3 }, 2));
    refused(() => P.applyDoubleElimination(P.startDoubleElimination(4), [{ a: 1, b: 1 }], [1]));
    refused(() => P.teamStandings(['A', 'B'], [{ a: 'A', b: 'A', boards: [] }]));
  });
  it('a player on two boards', () => {
    refused(() => P.recordRound(sound, twoBoards, ['1-0', '0-1']));
    refused(() => P.publicationOrder(sound, twoBoards));
    refused(() => P.explainPairing(sound, twoBoards));
    refused(() => P.lineUp([11, 12, 13], [12], [11]));
  });
  it('unknown players and teams', () => {
    refused(() => P.recordRound(sound, unknown, ['1-0']));
    refused(() => P.explainPairing(sound, unknown));
    refused(() => P.teamStandings(['A', 'B'], [{ a: 'A', b: 'C', boards: [] }]));
    refused(() => P.teamStandings(['A', 'B'], [{ a: 'toString', b: 'B', boards: [] }]));
    refused(() => P.teamStandings(['A', 'B'], [{ a: '__proto__', b: 'B', boards: [] }]));
  });
  it('NaN and infinite scores', () => {
    refused(() => P.teamStandings(['A', 'B'], [{ a: 'A', b: 'B', boards: [[Number.NaN, 1]] }]));
    refused(() => P.teamStandings(['A', 'B'], [{ a: 'A', b: 'B', boards: [[Number.POSITIVE_INFINITY, 0]] }]));
    refused(() => P.pairDutch(nanScore));
    refused(() => P.pairByLot(nanScore, 1));
    refused(() => P.bakuAcceleration(nanScore));
    refused(() => P.generateTournament({ players: 10, rounds: 3, drawRate: Number.NaN }));
  });
  it('wrong JavaScript types and prototype keys', () => {
    refused(() => P.pairDutch(proto as never));
    refused(() => P.bakuAcceleration(proto as never));
    refused(() => P.roundRobinSchedule(6, null as never));
    refused(() => P.matchState(null as never, [], { firstWhite: 'a' }));
    refused(() => P.drawLots('abc' as never, 1));
    refused(() => P.formatTrf({ players: 'x', otherLines: [] } as never));
    refused(() => P.checkTournament({ players: [null], otherLines: [] } as never));
    refused(() => P.swissInputFromTrf({ players: [], otherLines: [1], totalRounds: 3 } as never));
    refused(() => P.pairTeamSwiss(sound, null as never));
  });
  it('options outside their values: knockout method, match colours, stages and results, round-robin flags', () => {
    const stages = [
      { kind: 'classical', games: 2 },
      { kind: 'lots', games: 0 },
    ] as const;
    refused(() => P.knockoutBracket(8, { method: 'random' as never }));
    refused(() => P.knockoutBracket(8, { method: 'draw', seed: '1' as never }));
    refused(() => P.matchState(stages, [], { firstWhite: 'c' as never }));
    refused(() => P.matchState(stages, [], { firstWhite: 'toString' as never }));
    refused(() => P.matchState([{ kind: 'bullet' as never, games: 2 }], [], { firstWhite: 'a' }));
    refused(() => P.matchState([{ kind: 'rapid', games: Number.NaN }, stages[1]], [], { firstWhite: 'a' }));
    refused(() => P.matchState([{ kind: 'rapid', games: 1.5 }, stages[1]], [], { firstWhite: 'a' }));
    refused(() => P.matchState(stages, [{ white: 'a', result: '2-0' as never }], { firstWhite: 'a' }));
    refused(() =>
      P.matchState(stages, [{ white: '__proto__' as never, result: 'draw' }], { firstWhite: 'a' }),
    );
    refused(() => P.roundRobinSchedule(6, { double: 'yes' as never }));
    refused(() => P.roundRobinScheduleRound(6, 7, { double: 1 as never }));
    refused(() => P.roundRobinSchedule(6, { double: true, reverseSecondCycle: 'no' as never }));
    // the values they allow still work
    expect(P.knockoutBracket(8, { method: 'draw', seed: 3 })).toHaveLength(4);
    expect(P.matchState(stages, [], { firstWhite: 'b' })).toMatchObject({ status: 'play', white: 'b' });
    expect(P.roundRobinSchedule(4, { double: true, reverseSecondCycle: false })).toHaveLength(6);
  });
  it('parseTrf refuses text that is not a TRF', () => {
    let s = 7;
    const rand = () => {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      return s / 2 ** 32;
    };
    const junk = Array.from({ length: 4096 }, () => String.fromCharCode(32 + Math.floor(rand() * 95))).join(
      '',
    );
    expect(P.parseTrf(junk)).toMatchObject({ ok: false, error: { code: 'TRF_NOT_A_TRF' } });
    expect(P.parseTrf('')).toMatchObject({ ok: false, error: { code: 'TRF_NOT_A_TRF' } });
  });
});

describe('hostile probes, second pass', () => {
  const paired = P.recordRound(sound, soundPairing, ['1-0', '½-½']);
  it('a scoring without draw or win is refused, never NaN or a hang', () => {
    const noDraw = { win: 1, loss: 0, pairingBye: 1, zeroBye: 0, forfeitLoss: 0 } as never;
    for (const scoring of [noDraw, { ...FIDE_SCORING, win: undefined } as never, { draw: 0.5 } as never]) {
      const input = { ...paired, scoring };
      expect(checkSwissInput(input)).toMatch(/scoring\./);
      refused(() => P.pairDutch(input));
      refused(() => P.pairByLot(input, 1));
      refused(() => P.bakuAcceleration(input));
      refused(() => P.publicationOrder(input, soundPairing));
      refused(() => P.pairTeamSwiss(input));
    }
  });
  it('recordRound refuses an unknown result or absentOutcome and keeps the adjustments', () => {
    refused(() => P.recordRound(sound, soundPairing, ['1-0', '2-0' as never]));
    refused(() => P.recordRound(sound, soundPairing, ['1-0', '½-½'], 'bye' as never));
    const adjusted = { ...sound, players: sound.players.map((p) => ({ ...p, adjustment: 1.5 })) };
    const next = P.recordRound(adjusted, soundPairing, ['1-0', '0-1']);
    expect(next.players.map((p) => p.adjustment)).toEqual([1.5, 1.5, 1.5, 1.5]);
  });
  it('double elimination never brings back a player out after two losses', () => {
    let s = P.startDoubleElimination(4);
    s = P.applyDoubleElimination(
      s,
      [
        { a: 1, b: 4 },
        { a: 2, b: 3 },
      ],
      [1, 2],
    );
    s = P.applyDoubleElimination(
      s,
      [
        { a: 1, b: 2 },
        { a: 4, b: 3 },
      ],
      [1, 4],
    );
    expect(s.out).toEqual([3]);
    refused(() => P.applyDoubleElimination(s, [{ a: 3, b: 2 }], [2]));
    refused(() => P.applyDoubleElimination(s, [{ a: 9, b: 2 }], [2]));
    refused(() =>
      P.applyDoubleElimination(
        s,
        [
          { a: 1, b: 2 },
          { a: 2, b: 4 },
        ],
        [1, 4],
      ),
    );
    refused(() => P.applyDoubleElimination(s, [{ a: 4, b: null }], [null as never]));
    refused(() => P.applyDoubleElimination(s, [{ a: 1, b: 2 }], []));
  });
  const trfLine = (n: number, pts: string, block: string) =>
    `001 ${String(n).padStart(4)}      ${`P${n}`.padEnd(33)} 1500${' '.repeat(28)}${pts.padStart(4)}${'1'.padStart(5)}  ${block}`;
  const base = [trfLine(1, '1.0', '   2 w 1'), trfLine(2, '0.0', '   1 b 0'), 'XXR 3'];
  it('swissInputFromTrf refuses a 299 round out of range instead of looping over it', () => {
    const trf = P.parseTrf(base.join('\r'));
    if (!trf.ok) throw new Error(trf.error.message);
    for (const round of [-1e9, 0, 1e9]) {
      const r = P.swissInputFromTrf({ ...trf.value, adjustments: [{ points: 1, round, players: [1] }] });
      expect(r).toMatchObject({ ok: false, error: { code: 'PAIRING_BAD_INPUT' } });
    }
  });
  it('reads 250 and XXP records in time linear in the file', () => {
    // 2,000 `250` records over start numbers 1..9999 and 40 rounds (each once cost 9999 × 41),
    // and one XXP line naming players 1 and 2 20,000 times (once 40,000²/2 pairs).
    const rounds = Array.from({ length: 40 }, (_, r) => (r % 2 ? '   2 b 0' : '   2 w 1'));
    const other = Array.from({ length: 40 }, (_, r) => (r % 2 ? '   1 w 1' : '   1 b 0'));
    const text = [
      trfLine(1, '20.0', rounds.join('  ')),
      trfLine(2, '20.0', other.join('  ')),
      'XXR 50',
      ...Array.from({ length: 2000 }, () => '250 0001 0001 001 050 0001 9999'),
      `XXP${' 1 2'.repeat(20_000)}`,
    ].join('\r');
    const trf = P.parseTrf(text);
    if (!trf.ok) throw new Error(trf.error.message);
    const r = P.swissInputFromTrf(trf.value);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.forbiddenPairs).toEqual([[1, 2]]);
    expect(r.value.players[0]!.acceleration![40]).toBeCloseTo(2000);
  }, 5000);
  it('formatTrf refuses what parseTrf would not read back the same', () => {
    const trf = P.parseTrf(base.join('\r'));
    if (!trf.ok) throw new Error(trf.error.message);
    const t = trf.value;
    for (const otherLines of [['001 junk'], ['XXR 9'], ['299 1 1 1'], [''], ['   '], ['XXC black1']])
      refused(() => P.formatTrf({ ...t, otherLines }));
    refused(() => P.formatTrf({ ...t, totalRounds: 1000 }));
    refused(() => P.formatTrf({ ...t, totalRounds: 0 }));
    for (const points of [1000, -1000.5, 0.125])
      refused(() => P.formatTrf({ ...t, adjustments: [{ points, round: 1, players: [1] }] }));
    refused(() => P.formatTrf({ ...t, adjustments: [{ points: 1, round: 1, players: [7] }] }));
    refused(() => P.formatTrf({ ...t, players: [t.players[0]!, t.players[0]!] }));
    refused(() => P.formatTrf({ ...t, players: [t.players[0]!] }));
    refused(() =>
      P.formatTrf({ players: [], totalRounds: undefined, initialColour: undefined, otherLines: [] }),
    );
    refused(() => P.formatTrf({ ...t, players: t.players.map((p) => ({ ...p, points: 100.5 })) }));
  });
  it('random valid Trf: formatTrf then parseTrf gives it back', () => {
    const event = fc.integer({ min: 2, max: 8 }).chain((n) =>
      fc.record({
        n: fc.constant(n),
        rounds: fc.array(
          fc.tuple(
            fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
            fc.array(fc.constantFrom('1', '0', '=', '+', '-'), { minLength: n, maxLength: n }),
          ),
          { maxLength: 4 },
        ),
        extra: fc.integer({ min: 0, max: 995 }),
        colour: fc.constantFrom('white', 'black', undefined),
        other: fc.array(
          fc.constantFrom('012 Open', 'XXP 1 2', '250 0001 0001 001 001 0001', '102 Arbiter', '### note'),
          { maxLength: 3 },
        ),
        adjust: fc.option(
          fc.record({
            points: fc.integer({ min: -99_999, max: 99_999 }),
            round: fc.integer({ min: 1, max: 999 }),
            who: fc.integer({ min: 1, max: n }),
          }),
        ),
        big: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(event, ({ n, rounds, extra, colour, other, adjust, big }) => {
        const blocks: { opponent: number; colour: P.TrfRound['colour']; result: P.TrfResult }[][] =
          Array.from({ length: n }, () => []);
        const inverse: Record<string, P.TrfResult> = { '1': '0', '0': '1', '=': '=', '+': '-', '-': '+' };
        for (const [order, results] of rounds) {
          for (let k = 0; k + 1 < n; k += 2) {
            const w = order[k]!;
            const b = order[k + 1]!;
            const res = results[k] as P.TrfResult;
            blocks[w]!.push({ opponent: b + 1, colour: 'w', result: res });
            blocks[b]!.push({ opponent: w + 1, colour: 'b', result: inverse[res]! });
          }
          if (n % 2 === 1) blocks[order[n - 1]!]!.push({ opponent: 0, colour: '-', result: 'U' });
        }
        const adjustments =
          adjust === null
            ? []
            : [{ points: adjust.points / 100, round: adjust.round, players: [adjust.who] }];
        const players = blocks.map((bs, i) => {
          const halves = bs.reduce((s, b) => s + P.trfResultHalfPoints(b.result), 0);
          const adj = adjustments
            .filter((a) => a.players[0] === i + 1)
            .reduce((s, a) => s + Math.round(a.points * 2), 0);
          return {
            startNumber: i + 1,
            sex: '',
            title: '',
            name: `P${i + 1}`,
            rating: big ? 2500 : 0,
            federation: '',
            fideId: '',
            birthDate: '',
            points: Math.max(0, (halves + adj) / 2),
            rank: 0,
            rounds: bs,
          };
        });
        const t: P.Trf = {
          players,
          totalRounds: Math.min(999, rounds.length + 1 + extra),
          initialColour: colour,
          otherLines: other,
          ...(adjustments.length ? { adjustments } : {}),
        };
        let text: string;
        try {
          text = P.formatTrf(t);
        } catch (e) {
          // Only a file whose points cannot be stated (a penalty below zero) may be refused.
          expect(P.isPairingInputError(e)).toBe(true);
          return;
        }
        const back = P.parseTrf(text);
        expect(back.ok, text).toBe(true);
        if (back.ok) expect(back.value).toEqual(t.adjustments ? t : { ...t });
      }),
      { numRuns: 300 },
    );
  });
});
