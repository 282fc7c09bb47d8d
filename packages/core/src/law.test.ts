// The rules of play, article by article, in the law's words: Luật Cờ Tướng (Quyết định
// 11991/1999/UBTDTT-TT1), Chương I and Điều 8 (the seed `000_abced864261ea508.txt`). Each test
// quotes the sentence it enforces and plays it on a small position; perft.test.ts proves the same
// move generator on whole games.
import { describe, expect, it } from 'vitest';
import { INITIAL_FEN, parseFen } from './fen';
import { Game } from './game';
import { Position } from './position';
import { FILE_NAMES, isSquare, parseSquare, parseUci, squareName } from './square';

const position = (fen: string): Position => {
  const r = Position.fromFen(fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error.code}`);
  return r.value;
};
const move = (text: string) => {
  const r = parseUci(text);
  if (!r.ok) throw new Error(text);
  return r.value;
};
const at = (name: string): number => {
  const s = parseSquare(name);
  if (s === undefined) throw new Error(name);
  return s;
};
/** The points the piece on `from` may go to, sorted. */
const targets = (fen: string, from: string): string[] =>
  position(fen)
    .legalMovesFrom(at(from))
    .map((m) => squareName(m.to))
    .sort();
const legal = (fen: string, text: string): boolean => position(fen).isLegal(move(text));

describe('Điều 2 and 3: the board, the pieces, the start', () => {
  it('2.1: "9 đường dọc và 10 đường ngang cắt vuông góc tạ 90 điểm"', () => {
    expect(Array.from({ length: 100 }, (_, s) => s).filter(isSquare)).toHaveLength(90);
    expect(FILE_NAMES).toHaveLength(9);
    expect(INITIAL_FEN.split(' ')[0]!.split('/')).toHaveLength(10);
  });

  it('2.2: "phải có đủ 32 quân, gồm 7 loại … 16 quân Trắng và 16 quân Đen"; "Đấu thủ cầm quân Trắng được đi trước"', () => {
    const start = position(INITIAL_FEN);
    const pieces = start.board.filter((p) => p !== undefined);
    expect(pieces).toHaveLength(32);
    expect(pieces.filter((p) => p!.color === 'red')).toHaveLength(16);
    expect(new Set(pieces.map((p) => p!.role)).size).toBe(7);
    expect(start.turn).toBe('red');
  });

  it('3: "mỗi bên phải xếp quân của mình theo quy định" — a setup off the law\'s points is refused', () => {
    // An advisor outside its five points of the palace (Điều 4.3b).
    expect(Position.fromFen('3k5/9/9/9/9/9/9/9/3A5/4K4 w').ok).toBe(false);
    const setup = parseFen(INITIAL_FEN);
    expect(setup.ok && Position.fromSetup(setup.value).ok).toBe(true);
  });
});

describe('Điều 4 and 8: turns and moves', () => {
  it('4.2: "Nước đi đầu tiên của ván cờ thuộc bên Trắng, sau đó đến bên Đen và luân phiên"; Điều 8: "Không bên nào được đi liên tiếp hai lượt trở lên"', () => {
    const g = Game.create(INITIAL_FEN);
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.play(move('h7e7')).ok).toBe(false); // black first: refused
    expect(g.value.play(move('h2e2')).ok).toBe(true);
    expect(g.value.play(move('b2e2')).ok).toBe(false); // red twice: refused
    expect(g.value.position.turn).toBe('black');
  });

  it('4.2.1: "Mỗi nước đi, mỗi bên chỉ được di chuyển một quân" — a move changes two points at most', () => {
    const before = position(INITIAL_FEN);
    for (const m of before.legalMoves()) {
      const after = before.play(m);
      const changed = before.board.filter((p, i) => p !== after.board[i]).length;
      expect(changed).toBe(2);
    }
  });

  it('4.3a: the king "đi một bước ngang dọc tùy ý nhưng chỉ trong cung Tướng"', () => {
    // The black advisor on e8 stands between the kings, so every point of the palace is open.
    expect(targets('4k4/4a4/9/9/9/9/9/9/9/3K5 w', 'd0')).toEqual(['d1', 'e0']);
    expect(targets('4k4/4a4/9/9/9/9/9/9/4K4/9 w', 'e1')).toEqual(['d1', 'e0', 'e2', 'f1']);
  });

  it('4.3a: "Hai Tướng (Soái) không được đối mặt nhau trực tiếp trên cùng một đường thẳng"', () => {
    // Black king on e9: the red king may not step onto the open e-file, and a screen may not leave it.
    expect(legal('4k4/9/9/9/9/9/9/9/9/3K5 w', 'd0e0')).toBe(false);
    expect(legal('4k4/9/9/9/9/9/4N4/9/9/4K4 w', 'e3d5')).toBe(false);
    expect(targets('4k4/9/9/9/9/9/4N4/9/9/4K4 w', 'e3')).toEqual([]);
    expect(targets('4k4/9/9/9/9/9/4N4/9/9/3K5 w', 'e3')).toHaveLength(8); // no king behind it: free
  });

  it('4.3b: the advisor "đi từng bước một theo đường chéo trong cung Tướng"', () => {
    expect(targets('5k3/9/9/9/9/9/9/9/4A4/3K5 w', 'e1')).toEqual(['d2', 'f0', 'f2']);
    expect(targets('3k5/9/9/9/9/9/9/5A3/9/4K4 w', 'f2')).toEqual(['e1']);
  });

  it('4.3c: the elephant "đi chéo hai bước … không được qua sông", blocked when the middle point is taken', () => {
    expect(targets('3k5/9/9/9/9/9/9/9/9/2B1K4 w', 'c0')).toEqual(['a2', 'e2']);
    expect(targets('3k5/9/9/9/9/2B6/9/9/9/4K4 w', 'c4')).toEqual(['a2', 'e2']); // not over the river
    expect(targets('3k5/9/9/9/9/9/9/9/1p7/2B1K4 w', 'c0')).toEqual(['e2']); // b1 blocks the eye
  });

  it('4.3d: the rook "đi dọc hoặc đi ngang, không hạn chế số bước đi nếu không có quân khác đứng cản"', () => {
    // The black pawn on c2 stops the rook (which may capture it); the file is open to both edges.
    const to = targets('3k5/9/9/9/9/9/9/R1p6/9/5K3 w', 'a2');
    expect(to).toEqual(['a0', 'a1', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'b2', 'c2']);
  });

  it('4.3e: the horse moves "theo đường chéo hình chữ nhật", blocked by a piece on the adjacent point', () => {
    expect(targets('3k5/9/9/9/9/4N4/9/9/9/5K3 w', 'e4')).toHaveLength(8);
    // A pawn on e5 blocks the leg towards d6 and f6.
    const blocked = targets('3k5/9/9/9/4P4/4N4/9/9/9/5K3 w', 'e4');
    expect(blocked).toHaveLength(6);
    expect(blocked).not.toContain('d6');
    expect(blocked).not.toContain('f6');
  });

  it('4.3g: the cannon captures over exactly one "ngòi"; "không có ngòi hay có hai ngòi trở lên thì không được quyền bắt quân"', () => {
    expect(legal('3k5/9/4n4/9/4P4/9/9/9/4C4/5K3 w', 'e1e7')).toBe(true); // one screen
    expect(legal('3k5/9/4n4/9/9/9/9/9/4C4/5K3 w', 'e1e7')).toBe(false); // no screen
    expect(legal('3k5/9/4n4/9/4P4/4P4/9/9/4C4/5K3 w', 'e1e7')).toBe(false); // two screens
    expect(legal('3k5/9/4n4/9/9/9/9/9/4C4/5K3 w', 'e1e6')).toBe(true); // without capturing, like a rook
  });

  it('4.3h: the pawn "Khi chưa qua sông … chỉ được tiến"; across it "đi tiến và đi ngang, không được phép lùi"', () => {
    expect(targets('3k5/9/9/9/9/9/4P4/9/9/5K3 w', 'e3')).toEqual(['e4']);
    expect(targets('3k5/9/9/9/4P4/9/9/9/9/5K3 w', 'e5')).toEqual(['d5', 'e6', 'f5']);
    // The same for black, whose side of the river is ranks 5 to 9.
    expect(targets('3k5/9/9/4p4/9/9/9/9/9/5K3 b', 'e6')).toEqual(['e5']);
    expect(targets('3k5/9/9/9/9/4p4/9/9/9/5K3 b', 'e4')).toEqual(['d4', 'e3', 'f4']);
  });
});

describe('Điều 5 and 6: capture and check', () => {
  it('5.1: a piece "được quyền bắt quân đó, đồng thời chiếm giữ vị trí"; 5.3: "Quân bị bắt phải bị loại"', () => {
    const after = position('3k5/9/9/9/9/9/9/r8/9/R3K4 w').play(move('a0a2'));
    expect(after.piece(at('a2'))).toEqual({ color: 'red', role: 'rook' });
    expect(after.board.filter((p) => p?.color === 'black').map((p) => p!.role)).toEqual(['king']);
  });

  it('5.2: "Không được bắt quân bên mình"', () => {
    expect(legal('3k5/9/9/9/9/9/9/N8/9/R3K4 w', 'a0a2')).toBe(false);
    expect(legal('3k5/9/9/9/9/9/9/n8/9/R3K4 w', 'a0a2')).toBe(true);
  });

  it('5.2: one may offer any piece "trừ Tướng (Soái)": a move that leaves one\'s own king attacked is illegal', () => {
    // The red rook on e3 pins itself in front of its king against the black rook on e9.
    expect(legal('3kr4/9/9/9/9/9/4R4/9/9/4K4 w', 'e3d3')).toBe(false);
    expect(legal('3kr4/9/9/9/9/9/4R4/9/9/4K4 w', 'e3e9')).toBe(true);
  });

  it('6.1: "Tướng bị chiếu từ cả bốn hướng (bị chiếu cả từ phía sau)"', () => {
    // The red king on e1 is checked from behind by the black rook on e0.
    expect(position('3k5/9/9/9/9/9/9/9/4K4/4r4 w').isCheck()).toBe(true);
    expect(position('3k5/9/9/9/9/9/9/9/4K4/3r5 w').isCheck()).toBe(false);
  });

  it('6.2: "a) Di chuyển Tướng … b) Bắt quân đang chiếu. c) Dùng quân khác cản quân chiếu"', () => {
    // The black rook on e8 checks the red king on e0; red can step aside, capture the rook with
    // its own on a8, or block with the rook on i1.
    const p = position('3k5/R3r4/9/9/9/9/9/9/8R/3AK4 w');
    expect(p.isCheck()).toBe(true);
    const answers = p.legalMoves().map((m) => `${squareName(m.from)}${squareName(m.to)}`);
    expect(answers).toContain('e0f0'); // a) the king moves
    expect(answers).toContain('a8e8'); // b) the checker is captured
    expect(answers).toContain('i1e1'); // c) the rook blocks
    expect(answers).not.toContain('i1i2'); // anything else leaves the king in check
    expect(answers).not.toContain('e0e1');
  });
});

describe('Điều 7: winning and drawing as the board decides', () => {
  it('7.1a and 7.1c: "Chiếu bí được Tướng đối phương" wins', () => {
    const o = position('3k5/3R5/3R5/9/9/9/9/9/9/4K4 b').outcome();
    expect(o).toMatchObject({ winner: 'red', reason: 'checkmate', article: '7.1a' });
  });

  it('7.1b: "bị vây chặt hết nước đi … tuy chưa bị chiếu hết, đối phương vẫn bị tuyên bộ thua cờ"', () => {
    const p = position('3k5/R8/9/9/4R4/9/9/9/9/5K3 b');
    expect(p.isCheck()).toBe(false);
    expect(p.outcome()).toMatchObject({ winner: 'red', reason: 'no-legal-moves', article: '7.1b' });
  });

  it('7.2a: a draw when "cả hai bên không còn quân nào có thể tấn công đối phương" (no Xe, Pháo, Mã, Tốt)', () => {
    expect(position('3ak4/9/4b4/9/9/9/9/9/4A4/3K5 w').outcome()).toMatchObject({
      winner: null,
      reason: 'dead-position',
      article: '7.2a',
    });
    // One pawn left, even one that cannot reach the king yet, keeps the game going.
    expect(position('3ak4/9/4b4/9/9/9/P8/9/4A4/3K5 w').outcome()).toBeUndefined();
  });

  it('7.2d and 7.2f: an agreed draw is a draw, but "bị chiếu hết, bị vây chặt … không được phép đề nghị hòa"', () => {
    const live = Game.create(INITIAL_FEN);
    if (!live.ok) throw new Error(live.error.message);
    expect(live.value.record({ winner: null, reason: 'agreement' })).toMatchObject({
      ok: true,
      value: { winner: null, article: '7.2d' },
    });
    const stuck = Game.create('3k5/R8/9/9/4R4/9/9/9/9/5K3 b');
    if (!stuck.ok) throw new Error(stuck.error.message);
    expect(stuck.value.record({ winner: null, reason: 'agreement' }).ok).toBe(false);
  });
});
