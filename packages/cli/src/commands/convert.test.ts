import { gameOf, parseCbl, parseCbr, writeCbl, writeCbr } from '@xq/notation';
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

describe('xq convert with CCBridge records and libraries', () => {
  const h2e2 = { from: 25, to: 22 };
  const h9g7 = { from: 88, to: 69 };
  const one = gameOf([h2e2, h9g7], { tags: [['Red', 'Lê A']], result: '1-0' });
  const two = gameOf([{ from: 19, to: 22 }]);
  test('a CBR file converts to PGN', async () => {
    const r = await run(convertCommand, ['--to', 'ucci', 'a.cbr'], { files: { 'a.cbr': writeCbr(one) } });
    expect(r.code).toBe(0);
    expect(r.out).toContain('[Red "Lê A"]');
    expect(r.out).toContain('1. h2e2 h9g7 1-0');
  });
  test('a CBL library on standard input converts to one game per record, in library order', async () => {
    const r = await run(convertCommand, ['--to', 'ucci'], { stdin: writeCbl([one, two]) });
    expect(r.code).toBe(0);
    expect(r.out.split(/\n(?=\[Game )/u).map((g) => g.trim().split('\n').at(-1))).toEqual([
      '1. h2e2 h9g7 1-0',
      '1. b2e2 *',
    ]);
  });
  test('a text-only record (empty board) is written with its comment', async () => {
    const text = { ...gameOf([]), fen: '9/9/9/9/9/9/9/9/9/9 w - - 0 1', comments: ['第一篇'] };
    const r = await run(convertCommand, ['--to', 'wxf'], { stdin: writeCbl([text, one]) });
    expect(r.code).toBe(0);
    expect(r.out).toContain('[FEN "9/9/9/9/9/9/9/9/9/9 w - - 0 1"]\n[Format "WXF"]\n\n{第一篇} *');
    expect(r.out).toContain('1. C2.5 H8+7 1-0');
  });
  test('a bad record is reported and the others converted; an old compressed library is refused', async () => {
    const lib = writeCbl([one, two]);
    lib[66624 + 128 * 276] = 0; // the first record's magic
    const r = await run(convertCommand, ['--to', 'ucci', 'x.cbl'], { files: { 'x.cbl': lib } });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^error CBR_NOT_CBR record 1/u);
    expect(r.out).toContain('1. b2e2 *');
    const legacy = Uint8Array.from([...'CCBridge', '\x15', '\0', '\0', '\0'].map((c) => c.charCodeAt(0)));
    const l = await run(convertCommand, ['--to', 'ucci', 'old.cbl'], { files: { 'old.cbl': legacy } });
    expect(l.code).toBe(1);
    expect(l.err).toMatch(/CBL_LEGACY_COMPRESSED .*compressed CCBridge library/u);
  });
  test('--to cbr and --to cbl write the games read', async () => {
    const r = await run(convertCommand, ['--to', 'cbl', '--out', 'out.cbl'], { stdin: TWO_GAMES });
    expect(r.code).toBe(1); // the second game has an illegal move
    const lib = parseCbl(r.written.get('out.cbl') as Uint8Array);
    expect(lib.ok && lib.value.records.map((x) => x.game.ok && x.game.value.moves.length)).toEqual([3, 1]);
    const c = await run(convertCommand, ['--to', 'cbr', '--out', 'one.cbr', 'a.cbr'], {
      files: { 'a.cbr': writeCbr(one) },
    });
    expect(c.code).toBe(0);
    expect(parseCbr(c.written.get('one.cbr') as Uint8Array)).toMatchObject({
      ok: true,
      value: { result: '1-0' },
    });
    expect((await run(convertCommand, ['--to', 'cbr'], { stdin: TWO_GAMES })).code).toBe(2);
    expect((await run(convertCommand, ['--to', 'cbr', '--out', 'x.cbr'], { stdin: TWO_GAMES })).code).toBe(1);
  });
});
