// The package's one guard for programmer errors: an argument of the wrong JavaScript type is a
// `TypeError` naming the function and the field, never a deep "Cannot read properties of null".

import { snapshot } from '@xq/clock';

function kind(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v;
}

/** Throws a `TypeError` naming `fn` and `field` unless `v` is a non-null, non-array object. */
export function requireObject(fn: string, field: string, v: unknown): asserts v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new TypeError(`${fn}: ${field} must be an object, got ${kind(v)}`);
}

/** Throws a `TypeError` naming `fn` and `field` unless `v` is an array. */
export function requireArray(fn: string, field: string, v: unknown): asserts v is readonly unknown[] {
  if (!Array.isArray(v)) throw new TypeError(`${fn}: ${field} must be an array, got ${kind(v)}`);
}

/** Throws a `TypeError` naming `fn` and `field` unless `v` is a function (or undefined when `optional`). */
export function requireFunction(fn: string, field: string, v: unknown, optional = false): void {
  if (typeof v !== 'function' && !(optional && v === undefined))
    throw new TypeError(`${fn}: ${field} must be a function, got ${kind(v)}`);
}

// The snapshot guard (a plain copy read once, or where reading threw) has one owner: @xq/clock.
export type { Unreadable } from '@xq/clock';
export { snapshot };
