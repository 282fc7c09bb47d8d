import { checkInt, checkList, isRecord, option, wrong } from '../args';
import { type Board, checkBoard } from '../board';
import { packMove } from '../board-codes';
import { checkPosition, type Position } from '../position';
import type { Move } from '../types';
import { describe, piecesOf } from './classify';
import { RepetitionJudge } from './judge';
import {
  type PerpetualFacts,
  type RepetitionInput,
  type RepetitionOptions,
  type RepetitionRuling,
  RULE_SETS,
  type RuleSet,
  SIDE_VERDICTS,
} from './model';
import { forEachOccurrence } from './occurrences';

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
  const searches = input.searches;
  if (searches !== undefined && !(searches instanceof Map))
    throw wrong(TypeError, fn, 'searches must be a Map', searches);
  const judge = (judges[rules] ??= new RepetitionJudge(rules));
  judge.searches = searches;
  try {
    const code = judge.judge(board, moves.length - first, true);
    return describe(judge, code, positions, played.moves, first, rules);
  } finally {
    judge.searches = undefined;
  }
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
