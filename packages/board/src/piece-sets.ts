import {
  type Color,
  FEN_LETTERS,
  PIECE_CHARACTERS,
  type Piece,
  ROLE_LETTERS_VI,
  ROLES,
  type Role,
} from '@xq/core';
import { shownValue } from './thrown';

/**
 * How pieces are labelled: `'traditional'` Chinese characters (帥 仕 相 傌 俥 炮 兵 / 將 士 象 馬 車
 * 砲 卒), `'simplified'` Chinese (帅 仕 相 马 车 炮 兵 / 将 士 象 马 车 炮 卒), `'vietnamese'` — the
 * law's letters (Điều 11.2: Tg, S, T, X, P, M, B) — `'western'`, the WXF letters (K A E H R C P),
 * or `'print'`: the traditional characters drawn as books and papers print them (Điều 2.2, "Trên
 * sách báo, quân nào chữ đen trên nền trắng được gọi là quân Trắng, quân nào có chữ trắng trên
 * nền đen được gọi là quân Đen"), in the ink of `PIECE_INKS` whatever the theme.
 * @example const set: PieceSet = 'vietnamese';
 * @category Pieces
 */
export type PieceSet = (typeof PIECE_SETS)[number];

/** Every {@link PieceSet}. @example PIECE_SETS.length // 5 @category Pieces */
export const PIECE_SETS = ['traditional', 'simplified', 'vietnamese', 'western', 'print'] as const;

/** The colours a piece is drawn in: its disc, its edge and its label. @category Pieces */
export interface PieceInk {
  /** The disc's fill. */
  readonly disc: string;
  /** The disc's edge and inner ring. */
  readonly edge: string;
  /** The label's colour. */
  readonly text: string;
}

const BLACK_INK = '#000';
const WHITE_PAPER = '#fff';

/**
 * The sets drawn in fixed ink rather than the theme's colours, per side: `'print'` draws Trắng
 * (`red`) as black characters on a white disc and Đen (`black`) as white characters on a black
 * disc (Điều 2.2). The other sets follow the theme (`--xq-red`, `--xq-black`, `--xq-piece`).
 * @example PIECE_INKS.print?.black.disc // '#000'
 * @category Pieces
 */
export const PIECE_INKS: Readonly<Partial<Record<PieceSet, Readonly<Record<Color, PieceInk>>>>> = {
  print: {
    red: { disc: WHITE_PAPER, edge: BLACK_INK, text: BLACK_INK },
    black: { disc: BLACK_INK, edge: BLACK_INK, text: WHITE_PAPER },
  },
};

type Labels = Readonly<Record<Color, Readonly<Record<Role, string>>>>;

// The law's letters (Điều 11.2), from core's table.
const VIETNAMESE = ROLE_LETTERS_VI;
// The WXF letters (K A E H R C P): the upper case of WXF's FEN letters.
const WESTERN = Object.fromEntries(ROLES.map((r) => [r, FEN_LETTERS.wxf[r].toUpperCase()])) as Readonly<
  Record<Role, string>
>;

const LABELS: Readonly<Record<PieceSet, Labels>> = {
  traditional: PIECE_CHARACTERS.traditional,
  simplified: PIECE_CHARACTERS.simplified,
  vietnamese: { red: VIETNAMESE, black: VIETNAMESE },
  western: { red: WESTERN, black: WESTERN },
  print: PIECE_CHARACTERS.traditional,
};

/**
 * True for one of the {@link PIECE_SETS}.
 * @example isPieceSet('western') // true
 * @category Pieces
 */
export function isPieceSet(value: unknown): value is PieceSet {
  return typeof value === 'string' && (PIECE_SETS as readonly string[]).includes(value);
}

/**
 * The label drawn on a piece. In the letter sets both sides share the letters and the colour
 * tells them apart, as on the law's scoresheets.
 * @throws TypeError when `set` is not a {@link PieceSet} or `piece` is not a piece.
 * @example pieceLabel({ color: 'red', role: 'rook' }, 'traditional') // '俥'
 * @example pieceLabel({ color: 'black', role: 'king' }, 'vietnamese') // 'Tg'
 * @category Pieces
 */
export function pieceLabel(piece: Piece, set: PieceSet): string {
  if (!isPieceSet(set)) throw new TypeError(`unknown piece set: ${shownValue(set)}`);
  let label: unknown;
  try {
    // Own entries only (a colour named `__proto__` is no colour); a piece whose fields throw when
    // read is no piece either.
    const colors = LABELS[set];
    const { color, role } = piece;
    const roles = Object.hasOwn(colors, color) ? colors[color] : undefined;
    label = roles && Object.hasOwn(roles, role) ? roles[role] : undefined;
  } catch {
    label = undefined;
  }
  if (typeof label !== 'string') throw new TypeError(`not a piece: ${shownValue(piece)}`);
  return label;
}
