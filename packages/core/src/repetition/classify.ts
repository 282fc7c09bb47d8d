import type { Board } from '../board';
import { CANNON, KING, MAX_MOVES, PAWN, packMove, ROOK } from '../board-codes';
import type { Position } from '../position';
import { ownSide } from '../tables';
import type { Color, Move, Role } from '../types';
import { checkThenCapture } from './check-capture';
import { chaseAttacker, chaseFlags, chaseTarget, type RepetitionJudge } from './judge';
import {
  type Chase,
  type ClassifiedMove,
  type MoveKind,
  type RepetitionRuling,
  type RuleSet,
  SIDE_VERDICTS,
} from './model';
import { type ChaseFact, chooseRule, type MoveFact } from './ruling';
import {
  attackersInto,
  chaseWords,
  collectThreats,
  MAX_THREATS,
  THREAT_ATTACK,
  THREAT_MUTUAL,
  THREAT_REAL,
  THREAT_SAME_TYPE,
} from './threats';

/*
 * Classification of the moves of a repetition window, read from a RepetitionJudge run: what
 * each move is (ClassifiedMove, for people) and the facts the ruling needs (MoveFact, for
 * ruling.ts), then the ruling itself.
 */

function roleAt(pos: Position, square: number): Role {
  return pos.piece(square)?.role ?? 'pawn';
}

/**
 * How many different pieces of `side` give its perpetual check (the checkers) or its perpetual
 * chase (the chasers of the chased piece); 0 when it does neither.
 */
export function piecesOf(judge: RepetitionJudge, side: number): number {
  const verdict = SIDE_VERDICTS[judge.sides[side]!];
  let mask = 0;
  for (let k = 0; k < judge.plies; k++) {
    if (judge.movers[k] !== side) continue;
    if (verdict === 'perpetual-check') mask |= judge.checkerMasks[k]!;
    else if (verdict === 'perpetual-chase')
      for (let i = judge.chaseStart[k]!; i < judge.chaseStart[k + 1]!; i++) {
        const ids = judge.chaseIds[i]!;
        if (judge.chased[side]! & (1 << (ids & 15))) mask |= 1 << ((ids >> 5) & 15);
      }
  }
  let n = 0;
  for (; mask; mask &= mask - 1) n++;
  return n;
}

function sideName(c: number): Color {
  return c ? 'black' : 'red';
}

/** The ruling on the window the judge just ran (`code` its answer), described move by move. */
export function describe(
  judge: RepetitionJudge,
  code: number,
  positions: readonly Position[],
  moves: readonly Move[],
  first: number,
  rules: RuleSet,
): RepetitionRuling {
  const n = judge.plies;
  const verdicts = [SIDE_VERDICTS[judge.sides[0]!]!, SIDE_VERDICTS[judge.sides[1]!]!];
  const cycle: ClassifiedMove[] = [];
  const facts: MoveFact[] = [];
  const ids = pieceIds(positions[0]!, moves, first, n);
  for (let k = 0; k < n; k++) {
    const before = positions[k]!;
    const after = positions[k + 1]!;
    const at = ids[k + 1]!;
    const mover = judge.movers[k]!;
    const move = moves[first + k]!;
    const board = after.toBoard();
    const { chases, chaseFacts } = chasesOf(judge, k, after, at, board, mover, move);
    const check = judge.checks[k] === 1;
    const mateThreat = !check && judge.mateThreats[k] === 1;
    const exchange = offersExchange(judge, k, move.to, mover);
    const block = blocks(judge, k, move.from, mover, before);
    const v = verdicts[mover]!;
    const perpetual =
      v === 'perpetual-check' ||
      v === 'perpetual-chase' ||
      (v === 'perpetual-mate-threat' && rules === 'chinese');
    cycle.push({
      index: first + k,
      color: sideName(mover),
      move: { from: move.from, to: move.to },
      kind: kindOf(check, mateThreat, chases.length > 0, exchange, block),
      ...(check ? { checkers: after.checkers() } : {}),
      chases,
      perpetual,
    });
    const seen = { check, mateThreat, chaseFacts, exchange, block };
    facts.push(factsOf(judge, k, mover, move, before, after, at, board, seen));
  }
  const { chased, chasedId, chasedRole } = chasedPieces(judge, ids[n]!, positions[n]!);
  const sides = { red: verdicts[0]!, black: verdicts[1]! };
  const pieces = { red: piecesOf(judge, 0), black: piecesOf(judge, 1) };
  const ruling = chooseRule(code, sides, facts, chasedId, chasedRole, rules, sideName(judge.movers[0]!));
  return { ...ruling, rules, sides, chased, pieces, cycle };
}

/**
 * `ids[k][s]`: which piece stands on square `s` in position `k` of the window (-1 for none),
 * named by its square in the first position.
 */
function pieceIds(start: Position, moves: readonly Move[], first: number, n: number): Int16Array[] {
  const ids: Int16Array[] = [];
  let cur = new Int16Array(90);
  for (let s = 0; s < 90; s++) cur[s] = start.piece(s) ? s : -1;
  ids.push(cur);
  for (let k = 0; k < n; k++) {
    const m = moves[first + k]!;
    cur = cur.slice();
    cur[m.to] = cur[m.from]!;
    cur[m.from] = -1;
    ids.push(cur);
  }
  return ids;
}

/** The chases of move `k`: for people (`Chase`) and for the ruling (`ChaseFact`). */
function chasesOf(
  judge: RepetitionJudge,
  k: number,
  after: Position,
  at: Int16Array,
  board: Board,
  mover: number,
  move: Move,
): { chases: Chase[]; chaseFacts: ChaseFact[] } {
  const chases: Chase[] = [];
  const chaseFacts: ChaseFact[] = [];
  // By target, then attacker: the judge finds them in the order of its board's piece list, which
  // its searches' captures taken back reorder (the same chases, listed in another order).
  const entries = Array.from(judge.chases.subarray(judge.chaseStart[k]!, judge.chaseStart[k + 1]!)).sort(
    (a, b) => chaseTarget(a) - chaseTarget(b) || chaseAttacker(a) - chaseAttacker(b),
  );
  for (const e of entries) {
    const f = chaseFlags(e);
    const target = chaseTarget(e);
    const by = chaseAttacker(e);
    const chase: Chase = {
      target,
      targetRole: roleAt(after, target),
      by,
      byRole: roleAt(after, by),
      ...chaseWords(f),
    };
    chases.push(chase);
    chaseFacts.push({
      targetId: at[target]!,
      attackerId: at[by]!,
      targetRole: chase.targetRole,
      attackerRole: chase.byRole,
      protection: chase.protection,
      immobile: chase.immobile,
      ...(chase.byRole === 'cannon' ? { screenRole: screenRole(after, by, target) } : {}),
      heldByCannon: chase.byRole === 'rook' && chase.targetRole === 'rook' && heldByCannon(board, target, by),
      pinsRook: pinsRook(board, target, mover),
      moved: by === move.to,
      capturesWithCheck: capturesWithCheck(board, by, target, mover),
      exposesRook: exposesRook(board, by, target, mover),
    });
  }
  return { chases, chaseFacts };
}

/** The most serious thing a move does (the order of {@link MOVE_KINDS}). */
function kindOf(
  check: boolean,
  mateThreat: boolean,
  chases: boolean,
  exchange: boolean,
  block: boolean,
): MoveKind {
  if (check) return 'check';
  if (mateThreat) return 'mate-threat';
  if (chases) return 'chase';
  if (exchange) return 'exchange';
  return block ? 'block' : 'idle';
}

/** What {@link describe} has already found about move `k`. */
interface SeenFacts {
  readonly check: boolean;
  readonly mateThreat: boolean;
  readonly chaseFacts: readonly ChaseFact[];
  readonly exchange: boolean;
  readonly block: boolean;
}

/** The facts of move `k` that the ruling reads. */
function factsOf(
  judge: RepetitionJudge,
  k: number,
  mover: number,
  move: Move,
  before: Position,
  after: Position,
  at: Int16Array,
  board: Board,
  seen: SeenFacts,
): MoveFact {
  const n = judge.plies;
  const offered = offeredTo(judge, k, move.to, mover);
  const extra = pieceAttacks(board, mover);
  const movedRole = roleAt(after, move.to);
  return {
    color: sideName(mover),
    check: seen.check,
    mateThreat: seen.mateThreat,
    chases: seen.chaseFacts,
    attacks: protectedAttacks(judge, k, mover, after, at, true),
    standing: protectedAttacks(judge, k, mover, after, at, false),
    exchange: seen.exchange,
    newExchange: newExchange(judge, k, mover),
    offer: offered !== 0 && movedRole !== 'king',
    offerSameType: offered === 2 && !protectedAfter(board, move.to, mover),
    offerCrossfire: offered !== 0 && offerCrossfire(judge, k, board, move.to, mover),
    movedRole,
    kingOrPawn: movedRole === 'king' || movedRole === 'pawn',
    block: seen.block,
    confinedAttack: confinedRook(board, move.to, movedRole === 'rook'),
    checkThenCapture:
      !seen.check &&
      checkThenCapture(judge, board, mover) &&
      !checkThenCapture(judge, before.toBoard(), mover),
    parriesMate:
      judge.mateThreats[(k + n - 1) % n] === 1 &&
      judge.movers[(k + n - 1) % n] !== mover &&
      !judge.threatensMateNow(board, mover ^ 1),
    ...extra,
  };
}

/**
 * The piece each side chases perpetually: its square at the end, its id (see `pieceIds`; `last`
 * the ids of the last position) and its role.
 */
function chasedPieces(
  judge: RepetitionJudge,
  last: Int16Array,
  end: Position,
): {
  chased: { red?: number; black?: number };
  chasedId: { red?: number; black?: number };
  chasedRole: { red?: Role; black?: Role };
} {
  const chased: { red?: number; black?: number } = {};
  const chasedId: { red?: number; black?: number } = {};
  const chasedRole: { red?: Role; black?: Role } = {};
  for (let c = 0; c < 2; c++) {
    const mask = judge.chased[c]!;
    if (!mask) continue;
    const bit = 31 - Math.clz32(mask & -mask);
    const id = bit + (c === 0 ? 16 : 0);
    for (let s = 0; s < 90; s++)
      if (judge.idAt(s) === id) {
        const side = sideName(c);
        chased[side] = s;
        chasedId[side] = last[s]!;
        chasedRole[side] = roleAt(end, s);
        break;
      }
  }
  return { chased, chasedId, chasedRole };
}

function offersExchange(judge: RepetitionJudge, k: number, to: number, mover: number): boolean {
  const slot = 2 * (k + 1) + mover;
  for (let i = slot * MAX_THREATS, end = i + judge.threatCount[slot]!; i < end; i++) {
    const e = judge.threats[i]!;
    if (e & THREAT_MUTUAL && (e & 0xff) === to) return true;
  }
  return false;
}

/**
 * Whether the opponent can take the piece moved by move `k` (on `to`) after it: 0 no, 1 yes, 2 yes
 * with a piece of the same type.
 */
function offeredTo(judge: RepetitionJudge, k: number, to: number, mover: number): number {
  const slot = 2 * (k + 1) + (mover ^ 1);
  let found = 0;
  for (let i = slot * MAX_THREATS, end = i + judge.threatCount[slot]!; i < end && found < 2; i++) {
    const e = judge.threats[i]!;
    if (((e >> 8) & 0xff) !== to || !(e & (THREAT_REAL | THREAT_MUTUAL))) continue;
    found = e & (THREAT_MUTUAL | THREAT_SAME_TYPE) ? 2 : 1;
  }
  return found;
}

/**
 * An enemy piece that can take the piece moved by move `k` (on `to`) is attacked by two or more
 * pieces of the mover.
 */
function offerCrossfire(judge: RepetitionJudge, k: number, board: Board, to: number, mover: number): boolean {
  const slot = 2 * (k + 1) + (mover ^ 1);
  const out = new Int32Array(16);
  for (let i = slot * MAX_THREATS, end = i + judge.threatCount[slot]!; i < end; i++) {
    const e = judge.threats[i]!;
    if (((e >> 8) & 0xff) !== to) continue;
    if (attackersInto(board, e & 0xff, mover, out, 0) > 1) return true;
  }
  return false;
}

function blocks(judge: RepetitionJudge, k: number, from: number, mover: number, before: Position): boolean {
  if (before.isCheck() && before.king(sideName(mover)) !== from) return true;
  const b = 2 * k + (mover ^ 1);
  const a = 2 * (k + 1) + (mover ^ 1);
  for (let i = b * MAX_THREATS, end = i + judge.threatCount[b]!; i < end; i++) {
    const e = judge.threats[i]!;
    if (!(e & THREAT_REAL) || ((e >> 8) & 0xff) === from) continue;
    let still = false;
    for (let j = a * MAX_THREATS, end2 = j + judge.threatCount[a]!; j < end2 && !still; j++)
      still = (judge.threats[j]! & 0xffff) === (e & 0xffff);
    if (!still) return true;
  }
  return false;
}

/**
 * The mover's new attacks on really protected pieces made by move `k` (AXF 17, 35: allowed,
 * but worth naming), with the ids of their pieces.
 */
function protectedAttacks(
  judge: RepetitionJudge,
  k: number,
  mover: number,
  after: Position,
  at: Int16Array,
  onlyNew: boolean,
): { targetId: number; attackerId: number; pair: string }[] {
  const out: { targetId: number; attackerId: number; pair: string }[] = [];
  threatsAfter(judge, k, mover, THREAT_ATTACK, onlyNew, (a, t) => {
    out.push({ targetId: at[t]!, attackerId: at[a]!, pair: `${roleAt(after, a)}>${roleAt(after, t)}` });
    return false;
  });
  return out;
}

/**
 * Hands `visit` the attacker and target squares of each of the mover's threats flagged `flag`
 * after move `k` (only those not there before it when `onlyNew`), until `visit` answers true;
 * answers whether it did.
 */
function threatsAfter(
  judge: RepetitionJudge,
  k: number,
  mover: number,
  flag: number,
  onlyNew: boolean,
  visit: (attacker: number, target: number) => boolean,
): boolean {
  const m = judge.moves[k]!;
  const from = m & 0xff;
  const to = (m >> 8) & 0xff;
  const before = 2 * k + mover;
  const slot = 2 * (k + 1) + mover;
  for (let i = slot * MAX_THREATS, end = i + judge.threatCount[slot]!; i < end; i++) {
    const e = judge.threats[i]!;
    if (!(e & flag)) continue;
    const a = e & 0xff;
    const was = (a === to ? from : a) | (e & 0xff00);
    if ((!onlyNew || !stoodBefore(judge, before, was)) && visit(a, (e >> 8) & 0xff)) return true;
  }
  return false;
}

/** The threat `was` (attacker and target squares, packed as in the judge) stood in `slot` already. */
function stoodBefore(judge: RepetitionJudge, slot: number, was: number): boolean {
  for (let j = slot * MAX_THREATS, end = j + judge.threatCount[slot]!; j < end; j++)
    if ((judge.threats[j]! & 0xffff) === was) return true;
  return false;
}

/** Move `k` makes a same-type attack, each side able to take the other, that was not there before it. */
function newExchange(judge: RepetitionJudge, k: number, mover: number): boolean {
  return threatsAfter(judge, k, mover, THREAT_MUTUAL, true, () => true);
}

/** After the opponent takes the piece on `to`, the side `color` can legally take back. Board restored. */
function protectedAfter(board: Board, to: number, color: number): boolean {
  const out = new Int32Array(32);
  const n = attackersInto(board, to, color ^ 1, out, 0);
  for (let i = 0; i < n; i++) {
    board.make(packMove(out[i]!, to));
    if (board.kingAttacked(color ^ 1)) {
      board.unmake();
      continue;
    }
    const m = attackersInto(board, to, color, out, 16);
    let back = false;
    for (let j = 16; j < 16 + m && !back; j++) {
      board.make(packMove(out[j]!, to));
      back = !board.kingAttacked(color);
      board.unmake();
    }
    board.unmake();
    return back;
  }
  return false;
}

/** Taking the piece on `target` with the one on `by` (of `color`) would give check. Board restored. */
function capturesWithCheck(board: Board, by: number, target: number, color: number): boolean {
  board.make(packMove(by, target));
  const check = board.kingAttacked(color ^ 1);
  board.unmake();
  return check;
}

/**
 * Taking the piece on `target` with the one on `by` (of `color`) would lay one of `color`'s
 * other rooks open to an enemy attack it is not under now (AXF rule 15, D22–D23: the cannon
 * chases even though taking would lose its own rook). Board restored.
 */
function exposesRook(board: Board, by: number, target: number, color: number): boolean {
  const out = new Int32Array(16);
  const rook = ROOK | (color << 3);
  // The other rooks and how many enemy pieces attack each now.
  const rooks: number[] = [];
  const before: number[] = [];
  for (let s = 0; s < 90; s++)
    if (board.squares[s] === rook && s !== by) {
      rooks.push(s);
      before.push(attackersInto(board, s, color ^ 1, out, 0));
    }
  if (rooks.length === 0) return false;
  board.make(packMove(by, target));
  let exposed = false;
  for (let i = 0; i < rooks.length && !exposed; i++)
    if (attackersInto(board, rooks[i]!, color ^ 1, out, 0) > before[i]!) exposed = true;
  board.unmake();
  return exposed;
}

/** The role of the one piece between a cannon on `by` and its target on `target`. */
function screenRole(pos: Position, by: number, target: number): Role | undefined {
  const step = by % 9 === target % 9 ? (target > by ? 9 : -9) : target > by ? 1 : -1;
  for (let s = by + step; s !== target; s += step) {
    const p = pos.piece(s);
    if (p) return p.role;
  }
  return undefined;
}

/** The rook on `target` cannot take the rook on `by`: taking would leave its king to a cannon (rule 27). */
function heldByCannon(board: Board, target: number, by: number): boolean {
  const color = board.squares[target]! >> 3;
  board.make(packMove(target, by));
  let cannon = false;
  if (board.kingAttacked(color)) {
    const out = new Int32Array(16);
    const n = attackersInto(board, board.kings[color]!, color ^ 1, out, 0);
    for (let i = 0; i < n; i++) if ((board.squares[out[i]!]! & 7) === CANNON) cannon = true;
  }
  board.unmake();
  return cannon;
}

/**
 * The piece on `target` attacks a rook of `chaser` that could take it by its move rule but not
 * legally: the target pins that rook (rule 37).
 */
function pinsRook(board: Board, target: number, chaser: number): boolean {
  const out = new Int32Array(16);
  const n = attackersInto(board, target, chaser, out, 0);
  for (let i = 0; i < n; i++) {
    const s = out[i]!;
    if ((board.squares[s]! & 7) !== ROOK) continue;
    board.make(packMove(s, target));
    const illegal = board.kingAttacked(chaser);
    board.unmake();
    if (illegal) return true;
  }
  return false;
}

// Move lists reused from call to call ({@link pieceAttacks}, {@link confinedRook}: neither calls
// itself or the other while it holds its list).
const PIECE_MOVES = /* @__PURE__ */ new Int32Array(MAX_MOVES);
const ROOK_MOVES = /* @__PURE__ */ new Int32Array(MAX_MOVES);

/**
 * What the mover's king, pawns and cannons attack after a move, which {@link collectThreats}
 * leaves out: attacks by the king (rule 28) and by pawns (rule 29), and a cannon's attack on a
 * pawn that has not crossed the river (rule 25).
 */
function pieceAttacks(
  board: Board,
  mover: number,
): { kingAttack: boolean; pawnAttack: boolean; cannonOnUncrossedPawn: boolean } {
  const buf = PIECE_MOVES;
  const n = board.generatePseudo(buf, 0, mover);
  let kingAttack = false;
  let pawnAttack = false;
  let cannonOnUncrossedPawn = false;
  for (let i = 0; i < n; i++) {
    const from = buf[i]! & 0xff;
    const to = (buf[i]! >> 8) & 0xff;
    const target = board.squares[to]!;
    if (target === 0 || (target & 7) === KING) continue;
    const role = board.squares[from]! & 7;
    if (role === KING) kingAttack = true;
    else if (role === PAWN) pawnAttack = true;
    else if (role === CANNON && (target & 7) === PAWN && ownSide(mover ^ 1, to)) cannonOnUncrossedPawn = true;
  }
  return { kingAttack, pawnAttack, cannonOnUncrossedPawn };
}

/**
 * A rook held on its line by a cannon is involved in the move that put a piece on `square`: the
 * moved piece is such a rook attacking, by its move rule, an enemy piece it cannot take
 * (`movedRook`), or the moved piece stands where such an enemy rook attacks it (rule 27: the
 * rook's moves along its line are no chases, and an attack on it is no offer). Board restored.
 */
function confinedRook(board: Board, square: number, movedRook: boolean): boolean {
  const moves = ROOK_MOVES;
  const color = board.squares[square]! >> 3;
  const n = board.generatePseudo(moves, 0, movedRook ? color : color ^ 1);
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    const from = m & 0xff;
    const to = (m >> 8) & 0xff;
    if (movedRook) {
      if (from !== square || board.squares[to] === 0 || (board.squares[to]! & 7) === KING) continue;
    } else if (to !== square || (board.squares[from]! & 7) !== ROOK) continue;
    if (heldByCannon(board, from, to)) return true;
  }
  return false;
}
