import { formatDhtmlXQ, gameOf, NOTATIONS, parseDhtmlXQ, parseXqf, writeCbr, writeXqf } from '@xq/notation';
import { describe, expect, test } from 'vitest';
import { fakeIo } from './fake-io';
import { main } from './main';

const run = async (
  args: string[],
  options: { stdin?: string | Uint8Array; files?: Record<string, string | Uint8Array> } = {},
) => {
  const io = fakeIo(options);
  const code = await main(args, io);
  return { code, out: io.stdout(), err: io.stderr(), written: io.written };
};

const h2e2 = { from: 25, to: 22 };
const h9g7 = { from: 88, to: 69 };
const PGN = '[Game "Chinese Chess"]\n[Red "Lê A"]\n[Format "WXF"]\n\n1. C2.5 H8+7 2. H2+3 1-0\n';

describe('xq notation detects the notation of the move, as xq convert does', () => {
  test('the same move written in each notation reads as that notation', async () => {
    const all = await run(['notation', '--move', 'h2e2', '--all', '--json']);
    const written = JSON.parse(all.out).notations as Record<string, string>;
    for (const n of NOTATIONS) {
      const r = await run(['notation', '--move', written[n]!, '--to', 'ucci', '--json']);
      expect(r.code, n).toBe(0);
      expect(JSON.parse(r.out), n).toMatchObject({ text: 'h2e2' });
    }
    // The move written P2-5 (vi) is detected as vi, 炮二平五 as chinese, H2-E2 as ICCS.
    expect(
      JSON.parse((await run(['notation', '--move', 'P2-5', '--to', 'wxf', '--json'])).out),
    ).toMatchObject({
      from: 'vi',
      text: 'C2.5',
    });
    expect(JSON.parse((await run(['notation', '--move', '炮二平五', '--to', 'vi', '--json'])).out).from).toBe(
      'chinese',
    );
    expect(JSON.parse((await run(['notation', '--move', 'H2-E2', '--to', 'vi', '--json'])).out).from).toBe(
      'iccs',
    );
  });

  test('UCCI is chosen when a text reads in UCCI and in Fairy-Stockfish coordinates', async () => {
    const r = JSON.parse((await run(['notation', '--move', 'h2e2', '--to', 'vi', '--json'])).out);
    expect(r).toMatchObject({ from: 'ucci', text: 'P2-5' });
    // h3e3 is the same move in Fairy-Stockfish's ranks 1..10, and no UCCI move from the start.
    expect(JSON.parse((await run(['notation', '--move', 'h3e3', '--to', 'vi', '--json'])).out)).toMatchObject(
      {
        from: 'fsf',
        text: 'P2-5',
      },
    );
  });

  test('batch lines are detected line by line; --from still forces a notation', async () => {
    const start = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w';
    const r = await run(['notation', '--to', 'ucci'], {
      stdin: `${start}\tP2-5\n${start}\tC2.5\n${start}\th2e2\n`,
    });
    expect(r).toMatchObject({ code: 0, out: 'h2e2\nh2e2\nh2e2\n' });
    expect((await run(['notation', '--move', 'P2-5', '--from', 'ucci', '--to', 'vi'])).code).toBe(1);
  });

  test('a text no notation reads is an input error naming it', async () => {
    const r = await run(['notation', '--move', 'zz', '--to', 'vi']);
    expect(r.code).toBe(1);
    // As parseMoveLenient says it: no notation reads it, the legal moves named (issue 43).
    expect(r.err).toMatch(/^error MOVE_MALFORMED "zz" is not a move in any notation; legal here: /u);
  });
});

describe('unknown notations are named', () => {
  test('--to, --from and --notation say the name is unknown and list the known ones', async () => {
    for (const args of [
      ['notation', '--move', 'h2e2', '--to', 'klingon'],
      ['notation', '--move', 'h2e2', '--to', 'vi', '--from', 'klingon'],
      ['convert', '--to', 'klingon'],
      ['scoresheet', 'g.pgn', '--notation', 'klingon'],
    ]) {
      const r = await run(args, { files: { 'g.pgn': PGN } });
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toMatch(
        /: unknown notation 'klingon' \(known: vi, vi-long, asian, .*ucci, fsf/u,
      );
      expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    }
    expect((await run(['convert', '--to', 'x'])).err).toMatch(/known: .*dhtmlxq, xqf, cbr, cbl\)/u);
  });
});

describe('xq convert writes DhtmlXQ and XQF', () => {
  test('--to dhtmlxq prints the record, which reads back as the same game', async () => {
    const r = await run(['convert', '--to', 'dhtmlxq', 'g.pgn'], { files: { 'g.pgn': PGN } });
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('[DhtmlXQ]');
    const back = parseDhtmlXQ(r.out);
    expect(back.ok && back.value.moves.length).toBe(3);
  });

  test('--to xqf writes a file with --out (and refuses without it)', async () => {
    const r = await run(['convert', '--to', 'xqf', '--out', 'g.xqf', 'g.pgn'], { files: { 'g.pgn': PGN } });
    expect(r.code, r.err).toBe(0);
    const back = parseXqf(r.written.get('g.xqf') as Uint8Array);
    expect(back.ok && back.value.moves.length).toBe(3);
    const missing = await run(['convert', '--to', 'xqf', 'g.pgn'], { files: { 'g.pgn': PGN } });
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/--to xqf writes a binary file: give it with --out FILE/u);
  });

  test('an XQF record on standard input is recognised by its bytes', async () => {
    const bytes = writeXqf(gameOf([h2e2, h9g7]));
    const r = await run(['convert', '--to', 'wxf'], { stdin: bytes });
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('1. C2.5 H8+7');
    // The same bytes in a file named .txt: the bytes decide, not the name.
    const named = await run(['convert', '--to', 'wxf', 'game.txt'], { files: { 'game.txt': bytes } });
    expect(named.out).toBe(r.out);
    const sheet = await run(['scoresheet', 'game.txt'], { files: { 'game.txt': bytes } });
    expect(sheet.out).toContain('<td>P2-5</td>');
  });

  test('a DhtmlXQ record converts to XQF and back', async () => {
    const dhtml = formatDhtmlXQ(gameOf([h2e2, h9g7]));
    const r = await run(['convert', '--to', 'xqf', '--out', 'g.xqf'], { stdin: dhtml });
    expect(r.code, r.err).toBe(0);
    const back = await run(['convert', '--to', 'ucci'], { stdin: r.written.get('g.xqf') as Uint8Array });
    expect(back.out).toContain('1. h2e2 h9g7');
  });
});

describe('xq scoresheet --out picks the format by the extension', () => {
  const files = { 'g.pgn': PGN };
  test('.html and .htm get HTML, .svg SVG', async () => {
    for (const out of ['s.html', 'S.HTM']) {
      const r = await run(['scoresheet', 'g.pgn', '--out', out], { files });
      expect(r.code, out).toBe(0);
      expect(String(r.written.get(out))).toMatch(/^<!DOCTYPE html>/iu);
    }
    const svg = await run(['scoresheet', 'g.pgn', '--out', 's.svg'], { files });
    expect(String(svg.written.get('s.svg'))).toMatch(/<svg/u);
  });

  test('another extension is refused, and nothing is written', async () => {
    for (const out of ['s.pdf', 's.md', 'sheet', 'dir.html/x']) {
      const r = await run(['scoresheet', 'g.pgn', '--out', out], { files });
      expect(r.code, out).toBe(2);
      expect(r.err, out).toMatch(
        /cannot tell the format of '.*': --out takes a \.html, \.htm or \.svg file/u,
      );
      expect(r.written.size).toBe(0);
    }
  });

  test('--json prints the sheet: the moves numbered as on paper', async () => {
    const r = await run(['scoresheet', 'g.pgn', '--json'], { files });
    expect(JSON.parse(r.out)).toMatchObject({
      game: 1,
      notation: 'vi',
      moves: [
        { number: 1, red: 'P2-5', black: 'M8.7' },
        { number: 2, red: 'M2.3', black: null },
      ],
      result: '1-0',
    });
  });
});

describe('UCCI coordinates are called UCCI', () => {
  test('moves and play say UCCI in their help and name the JSON field ucci', async () => {
    for (const c of ['moves', 'play']) {
      const help = (await run([c, '--help'])).out;
      expect(help, c).toMatch(/UCCI/u);
      expect(help, c).not.toMatch(/ICCS/u);
    }
    const moves = JSON.parse((await run(['moves', '--json'])).out);
    expect(moves.ucci).toHaveLength(44);
    expect(moves.ucci).toContain('h2e2');
  });
});

describe('a text-only record is written by every format that holds a comment', () => {
  // Issue 24: text-only CCBridge records (an empty board, comments only) are written by every
  // writer that can hold a comment, so that CBL → another format → CBL does not lose them.
  test('a CCBridge text-only record (an empty board) to XQF and DhtmlXQ reads back with its comment', async () => {
    const textOnly = { ...gameOf([]), fen: '9/9/9/9/9/9/9/9/9/9 w - - 0 1', comments: ['第一篇'] };
    const files = { 'a.cbr': writeCbr(textOnly) };
    const xqf = await run(['convert', '--to', 'xqf', '--out', 'a.xqf', 'a.cbr'], { files });
    expect(xqf.code, xqf.err).toBe(0);
    const fromXqf = parseXqf(xqf.written.get('a.xqf') as Uint8Array);
    expect(fromXqf.ok && fromXqf.value.moves.length).toBe(0);
    expect(fromXqf.ok && fromXqf.value.fen.split(' ')[0]).toBe('9/9/9/9/9/9/9/9/9/9');
    expect(fromXqf.ok && fromXqf.value.comments.join('')).toContain('第一篇');
    const dhtml = await run(['convert', '--to', 'dhtmlxq', 'a.cbr'], { files });
    expect(dhtml.code, dhtml.err).toBe(0);
    const fromDhtml = parseDhtmlXQ(dhtml.out);
    expect(fromDhtml.ok && fromDhtml.value.moves.length).toBe(0);
    expect(fromDhtml.ok && fromDhtml.value.comments.join('')).toContain('第一篇');
  });
});
