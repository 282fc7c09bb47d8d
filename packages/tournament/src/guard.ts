// The package's one guard for programmer errors: an argument of the wrong JavaScript type is a
// `TypeError` naming the function and the field, never a deep "Cannot read properties of null".

import { snapshot } from '@xq/clock';

function kind(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v;
}

/** Throws a `TypeError` naming `fn` and `field` unless `v` is a non-null, non-array object. */
export function requireObject(fn: string, field: string, v: unknown): asserts v is object {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new TypeError(`${fn}: ${field} must be an object, got ${kind(v)}`);
}

/** Throws a `TypeError` naming `fn` and `field` unless `v` is an array. */
export function requireArray(fn: string, field: string, v: unknown): asserts v is readonly unknown[] {
  if (!Array.isArray(v)) throw new TypeError(`${fn}: ${field} must be an array, got ${kind(v)}`);
}

/** Throws a `TypeError` naming `fn` and `field` unless `v` is a string. */
export function requireString(fn: string, field: string, v: unknown): asserts v is string {
  if (typeof v !== 'string') throw new TypeError(`${fn}: ${field} must be a string, got ${kind(v)}`);
}

/** Throws a `TypeError` naming `fn` and `field` unless `v` is a number (range checks are the caller's). */
export function requireNumber(fn: string, field: string, v: unknown): asserts v is number {
  if (typeof v !== 'number') throw new TypeError(`${fn}: ${field} must be a number, got ${kind(v)}`);
}

/**
 * A `TypeError` naming `fn` unless `list` (at `path`) is an array of objects; `check` then
 * looks at each object, given with its path. An index loop: a hole is an entry too, and is refused.
 */
export function eachObject(
  fn: string,
  path: string,
  list: unknown,
  check: (o: Record<string, unknown>, at: string) => void,
): void {
  requireArray(fn, path, list);
  for (let i = 0; i < list.length; i++) {
    const at = `${path}[${i}]`;
    const entry: unknown = list[i];
    requireObject(fn, at, entry);
    check(entry as Record<string, unknown>, at);
  }
}

/**
 * Throws a `TypeError` naming `fn` unless `t` is a tournament document: an object with the
 * `players` and `rounds` arrays, a `regulations` object and, when present, a `teams` array.
 */
export function requireTournament(fn: string, t: unknown, field = 't'): void {
  requireObject(fn, field, t);
  const o = t as Record<string, unknown>;
  if (
    !Array.isArray(o.players) ||
    !Array.isArray(o.rounds) ||
    typeof o.regulations !== 'object' ||
    o.regulations === null ||
    (o.teams !== undefined && !Array.isArray(o.teams))
  )
    throw new TypeError(`${fn}: ${field} must be a tournament document (players, rounds, regulations)`);
}

/**
 * Throws a `TypeError` naming `fn` unless `options` is undefined or an object whose properties
 * can be read (a getter or a proxy trap that throws is named with its field, see {@link readArgument}).
 */
export function requireOptions(fn: string, options: unknown, field = 'options'): void {
  if (options === undefined) return;
  requireObject(fn, field, options);
  readArgument(fn, field, options);
}

// The snapshot guard (a plain copy read once, or where reading threw) has one owner: @xq/clock.
export type { Unreadable } from '@xq/clock';
export { snapshot };

/** {@link snapshot} for a programmer's argument: the copy, or a `TypeError` naming `fn` and the field that threw. */
export function readArgument(fn: string, field: string, value: unknown): unknown {
  const r = snapshot(value, field);
  if (!r.ok) throw new TypeError(`${fn}: ${r.error.path} ${r.error.message}`);
  return r.value;
}
