// Hostile input against the regulations' data, the categories, the norms and the prizes: wrong
// JS types, null, NaN, prototype keys. Each answers a typed error or a usable value, never throws.

import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { tournamentNorms } from './awards/norms-results';
import { tournamentPrizes } from './awards/prizes';
import { validateTournament } from './document';
import { ERROR_CODES } from './error-codes';
import { hostileValue } from './hostile.test-util';
import type { Tournament } from './model';
import { formatNorms } from './print/norms';
import { formatPrizes } from './print/prizes';
import { formatRegulationData } from './print/regulations-print';
import { isIsoDate, readRegulationData } from './regulations';
import {
  categoryFault,
  categoryRows,
  categoryStandings,
  eligibleCategories,
  entryFault,
} from './standings/categories';
import { standings } from './standings/standings';
import { addPlayer } from './tournament-edit';

const hostile = hostileValue();

const KEYS = [
  'event',
  'clockPreset',
  'lateArrivalMinutes',
  'entryFee',
  'entryDeadlineDate',
  'categories',
  'prizeRules',
  'delegations',
] as const;

/** A category, a prize list or a delegation whose fields may be hostile. */
const nested = fc.oneof(
  fc.array(
    fc.record(
      {
        code: fc.oneof(fc.string({ maxLength: 4 }), hostile),
        sex: fc.oneof(fc.constantFrom('m', 'f'), hostile),
        bornFrom: fc.oneof(fc.integer({ min: 1890, max: 2210 }), hostile),
        bornTo: fc.oneof(fc.integer({ min: 1890, max: 2210 }), hostile),
        levels: fc.oneof(fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }), hostile),
        name: hostile,
      },
      { requiredKeys: [] },
    ),
    { maxLength: 3 },
  ),
  fc.record(
    {
      individual: fc.oneof(
        fc.array(fc.record({ name: fc.string(), medal: hostile, amount: hostile }), { maxLength: 2 }),
        hostile,
      ),
      ties: fc.oneof(fc.constantFrom('shared', 'tie-breaks'), hostile),
      perCategory: hostile,
    },
    { requiredKeys: [] },
  ),
  hostile,
);

test.prop([fc.constantFrom(...KEYS), nested], { numRuns: 300 })(
  'readRegulationData and validateTournament answer every hostile field with a typed error or a usable document',
  (key, value) => {
    const regulations = { system: 'round-robin', scoring: '1-0.5-0' } as Record<string, unknown>;
    Object.defineProperty(regulations, key, { value, enumerable: true, writable: true, configurable: true });
    const data = readRegulationData(regulations);
    if (!data.ok) expect(data.error.path.startsWith('$.regulations')).toBe(true);
    const r = validateTournament({
      format: 'xq-tournament',
      version: 1,
      name: 'F',
      regulations,
      players: [
        { id: 1, name: 'A', sex: 'm', birthYear: 2010 },
        { id: 2, name: 'B', sex: 'f' },
      ],
      rounds: [{ games: [{ red: 1, black: 2, result: 'draw' }], byes: [] }],
    });
    expect(data.ok).toBe(r.ok);
    if (!r.ok) expect(ERROR_CODES.document).toContain(r.error.code);
    else {
      expect(() => tournamentNorms(r.value)).not.toThrow();
      expect(typeof formatPrizes(r.value, tournamentPrizes(r.value), 'html')).toBe('string');
      expect(typeof formatRegulationData(r.value, 'markdown')).toBe('string');
    }
  },
);

test.prop([hostile, hostile, hostile, hostile], { numRuns: 200 })(
  'the category checks answer a message or undefined for any player data',
  (sex, birthYear, title, category) => {
    const player = { sex, birthYear, title, category } as never;
    const c = { code: 'U15', sex: 'm' as const, bornFrom: 2011, levels: ['cấp I'] };
    const regulations = { system: 'swiss-dutch' as const, scoring: '1-0.5-0' as const, categories: [c] };
    expect(typeof categoryFault(c, player)).toBe('string');
    const f = entryFault(regulations, player);
    expect(f === undefined || typeof f === 'string').toBe(true);
    expect(Array.isArray(eligibleCategories(regulations, player))).toBe(true);
    // A registration with such data is a typed refusal or a valid document.
    const t: Tournament = {
      format: 'xq-tournament',
      version: 2,
      name: 'x',
      regulations,
      players: [],
      rounds: [],
    };
    // An entry day that is not a string is a programmer's error, named.
    if (title !== undefined && typeof title !== 'string') {
      expect(() => addPlayer(t, { name: 'P', ...(player as object) }, { date: title as string })).toThrow(
        /^addPlayer: entry\.date must be a string/,
      );
      return;
    }
    const r = addPlayer(t, { name: 'P', ...(player as object) }, { date: title as string });
    if (!r.ok) expect(ERROR_CODES.edit).toContain(r.error.code);
    else expect(validateTournament(JSON.parse(JSON.stringify(r.value))).ok).toBe(true);
  },
);

test.prop([hostile])('isIsoDate answers a boolean for anything', (v) => {
  expect(typeof isIsoDate(v)).toBe('boolean');
});

/** Small valid tournaments with categories, sexes and birth years, some results pending. */
const doc = fc
  .record({
    n: fc.integer({ min: 2, max: 7 }),
    sexes: fc.array(fc.constantFrom('m', 'f', undefined), { minLength: 7, maxLength: 7 }),
    results: fc.array(fc.constantFrom('red-win', 'black-win', 'draw', 'pending', 'double-forfeit'), {
      minLength: 9,
      maxLength: 9,
    }),
    event: fc.constantFrom(
      'national-team-championship',
      'national-championship',
      'national-youth-championship',
      undefined,
    ),
    ties: fc.constantFrom('shared', 'tie-breaks'),
    perCategory: fc.boolean(),
    teams: fc.boolean(),
  })
  .map(({ n, sexes, results, event, ties, perCategory, teams }): Tournament => {
    const players = Array.from({ length: n }, (_, i) => {
      const sex = sexes[i];
      return {
        id: i + 1,
        name: `P${i + 1}`,
        club: `C${i % 3}`,
        ...(sex ? { sex, category: sex === 'm' ? 'M' : 'F' } : {}),
      };
    });
    const rounds = [0, 1, 2].map((r) => ({
      games: Array.from({ length: Math.floor(n / 2) }, (_, k) => ({
        red: ((k + r) % n) + 1,
        black: ((n - 1 - k + r) % n) + 1,
        result: results[(r * 3 + k) % 9] as 'draw',
      })).filter((g) => g.red !== g.black),
      byes: [],
    }));
    const seated = rounds.map((r) => r.games.flatMap((g) => [g.red, g.black]));
    return {
      format: 'xq-tournament',
      version: 2,
      name: 'Fuzz',
      regulations: {
        system: teams ? 'team-round-robin' : 'round-robin',
        scoring: '1-0.5-0',
        ...(event ? { event } : {}),
        categories: [
          { code: 'M', sex: 'm' },
          { code: 'F', sex: 'f', ageGroup: 18 },
        ],
        prizeRules: {
          individual: [
            { name: '1', medal: 'gold', amount: 3 },
            { name: '2', medal: 'silver' },
          ],
          ties,
          perCategory,
        },
      },
      players,
      ...(teams
        ? {
            teams: [
              {
                code: 'A',
                name: 'A',
                members: players.filter((p) => p.id % 2 === 1).map((p) => p.id),
                substitutes: [],
              },
              {
                code: 'B',
                name: 'B',
                members: players.filter((p) => p.id % 2 === 0).map((p) => p.id),
                substitutes: [],
              },
            ],
          }
        : {}),
      rounds: rounds.filter((_, i) => new Set(seated[i]).size === (seated[i] ?? []).length),
    };
  });

test.prop([doc], { numRuns: 80 })(
  'norms, prizes and category standings of valid documents never throw and stay consistent',
  (t) => {
    expect(validateTournament(JSON.parse(JSON.stringify(t))).ok).toBe(true);
    const n = tournamentNorms(t);
    expect(n.players).toHaveLength(t.players.length);
    for (const p of n.players) {
      expect(p.points).toBeLessThanOrEqual(p.games);
      if (p.sex === undefined || n.event === undefined) expect(p.norms).toEqual([]);
    }
    expect(typeof formatNorms(n, 'html', { lang: 'vi', all: true })).toBe('string');
    const p = tournamentPrizes(t);
    for (const list of p.individual)
      for (const a of list.awards) expect(a.sharedBy).toBeGreaterThanOrEqual(1);
    const golds = p.delegations.reduce((s, d) => s + d.gold, 0);
    expect(golds).toBe(
      p.individual.flatMap((l) => l.awards).filter((a) => a.prize.medal === 'gold' && a.delegation).length,
    );
    const all = standings(t);
    for (const code of ['M', 'F', '__proto__', 'toString']) {
      const s = categoryStandings(t, code);
      expect(s.every((x, i) => x.rank <= i + 1)).toBe(true);
      expect(categoryRows(t, code, all)).toEqual(s);
    }
  },
);
