import { Game, type Move, Position, parseUci } from '@xq/core';
import { arbPlayout } from '@xq/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const uci = (s: string): Move => {
  const r = parseUci(s);
  if (!r.ok) throw new Error(s);
  return r.value;
};

// Red's rook a8 checks on a9 and a8 in turn, the black king steps e9-e8-e9: perpetual check.
const FEN = '4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1';
const CYCLE = ['a8a9', 'e9e8', 'a9a8', 'e8e9'];

function newGame(fen?: string, options: { rules?: 'asian' | 'chinese' | 'simple' } = {}): Game {
  const r = Game.create(fen, options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function play(game: Game, moves: readonly string[]): void {
  for (const m of moves) {
    const r = game.play(uci(m));
    if (!r.ok) throw new Error(`${m}: ${r.error.message}`);
  }
}

describe('Game and repeated positions', () => {
  it('the third occurrence ends the game with the ruling; later moves are refused', () => {
    const game = newGame(FEN);
    play(game, [...CYCLE, ...CYCLE.slice(0, 3)]);
    expect(game.outcome()).toBeUndefined(); // twice only
    play(game, [CYCLE[3]!]);
    expect(game.occurrences()).toEqual([0, 4, 8]);
    expect(game.outcome()).toMatchObject({ winner: 'black', reason: 'perpetual-check', article: '7.1g' });
    expect(game.play(uci('a8a9'))).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
    const ruling = game.repetitionRuling()!;
    expect(ruling.cycle.map((m) => m.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]); // plies of the game
  });

  it('undo, then a different move: the index forgets the undone plies', () => {
    const game = newGame(FEN);
    play(game, [...CYCLE, ...CYCLE]);
    expect(game.outcome()?.reason).toBe('perpetual-check');
    game.undo();
    expect(game.outcome()).toBeUndefined();
    expect(game.repetitionCount()).toBe(2);
    // e8-e7 instead of e8-e9: a new position; the ruling cached for ply 8 must not survive.
    expect(game.play(uci('e8e7')).ok).toBe(true);
    expect(game.repetitionCount()).toBe(1);
    expect(game.outcome()).toBeUndefined();
    game.undo();
    expect(game.redo()).toBe(true);
    expect(game.position.piece(uci('e7e7').from)?.role).toBe('king');
  });

  it('occurrences() matches a scan of all positions since the last capture, on random games with undo', () => {
    fc.assert(
      fc.property(arbPlayout(60), fc.array(fc.nat(5), { maxLength: 6 }), (p, undos) => {
        const game = newGame();
        for (const m of p.moves) if (!game.play(m).ok) break;
        for (const u of undos) for (let i = 0; i < u; i++) game.undo();
        const positions = game.positions();
        const n = positions.length - 1;
        let barrier = 0;
        positions.forEach((pos, i) => {
          if (i > 0 && pos.board.filter(Boolean).length < positions[i - 1]!.board.filter(Boolean).length)
            barrier = i;
        });
        const want = positions
          .map((pos, i) => (i >= barrier && pos.key === positions[n]!.key ? i : -1))
          .filter((i) => i >= 0);
        expect(game.occurrences()).toEqual(want);
      }),
      { numRuns: 40 },
    );
  });

  it('lastMovePerpetual: the clock quota facts of Điều 10.1.3', () => {
    const game = newGame(FEN);
    play(game, CYCLE.slice(0, 1));
    expect(game.lastMovePerpetual()).toEqual({ perpetual: null, severalPieces: false }); // no repetition yet
    play(game, CYCLE.slice(1));
    // The start stands again: red's two moves were checks, black's last move is not.
    expect(game.lastMovePerpetual()).toEqual({ perpetual: null, severalPieces: false });
    play(game, ['a8a9']);
    expect(game.lastMovePerpetual()).toEqual({ perpetual: 'check', severalPieces: false });
    // Two pieces in turn: rook and cannon on one horse (the rook moves, the cannon behind it).
    const two = newGame('4k4/9/n8/9/9/1R7/P8/9/9/C2K5 w - - 0 1');
    play(two, ['b4a4', 'e9e8', 'a4b4', 'e8e9', 'b4a4']);
    expect(two.lastMovePerpetual()).toEqual({ perpetual: 'chase', severalPieces: true });
  });

  it('rule sets come from the game options', () => {
    const moves = ['a8b8', 'h0h1', 'b8a8', 'h1h0', 'a8b8', 'h0h1', 'b8a8', 'h1h0'];
    const fen = '4k4/R8/4P4/9/9/9/9/3K5/9/7r1 w - - 0 1'; // red threatens mate every move (AXF 9)
    const asian = newGame(fen);
    play(asian, moves);
    expect(asian.outcome()).toMatchObject({ winner: null, reason: 'repetition-draw' });
    const chinese = newGame(fen, { rules: 'chinese' });
    play(chinese, moves);
    expect(chinese.outcome()).toMatchObject({ winner: 'black', reason: 'forbidden-repetition' });
    expect(Position.fromFen(fen).ok).toBe(true);
  });
});
