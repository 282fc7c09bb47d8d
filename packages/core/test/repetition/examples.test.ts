/**
 * The TSDoc examples of the repetition API and of docs/repetition.md, run as written (with the
 * `Result` unwrapped where the example writes `.value`).
 */
import {
  AXF_RULES,
  explainRuling,
  Game,
  judgeLastPosition,
  judgeRepetition,
  MAX_MOVES,
  MOVE_KINDS,
  type Move,
  Position,
  packMove,
  parseUci,
  RepetitionHistory,
  RepetitionJudge,
  RULE_SETS,
} from '@xq/core';
import { describe, expect, it } from 'vitest';
// Internal to @xq/core since issue 47 (not in its index): their TSDoc examples still run.
import {
  axfRule,
  collectThreats,
  EXPLAIN_LANGUAGES,
  MAX_THREATS,
  perpetualFacts,
  SIDE_VERDICTS,
  THREAT_REAL,
} from '../../src/repetition';

const pos = (fen: string): Position => {
  const r = Position.fromFen(fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const uci = (m: string): Move => {
  const r = parseUci(m);
  if (!r.ok) throw new Error(m);
  return r.value;
};
const CHECKS = ['a8a9', 'e9e8', 'a9a8', 'e8e9', 'a8a9', 'e9e8', 'a9a8', 'e8e9'];

describe('repetition examples', () => {
  it('vocabularies', () => {
    expect(RULE_SETS.includes('asian')).toBe(true);
    expect(SIDE_VERDICTS[0]).toBe('perpetual-check');
    expect(MOVE_KINDS[0]).toBe('check');
    expect(EXPLAIN_LANGUAGES.includes('vi')).toBe(true);
  });

  it('AXF_RULES and axfRule: one row per rule 5–40, Điều 24.n = rule n + 4', () => {
    expect(AXF_RULES.map((r) => r.rule)).toEqual(Array.from({ length: 36 }, (_, i) => i + 5));
    expect(AXF_RULES.find((r) => r.rule === 19)?.detail).toBe('24.15');
    expect(axfRule(19).detail).toBe('24.15');
    expect(AXF_RULES.filter((r) => r.detailVerified).map((r) => r.rule)).toEqual([19, 20]);
    expect(() => axfRule(41)).toThrow(RangeError);
    expect(() => axfRule(Number.NaN)).toThrow(RangeError);
  });

  it('collectThreats', () => {
    // The black rook a1 attacks the red horse a0, which nothing protects.
    const board = pos('4k4/9/9/9/9/9/9/9/r8/N2K5 w - - 0 1').toBoard();
    const out = new Int32Array(MAX_THREATS);
    expect(collectThreats(board, 1, out, 0, new Int32Array(2 * MAX_MOVES))).toBe(1);
    expect((out[0]! & THREAT_REAL) !== 0).toBe(true);
  });

  it('RepetitionJudge', () => {
    const board = pos('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1').toBoard();
    for (const m of CHECKS) {
      const { from, to } = uci(m);
      board.make(packMove(from, to));
    }
    const key = [board.keyHi, board.keyLo, board.ply];
    const judge = new RepetitionJudge('asian');
    expect(judge.judge(board, 8)).toBe(1);
    expect(SIDE_VERDICTS[judge.sides[0]!]).toBe('perpetual-check');
    expect([board.keyHi, board.keyLo, board.ply]).toEqual(key); // the board is left as it was
    expect(() => judge.judge(board, 9)).toThrow(RangeError);
  });

  it('RepetitionHistory', () => {
    const board = Position.initial().toBoard();
    const history = new RepetitionHistory(board);
    for (const m of ['h2e2', 'h9g7', 'e2h2', 'g7h9', 'h2e2', 'h9g7', 'e2h2', 'g7h9']) {
      const { from, to } = uci(m);
      board.make(packMove(from, to));
      history.push(board);
    }
    expect(history.count()).toBe(3);
    expect(history.window(3)).toBe(8);
    expect(history.window(2)).toBe(4);
    history.pop();
    board.unmake();
    expect(history.count()).toBe(2);
  });

  it('perpetualFacts', () => {
    const board = pos('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1').toBoard();
    for (const m of ['a8a9', 'e9e8', 'a9a8', 'e8e9', 'a8a9']) {
      const { from, to } = uci(m);
      board.make(packMove(from, to));
    }
    expect(perpetualFacts(board, 4, new RepetitionJudge())).toEqual({
      perpetual: 'check',
      severalPieces: false,
    });
  });

  it('judgeRepetition and judgeLastPosition', () => {
    const start = pos('3k5/9/9/9/9/5p3/9/5p3/5K3/5C3 w - - 0 1');
    const moves = ['f1e1', 'f2e2', 'e1f1', 'e2f2', 'f1e1', 'f2e2', 'e1f1', 'e2f2'].map(uci);
    expect(judgeRepetition({ start, moves, occurrences: [0, 4, 8] }).winner).toBe('red');
    const start2 = pos('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1');
    const moves2 = CHECKS.map(uci);
    expect(judgeLastPosition(start2, moves2)?.winner).toBe('black');
    expect(judgeLastPosition(start2, moves2.slice(0, 6))).toBeUndefined();
  });

  it('explainRuling', () => {
    const ruling = judgeLastPosition(pos('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1'), CHECKS.map(uci))!;
    // Điều 7.1g "chiếu mãi": the Vietnamese names the reason in the law's word, the English by its code.
    expect(explainRuling(ruling, 'vi').split('\n')[0]).toBe('Kết quả: Đen thắng (chiếu mãi)');
    expect(explainRuling(ruling).split('\n')[0]).toBe('Outcome: black wins (perpetual-check)');
    expect(() => explainRuling(ruling, 'fr' as never)).toThrow(RangeError);
  });

  it('docs/repetition.md: a game that repeats', () => {
    const game = Game.replay('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1', CHECKS);
    if (!game.ok) throw new Error(game.error.message);
    const outcome = game.value.outcome();
    expect(outcome).toEqual({
      winner: 'black',
      reason: 'perpetual-check',
      article: '7.1g',
      explanation: expect.stringContaining('red checks with every move'),
    });
    const ruling = game.value.repetitionRuling()!;
    expect([ruling.rule, ruling.detail, ruling.cycle[0]!.kind]).toEqual(['AXF 6', '24.2', 'check']);
    const g = Game.replay('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1', ['a8a9', 'e9e8', 'a9a8', 'e8e9', 'a8a9']);
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.lastMovePerpetual()).toEqual({ perpetual: 'check', severalPieces: false });
  });
});
