import {
  type Color,
  type Move,
  type Piece,
  type Position,
  ROLE_NAMES,
  ROLE_NAMES_VI,
  type Square,
  squareName,
} from '@xq/core';
import type { Shown } from './rules';

/**
 * The language of the screen-reader announcements: `'en'` or `'vi'` (the law's words: Trắng,
 * Đen, chiếu, chiếu bí).
 * @example const lang: Lang = 'vi';
 * @category Announcements
 */
export type Lang = 'en' | 'vi';

/** Both {@link Lang} values (read by the options parser; not exported by the package). */
export const LANGS = ['en', 'vi'] as const satisfies readonly Lang[];

/**
 * Writes a move for the announcements, e.g. with `@xq/notation`:
 * `(fen, m) => formatMove(Position.fromFen(fen).value, m, 'vi')` (after checking `ok`): the
 * board depends neither on the notation package nor on core's `Position`, the app opts in.
 * Called with the FEN of the position before the move and a legal move.
 * @example const plain: MoveFormatter = (fen, move) => `${move.from}-${move.to}`;
 * @category Announcements
 */
export type MoveFormatter = (fen: string, move: Move) => string;

const WORDS = {
  en: {
    color: { red: 'Red', black: 'Black' } as Record<Color, string>,
    role: ROLE_NAMES,
    to: 'to',
    takes: 'takes',
    check: 'check',
    mate: 'checkmate',
    empty: 'empty',
    picked: 'picked',
    moves: (n: number) => (n === 1 ? '1 move' : `${n} moves`),
  },
  vi: {
    color: { red: 'Trắng', black: 'Đen' } as Record<Color, string>,
    role: ROLE_NAMES_VI,
    to: 'đến',
    takes: 'ăn',
    check: 'chiếu',
    mate: 'chiếu bí',
    empty: 'trống',
    picked: 'chọn',
    moves: (n: number) => `${n} nước đi`,
  },
} as const;

const words = (lang: Lang) => (lang === 'vi' ? WORDS.vi : WORDS.en);

/**
 * A piece in words: `red cannon`, `Pháo Trắng`.
 * @example pieceName({ color: 'black', role: 'horse' }, 'vi') // 'Mã Đen'
 * @category Announcements
 */
export function pieceName(piece: Piece, lang: Lang): string {
  const w = words(lang);
  return lang === 'vi'
    ? `${w.role[piece.role]} ${w.color[piece.color]}`
    : `${w.color[piece.color].toLowerCase()} ${w.role[piece.role]}`;
}

/**
 * What a point holds, for the keyboard cursor: `h2, red cannon`, `e5, trống`.
 * @throws RangeError when `square` is not an integer 0..89.
 * @example describePoint(Position.initial(), 25, 'en') // 'h2, red cannon'
 * @category Announcements
 */
export function describePoint(position: Shown, square: Square, lang: Lang): string {
  const piece = position.piece(square);
  return `${squareName(square)}, ${piece ? pieceName(piece, lang) : words(lang).empty}`;
}

/**
 * What is announced when a piece is picked: `picked red cannon h2, 12 moves`.
 * @throws RangeError when `square` is not an integer 0..89.
 * @example describePick(Position.initial(), 25, 'en') // 'picked red cannon h2, 12 moves'
 * @category Announcements
 */
export function describePick(position: Shown, square: Square, lang: Lang): string {
  const piece = position.piece(square);
  const w = words(lang);
  const n = position.legalMovesFrom(square).length;
  return `${w.picked} ${piece ? pieceName(piece, lang) : w.empty} ${squareName(square)}, ${w.moves(n)}`;
}

/**
 * The announcement of a legal move, from the position before it: the side, the move (in the
 * app's notation when it passes a {@link MoveFormatter}, else the piece and its two points),
 * the capture, and check or checkmate after it.
 * @throws RangeError when `move` is not legal in `position`.
 * @example announceMove(Position.initial(), { from: 25, to: 22 }, 'en') // 'Red: cannon h2 to e2'
 * @example announceMove(Position.initial(), { from: 25, to: 22 }, 'vi', () => 'P2-5') // 'Trắng: P2-5'
 * @category Announcements
 */
export function announceMove(position: Position, move: Move, lang: Lang, format?: MoveFormatter): string {
  return announce(position, move, lang, format);
}

/** {@link announceMove} of any position the board shows (core's or its own). @internal */
export function announce(position: Shown, move: Move, lang: Lang, format?: MoveFormatter): string {
  const next = position.play(move);
  const w = words(lang);
  const piece = position.piece(move.from)!;
  const captured = position.piece(move.to);
  let text = format
    ? String(format(position.fen(), move))
    : `${w.role[piece.role]} ${squareName(move.from)} ${w.to} ${squareName(move.to)}`;
  if (captured && !format) text += `, ${w.takes} ${pieceName(captured, lang)}`;
  if (next.isCheck()) text += `, ${next.legalMoves().length === 0 ? w.mate : w.check}`;
  return `${w.color[piece.color]}: ${text}`;
}
