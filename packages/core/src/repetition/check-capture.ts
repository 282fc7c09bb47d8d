// AXF rule 38, a threat to check and capture: after a move (not before), the mover has a check
// that leaves a piece really threatened. A search of at most two checks, its answers kept in the
// judge's searches when it has them.
import type { Board } from '../board';
import { MAX_MOVES } from '../board-codes';
import { type RepetitionJudge, recall } from './judge';
import { collectThreats, MAX_THREATS, THREAT_REAL } from './threats';

/** How many checks in a row {@link checkThenCapture} looks through (AXF rule 38). */
const CHECK_CAPTURE_CHECKS = 2;

// The search's lists, reused from call to call: one move list per check and per answer of its depth.
const CAPTURE_SCRATCH = /* @__PURE__ */ new Int32Array(2 * MAX_MOVES);
const CAPTURE_THREATS = /* @__PURE__ */ new Int32Array(MAX_THREATS);
const CAPTURE_MOVES = /* @__PURE__ */ Array.from(
  { length: 2 * CHECK_CAPTURE_CHECKS },
  () => new Int32Array(MAX_MOVES),
);
/**
 * A check with more legal answers than this is not followed further by {@link checkThenCapture}
 * (it wins a piece only when the check itself makes a threat): a forced line has few answers,
 * and the bound keeps the search small whatever the move order.
 */
const CHECK_CAPTURE_REPLIES = 4;

/**
 * `color` has, on `board` and whoever is to move there, a legal check that wins a piece: after
 * it, or after every answer to it and at most {@link CHECK_CAPTURE_CHECKS} checks in all,
 * `color` really threatens a piece (unprotected, or worth more than its attacker) that it did not
 * threaten on `board`: a threat to check and capture (AXF rule 38). Checks with more than
 * {@link CHECK_CAPTURE_REPLIES} answers are followed no further. Board restored.
 */
export function checkThenCapture(judge: RepetitionJudge, board: Board, color: number): boolean {
  return recall(judge.searches, 'c', board, color, () => searchCheckThenCapture(board, color));
}

/** {@link checkThenCapture}'s search. Board restored. */
function searchCheckThenCapture(board: Board, color: number): boolean {
  if (!hasCheck(board, color)) return false;
  const scratch = CAPTURE_SCRATCH;
  const threats = CAPTURE_THREATS;
  const before = new Set<number>();
  for (let i = 0, t = collectThreats(board, color, threats, 0, scratch); i < t; i++)
    if (threats[i]! & THREAT_REAL) before.add((threats[i]! >> 8) & 0xff);
  const newThreat = (): boolean => {
    for (let j = 0, t = collectThreats(board, color, threats, 0, scratch); j < t; j++) {
      const e = threats[j]!;
      if (e & THREAT_REAL && !before.has((e >> 8) & 0xff)) return true;
    }
    return false;
  };
  const search = (checks: number): boolean => {
    const moves = CAPTURE_MOVES[2 * checks - 2]!;
    const n = board.generatePseudo(moves, 0, color);
    for (let i = 0; i < n; i++) {
      board.make(moves[i]!);
      const found =
        !board.kingAttacked(color) && board.kingAttacked(color ^ 1) && (newThreat() || answers(checks));
      board.unmake();
      if (found) return true;
    }
    return false;
  };
  // Every answer to the check leaves a new threat, or a further check that wins a piece.
  const answers = (checks: number): boolean => {
    const replies = CAPTURE_MOVES[2 * checks - 1]!;
    const n = board.generatePseudo(replies, 0, color ^ 1);
    let legal = 0;
    for (let i = 0; i < n; i++) {
      board.make(replies[i]!);
      if (!board.kingAttacked(color ^ 1)) replies[legal++] = replies[i]!;
      board.unmake();
    }
    if (legal === 0 || legal > CHECK_CAPTURE_REPLIES) return false;
    let all = true;
    for (let i = 0; i < legal && all; i++) {
      board.make(replies[i]!);
      all = newThreat() || (checks < CHECK_CAPTURE_CHECKS && search(checks + 1));
      board.unmake();
    }
    return all;
  };
  return search(1);
}

/** `color` has a legal move that gives check (most positions have none: the search ends there). Board restored. */
function hasCheck(board: Board, color: number): boolean {
  const moves = CAPTURE_MOVES[0]!;
  const n = board.generatePseudo(moves, 0, color);
  for (let i = 0; i < n; i++) {
    board.make(moves[i]!);
    const check = !board.kingAttacked(color) && board.kingAttacked(color ^ 1);
    board.unmake();
    if (check) return true;
  }
  return false;
}
