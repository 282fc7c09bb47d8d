// Điều 16.3a of Luật Cờ Tướng (Quyết định 11991/1999/UBTDTT-TT1), the technical faults "thường
// thấy", each beside the test that gives it at the board (the others are in articles.test.ts).
import { describe, expect, it } from 'vitest';
import { run } from '../src/scenarios.test-util';

/** The kings face each other on the e-file, screened by red's horse on e3. */
const SCREEN = '4k4/9/9/9/9/9/4H4/9/9/4K4 w - - 0 1';

describe('Điều 16.3a: technical faults', () => {
  // "- Đi quân thành nước cho đối phương bắt Tướng hay để lộ mặt Tướng do vô ý hay cố ý."
  it('a move that bares the king to the other king, or steps it into check: refused, a technical fault', () => {
    const bared = run([
      { type: 'start', fen: SCREEN },
      { type: 'move', move: 'e3d5' },
    ]);
    expect(bared.last).toMatchObject({ code: 'illegal-move', accepted: false, article: '16.3' });
    expect(bared.last.faults).toEqual([{ side: 'red', kind: 'technical', article: '16.3', count: 1 }]);
    expect(bared.state.moves).toEqual([]);
    expect(bared.last.vi).toContain('lỗi kỹ thuật');
    // The black rook on e5 holds the e-file: the red king may not step onto it.
    const intoCheck = run([
      { type: 'start', fen: '5k3/9/9/9/4r4/9/9/9/9/3K5 w - - 0 1' },
      { type: 'move', move: 'd0e0' },
    ]);
    expect(intoCheck.last.faults).toEqual([{ side: 'red', kind: 'technical', article: '16.3', count: 1 }]);
    expect(intoCheck.state.moves).toEqual([]);
  });

  // "- Chạm quân mà không đi được quân nào." (9.1: "Nếu nước đi này bị luật cấm thì được đi quân
  // khác, nhưng phạm lỗi kỹ thuật.")
  it('a touched piece that cannot move: another move, with a technical fault', () => {
    const r = run([
      { type: 'start', fen: SCREEN },
      { type: 'touch', side: 'red', square: 'e3' },
      { type: 'move', move: 'e0d0' },
    ]);
    expect(r.last).toMatchObject({ code: 'moved', accepted: true });
    expect(r.last.faults).toEqual([{ side: 'red', kind: 'technical', article: '9.1', count: 1 }]);
    expect(r.state.moves).toEqual(['e0d0']);
  });

  // "- Nêu ý kiến hay vấn đề khi đang đến lượt đối phương đi."
  it('speaking out of turn: a technical fault each time, the third loses (7.1n)', () => {
    const spoke = { type: 'incident', side: 'black', kind: 'spoke-out-of-turn' } as const;
    const r = run([{ type: 'start' }, spoke, spoke, spoke]);
    expect(r.rulings.slice(1).map((x) => x.faults.map((f) => [f.kind, f.article, f.count]))).toEqual([
      [['technical', '16.3', 1]],
      [['technical', '16.3', 2]],
      [['technical', '16.3', 3]],
    ]);
    expect(r.state.result).toMatchObject({ winner: 'red', losers: ['black'] });
  });
});
