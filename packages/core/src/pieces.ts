import type { Color, Role } from './types';

// The one place that says how each role is written and named. Every table is keyed by
// {@link Role}, so a table that forgets a role or adds one does not type-check, and lists the
// roles in the order of ROLES (pieces.test.ts checks it).

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

/**
 * The Chinese characters on the pieces' faces, for each side: `traditional` (red 帥 仕 相 傌 俥 炮
 * 兵, black 將 士 象 馬 車 砲 卒, the red and black horse, rook and cannon told apart by their
 * radicals) and `simplified` (red 帅 仕 相 马 车 炮 兵, black 将 士 象 马 车 炮 卒). The Vietnamese law
 * names no characters; these are the sets boards and diagrams commonly draw. Chinese move records
 * often write 馬 車 炮 for both sides: `@xq/notation` reads every variant.
 * @example PIECE_CHARACTERS.traditional.red.rook; // '俥'
 * @example PIECE_CHARACTERS.simplified.black.king; // '将'
 * @category Vocabulary
 */
export const PIECE_CHARACTERS: Readonly<
  Record<'traditional' | 'simplified', Readonly<Record<Color, Readonly<Record<Role, string>>>>>
> = Object.freeze({
  traditional: Object.freeze({
    red: Object.freeze({
      king: '帥',
      advisor: '仕',
      elephant: '相',
      horse: '傌',
      rook: '俥',
      cannon: '炮',
      pawn: '兵',
    }),
    black: Object.freeze({
      king: '將',
      advisor: '士',
      elephant: '象',
      horse: '馬',
      rook: '車',
      cannon: '砲',
      pawn: '卒',
    }),
  }),
  simplified: Object.freeze({
    red: Object.freeze({
      king: '帅',
      advisor: '仕',
      elephant: '相',
      horse: '马',
      rook: '车',
      cannon: '炮',
      pawn: '兵',
    }),
    black: Object.freeze({
      king: '将',
      advisor: '士',
      elephant: '象',
      horse: '马',
      rook: '车',
      cannon: '炮',
      pawn: '卒',
    }),
  }),
});
