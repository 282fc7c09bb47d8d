import { fc, test } from '@fast-check/vitest';
import { formatFen, parseFen } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { crowdedPosition, playoutPosition } from './arbitraries.test-util';
import { formatPositionList, parsePositionList } from './position-list';

// Luật Cờ Tướng 2004, the appendix on the new way of recording: "Ví dụ thế cớ sau đây sẽ được ghi
// lại như sau:
// Trắng: Te0 Sd0 Sf0 Ve2 Xf8
// Đen: Te9 Sd9 Mb2 Ba4 Bb4"
const SEED_LIST = 'Trắng: Te0 Sd0 Sf0 Ve2 Xf8\nĐen: Te9 Sd9 Mb2 Ba4 Bb4';
const SEED_FEN = '3ak4/5R3/9/9/9/pp7/9/1n2B4/9/3AKA3 w - - 0 1';

describe('the magazine position list', () => {
  it("reads the seed's example: each letter its role (Tượng = V, Tốt = B), each point its square", () => {
    const r = parsePositionList(SEED_LIST);
    expect(r).toEqual({ ok: true, value: SEED_FEN });
    const board = parseFen(SEED_FEN);
    expect(board.ok && board.value.board[4 + 9 * 2]).toEqual({ color: 'red', role: 'elephant' }); // Ve2
    expect(board.ok && board.value.board[1 + 9 * 2]).toEqual({ color: 'black', role: 'horse' }); // Mb2
  });

  it("writes the seed's example back exactly as the appendix prints it", () => {
    expect(formatPositionList(SEED_FEN)).toEqual({ ok: true, value: SEED_LIST });
  });

  it('reads both sides on one line, any order, decomposed Vietnamese, and who moves from turn', () => {
    const one = 'Đen: Te9 Sd9 Mb2 Ba4 Bb4 / Trắng: Te0 Sd0 Sf0 Ve2 Xf8'.normalize('NFD');
    expect(parsePositionList(one, { turn: 'black' })).toEqual({
      ok: true,
      value: SEED_FEN.replace(' w ', ' b '),
    });
  });

  it.each([
    ['Trắng: Te0', 'POSITION_LIST_MALFORMED'],
    ['Đỏ: Te0\nĐen: Te9', 'POSITION_LIST_MALFORMED'],
    ['Trắng: Te0\nTrắng: Te1\nĐen: Te9', 'POSITION_LIST_MALFORMED'],
    ['Trắng: Tge0\nĐen: Te9', 'POSITION_LIST_BAD_PIECE'],
    ['Trắng: Te10\nĐen: Te9', 'POSITION_LIST_BAD_PIECE'],
    ['Trắng: Qe0\nĐen: Te9', 'POSITION_LIST_BAD_PIECE'],
    ['Trắng: Te0 Xe0\nĐen: Te9', 'POSITION_LIST_SQUARE_TWICE'],
    ['Trắng: Te0\nĐen: Te0', 'POSITION_LIST_SQUARE_TWICE'],
  ])('%j is refused with %s', (text, code) => {
    expect(parsePositionList(text)).toMatchObject({ ok: false, error: { code } });
  });

  it('a FEN that does not parse is refused', () => {
    expect(formatPositionList('xyz')).toMatchObject({ ok: false, error: { code: 'POSITION_LIST_BAD_FEN' } });
  });

  test.prop([fc.oneof(playoutPosition(60), crowdedPosition)], { numRuns: 60 })(
    'round trip: list → FEN → list, FEN → list → FEN (the placement and the side to move)',
    (pos) => {
      const fen = formatFen({ ...parseFenOk(pos.fen()), halfmoves: 0, fullmoves: 1 });
      const list = formatPositionList(fen);
      expect(list.ok).toBe(true);
      if (!list.ok) return;
      const turn = parseFenOk(fen).turn;
      expect(parsePositionList(list.value, { turn })).toEqual({ ok: true, value: fen });
      expect(formatPositionList(fen)).toEqual(list);
    },
  );

  test.prop([fc.string({ maxLength: 80 }), fc.constantFrom('red', 'black')])(
    'never throws on a string: a FEN or a typed error',
    (text, turn) => {
      const r = parsePositionList(text, { turn });
      if (r.ok) expect(parseFen(r.value).ok).toBe(true);
      else expect(r.error.code).toMatch(/^POSITION_LIST_/);
      const f = formatPositionList(text);
      if (!f.ok) expect(f.error.code).toBe('POSITION_LIST_BAD_FEN');
    },
  );

  it.each([undefined, null, 3, {}, '__proto__', 'toString', 'constructor'])(
    'wrong JS types throw a TypeError naming the function (%j)',
    (bad) => {
      if (typeof bad !== 'string') {
        expect(() => parsePositionList(bad as never)).toThrow(/parsePositionList/);
        expect(() => formatPositionList(bad as never)).toThrow(/formatPositionList/);
      }
      if (bad !== undefined)
        expect(() => parsePositionList('', { turn: bad as never })).toThrow(/options.turn/);
      expect(parsePositionList(`${String(bad)}: Te0`).ok).toBe(false);
    },
  );
});

function parseFenOk(fen: string) {
  const r = parseFen(fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
