import { isRecord, option } from './args';
import { pieceOf } from './piece-code';
import { FEN_LETTERS } from './pieces';
import type { Setup } from './setup';
import { type Color, type Piece, type Result, ROLES } from './types';

/** The start position (Điều 3). @category FEN */
export const INITIAL_FEN = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';

/** Error codes of {@link parseFen}. @category FEN */
export const FEN_ERROR_CODES = [
  'FEN_EMPTY',
  'FEN_BAD_RANKS',
  'FEN_BAD_RANK',
  'FEN_BAD_PIECE',
  'FEN_BAD_TURN',
  'FEN_BAD_COUNTER',
  'FEN_TOO_LONG',
] as const;
/** One of {@link FEN_ERROR_CODES}. @category FEN */
export type FenErrorCode = (typeof FEN_ERROR_CODES)[number];
/** What {@link parseFen} says about bad input. @category FEN */
export interface FenError {
  /** What is wrong, as a stable code. */
  readonly code: FenErrorCode;
  /** The same for a person. */
  readonly message: string;
}

/**
 * Role code of each lower-case letter of both letter sets: 1..7, the place of the role in
 * {@link ROLES}, plus one.
 */
const LETTER_CODE: Record<string, number> = {};
for (const letters of [FEN_LETTERS.standard, FEN_LETTERS.wxf])
  for (const [i, role] of ROLES.entries()) LETTER_CODE[letters[role]] = i + 1;

const fail = (code: FenErrorCode, message: string): { ok: false; error: FenError } => ({
  ok: false,
  error: { code, message },
});

/**
 * Reads a FEN. Accepts both letter sets (`KABNRCP` and WXF's `KAERCHP`), the side as `w`, `r`
 * (red) or `b` (black), optional `- -` fields and optional counters. Only the form is checked
 * here; {@link Position.fromSetup} checks the rules.
 *
 * @returns the setup, or a {@link FenError} (never throws, whatever the input).
 * @example
 * const r = parseFen(INITIAL_FEN);
 * if (r.ok) r.value.turn; // 'red'
 * @category FEN
 */
export function parseFen(fen: string): Result<Setup, FenError> {
  if (typeof fen !== 'string') return fail('FEN_EMPTY', 'a FEN must be a string');
  if (fen.length > 1000) return fail('FEN_TOO_LONG', 'a FEN is at most 1000 characters');
  const fields = fen.trim().split(/\s+/);
  const placement = fields[0] ?? '';
  if (placement === '') return fail('FEN_EMPTY', 'empty FEN');
  const rows = placement.split('/');
  if (rows.length !== 10) return fail('FEN_BAD_RANKS', `a board has 10 ranks, this FEN has ${rows.length}`);
  const board: (Piece | undefined)[] = new Array(90).fill(undefined);
  for (let i = 0; i < 10; i++) {
    const rank = 9 - i;
    let file = 0;
    for (const ch of rows[i]!) {
      if (ch >= '1' && ch <= '9') {
        file += ch.charCodeAt(0) - 48;
      } else {
        const code = LETTER_CODE[ch.toLowerCase()];
        if (code === undefined) return fail('FEN_BAD_PIECE', `unknown piece letter '${ch}' on rank ${rank}`);
        if (file < 9) board[file + 9 * rank] = pieceOf(code | (ch === ch.toLowerCase() ? 8 : 0));
        file++;
      }
      if (file > 9) break;
    }
    if (file !== 9)
      return fail('FEN_BAD_RANK', `rank ${rank} ('${rows[i]!.slice(0, 20)}') does not have 9 points`);
  }
  let turn: Color = 'red';
  let k = 1;
  if (fields.length > 1) {
    const side = fields[1]!.toLowerCase();
    if (side === 'w' || side === 'r') turn = 'red';
    else if (side === 'b') turn = 'black';
    else return fail('FEN_BAD_TURN', `side to move must be w, r or b, not '${fields[1]!.slice(0, 10)}'`);
    k = 2;
  }
  while (k < fields.length && fields[k] === '-') k++;
  const counters = fields.slice(k);
  if (counters.length > 2 || counters.some((c) => !/^\d{1,6}$/.test(c)))
    return fail('FEN_BAD_COUNTER', `bad move counters '${counters.join(' ').slice(0, 30)}'`);
  const halfmoves = counters.length > 0 ? Number(counters[0]) : 0;
  const fullmoves = counters.length > 1 ? Math.max(1, Number(counters[1])) : 1;
  return { ok: true, value: { board, turn, halfmoves, fullmoves } };
}

/** Letter set for {@link formatFen}: `'standard'` (`KABNRCP`, default) or `'wxf'` (`KAERCHP`). @category FEN */
export type FenLetters = 'standard' | 'wxf';

/**
 * The letter set of `options` (default `'standard'`).
 * @throws TypeError when `options` is not an object; RangeError for another letter set.
 * @internal
 */
export const fenLetters = (options: unknown, fn: string): FenLetters =>
  option(options, 'letters', ['standard', 'wxf'] as const, fn);

/**
 * Writes canonical FEN: standard letters (or WXF's with `letters: 'wxf'`), side `w`/`b`,
 * `- -`, then the counters.
 * @throws TypeError when `setup` is not a setup: `board` not 90 entries each a piece or empty,
 * `turn` not `'red'`/`'black'`, a counter not a non-negative safe integer (`fullmoves` ≥ 1);
 * RangeError when `options.letters` is not `'standard'` or `'wxf'`.
 * @example formatFen(parseFen(INITIAL_FEN).value) === INITIAL_FEN // true
 * @category FEN
 */
export function formatFen(setup: Setup, options: { readonly letters?: FenLetters } = {}): string {
  if (!isRecord(setup) || !Array.isArray(setup.board) || setup.board.length !== 90)
    throw new TypeError('formatFen: setup.board must have 90 entries');
  const { turn, halfmoves, fullmoves } = setup;
  if (
    (turn !== 'red' && turn !== 'black') ||
    !Number.isSafeInteger(halfmoves) ||
    halfmoves < 0 ||
    !Number.isSafeInteger(fullmoves) ||
    fullmoves < 1
  )
    throw new TypeError('formatFen: turn must be red or black, halfmoves an integer >= 0, fullmoves >= 1');
  const l = fenLetters(options, 'formatFen');
  const letters = FEN_LETTERS[l];
  const rows: string[] = [];
  for (let rank = 9; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 9; file++) {
      const p = setup.board[file + 9 * rank];
      if (p === undefined || p === null) {
        empty++;
        continue;
      }
      const role = isRecord(p) ? ROLES.indexOf(p.role as Piece['role']) : -1;
      if (role < 0 || (p.color !== 'red' && p.color !== 'black'))
        throw new TypeError(`formatFen: no piece at ${file + 9 * rank}`);
      if (empty) row += empty;
      empty = 0;
      const letter = letters[ROLES[role]!];
      row += p.color === 'red' ? letter.toUpperCase() : letter;
    }
    if (empty) row += empty;
    rows.push(row);
  }
  return `${rows.join('/')} ${setup.turn === 'red' ? 'w' : 'b'} - - ${setup.halfmoves} ${setup.fullmoves}`;
}
