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
  ['seedingOrder', fc.tuple(hostile), P.seedingOrder],
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
  ['roundRobinTableSize', fc.tuple(hostile), P.roundRobinTableSize],
  ['roundRobinWhite', fc.tuple(hostile, hostile, hostile), P.roundRobinWhite],
  ['roundRobinRound', fc.tuple(hostile, hostile, hostile), P.roundRobinRound],
  ['bergerTable', fc.tuple(hostile), P.bergerTable],
  ['bergerRound', fc.tuple(hostile, hostile), P.bergerRound],
  ['roundRobinScheduleRound', fc.tuple(hostile, hostile, hostile), P.roundRobinScheduleRound],
  ['roundRobinSchedule', fc.tuple(hostile, hostile), P.roundRobinSchedule],
  ['bakuAcceleration', fc.tuple(swissInput), P.bakuAcceleration],
  ['pairByLot', fc.tuple(swissInput, hostile), P.pairByLot],
  ['pairDutch', fc.tuple(swissInput), P.pairDutch],
  ['dutchChecklist', fc.tuple(swissInput), P.dutchChecklist],
  ['checkSwissInput', fc.tuple(swissInput), P.checkSwissInput],
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
  ['englishWhite', fc.tuple(hostile, hostile), P.englishWhite],
  ['englishSchedule', fc.tuple(hostile), P.englishSchedule],
  ['simultaneousMatch', fc.tuple(hostile, hostile), P.simultaneousMatch],
  ['teamBoardColours', fc.tuple(hostile), P.teamBoardColours],
  ['teamLetter', fc.tuple(hostile), P.teamLetter],
  ['teamRoundRobin', fc.tuple(hostile), P.teamRoundRobin],
  ['lineUp', fc.tuple(list, list, list), P.lineUp],
  [
    'teamStandings',
    fc.tuple(list, fc.oneof(list, fc.array(teamMatch, { maxLength: 3 })), hostile),
    P.teamStandings,
  ],
  ['teamKnockout', fc.tuple(list, hostile), P.teamKnockout],
  ['formatTrf', fc.tuple(trf), P.formatTrf],
  ['formatTrfPlayer', fc.tuple(fc.oneof(hostile, trfPlayer)), P.formatTrfPlayer],
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
  const nanScore = { ...sound, scoring: { ...P.FIDE_SCORING, win: Number.NaN } };
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
