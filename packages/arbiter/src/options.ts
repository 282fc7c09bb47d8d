import { RULE_SETS, type RuleSet } from '@xq/core';
import { snapshot } from './guard';
import { fail, type Result } from './result';
import { type ArbiterOptions, type ArbiterState, newRecord } from './state';
import type { Side } from './vocab';

/** The two sides, in the order options list them. */
const SIDES: readonly Side[] = ['red', 'black'];

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * Options as a caller writes them: every field may be left out.
 *
 * @example
 * ```ts
 * import type { ArbiterOptionsInput } from '@xq/arbiter';
 * const o: ArbiterOptionsInput = { moveLimit: { checkCap: null } };
 * ```
 * @category State
 */
export interface ArbiterOptionsInput {
  /** The move-limit rule: `moves` (default 60) and `checkCap` (default 10; `null`: no cap). */
  readonly moveLimit?: {
    /** Moves each side must make without a capture (default 60). */
    readonly moves?: number;
    /** How many of a side's checking moves count (default 10; `null`: all). */
    readonly checkCap?: number | null;
  };
  /** The repetition rule set (default `asian`). */
  readonly rules?: RuleSet;
  /**
   * The sides the organisers excused from recording before play (11.3, last paragraph): their
   * missing moves are no fault.
   */
  readonly excusedFromRecording?: readonly Side[];
}

/**
 * Validates and normalises options written as JSON: `moveLimit` (`moves`, default 60;
 * `checkCap`, default 10, `null` for no cap), `rules` (`asian`, `chinese` or `simple`,
 * default `asian`) and `excusedFromRecording` (the sides excused from recording, 11.3). Unknown
 * fields are refused.
 *
 * @example
 * ```ts
 * import { parseOptions } from '@xq/arbiter';
 * parseOptions({ moveLimit: { moves: 50 } }).ok; // true
 * parseOptions({ rules: 'fide' }).ok; // false
 * ```
 * @category State
 */
export function parseOptions(given: unknown): Result<ArbiterOptions> {
  const bad = (m: string, path: string) => fail('ARBITER_BAD_OPTIONS', m, path);
  const plain = snapshot(given ?? {});
  if (!plain.ok) return bad(`the options ${plain.error.message}`, plain.error.path);
  const input = plain.value;
  if (!isObj(input))
    return bad('options are a JSON object { moveLimit?, rules?, excusedFromRecording? }', '');
  for (const k of Object.keys(input))
    if (k !== 'moveLimit' && k !== 'rules' && k !== 'excusedFromRecording')
      return bad(`unknown field "${k}"`, k);
  const ml = input.moveLimit ?? {};
  if (!isObj(ml)) return bad('moveLimit is { moves?, checkCap? }', 'moveLimit');
  for (const k of Object.keys(ml)) {
    if (k !== 'moves' && k !== 'checkCap') return bad(`unknown field "${k}"`, `moveLimit.${k}`);
  }
  const moves = ml.moves ?? 60;
  if (typeof moves !== 'number' || !Number.isInteger(moves) || moves < 1 || moves > 1000) {
    return bad('moves must be an integer from 1 to 1000', 'moveLimit.moves');
  }
  const cap = ml.checkCap === undefined ? 10 : ml.checkCap;
  if (cap !== null && (typeof cap !== 'number' || !Number.isInteger(cap) || cap < 0 || cap > 1000)) {
    return bad('checkCap must be an integer from 0 to 1000 or null', 'moveLimit.checkCap');
  }
  const rules = input.rules ?? 'asian';
  if (!(RULE_SETS as readonly unknown[]).includes(rules)) {
    return bad(`rules must be one of ${RULE_SETS.join(', ')}`, 'rules');
  }
  const excused = input.excusedFromRecording ?? [];
  if (
    !Array.isArray(excused) ||
    excused.length > 2 ||
    !excused.every((s) => (SIDES as readonly unknown[]).includes(s)) ||
    new Set(excused).size !== excused.length
  )
    return bad('excusedFromRecording lists sides (red, black), each once', 'excusedFromRecording');
  // -0 is read as 0: what is written (JSON has no -0) reads back the same.
  const checkCap = cap === null ? null : cap + 0;
  const value: ArbiterOptions = { moveLimit: { moves, checkCap }, rules: rules as RuleSet };
  if (excused.length === 0) return { ok: true, value };
  const ordered = SIDES.filter((s) => excused.includes(s));
  return { ok: true, value: { ...value, excusedFromRecording: ordered } };
}

/** @internal The options, or a `TypeError` naming `fn` (a programmer error). */
export function checkedOptions(fn: string, options: unknown): ArbiterOptions {
  const o = parseOptions(options);
  if (!o.ok) throw new TypeError(`${fn}: invalid arbiter options: ${o.error.message} at ${o.error.path}`);
  return o.value;
}

/**
 * A fresh arbiter, before the `start` event.
 *
 * @example
 * ```ts
 * import { createArbiter } from '@xq/arbiter';
 * createArbiter().status; // 'idle'
 * ```
 * @throws {TypeError} when `options` are not valid (check user input with {@link parseOptions}).
 * @category State
 */
export function createArbiter(options: ArbiterOptionsInput = {}): ArbiterState {
  return {
    version: 1,
    options: checkedOptions('createArbiter', options),
    status: 'idle',
    start: null,
    fen: null,
    moves: [],
    turn: 'red',
    touches: [],
    drawOffer: null,
    sealed: null,
    red: newRecord(),
    black: newRecord(),
    clock: null,
    at: null,
    result: null,
    swapped: false,
  };
}
