// Random edit sequences with hostile values: every edit checks its value with the reader's
// rules, so each document an edit answers formats and parses back equal, and every refusal is a
// typed error (or, for an argument of the wrong JavaScript type, a TypeError naming the function).

import { fc, test } from '@fast-check/vitest';
import { DEEP_ERROR } from '@xq/test-utils';
import { expect } from 'vitest';
import { createTournament, formatTournament, parseTournament } from './document';
import { MAX_GAMES_PER_MATCH, MAX_MATCH_GAMES, MAX_MATCH_TIE_BREAKS } from './document-fields';
import { arbArgument } from './documents.test-util';
import { ERROR_CODES } from './error-codes';
import { recordRuling } from './game-rulings';
import { hostileValue } from './hostile.test-util';
import { GAME_RESULTS, GAME_RULINGS, MATCH_TIE_BREAKS, type Tournament } from './model';
import { pairKnockoutRound, recordMatchGame } from './pairing/knockout-tournament';
import { amendRegulations } from './regulations-amend';
import { applySanction } from './sanctions';
import { reorderTeamBoards } from './teams/boards';
import { setRoundStart } from './teams/round-times';
import { setRoundDeadline } from './teams/team-knockout-schedule';
import {
  addPlayer,
  addRound,
  addTeam,
  drawStartNumbers,
  markAbsent,
  setResult,
  withdrawPlayer,
} from './tournament-edit';

/** Every code an edit of this property may answer. */
const CODES: readonly string[] = [
  ...ERROR_CODES.edit,
  ...ERROR_CODES.ruling,
  ...ERROR_CODES.match,
  ...ERROR_CODES.amend,
  ...ERROR_CODES.sanction,
  ...ERROR_CODES.schedule,
];

const hostile = hostileValue(
  [0, 1, 2, 1.5, 9999, 10_000, 10_001],
  fc.bigInt(),
  fc.constantFrom(...GAME_RESULTS),
);
const small = fc.integer({ min: -1, max: 8 });
/** A cyclic object: JSON.stringify cannot write it. */
function cyclic(): unknown {
  const o: Record<string, unknown> = { name: 'C' };
  o.self = o;
  return o;
}
// The shared hostile values too: symbols, deep arrays (a copy that recursed overflowed on them),
// throwing getters, huge strings.
const value = fc.oneof(hostile, small, fc.constant(cyclic()), arbArgument);

type Edit = (t: Tournament) => unknown;

/** An answer that carries its document in `tournament` (a match's game, a sanction), as an edit's. */
function asEdit(
  r:
    | { readonly ok: true; readonly value: { readonly tournament: Tournament } }
    | { readonly ok: false; readonly error: { readonly code: string } },
): unknown {
  return r.ok ? { ok: true, value: r.value.tournament } : r;
}
const edit: fc.Arbitrary<[string, Edit]> = fc.oneof(
  fc
    .record({
      field: fc.constantFrom('id', 'name', 'rating', 'club', 'birthYear', 'sex', 'withdrawn', 'self'),
      v: value,
    })
    .map(({ field, v }): [string, Edit] => [
      `addPlayer ${field}`,
      (t) => addPlayer(t, { name: 'P', [field]: v } as never),
    ]),
  fc.constant<[string, Edit]>(['addPlayer', (t) => addPlayer(t, { name: 'P', rating: 2000 })]),
  fc
    .record({
      w: small,
      b: small,
      result: value,
      byes: fc.array(fc.record({ player: value, kind: value }), { maxLength: 2 }),
    })
    .map(({ w, b, result, byes }): [string, Edit] => [
      'addRound',
      (t) => addRound(t, { games: [{ red: w, black: b, result }], byes } as never),
    ]),
  fc
    .tuple(value, value, value)
    .map(([r, p, result]): [string, Edit] => [
      'setResult',
      (t) => setResult(t, r as never, p as never, result as never),
    ]),
  fc
    .tuple(small, value)
    .map(([r, result]): [string, Edit] => [
      'setResult',
      (t) => setResult(t, r, t.rounds[r - 1]?.games[0]?.red ?? 1, result as never),
    ]),
  fc
    .tuple(value, fc.boolean())
    .map(([p, back]): [string, Edit] => ['withdrawPlayer', (t) => withdrawPlayer(t, p as never, back)]),
  fc
    .tuple(value, fc.boolean())
    .map(([p, back]): [string, Edit] => ['markAbsent', (t) => markAbsent(t, p as never, back)]),
  fc
    .tuple(value, fc.array(value, { maxLength: 3 }))
    .map(([code, members]): [string, Edit] => [
      'addTeam',
      (t) => addTeam(t, { code, name: 'T', members, substitutes: [] } as never),
    ]),
  fc.constant<[string, Edit]>([
    'addTeam',
    (t) => addTeam(t, { code: 'A', name: 'A', members: [1, 2], substitutes: [] }),
  ]),
  fc
    .tuple(small, value, fc.constantFrom(...GAME_RULINGS))
    .map(([r, p, ruling]): [string, Edit] => ['recordRuling', (t) => recordRuling(t, r, p as never, ruling)]),
  fc
    .tuple(small, value)
    .map(([r, result]): [string, Edit] => [
      'recordMatchGame',
      (t) => asEdit(recordMatchGame(t, r, t.rounds[r - 1]?.games[0]?.red ?? 1, result as never)),
    ]),
  fc
    .tuple(small, value)
    .map(([r, start]): [string, Edit] => ['setRoundStart', (t) => setRoundStart(t, r, start as never)]),
  fc
    .tuple(small, value)
    .map(([r, day]): [string, Edit] => ['setRoundDeadline', (t) => setRoundDeadline(t, r, day as never)]),
  fc
    .record({
      key: fc.constantFrom(
        'venue',
        'rounds',
        'gamesPerMatch',
        'matchTieBreaks',
        'seed',
        'timeControl',
        'zzz',
      ),
      v: fc.oneof(value, fc.constant([...MATCH_TIE_BREAKS])),
      force: fc.boolean(),
    })
    .map(({ key, v, force }): [string, Edit] => [
      'amendRegulations',
      (t) => amendRegulations(t, { [key]: v }, { force, note: 'n' }),
    ]),
  fc
    .tuple(value, value, fc.constantFrom('warn', 'cancel-points', 'strike', 'disqualify'))
    .map(([p, reason, kind]): [string, Edit] => [
      'applySanction',
      (t) =>
        asEdit(
          applySanction(
            t,
            p as never,
            kind as never,
            {
              by: 'organisers',
              inWriting: true,
              chiefArbiterConsulted: true,
              reason: reason as never,
            } as never,
          ),
        ),
    ]),
  fc
    .tuple(value)
    .map(([seed]): [string, Edit] => ['drawStartNumbers', (t) => drawStartNumbers(t, seed as never)]),
  fc
    .tuple(value, fc.array(value, { maxLength: 3 }))
    .map(([code, members]): [string, Edit] => [
      'reorderTeamBoards',
      (t) => reorderTeamBoards(t, code as never, members as never),
    ]),
);

test.prop(
  [
    fc.constantFrom(
      'swiss-dutch',
      'round-robin',
      'team-round-robin',
      'knockout',
      'team-knockout',
    ) as fc.Arbitrary<'swiss-dutch'>,
    fc.array(edit, { maxLength: 25 }),
  ],
  {
    numRuns: 200,
  },
)('every document an edit answers formats and parses back equal; every refusal is typed', (system, edits) => {
  let t = createTournament({ name: 'E', system, friendly: true });
  for (const [name, apply] of edits) {
    let r: unknown;
    try {
      r = apply(t);
    } catch (e) {
      // Only a wrong JavaScript type (or a value out of its range) throws, and it names the function.
      expect(e instanceof TypeError || e instanceof RangeError, String(e)).toBe(true);
      expect((e as Error).message.startsWith(name.split(' ')[0] as string), (e as Error).message).toBe(true);
      expect((e as Error).message).not.toMatch(DEEP_ERROR);
      continue;
    }
    const answer = r as { ok: true; value: Tournament } | { ok: false; error: { code: string } };
    if (!answer.ok) {
      expect(CODES).toContain(answer.error.code);
      continue;
    }
    const back = parseTournament(formatTournament(answer.value));
    expect(back.ok ? back.value : back.error).toEqual(answer.value);
    t = answer.value;
  }
});

test('a result outside the list, a NaN rating, a BigInt id and a self-pairing are refused by the edit', () => {
  let t = createTournament({ name: 'E', system: 'swiss-dutch', rounds: 3 });
  for (const name of ['A', 'B']) {
    const r = addPlayer(t, { name });
    if (r.ok) t = r.value;
  }
  const codeOf = (r: { ok: boolean; error?: { code: string } }): string | undefined => r.error?.code;
  expect(codeOf(addPlayer(t, { name: 'N', rating: Number.NaN }))).toBe('TOURNAMENT_BAD_FIELD');
  expect(codeOf(addPlayer(t, { name: 'N', rating: Number.POSITIVE_INFINITY }))).toBe('TOURNAMENT_BAD_FIELD');
  expect(codeOf(addPlayer(t, { name: 'N', id: 2.5 }))).toBe('TOURNAMENT_BAD_FIELD');
  expect(codeOf(addPlayer(t, { name: 'N', id: 3n as never }))).toBe('TOURNAMENT_BAD_FIELD');
  expect(codeOf(addPlayer(t, { name: cyclic() as never }))).toBe('TOURNAMENT_BAD_FIELD');
  expect(() => addPlayer(t, null as never)).toThrow(/^addPlayer: player/);
  expect(codeOf(addRound(t, { games: [{ red: 1, black: 1, result: 'pending' }], byes: [] }))).toBe(
    'TOURNAMENT_PLAYER_TWICE_IN_ROUND',
  );
  const a = addRound(t, { games: [{ red: 1, black: 2, result: 'pending' }], byes: [] });
  expect(a.ok).toBe(true);
  if (!a.ok) return;
  expect(codeOf(setResult(a.value, 1, 1, 'red-wins' as never))).toBe('TOURNAMENT_BAD_FIELD');
  expect(() => setResult(a.value, '1' as never, 1, 'draw')).toThrow(/^setResult: round/);
});

test.prop(
  [
    fc.integer({ min: 2, max: MAX_GAMES_PER_MATCH }),
    fc.array(fc.constantFrom(...MATCH_TIE_BREAKS), { maxLength: MAX_MATCH_TIE_BREAKS }),
    fc.array(fc.constantFrom('red-win', 'black-win', 'draw'), { minLength: 1, maxLength: 8 }),
  ],
  // The counterexample the probe found, always run.
  { numRuns: 30, examples: [[MAX_GAMES_PER_MATCH, ['rapid'], ['draw']]] },
)(
  'a knockout match played out under any regulations the reader takes stays a readable document',
  (games, ties, results) => {
    // Found by a probe: 100 games and a rapid tie-break made a 101st game, past the reader's
    // "at most 100 games" of a match; the reader's bound now follows the regulations' bounds.
    const base = createTournament({ name: 'K', system: 'knockout' });
    let t: Tournament = {
      ...base,
      regulations: { ...base.regulations, gamesPerMatch: games, matchTieBreaks: ties },
      players: [1, 2].map((id) => ({ id, name: `P${id}` })),
    };
    const paired = pairKnockoutRound(t);
    if (!paired.ok) throw new Error(paired.error.message);
    const added = addRound(t, paired.value);
    if (!added.ok) throw new Error(added.error.message);
    t = added.value;
    // Draws mostly, so that the match goes through its tie-break stages.
    for (let k = 0; k < MAX_MATCH_GAMES + 1; k++) {
      const r = recordMatchGame(t, 1, 1, k % 7 === 6 ? (results[k % results.length] as 'draw') : 'draw');
      if (!r.ok) {
        expect(r.error.code).toBe('TOURNAMENT_MATCH_DECIDED');
        break;
      }
      t = r.value.tournament;
      const back = parseTournament(formatTournament(t));
      expect(back.ok ? back.value : back.error).toEqual(t);
    }
    expect(t.rounds[0]?.games[0]?.result).not.toBe('pending');
  },
);
