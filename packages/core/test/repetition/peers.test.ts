/**
 * Fairy-Stockfish issue #938 "Some problems about xiangqi chasing rules" (github.com/
 * fairy-stockfish/Fairy-Stockfish/issues/938, ieiriiio, 2025-11-15), items 1–3: after one move,
 * does it chase? (Fairy-Stockfish's `d` command prints "Chased:".) The moves are given there in
 * Fairy-Stockfish's coordinates (ranks 1–10), here in ICCS (ranks 0–9). xq's classification of
 * the move — the one its rulings on repetition read — agrees with the expectation in all
 * three. (Item 4 is answered by xq referee: packages/cli/src/commands/referee-peers.test.ts.)
 */
import { judgeRepetition, type Move, Position, parseUci, squareName } from '@xq/core';
import { describe, expect, it } from 'vitest';

/** The classification of one move played in `fen`, as a one-move window of the judge. */
function classify(fen: string, iccs: string) {
  const start = Position.fromFen(fen);
  const move = parseUci(iccs);
  if (!start.ok || !move.ok) throw new Error(`${fen} ${iccs}`);
  const moves: Move[] = [move.value];
  const [only] = judgeRepetition({ start: start.value, moves, occurrences: [0, 1] }).cycle;
  return {
    kind: only!.kind,
    chased: only!.chases.map((c) => `${c.byRole}→${c.targetRole}@${squareName(c.target)}`),
  };
}

describe('Fairy-Stockfish issue #938: does the move chase?', () => {
  it('item 1: the cannon chases the horse the black king cannot take back (the red rook would attack it there)', () => {
    // "White cannon should be chasing black knight because when it takes black knight, black
    // king can't take it": a protector that cannot take back legally is no protection (false
    // protection: spec/rules.md §5.1, "the protector is pinned, or recapturing would expose its
    // own king").
    const c = classify('3kncC2/5R3/9/9/9/9/9/9/9/5K3 w - - 0 1', 'f8f9');
    expect(c.kind).toBe('chase');
    expect(c.chased).toEqual(['cannon→horse@e9']);
  });

  it('item 2: the horse pinned by the black rook does not chase the cannon', () => {
    // "White knight shouldn't be chasing black cannon because it is pinned by black rook and
    // can't take black cannon": a capture that leaves one's own king attacked is no threat.
    const c = classify('4k4/9/9/9/9/9/9/4c1N2/9/3K4r w - - 0 1', 'g2f0');
    expect(c.chased).toEqual([]);
    expect(c.kind).not.toBe('chase');
  });

  it('item 3: the rook that takes the pawn newly attacks the horse behind it: a chase', () => {
    // "White rook should be chasing black knight because it can't take black knight before
    // playing the move": the attack is new. The move also threatens mate (Rf1), the more serious
    // of the two; both count.
    const c = classify('n4k3/9/9/9/9/9/9/9/p8/R3K4 w - - 0 1', 'a0a1');
    expect(c.chased).toEqual(['rook→horse@a9']);
    expect(['chase', 'mate-threat']).toContain(c.kind);
  });
});
