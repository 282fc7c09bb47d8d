// Every ruling cites its article, or says why none applies (the README: "every event with a
// ruling that cites its article"); parseState refuses a draw offer no event leaves standing.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { arbIntents, eventFor } from './events.test-util';
import { parseState } from './log';
import { createArbiter } from './options';

test.prop([arbIntents, fc.constantFrom(null, 'vn-90')], { numRuns: 60 })(
  'every ruling of a random game has an article or says why none applies',
  (intents, clock) => {
    let s = createArbiter({ moveLimit: { moves: 6 } });
    let at = 1000;
    const first = apply(s, clock === null ? { type: 'start', at } : { type: 'start', at, clock });
    const rulings = [first.ruling];
    s = first.state;
    for (const i of intents) {
      at += i.dt;
      const step = apply(s, eventFor(s, i, at));
      rulings.push(step.ruling);
      s = step.state;
    }
    // Events out of place and input that cannot be read, too.
    rulings.push(apply(s, { type: 'start', at }).ruling, apply(s, { bogus: 1 } as never).ruling);
    rulings.push(apply(createArbiter(), { type: 'resign', side: 'red', at: 1 }).ruling);
    for (const r of rulings) {
      expect(r.article === null).toBe(r.noArticle !== null);
      if (r.noArticle !== null) {
        expect(r.noArticle.vi).toMatch(/^Không có điều luật nào áp dụng/);
        expect(r.noArticle.en).toMatch(/^No article applies/);
      }
    }
  },
);

describe('parseState: a draw offer (15.7k)', () => {
  // 15.7k: "Đấu thủ muốn đề nghị hòa chủ được đưa ra lời đề nghị hòa khi tới lượt mình đi".
  it('refuses an offer from the side not to move before any move; reads back one the reducer leaves', () => {
    const started = apply(createArbiter(), { type: 'start', at: 0 }).state;
    const plain = JSON.parse(JSON.stringify(started));
    const bad = parseState({ ...plain, drawOffer: 'black' });
    expect(bad.ok ? '' : bad.error.message).toContain('15.7k');
    const offered = apply(started, { type: 'offer-draw', side: 'red', at: 1 }).state;
    expect(parseState(JSON.parse(JSON.stringify(offered))).ok).toBe(true);
    const moved = apply(offered, { type: 'move', side: 'red', move: 'h2e2', at: 2 }).state;
    expect(moved.drawOffer).toBe('red');
    expect(parseState(JSON.parse(JSON.stringify(moved))).ok).toBe(true);
  });
});

// 16.3b: "Khi đấu thủ phạm lỗi kỹ thuật, trọng tài phải tuyên bố rõ lý do và mức phạt cho đấu thủ
// đó biết": every ruling that records a fault says why (its article) and what (the fault, in the
// law's words, with the side), in Vietnamese and in English.
test.prop([arbIntents, fc.constantFrom(null, 'vn-90')], { numRuns: 60 })(
  'every fault recorded is announced with its reason and its penalty (16.3b)',
  (intents, clock) => {
    let s = createArbiter({ moveLimit: { moves: 6 } });
    let at = 1000;
    s = apply(s, clock === null ? { type: 'start', at } : { type: 'start', at, clock }).state;
    for (const i of intents) {
      at += i.dt;
      const step = apply(s, eventFor(s, i, at));
      s = step.state;
      const r = step.ruling;
      for (const f of r.faults) {
        expect(r.article).not.toBeNull();
        expect(f.article).toMatch(/^\d/);
        expect(r.vi).toContain(f.kind === 'technical' ? 'lỗi kỹ thuật' : 'lỗi tác phong');
        expect(r.vi).toContain(f.side === 'red' ? 'Trắng' : 'Đen');
        expect(r.en).toContain(f.kind === 'technical' ? 'technical fault' : 'conduct fault');
        expect(r.vi).toContain(f.article);
      }
    }
  },
);
