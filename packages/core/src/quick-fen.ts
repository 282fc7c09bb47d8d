import { ADVISOR, ELEPHANT, KING, PAWN } from './board-codes';
import { KeylessBoard } from './keyless-board';
import { FEN_LETTERS } from './pieces';
import {
  ADVISOR_POINTS,
  ELEPHANT_POINTS,
  inPalace,
  MAX_PER_ROLE,
  mirrorRank,
  pawnPointFault,
} from './tables';
import { ROLES } from './types';

/**
 * The fast path of `Position.fromFen` for the FENs programs write: one pass over the characters
 * into piece codes, then the setup rules as table look-ups. It only says yes or "ask the full
 * path": any FEN it does not take (an unusual spacing, a letter outside ASCII, a FEN or a setup
 * with something wrong) goes through `parseFen` and `validateSetupToBoard`, which accept exactly
 * the same positions and name the first fault. So errors, their codes and messages come from
 * one place.
 */

// The tables are built by functions marked pure, so that a bundle that never reads a FEN by
// `Position.fromFen` (an app of `@xq/board`) leaves them out with this module.

/** Piece code of each ASCII FEN letter (both letter sets), 0 when not a piece letter. */
const CODE = /* @__PURE__ */ letterCodes();
function letterCodes(): Int8Array {
  const code = new Int8Array(128);
  // Role code 1..7: the place of the role in ROLES, plus one.
  for (const letters of [FEN_LETTERS.standard, FEN_LETTERS.wxf])
    for (const [i, role] of ROLES.entries()) {
      code[letters[role].charCodeAt(0)] = (i + 1) | 8;
      code[letters[role].toUpperCase().charCodeAt(0)] = i + 1;
    }
  return code;
}

/**
 * May piece code `p` stand on square `s` (index `p * 90 + s`)? Bit 1: in lenient mode (the king
 * in its palace); bit 2: in strict mode (also advisors, elephants and pawns on their points; the
 * rule of two pawns on one file before the river is checked apart). The same rules as
 * `validateSetupToBoard`.
 */
const PLACE = /* @__PURE__ */ placeTable();
function placeTable(): Uint8Array {
  const place = new Uint8Array(16 * 90);
  for (let p = 1; p < 16; p++) {
    const role = p & 7;
    if (role === 0) continue;
    const c = p >> 3;
    for (let s = 0; s < 90; s++) {
      const own = c === 0 ? s : mirrorRank(s);
      const lenient = role !== KING || inPalace(c, s);
      let strict = lenient;
      if (role === ADVISOR) strict = ADVISOR_POINTS.includes(own);
      else if (role === ELEPHANT) strict = ELEPHANT_POINTS.includes(own);
      else if (role === PAWN) strict = pawnPointFault(own) === undefined;
      place[p * 90 + s] = (lenient ? 1 : 0) | (strict ? 2 : 0);
    }
  }
  return place;
}

const counts = /* @__PURE__ */ new Int8Array(16);

/** The value of the last field that `digits` read. */
let read = 0;

/** Reads a field of 1..6 digits at `i` into `read`; returns its end, or -1. */
function digits(fen: string, i: number): number {
  let j = i;
  let value = 0;
  while (j < fen.length && j - i < 7) {
    const c = fen.charCodeAt(j);
    if (c < 48 || c > 57) break;
    value = value * 10 + (c - 48);
    j++;
  }
  read = value;
  return j === i || j - i > 6 ? -1 : j;
}

/**
 * The board, side and counters of a FEN in its usual form (single spaces, ASCII letters) that
 * passes every setup rule of its mode, or `undefined` for anything else (then the full path
 * decides).
 */
export function quickFen(
  fen: string,
  strict: boolean,
): { board: KeylessBoard; halfmoves: number; fullmoves: number } | undefined {
  const n = fen.length;
  if (n > 1000) return undefined;
  counts.fill(0);
  // The pieces go straight onto a fresh board (its points start empty); a FEN refused
  // half-way leaves that board to the garbage collector.
  const board = new KeylessBoard();
  const codes = board.squares;
  const bit = strict ? 2 : 1;
  let i = 0;
  let rk = -1;
  let bk = -1;
  for (let rank = 9; rank >= 0; rank--) {
    let file = 0;
    for (; i < n; i++) {
      const c = fen.charCodeAt(i);
      if (c >= 49 && c <= 57) file += c - 48;
      else {
        const p = c < 128 ? CODE[c]! : 0;
        if (p === 0) break;
        if (file > 8) return undefined;
        const s = file + 9 * rank;
        if (++counts[p]! > MAX_PER_ROLE[p & 7]! || (PLACE[p * 90 + s]! & bit) === 0) return undefined;
        // Two pawns of one colour on one file before the river (strict): on their own ranks 3
        // and 4, that is red's on ranks 3 and 4, black's on ranks 6 and 5; the lower one is
        // read last.
        if (strict && (p === PAWN ? rank === 3 : p === (PAWN | 8) && rank === 5) && codes[s + 9] === p)
          return undefined;
        if (p === KING) rk = s;
        else if (p === (KING | 8)) bk = s;
        codes[s] = p;
        file++;
      }
    }
    if (file !== 9) return undefined;
    if (rank > 0) {
      if (fen.charCodeAt(i) !== 47) return undefined; // '/'
      i++;
    }
  }
  let turn = 0;
  let halfmoves = 0;
  let fullmoves = 1;
  if (i < n) {
    // ' ' side, then '-' fields, then up to two counters, one space apart.
    if (fen.charCodeAt(i) !== 32 || i + 2 > n || (i + 2 < n && fen.charCodeAt(i + 2) !== 32))
      return undefined;
    const side = fen.charCodeAt(i + 1) | 32;
    if (side === 98) turn = 1;
    else if (side !== 119 && side !== 114) return undefined;
    i += 2;
    while (i + 1 < n && fen.charCodeAt(i + 1) === 45 && (i + 2 === n || fen.charCodeAt(i + 2) === 32)) i += 2;
    if (i < n) {
      if (fen.charCodeAt(i) !== 32) return undefined;
      let j = digits(fen, i + 1);
      if (j < 0) return undefined;
      halfmoves = read;
      if (j < n) {
        if (fen.charCodeAt(j) !== 32) return undefined;
        const k = digits(fen, j + 1);
        if (k !== n) return undefined;
        fullmoves = Math.max(1, read);
        j = k;
      }
      if (j !== n) return undefined;
    }
  }
  if (rk < 0 || bk < 0) return undefined;
  board.kings[0] = rk;
  board.kings[1] = bk;
  board.turn = turn;
  if (rk % 9 === bk % 9) {
    let open = true;
    for (let s = rk + 9; s < bk; s += 9) if (codes[s]) open = false;
    if (open) return undefined;
  }
  if (board.kingAttacked(turn ^ 1)) return undefined;
  return { board, halfmoves, fullmoves };
}
