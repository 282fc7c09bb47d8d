// The rulings of the fast ingest path: a record's moves replayed on @xq/core's mutable board (the
// legality test Position.play and Game.replay call), and the law's rulings (Điều 7) given exactly
// as Game.replayRecord gives them, by Game.replayRecord itself wherever one could apply:
// - a repetition ruling (7.1g, 7.1h, 7.2b, 7.2c) is judged only at a position's third occurrence
//   (Game.repetitionRuling): a game where no position occurs three times (counted by the low half
//   of their Zobrist keys; a clash only sends the game to the full replay) has none;
// - a mate or a side without a legal move (7.1a, 7.1b) ends play: after it no move is legal, so it
//   can only be the last position, which is judged by Position.outcome as Game does;
// - a dead position (7.2a: no piece that can cross the river) stays dead once reached (pieces are
//   only ever taken): when the last position is not dead, none was; when it is, the full replay
//   finds where it began;
// - the move limit (Điều 12) rules only when `moveLimit.automatic` is set: a game whose plies
//   without a capture (the start's clock included) reach `moveLimit.moves` goes to the full replay.
// Most real games thus cost the fast replay and one outcome test.
import { type Board, Game, type GameOptions, Position, type RecordRuling } from '@xq/core';
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
  const board = typeof fen === 'string' ? startBoard(fen) : undefined;
  if (board === undefined) return { illegal: moves.length > 0 ? 0 : -1, rulings: NO_RULINGS, full: false };
  const limit = options.moveLimit?.automatic ? (options.moveLimit.moves ?? 60) : Number.POSITIVE_INFINITY;
  let quiet = startClock(fen);
  const seen = new Map<number, number>([[board.keyLo, 1]]);
  let repeated = false;
  let longQuiet = quiet >= limit;
  for (let i = 0; i < moves.length; i++) {
    const mv: unknown = moves[i];
    const { from, to } = (mv ?? {}) as { from?: unknown; to?: unknown };
    // Something that is not a move is refused as an illegal one (Game.replayRecord: REPLAY_MALFORMED_MOVE).
    const m = isSquare(from) && isSquare(to) ? from | (to << 8) : -1;
    if (m < 0 || !board.isLegal(m)) return { illegal: i, rulings: NO_RULINGS, full: false };
    board.make(m);
    quiet = board.lastCaptured() === 0 ? quiet + 1 : 0;
    if (quiet >= limit) longQuiet = true;
    const n = (seen.get(board.keyLo) ?? 0) + 1;
    seen.set(board.keyLo, n);
    if (n >= 3) repeated = true;
  }
  const last = lastOutcome(board);
  if (!repeated && !longQuiet && last !== 'dead') {
    if (last === undefined || moves.length === 0) return { illegal: -1, rulings: NO_RULINGS, full: false };
    return { illegal: -1, rulings: [lastRuling(fen, moves.length, last)], full: false };
  }
  const full = Game.replayRecord(fen, moves as { from: number; to: number }[], options);
  // The board accepted every move; a start Game refuses (a lenient FEN) has no rulings to give.
  return { illegal: -1, rulings: full.ok ? full.value.rulings : NO_RULINGS, full: true };
}

const isSquare = (x: unknown): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 90;

/** The start's half-move clock (plies since a capture), 0 when the FEN does not say. */
function startClock(fen: string): number {
  const n = Number(fen.trim().split(/\s+/)[4]);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** The last position's outcome as Position.outcome gives it: a mate or no move, dead, or none. */
function lastOutcome(board: Board): ReturnType<Position['outcome']> | 'dead' {
  const p = Position.fromBoard(board, 0, 1, { mode: 'lenient' });
  if (!p.ok) return undefined;
  const o = p.value.outcome();
  return o?.reason === 'dead-position' ? 'dead' : o;
}

/** The ruling of a mate (or no legal move) at the last ply, worded as Game.replayRecord words it. */
function lastRuling(
  fen: string,
  plies: number,
  o: NonNullable<ReturnType<Position['outcome']>>,
): RecordRuling {
  const start = Position.fromFen(fen, { mode: 'lenient' });
  const s = start.ok ? start.value : Position.initial();
  const i = plies - 1;
  const moveNumber = s.fullmoves + Math.floor((i + (s.turn === 'black' ? 1 : 0)) / 2);
  const side = (i % 2 === 0) === (s.turn === 'red') ? 'red' : 'black';
  return { ...o, ply: plies, moveNumber, side };
}
