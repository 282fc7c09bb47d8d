// The fast ingest path: a record's main line replayed on @xq/core's mutable board (make only, no
// immutable positions), each move checked with the board's own legality test, one row per
// position written into flat typed arrays. Same legality as Position.play and Game.replay: the
// board's isLegal is the rule they call; the records' readers already refused any illegal move.
import { Board, INITIAL_FEN, Position } from '@xq/core';
import { type GameRecord, gameTag } from '@xq/notation';

/** A result as stored: 1 red wins, 0 draw, 2 black wins, null unknown (`*`). @internal */
export type ResultCode = 0 | 1 | 2 | null;

/** The stored code of a PGN result. @internal */
export const resultCode = (result: string): ResultCode =>
  result === '1-0' ? 1 : result === '0-1' ? 2 : result === '1/2-1/2' ? 0 : null;

/** The PGN result of a stored code. @internal */
export const resultText = (code: unknown): string =>
  code === 1 ? '1-0' : code === 2 ? '0-1' : code === 0 ? '1/2-1/2' : '*';

/**
 * Position rows of many games, column by column (what an import holds before writing them):
 * the key's halves, the game, the ply (0 = the start), the next move (`from | to << 8`, 0 after
 * the last move) and the game's result (-1 unknown).
 * @example
 * const rows = new PositionRows();
 * rows.push(0, 0, 1, 0, 0, 1);
 * rows.length; // 1
 * @category Storage
 */
export class PositionRows {
  /** High halves of the keys. */
  hi = new Int32Array(4096);
  /** Low halves of the keys. */
  lo = new Int32Array(4096);
  /** Game ids. */
  game = new Int32Array(4096);
  /** Plies. */
  ply = new Int32Array(4096);
  /** Next moves. */
  move = new Int32Array(4096);
  /** Results (1 red, 0 draw, 2 black, -1 unknown). */
  result = new Int8Array(4096);
  /** Rows held. */
  length = 0;

  /** Adds one row. */
  push(hi: number, lo: number, game: number, ply: number, move: number, result: number): void {
    if (this.length === this.hi.length) this.grow();
    const i = this.length++;
    this.hi[i] = hi;
    this.lo[i] = lo;
    this.game[i] = game;
    this.ply[i] = ply;
    this.move[i] = move;
    this.result[i] = result;
  }

  /** Forgets every row (the arrays stay, for the next batch). */
  clear(): void {
    this.length = 0;
  }

  private grow(): void {
    const n = this.hi.length * 2;
    const g = <T extends Int32Array | Int8Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(n);
      b.set(a);
      return b;
    };
    this.hi = g(this.hi);
    this.lo = g(this.lo);
    this.game = g(this.game);
    this.ply = g(this.ply);
    this.move = g(this.move);
    this.result = g(this.result);
  }
}

/**
 * A game ready to store: what a row of the `games` table holds.
 * @example const moves: GameRow['moves'] = new Uint8Array([25, 22]);
 * @category Storage
 */
export interface GameRow {
  /** High half of the hash of the start FEN and the moves (duplicates). */
  readonly digestHi: number;
  /** Low half of that hash. */
  readonly digestLo: number;
  /** The start position. */
  readonly fen: string;
  /** Two bytes a move: from, to. */
  readonly moves: Uint8Array;
  /** 1 red wins, 0 draw, 2 black wins, null unknown. */
  readonly result: 0 | 1 | 2 | null;
  /** Every tag of the record, in order. */
  readonly tags: readonly (readonly [string, string])[];
  /** The red player, searched. */
  readonly red: string | null;
  /** The black player, searched. */
  readonly black: string | null;
  /** The event, searched. */
  readonly event: string | null;
  /** The date, normalised (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`). */
  readonly date: string | null;
  /** The ECCO code, when the game starts from the initial position. */
  readonly opening: string | null;
  /** The file it came from. */
  readonly source: string;
  /** Its 1-based number in that file. */
  readonly record: number;
  /** Why the record was cut short (its legal part kept), or null. */
  readonly note: string | null;
}

let cachedFen = '';
let cachedBoard: Board | undefined;

/**
 * A board at a record's start (lenient: a mate diagram is a start too), or undefined: a new one,
 * or `into` set to it (a board reused from record to record keeps its grown undo stack). @internal
 */
export function startBoard(fen: string, into?: Board): Board | undefined {
  if (fen !== cachedFen || cachedBoard === undefined) {
    const p = fen === INITIAL_FEN ? Position.initial() : Position.fromFen(fen, { mode: 'lenient' });
    const pos = p instanceof Position ? p : p.ok ? p.value : undefined;
    cachedFen = fen;
    cachedBoard = pos?.toBoard();
    if (cachedBoard === undefined) return undefined;
  }
  if (into === undefined) return cachedBoard.clone();
  into.load(cachedBoard.squares, cachedBoard.turn);
  return into;
}

/** FNV-1a over the start and the moves, two lanes: the duplicate digest. @internal */
export function digest(fen: string, moves: Uint8Array): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ moves.length;
  for (let i = 0; i < fen.length; i++) {
    const c = fen.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  for (let i = 0; i < moves.length; i++) {
    a = Math.imul(a ^ moves[i]!, 0x01000193);
    b = Math.imul(b ^ moves[i]!, 0x5bd1e995) ^ (b >>> 15);
  }
  return [a | 0, b | 0];
}

/** The board the records are replayed on, one after the other (its undo stack grows once). */
const rowsBoard = new Board();

/**
 * Replays a record's main line on the fast board, pushing one row per position (the start and
 * after each move) for game `id`; answers the moves as bytes, or the 1-based ply of the first
 * move the board refuses (the rows up to it are kept: the legal part).
 * @internal
 */
export function replayRows(
  record: GameRecord,
  id: number,
  rows: PositionRows,
): { moves: Uint8Array; badPly: number } {
  const board = startBoard(record.fen, rowsBoard);
  const line = record.moves;
  const moves = new Uint8Array(line.length * 2);
  if (board === undefined) return { moves: moves.subarray(0, 0), badPly: line.length > 0 ? 1 : 0 };
  const result = resultCode(record.result) ?? -1;
  let ply = 0;
  for (; ply < line.length; ply++) {
    const { from, to } = line[ply]!.move;
    const m = from | (to << 8);
    if (!board.isLegal(m)) break;
    rows.push(board.keyHi, board.keyLo, id, ply, m, result);
    moves[2 * ply] = from;
    moves[2 * ply + 1] = to;
    board.make(m);
  }
  rows.push(board.keyHi, board.keyLo, id, ply, 0, result);
  return { moves: moves.subarray(0, 2 * ply), badPly: ply < line.length ? ply + 1 : 0 };
}

/** Replays stored moves (two bytes a move), pushing their position rows: an interrupted import's games. @internal */
export function replayBytes(
  fen: string,
  moves: Uint8Array,
  id: number,
  result: number,
  rows: PositionRows,
): void {
  const board = startBoard(fen, rowsBoard);
  if (board === undefined) return;
  let ply = 0;
  for (; 2 * ply + 1 < moves.length; ply++) {
    const m = moves[2 * ply]! | (moves[2 * ply + 1]! << 8);
    if (!board.isLegal(m)) break;
    rows.push(board.keyHi, board.keyLo, id, ply, m, result);
    board.make(m);
  }
  rows.push(board.keyHi, board.keyLo, id, ply, 0, result);
}

/** The tag a game is searched by, trimmed; null when absent or empty. @internal */
export function tagValue(record: GameRecord, name: string): string | null {
  const v = gameTag(record, name)?.trim();
  return v ? v : null;
}

/**
 * A date as stored and searched: `YYYY`, `YYYY-MM` or `YYYY-MM-DD` from the first year written
 * (`1982.05.03`, `2001-10-22`, `1982年5月`), null when there is no year.
 * @internal
 */
export function normalDate(text: string | null): string | null {
  const m = text === null ? null : /(\d{4})(?:\D{1,3}(\d{1,2})(?:\D{1,3}(\d{1,2}))?)?/.exec(text);
  if (!m) return null;
  const two = (x: string | undefined): string | undefined =>
    x === undefined || Number(x) === 0 ? undefined : x.padStart(2, '0');
  const month = two(m[2]);
  const day = month === undefined ? undefined : two(m[3]);
  return [m[1], month, day].filter((x) => x !== undefined).join('-');
}

/** The row of a replayed record. @internal */
export function gameRowOf(
  record: GameRecord,
  replay: { moves: Uint8Array; badPly: number },
  where: { source: string; record: number; note: string | null; opening: string | null },
): GameRow {
  const [digestHi, digestLo] = digest(record.fen, replay.moves);
  return {
    digestHi,
    digestLo,
    fen: record.fen,
    moves: replay.moves,
    result: resultCode(record.result),
    tags: record.tags,
    red: tagValue(record, 'Red'),
    black: tagValue(record, 'Black'),
    event: tagValue(record, 'Event'),
    date: normalDate(tagValue(record, 'Date')),
    opening: where.opening,
    source: where.source,
    record: where.record,
    note: where.note,
  };
}
