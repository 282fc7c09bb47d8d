import { describe, expect, test } from 'vitest';
import { fakeIo } from '../fake-io';
import { ENGLISH, viewable } from '../vi-words.test-util';
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

describe('xq pair checklist --lang vi: the law\u2019s words, no English', () => {
  // The law's words: Trắng and Đen for the sides ("bên cầm quân Trắng đi trước"), "vòng" for a
  // round ("lượt đấu"), decimals with a comma ("6,5 điểm", as the seed writes them).
  const HALF = [
    '012 Checklist',
    '001    1      Test0001 Player0001               2667                             0.5    1     2 w =',
    '001    2      Test0002 Player0002               1878                             0.5    2     1 b =',
    '001    3      Test0003 Player0003               1700                             1.0    3  0000 - U',
    'XXR 3',
    'XXC white1',
    '',
  ].join('\r');
  test('every word Vietnamese, the points with a comma, the sides T and Đ', async () => {
    const io = fakeIo({ files: { 't.trf': HALF } });
    expect(await pairCommand(['checklist', 't.trf', '--lang', 'vi'], io)).toBe(0);
    expect(io.stderr()).toBe('');
    const out = io.stdout();
    const lines = out.split('\n');
    expect(lines[0]).toBe('Bảng kiểm trước vòng 2');
    expect(lines[1]).toMatch(/^Số {2}Điểm {2}Điểm xếp cặp {2}Màu quân/);
    // 3 had the pairing-allocated bye (floated down, may not have it again, C2).
    expect(lines[2]).toMatch(/^ 3 +1 +1 +- +0 +- +X +có +không +có$/);
    expect(out).toContain('0,5');
    expect(out).not.toMatch(/\d\.\d/);
    expect(lines.find((l) => l.startsWith(' 1'))).toMatch(/ T {2,}\+1 {2}Đm /);
    expect(out).toContain('T = Trắng, Đ = Đen');
    expect(viewable(out)).not.toMatch(ENGLISH);
    // None of the English table's words or letters' names is left.
    for (const word of [
      'Checklist',
      'Pts',
      'Score',
      'Colours',
      'Diff',
      'Pref',
      'Floats',
      'Bye',
      'Plays',
      'yes',
      'no ',
    ])
      expect(out).not.toContain(word);
    // The same table in English keeps bbpPairings' letters.
    const en = fakeIo({ files: { 't.trf': HALF } });
    expect(await pairCommand(['checklist', 't.trf'], en)).toBe(0);
    expect(en.stdout()).toContain('Checklist before round 2');
    expect(en.stdout()).toContain('0.5');
  });
});
