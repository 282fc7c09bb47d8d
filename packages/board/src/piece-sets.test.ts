import { COLORS, ROLES } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { isPieceSet, PIECE_SETS, pieceLabel } from './piece-sets';

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
});
