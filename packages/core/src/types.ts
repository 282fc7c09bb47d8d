import { wrong } from './args';

/** The two sides. Red moves first (Điều 2.2). @category Vocabulary */
export const COLORS = ['red', 'black'] as const;
/** A side: `'red'` or `'black'`. @category Vocabulary */
export type Color = (typeof COLORS)[number];

/**
 * The seven roles (Điều 3): king (Tướng/Soái), advisor (Sĩ), elephant (Tượng), horse (Mã),
 * rook (Xe), cannon (Pháo), pawn (Tốt/Binh).
 * @category Vocabulary
 */
export const ROLES = ['king', 'advisor', 'elephant', 'horse', 'rook', 'cannon', 'pawn'] as const;
/** One of the seven roles. @category Vocabulary */
export type Role = (typeof ROLES)[number];

/** A piece: a role of a colour. @category Vocabulary */
export interface Piece {
  /** Its side. */
  readonly color: Color;
  /** What it is. */
  readonly role: Role;
}

/**
 * A point of the board, `file + 9 * rank`, 0..89: file a..i = 0..8 from red's left, rank 0..9
 * from red's back rank (ICCS: `a0` = 0, `e0` = 4, `i9` = 89). A public contract.
 * @category Vocabulary
 */
export type Square = number;

/** A move from one point to another. @category Vocabulary */
export interface Move {
  /** The point the piece leaves. */
  readonly from: Square;
  /** The point it goes to (capturing what stands there). */
  readonly to: Square;
}

/**
 * The one result shape of every function that reads untrusted input.
 * @category Errors
 */
export type Result<T, E> =
  | {
      /** It worked. */
      readonly ok: true;
      /** What was read or made. */
      readonly value: T;
    }
  | {
      /** It did not. */
      readonly ok: false;
      /** Why, with a stable `code` and a `message`. */
      readonly error: E;
    };

/**
 * The opposite colour.
 * @throws RangeError when `color` is not `'red'` or `'black'`.
 * @example opposite('red') // 'black'
 * @category Vocabulary
 */
export function opposite(color: Color): Color {
  if (color === 'red') return 'black';
  if (color === 'black') return 'red';
  throw wrong(RangeError, 'opposite', "a colour is 'red' or 'black'", color);
}
