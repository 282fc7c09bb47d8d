import { describe, expect, test } from 'vitest';
import { INITIAL_FEN } from './fen';
import { Game } from './game';
import { judgeMoveLimit, type PlyFacts } from './move-limit';
import { parseUci } from './square';

const game = (fen: string = INITIAL_FEN): Game => {
  const r = Game.create(fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const uci = (s: string) => (parseUci(s) as { value: { from: number; to: number } }).value;

describe('outcomes decided by the board', () => {
  test('checkmate (7.1a): two rooks on the d-file, the e-file closed by the flying general', () => {
    // Black king d9 is checked by the rook on d8, which the rook on d7 protects; e9 faces the red king.
    const o = game('3k5/3R5/3R5/9/9/9/9/9/9/4K4 b').outcome();
    expect(o).toMatchObject({ winner: 'red', reason: 'checkmate', article: '7.1a' });
  });

  test('no legal move without check is a loss, not a draw (7.1b)', () => {
    // Black king d9, not in check: d8 is covered by the rook on a8, e9 by the rook on e5.
    const o = game('3k5/R8/9/9/4R4/9/9/9/9/5K3 b').outcome();
    expect(o).toMatchObject({ winner: 'red', reason: 'no-legal-moves', article: '7.1b' });
  });

  test('dead position (7.2a): no piece of either side can cross the river', () => {
    const o = game('3ak4/9/4b4/9/9/9/9/9/4A4/3K5 w').outcome();
    expect(o).toMatchObject({ winner: null, reason: 'dead-position', article: '7.2a' });
  });

  test('the start position is not over', () => {
    expect(game().outcome()).toBeUndefined();
  });
});

describe('playing, undo and redo', () => {
  test('play refuses illegal moves without changing the game', () => {
    const g = game();
    const r = g.play(uci('a0a5'));
    expect(r.ok === false && r.error.code).toBe('MOVE_ILLEGAL');
    expect(g.ply).toBe(0);
    const junk = g.play({ from: -1, to: 200 });
    expect(junk.ok === false && junk.error.code).toBe('MOVE_MALFORMED');
  });

  test('undo and redo walk the history; a new move drops the undone ones', () => {
    const g = game();
    g.play(uci('h2e2'));
    g.play(uci('h9g7'));
    const fen2 = g.position.fen();
    expect(g.undo()).toBe(true);
    expect(g.position.turn).toBe('black');
    expect(g.redo()).toBe(true);
    expect(g.position.fen()).toBe(fen2);
    expect(g.redo()).toBe(false);
    g.undo();
    g.play(uci('b9c7'));
    expect(g.redo()).toBe(false);
    expect(g.moves).toHaveLength(2);
    g.undo();
    g.undo();
    expect(g.undo()).toBe(false);
    expect(g.position.fen()).toBe(INITIAL_FEN);
  });

  test('a game over refuses more moves', () => {
    const g = game('3k5/3R5/3R5/9/9/9/9/9/9/4K4 b');
    const r = g.play(uci('d9e9'));
    expect(r.ok === false && r.error.code).toBe('GAME_OVER');
  });
});

describe('replay reports the first illegal move (Điều 9.10.1)', () => {
  test('index, move number and side', () => {
    const r = Game.replay(INITIAL_FEN, ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'a0a5']);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({
      code: 'REPLAY_ILLEGAL_MOVE',
      index: 4,
      moveNumber: 3,
      side: 'red',
      move: 'a0a5',
    });
  });

  test('a malformed move is named too, and a good record replays', () => {
    const bad = Game.replay(INITIAL_FEN, ['h2e2', 'xx']);
    expect(bad.ok === false && bad.error.code).toBe('REPLAY_MALFORMED_MOVE');
    const good = Game.replay(INITIAL_FEN, ['h2e2', 'h9g7', 'h0g2']);
    expect(good.ok && good.value.ply).toBe(3);
  });

  test('move numbers count from a black-to-move start', () => {
    const r = Game.replay('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 0 1', [
      'h9g7',
      'a0a5',
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ moveNumber: 2, side: 'red' });
  });
});

describe('recorded results', () => {
  test('resignation, time and penalties carry their article', () => {
    const g = game();
    expect(g.record({ reason: 'resignation', winner: 'black' })).toMatchObject({
      ok: true,
      value: { article: '7.1k' },
    });
    expect(g.outcome()?.reason).toBe('resignation');
    expect(g.play(uci('h2e2')).ok).toBe(false);
    g.undo(); // nothing to undo, the result stays
    expect(g.outcome()?.winner).toBe('black');
  });

  test('a mated side cannot agree a draw (7.2f); a premature move-limit claim is refused (12b)', () => {
    const mated = game('3k5/3R5/3R5/9/9/9/9/9/9/4K4 b');
    expect(mated.record({ reason: 'agreement', winner: null }).ok).toBe(false);
    const g = game();
    const claim = g.record({ reason: 'move-limit', winner: null });
    expect(claim.ok === false && claim.error.message).toMatch(/60 more moves/);
    expect(g.record({ reason: 'agreement', winner: null }).ok).toBe(true);
  });

  test('unknown reasons are refused', () => {
    // @ts-expect-error: not a recorded reason
    expect(game().record({ reason: 'checkmate', winner: 'red' }).ok).toBe(false);
  });
});

describe('the move-limit rule (Điều 12)', () => {
  const quiet = (n: number, check = (_i: number) => false): PlyFacts[] =>
    Array.from({ length: n }, (_, i) => ({
      color: i % 2 ? 'black' : 'red',
      capture: false,
      check: check(i),
    }));

  test('60 capture-free moves each make a valid claim; 59 do not', () => {
    expect(judgeMoveLimit(quiet(120)).valid).toBe(true);
    const short = judgeMoveLimit(quiet(119));
    expect(short.valid).toBe(false);
    expect(short.missing).toEqual({ red: 0, black: 1 });
  });

  test('the window starts after the last capture', () => {
    const plies = [...quiet(100), { color: 'red' as const, capture: true, check: false }, ...quiet(10)];
    const claim = judgeMoveLimit(plies);
    expect(claim.pliesSinceCapture).toBe(10);
    expect(claim.counted).toEqual({ red: 5, black: 5 });
  });

  test('only 10 checking moves of a side count; more checks lengthen the window', () => {
    // Red checks on each of its first 20 moves: 10 of them count.
    const plies = quiet(120, (i) => i % 2 === 0 && i < 40);
    const claim = judgeMoveLimit(plies);
    expect(claim.counted.red).toBe(50);
    expect(claim.missing.red).toBe(10);
    expect(judgeMoveLimit(quiet(140, (i) => i % 2 === 0 && i < 40)).valid).toBe(true);
    expect(judgeMoveLimit(plies, { checkCap: null }).valid).toBe(true);
  });

  test('limit and cap are parameters, validated', () => {
    expect(judgeMoveLimit(quiet(100), { moves: 50, checkCap: null }).valid).toBe(true);
    expect(() => judgeMoveLimit([], { moves: 0 })).toThrow(RangeError);
    expect(() => judgeMoveLimit([], { checkCap: -1 })).toThrow(RangeError);
  });

  test('a game counts its own plies and reports the moves still missing', () => {
    const g = game();
    for (const m of ['h2e2', 'h9g7', 'h0g2', 'i9h9']) g.play(uci(m));
    expect(g.claimMoveLimit().missing).toEqual({ red: 58, black: 58 });
  });
});
