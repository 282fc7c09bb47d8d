import {
  type Color,
  FEN_LETTERS,
  PIECE_CHARACTERS,
  type Piece,
  ROLE_LETTERS_VI,
  ROLES,
  type Role,
} from '@xq/core';

/**
 * How pieces are labelled: `'traditional'` Chinese characters (帥 仕 相 傌 俥 炮 兵 / 將 士 象 馬 車
 * 砲 卒), `'simplified'` Chinese (帅 仕 相 马 车 炮 兵 / 将 士 象 马 车 炮 卒), `'vietnamese'` — the
 * law's letters (Điều 11.2: Tg, S, T, X, P, M, B) — or `'western'`, the WXF letters (K A E H R C P).
 * @example const set: PieceSet = 'vietnamese';
 * @category Pieces
 */
export type PieceSet = 'traditional' | 'simplified' | 'vietnamese' | 'western';

/** Every {@link PieceSet}. @example PIECE_SETS.length // 4 @category Pieces */
export const PIECE_SETS = [
  'traditional',
  'simplified',
  'vietnamese',
  'western',
] as const satisfies readonly PieceSet[];

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
  if (!isPieceSet(set)) throw new TypeError(`unknown piece set: ${String(set)}`);
  const label = piece ? LABELS[set][piece.color]?.[piece.role] : undefined;
  if (typeof label !== 'string') throw new TypeError(`not a piece: ${JSON.stringify(piece)}`);
  return label;
}
