import type { DocumentErrorCode, TournamentError } from './error-codes';
import type { Unreadable } from './guard';

/**
 * Why a tournament document was refused: its code and the JSON path at fault (always set here).
 */
export type DocumentError = Required<TournamentError<DocumentErrorCode>>;

export function unreadable(error: Unreadable): { ok: false; error: DocumentError } {
  return {
    ok: false,
    error: { code: 'TOURNAMENT_UNREADABLE', path: error.path, message: `${error.path}: ${error.message}` },
  };
}

export class Refusal {
  constructor(readonly error: DocumentError) {}
}

export function refuse(code: DocumentErrorCode, path: string, message: string): never {
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
