import { COLORS, ROLES } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { isPieceSet, PIECE_INKS, PIECE_SETS, pieceLabel } from './piece-sets';

describe('piece sets', () => {
  // Điều 11.2: "Tướng (Soái): Tg, Sĩ: S, Tượng: T, Xe: X, Pháo: P, Mã: M, Tốt (Binh): B".
  it('labels pieces with the law’s Vietnamese letters, the same for both sides', () => {
    const letters = ROLES.map((role) => pieceLabel({ color: 'red', role }, 'vietnamese'));
    expect(letters).toEqual(['Tg', 'S', 'T', 'M', 'X', 'P', 'B']);
    expect(ROLES.map((role) => pieceLabel({ color: 'black', role }, 'vietnamese'))).toEqual(letters);
  });

  it('labels pieces with traditional and simplified characters and the WXF letters', () => {
    expect(pieceLabel({ color: 'red', role: 'horse' }, 'traditional')).toBe('傌');
    expect(pieceLabel({ color: 'black', role: 'cannon' }, 'traditional')).toBe('砲');
    expect(pieceLabel({ color: 'black', role: 'rook' }, 'simplified')).toBe('车');
    expect(pieceLabel({ color: 'red', role: 'king' }, 'simplified')).toBe('帅');
    expect(ROLES.map((role) => pieceLabel({ color: 'red', role }, 'western')).join('')).toBe('KAEHRCP');
  });

  it('gives the seven roles seven different labels in every set', () => {
    for (const set of PIECE_SETS)
      for (const color of COLORS)
        expect(new Set(ROLES.map((role) => pieceLabel({ color, role }, set))).size, `${set} ${color}`).toBe(
          7,
        );
  });

  it('throws a TypeError for an unknown set or a non-piece', () => {
    expect(isPieceSet('klingon')).toBe(false);
    expect(() => pieceLabel({ color: 'red', role: 'rook' }, 'klingon' as never)).toThrow(TypeError);
    expect(() => pieceLabel({ color: 'red', role: 'queen' } as never, 'western')).toThrow(TypeError);
    expect(() => pieceLabel(null as never, 'western')).toThrow(TypeError);
    expect(() => pieceLabel({ color: '__proto__', role: 'toString' } as never, 'western')).toThrow(TypeError);
  });

  // Điều 2.2 (Quyết định 1999, seed 000): "Trên sách báo, quân nào chữ đen trên nền trắng được
  // gọi là quân Trắng, quân nào có chữ trắng trên nền đen được gọi là quân Đen."
  it('draws the print set as books print it: Trắng black on white, Đen white on black', () => {
    const ink = PIECE_INKS.print!;
    const luminance = (hex: string) => Number.parseInt(hex.slice(1), 16);
    expect([ink.red.text, ink.red.disc].map(luminance)).toEqual([0x000, 0xfff]);
    expect([ink.black.text, ink.black.disc].map(luminance)).toEqual([0xfff, 0x000]);
    expect(isPieceSet('print')).toBe(true);
    // The characters are the traditional ones, one set for both sides as printed diagrams use.
    for (const color of COLORS)
      for (const role of ROLES)
        expect(pieceLabel({ color, role }, 'print')).toBe(pieceLabel({ color, role }, 'traditional'));
    // Only the print set has fixed ink: the others follow the theme.
    expect(PIECE_SETS.filter((set) => PIECE_INKS[set] !== undefined)).toEqual(['print']);
  });
});
