import { describe, expect, it } from 'vitest';
import { bannerText } from './banner';
import { Game, INITIAL_FEN, type Move, parseUci } from './deps';

const game = (fen: string): Game => {
  const r = Game.create(fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const move = (text: string): Move => {
  const r = parseUci(text);
  if (!r.ok) throw new Error(text);
  return r.value;
};
const over = (g: Game) => {
  const o = g.outcome();
  if (!o) throw new Error('the game is not over');
  return o;
};

describe('bannerText', () => {
  // Điều 7.1a: "Chiếu bí được Tướng đối phương."
  it('names the winner and the checkmate, in English and in the law’s Vietnamese', () => {
    const o = over(game('3k5/3R5/3R5/9/9/9/9/9/9/4K4 b'));
    expect(bannerText(o, 'en')).toEqual({ result: 'Red wins', reason: 'Black is checkmated (Điều 7.1a)' });
    expect(bannerText(o, 'vi')).toEqual({ result: 'Trắng thắng', reason: 'Đen bị chiếu bí (Điều 7.1a)' });
  });

  // Điều 7.1b: "Khi Tướng (hay Soái) của đối phương bị vây chặt hết nước đi và các quân khác của
  // đối phương cũng không thể di chuyển được thì tuy chưa bị chiếu hết, đối phương vẫn bị tuyên bộ thua cờ."
  it('says that the side without a move loses: there is no stalemate draw', () => {
    const o = over(game('3k5/R8/9/9/4R4/9/9/9/9/5K3 b'));
    const en = bannerText(o, 'en');
    expect(en.result).toBe('Red wins');
    expect(en.reason).toMatch(/^Black has no legal move and loses .*\(Điều 7\.1b\)$/);
    expect(bannerText(o, 'vi').reason).toBe('Đen bị vây chặt hết nước đi, bị xử thua (Điều 7.1b)');
  });

  // Điều 7.2b: "Hai bên đều không phạm luật cấm và đều không chịu thay đổi nước đi."
  it('rules a repetition draw when both horses shuffle out and back', () => {
    const g = game(INITIAL_FEN);
    for (let i = 0; i < 2; i++) for (const m of ['h0g2', 'h9g7', 'g2h0', 'g7h9']) g.play(move(m));
    const o = over(g);
    expect(bannerText(o, 'en')).toEqual({
      result: 'Draw',
      reason: `the position repeated and neither side broke a forbidding rule (Điều ${o.article})`,
    });
    expect(bannerText(o, 'vi').result).toBe('Hòa');
  });

  // Điều 7.1g: "… đối phương dùng một quân chiếu mãi hoặc dùng nhiều quân thay nhau chiếu mãi,
  // thì phải thay đổi nước đi, nếu không bị xử thua."
  it('names the side that checked perpetually as the loser', () => {
    // Red's rook checks on a9 and a8 in turn, the black king steps e9-e8-e9 (packages/core/test/repetition/game.test.ts).
    const g = game('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1');
    for (let i = 0; i < 2; i++) for (const m of ['a8a9', 'e9e8', 'a9a8', 'e8e9']) g.play(move(m));
    expect(bannerText(over(g), 'en')).toEqual({
      result: 'Black wins',
      reason: 'Red checked perpetually and would not change moves (Điều 7.1g)',
    });
    expect(bannerText(over(g), 'vi').reason).toBe('Trắng chiếu mãi không chịu thay đổi nước đi (Điều 7.1g)');
  });

  // Điều 7.2e: "… sau khi trọng tài kiểm tra mỗi bên đi đủ 60 nước mà không có một nước bắt quân nào thì ván cờ được xử hòa."
  it('words the move-limit draw once a valid claim is recorded', () => {
    const g = game(INITIAL_FEN.replace(' 0 1', ' 116 1'));
    for (const m of ['h2e2', 'h9g7', 'h0g2', 'i9h9']) g.play(move(m));
    const recorded = g.record({ reason: 'move-limit', winner: null });
    expect(recorded.ok).toBe(true);
    expect(bannerText(over(g), 'en')).toEqual({
      result: 'Draw',
      reason: 'each side made 60 moves without a capture (Điều 7.2e)',
    });
  });

  // Điều 7.1d: "Đối phương không đi đủ số nước quy định trong thời gian quy định."
  it('names the side whose time ran out', () => {
    const g = game(INITIAL_FEN);
    g.record({ reason: 'time', winner: 'black' });
    expect(bannerText(over(g), 'en')).toEqual({
      result: 'Black wins',
      reason: 'Red ran out of time (Điều 7.1d)',
    });
    expect(bannerText(over(g), 'vi').result).toBe('Đen thắng');
  });

  it('never says white or Đỏ', () => {
    const g = game(INITIAL_FEN);
    g.record({ reason: 'resignation', winner: 'red' });
    for (const lang of ['en', 'vi'] as const) {
      const t = bannerText(over(g), lang);
      expect(`${t.result} ${t.reason}`).not.toMatch(/white|Đỏ/i);
    }
  });
});
