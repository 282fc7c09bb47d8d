/**
 * The judge's remembered searches (`searches` of judgeRepetition's input, kept per game by Game):
 * the ruling of every repetition case — the Fairy-Stockfish fixtures and the law's own diagrams
 * (Điều 24.15–24.16, Hình 39–42), each also mirrored and rotated — is the same without a map,
 * with a map shared by all of them, and again once that map holds every answer.
 */
import { judgeRepetition, type Move, type Position, packMove, RepetitionJudge } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { DIAGRAM_CASES, FSF_CASES, load, mirrorCase, type RepetitionCase, rotateCase } from './cases';

/** The window of a case's last position: its start, moves and the last three occurrences. */
function window(c: RepetitionCase): { start: Position; moves: Move[]; occurrences: number[] } | undefined {
  const { start, moves } = load(c);
  const positions = [start];
  for (const m of moves) positions.push(positions[positions.length - 1]!.play(m));
  const n = moves.length;
  let barrier = 0;
  for (let i = 0; i < n; i++) if (positions[i]!.isCapture(moves[i]!)) barrier = i + 1;
  const at: number[] = [];
  for (let p = n; p >= barrier && at.length < 3; p -= 2)
    if (positions[p]!.key === positions[n]!.key) at.unshift(p);
  if (at.length < 3) return undefined;
  return { start: positions[at[0]!]!, moves: moves.slice(at[0]), occurrences: at.map((p) => p - at[0]!) };
}

const cases = [...FSF_CASES, ...DIAGRAM_CASES].flatMap((c) => [c, mirrorCase(c), rotateCase(c)]);

describe('judgeRepetition with remembered searches', () => {
  it('rules every case as it does without them, the first time and once every answer is kept', () => {
    const searches = new Map<string, boolean>();
    let judged = 0;
    for (const rules of ['asian', 'chinese'] as const)
      for (const c of cases) {
        const w = window(c);
        if (w === undefined) continue;
        const plain = judgeRepetition(w, { rules });
        expect(judgeRepetition({ ...w, searches }, { rules })).toEqual(plain);
        expect(judgeRepetition({ ...w, searches }, { rules })).toEqual(plain);
        judged++;
      }
    expect(judged).toBeGreaterThan(100);
    expect(searches.size).toBeGreaterThan(0);
  });

  it("RepetitionJudge.winnerAndReason gives judgeRepetition's winner and reason on every case, with or without detail", () => {
    let judged = 0;
    for (const rules of ['asian', 'chinese'] as const) {
      const judge = new RepetitionJudge(rules);
      for (const c of cases) {
        const w = window(c);
        if (w === undefined) continue;
        const board = w.start.toBoard();
        for (const m of w.moves) board.make(packMove(m.from, m.to));
        const full = judgeRepetition(w, { rules });
        for (const detail of [true, false]) {
          const code = judge.judge(board, w.moves.length, detail);
          expect(judge.winnerAndReason(code)).toEqual({ winner: full.winner, reason: full.reason });
        }
        judged++;
      }
      expect(() => judge.winnerAndReason(2)).toThrow(RangeError);
    }
    expect(judged).toBeGreaterThan(100);
  });

  it('refuses searches that are not a Map', () => {
    const w = window(DIAGRAM_CASES[0]!)!;
    for (const bad of [{}, [], 'x', 1, Object.create(null)])
      expect(() => judgeRepetition({ ...w, searches: bad as never })).toThrow(TypeError);
  });
});
