import type { Result as ClockResult } from '@xq/core';

/**
 * Every error code the arbiter answers with, as a list; `ArbiterErrorCode` is its union.
 *
 * @example
 * ```ts
 * import { ARBITER_ERROR_CODES } from '@xq/arbiter';
 * ARBITER_ERROR_CODES.includes('ARBITER_BAD_EVENT'); // true
 * ```
 * @category Errors
 */
export const ARBITER_ERROR_CODES = [
  'ARBITER_BAD_EVENT',
  'ARBITER_BAD_OPTIONS',
  'ARBITER_BAD_STATE',
  'ARBITER_BAD_LOG',
  'ARBITER_BAD_FEN',
  'ARBITER_TIME_BACKWARDS',
  'ARBITER_NOT_STARTED',
  'ARBITER_ALREADY_STARTED',
  'ARBITER_GAME_OVER',
  'ARBITER_ADJOURNED',
  'ARBITER_NOT_ADJOURNED',
  'ARBITER_NO_PIECE',
  'ARBITER_NO_CLOCK',
  'ARBITER_CLOCK_REFUSED',
] as const;

/**
 * A string error code with the `ARBITER_` prefix.
 *
 * @example
 * ```ts
 * import type { ArbiterErrorCode } from './result'; // internal to @xq/arbiter
 * const code: ArbiterErrorCode = 'ARBITER_GAME_OVER';
 * ```
 * @category Errors
 */
export type ArbiterErrorCode = (typeof ARBITER_ERROR_CODES)[number];

/**
 * A typed answer to bad input.
 *
 * @example
 * ```ts
 * import { parseEvent } from '@xq/arbiter';
 * const r = parseEvent({ type: 'touch', side: 'green', square: 'h2' });
 * if (!r.ok) console.log(r.error.code, r.error.path); // ARBITER_BAD_EVENT side
 * ```
 * @category Errors
 */
export interface ArbiterError {
  /** What went wrong, as a stable code. */
  readonly code: ArbiterErrorCode;
  /** A human-readable explanation (English). */
  readonly message: string;
  /** Where in the input the problem is (a dotted path), when it is about a field. */
  readonly path?: string;
}

/**
 * The result of reading untrusted input: a value (`{ ok: true, value }`), or an error
 * (`{ ok: false, error }`). One shape across the xq packages: `@xq/clock`'s `Result`, with the
 * arbiter's errors by default.
 *
 * @example
 * ```ts
 * import { parseEvent, type Result, type ArbiterEvent } from '@xq/arbiter';
 * const r: Result<ArbiterEvent> = parseEvent({ type: 'start' });
 * r.ok; // true
 * ```
 * @category Errors
 */
export type Result<T, E = ArbiterError> = ClockResult<T, E>;

/** @internal */
export function fail(
  code: ArbiterErrorCode,
  message: string,
  path?: string,
): { ok: false; error: ArbiterError } {
  return { ok: false, error: path === undefined ? { code, message } : { code, message, path } };
}
