import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fakeIo } from '../fake-io';
import { playCommand } from './play';

const run = async (args: string[]) => {
  const io = fakeIo();
  const code = await playCommand(args, io);
  return { code, out: io.stdout(), err: io.stderr() };
};

// Red's rook checks on a9 and a8 in turn; the black king steps e9-e8-e9 (perpetual check).
const CHECK_FEN = '4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1';
const CHECK_MOVES = 'a8a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9'.split(' ');

describe('xq play', () => {
  test('a game that goes on: outcome null, no cycle', async () => {
    const r = await run(['h2e2', 'h9g7']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      fen: 'rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2',
      outcome: null,
      cycle: [],
    });
  });

  test('perpetual check: black wins, AXF 6, article 7.1g, the classified cycle', async () => {
    const r = await run(['--fen', CHECK_FEN, ...CHECK_MOVES]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.outcome).toMatchObject({
      winner: 'black',
      reason: 'perpetual-check',
      rule: 'AXF 6',
      detail: '24.2',
      detailVerified: false,
      ruleTitle: 'perpetual check, with one piece or several in turn',
      article: '7.1g',
    });
    expect(out.cycle).toHaveLength(8);
    expect(out.cycle[0]).toEqual({
      ply: 1,
      color: 'red',
      move: 'a8a9',
      kind: 'check',
      checkers: ['a9'],
      chases: [],
      perpetual: true,
    });
    expect(out.cycle[1]).toMatchObject({ color: 'black', move: 'e9e8', kind: 'idle', perpetual: false });
  });

  test('a chase: which piece, by which, and why', async () => {
    // Rook and cannon take turns on the unprotected horse a7.
    const moves = 'b4a4 e9e8 a4b4 e8e9 b4a4 e9e8 a4b4 e8e9'.split(' ');
    const r = await run(['--fen', '4k4/9/n8/9/9/1R7/P8/9/9/C2K5 w - - 0 1', moves.join(' ')]);
    const out = JSON.parse(r.out);
    expect(out.outcome).toMatchObject({
      winner: 'black',
      reason: 'forbidden-repetition',
      // Two pieces of different kinds (a rook and a cannon) take turns on one horse: rule 33.
      rule: 'AXF 33',
      detail: '24.29',
      article: '7.1h',
    });
    expect(out.cycle[2].chases).toEqual([
      {
        target: 'a7',
        targetRole: 'horse',
        by: 'a0',
        byRole: 'cannon',
        why: 'unprotected',
        protection: 'none',
        immobile: false,
        sameType: false,
      },
    ]);
  });

  test('--rules simple: a perpetual chase is a draw', async () => {
    const moves = 'b4a4 e9e8 a4b4 e8e9 b4a4 e9e8 a4b4 e8e9'.split(' ');
    const r = await run(['--rules', 'simple', '--fen', '4k4/9/n8/9/9/1R7/P8/9/9/C2K5 w - - 0 1', ...moves]);
    expect(JSON.parse(r.out).outcome).toMatchObject({
      winner: null,
      reason: 'repetition-draw',
      article: '7.2b',
    });
  });

  test('an illegal move: exit 1 and a JSON error naming it', async () => {
    const r = await run(['h2e2', 'h9h1']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).error).toMatchObject({
      code: 'REPLAY_ILLEGAL_MOVE',
      move: 'h9h1',
      index: 1,
      side: 'black',
      moveNumber: 1,
    });
  });

  test('a move after the third occurrence is refused', async () => {
    const r = await run(['--fen', CHECK_FEN, ...CHECK_MOVES, 'a9a7']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).error).toMatchObject({ code: 'REPLAY_AFTER_END', move: 'a9a7' });
  });

  test('--explain in English and in Vietnamese', async () => {
    const en = await run(['--explain', '--fen', CHECK_FEN, ...CHECK_MOVES]);
    expect(en.out).toContain('Outcome: black wins (perpetual-check)');
    expect(en.out).toContain('Rule: AXF 6 (perpetual check, with one piece or several in turn), Điều 24.2');
    const vi = await run(['--explain', '--lang', 'vi', '--fen', CHECK_FEN, ...CHECK_MOVES]);
    expect(vi.out).toContain('Kết quả: Đen thắng');
    // The law's words: Trắng for red, Đen for black.
    expect(vi.out).toContain('Bên Trắng chiếu mãi');
    expect(vi.out).not.toContain('Đỏ');
    expect(vi.out).toContain('Luật: AXF 6 (chiếu mãi bằng một quân hoặc nhiều quân thay nhau), Điều 24.2');
    expect(vi.out).toContain('chiếu (a9)');
    const goesOn = await run(['--explain', '--lang', 'vi', 'h2e2']);
    expect(goesOn.out).toContain('Kết quả: ván cờ tiếp tục');
  });

  test('usage errors: exit 2', async () => {
    expect((await run(['--rules', 'fide'])).code).toBe(2);
    expect((await run(['--lang', 'fr'])).code).toBe(2);
    expect((await run(['--bogus'])).code).toBe(2);
    const help = await run(['--help']);
    expect([help.code, help.out.startsWith('usage: xq play')]).toEqual([0, true]);
  });

  test('a bad FEN: exit 1 with its error code', async () => {
    const r = await run(['--fen', 'nonsense']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).error.code).toMatch(/^FEN_/);
  });

  test('arbitrary arguments never throw: exit 0, 1 or 2, and JSON or usage on the way out', async () => {
    const arg = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('--fen', '--rules', '--lang', '--explain', 'h2e2', 'h9g7', 'a0a9', 'e3e4', 'i9i0'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(arg, { maxLength: 8 }), async (args) => {
        const r = await run(args);
        expect([0, 1, 2]).toContain(r.code);
        if (r.code === 0 && !args.includes('--explain') && !args.includes('--help') && !args.includes('-h'))
          expect(() => JSON.parse(r.out)).not.toThrow();
      }),
      { numRuns: 100 },
    );
  });
});
