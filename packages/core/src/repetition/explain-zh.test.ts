// The rulings on repeated positions explained in Chinese, on the constructed AXF cases of
// test/repetition/rules.cases.ts (their verdicts worked out by hand from the rules there).
import { describe, expect, it } from 'vitest';
import { RULE_CASES } from '../../test/repetition/rules.cases';
import { Game } from '../game';
import { explainRuling } from './explain';

const rulingOf = (fen: string, moves: readonly string[], rules?: 'asian' | 'chinese' | 'simple') => {
  const g = Game.replay(fen, moves, rules ? { rules } : {});
  if (!g.ok) throw new Error(g.error.message);
  const r = g.value.repetitionRuling();
  if (!r) throw new Error('no ruling');
  return r;
};
const byRule = (n: number) => RULE_CASES.find((c) => c.rule === n)!;
const why = (text: string) => text.split('\n').find((l) => l.startsWith('理由'))!;

describe('explainRuling in Chinese', () => {
  // Điều 7.1g: "chiếu mãi … bị xử thua" — the side that keeps up a perpetual check loses: 长将.
  it('a perpetual check: 长将, the checking side loses', () => {
    const c = byRule(6).forbidden;
    const text = explainRuling(rulingOf(c.fen, c.moves), 'zh');
    expect(text.split('\n')[0]).toBe(`结果: ${c.winner === 'black' ? '黑方' : '红方'}胜 (长将)`);
    expect(why(text)).toMatch(/^理由: 红方长将（循环中每一着都是将军）；.*判负。$/);
    expect(text).toMatch(/规则集: 亚洲象棋规则/);
  });

  // Điều 7.1h: a forbidden perpetual chase loses: 长捉 of one piece, with the AXF rule cited.
  it('a rook chasing an unprotected horse: 长捉同一个马', () => {
    const c = byRule(12).forbidden;
    const text = explainRuling(rulingOf(c.fen, c.moves), 'zh');
    expect(why(text)).toMatch(/^理由: 红方长捉同一个马（亚洲象棋规则第 \d+ 条）；.*判负。$/);
  });

  // AXF rule 12: one check and one chase is allowed; the repetition is a draw (Điều 7.2b).
  it('one check and one chase (一将一捉) is named and allowed: a draw', () => {
    const c = byRule(12).allowed;
    const text = explainRuling(rulingOf(c.fen, c.moves), 'zh');
    expect(text.split('\n')[0]).toBe('结果: 和棋 (重复局面，和棋)');
    expect(why(text)).toBe(
      '理由: 红方一将一捉，不属禁例；双方均未违反禁例（亚洲象棋规则第 12 条），也都不肯变着：和棋。',
    );
  });

  it('a perpetual mate threat under the Chinese rules: 长杀', () => {
    const c = byRule(11);
    const text = explainRuling(rulingOf(c.forbidden.fen, c.forbidden.moves, 'chinese'), 'zh');
    expect(why(text)).toMatch(/^理由: 红方长杀/);
    expect(text).toMatch(/规则集: 中国象棋规则/);
  });

  it('every constructed case explains in Chinese with no English word in its sentences', () => {
    for (const c of RULE_CASES)
      for (const [k, one] of [
        ['forbidden', c.forbidden],
        ['allowed', c.allowed],
      ] as const) {
        const rules = k === 'forbidden' ? (c.forbiddenRules ?? c.rules) : c.rules;
        const text = explainRuling(rulingOf(one.fen, one.moves, rules), 'zh');
        const head = text
          .split('\n')
          .slice(0, 4)
          .join('\n')
          .replace(/AXF|Điều|[a-i]\d[a-i]\d|\d+(?:\.\d+)*[a-z]?/g, '');
        expect(head, `${c.rule} ${k}`).not.toMatch(/[A-Za-z]{2,}/);
      }
  });
});
