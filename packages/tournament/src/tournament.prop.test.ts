import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { parseTournament, validateTournament } from './document';

const valid = {
  format: 'xq-tournament',
  version: 1,
  name: 'Club',
  regulations: { system: 'round-robin', scoring: '1-0.5-0' },
  players: [
    { id: 1, name: 'A' },
    { id: 2, name: 'B' },
  ],
  rounds: [{ games: [{ red: 1, black: 2, result: 'draw' }], byes: [] }],
};

test.prop([fc.string()])('parseTournament never throws on arbitrary text', (s) => {
  const r = parseTournament(s);
  expect(typeof r.ok).toBe('boolean');
});

test.prop([fc.jsonValue()])('validateTournament never throws on arbitrary JSON', (v) => {
  const r = validateTournament(v);
  if (!r.ok) expect(r.error.code).toMatch(/^TOURNAMENT_/);
});

// Mutating one field of a valid document anywhere gives a typed answer, never an exception.
test.prop([fc.constantFrom('name', 'regulations', 'players', 'rounds', 'teams', 'version'), fc.jsonValue()])(
  'validateTournament answers every one-field mutation',
  (key, value) => {
    const r = validateTournament({ ...valid, [key]: value });
    if (!r.ok) expect(r.error.code).toMatch(/^TOURNAMENT_/);
  },
);
