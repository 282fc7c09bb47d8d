import { describe, expect, test } from 'vitest';
import { runCommand as run } from '../fake-io';
import { notationCommand } from './notation';

describe('xq notation', () => {
  test('one move in one notation', async () => {
    expect(await run(notationCommand, ['--move', 'h2e2', '--to', 'wxf'])).toMatchObject({
      code: 0,
      out: 'C2.5\n',
    });
    expect(await run(notationCommand, ['--move', 'H2-E2', '--to', 'vi-long'])).toMatchObject({
      out: 'Pháo 2 bình 5\n',
    });
    const black = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b';
    expect(await run(notationCommand, ['--fen', black, '--move', 'h9g7', '--to', 'chinese'])).toMatchObject({
      out: '馬８進７\n',
    });
  });
  test('--all', async () => {
    const r = await run(notationCommand, ['--move', 'h2e2', '--all']);
    expect(r.out.split('\n')).toEqual(
      expect.arrayContaining([
        'vi\tP2-5',
        'asian\tP2=5',
        'coord\tPhe2',
        'wxf\tC2.5',
        'chinese\t炮二平五',
        'iccs\tH2-E2',
        'fsf\th3e3',
      ]),
    );
  });
  test('batch lines, bad lines answered with error', async () => {
    const start = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w';
    const r = await run(notationCommand, ['--to', 'vi'], {
      stdin: `${start}\th2e2\n${start}\ta0a9\nnonsense\n${start}\tb0c2\n`,
    });
    expect(r.code).toBe(1);
    expect(r.out.split('\n')).toEqual([
      'P2-5',
      expect.stringMatching(/^error MOVE_ILLEGAL /u),
      expect.stringMatching(/^error /u),
      'M8.7',
      '',
    ]);
  });
  test('a bad move is an input error, a bad notation a usage error', async () => {
    expect((await run(notationCommand, ['--move', 'a0a9', '--to', 'vi'])).code).toBe(1);
    expect((await run(notationCommand, ['--move', 'h2e2', '--to', 'x'])).code).toBe(2);
  });
});
