import { describe, isRecord, option, wrong } from './args';
import type { Board } from './board';
import { packMove } from './board-codes';
import type { FenError } from './fen';
import {
  earlierMoves,
  type MoveLimitClaim,
  type MoveLimitOptions,
  moveLimitClaim,
  moveLimitRule,
  type PlyFacts,
} from './move-limit';
import { OUTCOME_REASONS, type Outcome, type OutcomeReason, REASON_ARTICLE } from './outcome';
import { isBuiltPosition, Position } from './position';
import {
  forEachOccurrence,
  judgeRepetition,
  type PerpetualFacts,
  perpetualFacts,
  RepetitionJudge,
  type RepetitionOptions,
  type RepetitionRuling,
  RULE_SETS,
} from './repetition';
import { type SetupError, type SetupOptions, setupMode } from './setup';
import { formatUci, isSquare, parseUci } from './square';
import type { Color, Move, Result } from './types';

/** Options of a {@link Game}. @category Game */
export interface GameOptions extends SetupOptions, RepetitionOptions {
  /** The move-limit rule of Điều 12 (see {@link MoveLimitOptions}). */
  readonly moveLimit?: MoveLimitOptions;
}

/** Error codes of {@link Game.play} and {@link Game.replay}. @category Game */
export const GAME_ERROR_CODES = ['GAME_OVER', 'MOVE_ILLEGAL', 'MOVE_MALFORMED', 'RESULT_INVALID'] as const;
/** One of {@link GAME_ERROR_CODES}. @category Game */
export type GameErrorCode = (typeof GAME_ERROR_CODES)[number];

/** Why a move or a result was refused. @category Game */
export interface GameError {
  /** Why, as a stable code. */
  readonly code: GameErrorCode;
  /** The same for a person. */
  readonly message: string;
}

/** The first illegal move of a replayed record (Điều 9.10.1). @category Game */
export interface ReplayError {
  /** An illegal move, text that is not a move, or a move after the game ended. */
  readonly code: 'REPLAY_ILLEGAL_MOVE' | 'REPLAY_MALFORMED_MOVE' | 'REPLAY_AFTER_END';
  /** The same for a person, with the move number, the side and the move. */
  readonly message: string;
  /** Index of the move in the list (0-based ply). */
  readonly index: number;
  /** Move number as written on a scoresheet (1-based, one number for red's and black's move). */
  readonly moveNumber: number;
  /** The side that made it. */
  readonly side: Color;
  /** The move as given. */
  readonly move: string;
}

/**
 * A point of a record where the law would have ended the game: the ply after which it stood,
 * and the outcome with its article (see {@link Game.replayRecord}).
 * @category Game
 */
export interface RecordRuling extends Outcome {
  /** The number of moves (plies) played when the game would have ended (1 = after the first). */
  readonly ply: number;
  /** The move number of the last move played, as written on a scoresheet. */
  readonly moveNumber: number;
  /** The side that made the last move. */
  readonly side: Color;
}

/** A record replayed as written: the game after every move, and where the law ended it. @category Game */
export interface RecordedGame {
  /** The game after the record's last move (its {@link Game.outcome} is that of the last position). */
  readonly game: Game;
  /** Each point where the law would have ended the game, in the order played (empty: it never did). */
  readonly rulings: readonly RecordRuling[];
}

/** A result the arbiter records (not computed from the board). @category Game */
export interface RecordedResult {
  /** The reason, one that the arbiter records rather than the board decides. */
  readonly reason: Exclude<
    OutcomeReason,
    | 'checkmate'
    | 'no-legal-moves'
    | 'dead-position'
    | 'perpetual-check'
    | 'forbidden-repetition'
    | 'repetition-draw'
  >;
  /** The winner, `null` for a draw. */
  readonly winner: Color | null;
  /** Overrides the article: its number, such as `'7.1m'` for a penalty of that kind. */
  readonly article?: string;
}

const RECORDABLE = /* @__PURE__ */ (() => new Set<string>(OUTCOME_REASONS.slice(6)))();
/** The plies indexed under one key all hold that key. */
const SAME_KEY = (): boolean => true;
/** An article of the law by its number: `7.1m`, `10.2.4`, `12b`. */
const ARTICLE = /^[1-9]\d?(\.[1-9]\d?){0,3}[a-z]?$/;
const NO_PERPETUAL: PerpetualFacts = /* @__PURE__ */ Object.freeze({ perpetual: null, severalPieces: false });

/**
 * Moves since the last capture: red's without check, black's without check, red's checks,
 * black's checks, and the plies (those before the start included).
 */
type Quiet = readonly [number, number, number, number, number];

interface Ply {
  readonly move: Move;
  readonly position: Position;
  readonly facts: PlyFacts;
  /** The move-limit counts after this ply. */
  readonly quiet: Quiet;
  /** The position's Zobrist key. */
  readonly key: bigint;
  /** The number of plies after which the last capture at or before this ply stood (0: none). */
  readonly barrier: number;
}

/** Throws the TypeError or RangeError of options that are not {@link GameOptions}. */
function checkOptions(options: unknown, fn: string): GameOptions {
  if (!isRecord(options)) throw wrong(TypeError, fn, 'options must be an object', options);
  setupMode(options, fn);
  option(options, 'rules', RULE_SETS, fn);
  if (options.moveLimit !== undefined) moveLimitRule(options.moveLimit, fn);
  return options as GameOptions;
}

/**
 * A game under the law: a start position, the moves, undo/redo, repetition counts, and the
 * outcome with its reason and article (checkmate, no legal move, dead position, repetition
 * rulings, the move limit of Điều 12, and results recorded by the arbiter).
 *
 * @example
 * const game = Game.create().value;
 * game.play({ from: 25, to: 22 }); // h2e2
 * game.position.turn; // 'black'
 * game.outcome(); // undefined: play goes on
 * @category Game
 */
export class Game {
  private plies: Ply[] = [];
  private cursor = 0;
  /** The result the arbiter recorded, and the ply at which (kept through undo, for redo). */
  private recorded: { readonly at: number; readonly outcome: Outcome } | undefined;
  /** The move-limit rule's numbers, checked once. */
  private readonly rule: { limit: number; cap: number | null };
  /** The moves before the start since the last capture (the FEN's half-move clock). */
  private readonly before: Quiet;
  private ruling: RepetitionRuling | undefined;
  private rulingAt = -1;
  /** Repetition index: for each position key, the plies (0 = start) at which it stood, increasing. */
  private readonly seen = new Map<bigint, number[]>();
  private judge: RepetitionJudge | undefined;
  /** The answers of the repetition judge's position searches in this game (its windows share positions). */
  private readonly searches = new Map<string, boolean>();
  /** A low-level board kept at the current position (make on play and redo, unmake on undo), for the judge. */
  private readonly board: Board;
  private facts: PerpetualFacts | undefined;
  private factsAt = -1;
  /** While a record is replayed as written ({@link Game.replayRecord}): moves after the end are played. */
  private pastEnd = false;

  private constructor(
    /** The start position. */
    readonly start: Position,
    /** The options the game was created with. */
    readonly options: GameOptions,
  ) {
    this.seen.set(start.key, [0]);
    this.board = start.toBoard();
    this.rule = moveLimitRule(options.moveLimit ?? {}, 'Game');
    const earlier = earlierMoves(start.halfmoves, start.turn);
    this.before = [earlier.red, earlier.black, 0, 0, start.halfmoves];
  }

  /**
   * A new game from a FEN (default: the start position) or a position.
   * @returns the game, or the FEN's or setup's error, whatever `start` is.
   * @throws TypeError when `options` is not an object; RangeError when one of them is not a
   * value it takes (`mode`, `rules` one of {@link RULE_SETS}, `moveLimit`'s numbers).
   */
  static create(
    start: string | Position = Position.initial(),
    options: GameOptions = {},
  ): Result<Game, FenError | SetupError> {
    checkOptions(options, 'Game.create');
    if (typeof start === 'string') {
      const pos = Position.fromFen(start, options);
      if (!pos.ok) return pos;
      return { ok: true, value: new Game(pos.value, options) };
    }
    if (!(start instanceof Position) || !isBuiltPosition(start))
      return { ok: false, error: { code: 'FEN_EMPTY', message: 'start must be a FEN or a Position' } };
    return { ok: true, value: new Game(start, options) };
  }

  /**
   * Replays a record: moves as `{from, to}` or ICCS/UCCI text (`h2e2`, `H2-E2`). Stops at the
   * first illegal move and reports it with its index, move number and side (Điều 9.10.1).
   * @returns the game after every move, or the first bad move (an entry that is neither text
   * nor `{ from, to }` squares is `REPLAY_MALFORMED_MOVE`).
   * @throws TypeError when `moves` is not a list, or `options` as {@link Game.create} does.
   * @example Game.replay(INITIAL_FEN, ['h2e2', 'h9g7']).ok // true
   */
  static replay(
    start: string | Position,
    moves: readonly (Move | string)[],
    options: GameOptions = {},
  ): Result<Game, ReplayError | FenError | SetupError> {
    return Game.replayWith('Game.replay', start, moves, options, undefined);
  }

  /**
   * Replays a record as it was written: every move, past the points where the law would have
   * ended the game (real records go on after a third repetition, Điều 7.2b, or a mate the
   * players did not see), reporting each such point with its ply, outcome and article. A point
   * is reported where the outcome begins or changes; a ruling in force over several plies in a
   * row is reported once. Illegal and malformed moves are refused as by {@link Game.replay}.
   * @returns the game after the last move with the rulings, or the first bad move.
   * @throws TypeError when `moves` is not a list, or `options` as {@link Game.create} does.
   * @example Game.replayRecord(INITIAL_FEN, ['h2e2', 'h9g7']).value.rulings // []
   */
  static replayRecord(
    start: string | Position,
    moves: readonly (Move | string)[],
    options: GameOptions = {},
  ): Result<RecordedGame, ReplayError | FenError | SetupError> {
    const rulings: RecordRuling[] = [];
    const replayed = Game.replayWith('Game.replayRecord', start, moves, options, rulings);
    return replayed.ok ? { ok: true, value: { game: replayed.value, rulings } } : replayed;
  }

  /** {@link replay}, or with `rulings` the replay as recorded that collects them. */
  private static replayWith(
    fn: string,
    start: string | Position,
    moves: readonly (Move | string)[],
    options: GameOptions,
    rulings: RecordRuling[] | undefined,
  ): Result<Game, ReplayError | FenError | SetupError> {
    if (!Array.isArray(moves as unknown)) throw wrong(TypeError, fn, 'moves must be a list', moves);
    checkOptions(options, fn);
    const created = Game.create(start, options);
    if (!created.ok) return created;
    const game = created.value;
    game.pastEnd = rulings !== undefined;
    let last: Outcome | undefined;
    for (let i = 0; i < moves.length; i++) {
      const raw: unknown = moves[i];
      const side = game.position.turn;
      const moveNumber = game.start.fullmoves + Math.floor((i + (game.start.turn === 'black' ? 1 : 0)) / 2);
      const isMove = isRecord(raw) && isSquare(raw.from) && isSquare(raw.to);
      const text = typeof raw === 'string' ? raw : isMove ? formatUci(raw as unknown as Move) : describe(raw);
      const parsed = typeof raw === 'string' ? parseUci(raw) : undefined;
      if (!isMove && !parsed?.ok)
        return {
          ok: false,
          error: {
            code: 'REPLAY_MALFORMED_MOVE',
            message: `move ${i + 1} (${typeof raw === 'string' ? describe(raw) : text}) is not a move`,
            index: i,
            moveNumber,
            side,
            move: typeof raw === 'string' ? raw : text,
          },
        };
      const move: Move = parsed?.ok ? parsed.value : { from: (raw as Move).from, to: (raw as Move).to };
      const played = game.play(move);
      if (!played.ok) {
        game.pastEnd = false;
        const code = played.error.code === 'GAME_OVER' ? 'REPLAY_AFTER_END' : 'REPLAY_ILLEGAL_MOVE';
        return {
          ok: false,
          error: {
            code,
            message: `move ${moveNumber} (${side}) ${text}: ${played.error.message}`,
            index: i,
            moveNumber,
            side,
            move: text,
          },
        };
      }
      if (rulings !== undefined) {
        const now = game.outcome();
        if (now && (last?.reason !== now.reason || last.winner !== now.winner))
          rulings.push({ ...now, ply: i + 1, moveNumber, side });
        last = now;
      }
    }
    game.pastEnd = false;
    return { ok: true, value: game };
  }

  /** The current position. */
  get position(): Position {
    return this.cursor === 0 ? this.start : this.plies[this.cursor - 1]!.position;
  }

  /** The moves played up to the current position. */
  get moves(): Move[] {
    return this.plies.slice(0, this.cursor).map((p) => p.move);
  }

  /** The positions from the start up to the current one (the start included). */
  positions(): Position[] {
    return [this.start, ...this.plies.slice(0, this.cursor).map((p) => p.position)];
  }

  /** Number of moves (plies) played up to the current position. */
  get ply(): number {
    return this.cursor;
  }

  /**
   * Plays a move. Refused, with a typed error and no change, when the move is not legal or the
   * game is over. Playing after {@link undo} drops the moves that {@link redo} would replay.
   */
  play(move: Move): Result<Position, GameError> {
    const over = this.pastEnd ? undefined : this.outcome();
    if (over)
      return {
        ok: false,
        error: {
          code: 'GAME_OVER',
          message: `the game is over (${over.reason}, Điều ${over.article}): ${over.explanation}`,
        },
      };
    // Read once: a getter that changes its answer cannot play one move and record another.
    if (isRecord(move)) move = { from: move.from, to: move.to };
    const pos = this.position;
    if (!move || !isSquare(move.from) || !isSquare(move.to))
      return {
        ok: false,
        error: { code: 'MOVE_MALFORMED', message: 'a move is { from, to } with squares 0..89' },
      };
    if (!pos.isLegal(move))
      return { ok: false, error: { code: 'MOVE_ILLEGAL', message: `${formatUci(move)} is not legal here` } };
    const next = pos.play(move);
    // Drop the undone plies (and their entries in the repetition index, always the latest).
    for (let i = this.plies.length; i > this.cursor; i--) this.seen.get(this.plies[i - 1]!.key)?.pop();
    this.plies.length = this.cursor;
    const capture = pos.isCapture(move);
    const check = next.isCheck();
    const key = next.key;
    const [qr, qb, cr, cb, n] = this.cursor === 0 ? this.before : this.plies[this.cursor - 1]!.quiet;
    const red = +(pos.turn === 'red');
    this.plies.push({
      move: { from: move.from, to: move.to },
      position: next,
      facts: { color: pos.turn, capture, check },
      key,
      barrier: capture ? this.cursor + 1 : this.cursor === 0 ? 0 : this.plies[this.cursor - 1]!.barrier,
      quiet: capture
        ? [0, 0, 0, 0, 0]
        : check
          ? [qr, qb, cr + red, cb + 1 - red, n + 1]
          : [qr + red, qb + 1 - red, cr, cb, n + 1],
    });
    this.cursor++;
    this.board.make(packMove(move.from, move.to));
    const list = this.seen.get(key);
    if (list) list.push(this.cursor);
    else this.seen.set(key, [this.cursor]);
    this.recorded = undefined; // it stood at a ply that this move replaced
    this.rulingAt = -1;
    this.factsAt = -1;
    return { ok: true, value: next };
  }

  /**
   * Takes back the last move; false when there is none. A result recorded at the current
   * position no longer applies, until {@link redo} comes back to it (a new move drops it).
   */
  undo(): boolean {
    if (this.cursor === 0) return false;
    this.cursor--;
    this.board.unmake();
    return true;
  }

  /** Replays the next undone move (and a result recorded there); false when there is none. */
  redo(): boolean {
    if (this.cursor >= this.plies.length) return false;
    const m = this.plies[this.cursor]!.move;
    this.board.make(packMove(m.from, m.to));
    this.cursor++;
    return true;
  }

  /**
   * Plies (indices into {@link moves}, 0 = start) at which the current position stood, with
   * the same side to move; repetition cannot span a capture. Constant time per occurrence (an
   * index of positions by key), never a replay.
   */
  occurrences(): number[] {
    const key = this.cursor === 0 ? this.start.key : this.plies[this.cursor - 1]!.key;
    const barrier = this.cursor === 0 ? 0 : this.plies[this.cursor - 1]!.barrier;
    const out: number[] = [this.cursor];
    forEachOccurrence(this.cursor, barrier, SAME_KEY, (at) => void out.push(at), this.seen.get(key) ?? []);
    return out.reverse();
  }

  /** How many times the current position has occurred (1 the first time). */
  repetitionCount(): number {
    return this.occurrences().length;
  }

  /**
   * The repetition ruling in force at the current position, when it occurred a third time
   * (Chapter V; see {@link judgeRepetition}). The window judged runs from the first of its last
   * three occurrences: the cost is O(cycle), never a replay of the game. Move indices in the
   * ruling's `cycle` are plies of this game.
   *
   * The third occurrence ends the game (the offender was bound to change and did not; a draw
   * when neither or both offend): {@link play} refuses further moves.
   */
  repetitionRuling(): RepetitionRuling | undefined {
    if (this.rulingAt === this.cursor) return this.ruling;
    const occ = this.occurrences();
    this.ruling = occ.length < 3 ? undefined : this.judgeWindow(occ.slice(-3));
    this.rulingAt = this.cursor;
    return this.ruling;
  }

  /**
   * Facts about the last move for the clock's quota rule (Điều 10.1.3): when the current
   * position stood before, the last cycle is judged and the move is marked as part of its
   * side's perpetual check or chase. O(cycle).
   */
  lastMovePerpetual(): PerpetualFacts {
    if (this.factsAt === this.cursor && this.facts) return this.facts;
    const previous = this.previousOccurrence();
    let facts: PerpetualFacts = NO_PERPETUAL;
    if (previous >= 0) {
      this.judge ??= new RepetitionJudge(this.options.rules);
      this.judge.searches = this.searches;
      facts = perpetualFacts(this.board, this.cursor - previous, this.judge);
    }
    this.facts = facts;
    this.factsAt = this.cursor;
    return facts;
  }

  /** The last ply before the current one at which the current position stood, or -1. */
  private previousOccurrence(): number {
    if (this.cursor === 0) return -1;
    const ply = this.plies[this.cursor - 1]!;
    const list = this.seen.get(ply.key);
    if (!list) return -1;
    for (let i = list.length - 1; i >= 0; i--) {
      const at = list[i]!;
      if (at >= this.cursor) continue;
      return at >= ply.barrier ? at : -1;
    }
    return -1;
  }

  private judgeWindow(occ: readonly number[]): RepetitionRuling {
    const first = occ[0]!;
    const moves = this.plies.slice(first, this.cursor).map((p) => p.move);
    const start = first === 0 ? this.start : this.plies[first - 1]!.position;
    const occurrences = occ.map((o) => o - first);
    const ruling = judgeRepetition({ start, moves, occurrences, searches: this.searches }, this.options);
    return { ...ruling, cycle: ruling.cycle.map((m) => ({ ...m, index: m.index + first })) };
  }

  /**
   * Answers a claim under the move-limit rule (Điều 12) at the current position, in constant
   * time. The moves before the start that the FEN's half-move clock counts are added (the law
   * counts 60 moves "kể từ bất cứ thời điểm nào của ván cờ", from any moment of the game), as
   * moves without check (see {@link judgeMoveLimit}).
   */
  claimMoveLimit(): MoveLimitClaim {
    const q = this.cursor === 0 ? this.before : this.plies[this.cursor - 1]!.quiet;
    return moveLimitClaim({ red: q[0], black: q[1] }, { red: q[2], black: q[3] }, q[4], this.rule);
  }

  /**
   * Records a result the board does not decide: resignation, agreement, time, late arrival,
   * sealed move, penalty, forfeit, or a valid move-limit claim.
   * @returns the outcome, or `RESULT_INVALID` (unknown reason, a draw by agreement while the
   * side to move is mated, Điều 7.2f, or a move-limit claim that is not valid, Điều 12b).
   */
  record(result: RecordedResult): Result<Outcome, GameError> {
    const bad = (message: string) => ({ ok: false, error: { code: 'RESULT_INVALID', message } }) as const;
    if (!isRecord(result) || !RECORDABLE.has(result.reason as string))
      return bad('not a result an arbiter records');
    if (result.article !== undefined && (typeof result.article !== 'string' || !ARTICLE.test(result.article)))
      return bad('article must be a number such as 7.1m');
    if (result.winner !== null && result.winner !== 'red' && result.winner !== 'black')
      return bad('winner must be red, black or null');
    const current = this.outcome();
    if (current) return bad(`the game is already over (${current.reason})`);
    if (result.reason === 'agreement' && result.winner !== null) return bad('an agreement is a draw');
    if (result.reason === 'resignation' && result.winner === null) return bad('a resignation has a winner');
    if (result.reason === 'agreement' && !this.position.legalMoves().length)
      return bad('a side that is mated or has no move cannot offer a draw (7.2f)');
    if (result.reason === 'move-limit') {
      const claim = this.claimMoveLimit();
      if (!claim.valid)
        return bad(
          `premature claim: red needs ${claim.missing.red} more moves, black ${claim.missing.black} (12b)`,
        );
      if (result.winner !== null) return bad('the move limit is a draw');
    }
    const article = result.article ?? REASON_ARTICLE[result.reason];
    const who = result.winner ? `${result.winner} wins` : 'draw';
    const outcome: Outcome = {
      winner: result.winner,
      reason: result.reason,
      article,
      explanation: `${who} by ${result.reason.replace('-', ' ')}`,
    };
    this.recorded = { at: this.cursor, outcome };
    return { ok: true, value: outcome };
  }

  /**
   * The outcome at the current position, or `undefined` while play goes on: a recorded result,
   * then the board (checkmate 7.1a, no legal move 7.1b, dead position 7.2a), then a repetition
   * ruling (7.1g, 7.1h, 7.2b, 7.2c), then the move limit when it is automatic.
   */
  outcome(): Outcome | undefined {
    if (this.recorded?.at === this.cursor) return this.recorded.outcome;
    const board = this.position.outcome();
    if (board) return board;
    const ruling = this.repetitionRuling();
    if (ruling)
      return {
        winner: ruling.winner,
        reason: ruling.reason,
        article: ruling.article,
        explanation: ruling.explanation,
      };
    if (this.options.moveLimit?.automatic && this.claimMoveLimit().valid)
      return {
        winner: null,
        reason: 'move-limit',
        article: '7.2e',
        explanation: 'each side made the move limit without a capture (Điều 12)',
      };
    return undefined;
  }
}
