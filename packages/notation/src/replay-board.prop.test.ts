import { test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { crowdedPosition, playoutPosition } from './arbitraries.test-util';
import { ReplayBoard } from './replay-board';

test.prop([playoutPosition(150)], { numRuns: 12 })(
  'the replay board agrees with Position on every move',
  (pos) => {
    const board = new ReplayBoard(pos);
    for (let from = 0; from < 90; from++)
      for (let to = 0; to < 90; to++) expect(board.isLegal({ from, to })).toBe(pos.isLegal({ from, to }));
    const moves = pos.legalMoves();
    if (moves.length > 0) {
      board.make(moves[0]!);
      expect(board.fen()).toBe(pos.play(moves[0]!).fen());
      board.unmake();
      expect(board.fen()).toBe(pos.fen());
    }
  },
);

test.prop([crowdedPosition], { numRuns: 12 })('… and on crowded lenient set-ups', (pos) => {
  const board = new ReplayBoard(pos);
  for (let from = 0; from < 90; from++)
    for (let to = 0; to < 90; to++) expect(board.isLegal({ from, to })).toBe(pos.isLegal({ from, to }));
});
