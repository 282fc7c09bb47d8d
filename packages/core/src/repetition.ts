import { checkInt, checkList, isRecord, option, wrong } from './args';
import { type Board, checkBoard } from './board';
import { packMove } from './board-codes';
import { checkPosition, type Position } from './position';
import { describe, piecesOf } from './repetition-classify';
import {
  RepetitionJudge,
  RULE_SETS,
  type RuleSet,
  SIDE_VERDICTS,
  type SideVerdict,
} from './repetition-judge';
import { forEachOccurrence } from './repetition-occurrences';
import type { AxfRule } from './repetition-rules';
import type { Color, Move, Role } from './types';

/** Options of {@link judgeRepetition}. @category Repetition */
export interface RepetitionOptions {
  /** The rule set (default `asian`). */
  readonly rules?: RuleSet;
}

/**
 * What one move of a repetition window is, most serious first: `check`, `mate-threat`
 * (threatens mate at once or by a forced series of checks), `chase` (a new real threat to win a piece), `exchange` (offers a
 * same-type exchange), `block` (parries an enemy threat or check without moving the threatened
 * piece), `idle` (none of these: "nước chờ").
 * @example MOVE_KINDS[0] // 'check'
 * @category Repetition
 */
export const MOVE_KINDS = ['check', 'mate-threat', 'chase', 'exchange', 'block', 'idle'] as const;
/** One of {@link MOVE_KINDS}. @category Repetition */
export type MoveKind = (typeof MOVE_KINDS)[number];

/** One piece chased by a move. @category Repetition */
export interface Chase {
  /** Square of the chased piece. */
  readonly target: number;
  /** Role of the chased piece. */
  readonly targetRole: Role;
  /** Square of the chasing piece (after the move). */
  readonly by: number;
  /** Role of the chasing piece. */
  readonly byRole: Role;
  /**
   * Why it is a chase: `unprotected` (no real protection), `stronger` (a horse or cannon on a
   * rook, an advisor or elephant on a rook, horse or cannon: even when protected).
   */
  readonly why: 'unprotected' | 'stronger';
  /**
   * Protection of the chased piece: `none` (no piece can take back), `false` (a piece could by
   * its move rule, but not legally: pinned, or its own king would be attacked), `real` (really
   * protected: only a piece worth more than its chaser is chased so).
   */
  readonly protection: 'none' | 'false' | 'real';
  /** The chased piece cannot move (pinned or hemmed in, AXF rule 19). */
  readonly immobile: boolean;
  /** Same type as the chaser, and it cannot capture back (AXF rule 24). */
  readonly sameType: boolean;
}

/** A value for each side. @category Repetition */
export interface PerSide<T> {
  /** Red's. */
  readonly red: T;
  /** Black's. */
  readonly black: T;
}

/** What one move of a repetition cycle is. @category Repetition */
export interface ClassifiedMove {
  /** Index of the move in the input `moves` (in a {@link Game}: its ply, 0-based). */
  readonly index: number;
  /** The side that made it. */
  readonly color: Color;
  /** The move. */
  readonly move: Move;
  /** The most serious thing the move does. */
  readonly kind: MoveKind;
  /** Squares (after the move) of the pieces giving check, for a check. */
  readonly checkers?: readonly number[];
  /** The pieces the move chases (also on a check or mate threat: both count). */
  readonly chases: readonly Chase[];
  /**
   * True when the move belongs to its side's perpetual check or perpetual chase (or perpetual
   * mate threat under `chinese`): what the clock's quota rule (Điều 10.1.3) needs.
   */
  readonly perpetual: boolean;
}

/** The ruling on a position repeated a third time. @category Repetition */
export interface RepetitionRuling {
  /** The winner, `null` for a draw. */
  readonly winner: Color | null;
  /** `perpetual-check` (7.1g), `forbidden-repetition` (7.1h: a perpetual chase, or a perpetual mate threat under `chinese`) or `repetition-draw` (7.2b, 7.2c). */
  readonly reason: 'perpetual-check' | 'forbidden-repetition' | 'repetition-draw';
  /** The rule applied, e.g. `'AXF 6'` (Asian Xiangqi Federation rules, the template of Chapter V). */
  readonly rule: string;
  /**
   * The rows of {@link AXF_RULES} cited by {@link rule} (two when both sides break a rule; none
   * for the `chinese` rule set's perpetual mate threat): each with its title and Điều 24 number.
   */
  readonly axf: readonly AxfRule[];
  /** The article of the Vietnamese law: `7.1g`, `7.1h`, `7.2b` or `7.2c`. */
  readonly article: string;
  /** The detailed ruling of Điều 24 it corresponds to, e.g. `'24.15'`, when there is one. */
  readonly detail?: string;
  /** False when {@link detail} comes from the inferred numbering 24.n = AXF n+4 (only 24.15, 24.16 are verified). */
  readonly detailVerified?: boolean;
  /** One paragraph for a person, in English (see {@link explainRuling} for Vietnamese). */
  readonly explanation: string;
  /** The rule set applied. */
  readonly rules: RuleSet;
  /** What each side's moves amount to. */
  readonly sides: PerSide<SideVerdict>;
  /** The piece each side chases perpetually (its square at the end), when it does. */
  readonly chased: Partial<PerSide<number>>;
  /**
   * How many different pieces give each side's perpetual check (the checkers) or perpetual
   * chase (the chasers of the chased piece); two or more: pieces "in turn". 0 for neither.
   */
  readonly pieces: PerSide<number>;
  /** The judged moves, from the first occurrence of the position to its last, classified. */
  readonly cycle: readonly ClassifiedMove[];
}

/**
 * What the clock's quota rule (Điều 10.1.3) needs to know of a move: whether it belongs to its
 * side's perpetual check or perpetual chase in the repetition it closes, and whether that side
 * uses two or more pieces in turn (then 6 such moves count instead of 3).
 * @category Repetition
 */
export interface PerpetualFacts {
  /** `check` or `chase` when the move belongs to a perpetual check or chase, else `null`. */
  readonly perpetual: 'check' | 'chase' | null;
  /** The side moves two or more different pieces in the cycle. */
  readonly severalPieces: boolean;
}

/** What {@link judgeRepetition} needs. @category Repetition */
export interface RepetitionInput {
  /** A position before the repetition (usually its first occurrence). */
  readonly start: Position;
  /** The moves played from `start` until the position occurs again at the end. */
  readonly moves: readonly Move[];
  /**
   * Move counts after which the repeated position stood, increasing (e.g. `[0, 4, 8]`), at least
   * one; the window judged runs from the first of them to the end.
   */
  readonly occurrences: readonly number[];
}

const judges: Partial<Record<RuleSet, RepetitionJudge>> = {};

/**
 * Rules on a repeated position (Chapter V, reconstructed from the AXF rules; Điều 7.1g, 7.1h,
 * 7.2b, 7.2c): finds what each move of the window does — check (by which pieces), mate threat,
 * chase (which piece, by which, protected for real or not), exchange, block, idle — and applies
 * the rulings: a side whose every move checks loses (AXF 6, 8) unless both do (AXF 7); otherwise
 * a side whose every move chases one same piece loses (AXF 15–36), a draw when both do (7.2c);
 * otherwise a draw (7.2b). A move that checks and chases counts as both (the stricter reading).
 *
 * @example
 * const start = Position.fromFen('3k5/9/9/9/9/5p3/9/5p3/5K3/5C3 w - - 0 1').value;
 * const moves = ['f1e1', 'f2e2', 'e1f1', 'e2f2', 'f1e1', 'f2e2', 'e1f1', 'e2f2'].map((m) => parseUci(m).value);
 * judgeRepetition({ start, moves, occurrences: [0, 4, 8] }).winner; // 'red': black checks perpetually
 * @throws TypeError when `input` is not an object, `start` not a {@link Position}, `moves` or
 * `occurrences` not an array, or `options` not an object; RangeError when a move is not legal,
 * `occurrences` are not increasing move counts whose first indexes a move, or `rules` is not one
 * of {@link RULE_SETS}.
 * @category Repetition
 */
export function judgeRepetition(input: RepetitionInput, options: RepetitionOptions = {}): RepetitionRuling {
  const fn = 'judgeRepetition';
  const rules = option(options, 'rules', RULE_SETS, fn);
  if (!isRecord(input)) throw wrong(TypeError, fn, 'input must be an object', input);
  const start = checkPosition(input.start, fn);
  const moves = checkList(input.moves, fn, 'moves');
  const occurrences = checkList(input.occurrences, fn, 'occurrences');
  const first = checkInt(occurrences[0], 0, moves.length - 1, fn, 'occurrences[0]');
  for (let i = 1; i < occurrences.length; i++)
    checkInt(occurrences[i], (occurrences[i - 1] as number) + 1, moves.length, fn, 'occurrences');
  const board = start.toBoard();
  const positions: Position[] = [];
  const played = replay(start, moves, fn, (pos, m, i) => {
    if (i >= first) positions.push(pos);
    board.make(packMove(m.from, m.to));
  });
  positions.push(played.end);
  const judge = (judges[rules] ??= new RepetitionJudge(rules));
  const code = judge.judge(board, moves.length - first, true);
  return describe(judge, code, positions, played.moves, first, rules);
}

/**
 * Plays `moves` from `start`, each read once (a getter cannot play one move and report another),
 * calling `each(position before, move, index)`; the moves read and the last position.
 * @throws RangeError naming `fn` and the index of the first move that is not legal.
 */
function replay(
  start: Position,
  moves: readonly unknown[],
  fn: string,
  each: (pos: Position, m: Move, i: number) => void,
): { moves: Move[]; end: Position } {
  const out: Move[] = [];
  let pos = start;
  for (let i = 0; i < moves.length; i++) {
    const raw = moves[i];
    const m = (isRecord(raw) ? { from: raw.from, to: raw.to } : raw) as Move;
    if (!pos.isLegal(m)) throw wrong(RangeError, fn, `moves[${i}] must be a legal move`, raw);
    each(pos, m, i);
    out.push(m);
    pos = pos.play(m);
  }
  return { moves: out, end: pos };
}

/**
 * The facts of {@link PerpetualFacts} for the last move of `board`, whose last `plies` moves run
 * from an earlier occurrence of the current position to now (one cycle), judged with `judge`
 * (engine form: no mate-threat search, no allocation besides the result).
 * @example
 * const board = Position.fromFen('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1').value.toBoard();
 * for (const m of ['a8a9', 'e9e8', 'a9a8', 'e8e9', 'a8a9']) {
 *   const { from, to } = parseUci(m).value;
 *   board.make(packMove(from, to));
 * }
 * perpetualFacts(board, 4, new RepetitionJudge()); // { perpetual: 'check', severalPieces: false }
 * @throws TypeError when `board` is not a {@link Board} or `judge` not a {@link RepetitionJudge};
 * RangeError when `plies` is not an integer 1..board.ply.
 * @category Repetition
 */
export function perpetualFacts(board: Board, plies: number, judge: RepetitionJudge): PerpetualFacts {
  checkBoard(board, 'perpetualFacts');
  if (!(judge instanceof RepetitionJudge) || !(judge.sides instanceof Int8Array))
    throw wrong(TypeError, 'perpetualFacts', 'judge must be a RepetitionJudge', judge);
  checkInt(plies, 1, board.ply, 'perpetualFacts', 'plies');
  // The last move itself must check or chase: look at it alone first (the usual answer).
  if (!judge.threatensNow(board)) return { perpetual: null, severalPieces: false };
  judge.judge(board, 1, false, board.turn ^ 1);
  if (!judge.checks[0] && judge.chaseMasks[0] === 0) return { perpetual: null, severalPieces: false };
  judge.judge(board, plies, false, board.turn ^ 1);
  const side = judge.movers[plies - 1]!;
  const verdict = SIDE_VERDICTS[judge.sides[side]!];
  const perpetual = verdict === 'perpetual-check' ? 'check' : verdict === 'perpetual-chase' ? 'chase' : null;
  return { perpetual, severalPieces: perpetual !== null && piecesOf(judge, side) > 1 };
}

/**
 * Judges the last position of a game when it stands for the third time (or more) since the last
 * capture; `undefined` otherwise. The window runs from the first of its last three occurrences.
 * @example
 * const start = Position.fromFen('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1').value;
 * const moves = ['a8a9', 'e9e8', 'a9a8', 'e8e9', 'a8a9', 'e9e8', 'a9a8', 'e8e9'].map((m) => parseUci(m).value);
 * judgeLastPosition(start, moves)?.winner; // 'black': red checks perpetually
 * judgeLastPosition(start, moves.slice(0, 6)); // undefined: no third occurrence yet
 * @throws TypeError when `start` is not a {@link Position}, `moves` not an array or `options` not
 * an object; RangeError when a move is not legal or `rules` is not one of {@link RULE_SETS}.
 * @category Repetition
 */
export function judgeLastPosition(
  start: Position,
  moves: readonly Move[],
  options: RepetitionOptions = {},
): RepetitionRuling | undefined {
  const fn = 'judgeLastPosition';
  option(options, 'rules', RULE_SETS, fn);
  checkPosition(start, fn);
  const keys: bigint[] = [];
  let barrier = 0;
  const played = replay(start, checkList(moves, fn, 'moves'), fn, (pos, m, i) => {
    keys.push(pos.key);
    if (pos.isCapture(m)) barrier = i + 1;
  });
  const n = played.moves.length;
  keys.push(played.end.key);
  // The window runs from the third occurrence back: the walk stops there.
  const occ = [n];
  forEachOccurrence(
    n,
    barrier,
    (p) => keys[p] === keys[n],
    (p, nth) => {
      occ.unshift(p);
      return nth === 3;
    },
  );
  if (occ.length < 3) return undefined;
  return judgeRepetition({ start, moves: played.moves, occurrences: occ }, options);
}
