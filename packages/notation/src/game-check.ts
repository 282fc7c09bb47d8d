import { isSquare, Position } from '@xq/core';
import type { GameNode, GameRecord } from './game';
import { isNotation } from './notations';

/** A hostile value in a message: a short string in quotes, a number, else its type (never `String(v)`, which may throw). */
export const shown = (v: unknown): string =>
  typeof v === 'string'
    ? JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)
    : typeof v === 'number'
      ? String(v)
      : typeof v;

/** The results a {@link GameRecord} may hold. */
export const GAME_RESULTS: readonly string[] = ['1-0', '0-1', '1/2-1/2', '*'];

/** True when `v` is an array whose every index holds what `item` accepts (holes included, unlike `every`). */
function arrayOf(v: unknown, item: (x: unknown) => boolean): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!item(v[i])) return false;
  return true;
}
const isStrings = (v: unknown): v is readonly string[] => arrayOf(v, (s) => typeof s === 'string');

/**
 * Checks the shape of a game handed to a writer (JS callers may pass anything): the fields
 * other than the moves. Each node is checked by {@link checkNode} as the writer reaches it.
 * @throws TypeError naming the first field of the wrong type; RangeError for an unknown result.
 */
export function checkGame(game: unknown, fn: string): asserts game is GameRecord {
  if (game === null || typeof game !== 'object') throw new TypeError(`${fn}: a game must be an object`);
  const g = game as Record<string, unknown>;
  if (!Array.isArray(g.tags)) throw new TypeError(`${fn}: game.tags must be an array of [name, value]`);
  if (!arrayOf(g.tags, (t) => Array.isArray(t) && typeof t[0] === 'string' && typeof t[1] === 'string'))
    throw new TypeError(`${fn}: each tag must be a [name, value] pair of strings`);
  if (typeof g.fen !== 'string') throw new TypeError(`${fn}: game.fen must be a string`);
  if (!isStrings(g.comments)) throw new TypeError(`${fn}: game.comments must be an array of strings`);
  if (!Array.isArray(g.moves)) throw new TypeError(`${fn}: game.moves must be an array of nodes`);
  if (typeof g.result !== 'string') throw new TypeError(`${fn}: game.result must be a string`);
  if (!GAME_RESULTS.includes(g.result))
    throw new RangeError(
      `${fn}: game.result must be one of ${GAME_RESULTS.join(' ')}, not ${JSON.stringify(g.result)}`,
    );
  if (g.trailing !== undefined && typeof g.trailing !== 'string')
    throw new TypeError(`${fn}: game.trailing must be a string when present`);
}

/**
 * Checks the shape of one node of a game handed to a writer (the move's legality is the
 * writer's own check); with `seen`, also that the walk meets it for the first time.
 * @throws TypeError naming the first field of the wrong type, or a node met twice.
 */
export function checkNode(node: unknown, fn: string, seen?: Set<object>): asserts node is GameNode {
  if (node === null || typeof node !== 'object')
    throw new TypeError(`${fn}: each move node must be an object`);
  if (seen !== undefined) {
    // A node met twice makes a cycle (a walk without end) or a shared subtree (output that
    // doubles with each share): both are refused.
    if (seen.has(node)) throw new TypeError(`${fn}: a move node appears twice in the game's tree`);
    seen.add(node);
  }
  const n = node as Record<string, unknown>;
  const m = n.move as { from?: unknown; to?: unknown } | null | undefined;
  if (m === null || typeof m !== 'object' || !isSquare(m.from) || !isSquare(m.to))
    throw new TypeError(`${fn}: node.move must be { from, to } with squares 0..89`);
  if (!isStrings(n.comments)) throw new TypeError(`${fn}: node.comments must be an array of strings`);
  if (n.before !== undefined && !isStrings(n.before))
    throw new TypeError(`${fn}: node.before must be an array of strings when present`);
  if (!arrayOf(n.nags, (x) => Number.isInteger(x) && (x as number) >= 0))
    throw new TypeError(`${fn}: node.nags must be an array of non-negative integers`);
  if (!arrayOf(n.variations, Array.isArray))
    throw new TypeError(`${fn}: node.variations must be an array of lines (arrays of nodes)`);
}

/** Checks a notation argument. @throws TypeError when not a string, RangeError when unknown. */
export function checkNotation(notation: unknown, fn: string): void {
  if (typeof notation !== 'string')
    throw new TypeError(`${fn}: a notation must be a string, not ${typeof notation}`);
  if (!isNotation(notation)) throw new RangeError(`${fn}: unknown notation ${shown(notation)}`);
}

/** Checks a position argument. @throws TypeError when it is not a `Position` of `@xq/core`. */
export function checkPosition(position: unknown, fn: string): asserts position is Position {
  if (!(position instanceof Position)) throw new TypeError(`${fn}: expected a Position of @xq/core`);
}

/** Checks a text argument. @throws TypeError when it is not a string. */
export function checkText(text: unknown, fn: string, what = 'text'): asserts text is string {
  if (typeof text !== 'string') throw new TypeError(`${fn}: ${what} must be a string, not ${typeof text}`);
}

/**
 * Checks the {@link FormatOptions} of the writers (and an optional `notation`).
 * @throws TypeError when `options` is not an object; RangeError for an unknown value.
 */
export function checkOptions(options: unknown, fn: string): void {
  if (options === null || typeof options !== 'object')
    throw new TypeError(`${fn}: options must be an object`);
  const o = options as Record<string, unknown>;
  if (o.notation !== undefined) checkNotation(o.notation, fn);
  if (o.script !== undefined && o.script !== 'traditional' && o.script !== 'simplified')
    throw new RangeError(`${fn}: script must be 'traditional' or 'simplified'`);
  if (o.blackDigits !== undefined && o.blackDigits !== 'full-width' && o.blackDigits !== 'ascii')
    throw new RangeError(`${fn}: blackDigits must be 'full-width' or 'ascii'`);
}

const ENCODINGS: readonly unknown[] = ['auto', 'utf-8', 'big5', 'gbk', 'gb18030'];

/** @throws RangeError when `encoding` is not a {@link TextEncodingName}. */
export function checkEncoding(encoding: unknown, fn: string): void {
  if (!ENCODINGS.includes(encoding))
    throw new RangeError(`${fn}: encoding must be one of ${ENCODINGS.join(', ')}, not ${shown(encoding)}`);
}
