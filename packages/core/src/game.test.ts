import { describe, expect, test } from 'vitest';
import { INITIAL_FEN } from './fen';
import { Game } from './game';
import { earlierMoves, judgeMoveLimit, type PlyFacts } from './move-limit';
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

describe('a record replayed as written (Game.replayRecord)', () => {
  // Both horses go out and back twice: the start stands a third time after 8 plies. "Trường
  // hợp hai bên cùng không phạm luật … thì xử hòa" (Điều 7.2b): neither side offends, a draw.
  const shuffle = ['h0g2', 'h9g7', 'g2h0', 'g7h9', 'h0g2', 'h9g7', 'g2h0', 'g7h9'];

  test('the strict replay stops at the third repetition and says why', () => {
    const r = Game.replay(INITIAL_FEN, [...shuffle, 'h2e2']);
    expect(r.ok === false && r.error).toMatchObject({ code: 'REPLAY_AFTER_END', index: 8 });
    expect(r.ok === false && r.error.message).toMatch(/repetition.*7\.2b/);
  });

  test('every move is played and the point where the law ended the game is reported once', () => {
    const r = Game.replayRecord(INITIAL_FEN, [...shuffle, 'h2e2', 'b9c7']);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.game.ply).toBe(10);
    expect(r.value.game.outcome()).toBeUndefined();
    expect(r.value.rulings).toEqual([
      expect.objectContaining({
        ply: 8,
        moveNumber: 4,
        side: 'black',
        reason: 'repetition-draw',
        article: '7.2b',
      }),
    ]);
    // The game it returns is an ordinary one: after the record it refuses moves once it is over.
    const over = Game.replayRecord(INITIAL_FEN, shuffle);
    expect(over.ok && over.value.game.play(uci('h2e2')).ok).toBe(false);
  });

  test('a second repetition later in the record is a second ruling; illegal moves are still refused', () => {
    const twice = Game.replayRecord(INITIAL_FEN, [...shuffle, 'h2e2', 'h7e7', ...shuffle]);
    expect(twice.ok && twice.value.rulings.map((x) => x.ply)).toEqual([8, 18]);
    const bad = Game.replayRecord(INITIAL_FEN, [...shuffle, 'a0a5']);
    expect(bad.ok === false && bad.error).toMatchObject({ code: 'REPLAY_ILLEGAL_MOVE', index: 8 });
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

  // Điều 12a: "Nếu đúng có 60 nước đi trở lên liên tục, kể từ bất cứ thời điểm nào của ván cờ
  // thì ván cờ đó mặc nhiên được xử hòa" — the 60 moves run from any moment of the game, so
  // the capture-free moves before a record's start (its FEN's half-move clock) count too.
  test("the FEN's half-move clock counts toward the claim (Điều 12a)", () => {
    const start = INITIAL_FEN.replace(' 0 1', ' 116 1'); // 58 moves each, red to move
    const g = game(start);
    expect(g.claimMoveLimit().counted).toEqual({ red: 58, black: 58 });
    for (const m of ['h2e2', 'h9g7', 'h0g2', 'i9h9']) g.play(uci(m));
    expect(g.claimMoveLimit().valid).toBe(true);
    expect(g.claimMoveLimit().pliesSinceCapture).toBe(120);
    expect(g.record({ reason: 'move-limit', winner: null }).ok).toBe(true);
    // 115 plies with red to move: the last was black's, black made 58 and red 57.
    const odd = game(INITIAL_FEN.replace(' 0 1', ' 115 1'));
    for (const m of ['h2e2', 'h9g7', 'h0g2', 'i9h9']) odd.play(uci(m));
    expect(odd.claimMoveLimit().missing).toEqual({ red: 1, black: 0 });
    expect(odd.record({ reason: 'move-limit', winner: null }).ok).toBe(false);
  });

  test('a capture after the start ends the count of the moves before it', () => {
    const g = game(INITIAL_FEN.replace(' 0 1', ' 116 1'));
    for (const m of ['h2h9', 'i9h9']) expect(g.play(uci(m)).ok).toBe(true); // the cannon takes the horse, the rook takes back
    expect(g.claimMoveLimit().counted).toEqual({ red: 0, black: 0 });
    expect(g.claimMoveLimit().pliesSinceCapture).toBe(0);
  });

  test('earlierMoves splits a half-move clock between the sides, the last ply by the side not to move', () => {
    expect(earlierMoves(7, 'red')).toEqual({ red: 3, black: 4 });
    expect(earlierMoves(7, 'black')).toEqual({ red: 4, black: 3 });
    expect(earlierMoves(0, 'red')).toEqual({ red: 0, black: 0 });
    expect(judgeMoveLimit(quiet(4), {}, { red: 58, black: 58 }).valid).toBe(true);
    const captured = [{ color: 'red' as const, capture: true, check: false }, ...quiet(4)];
    expect(judgeMoveLimit(captured, {}, { red: 58, black: 58 }).counted).toEqual({ red: 2, black: 2 });
  });
});

describe('recorded results through undo and redo', () => {
  test('undo takes a recorded result back, redo restores it, a new move drops it', () => {
    const g = game();
    for (const m of ['h2e2', 'h9g7']) g.play(uci(m));
    expect(g.record({ reason: 'resignation', winner: 'black' }).ok).toBe(true);
    expect(g.outcome()?.reason).toBe('resignation');
    expect(g.undo()).toBe(true);
    expect(g.outcome()).toBeUndefined();
    expect(g.redo()).toBe(true);
    expect(g.outcome()).toMatchObject({ reason: 'resignation', winner: 'black', article: '7.1k' });
    expect(g.play(uci('h0g2')).ok).toBe(false); // the game is over again
    g.undo();
    expect(g.play(uci('b9c7')).ok).toBe(true); // another move: the result is gone
    expect(g.redo()).toBe(false);
    expect(g.outcome()).toBeUndefined();
  });
});

describe('programmer errors are TypeError or RangeError with a clear message', () => {
  test("Game.create({ rules: 'bogus' }), a mode or a move limit that is not one", () => {
    expect(() => Game.create(INITIAL_FEN, { rules: 'bogus' as never })).toThrow(
      /rules must be asian or chinese or simple/,
    );
    expect(() => Game.create(INITIAL_FEN, { mode: 'loose' as never })).toThrow(RangeError);
    expect(() => Game.create(INITIAL_FEN, { moveLimit: { moves: Number.NaN } })).toThrow(RangeError);
    expect(() => Game.create(INITIAL_FEN, null as never)).toThrow(TypeError);
  });

  test('Game.replay(fen, null) is a TypeError; a hole in the list is a malformed move', () => {
    expect(() => Game.replay(INITIAL_FEN, null as never)).toThrow(/moves must be a list/);
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point
    const r = Game.replay(INITIAL_FEN, ['h2e2', , 'h9g7'] as never);
    expect(r.ok ? 'ok' : [r.error.code, (r.error as { index?: number }).index, r.error.message]).toEqual([
      'REPLAY_MALFORMED_MOVE',
      1,
      'move 2 (undefined) is not a move',
    ]);
  });
});
