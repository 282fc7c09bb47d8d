import { describe, isInt } from './ms';
import { type ClockError, fail, guarded, type Result } from './result';

/**
 * A side of the board: `'red'` or `'black'`.
 *
 * @example
 * ```ts
 * import type { Side } from '@xq/clock';
 * const s: Side = 'black';
 * ```
 * @category Policy
 */
export type Side = 'red' | 'black';

/** The two sides, red first (red moves first in Xiangqi). */
export const SIDES = ['red', 'black'] as const satisfies readonly Side[];

/**
 * The other side.
 *
 * @throws {RangeError} when `side` is not `'red'` or `'black'`.
 */
export function opponent(side: Side): Side {
  if (side === 'red') return 'black';
  if (side === 'black') return 'red';
  throw new RangeError(`opponent: a side is "red" or "black", not ${describe(side)}`);
}

/**
 * Per-move bonus kinds: `fischer` adds the bonus after every move; `bronstein` gives back the
 * time used, up to the bonus; `delay` (US, simple delay) lets the bank run only after the delay.
 *
 * @example
 * ```ts
 * import { BONUS_TYPES } from './policy'; // internal to @xq/clock
 * BONUS_TYPES.length; // 3
 * ```
 * @category Policy
 */
export const BONUS_TYPES = ['fischer', 'bronstein', 'delay'] as const;

/**
 * One of {@link BONUS_TYPES}.
 *
 * @example
 * ```ts
 * import type { BonusType } from '@xq/clock';
 * const b: BonusType = 'fischer';
 * ```
 * @category Policy
 */
export type BonusType = (typeof BONUS_TYPES)[number];

/**
 * How move quotas carry from one stage to the next.
 *
 * - `add-on-quota` (the law, 10.1.2; DGT "moves ≠ 000"): the next stage's time is added the moment
 *   the quota is met; unused time and surplus moves carry.
 * - `check-at-flag`: the quota is checked when the stage's time runs out, cumulatively (surplus
 *   moves carry). Same wins and losses as `add-on-quota`; only the display differs.
 * - `check-at-flag-discard`: the quota is checked when the stage's time runs out, counting only
 *   the moves of that window (surplus moves are discarded). A different rule: it changes results.
 *
 * @example
 * ```ts
 * import { QUOTA_RULES } from './policy'; // internal to @xq/clock
 * QUOTA_RULES[0]; // 'add-on-quota'
 * ```
 * @category Policy
 */
export const QUOTA_RULES = ['add-on-quota', 'check-at-flag', 'check-at-flag-discard'] as const;

/**
 * One of {@link QUOTA_RULES}.
 *
 * @example
 * ```ts
 * import type { QuotaRule } from '@xq/clock';
 * const q: QuotaRule = 'add-on-quota';
 * ```
 * @category Policy
 */
export type QuotaRule = (typeof QUOTA_RULES)[number];

/**
 * When a flag counts: `instant` (the law, 10.2.4: the exact instant the time runs out decides,
 * a mate given after it is still a loss on time) or `claim` (FIDE: the flag counts once claimed;
 * until then the game goes on and a mate stands).
 *
 * @example
 * ```ts
 * import { FLAG_FINALITIES } from './policy'; // internal to @xq/clock
 * FLAG_FINALITIES; // ['instant', 'claim']
 * ```
 * @category Policy
 */
export const FLAG_FINALITIES = ['instant', 'claim'] as const;

/**
 * One of {@link FLAG_FINALITIES}.
 *
 * @example
 * ```ts
 * import type { FlagFinality } from '@xq/clock';
 * const f: FlagFinality = 'instant';
 * ```
 * @category Policy
 */
export type FlagFinality = (typeof FLAG_FINALITIES)[number];

/**
 * A per-move bonus.
 *
 * @example
 * ```ts
 * import type { Bonus } from '@xq/clock';
 * const wxf: Bonus = { type: 'fischer', ms: 30_000 };
 * ```
 * @category Policy
 */
export interface Bonus {
  /** The kind of bonus. */
  readonly type: BonusType;
  /** Its size in integer milliseconds. */
  readonly ms: number;
}

/**
 * A stage of a control: `timeMs` to make `moves` moves (no `moves`: to the end of the game),
 * used `repeat` times in a row (`'forever'`: to the end of the game).
 *
 * @example
 * ```ts
 * import type { Stage } from '@xq/clock';
 * // The international control (10.1.1d): 10 moves every 15 minutes to the end.
 * const international: Stage = { timeMs: 900_000, moves: 10, repeat: 'forever', bonus: null };
 * ```
 * @category Policy
 */
export interface Stage {
  /** Time given for the stage, integer milliseconds. */
  readonly timeMs: number;
  /** The move quota of the stage, or `null` for "to the end of the game". */
  readonly moves: number | null;
  /** How many times the stage is used in a row (`1` = once), or `'forever'`. */
  readonly repeat: number | 'forever';
  /** The per-move bonus while in this stage, or `null`. */
  readonly bonus: Bonus | null;
}

/**
 * What follows the last stage when its time runs out: byo-yomi (`periods` periods of
 * `periodMs`, a period is used up only when a move takes longer than it) or Canadian overtime
 * (`moves` moves in blocks of `blockMs`).
 *
 * @example
 * ```ts
 * import type { Overtime } from '@xq/clock';
 * const byoyomi: Overtime = { type: 'byoyomi', periodMs: 30_000, periods: 3 };
 * ```
 * @category Policy
 */
export type Overtime =
  | {
      /** Byo-yomi. */
      readonly type: 'byoyomi';
      /** The length of a period. */
      readonly periodMs: number;
      /** How many periods. */
      readonly periods: number;
    }
  | {
      /** Canadian overtime. */
      readonly type: 'canadian';
      /** The time of a block. */
      readonly blockMs: number;
      /** The moves to make in a block. */
      readonly moves: number;
    };

/**
 * The time control of one side.
 *
 * @example
 * ```ts
 * import type { TimeControl } from '@xq/clock';
 * const rapid: TimeControl = {
 *   stages: [{ timeMs: 900_000, moves: null, repeat: 1, bonus: null }],
 *   overtime: null,
 *   moveCapMs: null,
 * };
 * ```
 * @category Policy
 */
export interface TimeControl {
  /** The stages, in order (at least one). */
  readonly stages: readonly Stage[];
  /** Overtime after the last stage, or `null`. */
  readonly overtime: Overtime | null;
  /** The longest a single move may take, whatever the bank holds (a per-move cap), or `null`. */
  readonly moveCapMs: number | null;
}

/**
 * A labelled text in Vietnamese and English.
 *
 * @example
 * ```ts
 * import type { Bilingual } from '@xq/clock';
 * const t: Bilingual = { vi: '90 phút', en: '90 minutes' };
 * ```
 * @category Policy
 */
export interface Bilingual {
  /** Vietnamese. */
  readonly vi: string;
  /** English. */
  readonly en: string;
}

/**
 * A validated, normalised time-control policy: plain JSON, versioned. Build one with
 * {@link parsePolicy} (from JSON a user wrote) or take a preset ({@link getPreset}).
 *
 * @example
 * ```ts
 * import { getPreset } from '@xq/clock';
 * const p = getPreset('vn-90');
 * p.red.stages[0].timeMs; // 5400000
 * ```
 * @category Policy
 */
export interface ClockPolicy {
  /** Format version, always `1`. */
  readonly version: 1;
  /** A short name (the preset name for presets). */
  readonly name: string;
  /** Where the rule comes from (e.g. `Điều 10.1.1b`), or `null`. */
  readonly article: string | null;
  /** A human label, or `null`. */
  readonly label: Bilingual | null;
  /** Red's control. */
  readonly red: TimeControl;
  /** Black's control (different from red's for odds or armageddon). */
  readonly black: TimeControl;
  /** How move quotas carry between stages. */
  readonly quotaRule: QuotaRule;
  /** When a flag counts. */
  readonly finality: FlagFinality;
  /** Hourglass: the time one side uses is added to the other. */
  readonly hourglass: boolean;
  /** A player absent this long after the start loses (10.2.1a: 15, 30 or 60 minutes), or `null`. */
  readonly lateForfeitMs: number | null;
}

const WEEK = 7 * 24 * 3_600_000;
const DAY = 24 * 3_600_000;
const HOUR = 3_600_000;
const MAX_COUNT = 1000;
const MAX_STAGES = 64;

type Obj = Record<string, unknown>;
type Check<T> = { ok: true; value: T } | { ok: false; error: ClockError };

function isObj(x: unknown): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function bad(message: string, path: string): { ok: false; error: ClockError } {
  return fail('CLOCK_BAD_POLICY', message, path);
}

function unknownKey(
  o: Obj,
  allowed: readonly string[],
  path: string,
): { ok: false; error: ClockError } | null {
  for (const k of Object.keys(o)) {
    if (!allowed.includes(k)) {
      const name = k.length > 40 ? `${k.slice(0, 40)}…` : k;
      return bad(`unknown field "${name}"`, path === '' ? name : `${path}.${name}`);
    }
  }
  return null;
}

function at(path: string, key: string | number): string {
  return path === '' ? String(key) : typeof key === 'number' ? `${path}[${key}]` : `${path}.${key}`;
}

function parseBonus(x: unknown, path: string): Check<Bonus | null> {
  if (x === undefined || x === null) return { ok: true, value: null };
  if (!isObj(x)) return bad('a bonus is an object { type, ms }', path);
  const u = unknownKey(x, ['type', 'ms'], path);
  if (u) return u;
  if (!BONUS_TYPES.includes(x.type as BonusType)) {
    return bad(`bonus type must be one of ${BONUS_TYPES.join(', ')}`, at(path, 'type'));
  }
  if (!isInt(x.ms, 0, HOUR)) return bad('bonus ms must be an integer from 0 to 3600000', at(path, 'ms'));
  return { ok: true, value: { type: x.type as BonusType, ms: x.ms } };
}

function parseStage(x: unknown, path: string, last: boolean, overtime: boolean): Check<Stage> {
  if (!isObj(x)) return bad('a stage is an object { timeMs, moves?, repeat?, bonus? }', path);
  const u = unknownKey(x, ['timeMs', 'moves', 'repeat', 'bonus'], path);
  if (u) return u;
  const minTime = last && overtime ? 0 : 1;
  if (!isInt(x.timeMs, minTime, WEEK)) {
    return bad(`timeMs must be an integer from ${minTime} to ${WEEK}`, at(path, 'timeMs'));
  }
  const moves = x.moves ?? null;
  if (moves !== null && !isInt(moves, 1, MAX_COUNT)) {
    return bad(`moves must be an integer from 1 to ${MAX_COUNT}`, at(path, 'moves'));
  }
  const repeat = x.repeat ?? 1;
  if (repeat !== 'forever' && !isInt(repeat, 1, MAX_COUNT)) {
    return bad(`repeat must be an integer from 1 to ${MAX_COUNT} or "forever"`, at(path, 'repeat'));
  }
  if (repeat !== 1 && moves === null) return bad('a repeated stage needs a move quota', at(path, 'repeat'));
  if (!last && moves === null) {
    return bad('every stage but the last needs a move quota (how else would it end?)', at(path, 'moves'));
  }
  if (!last && repeat === 'forever') return bad('only the last stage may repeat forever', at(path, 'repeat'));
  if (last && moves !== null && repeat !== 'forever') {
    return bad(
      'the last stage has a move quota but nothing follows it: repeat it forever',
      at(path, 'moves'),
    );
  }
  if (last && moves !== null && overtime) {
    return bad('overtime follows only a last stage without a move quota', at(path, 'moves'));
  }
  const bonus = parseBonus(x.bonus, at(path, 'bonus'));
  if (!bonus.ok) return bonus;
  return { ok: true, value: { timeMs: x.timeMs, moves, repeat, bonus: bonus.value } };
}

function parseOvertime(x: unknown, path: string): Check<Overtime | null> {
  if (x === undefined || x === null) return { ok: true, value: null };
  if (!isObj(x)) return bad('overtime is an object { type, ... }', path);
  if (x.type === 'byoyomi') {
    const u = unknownKey(x, ['type', 'periodMs', 'periods'], path);
    if (u) return u;
    if (!isInt(x.periodMs, 1, HOUR))
      return bad('periodMs must be an integer from 1 to 3600000', at(path, 'periodMs'));
    if (!isInt(x.periods, 1, MAX_COUNT))
      return bad('periods must be an integer from 1 to 1000', at(path, 'periods'));
    return { ok: true, value: { type: 'byoyomi', periodMs: x.periodMs, periods: x.periods } };
  }
  if (x.type === 'canadian') {
    const u = unknownKey(x, ['type', 'blockMs', 'moves'], path);
    if (u) return u;
    if (!isInt(x.blockMs, 1, DAY))
      return bad(`blockMs must be an integer from 1 to ${DAY}`, at(path, 'blockMs'));
    if (!isInt(x.moves, 1, MAX_COUNT))
      return bad('moves must be an integer from 1 to 1000', at(path, 'moves'));
    return { ok: true, value: { type: 'canadian', blockMs: x.blockMs, moves: x.moves } };
  }
  return bad('overtime type must be "byoyomi" or "canadian"', at(path, 'type'));
}

function parseControl(x: unknown, path: string): Check<TimeControl> {
  if (!isObj(x)) return bad('a control is an object { stages, overtime?, moveCapMs? }', path);
  const u = unknownKey(x, ['stages', 'overtime', 'moveCapMs'], path);
  if (u) return u;
  const overtime = parseOvertime(x.overtime, at(path, 'overtime'));
  if (!overtime.ok) return overtime;
  const list = x.stages;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_STAGES) {
    return bad(`stages must be a list of 1 to ${MAX_STAGES} stages`, at(path, 'stages'));
  }
  const stages: Stage[] = [];
  for (let i = 0; i < list.length; i++) {
    const s = parseStage(list[i], at(at(path, 'stages'), i), i === list.length - 1, overtime.value !== null);
    if (!s.ok) return s;
    stages.push(s.value);
  }
  const cap = x.moveCapMs ?? null;
  if (cap !== null && !isInt(cap, 1, DAY)) {
    return bad(`moveCapMs must be an integer from 1 to ${DAY}`, at(path, 'moveCapMs'));
  }
  return { ok: true, value: { stages, overtime: overtime.value, moveCapMs: cap } };
}

function parseLabel(x: unknown, path: string): Check<Bilingual | null> {
  if (x === undefined || x === null) return { ok: true, value: null };
  if (
    !isObj(x) ||
    typeof x.vi !== 'string' ||
    typeof x.en !== 'string' ||
    x.vi.length > 200 ||
    x.en.length > 200
  ) {
    return bad('label is { vi, en }, two strings of at most 200 characters', path);
  }
  const u = unknownKey(x, ['vi', 'en'], path);
  if (u) return u;
  return { ok: true, value: { vi: x.vi, en: x.en } };
}

function oneOf<T extends string>(x: unknown, list: readonly T[], fallback: T, path: string): Check<T> {
  if (x === undefined) return { ok: true, value: fallback };
  if (typeof x === 'string' && (list as readonly string[]).includes(x)) return { ok: true, value: x as T };
  return bad(`must be one of ${list.join(', ')}`, path);
}

const POLICY_KEYS = [
  'version',
  'name',
  'article',
  'label',
  'control',
  'red',
  'black',
  'quotaRule',
  'finality',
  'hourglass',
  'lateForfeitMs',
] as const;

/**
 * Validates and normalises a policy written as JSON. Give either `control` (both sides) or
 * `red` and `black` (odds); everything else has a default (`quotaRule: 'add-on-quota'`,
 * `finality: 'instant'`, no hourglass, no late forfeit). Unknown fields are refused, so a typo
 * never silently changes a game. A normalised policy parses to itself. The policy returned is
 * deep-frozen: a clock's rules do not change under it.
 *
 * @example
 * ```ts
 * import { parsePolicy } from '@xq/clock';
 * const r = parsePolicy({
 *   name: 'wxf',
 *   control: { stages: [{ timeMs: 3_600_000, bonus: { type: 'fischer', ms: 30_000 } }] },
 * });
 * if (r.ok) r.value.black.stages[0].bonus; // { type: 'fischer', ms: 30000 }
 * ```
 * @category Policy
 */
export function parsePolicy(input: unknown): Result<ClockPolicy> {
  return guarded('CLOCK_BAD_POLICY', () => readPolicy(input));
}

function readPolicy(input: unknown): Result<ClockPolicy> {
  if (!isObj(input)) return bad('a policy is a JSON object', '');
  const u = unknownKey(input, POLICY_KEYS, '');
  if (u) return u;
  if (input.version !== undefined && input.version !== 1) return bad('version must be 1', 'version');
  const name = input.name ?? 'custom';
  if (typeof name !== 'string' || name.length === 0 || name.length > 64) {
    return bad('name must be a string of 1 to 64 characters', 'name');
  }
  const article = input.article ?? null;
  if (article !== null && (typeof article !== 'string' || article.length > 200)) {
    return bad('article must be a string of at most 200 characters', 'article');
  }
  const label = parseLabel(input.label, 'label');
  if (!label.ok) return label;
  let red: TimeControl;
  let black: TimeControl;
  if (input.control !== undefined) {
    if (input.red !== undefined || input.black !== undefined) {
      return bad('give either control or red and black, not both', 'control');
    }
    const c = parseControl(input.control, 'control');
    if (!c.ok) return c;
    red = c.value;
    black = c.value;
  } else {
    const r = parseControl(input.red, 'red');
    if (!r.ok) return r;
    const b = parseControl(input.black, 'black');
    if (!b.ok) return b;
    red = r.value;
    black = b.value;
  }
  const quotaRule = oneOf(input.quotaRule, QUOTA_RULES, 'add-on-quota', 'quotaRule');
  if (!quotaRule.ok) return quotaRule;
  const finality = oneOf(input.finality, FLAG_FINALITIES, 'instant', 'finality');
  if (!finality.ok) return finality;
  const hourglass = input.hourglass ?? false;
  if (typeof hourglass !== 'boolean') return bad('hourglass must be true or false', 'hourglass');
  if (hourglass) {
    for (const [side, c] of [
      ['red', red],
      ['black', black],
    ] as const) {
      if (c.stages.length !== 1 || c.stages[0]!.moves !== null || c.stages[0]!.bonus !== null || c.overtime) {
        return bad('an hourglass control is a single stage without quota, bonus or overtime', side);
      }
    }
  }
  const late = input.lateForfeitMs ?? null;
  if (late !== null && !isInt(late, 0, DAY)) {
    return bad(`lateForfeitMs must be an integer from 0 to ${DAY}`, 'lateForfeitMs');
  }
  const policy: ClockPolicy = deepFreeze({
    version: 1,
    name,
    article,
    label: label.value,
    red,
    black,
    quotaRule: quotaRule.value,
    finality: finality.value,
    hourglass,
    lateForfeitMs: late,
  });
  NORMALISED.add(policy);
  return { ok: true, value: policy };
}

/** Policies made by {@link parsePolicy}: deep-frozen, so they stay valid. */
const NORMALISED = new WeakSet<object>();

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

/** Same JSON value, whatever the order of the keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.hasOwn(b, k)) return false;
    if (!sameJson((a as Obj)[k], (b as Obj)[k])) return false;
  }
  return true;
}

/**
 * @internal The frozen policy made by {@link parsePolicy} that `x` is (itself when `parsePolicy`
 * made it, else a fresh normalised copy), or `null` when `x` is not a normalised policy.
 */
export function normalisedPolicy(x: unknown): ClockPolicy | null {
  if (typeof x !== 'object' || x === null) return null;
  if (NORMALISED.has(x)) return x as ClockPolicy;
  const r = parsePolicy(x);
  try {
    return r.ok && sameJson(x, r.value) ? r.value : null;
  } catch {
    return null; // a toJSON or a getter of the caller's that throws: not a policy
  }
}
