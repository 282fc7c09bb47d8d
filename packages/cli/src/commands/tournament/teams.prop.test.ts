import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { fakeIo } from '../../fake-io';
import { tournamentCommand } from './index';

/** A paired team round robin: two teams of 3 + 1, round 1 under way. */
const league = JSON.stringify({
  format: 'xq-tournament',
  version: 2,
  name: 'x',
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
    },
  ],
});

const word = fc.oneof(
  fc.constantFrom(
    'draw-teams',
    'substitute',
    'standings',
    'pairings',
    'add-team',
    'new',
    'l.json',
    'bad.json',
    '--by-board',
    '--json',
    '--minutes',
    '--started',
    '--friendly',
    '--seed',
    '--lang',
    'vi',
    '--format',
    'html',
    '--members',
    '--substitutes',
    '1,2',
    '0',
    '1',
    '2',
    '4',
    '15',
    '16',
    '__proto__',
    'toString',
    'NaN',
    '-1',
    '1e9',
    'reorder',
    'pair',
    'A',
    'Z',
    '3,2,1',
    '--at',
    '--clock',
    '--start',
    '14:00',
    '14:16',
    'c.json',
    '--team-ranking',
    'match-points',
    '--separate-clubs',
    '--system',
    'team-swiss',
    'team-english',
    'team-knockout',
  ),
  fc.string({ maxLength: 6 }),
);

test.prop([fc.array(word, { maxLength: 9 }), fc.string({ maxLength: 40 })], { numRuns: 80 })(
  'the team actions never throw: every argument list is answered with 0, 1 or 2',
  async (args, junk) => {
    const io = fakeIo({ files: { 'l.json': league, 'bad.json': junk, 'c.json': junk } });
    const code = await tournamentCommand(args, io);
    expect([0, 1, 2]).toContain(code);
    if (code !== 0) expect(io.stderr()).not.toBe('');
  },
);
