import { parseUci } from '@xq/core';
import { gameOf, writeCbr, writePgn, writeXqf } from '@xq/notation';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fakeIo } from '../fake-io';
import { playCommand } from './play';

const run = async (args: string[], files: Record<string, string | Uint8Array> = {}) => {
  const io = fakeIo({ files });
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

describe('xq play takes every notation xq notation reads', () => {
  test("the law's own notation, mixed separators and UCCI in one line play the same game", async () => {
    const ucci = await run(['h2e2', 'h9g7']);
    for (const moves of [['P2-5', 'M8.7'], ['p2-5 m8+7'], ['P2-5', 'h9g7'], ['C2.5', 'H8+7']]) {
      const r = await run(moves);
      expect([moves, r.code, r.out]).toEqual([moves, 0, ucci.out]);
    }
  });

  test('a move that does not read is named with its index; --from unknown is a usage error', async () => {
    const r = await run(['P2-5', 'X9.9']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).error).toMatchObject({ index: 1, move: 'X9.9', side: 'black' });
    expect((await run(['--from', 'nope', 'h2e2'])).code).toBe(2);
  });
});

describe('xq play --record: a record ruled as written', () => {
  // Both horses out and back twice: the start stands a third time after 8 plies (Điều 7.2b:
  // "hai bên cùng không phạm luật … thì xử hòa"), and the record goes on for two more moves.
  const shuffle = 'h0g2 h9g7 g2h0 g7h9 h0g2 h9g7 g2h0 g7h9 h2e2 b9c7'.split(' ');
  const moves = shuffle.map((m) => (parseUci(m) as { value: { from: number; to: number } }).value);
  const game = gameOf(moves, { tags: [['Red', 'A']], result: '1-0' });

  test('every format xq convert reads: the plies of the main line, the ruling at ply 8', async () => {
    const files = { 'g.pgn': writePgn([game]), 'g.xqf': writeXqf(game), 'g.cbr': writeCbr(game) };
    for (const file of Object.keys(files)) {
      const r = await run(['--record', file, '--json'], files);
      expect([file, r.code]).toEqual([file, 0]);
      const out = JSON.parse(r.out);
      expect(out.plies).toBe(10);
      expect(out.outcome).toMatchObject({ winner: null, reason: 'repetition-draw', article: '7.2b' });
      expect(out.rulings).toEqual([expect.objectContaining({ ply: 8, moveNumber: 4, side: 'black' })]);
    }
  });

  // 13.1: "trọng tài … bày lại bàn cờ, đối chiếu với biên bản": the record's own result against
  // the board's.
  test("the record's result against the board: a contradiction, an agreement, nothing to compare", async () => {
    const said = async (fen: string, uci: string[], result: string) => {
      const ms = uci.map((m) => (parseUci(m) as { value: { from: number; to: number } }).value);
      const r = await run(['--record', 'g.pgn'], { 'g.pgn': writePgn([gameOf(ms, { fen, result })]) });
      return JSON.parse(r.out).resultAgrees;
    };
    // Red's rook mates on i9 (the other rook holds rank 8).
    const MATE = '4k4/R8/9/9/9/9/9/9/8R/3K5 w - - 0 1';
    expect(await said(MATE, ['i1i9'], '1-0')).toBe(true);
    expect(await said(MATE, ['i1i9'], '0-1')).toBe(false);
    expect(await said(MATE, ['i1i9'], '1/2-1/2')).toBe(false);
    expect(await said(MATE, ['i1i9'], '*')).toBe(null);
    // A resignation leaves no trace on the board: nothing to compare.
    expect(await said(MATE, ['i1i8'], '0-1')).toBe(null);
    // The draw by repetition of 7.2b, recorded as a win for red.
    expect(
      await said('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', shuffle, '1-0'),
    ).toBe(false);
  });

  test('--game picks a game; a missing game, a missing file and moves with --record are refused', async () => {
    const two = writePgn([gameOf([]), game]);
    const second = JSON.parse((await run(['--record', 'g.pgn', '--game', '2'], { 'g.pgn': two })).out);
    expect(second.plies).toBe(10);
    const first = JSON.parse((await run(['--record', 'g.pgn'], { 'g.pgn': two })).out);
    expect(first).toEqual({ plies: 0, outcome: null, rulings: [], result: '*', resultAgrees: null });
    const third = await run(['--record', 'g.pgn', '--game', '3'], { 'g.pgn': two });
    expect([third.code, JSON.parse(third.out).error.code]).toEqual([1, 'RECORD_NO_GAME']);
    expect((await run(['--record', 'none.pgn'])).code).toBe(1);
    expect((await run(['--record', 'g.pgn', 'h2e2'], { 'g.pgn': two })).code).toBe(2);
    expect((await run(['--record', 'g.pgn', '--game', '0'], { 'g.pgn': two })).code).toBe(2);
    expect((await run(['--game', '2', 'h2e2'])).code).toBe(2);
  });
});
