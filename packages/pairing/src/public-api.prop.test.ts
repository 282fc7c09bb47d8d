// Every public entry point of @xq/pairing against hostile arguments: a valid call of each, then
// one value anywhere inside its arguments (a whole argument, a field, an array entry, a key
// `__proto__`) replaced by a hostile one — wrong JS types, NaN, huge numbers, strings of
// prototype keys, deep nesting, holes. Each call answers a value, a typed Result failure, or a
// PairingInputError with a message of its own; never another exception, a deep TypeError, a
// NaN or an Infinity in its answer, or a hang (10 s for these small fields, on a busy machine).
import { fc, test } from '@fast-check/vitest';
import {
  arbHostile,
  DEEP_ERROR,
  deepArray,
  deepObject,
  holey,
  describe as shownValue,
  valuePaths,
  withValueAt,
} from '@xq/test-utils';
import { describe, expect } from 'vitest';
import * as P from './index';
import { seedingOrder } from './knockout';
import { createRng } from './rng';
import { bergerRound, bergerTable, roundRobinTableSize } from './round-robin';
import { checkSwissInput } from './swiss/swiss-input';
import { englishWhite, teamLetter } from './team';

const event = P.generateTournament({ players: 9, rounds: 4, seed: 5 });
if (!event.ok) throw new Error(event.error.message);
const trf = event.value.trf;
const cut = (r: number): P.Trf => ({
  ...trf,
  players: trf.players.map((p) => ({ ...p, rounds: p.rounds.slice(0, r), points: 0 })),
  otherLines: ['XXS W=1'],
});
const inputRead = P.swissInputFromTrf(cut(2));
if (!inputRead.ok) throw new Error(inputRead.error.message);
const input = inputRead.value;
const paired = P.pairDutch(input);
if (!paired.ok) throw new Error(paired.error.message);
const pairing = paired.value;
const checklist = P.dutchChecklist(input);
if (!checklist.ok) throw new Error(checklist.error.message);
const double = P.startDoubleElimination(6);
const doubleRound = P.doubleEliminationRound(double);

/** A valid call of every entry point: its name, its arguments, and how to call it. */
const CALLS: readonly (readonly [string, readonly unknown[], (...a: never[]) => unknown])[] = [
  ['seedingOrder', [8], seedingOrder],
  ['knockoutBracket', [6, { seed: 3 }], P.knockoutBracket],
  ['nextKnockoutRound', [[1, 4, 2, 3]], P.nextKnockoutRound],
  ['drawFirstWhite', [1], P.drawFirstWhite],
  ['knockoutLot', [2026, 1, 3], P.knockoutLot],
  [
    'matchState',
    [
      [
        { kind: 'classical', games: 2 },
        { kind: 'rapid', games: 2 },
      ],
      [{ white: 'a', result: 'draw' }],
      { firstWhite: 'a' },
    ],
    P.matchState,
  ],
  ['startDoubleElimination', [6], P.startDoubleElimination],
  ['doubleEliminationRound', [double], P.doubleEliminationRound],
  ['applyDoubleElimination', [double, doubleRound, doubleRound.map((m) => m.a)], P.applyDoubleElimination],
  ['createRng', [7], createRng],
  ['drawLots', [['Ann', 'Binh', 'Chi'], 4], P.drawLots],
  ['drawNumbers', [[1, 2, 3], 4], P.drawNumbers],
  ['roundRobinTableSize', [7], roundRobinTableSize],
  ['roundRobinMeeting', [3, 5, 12], P.roundRobinMeeting],
  ['bergerTable', [6], bergerTable],
  ['bergerRound', [6, 2], bergerRound],
  ['roundRobinScheduleRound', [7, 2, { double: true }], P.roundRobinScheduleRound],
  ['roundRobinSchedule', [5, { double: false }], P.roundRobinSchedule],
  ['bakuAcceleration', [input], P.bakuAcceleration],
  ['pairByLot', [input, 3], P.pairByLot],
  ['pairDutch', [input], P.pairDutch],
  ['dutchChecklist', [input], P.dutchChecklist],
  ['formatDutchChecklist', [checklist.value], P.formatDutchChecklist],
  ['checkSwissInput', [input], checkSwissInput],
  ['explainPairing', [input, pairing, 'vi'], P.explainPairing],
  ['publicationOrder', [input, pairing], P.publicationOrder],
  ['recordRound', [input, pairing, pairing.boards.map(() => '1-0'), 'loss'], P.recordRound],
  ['pairTeamSwiss', [input, { system: 'lot', seed: 2 }], P.pairTeamSwiss],
  ['teamMatchBoards', [{ white: 3, black: 7 }, 4], P.teamMatchBoards],
  ['swissInputFromTrf', [cut(2), { baku: false }], P.swissInputFromTrf],
  ['checkTournament', [cut(3), { lang: 'vi' }], P.checkTournament],
  ['generateTournament', [{ players: 6, rounds: 3, seed: 1, drawRate: 0.5 }], P.generateTournament],
  ['parseTrf', [event.value.text], P.parseTrf],
  ['formatTrf', [trf], P.formatTrf],
  ['trfPlayerProblem', [trf.players[0]], P.trfPlayerProblem],
  ['trfResultHalfPoints', ['='], P.trfResultHalfPoints],
  ['englishWhite', [1, 3], englishWhite],
  ['englishSchedule', [3], P.englishSchedule],
  ['simultaneousMatch', [2, 2], P.simultaneousMatch],
  ['teamLetter', [27], teamLetter],
  ['teamRoundRobin', [5], P.teamRoundRobin],
  ['lineUp', [[11, 12, 13], [12], [19]], P.lineUp],
  [
    'teamStandings',
    [
      ['A', 'B'],
      [
        {
          a: 'A',
          b: 'B',
          boards: [
            [0, 1],
            [1, 0],
          ],
        },
      ],
      { primary: 'match-points' },
    ],
    P.teamStandings,
  ],
  ['teamKnockout', [['HN', 'HCM', 'ĐN'], 4], P.teamKnockout],
  // maxWeightMatching and MatchingSolver: matching/hostile.prop.test.ts
];

/** Values beyond arbHostile's: deep nesting, holes, huge arrays, a `__proto__` own key. */
const EXTRA: readonly unknown[] = [
  deepArray(5000),
  deepObject(5000),
  holey(5),
  new Array(1e6),
  JSON.parse('{"__proto__": {"ok": true}, "players": []}'),
  Object.create(null),
  Number.MAX_VALUE,
  -0,
  2 ** 53,
  10_000,
  1e21,
];
/** A hostile value, or one of EXTRA by its index (fast-check cannot print a 5000-deep value). */
const hostile = fc.oneof(
  arbHostile().map((value) => ({ value })),
  fc.nat(EXTRA.length - 1).map((extra) => ({ extra })),
);

/** The entry points that hand the caller's own values back (drawn in another order). */
const PASSED_THROUGH = ['drawLots', 'drawNumbers'];

/**
 * `r` holds no NaN or infinite number (within the first thousands of values): walked with a
 * stack, not recursion, since an answer may hand back a hostile value nested thousands deep.
 */
function finite(r: unknown): boolean {
  const todo: unknown[] = [r];
  for (let n = 0; todo.length > 0 && n <= 5000; n++) {
    const x = todo.pop();
    if (typeof x === 'number') {
      if (!Number.isFinite(x)) return false;
      continue;
    }
    if (typeof x !== 'object' || x === null || ArrayBuffer.isView(x)) continue;
    for (const v of x instanceof Map ? x.values() : Object.values(x)) {
      if (todo.length > 5000) break;
      todo.push(v);
    }
  }
  return true;
}

describe('every public entry point of @xq/pairing, one hostile value anywhere in its arguments', () => {
  test('the valid calls answer', () => {
    for (const [name, args, f] of CALLS) {
      const r = f(...(args as never[]));
      expect((r as { ok?: boolean })?.ok, name).not.toBe(false);
    }
  });

  for (const [name, args, f] of CALLS)
    test.prop([fc.nat(), hostile], { numRuns: 60 })(name, (pick, drawn) => {
      const value = 'extra' in drawn ? EXTRA[drawn.extra] : drawn.value;
      const all = valuePaths(args).slice(1);
      const path = all[pick % all.length]!;
      const mutated = withValueAt(args, path, value) as unknown[];
      const t0 = performance.now();
      let answer: unknown;
      try {
        answer = f(...(mutated as never[]));
      } catch (e) {
        const what = `${name} at ${path.join('.')} = ${shownValue(value)}: ${shownValue(e)}`;
        expect(P.isPairingInputError(e), what).toBe(true);
        expect((e as Error).message, what).not.toMatch(DEEP_ERROR);
        return;
      }
      const what = `${name} at ${path.join('.')} = ${shownValue(value)}`;
      expect(performance.now() - t0, what).toBeLessThan(10_000);
      const failure = answer as { ok?: unknown; error?: { code?: unknown; message?: unknown } };
      if (failure?.ok === false) {
        expect(String(failure.error?.code), what).toMatch(/^(?:PAIRING|TRF)_[A-Z_]+$/);
        expect(String(failure.error?.message), what).not.toMatch(DEEP_ERROR);
      } else if (!PASSED_THROUGH.includes(name))
        expect(finite(answer), `${what}: ${shownValue(answer)}`).toBe(true);
    });
});

describe('sparse arrays: a hole is a missing value, never skipped as if it were a good one', () => {
  test('forbiddenPairs, acceleration, otherLines and 299 players with holes are refused', () => {
    const holes = new Array(3);
    expect(P.pairDutch({ ...input, forbiddenPairs: holes })).toMatchObject({
      ok: false,
      error: { code: 'PAIRING_BAD_INPUT' },
    });
    const accelerated = { ...input, players: input.players.map((p) => ({ ...p, acceleration: holes })) };
    expect(checkSwissInput(accelerated)).toMatch(/acceleration/);
    expect(() => P.formatTrf({ ...trf, otherLines: holes })).toThrow(/otherLines/);
    const adjustments = [{ points: 1, round: 1, players: holes }];
    expect(() => P.formatTrf({ ...trf, adjustments })).toThrow(/adjustments/);
    expect(P.swissInputFromTrf({ ...cut(2), adjustments })).toMatchObject({ ok: false });
  });
});
