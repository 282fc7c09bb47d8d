import { describe, expect, it } from 'vitest';
import { formatFen, INITIAL_FEN, parseFen } from './fen';
import { FEN_LETTERS, PIECE_CHARACTERS, ROLE_LETTERS_VI, ROLE_NAMES, ROLE_NAMES_VI } from './pieces';
import { ROLES } from './types';

describe('the piece letters and names', () => {
  it('every table lists the seven roles in the order of ROLES', () => {
    for (const table of [
      FEN_LETTERS.standard,
      FEN_LETTERS.wxf,
      ROLE_NAMES,
      ROLE_NAMES_VI,
      ROLE_LETTERS_VI,
      ...Object.values(PIECE_CHARACTERS).flatMap((set) => [set.red, set.black]),
    ])
      expect(Object.keys(table)).toEqual([...ROLES]);
  });

  it('the tables cannot be changed by a caller', () => {
    for (const table of [
      FEN_LETTERS,
      FEN_LETTERS.standard,
      FEN_LETTERS.wxf,
      ROLE_NAMES,
      ROLE_NAMES_VI,
      ROLE_LETTERS_VI,
      PIECE_CHARACTERS,
      ...Object.values(PIECE_CHARACTERS).flatMap((set) => [set, set.red, set.black]),
    ])
      expect(Object.isFrozen(table)).toBe(true);
  });

  it('each letter set names seven roles with seven letters, and the two differ only for elephant and horse', () => {
    for (const letters of Object.values(FEN_LETTERS)) expect(new Set(Object.values(letters)).size).toBe(7);
    const differ = ROLES.filter((r) => FEN_LETTERS.standard[r] !== FEN_LETTERS.wxf[r]);
    expect(differ).toEqual(['elephant', 'horse']);
  });

  it('the FEN codecs read and write with these letters', () => {
    // The start position of the law (Điều 3), written with each set's letters.
    const setup = parseFen(INITIAL_FEN);
    if (!setup.ok) throw new Error(setup.error.message);
    const wxf = formatFen(setup.value, { letters: 'wxf' });
    expect(wxf.split(' ')[0]).toBe('rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR');
    expect(parseFen(wxf)).toEqual(setup);
    for (const role of ROLES) {
      const at = setup.value.board.findIndex((p) => p?.role === role && p.color === 'black');
      const rank = formatFen(setup.value).split('/')[9 - Math.floor(at / 9)]!;
      expect(rank).toContain(FEN_LETTERS.standard[role]);
    }
  });

  it('the Vietnamese names are the words of the law', () => {
    // Luật Cờ Tướng, Điều 11.2: "Tướng (Soái): Tg, Sĩ: S, Tượng: T, Xe: X, Pháo: P, Mã: M, Tốt (Binh): B".
    const law = 'Tướng (Soái): Tg, Sĩ: S, Tượng: T, Xe: X, Pháo: P, Mã: M, Tốt (Binh): B';
    const words = law.split(', ').map((entry) => entry.split(/[ :]/)[0]);
    expect(new Set(Object.values(ROLE_NAMES_VI))).toEqual(new Set(words));
    expect(ROLE_NAMES_VI.king).toBe('Tướng');
    expect(ROLE_NAMES_VI.pawn).toBe('Tốt');
  });

  it('the Vietnamese letters are the letters of the law, each beside its piece', () => {
    // Luật Cờ Tướng, Điều 11.2: "Cách ghi các ký hiệu của quân cờ được quy ước như sau: Tướng (Soái): Tg,
    // Sĩ: S, Tượng: T, Xe: X, Pháo: P, Mã: M, Tốt (Binh): B".
    const law = 'Tướng (Soái): Tg, Sĩ: S, Tượng: T, Xe: X, Pháo: P, Mã: M, Tốt (Binh): B';
    const letterOf = new Map(law.split(', ').map((entry) => [entry.split(/[ :]/)[0], entry.split(': ')[1]]));
    for (const role of ROLES) expect(ROLE_LETTERS_VI[role]).toBe(letterOf.get(ROLE_NAMES_VI[role]));
    expect(new Set(Object.values(ROLE_LETTERS_VI)).size).toBe(7);
  });

  it('the Chinese faces: seven per side; red and black differ on every traditional face', () => {
    const same = (set: (typeof PIECE_CHARACTERS)['traditional']) =>
      ROLES.filter((r) => set.red[r] === set.black[r]);
    for (const set of Object.values(PIECE_CHARACTERS))
      for (const side of [set.red, set.black]) expect(new Set(Object.values(side)).size).toBe(7);
    expect(same(PIECE_CHARACTERS.traditional)).toEqual([]);
    // The simplified set draws 马 车 炮 for both sides: the colour tells them apart.
    expect(same(PIECE_CHARACTERS.simplified)).toEqual(['horse', 'rook', 'cannon']);
  });
});
