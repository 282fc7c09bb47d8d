// How long a search runs: a depth, a node count, a time per move, or the clocks of a game.
import type { Color } from '@xq/core';
import { checkWait } from './checks';
import type { Dialect } from './dialect';
import type { EngineError } from './errors';

/**
 * The clocks of a game as a search sees them (build it from an `@xq/clock` state with its
 * `remainingMs`): the time left for each side, the increment, the moves to the next control.
 * @example const c: ClockLimit = { redMs: 60_000, blackMs: 55_000, incrementMs: 2000 };
 * @category Analysis
 */
export interface ClockLimit {
  /** Red's time left, ms. */
  readonly redMs: number;
  /** Black's time left, ms. */
  readonly blackMs: number;
  /** The increment per move, ms (both sides). */
  readonly incrementMs?: number;
  /** Moves until the next time control. */
  readonly movesToGo?: number;
}

/**
 * When a search ends: at least one of a depth, a node count, a time per move, the clocks.
 * @example const l: Limit = { depth: 12 };
 * @category Analysis
 */
export interface Limit {
  /** Plies. */
  readonly depth?: number;
  /** Nodes. */
  readonly nodes?: number;
  /** Milliseconds for this move. */
  readonly movetimeMs?: number;
  /** The clocks. */
  readonly clock?: ClockLimit;
}

const whole = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 2 ** 40;

/**
 * Checks a limit's JS types.
 * @throws TypeError naming the field when the limit is not an object, has no bound, or a bound
 * is not a whole number.
 */
export function checkLimit(limit: Limit, fn: string): void {
  if (typeof limit !== 'object' || limit === null) throw new TypeError(`${fn}: limit must be an object`);
  let any = false;
  for (const k of ['depth', 'nodes', 'movetimeMs'] as const) {
    const v = limit[k];
    if (v === undefined) continue;
    if (!whole(v) || v === 0) throw new TypeError(`${fn}: limit.${k} must be a positive integer`);
    any = true;
  }
  const c = limit.clock;
  if (c !== undefined) {
    if (typeof c !== 'object' || c === null) throw new TypeError(`${fn}: limit.clock must be an object`);
    for (const k of ['redMs', 'blackMs', 'incrementMs', 'movesToGo'] as const) {
      const v = c[k];
      if ((k === 'redMs' || k === 'blackMs' || v !== undefined) && !whole(v))
        throw new TypeError(`${fn}: limit.clock.${k} must be a whole number`);
    }
    any = true;
  }
  if (!any) throw new TypeError(`${fn}: limit needs depth, nodes, movetimeMs or clock`);
}

/**
 * The times of a limit that the driver waits on (`movetimeMs`, the clocks, the increment), each
 * within what a timer holds (2^31−1 ms, `MAX_WAIT_MS`), or the first that is not.
 */
export function checkLimitWaits(limit: Limit): EngineError | undefined {
  if (limit.movetimeMs !== undefined) {
    const e = checkWait(limit.movetimeMs, 'limit.movetimeMs');
    if (e) return e;
  }
  const c = limit.clock;
  if (c === undefined) return undefined;
  for (const k of ['redMs', 'blackMs', 'incrementMs'] as const) {
    const v = c[k];
    if (v !== undefined && v > 0) {
      const e = checkWait(v, `limit.clock.${k}`);
      if (e) return e;
    }
  }
  return undefined;
}

/** The `go` command for a limit (UCCI writes the clock as `time`/`increment`, UCI as `wtime`/`btime`). */
export function goCommand(limit: Limit, dialect: Dialect, turn: Color): string {
  const parts = ['go'];
  if (limit.depth !== undefined) parts.push(`depth ${limit.depth}`);
  if (limit.nodes !== undefined) parts.push(`nodes ${limit.nodes}`);
  if (limit.movetimeMs !== undefined) parts.push(`movetime ${limit.movetimeMs}`);
  const c = limit.clock;
  if (c) {
    if (dialect === 'ucci')
      parts.push(`time ${turn === 'red' ? c.redMs : c.blackMs} increment ${c.incrementMs ?? 0}`);
    else {
      parts.push(`wtime ${c.redMs} btime ${c.blackMs}`);
      if (c.incrementMs !== undefined) parts.push(`winc ${c.incrementMs} binc ${c.incrementMs}`);
    }
    if (c.movesToGo !== undefined) parts.push(`movestogo ${c.movesToGo}`);
  }
  return parts.join(' ');
}

/** The longest a search may take by its own limit, ms, or `undefined` for depth and nodes alone. */
export function searchBudgetMs(limit: Limit, turn: Color): number | undefined {
  const times: number[] = [];
  if (limit.movetimeMs !== undefined) times.push(limit.movetimeMs);
  if (limit.clock) times.push(turn === 'red' ? limit.clock.redMs : limit.clock.blackMs);
  return times.length === 0 ? undefined : Math.min(...times);
}
