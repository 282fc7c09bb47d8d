import { type Color, FILE_NAMES, formatFen, type Piece, parseFen, type Result, type Role } from '@xq/core';
import { LETTER as LIST_LETTERS } from './coord';

// The magazine's position list (Luật Cờ Tướng 2004, the appendix on the new way of recording,
// "Ví dụ thế cớ sau đây sẽ được ghi lại như sau"): one line a side, the side's name, a colon, then
// each piece as its letter and its point, files a–i from Trắng's left, ranks 0–9 from Trắng's side:
//   Trắng: Te0 Sd0 Sf0 Ve2 Xf8
//   Đen: Te9 Sd9 Mb2 Ba4 Bb4
// The letters are the appendix's own ("Tướng = T, Sĩ = S, Tượng = V (voi), Xe = X, Pháo = P,
// Mã = M, Tốt = B (binh)"), not the scoresheet's Tg/T.

const ROLE_ORDER: readonly Role[] = ['king', 'advisor', 'elephant', 'horse', 'rook', 'cannon', 'pawn'];
const ROLE_OF_LETTER: ReadonlyMap<string, Role> = new Map(ROLE_ORDER.map((r) => [LIST_LETTERS[r], r]));
const SIDE_LABEL: Readonly<Record<Color, string>> = { red: 'Trắng', black: 'Đen' };
const FILES = FILE_NAMES;
const TOKEN = /^([A-Z])([a-i])([0-9])$/;

/**
 * Why a position list or a FEN was not converted: a line that is not `Trắng: …` or `Đen: …`, or a
 * side given twice or not at all (`POSITION_LIST_MALFORMED`), a token that is not a letter and a
 * point (`POSITION_LIST_BAD_PIECE`), two pieces on one point (`POSITION_LIST_SQUARE_TWICE`), or a
 * FEN that does not parse (`POSITION_LIST_BAD_FEN`).
 * @example const e: PositionListError = { code: 'POSITION_LIST_BAD_PIECE', message: 'Q?' };
 * @category Diagrams
 */
export interface PositionListError {
  /** What went wrong (see above). */
  readonly code:
    | 'POSITION_LIST_MALFORMED'
    | 'POSITION_LIST_BAD_PIECE'
    | 'POSITION_LIST_SQUARE_TWICE'
    | 'POSITION_LIST_BAD_FEN';
  /** A human-readable explanation, in English. */
  readonly message: string;
}

const fail = (code: PositionListError['code'], message: string): { ok: false; error: PositionListError } => ({
  ok: false,
  error: { code, message },
});

const sideOfLabel = (label: string): Color | undefined => {
  const l = label.normalize('NFC').toLowerCase();
  return l === 'trắng' ? 'red' : l === 'đen' ? 'black' : undefined;
};

/**
 * Reads a magazine position list (`Trắng: Te0 Sd0 … / Đen: Te9 …`, one side a line, or both on
 * one line separated by ` / `) into a FEN. The list does not say who moves: `turn` does (Trắng by
 * default). The position's legality is not judged here: `parseFen`/`Position` of `@xq/core` do.
 * @example
 * ```ts
 * import { parsePositionList } from '@xq/notation';
 * const r = parsePositionList('Trắng: Te0 Sd0 Sf0 Ve2 Xf8\nĐen: Te9 Sd9 Mb2 Ba4 Bb4');
 * console.log(r.ok && r.value); // → 3ak4/5R3/9/9/9/pp7/9/1n2B4/9/3AKA3 w - - 0 1
 * ```
 * @throws {TypeError} when `text` is not a string or `options.turn` is not `'red'` or `'black'`.
 * @category Diagrams
 */
export function parsePositionList(
  text: string,
  options: { readonly turn?: Color } = {},
): Result<string, PositionListError> {
  if (typeof text !== 'string') throw new TypeError('parsePositionList: text must be a string');
  if (typeof options !== 'object' || options === null) {
    throw new TypeError('parsePositionList: options must be an object');
  }
  const turn = options.turn === undefined ? 'red' : options.turn;
  if (turn !== 'red' && turn !== 'black') {
    throw new TypeError("parsePositionList: options.turn must be 'red' or 'black'");
  }
  const board: (Piece | undefined)[] = new Array(90).fill(undefined);
  const seen = new Set<Color>();
  for (const raw of text.split(/\r?\n|\s\/\s/)) {
    const line = raw.trim();
    if (line === '') continue;
    const colon = line.indexOf(':');
    const side = colon < 0 ? undefined : sideOfLabel(line.slice(0, colon).trim());
    if (side === undefined) {
      return fail(
        'POSITION_LIST_MALFORMED',
        `a line must start with "Trắng:" or "Đen:": ${JSON.stringify(line.slice(0, 40))}`,
      );
    }
    if (seen.has(side)) return fail('POSITION_LIST_MALFORMED', `${SIDE_LABEL[side]} is listed twice`);
    seen.add(side);
    for (const token of line.slice(colon + 1).split(/[\s,;]+/)) {
      if (token === '') continue;
      const m = TOKEN.exec(token);
      const role = m ? ROLE_OF_LETTER.get(m[1]!) : undefined;
      if (!m || role === undefined) {
        return fail(
          'POSITION_LIST_BAD_PIECE',
          `${JSON.stringify(token.slice(0, 12))} is not a piece letter (T S V M X P B) and a point (a0…i9)`,
        );
      }
      const sq = FILES.indexOf(m[2]!) + 9 * Number(m[3]);
      if (board[sq]) return fail('POSITION_LIST_SQUARE_TWICE', `two pieces on ${m[2]}${m[3]}`);
      board[sq] = { color: side, role };
    }
  }
  if (seen.size < 2) return fail('POSITION_LIST_MALFORMED', 'a list names both sides, "Trắng:" and "Đen:"');
  return { ok: true, value: formatFen({ board, turn, halfmoves: 0, fullmoves: 1 }) };
}

/**
 * Writes the position of a FEN as a magazine position list, Trắng's line first; each side's pieces
 * in the order king, advisors, elephants, horses, rooks, cannons, pawns, each role by file then
 * rank. Who moves is not written (the list has no place for it).
 * @example
 * ```ts
 * import { formatPositionList } from '@xq/notation';
 * const r = formatPositionList('3ak4/5R3/9/9/9/pp7/9/1n2B4/9/3AKA3 w - - 0 1');
 * console.log(r.ok && r.value.replace('\n', ' / ')); // → Trắng: Te0 Sd0 Sf0 Ve2 Xf8 / Đen: Te9 Sd9 Mb2 Ba4 Bb4
 * ```
 * @throws {TypeError} when `fen` is not a string.
 * @category Diagrams
 */
export function formatPositionList(fen: string): Result<string, PositionListError> {
  if (typeof fen !== 'string') throw new TypeError('formatPositionList: fen must be a string');
  const setup = parseFen(fen);
  if (!setup.ok) return fail('POSITION_LIST_BAD_FEN', `${setup.error.code}: ${setup.error.message}`);
  const lines: string[] = [];
  for (const color of ['red', 'black'] as const) {
    const tokens: string[] = [];
    for (const role of ROLE_ORDER) {
      for (let file = 0; file < 9; file++) {
        for (let rank = 0; rank < 10; rank++) {
          const p = setup.value.board[file + 9 * rank];
          if (p && p.color === color && p.role === role)
            tokens.push(`${LIST_LETTERS[role]}${FILES[file]}${rank}`);
        }
      }
    }
    lines.push(`${SIDE_LABEL[color]}:${tokens.length > 0 ? ' ' : ''}${tokens.join(' ')}`);
  }
  return { ok: true, value: lines.join('\n') };
}
