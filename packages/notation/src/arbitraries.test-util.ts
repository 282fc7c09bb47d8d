import { Position } from '@xq/core';
import fc from 'fast-check';
import type { GameNode, GameRecord } from './game';
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

/** Options of {@link gameTree}. */
export interface GameTreeOptions {
  /** Longest line (default 30 plies). */
  readonly maxPlies?: number;
  /** Deepest nesting of variations (default 3). */
  readonly maxDepth?: number;
  /** Comments: the text of a comment (default: any short UTF-16 text, lone surrogates included). */
  readonly comment?: fc.Arbitrary<string>;
}

/**
 * A game tree of legal moves from a random playout position (halfmove clock 0): a main line,
 * variations nested up to `maxDepth`, at most one comment per node and one before the game, a
 * result; no tags and no NAGs (add them as the format under test keeps them).
 */
export const gameTree = (options: GameTreeOptions = {}): fc.Arbitrary<GameRecord> => {
  const maxPlies = options.maxPlies ?? 30;
  const maxDepth = options.maxDepth ?? 3;
  const comment =
    options.comment ??
    fc.string({
      unit: fc.integer({ min: 1, max: 0xffff }).map((u) => String.fromCharCode(u)),
      minLength: 1,
      maxLength: 12,
    });
  return fc
    .record({
      start: playoutPosition(40),
      seed: fc.integer(),
      comments: fc.array(comment, { maxLength: 40 }),
      result: fc.constantFrom('*', '1-0', '0-1', '1/2-1/2'),
    })
    .map(({ start, seed, comments, result }) => {
      let x = seed | 0 || 1;
      const rand = (n: number) => {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        return (x >>> 0) % n;
      };
      let c = 0;
      const nextComment = (): string[] => (rand(3) === 0 && c < comments.length ? [comments[c++]!] : []);
      const [placement, turn, , , , full] = start.fen().split(' ');
      const pos0 = (
        Position.fromFen(`${placement} ${turn} - - 0 ${full}`, { mode: 'lenient' }) as { value: Position }
      ).value;
      const line = (from: Position, plies: number, depth: number): GameNode[] => {
        const out: GameNode[] = [];
        let pos = from;
        for (let i = 0; i < plies; i++) {
          const moves = pos.legalMoves();
          if (moves.length === 0) break;
          const move = moves[rand(moves.length)]!;
          const variations: GameNode[][] = [];
          // A variation's first move has no variations of its own (they would be its siblings).
          if (depth < maxDepth && (depth === 0 || i > 0))
            while (rand(5) === 0 && variations.length < 3) {
              const v = line(pos, 1 + rand(Math.max(1, plies >> 1)), depth + 1);
              if (v.length > 0) variations.push(v);
            }
          out.push({ move, comments: nextComment(), nags: [], variations });
          pos = pos.play(move);
        }
        return out;
      };
      const moves = line(pos0, rand(maxPlies + 1), 0);
      return { tags: [], fen: pos0.fen(), comments: nextComment(), moves, result };
    });
};
