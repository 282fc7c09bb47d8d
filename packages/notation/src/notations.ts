import type { Move } from '@xq/core';

/**
 * The move notations: `vi` (Vietnamese short, `P2-5`), `vi-long` (`Pháo 2 bình 5`), `asian`
 * (Vietnamese letters with the Asian signs `+ . =`), `coord` (the magazine's `Phe2`), `wxf`
 * (`C2.5`), `chinese` (`炮二平五`), `iccs` (`H2-E2`), `ucci` (`h2e2`) and `fsf` (Fairy-Stockfish,
 * ranks 1–10: `h3e3`).
 * @example NOTATIONS.includes('wxf') // true
 * @category Notation
 */
export const NOTATIONS = [
  'vi',
  'vi-long',
  'asian',
  'coord',
  'wxf',
  'chinese',
  'iccs',
  'ucci',
  'fsf',
] as const;

/** One of the {@link NOTATIONS}. @example const n: Notation = 'vi'; @category Notation */
export type Notation = (typeof NOTATIONS)[number];

/**
 * True when `value` names a notation.
 * @example isNotation('wxf') // true
 * @category Notation
 */
export function isNotation(value: unknown): value is Notation {
  return typeof value === 'string' && (NOTATIONS as readonly string[]).includes(value);
}

/**
 * Options of the writers. Readers accept every variant whatever these say.
 * @example const o: FormatOptions = { script: 'simplified', blackDigits: 'ascii' };
 * @category Notation
 */
export interface FormatOptions {
  /** Chinese characters: `'traditional'` (default, 車 馬 進 後) or `'simplified'` (车 马 进 后). */
  readonly script?: 'traditional' | 'simplified';
  /** Black's numbers in Chinese: `'full-width'` (default, `１`…`９`) or `'ascii'` (`1`…`9`). */
  readonly blackDigits?: 'full-width' | 'ascii';
}

/** Error codes of {@link parseMove}. @example MOVE_ERROR_CODES[0] // 'MOVE_MALFORMED' @category Notation */
export const MOVE_ERROR_CODES = ['MOVE_MALFORMED', 'MOVE_ILLEGAL', 'MOVE_AMBIGUOUS'] as const;
/** One of {@link MOVE_ERROR_CODES}. @example const c: MoveErrorCode = 'MOVE_ILLEGAL'; @category Notation */
export type MoveErrorCode = (typeof MOVE_ERROR_CODES)[number];

/**
 * Why a move text was not read: `MOVE_MALFORMED` (not a move in that notation),
 * `MOVE_ILLEGAL` (a well-formed move that no legal move of the position fits) or
 * `MOVE_AMBIGUOUS` (several legal moves fit; `candidates` lists them).
 * @example
 * const e: MoveError = { code: 'MOVE_ILLEGAL', message: 'no legal move fits', text: 'X1.9', fen: '…' };
 * @category Notation
 */
export interface MoveError {
  /** What went wrong (see above). */
  readonly code: MoveErrorCode;
  /** A human-readable explanation, in English. */
  readonly message: string;
  /** The offending text (at most 100 characters). */
  readonly text: string;
  /** The position it was read in. */
  readonly fen: string;
  /**
   * The legal moves that fit, for `MOVE_AMBIGUOUS`; from {@link parseMoveLenient}, for a text
   * that fits no legal move, every legal move (to choose from).
   */
  readonly candidates?: readonly Move[];
}
