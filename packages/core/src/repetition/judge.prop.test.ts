import { arbPlayout } from '@xq/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packMove } from '../board-codes';
import { Position } from '../position';
import { RepetitionHistory } from './history';
import { RepetitionJudge } from './judge';

describe('RepetitionJudge (engine form)', () => {
  it('leaves the board as it was and reuses its buffers, on any window of a random game', () => {
    const judge = new RepetitionJudge('chinese');
    fc.assert(
      fc.property(arbPlayout(40), fc.nat(), (p, w) => {
        fc.pre(p.moves.length > 0);
        const board = Position.initial().toBoard();
        const history = new RepetitionHistory(board);
        const keys = [`${board.keyHi}:${board.keyLo}`];
        let barrier = 0;
        for (const m of p.moves) {
          board.make(packMove(m.from, m.to));
          history.push(board);
          keys.push(`${board.keyHi}:${board.keyLo}`);
          if (board.lastCaptured() > 0) barrier = keys.length - 1;
        }
        const before = [Array.from(board.squares), board.turn, board.keyHi, board.keyLo, board.ply];
        const buffers = [judge.moves, judge.chases, judge.checks];
        const plies = 1 + (w % p.moves.length);
        const verdict = judge.judge(board, plies, true);
        expect([-1, 0, 1]).toContain(verdict);
        expect([Array.from(board.squares), board.turn, board.keyHi, board.keyLo, board.ply]).toEqual(before);
        if (plies <= 64)
          for (const [i, b] of [judge.moves, judge.chases, judge.checks].entries())
            expect(b).toBe(buffers[i]);
        // The window's moves are the game's moves.
        for (let k = 0; k < plies; k++) {
          const m = p.moves[p.moves.length - plies + k]!;
          expect(judge.moves[k]).toBe(packMove(m.from, m.to));
        }
        // The history counts what a scan of the positions since the last capture counts.
        const last = keys[keys.length - 1];
        expect(history.count()).toBe(keys.filter((k, i) => i >= barrier && k === last).length);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a window longer than the moves made, and an unknown rule set', () => {
    const board = Position.initial().toBoard();
    expect(() => new RepetitionJudge().judge(board, 1)).toThrow(RangeError);
    expect(() => new RepetitionJudge('fide' as never)).toThrow(RangeError);
  });
});
