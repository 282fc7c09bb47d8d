// Hostile input against every public entry point of @xq/tournament that reads untrusted data:
// wrong JS types, null, NaN, prototype keys ('__proto__', 'toString', 'constructor'), huge
// numbers. Each must answer a typed error (or a RangeError for a programmer error), in bounded
// time, and never corrupt a value.

import { fc, test } from '@fast-check/vitest';
import { parseTrf } from '@xq/pairing';
import { expect } from 'vitest';
import { parseTournament, validateTournament } from './document';
import { ERROR_CODES } from './error-codes';
import { hostileValue, replacedAt } from './hostile.test-util';
import type { Tournament } from './model';
import { formatPoints } from './print/table';
import { isTieBreak, lastCompleteRound, standings, tieBreakCode } from './standings/standings';
import { parseTieBreakCode } from './standings/tie-break-spec';
import { TIE_BREAK_RULES, tieBreakRulesFor } from './standings/tie-breaks';
import { TIE_BREAK_CODES } from './tie-break-codes';
import { pairNextRound } from './tournament-pair';
import { exportTrf } from './trf/export';
import { tournamentFromTrf } from './trf/import';

const hostile = hostileValue();

/** A valid document whose fields are then replaced, one at a time, by hostile values. */
const base = {
  format: 'xq-tournament',
  version: 1,
  name: 'H',
  regulations: { system: 'swiss-dutch', scoring: '1-0.5-0', rounds: 3 },
  players: [
    { id: 1, name: 'A', rating: 2000 },
    { id: 2, name: 'B' },
    { id: 3, name: 'C' },
  ],
  rounds: [{ games: [{ red: 1, black: 2, result: 'draw' }], byes: [{ player: 3, kind: 'pairing' }] }],
};
const paths = [
  ['name'],
  ['regulations', 'system'],
  ['regulations', 'tieBreaks'],
  ['regulations', 'rounds'],
  ['players', 0, 'id'],
  ['players', 1, 'rating'],
  ['players', 2],
  ['rounds', 0, 'games', 0, 'red'],
  ['rounds', 0, 'games', 0, 'result'],
  ['rounds', 0, 'byes', 0, 'kind'],
  ['adjustments'],
  ['teams'],
] as const;

const replaced = (path: readonly (string | number)[], value: unknown): unknown =>
  replacedAt(base, path, value);

test.prop([fc.constantFrom(...paths), hostile], { numRuns: 300 })(
  'validateTournament answers every hostile field with a typed error or a valid document',
  (path, value) => {
    const r = validateTournament(replaced(path, value));
    if (!r.ok) expect(ERROR_CODES.document).toContain(r.error.code);
    else {
      // A document that passes is fully usable.
      expect(() => standings(r.value)).not.toThrow();
      expect(Object.getPrototypeOf(r.value)).toBe(Object.prototype);
    }
  },
);

test.prop([hostile])('validateTournament never throws on any value', (v) => {
  const r = validateTournament(v);
  expect(typeof r.ok).toBe('boolean');
});

test.prop([fc.string({ maxLength: 300 })])('parseTournament never throws on any text', (text) => {
  const r = parseTournament(text);
  if (!r.ok) expect(ERROR_CODES.document).toContain(r.error.code);
});

test('prototype keys in JSON stay data', () => {
  const r = parseTournament(
    '{"format":"xq-tournament","version":1,"name":"x","__proto__":{"polluted":1},"regulations":{"system":"round-robin","scoring":"1-0.5-0","tieBreaks":["__proto__"]},"players":[],"rounds":[]}',
  );
  expect(!r.ok && r.error.code).toBe('TOURNAMENT_BAD_FIELD');
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

test.prop([hostile])('the tie-break readers answer undefined / false for what is not a code', (v) => {
  const s = v as string;
  expect(() => parseTieBreakCode(s)).not.toThrow();
  expect(() => tieBreakCode(s)).not.toThrow();
  expect(typeof isTieBreak(v)).toBe('boolean');
  if (typeof v !== 'string') expect(isTieBreak(v)).toBe(false);
});

test.prop([fc.double()])('formatPoints writes any number without throwing', (x) => {
  expect(typeof formatPoints(x)).toBe('string');
});

test.prop([fc.string({ maxLength: 400 })])(
  'tournamentFromTrf of any parsed text answers a Result',
  (text) => {
    const trf = parseTrf(text);
    if (!trf.ok) return;
    const t = tournamentFromTrf(trf.value);
    if (t.ok) expect(validateTournament(JSON.parse(JSON.stringify(t.value))).ok).toBe(true);
  },
);

/** Valid small tournaments with random names, ids and ratings (some that TRF cannot hold). */
const doc = fc
  .record({
    ids: fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 2, maxLength: 6 }),
    names: fc.array(fc.string({ maxLength: 8 }), { minLength: 6, maxLength: 6 }),
    results: fc.array(fc.constantFrom('red-win', 'black-win', 'draw', 'pending', 'double-forfeit'), {
      minLength: 3,
      maxLength: 3,
    }),
    system: fc.constantFrom('round-robin', 'swiss-dutch', 'swiss-lots', 'knockout'),
    tieBreaks: fc.subarray([...TIE_BREAK_CODES]),
  })
  .map(({ ids, names, results, system, tieBreaks }): Tournament => {
    const games = [];
    for (let i = 0; i + 1 < ids.length && i / 2 < results.length; i += 2)
      games.push({ red: ids[i] as number, black: ids[i + 1] as number, result: results[i / 2] as 'draw' });
    return {
      format: 'xq-tournament',
      version: 2,
      name: 'Fuzz',
      regulations: { system, scoring: '1-0.5-0', rounds: 4, tieBreaks },
      players: ids.map((id, i) => ({ id, name: names[i] ?? 'x' })),
      rounds: [{ games, byes: [] }],
    };
  });

test.prop([doc], { numRuns: 100 })(
  'standings, pairing and TRF export of valid documents never throw, and count complete rounds only',
  (t) => {
    const s = standings(t);
    expect(s.length).toBe(t.players.length);
    // A value is a finite number, or null for a rating tie-break without a value (unrated players).
    for (const row of s)
      for (const v of Object.values(row.values)) expect(v === null || Number.isFinite(v)).toBe(true);
    if (lastCompleteRound(t) === 0) for (const row of s) expect(row.points).toBe(0);
    const paired = pairNextRound(t);
    if (paired.ok) {
      const seated = [
        ...paired.value.games.flatMap((g) => [g.red, g.black]),
        ...paired.value.byes.map((b) => b.player),
      ];
      expect(new Set(seated).size).toBe(seated.length);
      for (const g of paired.value.games) expect(g.red).not.toBe(g.black);
    }
    const written = exportTrf(t);
    if (!written.ok) expect(written.error.code).toBe('TOURNAMENT_TRF_UNWRITABLE');
    else expect(t.players.every((p) => p.id < 10_000 && !/[\r\n\t]/.test(p.name))).toBe(true);
  },
);

test.prop([fc.oneof(hostile, fc.string({ maxLength: 80 }))], { numRuns: 200 })(
  'tieBreakRulesFor answers an edition of C.07 for anything; standings ignore a hostile rating and refuse a hostile edition',
  (x) => {
    expect(TIE_BREAK_RULES).toContain(tieBreakRulesFor(x as string));
    const s = standings(base as Tournament, {
      tieBreaks: ['ARO', 'RTNG', 'BH', 'TPR', 'PTP'],
      unratedRating: x as number,
    });
    for (const row of s)
      for (const v of Object.values(row.values)) expect(v === null || Number.isFinite(v)).toBe(true);
    // An edition that is not one of C.07's is refused by name, not taken for the default one.
    const edition = () => standings(base as Tournament, { tieBreakRules: x as '2024-08-01' });
    if ((TIE_BREAK_RULES as readonly unknown[]).includes(x) || x === undefined) expect(edition).not.toThrow();
    else expect(edition).toThrow(/^standings: options\.tieBreakRules must be/);
  },
);
