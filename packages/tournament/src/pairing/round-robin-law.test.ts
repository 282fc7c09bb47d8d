// The two rules printed under the round-robin tables of Luật Cờ Tướng (Quyết định
// 1409/2004/QĐ-UBTDTT/TT1), "trọng tài cần nắm chắc 2 quy tắc sau", checked on the rounds the
// tournament file pairs (pairing/test/seed-tables.test.ts compares the tables themselves).
import { describe, expect, it } from 'vitest';
import { createTournament } from '../document';
import type { Game, Round, Tournament } from '../model';
import { addRound, setResult } from '../tournament-edit';
import { pairNextRound } from '../tournament-pair';

/** Every round of an `n`-player round robin paired through the file, each game drawn. */
function rounds(n: number): Round[] {
  let t: Tournament = {
    ...createTournament({ name: 'Vòng tròn', system: 'round-robin' }),
    players: Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Đấu thủ ${i + 1}` })),
  };
  for (;;) {
    const p = pairNextRound(t);
    if (!p.ok) break;
    const a = addRound(t, p.value);
    if (!a.ok) throw new Error(a.error.message);
    t = a.value;
    for (const g of p.value.games) {
      const r = setResult(t, t.rounds.length, g.red, 'draw');
      if (!r.ok) throw new Error(r.error.message);
      t = r.value;
    }
  }
  return [...t.rounds];
}

/** The round (from 1) and the game in which `a` and `b` meet. */
function meeting(all: readonly Round[], a: number, b: number): { round: number; game: Game } {
  for (const [i, r] of all.entries()) {
    const game = r.games.find((g) => (g.red === a && g.black === b) || (g.red === b && g.black === a));
    if (game) return { round: i + 1, game };
  }
  throw new Error(`${a} and ${b} never meet`);
}

describe('the round-robin rules of the law, on the rounds a tournament file pairs', () => {
  const twelve = rounds(12);

  it('every pair meets once, in n − 1 rounds', () => {
    expect(twelve).toHaveLength(11);
    expect(twelve.flatMap((r) => r.games)).toHaveLength((12 * 11) / 2);
  });

  // a) "Nếu đấu thủ mang số chẵn gặp đấu thủ mang số lẻ thì đấu thủ có số thứ tự nhỏ hơn sẽ cầm quân
  // Trắng. Nếu số thứ tự của 2 đấu thủ gặp nhau cùng là chẵn, hoặc lẻ thì đấu thủ cầm quân Trắng là
  // đấu thủ có số thứ tự lớn. Riêng đối với đấu thủ mang số chẵn cuối cùng thì quy tắc này không vận
  // dụng được, đấu thủ này cầm quân Đen với tất cả các đấu thủ có số thứ tự nửa trên của số đấu thủ
  // và cầm quân Trắng với số đấu thủ còn lại."
  it('a) the colours: smaller number white across parities, larger within one; the last number by halves', () => {
    for (let a = 1; a <= 12; a++)
      for (let b = a + 1; b <= 12; b++) {
        const { game } = meeting(twelve, a, b);
        const white = b === 12 ? (a <= 6 ? a : 12) : (a + b) % 2 === 1 ? a : b;
        expect(game.red, `${a}–${b}`).toBe(white);
      }
  });

  // b) "Muốn xác định được xem 2 đấu thủ sẽ gặp nhau ở lượt đấu nào thì chỉ cần cộng 2 số thứ tự lại
  // và trừ đi 1. Nếu tổng số này lớn hơn số lượt đấu thủ thì trừ tiếp số lượng lượt đấu. Thí dụ: Trong
  // vòng đấu 12 người, đấu thủ mang số 3 và số 5 sẽ gặp nhau ở lượt đấu thứ (3+5-1) = 7, đấu thủ số 9
  // và 11 gặp nhau lượt thứ (9+11-1) = 8."
  it('b) the round: a + b − 1, less the number of rounds when it is larger; the law\u2019s two examples', () => {
    expect(meeting(twelve, 3, 5).round).toBe(7);
    expect(meeting(twelve, 9, 11).round).toBe(8);
    for (let a = 1; a <= 11; a++)
      for (let b = a + 1; b <= 11; b++) {
        const sum = a + b - 1;
        expect(meeting(twelve, a, b).round, `${a}–${b}`).toBe(sum > 11 ? sum - 11 : sum);
      }
  });

  // "Riêng đối với đấu thủ mang số chẵn cuối cùng … ta phải thay tổng số trên cho đấu thủ cuối cùng
  // bằng chính số của đấu thủ mà anh ta đã gặp. Thí dụ: Trong vòng đấu 12 người, đấu thủ số 12 sẽ gặp
  // đấu thủ số 3 ở lượt đấu thứ (3+3-1) = 5 và gặp đấu thủ số 10 ở lượt thứ (10+10-1) = 8."
  it('b) the last number: 2a − 1, less the rounds; the law\u2019s two examples', () => {
    expect(meeting(twelve, 12, 3).round).toBe(5);
    expect(meeting(twelve, 12, 10).round).toBe(8);
    for (let a = 1; a <= 11; a++) {
      const sum = 2 * a - 1;
      expect(meeting(twelve, 12, a).round, `12–${a}`).toBe(sum > 11 ? sum - 11 : sum);
    }
  });

  // "Nếu số lượng đấu thủ là số lẻ thì đấu thủ nào gặp đấu thủ có số thứ tự đặt trong dấu ngoặc () sẽ
  // được nghỉ trong lượt đấu ấy."
  it('an odd field: whoever the missing last number would meet rests that round', () => {
    const eleven = rounds(11);
    expect(eleven).toHaveLength(11);
    for (const [i, r] of eleven.entries()) {
      // The player a whom number 12 would meet in this round: 2a − 1 is the round, less 11.
      expect(r.byes.map((b) => b.player)).toHaveLength(1);
      const a = r.byes[0]!.player;
      expect((2 * a - 1 - (i + 1)) % 11, `round ${i + 1}`).toBe(0);
    }
  });
});
