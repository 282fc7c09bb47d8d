// classifyOpening against cases read off the classifiers' rule text (xqbase's ECCO, vschess's
// port): each case names the rule it follows. Moves in ICCS; the WXF the rules read is beside them.

import { describe, expect, it } from 'vitest';
import { classifyOpening, ECCO_CODES, eccoNames } from './index';

const code = (moves: string[] | string): string => {
  const r = classifyOpening(moves);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.code;
};

describe('classifyOpening: the rules', () => {
  it('no move is A00 (其他开局), the default of the root', () => {
    expect(code([])).toBe('A00');
    expect(classifyOpening([])).toMatchObject({ ok: true, value: { name: { zh: '其他开局' } } });
  });

  it("Red's first move picks the family; a first move on the left half is read mirrored", () => {
    expect(code(['h2e2', 'b9c7'])).toBe('B01'); // C2.5 N2+3: 中炮对进右马
    expect(code(['h2e2', 'h9g7'])).toBe('B05'); // C2.5 N8+7, nothing after: 中炮对进左马
    expect(code(['h2e2', 'h7e7'])).toBe('D00'); // C2.5 C8.5: 顺炮
    expect(code(['h2e2', 'b7e7'])).toBe('D50'); // C2.5 C2.5: 中炮对列炮
    expect(code(['g0e2'])).toBe('A10'); // B3+5: 飞相局
    expect(code(['c0e2'])).toBe('A10'); // B7+5, read as B3+5
    expect(code(['b0c2'])).toBe('A40'); // N8+7, read as N2+3: 起马局
    expect(code(['h2f2'])).toBe('A50'); // C2.4: 仕角炮局
    expect(code(['h2d2'])).toBe('A60'); // C2.6: 过宫炮局
    expect(code(['g3g4'])).toBe('E00'); // P3+1: 仙人指路局
    expect(code(['c3c4'])).toBe('E00'); // P7+1, read as P3+1
    expect(code(['d0e1'])).toBe('A01'); // A4+5: 上仕局
    expect(code(['e3e4'])).toBe('A00'); // P5+1: no rule
  });

  it('顺炮直车对横车 (D20): 1. C2.5 C8.5 2. N2+3 N8+7 3. R1.2 R9+1', () => {
    expect(code('h2e2 h7e7 h0g2 h9g7 i0h0 i9i8')).toBe('D20');
  });

  it('the screen horses main line C20 is matched by the set of moves, in any order', () => {
    // C2.5 N8+7 N2+3 R9.8 R1.2 P7+1 R2+6 N2+3 N8+7 P3+1: 中炮过河车七路马对屏风马两头蛇
    expect(code('h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 h0h6 b9c7 b0c2 c6c5')).toBe('C20');
    // Black's moves in another order: the same code.
    expect(code('h2e2 h9g7 h0g2 g6g5 i0h0 i9h9 h0h6 c6c5 b0c2 b9c7')).toBe('C20');
    // Red's too.
    expect(code('h2e2 h9g7 h0g2 i9h9 b0c2 g6g5 i0h0 b9c7 h0h6 c6c5')).toBe('C20');
  });

  it('C20 then R9+1 (the left horizontal rook) is C21', () => {
    expect(code('h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 h0h6 b9c7 b0c2 c6c5 a0a1')).toBe('C21');
  });

  it('reads ICCS in any case, with or without the dash', () => {
    expect(code(['H2-E2', 'h9-G7'])).toBe(code(['h2e2', 'h9g7']));
  });
});

describe('classifyOpening: bad input is a typed error', () => {
  it('a malformed move names its ply', () => {
    expect(classifyOpening(['h2e2', 'zz'])).toEqual({
      ok: false,
      error: { code: 'DB_OPENING_MOVE', message: 'not an ICCS move: "zz"', ply: 1 },
    });
  });
  it('an illegal move names its ply', () => {
    const r = classifyOpening(['h2e2', 'h2e2']);
    expect(r.ok ? undefined : r.error).toMatchObject({ code: 'DB_OPENING_ILLEGAL', ply: 1 });
  });
  it('an illegal move after the twenty plies the rules read is caught too', () => {
    // CCPD/全盤戰術/00000147.pgn's first 20 plies (A01), then the king two points up.
    const a01 =
      'f0e1 h7e7 h2d2 h9g7 h0g2 i9h9 g0e2 b9c7 i0f0 b7a7 b0c2 a9b9 a0b0 b9b3 b2a2 b3c3 b0b2 h9h5 a2a1 h5c5';
    expect(code(a01)).toBe('A01');
    const r = classifyOpening(`${a01} e0e2`);
    expect(r.ok ? undefined : r.error).toMatchObject({ code: 'DB_OPENING_ILLEGAL', ply: 20 });
  });
  it('not moves at all', () => {
    for (const bad of [42, null, undefined, {}, [1], ['h2e2', null]]) {
      const r = classifyOpening(bad as never);
      expect(r.ok ? undefined : r.error.code).toBe('DB_OPENING_INPUT');
    }
  });
});

describe("classifyOpening: where xqbase's tags and vschess part", () => {
  // Two CCPD games (../shared/corpus/ccpd.pgn.gz): their ECCO tags, written from xqbase's records,
  // are the `as: 'xqbase'` codes; vschess's rule reads further or names the branch the other way.
  it("C45/C46: black's right rook to the second file at ply 16 is read by vschess only", () => {
    // CCPD/中局/00001141.pgn, tagged C45. Ply 16 (black's 8th move) is R1.2 (a9b9).
    const g =
      'h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 h0h6 b9c7 c3c4 h7i7 h6g6 i7i8 b0c2 d9e8 b2a2 a9b9 a0b0 i8g8 g6f6 g7h5';
    expect(code(g)).toBe('C46');
    expect(classifyOpening(g, { as: 'vschess' })).toEqual(classifyOpening(g));
    const x = classifyOpening(g, { as: 'xqbase' });
    expect(x.ok && x.value.code).toBe('C45');
    expect(x.ok && x.value.variation?.zh).toBe('红左边炮对黑退边炮上右士');
  });
  it('C85/C86: the river cannon against the left horse to the river is named the other way', () => {
    // CCPD/對局/大師對局/以棋手分類/呂欽/00000012.pgn, tagged C85: red N7+6 then R1+1.
    const g =
      'h2e2 h9g7 h0g2 i9h9 c3c4 g6g5 b0c2 b9c7 b2b4 g7h5 c2d4 c9e7 i0i1 h9h8 e2d2 h8f8 a0a1 d9e8 g0e2 b7b5';
    expect(code(g)).toBe('C86');
    const x = classifyOpening(g, { as: 'xqbase' });
    expect(x.ok && x.value.code).toBe('C85');
  });
  it('a short game reads the same either way', () => {
    expect(classifyOpening('h2e2 h9g7 h0g2 b9c7', { as: 'xqbase' })).toEqual(
      classifyOpening('h2e2 h9g7 h0g2 b9c7'),
    );
  });
  it('an unknown classifier is a typed error', () => {
    for (const bad of [{ as: 'ecco' }, null, 'xqbase', 7]) {
      const r = classifyOpening('h2e2', bad as never);
      expect(r.ok ? undefined : r.error.code).toBe('DB_OPENING_INPUT');
    }
  });
});

describe('the names', () => {
  it('every code has a Chinese, a Vietnamese and an English name; no Chinese left in the others', () => {
    expect(ECCO_CODES.length).toBe(260);
    for (const c of ECCO_CODES) {
      const n = eccoNames(c)!;
      for (const name of [n.name, n.variation].filter((x) => x !== undefined)) {
        expect(name.zh).not.toBe('');
        expect(name.vi).not.toMatch(/\p{Script=Han}|[０-９#]/u);
        expect(name.en).not.toMatch(/\p{Script=Han}|[０-９#]/u);
        expect(name.vi.length).toBeGreaterThan(2);
      }
    }
  });
  it('composes the family names Vietnamese players use', () => {
    expect(eccoNames('C00')?.name).toEqual({
      zh: '中炮对屏风马',
      vi: 'Pháo đầu đối Bình phong mã',
      en: 'Central Cannon vs Screen Horses',
    });
    expect(eccoNames('D50')?.name.vi).toBe('Pháo đầu đối Nghịch pháo');
    expect(eccoNames('C02')).toMatchObject({
      name: { zh: '中炮七路马对屏风马' },
      variation: { zh: '红左马盘河' },
    });
    // The sides are Trắng and Đen in Vietnamese.
    expect(eccoNames('C02')?.variation?.vi).toMatch(/^Trắng /);
  });
});
