// Hostile argument lists and files against the championship actions of `xq tournament`
// (regulations, norms, prizes, groups, next-stage, add-player's entry fields, standings by
// category): every one is answered with exit status 0, 1 or 2, never a throw.
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { fakeIo } from '../../fake-io';
import { tournamentCommand } from './index';

const valid = JSON.stringify({
  format: 'xq-tournament',
  version: 2,
  name: 'x',
  regulations: {
    system: 'round-robin',
    scoring: '1-0.5-0',
    event: 'national-championship',
    categories: [{ code: 'U15', sex: 'm', bornFrom: 2011 }],
    prizeRules: { individual: [{ name: 'Nhất', medal: 'gold' }], perCategory: true },
  },
  players: [
    { id: 1, name: 'A', sex: 'm', birthYear: 2012, category: 'U15' },
    { id: 2, name: 'B', sex: 'm', birthYear: 2013, category: 'U15' },
    { id: 3, name: 'C', sex: 'm', birthYear: 2011, category: 'U15' },
    { id: 4, name: 'D', sex: 'm', birthYear: 2011, category: 'U15' },
  ],
  rounds: [{ games: [{ red: 1, black: 2, result: 'draw' }], byes: [] }],
});

const word = fc.oneof(
  fc.constantFrom(
    'regulations',
    'norms',
    'prizes',
    'groups',
    'next-stage',
    'add-player',
    'standings',
    't.json',
    'regs.json',
    'none.json',
    '--json',
    '--lang',
    'vi',
    '--format',
    'markdown',
    '--category',
    'U15',
    '__proto__',
    '--birth-year',
    '2012',
    '--date',
    '2026-02-30',
    '--sex',
    'm',
    '--groups',
    '--qualifiers',
    '2',
    '0',
    '--system',
    'knockout',
    '--out-prefix',
    '--force',
  ),
  fc.string({ maxLength: 6 }),
);

const regs = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.json({ maxDepth: 3 }),
  fc
    .record(
      {
        event: fc.anything(),
        categories: fc.anything(),
        prizeRules: fc.anything(),
        clockPreset: fc.anything(),
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
);

test.prop([fc.array(word, { maxLength: 8 }), regs], { numRuns: 80 })(
  'the championship actions never throw: every argument list is answered with 0, 1 or 2',
  async (args, junk) => {
    const io = fakeIo({ files: { 't.json': valid, 'regs.json': junk } });
    const code = await tournamentCommand(args, io);
    expect([0, 1, 2]).toContain(code);
    if (code !== 0) expect(io.stderr()).not.toBe('');
  },
);
