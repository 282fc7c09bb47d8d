import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { fakeIo } from '../../fake-io';
import { scheduleCommand } from '../schedule';
import { tournamentCommand } from './index';

const valid = JSON.stringify({
  format: 'xq-tournament',
  version: 1,
  name: 'x',
  regulations: { system: 'round-robin', scoring: '1-0.5-0' },
  players: [
    { id: 1, name: 'A' },
    { id: 2, name: 'B' },
    { id: 3, name: 'C' },
  ],
  rounds: [],
});

const word = fc.oneof(
  fc.constantFrom(
    'new',
    'add-player',
    'add-team',
    'draw',
    'pair',
    'show',
    'result',
    'pairings',
    'standings',
    'crosstable',
    'export',
    'import',
    't.json',
    'bad.json',
    'none.json',
    '--trf',
    '--format',
    'html',
    '--seed',
    '1',
    '2',
    '1-0',
    '=',
    '-/-',
    '--name',
    '--system',
    'swiss-dutch',
    'knockout',
    '--members',
    '1,2',
    '--rounds',
    '--force',
    '--help',
    '-',
  ),
  fc.string({ maxLength: 6 }),
);

test.prop([fc.array(word, { maxLength: 8 }), fc.string({ maxLength: 40 })], { numRuns: 60 })(
  'xq tournament never throws: every argument list is answered with 0, 1 or 2',
  async (args, junk) => {
    const io = fakeIo({ files: { 't.json': valid, 'bad.json': junk } });
    const code = await tournamentCommand(args, io);
    expect([0, 1, 2]).toContain(code);
    if (code !== 0) expect(io.stderr()).not.toBe('');
  },
);

test.prop([fc.array(word, { maxLength: 5 })], { numRuns: 60 })('xq schedule never throws', async (args) => {
  const io = fakeIo();
  expect([0, 1, 2]).toContain(await scheduleCommand(args, io));
});
