import { judgeLastPosition, type RepetitionRuling } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { load, type RepetitionCase } from './cases';
import { INFERRED_RULE_CASES, PROTECTION_CASES, RULE_CASES, STANDING_CHECK_CAPTURE } from './rules.cases';

function judge(c: RepetitionCase, rules: 'asian' | 'chinese' | 'simple' = 'asian'): RepetitionRuling {
  const { start, moves } = load(c);
  const r = judgeLastPosition(start, moves, { rules });
  if (!r) throw new Error(`${c.name}: the start position does not stand a third time`);
  return r;
}

const winnerOf = (r: RepetitionRuling) => r.winner ?? 'draw';

// The rule numbers are those of the Asian Xiangqi Federation's rules (Asian Rules, chapter 4, one
// page per rule at http://www.wxf.org/xq/rule/asia/; in English at
// http://www.xqinenglish.com/axfrules.html).
describe('AXF rules, forbidden and allowed side by side', () => {
  it('covers every AXF rule number that rules.cases.ts constructs a case for', () => {
    const named = [
      6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20, 24, 25, 26, 28, 29, 32, 33, 35, 36, 38, 39, 40,
    ];
    expect(RULE_CASES.map((r) => r.rule).sort((a, b) => a - b)).toEqual(named);
  });

  for (const rc of RULE_CASES) {
    describe(`AXF ${rc.rule}`, () => {
      it(`forbidden: ${rc.forbidden.name}`, () => {
        const r = judge(rc.forbidden, rc.forbiddenRules ?? rc.rules);
        expect(winnerOf(r)).toBe(rc.forbidden.winner);
        if (rc.forbiddenRule) expect(r.rule).toBe(rc.forbiddenRule);
      });
      it(`allowed: ${rc.allowed.name}`, () => {
        const r = judge(rc.allowed, rc.rules);
        expect(winnerOf(r)).toBe(rc.allowed.winner);
        if (rc.allowedRule) expect(r.rule).toBe(rc.allowedRule);
      });
    });
  }

  // Điều 7.1h: "Đối phương phạm luật cấm, còn bên này không phạm luật, bên phạm luật không chịu
  // thay đổi nước đi" — the side that keeps a piece unprotected to attack it loses.
  for (const c of PROTECTION_CASES)
    it(`taking protection away: ${c.name}`, () => {
      const r = judge(c);
      expect(winnerOf(r)).toBe(c.winner);
      const red = r.cycle.filter((m) => m.color === 'red');
      if (c.winner === 'black') expect(red.every((m) => m.kind === 'chase' && m.perpetual)).toBe(true);
      else expect(red.every((m) => m.kind === 'idle')).toBe(true);
    });

  // Điều 7.1h: "Đối phương phạm luật cấm, còn bên này không phạm luật, bên phạm luật không chịu
  // thay đổi nước đi" — the side whose pawn moves uncover the chase loses.
  for (const { rule, case: c } of INFERRED_RULE_CASES)
    it(`AXF ${rule} (subject inferred from its diagrams): ${c.name}`, () => {
      const r = judge(c);
      expect(winnerOf(r)).toBe(c.winner);
      expect(r.rule).toBe(`AXF ${rule}`);
    });

  // AXF 38 ("perpetually threatening to check and capture is a draw") asks for a threat each
  // move makes; one that stands before and after the move is none.
  it('a threat to check and capture that stands is not renewed (no AXF 38)', () => {
    const r = judge(STANDING_CHECK_CAPTURE);
    expect(winnerOf(r)).toBe('draw');
    expect(r.rule).toBe('AXF 5');
  });

  it('under `simple` only a perpetual check loses', () => {
    const chase = RULE_CASES.find((r) => r.rule === 25)!;
    expect(winnerOf(judge(chase.forbidden, 'simple'))).toBe('draw');
    const check = RULE_CASES.find((r) => r.rule === 6)!;
    expect(winnerOf(judge(check.forbidden, 'simple'))).toBe('black');
  });

  it('a perpetual check outweighs a perpetual chase: the checking side loses (AXF, and Luật Cờ Tướng 2004, Chương V)', () => {
    // Fairy-Stockfish's "Perpetual check by soldier": black checks with its pawn every move
    // while red's cannon chases the crossed pawn f4 every move.
    const r = judge({
      name: 'check against chase',
      fen: '3k5/9/9/9/9/5p3/9/5p3/5K3/5C3 w - - 0 1',
      moves: 'f1e1 f2e2 e1f1 e2f2 f1e1 f2e2 e1f1 e2f2'.split(' '),
      winner: 'red',
    });
    expect(r.sides).toEqual({ red: 'perpetual-chase', black: 'perpetual-check' });
    expect([r.winner, r.reason, r.article]).toEqual(['red', 'perpetual-check', '7.1g']);
  });

  it('marks the moves of a perpetual check or chase for the clock (Điều 10.1.3)', () => {
    const r = judge(RULE_CASES.find((x) => x.rule === 20)!.forbidden);
    expect(r.cycle.filter((m) => m.color === 'red').every((m) => m.perpetual)).toBe(true);
    expect(r.cycle.filter((m) => m.color === 'black').some((m) => m.perpetual)).toBe(false);
    expect(r.pieces).toEqual({ red: 2, black: 0 }); // the rook and the cannon take turns
  });

  it('reports real and false protection of the chased piece', () => {
    // AXF 15: the rook is protected on a7 (elephant c9) and b7 (horse d8): a chase all the same.
    const r15 = judge(RULE_CASES.find((x) => x.rule === 15)!.forbidden);
    const red = r15.cycle.filter((m) => m.color === 'red').flatMap((m) => m.chases);
    expect(red.map((c) => [c.byRole, c.targetRole, c.why, c.protection])).toEqual(
      Array(4).fill(['cannon', 'rook', 'stronger', 'real']),
    );
    // Fairy-Stockfish "Overprotection by king": the red king could take back on d0 by its move
    // rule, but that would face the black king on the open d-file: false protection.
    const king = judge({
      name: 'overprotection by king',
      fen: '3k5/9/9/9/9/9/3r5/9/9/3NK4 w - - 0 1',
      moves: 'd0c2 d3c3 c2d0 c3d3 d0c2 d3c3 c2d0 c3d3'.split(' '),
      winner: 'red',
    });
    const onD0 = king.cycle.flatMap((m) => m.chases).filter((c) => c.target === 3);
    expect(onD0.length).toBeGreaterThan(0);
    expect(onD0.every((c) => c.protection === 'false')).toBe(true);
  });
});
