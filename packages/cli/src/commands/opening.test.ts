import { describe, expect, test } from 'vitest';
import { runCommand as run } from '../fake-io';
import { openingCommand } from './opening';

// 1. C2.5 N8+7 2. N2+3 N2+3: both horses, nothing ECCO reads further: C00 (中炮对屏风马).
const C00 = ['h2e2', 'h9g7', 'h0g2', 'b9c7'];

describe('xq opening', () => {
  test('moves on the command line: code and name', async () => {
    expect(await run(openingCommand, C00)).toMatchObject({
      code: 0,
      out: 'C00 Central Cannon vs Screen Horses\n',
    });
    expect(await run(openingCommand, [...C00, '--lang', 'vi'])).toMatchObject({
      code: 0,
      out: 'C00 Pháo đầu đối Bình phong mã\n',
    });
  });
  test('--json', async () => {
    const r = await run(openingCommand, [...C00, '--json']);
    expect(JSON.parse(r.out)).toEqual({
      code: 'C00',
      name: { zh: '中炮对屏风马', vi: 'Pháo đầu đối Bình phong mã', en: 'Central Cannon vs Screen Horses' },
    });
  });
  test('an illegal move: a typed error, in Vietnamese under --lang vi', async () => {
    const r = await run(openingCommand, ['h2e2', 'h2e2', '--lang', 'vi']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('DB_OPENING_ILLEGAL');
    expect(r.err).toContain('nước đi không hợp lệ (nửa nước thứ 2)');
    expect(r.err).not.toMatch(/illegal/);
    const j = await run(openingCommand, ['zz', '--json']);
    expect(JSON.parse(j.out)).toMatchObject({ error: { code: 'DB_OPENING_MOVE', ply: 0 } });
  });
  test('--jsonl: one JSON line a game; a bad line is an error line and the stream goes on', async () => {
    const stdin = `${C00.join(' ')}\n\nh2e2 x9x9\nH2-E2 h7e7\n`;
    const r = await run(openingCommand, ['--jsonl'], { stdin });
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ code: 'C00', name: { zh: '中炮对屏风马' } });
    expect(lines[1]).toMatchObject({ error: { code: 'DB_OPENING_MOVE', ply: 1 } });
    expect(lines[2]).toMatchObject({ code: 'D00', name: { zh: '顺炮缓开车对其他' } });
    expect(r.code).toBe(1);
  });
  test("--as xqbase: the code xqbase's records are tagged with, where the classifiers part", async () => {
    // CCPD/中局/00001141.pgn (../shared/corpus/ccpd.pgn.gz), tagged C45: Black's R1.2 at ply 16.
    const game =
      'h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 h0h6 b9c7 c3c4 h7i7 h6g6 i7i8 b0c2 d9e8 b2a2 a9b9 a0b0 i8g8 g6f6 g7h5';
    const vs = await run(openingCommand, ['--jsonl'], { stdin: `${game}\n` });
    expect(JSON.parse(vs.out).code).toBe('C46');
    const xq = await run(openingCommand, ['--jsonl', '--as', 'xqbase'], { stdin: `${game}\n` });
    expect(JSON.parse(xq.out).code).toBe('C45');
    expect((await run(openingCommand, [...game.split(' '), '--as', 'xqbase'])).out).toMatch(/^C45 /);
    const bad = await run(openingCommand, [...C00, '--as', 'ecco', '--lang', 'vi']);
    expect(bad.code).toBe(2);
  });
});
