import type { Unreadable } from './guard';

/**
 * The codes only the regulations' data gives besides `TOURNAMENT_BAD_FIELD`: one list for both
 * {@link TOURNAMENT_ERROR_CODES} and `REGULATION_DATA_ERROR_CODES`.
 */
export const REGULATION_DATA_OWN_CODES = [
  'TOURNAMENT_BAD_DATE',
  'TOURNAMENT_UNKNOWN_CLOCK_PRESET',
  'TOURNAMENT_DUPLICATE_CATEGORY',
  'TOURNAMENT_DUPLICATE_DELEGATION',
  'TOURNAMENT_UNREADABLE',
] as const;

/**
 * Error codes of loading a tournament document.
 * @category Model
 */
export const TOURNAMENT_ERROR_CODES = [
  'TOURNAMENT_BAD_JSON',
  'TOURNAMENT_BAD_FORMAT',
  'TOURNAMENT_BAD_VERSION',
  'TOURNAMENT_BAD_FIELD',
  'TOURNAMENT_DUPLICATE_PLAYER',
  'TOURNAMENT_UNKNOWN_PLAYER',
  'TOURNAMENT_PLAYER_TWICE_IN_ROUND',
  'TOURNAMENT_DUPLICATE_TEAM',
  'TOURNAMENT_NOT_ELIGIBLE',
  ...REGULATION_DATA_OWN_CODES,
] as const;
/** A tournament error code. @category Model */
export type TournamentErrorCode = (typeof TOURNAMENT_ERROR_CODES)[number];

/**
 * Why a tournament document was refused: a code, a message and the JSON path at fault.
 * @category Model
 */
export interface TournamentError {
  /** The error code. */
  readonly code: TournamentErrorCode;
  /** What went wrong, for people. */
  readonly message: string;
  /** The JSON path at fault (`$.players[2].rating`). */
  readonly path: string;
}

export function unreadable(error: Unreadable): { ok: false; error: TournamentError } {
  return {
    ok: false,
    error: { code: 'TOURNAMENT_UNREADABLE', path: error.path, message: `${error.path}: ${error.message}` },
  };
}

export class Refusal {
  constructor(readonly error: TournamentError) {}
}

export function refuse(code: TournamentErrorCode, path: string, message: string): never {
  throw new Refusal({ code, message: `${path}: ${message}`, path });
}

export type Obj = Readonly<Record<string, unknown>>;

/** A value in a message: numbers and short strings as written, anything else by its type (never its own toString). */
export function shownValue(v: unknown): string {
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string' && v.length <= 40) return JSON.stringify(v);
  return `(${v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v})`;
}

export function object(v: unknown, path: string): Obj {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    refuse('TOURNAMENT_BAD_FIELD', path, 'expected an object');
  return v as Obj;
}

export function array(v: unknown, path: string): readonly unknown[] {
  if (!Array.isArray(v)) refuse('TOURNAMENT_BAD_FIELD', path, 'expected an array');
  return v;
}

export function text(o: Obj, key: string, path: string): string {
  const v = o[key];
  if (typeof v !== 'string') refuse('TOURNAMENT_BAD_FIELD', `${path}.${key}`, 'expected a string');
  return v;
}

export function optText(o: Obj, key: string, path: string): string | undefined {
  return o[key] === undefined ? undefined : text(o, key, path);
}

export function int(o: Obj, key: string, path: string, min: number, max: number): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    refuse('TOURNAMENT_BAD_FIELD', `${path}.${key}`, `expected an integer in ${min}..${max}`);
  }
  // -0 is written as 0: the value kept is the one the JSON reads back.
  return v === 0 ? 0 : v;
}

export function optInt(o: Obj, key: string, path: string, min: number, max: number): number | undefined {
  return o[key] === undefined ? undefined : int(o, key, path, min, max);
}

export function oneOf<T extends string>(o: Obj, key: string, path: string, list: readonly T[]): T {
  const v = o[key];
  if (typeof v !== 'string' || !(list as readonly string[]).includes(v)) {
    refuse('TOURNAMENT_BAD_FIELD', `${path}.${key}`, `expected one of ${list.join(', ')}`);
  }
  return v as T;
}

export function optOneOf<T extends string>(
  o: Obj,
  key: string,
  path: string,
  list: readonly T[],
): T | undefined {
  return o[key] === undefined ? undefined : oneOf(o, key, path, list);
}

/** Copies the defined entries only, so that optional fields stay absent. */
export function compact<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out as T;
}

export const MATCH_GAME_RESULTS = ['red-win', 'black-win', 'draw'] as const;
/** The most players a document holds (TRF's start numbers have four digits). */
export const MAX_PLAYERS = 10_000;
/** The most rounds a document holds. */
export const MAX_ROUNDS = 1_000;
/** The most games of a knockout match at the regular time control (`regulations.gamesPerMatch`). */
export const MAX_GAMES_PER_MATCH = 100;
/** The most tie-break stages of a knockout match (`regulations.matchTieBreaks`). */
export const MAX_MATCH_TIE_BREAKS = 8;
/** The games of a rapid or blitz tie-break stage (armageddon is one game, lots none). */
export const TIE_BREAK_STAGE_GAMES = 2;
/** The most games a knockout match can have: every stage the regulations allow, played out. */
export const MAX_MATCH_GAMES = MAX_GAMES_PER_MATCH + MAX_MATCH_TIE_BREAKS * TIE_BREAK_STAGE_GAMES;
