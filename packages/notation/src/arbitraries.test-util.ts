import { Position } from '@xq/core';
import fc from 'fast-check';
import { fenPlacement } from './placement';

/** A position reached by a random playout of 0..`maxPlies` plies from the start. */
export const playoutPosition = (maxPlies = 120): fc.Arbitrary<Position> =>
  fc.array(fc.nat(), { maxLength: maxPlies }).map((choices) => {
    let pos = Position.initial();
    for (const c of choices) {
      const moves = pos.legalMoves();
      if (moves.length === 0) break;
      pos = pos.play(moves[c % moves.length]!);
    }
    return pos;
  });

const PIECES = 'RRHHCCPPPPP';
/**
 * A position with many pawns and doubled pieces: kings on their start points and up to five
 * pawns per side crowded on two or three files, plus a few rooks, horses and cannons
 * (lenient set-up so that crossed pawns may stand anywhere).
 */
export const crowdedPosition: fc.Arbitrary<Position> = fc
  .record({
    red: fc.array(
      fc.record({
        p: fc.constantFrom(...PIECES),
        f: fc.constantFrom(2, 4, 6),
        r: fc.integer({ min: 3, max: 9 }),
      }),
      { maxLength: 9 },
    ),
    black: fc.array(
      fc.record({
        p: fc.constantFrom(...PIECES),
        f: fc.constantFrom(2, 4, 6),
        r: fc.integer({ min: 0, max: 6 }),
      }),
      { maxLength: 9 },
    ),
    turn: fc.constantFrom('w', 'b'),
  })
  .map(({ red, black, turn }) => {
    const board: string[] = new Array(90).fill('');
    board[3] = 'K';
    board[85] = 'k';
    const put = (list: { p: string; f: number; r: number }[], black: boolean) => {
      const counts: Record<string, number> = {};
      for (const { p, f, r } of list) {
        const max = p === 'P' ? 5 : 2;
        if ((counts[p] ?? 0) >= max || board[f + 9 * r] !== '') continue;
        counts[p] = (counts[p] ?? 0) + 1;
        board[f + 9 * r] = black ? p.toLowerCase() : p;
      }
    };
    put(red, false);
    put(black, true);
    return Position.fromFen(
      `${fenPlacement(board.map((c) => c.replace('H', 'N').replace('h', 'n')))} ${turn}`,
      { mode: 'lenient' },
    );
  })
  .filter((r) => r.ok && r.value.legalMoves().length > 0)
  .map((r) => (r as { value: Position }).value);
