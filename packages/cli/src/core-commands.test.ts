import { INITIAL_FEN } from '@xq/core';
import { describe, expect, test } from 'vitest';
import { fakeIo } from './fake-io';
import { main } from './main';

const run = async (args: string[], stdin?: string) => {
  const io = fakeIo({ stdin });
  const code = await main(args, io);
  return { code, out: io.stdout(), err: io.stderr() };
};

describe('xq perft', () => {
  test('prints the node count', async () => {
    expect(await run(['perft', '--depth', '3'])).toMatchObject({ code: 0, out: '79666\n' });
  });
  test('--divide prints one line per move, sorted, then the total', async () => {
    const { code, out } = await run(['perft', '--depth', '2', '--divide']);
    expect(code).toBe(0);
    const lines = out.trim().split('\n');
    expect(lines.at(-1)).toBe('1920');
    const moves = lines.slice(0, -2);
    expect(moves).toHaveLength(44);
    expect(moves.reduce((s, l) => s + Number(l.split(' ')[1]), 0)).toBe(1920);
    expect([...moves].sort()).toEqual(moves);
  });
  test('--fen, bad depth and bad FEN', async () => {
    expect((await run(['perft', '--fen', '3k5/9/9/9/9/9/9/9/9/4K4 w', '--depth', '1'])).out).toBe('2\n'); // d0 would face the black king
    expect((await run(['perft', '--depth', 'x'])).code).toBe(2);
    expect((await run(['perft'])).code).toBe(2);
    const bad = await run(['perft', '--fen', 'nonsense', '--depth', '1']);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^error FEN_BAD_RANKS /);
  });
});

describe('xq moves', () => {
  test('prints the sorted legal moves', async () => {
    const { code, out } = await run(['moves']);
    expect(code).toBe(0);
    const moves = out.trim().split(' ');
    expect(moves).toHaveLength(44);
    expect(moves).toContain('h2e2');
    expect([...moves].sort()).toEqual(moves);
  });
  test('reads FENs on stdin, one line each; a bad one is reported and the rest go on', async () => {
    const { code, out } = await run(['moves'], `${INITIAL_FEN}\nbad fen\n3k5/9/9/9/9/9/9/9/9/4K4 w\n`);
    expect(code).toBe(1);
    const lines = out.split('\n');
    expect(lines[0]!.split(' ')).toHaveLength(44);
    expect(lines[1]).toMatch(/^error FEN_BAD_RANKS /);
    expect(lines[2]).toBe('e0e1 e0f0');
  });
});

describe('xq status', () => {
  test('prints JSON for a checkmate', async () => {
    const { code, out } = await run(['status', '--fen', '3k5/3R5/3R5/9/9/9/9/9/9/4K4 b']);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(json).toMatchObject({ turn: 'black', check: true, checkers: ['d8'], legalMoves: 0 });
    expect(json.outcome).toMatchObject({ winner: 'red', reason: 'checkmate', article: '7.1a' });
  });
  test('outcome is null while play goes on', async () => {
    expect(JSON.parse((await run(['status'])).out).outcome).toBeNull();
  });
});

describe('xq', () => {
  test('help, version and unknown commands', async () => {
    expect((await run(['--help'])).out).toMatch(/usage: xq <command>/);
    expect((await run([])).code).toBe(2);
    expect((await run(['nope'])).code).toBe(2);
    expect((await run(['--version'])).out).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect((await run(['perft', '--bogus'])).code).toBe(2);
  });
  test('every command answers --help with exit status 0', async () => {
    const { COMMANDS } = await import('./main');
    for (const name of COMMANDS.map((c) => c.name)) {
      const r = await run([name, '--help', '--lang', 'en']);
      expect(r.code, name).toBe(0);
      expect(r.out, name).toMatch(/usage: xq /);
    }
  });
  test('demo: the record to checkmate in every notation, a ruling, the arbiter, a clock, tables, a team round, perft', async () => {
    const { code, out } = await run(['demo']);
    expect(code).toBe(0);
    expect(out).toMatch(/black is checkmated \(Điều 7\.1a\)/);
    expect(out).toMatch(/wxf\s+C2\.5\s+C8\.5\s+… R6-2/);
    expect(out).toMatch(/Outcome: red wins \(forbidden-repetition\)/);
    expect(out).toMatch(/move b2e2\s+\[9\.1\] b2e2 is refused/);
    expect(out).toMatch(/\[7\.1n\] Black is given technical fault number 3/);
    expect(out).toMatch(/red\s+23:00 left/);
    expect(out).toMatch(/1 - 6\s+2 - 5\s+3 - 4/);
    expect(out).toMatch(/round 2/);
    // The team section: board n meets board n, the players numbered A1, D1… (Điều 30.1.1, 30.1.3).
    expect(out).toMatch(/Match 1\s+A\s+Bình Dương\s+2½ - ½\s+D\s+TP\. Hồ Chí Minh/);
    expect(out).toMatch(/A1 Bình Dương 1\s+1 - 0\s+5\s+D1 TP\. Hồ Chí Minh 1/);
    expect(out).toMatch(/depth 4:\s+3,290,240 nodes/);
  });
});
