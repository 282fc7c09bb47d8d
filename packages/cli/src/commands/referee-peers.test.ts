// The peers' published repetition cases, answered by xq referee. Every case that states a verdict
// is here with its source; where the peer's stated verdict differs from xq's, the test asserts
// xq's verdict and says, beside the case, which article or AXF diagram decides it.
// Sources:
// - Fairy-Stockfish PR #466 "Support xiangqi chasing rules" (github.com/fairy-stockfish/
//   Fairy-Stockfish/pull/466), comment by xiangqishare, 2022-04-22: "Fen for testing", a list
//   "Black lose" and a list "draw", each a FEN and a cycle of moves (ICCS). The cycle is played
//   until the position stands for the third time (Điều 7.1g/7.1h, Chương V: the side that keeps up
//   a forbidden repetition — "chiếu mãi", "đuổi bắt mãi" — loses; otherwise "xử hòa", 7.2b).
//   Two of the list's labels are wrong (LABEL_WRONG below); the fourth "draw" case is cut short
//   in the copy of the thread we could read (its moves end in "e3c…"), so it is not here.
// - The test list merged with PR #466: Fairy-Stockfish's test.py, test_is_optional_game_end
//   (fairy-stockfish/Fairy-Stockfish test.py @3e48e17), 33 cases, kept as @xq/core's fixture
//   packages/core/test/fixtures/repetition-fsf.json (converted to ICCS) and answered here too.
// - Fairy-Stockfish issue #570 "Some Xiangqi perpetual chase games" (nguyenpham, 2023-01-10),
//   game 1: Black (Fairy-Stockfish) chases the red cannon with its rook, "1-0, perpetual chase".
//   The other games of the issue are cut off in the copy we could read.
// - Fairy-Stockfish issue #938 "Some problems about xiangqi chasing rules" (ieiriiio,
//   2025-11-15): items 1–3 ask whether one move chases (answered by @xq/core's classification in
//   packages/core/test/repetition/peers.test.ts: xq agrees with all three); item 4 asks whether
//   the game ends when the position stands the third time — no verdict stated, the law decides
//   (below).
// - Fairy-Stockfish issue #468 "Refinement of chasing rules": the one position posted
//   (xkwang91, 2022-07-24, "3k1n3/4P4/9/9/8R/8R/3r3CC/5p3/4p4/5K3 w", "b should win") has no
//   moves: a claim about best play, not a ruling on a cycle; the 2025 comment (ieiriiio) states
//   rules, not cases. Nothing to assert.
// - elephantchess issue #112 "Chasing Rules" (benckx/elephantchess): links only (to another
//   issue and a Discord message), no position and no verdict. Nothing to assert.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Game } from '@xq/core';
import { describe, expect, test } from 'vitest';
import { referee } from './referee';

const cycleOf = (fen: string, moves: string) => {
  const four = moves.split(' ').slice(0, 4);
  return { fen: `${fen} - - 0 1`, moves: [...four, ...four] };
};

const BLACK_LOSES: readonly [string, string][] = [
  ['9/3kc4/3a5/3P5/9/4p4/9/4K4/9/3C5 w', 'd6e6 e4d4 e6d6 d4e4'],
  ['3k5/9/9/9/9/5p3/9/5p3/5K3/5C3 w', 'f1e1 f2e2 e1f1 e2f2'],
  ['3k5/9/9/9/9/9/3r5/9/9/3NK4 w', 'd0c2 d3c3 c2d0 c3d3'],
  ['5k3/9/9/9/9/1C7/1r7/9/1C7/4K4 w', 'b4c4 b3c3 c4b4 c3b3'],
  ['3k5/4P4/4b4/3C5/4c4/9/9/9/9/5K3 w', 'd6e6 e7g5 e6d6 g5e7'],
  ['3k5/9/9/9/9/9/9/9/cr1CAK3/9 w', 'd1d3 b1b3 d3d1 b3b1'],
  ['4k4/9/4b4/2c2nR2/9/9/9/9/9/3K5 w', 'g6g5 f6g8 g5g6 g8f6'],
  ['5k3/9/9/9/9/4c4/3r5/3NB4/4A4/4K4 w', 'e0d0 e4d4 d0e0 d4e4'],
  ['5k3/9/9/9/9/9/9/9/9/3NK1cr1 w', 'd0c2 h0h2 c2d0 h2h0'],
  ['5k3/9/9/9/9/1N2P1C2/9/4BC3/9/cr1RK4 w', 'b4c2 b0c0 c2b4 c0b0'],
  ['4k4/9/9/9/4n4/9/5C3/9/4N4/4K4 w', 'e1g0 e9f9 g0e1 f9e9'],
  ['3P5/3k5/3nn4/9/9/9/9/9/9/5K3 w', 'd9e9 d8e8 e9d9 e8d8'],
  ['4ck3/9/9/9/9/2r1R4/9/9/4A4/3AK4 w', 'e4e3 c4c3 e3e4 c3c4'],
  ['4k4/9/9/c1c6/9/r8/9/9/C8/3K5 w', 'a1c1 a4c4 c1a1 c4a4'],
];

/**
 * The two cases of the PR #466 comment whose label is wrong: xq's verdict is asserted, with the
 * law that decides it. In both, the test list merged with the same PR (test.py) pins xq's
 * verdict, not the comment's label.
 */
const LABEL_WRONG: readonly {
  fen: string;
  moves: string;
  label: string;
  winner: 'red' | 'black';
  article: string;
  rule: RegExp;
  why: string;
}[] = [
  {
    // Red's cannon f4 steps aside to d4 and back; each time the cannon f6 newly attacks the
    // black pawn f1 (crossed the river, unprotected) over a screen, and every other move checks
    // too. Black's cannon only blocks. Red chases the same unprotected piece with every move:
    // AXF rule 25 (diagrams D56–D60: "không được đuổi bắt mãi quân không căn"), Điều 7.1h:
    // "Đối phương phạm luật cấm, còn bên này không phạm luật, bên phạm luật không chịu thay đổi
    // nước đi" — red, the side that breaks the rule, loses. test.py ("Discovered and
    // anti-discovered chase by cannon") pins the same: -VALUE_MATE for red, to move at the end.
    fen: '5k3/9/9/5C3/5c3/5C3/9/9/5p3/4K4 w',
    moves: 'f4d4 f5d5 d4f4 d5f5',
    label: 'Black lose',
    winner: 'black',
    article: '7.1h',
    rule: /AXF 25/,
    why: 'red perpetually chases the unprotected pawn f1 (AXF 25, D56–D60)',
  },
  {
    // The red rook d1 cannot move: leaving d1 lets the black horse c1 check the king e0. Black's
    // rook steps to h1 and back, each time attacking that rook (with the cannon i1 behind it);
    // red's advisor only blocks. AXF rule 19, diagrams D39–D41: "Xe bị Mã khống chế không đi
    // được thì không được đuổi bắt mãi" — black loses (Điều 7.1h), not a draw. test.py ("D39:
    // chased chariot pinned by horse") pins the same: VALUE_MATE for red, to move at the end.
    fen: '5k3/9/9/9/9/9/7r1/9/2nRA3c/4K4 w',
    moves: 'e1f0 h3h1 f0e1 h1h3',
    label: 'draw',
    winner: 'red',
    article: '7.1h',
    rule: /AXF 19/,
    why: 'black perpetually chases the red rook held by the horse (AXF 19, D39–D41)',
  },
];

/** test.py's cases, as @xq/core keeps them (ICCS; winner red, black or draw, or any). */
const TEST_PY: readonly { name: string; fen: string; moves: string[]; winner: string }[] = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../core/test/fixtures/repetition-fsf.json'), 'utf8'),
);

const DRAWS: readonly [string, string][] = [
  ['9/4c4/3k5/3r5/9/9/4C4/9/4K4/3R5 w', 'e3d3 d6e6 d3e3 e6d6'],
  ['4ka3/c2R1R2c/4b4/9/9/9/9/9/9/4K4 w', 'f8f6 f9e8 f6f8 e8f9'],
];

describe("the peers' published repetition cases, answered by xq referee", () => {
  test.each(BLACK_LOSES)('Fairy-Stockfish PR #466, black loses: %s %s', (fen, moves) => {
    const a = referee(JSON.stringify(cycleOf(fen, moves)));
    expect(a.outcome).toMatchObject({ winner: 'red' });
    expect(['perpetual-check', 'forbidden-repetition']).toContain((a.outcome as { reason: string }).reason);
    expect((a.explanation as { zh: string }).zh).toMatch(/黑方(长将|长捉|一将一捉)/);
  });

  test.each(DRAWS)('Fairy-Stockfish PR #466, a draw: %s %s', (fen, moves) => {
    const a = referee(JSON.stringify(cycleOf(fen, moves)));
    expect(a.outcome).toMatchObject({ winner: null, reason: 'repetition-draw' });
    expect((a.explanation as { zh: string }).zh).toMatch(/和棋/);
  });

  test.each(LABEL_WRONG)(
    'Fairy-Stockfish PR #466, labelled $label, but the law decides otherwise: $fen $moves',
    ({ fen, moves, winner, article, rule }) => {
      const a = referee(JSON.stringify(cycleOf(fen, moves)));
      expect(a.outcome).toEqual({ winner, reason: 'forbidden-repetition', article });
      expect((a.explanation as { en: string }).en).toMatch(winner === 'red' ? /black chases/ : /red chases/);
      const cycle = cycleOf(fen, moves);
      const ruling = Game.replay(cycle.fen, cycle.moves);
      expect(ruling.ok && ruling.value.repetitionRuling()?.rule).toMatch(rule);
    },
  );

  test('test.py of PR #466: all 33 cases, answered by xq referee as @xq/core answers them', () => {
    expect(TEST_PY).toHaveLength(33);
    for (const c of TEST_PY) {
      // The game ends at the first third occurrence (the offender had to change and did not);
      // a line with moves after that end is refused, so the ruling is read at that end.
      const end = c.moves.findIndex(
        (_, i) => referee(JSON.stringify({ fen: c.fen, moves: c.moves.slice(0, i + 1) })).outcome,
      );
      expect(end, c.name).toBeGreaterThanOrEqual(0);
      if (end < c.moves.length - 1)
        expect(referee(JSON.stringify({ fen: c.fen, moves: c.moves })).error, c.name).toMatchObject({
          code: 'REPLAY_AFTER_END',
        });
      const a = referee(JSON.stringify({ fen: c.fen, moves: c.moves.slice(0, end + 1) }));
      if (c.winner === 'any') continue;
      expect((a.outcome as { winner: string | null }).winner ?? 'draw', c.name).toBe(c.winner);
    }
  });

  test('Fairy-Stockfish issue #570, game 1: black chases the red cannon with its rook and loses', () => {
    const moves =
      'g3g4 b9c7 h0g2 c6c5 c0e2 c9e7 i0i1 h9i7 i1c1 b7b9 c3c4 c5c4 c1c4 b9c9 c4b4 i9i8 a0a1 i8f8 i3i4 f8f5 a1d1 d9e8 d1d6 i6i5 i4i5 f5i5 b4b3 i5i3 g2f4 i3f3 f4d5 c7d5 d6d5 c9d9 d0e1 e8d7 d5b5 a9c9 b0c2 h7h3 b2b0 c9c6 b0d0 c6d6 b5b9 f3g3 h2f2 h3h6 b9d9 e9d9 b3b9 d9d8 e1d2 d6c6 c2b4 c6c3 b9e9 g3e3 b4d5 c3a3 d5c7 a3b3 e9d9 d8e8 d9d7 e8f8 d7e7 f9e8 f0e1 b3b7 c7d9 e8d9 e7b7 h6h0 f2f0 h0f0 d0f0 f8e8 b7g7 e3d3 g7g9 d3d7 f0f3 d7d3 f3f7 e6e5 g9i9 i7h5 i9i5 d3f3 f7c7 f3h3 c7h7 h5g7 i5e5 e8f8 h7i7 h3i3 i7h7 i3h3 h7i7 h3i3 i7h7 i3h3';
    const a = referee(JSON.stringify({ moves: moves.split(' ') }));
    expect(a.outcome).toEqual({ winner: 'red', reason: 'forbidden-repetition', article: '7.1h' });
    expect((a.explanation as { zh: string }).zh).toMatch(/黑方长捉同一个炮/);
  });

  // Issue #938, item 4: does the game end when the position stands the third time, or may the
  // side to move still change? The law: the side that breaks the rule "phải thay đổi nước đi,
  // nếu không bị xử thua" (7.1g), "không chịu thay đổi nước đi" (7.1h); in software the third
  // occurrence is the refusal to change (spec/rules.md §5.2). Red's rook chases the unprotected
  // horse with every move (AXF 23).
  const fsMoves = (moves: string) =>
    moves.split(' ').map((m) => m.replace(/\d+/g, (rank) => String(Number(rank) - 1)));
  test('Fairy-Stockfish issue #938, item 4, first position: black repeats a third time and red loses', () => {
    const fen = '3k4n/9/9/9/9/9/9/9/9/4K2R1 w - - 0 1';
    const moves = fsMoves('h1i1 i10h8 i1h1 h8i10 h1i1 i10h8 i1h1');
    expect(referee(JSON.stringify({ fen, moves })).outcome).toBeNull();
    const a = referee(JSON.stringify({ fen, moves: [...moves, 'h7i9'] }));
    expect(a.outcome).toEqual({ winner: 'black', reason: 'forbidden-repetition', article: '7.1h' });
  });

  test('Fairy-Stockfish issue #938, item 4, second position: the game is over, nothing is left to play', () => {
    const fen = '3k4n/9/9/9/9/9/9/9/9/4K3R b - - 0 1';
    const a = referee(JSON.stringify({ fen, moves: fsMoves('i10h8 i1h1 h8i10 h1i1 i10h8 i1h1 h8i10 h1i1') }));
    expect(a.outcome).toEqual({ winner: 'black', reason: 'forbidden-repetition', article: '7.1h' });
    expect(a.banned).toEqual([]);
  });
});
