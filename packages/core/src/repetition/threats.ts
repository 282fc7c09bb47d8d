import { checkInt, wrong } from '../args';
import { type Board, checkBoard } from '../board';
import { ADVISOR, CANNON, ELEPHANT, HORSE, KING, MAX_MOVES, PAWN, ROOK } from '../board-codes';
import {
  ADVISOR_STEPS,
  ELEPHANT_STEPS,
  FILE,
  HORSE_ATTACKERS,
  inPalace,
  KING_STEPS,
  ownSide,
  PAWN_ATTACKERS,
  RANK,
  RAYS,
} from '../tables';
import type { Chase } from './model';

/**
 * Flag of a threat entry: the attacker really threatens to win the target (a "chase" if the
 * threat is new): the capture is legal and the target is unprotected, or the target is worth
 * more (a horse or cannon against a rook; an advisor or elephant against a rook, horse or cannon).
 * @category Repetition
 */
export const THREAT_REAL = 1 << 16;
/** Flag of a threat entry: the target is worth more than the attacker (AXF rule 15). @category Repetition */
export const THREAT_STRONGER = 1 << 17;
/**
 * Flag of a threat entry: a same-type attack where the target can capture back: an offer to
 * exchange, not a chase (AXF rule 24).
 * @category Repetition
 */
export const THREAT_MUTUAL = 1 << 18;
/**
 * Flag of a threat entry: the target has no legal move to an empty point, its side not being in
 * check (pinned or hemmed in, AXF rule 19).
 * @category Repetition
 */
export const THREAT_IMMOBILE = 1 << 19;
/** Flag of a threat entry: same-type attack where the target cannot capture back (AXF rule 24). @category Repetition */
export const THREAT_SAME_TYPE = 1 << 20;

/**
 * Flag of a threat entry: a legal capture of a piece that is really protected: an attack, not a
 * threat.
 * @category Repetition
 */
export const THREAT_ATTACK = 1 << 21;
/**
 * Flag of a real threat: a piece could take back on the target's square by its move rule, but
 * not legally (it is pinned, or its own king would be attacked): false protection.
 * @category Repetition
 */
export const THREAT_FALSE_PROTECTION = 1 << 22;

/**
 * Flag of a real threat on a piece worth more than its attacker: the target is really
 * protected all the same (a chase even so, AXF rule 15).
 * @category Repetition
 */
export const THREAT_PROTECTED = 1 << 23;

/** What the flags of a chase say of it, in the words of a {@link Chase}. */
export function chaseWords(f: number): Pick<Chase, 'why' | 'protection' | 'immobile' | 'sameType'> {
  return {
    why: f & THREAT_STRONGER ? 'stronger' : 'unprotected',
    protection: f & THREAT_PROTECTED ? 'real' : f & THREAT_FALSE_PROTECTION ? 'false' : 'none',
    immobile: (f & THREAT_IMMOBILE) !== 0,
    sameType: (f & THREAT_SAME_TYPE) !== 0,
  };
}

/** Largest number of entries {@link collectThreats} writes. @category Repetition */
export const MAX_THREATS = 64;

/**
 * The attacks of one side on the other's pieces that matter for the rulings on repetition
 * (Chapter V, AXF rules 15–36), written as packed entries `attacker | target << 8 | flags`
 * into `out` from `offset`; returns how many. Attacks on the king (checks) and on pawns that
 * have not crossed the river are left out; so are attacks by the king and by pawns, which may
 * chase (AXF rules 28, 29). A capture that would leave the attacker's own king attacked is no
 * threat. Protection is real protection: the target is protected when, after the capture, one
 * of its side's pieces can legally take back (a pinned protector, a recapture that leaves its
 * own king attacked, flying general included, or a cannon that loses its screen does not
 * protect).
 *
 * `board` is left as it was; `out` needs {@link MAX_THREATS} free entries from `offset`,
 * `scratch` `2 * MAX_MOVES` entries. Allocation-free.
 *
 * @example
 * // The black rook a1 attacks the red horse a0, which nothing protects.
 * const board = Position.fromFen('4k4/9/9/9/9/9/9/9/r8/N2K5 w - - 0 1').value.toBoard();
 * const out = new Int32Array(MAX_THREATS);
 * collectThreats(board, 1, out, 0, new Int32Array(2 * MAX_MOVES)); // 1
 * (out[0] & THREAT_REAL) !== 0; // true
 * @throws TypeError when `board` is not a {@link Board}, `out` or `scratch` not an `Int32Array`;
 * RangeError when `color` is not 0 or 1, `out` has not {@link MAX_THREATS} entries from `offset`,
 * or `scratch` is too short.
 * @category Repetition
 */
export function collectThreats(
  board: Board,
  color: number,
  out: Int32Array,
  offset: number,
  scratch: Int32Array,
): number {
  const fn = 'collectThreats';
  checkBoard(board, fn);
  checkInt(color, 0, 1, fn, 'color');
  if (!(out instanceof Int32Array && scratch instanceof Int32Array))
    throw wrong(
      TypeError,
      fn,
      'out and scratch must be Int32Arrays',
      out instanceof Int32Array ? scratch : out,
    );
  checkInt(offset, 0, out.length - MAX_THREATS, fn, 'offset');
  checkInt(scratch.length, 2 * MAX_MOVES, 2 ** 32, fn, 'scratch.length');
  const sq = board.squares;
  const victim = color ^ 1;
  const n = board.generatePseudo(scratch, 0, color);
  const victimInCheck = board.kingAttacked(victim);
  const checks = victimInCheck ? attackersInto(board, board.kings[victim]!, color, CHECKERS, 0) : 0;
  let w = offset;
  for (let i = 0; i < n && w - offset < MAX_THREATS; i++) {
    const m = scratch[i]!;
    const from = m & 0xff;
    const to = (m >> 8) & 0xff;
    const target = sq[to]!;
    if (target === 0) continue;
    const rt = target & 7;
    if (rt === KING) continue;
    if (rt === PAWN && ownSide(victim, to)) continue;
    const ra = sq[from]! & 7;
    if (ra === KING || ra === PAWN) continue;
    board.make(m);
    const legal = !board.kingAttacked(color);
    board.unmake();
    if (!legal) continue;
    let flags = 0;
    if (
      ((ra === HORSE || ra === CANNON) && rt === ROOK) ||
      ((ra === ADVISOR || ra === ELEPHANT) && (rt === ROOK || rt === HORSE || rt === CANNON))
    ) {
      const protection = protectedAfterCapture(board, m, to, victim, scratch, checks);
      flags =
        THREAT_REAL |
        THREAT_STRONGER |
        (protection === 2 ? THREAT_PROTECTED : protection === 1 ? THREAT_FALSE_PROTECTION : 0);
    } else {
      if (ra === rt) {
        if (canCaptureBack(board, to, from, victim)) {
          out[w++] = from | (to << 8) | THREAT_MUTUAL;
          continue;
        }
        flags |= THREAT_SAME_TYPE;
      }
      const protection = protectedAfterCapture(board, m, to, victim, scratch, checks);
      if (protection === 2) {
        out[w++] = from | (to << 8) | flags | THREAT_ATTACK;
        continue;
      }
      flags |= THREAT_REAL | (protection === 1 ? THREAT_FALSE_PROTECTION : 0);
    }
    if (flags & THREAT_REAL && !victimInCheck && !hasLegalMove(board, to, victim, scratch))
      flags |= THREAT_IMMOBILE;
    out[w++] = from | (to << 8) | flags;
  }
  return w - offset;
}

/** True when the piece on `s` (a rook, cannon or horse) attacks `t` by its own move rule. */
function attacksSquare(board: Board, s: number, t: number): boolean {
  const sq = board.squares;
  const role = sq[s]! & 7;
  const fs = FILE[s]!;
  const rs = RANK[s]!;
  const ft = FILE[t]!;
  const rt = RANK[t]!;
  if (role === HORSE) {
    const df = ft - fs;
    const dr = rt - rs;
    const adf = df < 0 ? -df : df;
    const adr = dr < 0 ? -dr : dr;
    if (adf === 1 && adr === 2) return sq[s + 9 * (dr / 2)] === 0;
    if (adf === 2 && adr === 1) return sq[s + df / 2] === 0;
    return false;
  }
  if (fs !== ft && rs !== rt) return false;
  const step = fs === ft ? (rt > rs ? 9 : -9) : ft > fs ? 1 : -1;
  let between = 0;
  for (let x = s + step; x !== t; x += step) if (sq[x] !== 0) between++;
  return role === ROOK ? between === 0 : role === CANNON ? between === 1 : false;
}

/** True when the piece on `s` (of colour `color`) can legally capture on `t`. */
function canCaptureBack(board: Board, s: number, t: number, color: number): boolean {
  if (!attacksSquare(board, s, t)) return false;
  board.make(s | (t << 8));
  const ok = !board.kingAttacked(color);
  board.unmake();
  return ok;
}

/** The pieces giving check to the victim of {@link collectThreats}, when it is in check. */
const CHECKERS = /* @__PURE__ */ new Int32Array(16);

/**
 * After `capture` is made, can a piece of `color` take back on `to`: 2 legally, 1 only by its
 * move rule (false protection), 0 not at all. Board restored.
 *
 * When `color` stands in check (`checks` > 0: the pieces in {@link CHECKERS}), it answers the
 * check before the capture can come, so a recapture that leaves its king attacked only by those
 * same checkers is taken as legal: a check does not make the pieces it holds unprotected
 * (AXF rule 11, one check and one mate threat: the checking move chases nothing it pins only
 * for the length of the check).
 */
function protectedAfterCapture(
  board: Board,
  capture: number,
  to: number,
  color: number,
  scratch: Int32Array,
  checks: number,
): number {
  board.make(capture);
  const n = attackersInto(board, to, color, scratch, MAX_MOVES);
  let found = 0;
  for (let i = MAX_MOVES; i < MAX_MOVES + n && found < 2; i++) {
    board.make(scratch[i]! | (to << 8));
    found = board.kingAttacked(color) && !onlyCheckers(board, color, checks, scratch, MAX_MOVES + n) ? 1 : 2;
    board.unmake();
  }
  board.unmake();
  return found;
}

/** True when `checks` > 0 and every piece attacking the king of `color` is one of {@link CHECKERS}. */
function onlyCheckers(
  board: Board,
  color: number,
  checks: number,
  scratch: Int32Array,
  offset: number,
): boolean {
  if (checks === 0) return false;
  const n = attackersInto(board, board.kings[color]!, color ^ 1, scratch, offset);
  for (let i = offset; i < offset + n; i++) {
    let known = false;
    for (let j = 0; j < checks && !known; j++) known = CHECKERS[j] === scratch[i];
    if (!known) return false;
  }
  // The facing kings are not counted by attackersInto: an attack by the king alone is not excused.
  return n > 0;
}

/**
 * Writes into `out` from `offset` the squares of the pieces of `color` that could capture on
 * `square` by their move rule (an enemy piece standing there); returns how many. The king
 * counts only as a neighbour in its palace. Allocation-free.
 * @internal
 */
export function attackersInto(
  board: Board,
  square: number,
  color: number,
  out: Int32Array,
  offset: number,
): number {
  const sq = board.squares;
  const side = color << 3;
  let w = offset;
  for (let d = 0; d < 4; d++) {
    const ray = (square << 2) | d;
    let i = RAYS.start[ray]!;
    const end = RAYS.start[ray + 1]!;
    for (; i < end; i++) {
      const q = sq[RAYS.data[i]!]!;
      if (q !== 0) {
        if (q === (ROOK | side)) out[w++] = RAYS.data[i]!;
        break;
      }
    }
    for (i++; i < end; i++) {
      const q = sq[RAYS.data[i]!]!;
      if (q !== 0) {
        if (q === (CANNON | side)) out[w++] = RAYS.data[i]!;
        break;
      }
    }
  }
  for (let i = HORSE_ATTACKERS.start[square]!, end = HORSE_ATTACKERS.start[square + 1]!; i < end; i += 2) {
    const s = HORSE_ATTACKERS.data[i]!;
    if (sq[s] === (HORSE | side) && sq[HORSE_ATTACKERS.data[i + 1]!] === 0) out[w++] = s;
  }
  const ci = color * 90 + square;
  for (let i = PAWN_ATTACKERS.start[ci]!, end = PAWN_ATTACKERS.start[ci + 1]!; i < end; i++) {
    const s = PAWN_ATTACKERS.data[i]!;
    if (sq[s] === (PAWN | side)) out[w++] = s;
  }
  if (inPalace(color, square)) {
    for (let i = KING_STEPS.start[ci]!, end = KING_STEPS.start[ci + 1]!; i < end; i++) {
      const s = KING_STEPS.data[i]!;
      if (sq[s] === (KING | side)) out[w++] = s;
    }
    for (let i = ADVISOR_STEPS.start[ci]!, end = ADVISOR_STEPS.start[ci + 1]!; i < end; i++) {
      const s = ADVISOR_STEPS.data[i]!;
      if (sq[s] === (ADVISOR | side)) out[w++] = s;
    }
  }
  if (ownSide(color, square))
    for (let i = ELEPHANT_STEPS.start[ci]!, end = ELEPHANT_STEPS.start[ci + 1]!; i < end; i += 2) {
      const s = ELEPHANT_STEPS.data[i]!;
      if (sq[s] === (ELEPHANT | side) && sq[ELEPHANT_STEPS.data[i + 1]!] === 0) out[w++] = s;
    }
  return w - offset;
}

/**
 * True when the piece on `s` (of colour `color`) has a legal move to an empty point: a piece that
 * can only capture (the piece pinning it, say) cannot get away. Board restored.
 */
function hasLegalMove(board: Board, s: number, color: number, scratch: Int32Array): boolean {
  const n = board.generatePseudo(scratch, MAX_MOVES, color);
  for (let i = MAX_MOVES; i < MAX_MOVES + n; i++) {
    const r = scratch[i]!;
    if ((r & 0xff) !== s || board.squares[(r >> 8) & 0xff] !== 0) continue;
    board.make(r);
    const ok = !board.kingAttacked(color);
    board.unmake();
    if (ok) return true;
  }
  return false;
}
