// The records of the driver's API: how an engine is opened, what a search finds and plays.
import type { Move, Outcome, Result } from '@xq/core';
import type { Dialect } from './dialect';
import type { EngineError } from './errors';
import type { RawInfo, Score } from './parse';

/**
 * How `Engine.open` talks to the engine.
 * @example const o: EngineOptions = { dialect: 'uci-fairy', handshakeMs: 5000 };
 * @category Engine
 */
export interface EngineOptions {
  /** The dialect; found by the handshake when absent (`ucci` first, then `uci`; Fairy-Stockfish by its name). */
  readonly dialect?: Dialect;
  /** How long the handshake and `isready` may take (default 10 000 ms; at most `MAX_WAIT_MS`). */
  readonly handshakeMs?: number;
  /** The time allowed past a search's own limit before `stop`, and again after it (default 1000 ms; at most `MAX_WAIT_MS`). */
  readonly graceMs?: number;
  /** The longest line kept (default 4096 characters, at most 2^20; longer lines are cut). */
  readonly maxLine?: number;
  /** Options sent after the handshake, by name; each name and value one line (no CR, LF or NUL). */
  readonly options?: Readonly<Record<string, string | number | boolean>>;
}

/**
 * One `info` line of a search, in xq's terms.
 * @example
 * const i: Info = { multipv: 1, depth: 5, pv: [{ from: 7, to: 4 }] };
 * @category Analysis
 */
export interface Info extends Omit<RawInfo, 'multipv' | 'currmove' | 'currmovenumber' | 'pv'> {
  /** The line's rank in a multi-pv search (1 = best). */
  readonly multipv: number;
  /** The same score from red's view. */
  readonly redScore?: Score;
  /** The principal variation, legal moves only. */
  readonly pv: readonly Move[];
  /** Where the engine's pv stopped being legal, and the move text there. */
  readonly pvCut?: {
    /** The index in the engine's pv of the first move that is not legal. */
    readonly index: number;
    /** That move as the engine wrote it. */
    readonly text: string;
  };
  /** For a mate score: whether `@xq/core` finds the pv ending in that mate. */
  readonly mateConfirmed?: boolean;
}

/**
 * What a finished search found.
 * @example
 * const a: Analysis = { bestmove: null, infos: [], banned: [], refused: [] };
 * @category Analysis
 */
export interface Analysis {
  /** The best move, `null` when the side to move has none (the engine's claim, checked). */
  readonly bestmove: Move | null;
  /** The move the engine expects in reply. */
  readonly ponder?: Move;
  /** The last info of each line, best first. */
  readonly infos: readonly Info[];
  /** The moves the law forbade (sent to the engine as a ban). */
  readonly banned: readonly Move[];
  /** Best moves the engine gave that broke the ban and were refused before it searched again. */
  readonly refused: readonly Move[];
  /** The outcome of the position when it has no move (mate or stalemate), from `@xq/core`. */
  readonly outcome?: Outcome;
}

/**
 * The engine's move in a game ({@link Engine.play}).
 * @example const p: Played = { move: { from: 7, to: 4 } };
 * @category Analysis
 */
export interface Played {
  /** The move, `null` when the side to move has none. */
  readonly move: Move | null;
  /** The reply the engine expects. */
  readonly ponder?: Move;
  /** The last info of the search. */
  readonly info?: Info;
}

/**
 * A running search: iterate its infos (`for await`), `stop()` it, await its `result`. A slow
 * reader finds the last 1024 infos waiting (older ones are dropped) and the last info of each
 * `multipv` line.
 * @example
 * // const run = engine.analysis(game, { depth: 10 });
 * // for await (const info of run) console.log(info.depth);
 * @category Analysis
 */
export interface AnalysisRun extends AsyncIterable<Info> {
  /** Asks the engine to stop and answer its best move now. */
  stop(): void;
  /** The result, once the engine answers. */
  readonly result: Promise<Result<Analysis, EngineError>>;
}

/**
 * The moves a search should answer: `multipv` lines (default 1).
 * @example const o: AnalyseOptions = { multipv: 3 };
 * @category Analysis
 */
export interface AnalyseOptions {
  /** How many best lines (the engine's `MultiPV` option). */
  readonly multipv?: number;
  /** How long to wait in all (default: the limit's own time, or 15 s for depth and nodes; at most `MAX_WAIT_MS`). */
  readonly timeoutMs?: number;
}
