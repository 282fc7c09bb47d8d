import type { Role } from './types';

// The one place that says how each role is written and named. Every table is keyed by
// {@link Role}, so a table that forgets a role or adds one does not type-check, and lists the
// roles in the order of ROLES (pieces.test.ts checks it): the FEN readers take a role's code
// 1..7 from its place in the table. No runtime import: modules that load early (the FEN fast
// path) read these tables when they load.

/**
 * FEN piece letters of each role, in black's lower case (red writes the same letter in upper
 * case). `standard` is the letter set of Chinese and UCCI programs (`KABNRCP`: `b` elephant,
 * `n` horse); `wxf` is the World Xiangqi Federation's (`KAERCHP`: `e` elephant, `h` horse), whose
 * upper-case letters are also the piece letters of WXF move notation. `parseFen` reads both sets;
 * `formatFen` writes either.
 * @example
 * FEN_LETTERS.standard.horse; // 'n'
 * FEN_LETTERS.wxf.horse.toUpperCase(); // 'H'
 * @category Vocabulary
 */
export const FEN_LETTERS: Readonly<Record<'standard' | 'wxf', Readonly<Record<Role, string>>>> =
  Object.freeze({
    standard: Object.freeze({
      king: 'k',
      advisor: 'a',
      elephant: 'b',
      horse: 'n',
      rook: 'r',
      cannon: 'c',
      pawn: 'p',
    }),
    wxf: Object.freeze({
      king: 'k',
      advisor: 'a',
      elephant: 'e',
      horse: 'h',
      rook: 'r',
      cannon: 'c',
      pawn: 'p',
    }),
  });

/**
 * English names of the roles, as the API spells them (the rook is also called the chariot).
 * @example ROLE_NAMES.rook; // 'rook'
 * @category Vocabulary
 */
export const ROLE_NAMES: Readonly<Record<Role, string>> = Object.freeze({
  king: 'king',
  advisor: 'advisor',
  elephant: 'elephant',
  horse: 'horse',
  rook: 'rook',
  cannon: 'cannon',
  pawn: 'pawn',
});

/**
 * Vietnamese names of the roles, in the words of the law (Luật Cờ Tướng, Điều 11.2: "Tướng
 * (Soái): Tg, Sĩ: S, Tượng: T, Xe: X, Pháo: P, Mã: M, Tốt (Binh): B"). The law's other names,
 * Soái for the king and Binh for the pawn, name the same pieces (Điều 2.2).
 * @example ROLE_NAMES_VI.cannon; // 'Pháo'
 * @category Vocabulary
 */
export const ROLE_NAMES_VI: Readonly<Record<Role, string>> = Object.freeze({
  king: 'Tướng',
  advisor: 'Sĩ',
  elephant: 'Tượng',
  horse: 'Mã',
  rook: 'Xe',
  cannon: 'Pháo',
  pawn: 'Tốt',
});

/**
 * Vietnamese piece letters of the roles, the ones the law's notation writes (Luật Cờ Tướng,
 * Quyết định 11991/1999/UBTDTT-TT1, Điều 11.2: "Cách ghi các ký hiệu của quân cờ được quy ước như
 * sau: Tướng (Soái): Tg, Sĩ: S, Tượng: T, Xe: X, Pháo: P, Mã: M, Tốt (Binh): B"). Both sides write
 * the same letters.
 * @example ROLE_LETTERS_VI.king; // 'Tg'
 * @example ROLE_LETTERS_VI.horse; // 'M'
 * @category Vocabulary
 */
export const ROLE_LETTERS_VI: Readonly<Record<Role, string>> = Object.freeze({
  king: 'Tg',
  advisor: 'S',
  elephant: 'T',
  horse: 'M',
  rook: 'X',
  cannon: 'P',
  pawn: 'B',
});
