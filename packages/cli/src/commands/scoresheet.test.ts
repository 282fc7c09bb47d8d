import { gameOf, writeCbl, writeCbr } from '@xq/notation';
import { describe, expect, test } from 'vitest';
import { runCommand as run } from '../fake-io';
import { scoresheetCommand } from './scoresheet';

const GAMES = `[Game "Chinese Chess"]
[Red "Lê A"]
[Black "Trần B"]
[Format "WXF"]

1. C2.5 H8+7 2. H2+3 1-0

[Game "Chinese Chess"]
[Format "WXF"]

1. C2.5 R1+9 *

[Game "Chinese Chess"]
[Format "WXF"]

1. P7+1 *
`;

describe('xq scoresheet', () => {
  test('writes the HTML scoresheet', async () => {
    const r = await run(scoresheetCommand, ['g.pgn', '--out', 'sheet.html', '--round', '5'], {
      files: { 'g.pgn': GAMES },
    });
    expect(r.code).toBe(0);
    const html = String(r.written.get('sheet.html'));
    expect(html).toContain('BIÊN BẢN THI ĐẤU');
    expect(html).toContain('<td>P2-5</td><td>M8.7</td>');
    expect(html).toContain('Vòng đấu: <b>5</b>');
    expect(html).toContain('Trắng: <b>Lê A</b>');
  });
  test('SVG, another game, errors', async () => {
    const files = { 'g.pgn': GAMES };
    const r = await run(scoresheetCommand, ['g.pgn', '--game', '3', '--out', 's.svg'], { files });
    expect(String(r.written.get('s.svg'))).toContain('>B7.1<');
    expect((await run(scoresheetCommand, ['g.pgn', '--game', '2'], { files })).code).toBe(1);
    expect((await run(scoresheetCommand, ['g.pgn', '--game', '9'], { files })).code).toBe(1);
    expect((await run(scoresheetCommand, [])).code).toBe(2);
  });
});

describe('xq scoresheet with CCBridge files', () => {
  const game = gameOf([{ from: 25, to: 22 }], { tags: [['Red', 'Lê A']], result: '1-0' });
  const textOnly = { ...gameOf([]), fen: '9/9/9/9/9/9/9/9/9/9 w - - 0 1', comments: ['第一篇'] };
  test('a CBR record and a game of a CBL library', async () => {
    const one = await run(scoresheetCommand, ['a.cbr'], { files: { 'a.cbr': writeCbr(game) } });
    expect(one.code).toBe(0);
    expect(one.out).toContain('<td>P2-5</td>');
    const lib = writeCbl([textOnly, game]);
    const second = await run(scoresheetCommand, ['l.cbl', '--game', '2'], { files: { 'l.cbl': lib } });
    expect(second.code).toBe(0);
    expect(second.out).toContain('Lê A');
    const first = await run(scoresheetCommand, ['l.cbl', '--game', '1'], { files: { 'l.cbl': lib } });
    expect(first.code).toBe(1);
    expect(first.err).toMatch(/no position/u);
  });
});
