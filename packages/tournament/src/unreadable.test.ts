// Faults of the regulations' data carry a code, and a value whose getter (or proxy trap) throws is
// answered with the package's typed error, never the app's exception passed through.

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createTournament, validateTournament } from './document';
import { ERROR_CODES } from './error-codes';
import { REGULATION_DATA_ERROR_CODES, readRegulationData } from './regulations';
import { addPlayer, addRound, addTeam } from './tournament-edit';

const doc = () => ({
  format: 'xq-tournament',
  version: 1,
  name: 'H',
  regulations: { system: 'round-robin', scoring: '1-0.5-0' } as Record<string, unknown>,
  players: [
    { id: 1, name: 'A' },
    { id: 2, name: 'B' },
  ] as Record<string, unknown>[],
  rounds: [{ games: [{ red: 1, black: 2, result: 'draw' }], byes: [] }],
});

class AppError extends Error {}

function throwing<T extends object>(o: T, key: string): T {
  Object.defineProperty(o, key, {
    enumerable: true,
    get() {
      throw new AppError('the app says no');
    },
  });
  return o;
}

describe('readRegulationData faults carry a code', () => {
  const cases: readonly (readonly [string, Record<string, unknown>, string, string])[] = [
    ['a wrong type', { entryFee: 'ten' }, 'TOURNAMENT_BAD_FIELD', '$.regulations.entryFee'],
    ['a day that is not one', { sentDate: '2026-02-30' }, 'TOURNAMENT_BAD_DATE', '$.regulations.sentDate'],
    [
      'an unknown clock preset',
      { clockPreset: 'vn-91' },
      'TOURNAMENT_UNKNOWN_CLOCK_PRESET',
      '$.regulations.clockPreset',
    ],
    [
      'a category named twice',
      { categories: [{ code: 'U15' }, { code: 'U15' }] },
      'TOURNAMENT_DUPLICATE_CATEGORY',
      '$.regulations.categories[1].code',
    ],
    [
      'a delegation named twice',
      { delegations: [{ name: 'Huế' }, { name: 'Huế' }] },
      'TOURNAMENT_DUPLICATE_DELEGATION',
      '$.regulations.delegations[1].name',
    ],
    ['a getter that throws', throwing({}, 'entryFee'), 'TOURNAMENT_UNREADABLE', '$.regulations.entryFee'],
  ];
  it.each(cases)('%s', (_, value, code, path) => {
    const r = readRegulationData(value);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code, path });
    // The document's reader answers the same code for the same field.
    const t = doc();
    if (code === 'TOURNAMENT_UNREADABLE') throwing(t.regulations, 'entryFee');
    else Object.assign(t.regulations, value);
    const v = validateTournament(t);
    expect(!v.ok && v.error).toMatchObject({ code, path });
  });

  it('every code is one of the document codes, and each is met above', () => {
    for (const code of REGULATION_DATA_ERROR_CODES) expect(ERROR_CODES.document).toContain(code);
    expect(new Set(cases.map((c) => c[2]))).toEqual(new Set(REGULATION_DATA_ERROR_CODES));
  });
});

describe('a hostile object whose getter throws', () => {
  it('validateTournament answers TOURNAMENT_UNREADABLE with the path', () => {
    const t = doc();
    throwing(t.players[1] as object, 'name');
    const r = validateTournament(t);
    expect(!r.ok && r.error).toMatchObject({ code: 'TOURNAMENT_UNREADABLE', path: '$.players[1].name' });
  });

  it('a proxy whose trap throws is unreadable too', () => {
    const t = doc();
    const players = new Proxy(t.players, {
      ownKeys() {
        throw new AppError('trap');
      },
    });
    const r = validateTournament({ ...t, players });
    expect(!r.ok && r.error).toMatchObject({ code: 'TOURNAMENT_UNREADABLE', path: '$.players' });
  });

  it('createTournament raises its documented TypeError, naming the option', () => {
    const options = throwing({ system: 'round-robin' }, 'name') as never;
    expect(() => createTournament(options)).toThrow(TypeError);
    expect(() => createTournament(options)).toThrow(/^createTournament: options\.name could not be read/);
  });

  it('createTournament refuses an option the document cannot hold, naming it', () => {
    expect(() => createTournament({ name: 'x', system: 'blitz' as never })).toThrow(
      /^createTournament: options\.system: expected one of/,
    );
    expect(() => createTournament({ name: 'x', system: 'swiss-dutch', rounds: 0 })).toThrow(
      /^createTournament: options\.rounds/,
    );
  });

  it('the edits raise a TypeError naming the function and the field', () => {
    const t = createTournament({ name: 'x', system: 'round-robin' });
    expect(() => addPlayer(t, throwing({ name: 'A' }, 'rating') as never)).toThrow(
      /^addPlayer: player\.rating could not be read/,
    );
    expect(() => addRound(t, throwing({ byes: [] }, 'games') as never)).toThrow(/^addRound: round\.games/);
    expect(() => addTeam(t, throwing({ code: 'A', name: 'A', substitutes: [] }, 'members') as never)).toThrow(
      /^addTeam: team\.members/,
    );
  });
});

const paths = [
  ['name'],
  ['regulations'],
  ['regulations', 'system'],
  ['players', 0],
  ['players', 1, 'id'],
  ['rounds', 0, 'games', 0],
  ['rounds', 0, 'games', 0, 'result'],
] as const;

test.prop([fc.constantFrom(...paths)])(
  'a getter that throws anywhere is TOURNAMENT_UNREADABLE at its path',
  (path) => {
    const t = doc() as unknown as Record<string | number, unknown>;
    let o = t;
    for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
    throwing(o, String(path[path.length - 1]));
    const r = validateTournament(t);
    const at = `$${path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('')}`;
    expect(!r.ok && r.error).toMatchObject({ code: 'TOURNAMENT_UNREADABLE', path: at });
  },
);
