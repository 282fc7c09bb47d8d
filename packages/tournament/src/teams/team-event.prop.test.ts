// Hostile input against the team-event entry points (the letters' lot, substitutions, the board
// tables and the new document fields): wrong JS types, null, NaN, prototype keys. Each answers a
// typed error, never throws, never corrupts the tournament it was given.

import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { validateTournament } from '../document';
import { ERROR_CODES } from '../error-codes';
import { hostileValue } from '../hostile.test-util';
import type { Tournament } from '../model';
import { answerOrTypeError } from '../wrong-type.test-util';
import { boardStandings } from './boards';
import { drawTeamLetters } from './lot';
import { type SubstitutionRequest, substitutePlayer } from './substitutions';

const hostile = hostileValue([-1, 0, 1, 2, 4, 15, 16], fc.bigInt());

const base = {
  format: 'xq-tournament',
  version: 1,
  name: 'T',
  regulations: { system: 'team-round-robin', scoring: '1-0.5-0' },
  players: [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, name: `P${id}` })),
  teams: [
    { code: 'A', name: 'A', members: [1, 2, 3], substitutes: [4] },
    { code: 'B', name: 'B', members: [5, 6, 7], substitutes: [8] },
  ],
  rounds: [
    {
      games: [
        { red: 1, black: 5, result: 'pending' },
        { red: 6, black: 2, result: 'draw' },
        { red: 3, black: 7, result: 'pending' },
      ],
      byes: [],
      substitutions: [{ team: 'A', board: 2, out: 2, in: 4, minutes: 3 }],
    },
  ],
  teamDraw: { seed: 1 },
};
const t = (() => {
  const r = validateTournament(base);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();
const frozen = JSON.stringify(t);

test.prop([hostile])('drawTeamLetters answers any seed with a typed error or a valid draw', (seed) => {
  const r = answerOrTypeError('drawTeamLetters', typeof seed !== 'number', () =>
    drawTeamLetters(t, seed as number),
  );
  if (r !== undefined && !r.ok) expect(ERROR_CODES.edit).toContain(r.error.code);
  else if (r !== undefined) expect(validateTournament(JSON.parse(JSON.stringify(r.value))).ok).toBe(true);
  expect(JSON.stringify(t)).toBe(frozen);
});

test.prop(
  [
    fc.record(
      { round: hostile, out: hostile, in: hostile, minutes: hostile, started: hostile, time: hostile },
      { requiredKeys: [] },
    ),
  ],
  {
    numRuns: 300,
  },
)('substitutePlayer answers any request with a typed error or a valid tournament', (request) => {
  const r = substitutePlayer(t, request as unknown as SubstitutionRequest);
  if (!r.ok) expect(ERROR_CODES.edit).toContain(r.error.code);
  else {
    expect(validateTournament(JSON.parse(JSON.stringify(r.value))).ok).toBe(true);
    expect(r.value.rounds[0]?.substitutions?.at(-1)?.minutes).toBeLessThanOrEqual(15);
  }
  expect(JSON.stringify(t)).toBe(frozen);
});

test.prop([hostile])(
  'substitutePlayer refuses a request that is not an object with a TypeError naming it',
  (request) => {
    fc.pre(typeof request !== 'object' || request === null);
    expect(() => substitutePlayer(t, request as SubstitutionRequest)).toThrow(
      /^substitutePlayer: request must be an object/,
    );
  },
);

const fields = [
  ['regulations', 'friendly'],
  ['teamDraw'],
  ['teamDraw', 'seed'],
  ['rounds', 0, 'substitutions'],
  ['rounds', 0, 'substitutions', 0],
  ['rounds', 0, 'substitutions', 0, 'team'],
  ['rounds', 0, 'substitutions', 0, 'board'],
  ['rounds', 0, 'substitutions', 0, 'out'],
  ['rounds', 0, 'substitutions', 0, 'in'],
  ['rounds', 0, 'substitutions', 0, 'minutes'],
] as const;

test.prop([fc.constantFrom(...fields), hostile], { numRuns: 300 })(
  'the team fields of the document answer hostile values with a typed error or a usable document',
  (path, value) => {
    const copy = JSON.parse(JSON.stringify(base));
    let o = copy;
    for (const k of path.slice(0, -1)) o = o[k];
    Object.defineProperty(o, path[path.length - 1] as string, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    const r = validateTournament(copy);
    if (!r.ok) expect(ERROR_CODES.document).toContain(r.error.code);
    else {
      expect(() => boardStandings(r.value as Tournament)).not.toThrow();
      expect(Object.getPrototypeOf(r.value)).toBe(Object.prototype);
    }
  },
);
