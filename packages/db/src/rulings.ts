// The rulings of the fast ingest path: a record's moves replayed on @xq/core's mutable board (the
// legality test Position.play and Game.replay call), and the law's rulings (Điều 7) given exactly
// as Game.replayRecord gives them, each judged only where it can apply:
// - a repetition ruling (7.1g, 7.1h, 7.2b, 7.2c) only at a position's third occurrence since the
//   last capture (counted by the full 64-bit key, as Game counts them: RepetitionHistory), by
//   judgeRepetition on the window from the first of its last three occurrences, as Game does;
// - a mate or a side without a legal move (7.1a, 7.1b) ends play: after it no move is legal, so it
//   can only be the last position, which is judged by Position.outcome as Game does;
// - a dead position (7.2a: no piece that can cross the river) stays dead once reached (pieces are
//   only ever taken), so it begins at a capture: the plies after captures are looked at;
// - the move limit (Điều 12) rules only when `moveLimit.automatic` is set: a game whose plies
//   without a capture (the start's clock included) reach `moveLimit.moves` goes to the full replay
//   (Game.replayRecord itself).
// Each ply's outcome is then the first of these that holds, in Game.outcome's order, and a ruling
// is reported where the outcome begins or changes, as Game.replayRecord reports it.
import {
  Board,
  CANNON,
  Game,
  type GameOptions,
  HORSE,
  isSquare,
  judgeRepetition,
  MAX_MOVES,
  type Move,
  type Outcome,
  PAWN,
  Position,
  type RecordRuling,
  RepetitionHistory,
  RepetitionJudge,
  ROOK,
} from '@xq/core';
import { startBoard } from './ingest';

/**
 * What {@link replayRulings} found: the first illegal move (0-based index, -1 when every move is
 * legal), the rulings, and whether the full replay (`Game.replayRecord`) was needed.
 * @example const r: FastRulings = { illegal: -1, rulings: [], full: false };
 * @category Collection
 */
export interface FastRulings {
  /** Index of the first move the board refuses, -1 when all are legal (the rulings then hold). */
  readonly illegal: number;
  /** Where the law would have ended the game, as `Game.replayRecord` reports it. */
  readonly rulings: readonly RecordRuling[];
  /** True when a ruling could apply and `Game.replayRecord` gave them. */
  readonly full: boolean;
}

const NO_RULINGS: readonly RecordRuling[] = Object.freeze([]);

/** The board, key history and buffers reused from record to record (they grow once). */
const work = new Board();
let works: RepetitionHistory | undefined;
let keys = new Int32Array(512);
let codes = new Int32Array(256);
const scratch = new Int32Array(MAX_MOVES);

/**
 * Replays a record (its start FEN and its moves as `{from, to}` squares) on the fast board and
 * gives its rulings: the same legality and the same rulings as `Game.replayRecord` with the same
 * options, at the fast board's speed for games no ruling can touch (see the docs' "fast ingest
 * path"). A start that is not a position (even leniently) answers `illegal: 0` when there are
 * moves; an entry that is not a move is refused as an illegal one. `options` are those of
 * `Game.replayRecord`, given to it when it is called.
 * @throws TypeError when `moves` is not a list (as `Game.replayRecord` does).
 * @example
 * replayRulings('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w', [{ from: 25, to: 22 }]).rulings; // []
 * @category Collection
 */
export function replayRulings(
  fen: string,
  moves: readonly { readonly from: number; readonly to: number }[],
  options: GameOptions = {},
): FastRulings {
  if (!Array.isArray(moves as unknown)) throw new TypeError('replayRulings: moves must be a list');
  const board = typeof fen === 'string' ? startBoard(fen, work) : undefined;
  if (board === undefined) return { illegal: moves.length > 0 ? 0 : -1, rulings: NO_RULINGS, full: false };
  const limit = options.moveLimit?.automatic ? (options.moveLimit.moves ?? 60) : Number.POSITIVE_INFINITY;
  let quiet = startClock(fen);
  let longQuiet = quiet >= limit;
  const history = (works ??= new RepetitionHistory(board));
  history.reset(board);
  // Per ply where a position stands a third time (or more) since the last capture: the ply, and
  // the plies of its two occurrences before it (the first of the window judged, then the middle).
  const repeats: number[] = [];
  // The key of each position (its two halves), for naming the windows judged; the moves packed.
  if (keys.length < 2 * moves.length + 2) keys = new Int32Array(4 * moves.length + 2);
  if (codes.length < moves.length) codes = new Int32Array(2 * moves.length);
  keys[0] = board.keyHi;
  keys[1] = board.keyLo;
  for (let i = 0; i < moves.length; i++) {
    const mv: unknown = moves[i];
    const { from, to } = (mv ?? {}) as { from?: unknown; to?: unknown };
    // Something that is not a move is refused as an illegal one (Game.replayRecord: REPLAY_MALFORMED_MOVE).
    const m = isSquare(from) && isSquare(to) ? from | (to << 8) : -1;
    if (m < 0 || !board.isLegal(m)) return { illegal: i, rulings: NO_RULINGS, full: false };
    board.make(m);
    codes[i] = m;
    quiet = board.lastCaptured() === 0 ? quiet + 1 : 0;
    if (quiet >= limit) longQuiet = true;
    history.push(board);
    keys[2 * i + 2] = board.keyHi;
    keys[2 * i + 3] = board.keyLo;
    if (history.count() >= 3) repeats.push(i + 1, i + 1 - history.window(3), i + 1 - history.window(2));
  }
  const last = lastOutcome(board);
  if (longQuiet) {
    const full = Game.replayRecord(fen, unpack(codes, moves.length), options);
    // The board accepted every move; a start Game refuses (a lenient FEN) has no rulings to give.
    return { illegal: -1, rulings: full.ok ? full.value.rulings : NO_RULINGS, full: true };
  }
  if (repeats.length === 0 && last?.reason !== 'dead-position') {
    if (last === undefined || moves.length === 0) return { illegal: -1, rulings: NO_RULINGS, full: false };
    return { illegal: -1, rulings: [rulingAt(leniently(fen), moves.length, last)], full: false };
  }
  const seen = { repeats, keys: keys.subarray(0, 2 * moves.length + 2) };
  const rulings = recordRulings(fen, unpack(codes, moves.length), options, seen, last);
  return { illegal: -1, rulings, full: false };
}

/**
 * The rulings of a record whose moves are all legal and where a repetition or a dead position
 * rules, ply by ply in Game.outcome's order (the board, then repetition), reported where the
 * outcome begins or changes. A start Game refuses (a lenient FEN) has none, as Game gives none.
 * A repeated ply's window is judged on the board (its winner and reason, as judgeRepetition gives
 * them); only where that begins or changes a ruling is the window described in full for the
 * ruling's words (judgeRepetition), each window once. One map keeps the judge's searches for the
 * whole record (its windows meet the same positions again).
 */
function recordRulings(
  fen: string,
  moves: readonly Move[],
  options: GameOptions,
  seen: { readonly repeats: readonly number[]; readonly keys: Int32Array },
  last: Outcome | undefined,
): readonly RecordRuling[] {
  const { repeats, keys } = seen;
  const start = Position.fromFen(fen, options);
  if (!start.ok) return NO_RULINGS;
  const board = startBoard(fen, pass);
  if (board === undefined) return NO_RULINGS; // cannot happen: Game's start is a start
  const rules = options.rules ?? 'asian';
  const judge = (judges[rules] ??= new RepetitionJudge(rules));
  const searches = new Map<string, boolean>();
  const described = new Map<string, Outcome | undefined>();
  const verdicts = new Map<string, ReturnType<RepetitionJudge['winnerAndReason']>>();
  // A window named by its start's key, its occurrences and its moves: a repetition that goes on
  // meets the same windows again.
  const nameOf = (ply: number, first: number, middle: number): string => {
    let name = `${keys[2 * first]},${keys[2 * first + 1]},${middle - first},${ply - first}`;
    for (let k = first; k < ply; k++) name += `,${moves[k]!.from},${moves[k]!.to}`;
    return name;
  };
  /** The ruling of the window from `first` to `ply` in words, as judgeRepetition gives it. */
  const describe = (ply: number, first: number, middle: number, name: string): Outcome | undefined => {
    if (described.has(name)) return described.get(name);
    // The position at the window's start: the board taken back there and played again.
    const undone: number[] = [];
    for (let k = ply; k > first; k--) {
      undone.push(board.lastMove());
      board.unmake();
    }
    const at = Position.fromBoard(board, 0, 1, { mode: 'lenient' });
    for (let k = undone.length - 1; k >= 0; k--) board.make(undone[k]!);
    let outcome: Outcome | undefined;
    if (at.ok) {
      const occurrences = [0, middle - first, ply - first];
      const j = judgeRepetition(
        { start: at.value, moves: moves.slice(first, ply), occurrences, searches },
        options,
      );
      outcome = { winner: j.winner, reason: j.reason, article: j.article, explanation: j.explanation };
    }
    described.set(name, outcome);
    return outcome;
  };
  // The outcome of the first dead position (a move was played from it: not a mate), and its ply.
  let dead = isDead(board) ? start.value.outcome() : undefined;
  let deadFrom = dead ? 1 : Number.POSITIVE_INFINITY;
  const rulings: RecordRuling[] = [];
  let before: Outcome | undefined;
  let r = 0;
  judge.searches = searches;
  try {
    for (let ply = 1; ply <= moves.length; ply++) {
      const m = moves[ply - 1]!;
      board.make(m.from | (m.to << 8));
      if (dead === undefined && board.lastCaptured() !== 0 && isDead(board)) {
        const p = Position.fromBoard(board, 0, 1, { mode: 'lenient' });
        dead = p.ok ? p.value.outcome() : undefined;
        deadFrom = ply;
      }
      while (r < repeats.length && repeats[r]! < ply) r += 3;
      let now: Outcome | undefined;
      if (ply === moves.length && last !== undefined) now = last;
      else if (ply >= deadFrom) now = dead;
      else if (repeats[r] === ply) {
        const first = repeats[r + 1]!;
        const middle = repeats[r + 2]!;
        const name = nameOf(ply, first, middle);
        let verdict = verdicts.get(name);
        if (verdict === undefined) {
          verdict = judge.winnerAndReason(judge.judge(board, ply - first, false));
          verdicts.set(name, verdict);
        }
        // The same ruling goes on: nothing to report, no words needed.
        const goesOn = before?.reason === verdict.reason && before.winner === verdict.winner;
        now = goesOn ? before : describe(ply, first, middle, name);
      }
      if (now && (before?.reason !== now.reason || before.winner !== now.winner))
        rulings.push(rulingAt(start.value, ply, now));
      before = now;
    }
  } finally {
    judge.searches = undefined;
  }
  return rulings;
}

/** The board a record's rulings are found on, and a judge per rule set, reused from record to record. */
const pass = new Board();
const judges: Partial<Record<NonNullable<GameOptions['rules']>, RepetitionJudge>> = {};

/** The first `n` packed moves as `{from, to}`. */
function unpack(packed: Int32Array, n: number): Move[] {
  const out: Move[] = [];
  for (let i = 0; i < n; i++) out.push({ from: packed[i]! & 0xff, to: packed[i]! >> 8 });
  return out;
}

/** The start's half-move clock (plies since a capture), 0 when the FEN does not say. */
function startClock(fen: string): number {
  const n = Number(fen.trim().split(/\s+/)[4]);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** Position.isDeadPosition on the board: no rook, horse, cannon or pawn of either side. */
function isDead(board: Board): boolean {
  for (const code of board.squares) {
    const role = code & 7;
    if (role === ROOK || role === HORSE || role === CANNON || role === PAWN) return false;
  }
  return true;
}

/**
 * The last position's outcome as Position.outcome gives it (a mate, no move, dead, or none),
 * tested on the board first: most games end with moves left and pieces that cross the river.
 */
function lastOutcome(board: Board): Outcome | undefined {
  if (hasLegalMove(board) && !isDead(board)) return undefined;
  const p = Position.fromBoard(board, 0, 1, { mode: 'lenient' });
  return p.ok ? p.value.outcome() : undefined;
}

/** The start as the fast board reads it (leniently). */
function leniently(fen: string): Position {
  const start = Position.fromFen(fen, { mode: 'lenient' });
  return start.ok ? start.value : Position.initial();
}

/** The side to move has a legal move: its pseudo-legal moves tried until one is legal. */
function hasLegalMove(board: Board): boolean {
  const n = board.generatePseudo(scratch, 0);
  for (let i = 0; i < n; i++) if (board.isLegal(scratch[i]!)) return true;
  return false;
}

/** A ruling at a ply (1 = after the first move), worded as Game.replayRecord words it. */
function rulingAt(s: Position, ply: number, o: Outcome): RecordRuling {
  const i = ply - 1;
  const moveNumber = s.fullmoves + Math.floor((i + (s.turn === 'black' ? 1 : 0)) / 2);
  const side = (i % 2 === 0) === (s.turn === 'red') ? 'red' : 'black';
  return { ...o, ply, moveNumber, side };
}
