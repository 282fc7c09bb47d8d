import { describe, expect, test } from 'vitest';
import { runCommand as run } from '../fake-io';
import { convertCommand } from './convert';

const TWO_GAMES = `[Game "Chinese Chess"]
[Red "Lê A"]
[Black "Trần B"]

1. 炮二平五 馬８進７ 2. 馬二進三 1-0

[Game "Chinese Chess"]
[Red "C"]
[Black "D"]

1. 炮二平五 車１進９ *

[Game "Chinese Chess"]
[Event "third"]

1. 兵七進一 *
`;

describe('xq convert', () => {
  test('movetext from stdin', async () => {
    const r = await run(convertCommand, ['--from', 'vi', '--to', 'wxf'], {
      stdin: '1. P2-5 M8.7 2. M2.3 P2-4\n',
    });
    expect(r).toMatchObject({ code: 0, out: '1. C2.5 H8+7 2. H2+3 C2.4\n' });
  });
  test('detects the notation and takes a FEN', async () => {
    const r = await run(convertCommand, ['--to', 'coord', '--fen', '3ak4/5R3/9/9/9/pp7/9/1n2B4/9/3AKA3 w'], {
      stdin: '1. X4-7 B2.1',
    });
    expect(r).toMatchObject({ code: 0, out: '1. Xc8 Bb3\n' });
  });
  test('a PGN file stays many games; a bad one is named and the others converted', async () => {
    const r = await run(convertCommand, ['--to', 'vi', 'games.pgn'], { files: { 'games.pgn': TWO_GAMES } });
    expect(r.code).toBe(1);
    expect(r.out.match(/\[Game "Chinese Chess"\]/gu)?.length).toBe(2);
    expect(r.out).toContain('[Red "Lê A"]');
    expect(r.out).toContain('1. P2-5 M8.7 2. M2.3');
    expect(r.out).toContain('[Event "third"]');
    expect(r.out).toContain('1. B7.1');
    expect(r.err).toContain('error MOVE_ILLEGAL game 2 (C – D): move 1… "車１進９"');
  });
  test('a DhtmlXQ record becomes PGN', async () => {
    const r = await run(convertCommand, ['--to', 'wxf'], {
      stdin: '[DhtmlXQ][DhtmlXQ_red]A[/DhtmlXQ_red][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][/DhtmlXQ]',
    });
    expect(r.code).toBe(0);
    expect(r.out).toContain('[Red "A"]');
    expect(r.out).toContain('1. C2.5 H8+7');
  });
  test('usage errors', async () => {
    expect((await run(convertCommand, ['--to', 'klingon'])).code).toBe(2);
    expect((await run(convertCommand, ['--help'])).out).toContain('usage: xq convert');
    expect((await run(convertCommand, ['--to', 'vi', 'missing.pgn'])).code).toBe(1);
  });
});
