import { fc, test } from '@fast-check/vitest';
import { generateTournament } from '@xq/pairing';
import { exportTrf, tournamentFromTrf } from '@xq/tournament';
import { describe, expect } from 'vitest';
import { fakeIo } from '../fake-io';
import { main } from '../main';

const g = generateTournament({ players: 10, rounds: 4, seed: 11 });
if (!g.ok) throw new Error(g.error.message);
const t = tournamentFromTrf(g.value.trf);
if (!t.ok) throw new Error(t.error.message);
const exported = exportTrf(t.value);
if (!exported.ok) throw new Error(exported.error.message);
const event = exported.value;

const code = fc.oneof(
  fc.constantFrom(
    'BH',
    'BH/C1',
    'BH#M1',
    'SB',
    'PTS',
    'TPN',
    'DE',
    'lots',
    '__proto__',
    'toString',
    'constructor',
    'X',
  ),
  fc.string({ maxLength: 6 }),
);

describe('xq pair --check --standings, hostile tie-break records and ranks', () => {
  test.prop(
    [
      fc.constantFrom('202', '212'),
      fc.array(code, { maxLength: 6 }),
      fc.array(fc.nat(12), { maxLength: 10 }),
    ],
    { numRuns: 40 },
  )('answers 0 or 1 with a standings report, never a crash', async (tag, codes, ranks) => {
    let i = 0;
    const text = event
      .split('\r\n')
      .map((l) =>
        l.startsWith('001') && i < ranks.length
          ? `${l.slice(0, 85)}${String(ranks[i++]).padStart(4)}${l.slice(89)}`
          : l,
      )
      .join('\r\n');
    const io = fakeIo({ files: { 't.trf': `${text}${tag} ${codes.join(' ')}\r\n` } });
    const exit = await main(['pair', '--check', '--standings', '--json', '--trf', 't.trf'], io);
    expect(io.stderr()).toBe('');
    expect([0, 1]).toContain(exit);
    const doc = JSON.parse(io.stdout()) as { standings: { checked: number; differing: unknown[] } };
    expect(doc.standings.differing.length).toBeLessThanOrEqual(doc.standings.checked);
  });
});
