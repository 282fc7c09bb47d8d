// Move generation and attack tests on the 90 points of a board, as functions of its typed
// arrays: the one implementation that both kinds of board (`board.ts`, `keyless-board.ts`) call.
// The hot loops read plain typed arrays and allocate nothing.
import { ADVISOR, CANNON, ELEPHANT, HORSE, KING, PAWN, ROOK } from './board-codes';
import {
  ADVISOR_STEPS,
  ELEPHANT_STEPS,
  HORSE_ATTACKERS,
  HORSE_STEPS,
  KING_STEPS,
  PAWN_ATTACKERS,
  PAWN_STEPS,
  RAYS,
} from './tables';

// Table arrays as module constants: the hot loops read plain typed arrays.
const ADV_S = ADVISOR_STEPS.start;
const ADV_D = ADVISOR_STEPS.data;
const ELE_S = ELEPHANT_STEPS.start;
const ELE_D = ELEPHANT_STEPS.data;
const HATK_S = HORSE_ATTACKERS.start;
const HATK_D = HORSE_ATTACKERS.data;
const HST_S = HORSE_STEPS.start;
const HST_D = HORSE_STEPS.data;
const KST_S = KING_STEPS.start;
const KST_D = KING_STEPS.data;
const PATK_S = PAWN_ATTACKERS.start;
const PATK_D = PAWN_ATTACKERS.data;
const PST_S = PAWN_STEPS.start;
const PST_D = PAWN_STEPS.data;
const RAY_S = RAYS.start;
const RAY_D = RAYS.data;

/**
 * Stamps of the squares where a move could expose the king, shared by every board: legal move
 * filtering never runs inside another, and each run takes a new stamp.
 */
const HOT = new Int32Array(90);
let stampCount = 0;

/**
 * Writes the pseudo-legal moves of `color` into `buf` from `offset` and returns how many: each
 * piece's own rule of Điều 4, without the test that the mover's king is safe afterwards. `list`
 * and `counts` are the board's piece lists (red's at 0..15, black's at 16..31).
 */
export function pseudoMoves(
  sq: Int8Array,
  list: Int8Array,
  counts: Int8Array,
  color: number,
  buf: Int32Array,
  offset: number,
): number {
  const own = color << 3;
  let n = offset;
  for (let li = color * 16, lend = li + counts[color]!; li < lend; li++) {
    const s = list[li]!;
    const p = sq[s]!;
    switch (p & 7) {
      case ROOK:
        for (let d = 0; d < 4; d++) {
          const ray = (s << 2) | d;
          for (let k = RAY_S[ray]!, end = RAY_S[ray + 1]!; k < end; k++) {
            const t = RAY_D[k]!;
            const q = sq[t]!;
            if (q === 0) buf[n++] = s | (t << 8);
            else {
              if ((q & 8) !== own) buf[n++] = s | (t << 8);
              break;
            }
          }
        }
        break;
      case CANNON:
        for (let d = 0; d < 4; d++) {
          const ray = (s << 2) | d;
          let k = RAY_S[ray]!;
          const end = RAY_S[ray + 1]!;
          for (; k < end; k++) {
            const t = RAY_D[k]!;
            if (sq[t] === 0) buf[n++] = s | (t << 8);
            else break;
          }
          for (k++; k < end; k++) {
            const t = RAY_D[k]!;
            const q = sq[t]!;
            if (q !== 0) {
              if ((q & 8) !== own) buf[n++] = s | (t << 8);
              break;
            }
          }
        }
        break;
      case HORSE:
        for (let k = HST_S[s]!, end = HST_S[s + 1]!; k < end; k += 2) {
          const t = HST_D[k]!;
          const q = sq[t]!;
          if ((q === 0 || (q & 8) !== own) && sq[HST_D[k + 1]!] === 0) buf[n++] = s | (t << 8);
        }
        break;
      case PAWN: {
        const i = color * 90 + s;
        for (let k = PST_S[i]!, end = PST_S[i + 1]!; k < end; k++) {
          const t = PST_D[k]!;
          const q = sq[t]!;
          if (q === 0 || (q & 8) !== own) buf[n++] = s | (t << 8);
        }
        break;
      }
      case ELEPHANT: {
        const i = color * 90 + s;
        for (let k = ELE_S[i]!, end = ELE_S[i + 1]!; k < end; k += 2) {
          const t = ELE_D[k]!;
          const q = sq[t]!;
          if ((q === 0 || (q & 8) !== own) && sq[ELE_D[k + 1]!] === 0) buf[n++] = s | (t << 8);
        }
        break;
      }
      case ADVISOR: {
        const i = color * 90 + s;
        for (let k = ADV_S[i]!, end = ADV_S[i + 1]!; k < end; k++) {
          const t = ADV_D[k]!;
          const q = sq[t]!;
          if (q === 0 || (q & 8) !== own) buf[n++] = s | (t << 8);
        }
        break;
      }
      case KING: {
        const i = color * 90 + s;
        for (let k = KST_S[i]!, end = KST_S[i + 1]!; k < end; k++) {
          const t = KST_D[k]!;
          const q = sq[t]!;
          if (q === 0 || (q & 8) !== own) buf[n++] = s | (t << 8);
        }
        break;
      }
    }
  }
  return n - offset;
}

/**
 * True when the king of `color` is attacked: by a rook, cannon, horse or pawn, or by the other
 * king on an open file (the flying general, Điều 4.1 and 6). False when that king is absent.
 */
export function kingAttacked(sq: Int8Array, kings: Int8Array, color: number): boolean {
  const k = kings[color]!;
  if (k < 0) return false;
  const enemy = (color ^ 1) << 3;
  const rook = ROOK | enemy;
  const cannon = CANNON | enemy;
  const king = KING | enemy;
  for (let d = 0; d < 4; d++) {
    const ray = (k << 2) | d;
    let i = RAY_S[ray]!;
    const end = RAY_S[ray + 1]!;
    for (; i < end; i++) {
      const q = sq[RAY_D[i]!]!;
      if (q !== 0) {
        if (q === rook || (q === king && d < 2)) return true;
        break;
      }
    }
    for (i++; i < end; i++) {
      const q = sq[RAY_D[i]!]!;
      if (q !== 0) {
        if (q === cannon) return true;
        break;
      }
    }
  }
  const horse = HORSE | enemy;
  for (let i = HATK_S[k]!, end = HATK_S[k + 1]!; i < end; i += 2) {
    if (sq[HATK_D[i]!] === horse && sq[HATK_D[i + 1]!] === 0) return true;
  }
  const pawn = PAWN | enemy;
  const pi = (color ^ 1) * 90 + k;
  for (let i = PATK_S[pi]!, end = PATK_S[pi + 1]!; i < end; i++) {
    if (sq[PATK_D[i]!] === pawn) return true;
  }
  return false;
}

/**
 * True when moving the piece on `from` to `to` leaves the king of that piece's side unattacked.
 * Only the king's safety is checked (the move is assumed to follow its piece's rule); the points
 * are as they were afterwards.
 */
export function leavesKingSafe(sq: Int8Array, kings: Int8Array, from: number, to: number): boolean {
  const piece = sq[from]!;
  const captured = sq[to]!;
  const color = piece >> 3;
  const k = kings[color]!;
  sq[to] = piece;
  sq[from] = 0;
  if (from === k) kings[color] = to;
  const bad = kingAttacked(sq, kings, color);
  sq[from] = piece;
  sq[to] = captured;
  if (from === k) kings[color] = k;
  return !bad;
}

/**
 * Keeps the legal moves of the `total` pseudo-legal moves of `color` at `buf[offset..]` and
 * returns how many: a move is legal when it leaves the mover's king unattacked (Điều 6). Only
 * moves that could change the king's safety are tried on the points.
 */
export function legalMoves(
  sq: Int8Array,
  kings: Int8Array,
  color: number,
  buf: Int32Array,
  offset: number,
  total: number,
): number {
  const k = kings[color]!;
  if (k < 0) return total;
  // One pass over the king's lines finds whether it is in check and marks the squares where
  // a change could expose it: the rays from the king that hold an enemy rook or cannon (or,
  // along the file, the enemy king), and the legs of enemy horses aimed at it. A move that
  // touches no marked square keeps the king as safe as it was.
  if (stampCount === 0x7fffffff) {
    HOT.fill(0);
    stampCount = 0;
  }
  const stamp = ++stampCount;
  const hot = HOT;
  const enemy = (color ^ 1) << 3;
  const rook = ROOK | enemy;
  const cannon = CANNON | enemy;
  const king = KING | enemy;
  let check = false;
  for (let d = 0; d < 4; d++) {
    const ray = (k << 2) | d;
    const begin = RAY_S[ray]!;
    const end = RAY_S[ray + 1]!;
    let seen = 0;
    let last = -1;
    for (let i = begin; i < end; i++) {
      const q = sq[RAY_D[i]!]!;
      if (q === 0) continue;
      seen++;
      if (q === rook || q === cannon || (d < 2 && q === king)) {
        last = i;
        if ((seen === 1 && q !== cannon) || (seen === 2 && q === cannon)) check = true;
      }
    }
    for (let i = begin; i <= last; i++) hot[RAY_D[i]!] = stamp;
  }
  const horse = HORSE | enemy;
  for (let i = HATK_S[k]!, end = HATK_S[k + 1]!; i < end; i += 2) {
    if (sq[HATK_D[i]!] === horse) {
      const leg = HATK_D[i + 1]!;
      if (sq[leg] === 0) check = true;
      else hot[leg] = stamp;
    }
  }
  const pawn = PAWN | enemy;
  const pi = (color ^ 1) * 90 + k;
  for (let i = PATK_S[pi]!, end = PATK_S[pi + 1]!; i < end; i++) {
    if (sq[PATK_D[i]!] === pawn) check = true;
  }
  let n = offset;
  for (let i = offset, end = offset + total; i < end; i++) {
    const m = buf[i]!;
    const from = m & 0xff;
    const to = (m >> 8) & 0xff;
    if (check || from === k || hot[from] === stamp || hot[to] === stamp) {
      // Try the move on the squares alone: keys, lists and stacks are not needed to see
      // whether the king is attacked afterwards.
      const piece = sq[from]!;
      const captured = sq[to]!;
      sq[to] = piece;
      sq[from] = 0;
      if (from === k) kings[color] = to;
      const bad = kingAttacked(sq, kings, color);
      sq[from] = piece;
      sq[to] = captured;
      if (from === k) kings[color] = k;
      if (bad) continue;
    }
    buf[n++] = m;
  }
  return n - offset;
}

/** True when the packed move is legal for `turn`, the side to move. Never throws. */
export function isLegalMove(sq: Int8Array, kings: Int8Array, turn: number, move: number): boolean {
  if (typeof move !== 'number') return false;
  const from = move & 0xff;
  const to = (move >> 8) & 0xff;
  if (from > 89 || to > 89 || move !== (from | (to << 8))) return false;
  const p = sq[from]!;
  if (p === 0 || p >> 3 !== turn) return false;
  const q = sq[to]!;
  if (q !== 0 && q >> 3 === turn) return false;
  return followsRule(sq, p, from, to) && leavesKingSafe(sq, kings, from, to);
}

/**
 * True when the piece `p` on `from` may go to `to` (empty or enemy) by its own rule: the same
 * tables and walks as the move generator, for one move.
 */
export function followsRule(sq: Int8Array, p: number, from: number, to: number): boolean {
  const color = p >> 3;
  const i = color * 90 + from;
  switch (p & 7) {
    case ROOK:
    case CANNON: {
      const cannon = (p & 7) === CANNON;
      for (let d = 0; d < 4; d++) {
        const ray = (from << 2) | d;
        let screens = 0;
        for (let k = RAY_S[ray]!, end = RAY_S[ray + 1]!; k < end; k++) {
          const t = RAY_D[k]!;
          if (t === to) return cannon ? (sq[t] === 0 ? screens === 0 : screens === 1) : screens === 0;
          if (sq[t] !== 0 && ++screens > 1) break;
        }
      }
      return false;
    }
    case HORSE:
      for (let k = HST_S[from]!, end = HST_S[from + 1]!; k < end; k += 2)
        if (HST_D[k] === to) return sq[HST_D[k + 1]!] === 0;
      return false;
    case ELEPHANT:
      for (let k = ELE_S[i]!, end = ELE_S[i + 1]!; k < end; k += 2)
        if (ELE_D[k] === to) return sq[ELE_D[k + 1]!] === 0;
      return false;
    default: {
      const r = p & 7;
      const start = r === PAWN ? PST_S : r === ADVISOR ? ADV_S : KST_S;
      const data = r === PAWN ? PST_D : r === ADVISOR ? ADV_D : KST_D;
      for (let k = start[i]!, end = start[i + 1]!; k < end; k++) if (data[k] === to) return true;
      return false;
    }
  }
}

/**
 * Fills the piece lists of the points `sq` (`counts` starting at 0), each colour's in the order
 * of their squares.
 */
export function listPieces(sq: Int8Array, list: Int8Array, counts: Int8Array): void {
  for (let s = 0; s < 90; s++) {
    const p = sq[s]!;
    if (p !== 0) {
      const c = p >> 3;
      list[c * 16 + counts[c]!++] = s;
    }
  }
}
