// xq match as engine testers use it: --tc, per-engine specs, openings, concurrency, statistics,
// the SPRT, against the scripted engines of @xq/engine's tests.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatUci, INITIAL_FEN } from '@xq/core';
import { parsePgn } from '@xq/notation';
import { describe, expect, test } from 'vitest';
import { runCommand as run } from '../fake-io';
import { matchCommand } from './match';

const FAKE = fileURLToPath(new URL('../../../engine/test/fake-engine.mjs', import.meta.url));
const fake = (mode: string, dialect = 'ucci', log?: string) =>
  `node ${JSON.stringify(FAKE)} ${mode} ${dialect}${log ? ` ${JSON.stringify(log)}` : ''}`;
const tmp = () => mkdtempSync(join(tmpdir(), 'xq-match-'));

describe('xq match: time controls, engine specs, openings', () => {
  test('--tc 40/10+0.5: go gets both clocks, the increment and the moves to go (UCI and UCCI)', async () => {
    const dir = tmp();
    const [uci, ucci] = [join(dir, 'uci.log'), join(dir, 'ucci.log')];
    const r = await run(matchCommand, [
      ...['--engine', fake('cycle', 'uci', uci), '--engine', fake('cycle', 'ucci', ucci)],
      ...['--games', '1', '--tc', '40/10+0.5', '--max-plies', '4', '--json'],
    ]);
    expect(r.code).toBe(0);
    const gosUci = readFileSync(uci, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('go'));
    expect(gosUci[0]).toMatch(/^go wtime 10000 btime 10000 winc 500 binc 500 movestogo 40$/);
    expect(gosUci[1]).toMatch(/^go wtime \d+ btime \d+ winc 500 binc 500 movestogo 39$/);
    const gosUcci = readFileSync(ucci, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('go'));
    expect(gosUcci[0]).toMatch(/^go time \d+ increment 500 movestogo 40$/);
  });

  test('--tc 10+0.1 without moves: no movestogo; a bad --tc is a usage error', async () => {
    const dir = tmp();
    const log = join(dir, 'e.log');
    const r = await run(matchCommand, [
      ...['--engine', fake('cycle', 'uci', log), '--engine', fake('cycle', 'uci')],
      ...['--games', '1', '--tc', '10+0.1', '--max-plies', '2', '--json'],
    ]);
    expect(r.code).toBe(0);
    expect(readFileSync(log, 'utf8')).toMatch(/^go wtime 10000 btime 10000 winc 100 binc 100$/m);
    for (const tc of ['10+', '0', '40/0', 'x', '1e3', '10+0.1+1'])
      expect((await run(matchCommand, ['--engine', 'a', '--engine', 'b', '--tc', tc])).code).toBe(2);
    expect(
      (await run(matchCommand, ['--engine', 'a', '--engine', 'b', '--tc', '10', '--clock', 'vn-blitz-5']))
        .code,
    ).toBe(2);
  });

  test('an engine spec: its name, its options, its own depth', async () => {
    const dir = tmp();
    const log = join(dir, 'e.log');
    const spec = `cmd=${fake('cycle', 'uci', log)},name=Mine,option.Line=h0g2 h9g7 g2h0 g7h9,option.Hash=16,depth=3`;
    const r = await run(matchCommand, [
      ...['--engine', spec, '--engine', fake('cycle', 'ucci')],
      ...['--games', '2', '--clock', 'vn-blitz-5', '--max-plies', '2', '--json'],
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.names).toEqual(['Mine', 'FakeUCCI']);
    expect([out.games[0].red, out.games[1].black]).toEqual(['Mine', 'Mine']);
    const sent = readFileSync(log, 'utf8');
    expect(sent).toContain('setoption name Line value h0g2 h9g7 g2h0 g7h9');
    expect(sent).toContain('setoption name Hash value 16');
    expect(sent).toMatch(/^go depth 3 wtime/m);
    for (const bad of [
      'cmd=',
      'cmd=x,depth=0',
      'cmd=x,colour=red',
      'cmd="x',
      'cmd=x,dialect=xboard',
      'cmd=x,noequals',
    ])
      expect(
        (await run(matchCommand, ['--engine', bad, '--engine', 'b', '--clock', 'vn-blitz-5'])).code,
      ).toBe(2);
  });

  test('--openings: each opening played twice with colours reversed, in a seeded order', async () => {
    const fens = [
      'rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 0 1',
      'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
      'rnbakab1r/9/1c4nc1/p1p1p1p1p/9/2P6/P3P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
    ];
    const file = `# three openings\n${fens.join('\n')}\n`;
    const call = (seed: string[]) =>
      run(
        matchCommand,
        [
          ...['--engine', fake('cycle', 'uci'), '--engine', fake('cycle', 'ucci')],
          ...['--games', '6', '--clock', 'vn-blitz-5', '--max-plies', '2', '--openings', 'o.epd', ...seed],
          ...['--out', 'm.pgn', '--json'],
        ],
        { files: { 'o.epd': file } },
      );
    const plain = await call([]);
    expect(plain.code).toBe(0);
    const games = JSON.parse(plain.out).games;
    expect(games.map((g: { opening: string }) => g.opening)).toEqual([
      'line 2',
      'line 2',
      'line 3',
      'line 3',
      'line 4',
      'line 4',
    ]);
    expect(games.map((g: { red: string }) => g.red)).toEqual([
      'FakePikafish',
      'FakeUCCI',
      'FakePikafish',
      'FakeUCCI',
      'FakePikafish',
      'FakeUCCI',
    ]);
    const read = parsePgn(String(plain.written.get('m.pgn')));
    expect(read.map((g) => g.ok && g.value.fen)).toEqual([
      fens[0],
      fens[0],
      fens[1],
      fens[1],
      fens[2],
      fens[2],
    ]);
    const seeded = [await call(['--seed', '7']), await call(['--seed', '7'])].map((r) =>
      JSON.parse(r.out).games.map((g: { opening: string }) => g.opening),
    );
    expect(seeded[0]).toEqual(seeded[1]);
    expect([...seeded[0]].sort()).toEqual(['line 2', 'line 2', 'line 3', 'line 3', 'line 4', 'line 4']);
  });

  test('--openings from PGN games cut after --plies', async () => {
    const pgn = '[Event "a"]\n\n1. h2e2 h9g7 2. h0g2 *\n\n[Event "b"]\n\n1. b2e2 b9c7 *\n';
    const r = await run(
      matchCommand,
      [
        ...['--engine', fake('cycle', 'uci'), '--engine', fake('cycle', 'ucci')],
        ...[
          '--games',
          '2',
          '--clock',
          'vn-blitz-5',
          '--max-plies',
          '1',
          '--openings',
          'o.pgn',
          '--plies',
          '2',
        ],
        ...['--out', 'm.pgn', '--json'],
      ],
      { files: { 'o.pgn': pgn } },
    );
    expect(r.code).toBe(0);
    // The opening's moves are the game's first moves, from the record's start.
    const read = parsePgn(String(r.written.get('m.pgn')));
    expect(read.map((g) => g.ok && g.value.moves.slice(0, 2).map((n) => formatUci(n.move)))).toEqual([
      ['h2e2', 'h9g7'],
      ['h2e2', 'h9g7'],
    ]);
    expect(read.map((g) => g.ok && g.value.fen)).toEqual([INITIAL_FEN, INITIAL_FEN]);
    const black = await run(
      matchCommand,
      ['--engine', 'a', '--engine', 'b', '--clock', 'vn-blitz-5', '--openings', 'b.epd'],
      {
        files: { 'b.epd': 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b\n' },
      },
    );
    expect(black.code).toBe(1);
    expect(black.err).toMatch(/^xq match: --openings: line 1: a game with a clock starts with red to move/);
    const bad = await run(
      matchCommand,
      ['--engine', 'a', '--engine', 'b', '--clock', 'vn-blitz-5', '--openings', 'x'],
      {
        files: { x: 'not a fen\n' },
      },
    );
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^xq match: --openings: line 1/);
  });
});

describe('xq match: concurrency, statistics, the SPRT', () => {
  test('--concurrency 2 plays every game once, and the statistics count them from the first engine', async () => {
    const r = await run(matchCommand, [
      ...['--engine', fake('cycle', 'uci'), '--engine', fake('crash', 'ucci')],
      ...['--games', '4', '--clock', 'vn-blitz-5', '--concurrency', '2', '--json'],
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.games.map((g: { result: string }) => g.result)).toEqual(['1-0', '0-1', '1-0', '0-1']);
    expect(out.score).toEqual([4, 0]);
    expect([out.wins, out.draws, out.losses]).toEqual([4, 0, 0]);
    expect(out.pentanomial).toEqual({ ll: 0, ld: 0, wl: 0, dd: 0, wd: 0, ww: 2 });
    expect(out.elo).toEqual({ diff: null, error: null, los: expect.closeTo(0.9772, 3) });
    expect(out.sprt).toBe(null);
  });

  test('--sprt stops the match when H1 is accepted, and says so', async () => {
    const r = await run(matchCommand, [
      ...['--engine', fake('cycle', 'uci'), '--engine', fake('crash', 'ucci')],
      ...[
        '--games',
        '60',
        '--clock',
        'vn-blitz-5',
        '--concurrency',
        '2',
        '--sprt',
        'elo0=0,elo1=200',
        '--json',
      ],
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.sprt.result).toBe('H1');
    expect(out.sprt.llr).toBeGreaterThanOrEqual(out.sprt.upper);
    expect(out.sprt.upper).toBeCloseTo(Math.log(0.95 / 0.05), 9);
    expect(out.games.length).toBeLessThan(60);
    expect(out.games.length).toBeGreaterThan(2);
    for (const bad of [
      'elo0=5,elo1=0',
      'elo1=5',
      'elo0=0,elo1=5,alpha=0.6,beta=0.5',
      'x',
      'elo0=0,elo1=5,gamma=1',
    ])
      expect(
        (await run(matchCommand, ['--engine', 'a', '--engine', 'b', '--clock', 'vn-blitz-5', '--sprt', bad]))
          .code,
      ).toBe(2);
  });

  test('the standing in Vietnamese: "ván", decimals with a comma', async () => {
    const r = await run(matchCommand, [
      ...['--engine', fake('cycle', 'uci'), '--engine', fake('crash', 'ucci')],
      ...['--games', '2', '--clock', 'vn-blitz-5', '--out', 'm.pgn', '--lang', 'vi'],
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^ván 1\. FakePikafish - FakeUCCI 1-0$/m);
    expect(r.out).toMatch(/Điểm: FakePikafish 2,0 - FakeUCCI 0,0 \(2 ván\)/);
    expect(r.out).not.toMatch(/\b(?:red|black|game|games)\b/);
  });
});
