import { describe, expect, test } from 'vitest';
import { fakeIo } from '../fake-io';
import { pairCommand } from './pair';

// Two players after one round: 1 won with white against 2 (TRF-16 player lines, laid out as in
// packages/pairing/test/fixtures/dutch/dutch-0007p-4r-s4.trf).
const TRF = [
  '012 Checklist',
  '001    1      Test0001 Player0001               2667                             1.0    1     2 w 1',
  '001    2      Test0002 Player0002               1878                             0.0    2     1 b 0',
  'XXR 3',
  'XXC white1',
  '',
].join('\r');

describe('xq pair --checklist', () => {
  test('prints the per-player checklist instead of the pairing', async () => {
    const io = fakeIo({ files: { 't.trf': TRF } });
    const code = await pairCommand(['--trf', 't.trf', '--checklist'], io);
    expect(io.stderr()).toBe('');
    expect(code).toBe(0);
    expect(io.stdout().split('\n')).toEqual([
      'Checklist before round 2',
      'No  Pts  Score  Colours  Diff  Pref  Floats  Bye  Bye ok  Plays',
      ' 1    1      1  W          +1  BS    -       no   yes     yes',
      ' 2    0      0  B          -1  WS    -       no   yes     yes',
      '',
    ]);
  });

  test('--json: the checklist as data, in red/black as every xq document (the TRF said w for 1)', async () => {
    const io = fakeIo({ files: { 't.trf': TRF } });
    expect(await pairCommand(['checklist', 't.trf', '--json'], io)).toBe(0);
    const players = JSON.parse(io.stdout()).players as {
      id: number;
      colours: string[];
      colourPreference: string;
    }[];
    expect(players.map((p) => [p.id, p.colours, p.colourPreference])).toEqual([
      [1, ['red'], 'black'],
      [2, ['black'], 'red'],
    ]);
  });
});
