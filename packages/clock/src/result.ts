/**
 * Every error code the clock answers with, as a list; `ClockErrorCode` is its union.
 *
 * @example
 * ```ts
 * import { CLOCK_ERROR_CODES } from '@xq/clock';
 * CLOCK_ERROR_CODES.includes('CLOCK_FLAGGED'); // true
 * ```
 * @category Errors
 */
export const CLOCK_ERROR_CODES = [
  'CLOCK_BAD_POLICY',
  'CLOCK_UNKNOWN_PRESET',
  'CLOCK_BAD_COMMAND',
  'CLOCK_BAD_STATE',
  'CLOCK_BAD_LOG',
  'CLOCK_TIME_BACKWARDS',
  'CLOCK_NOT_STARTED',
  'CLOCK_ALREADY_STARTED',
  'CLOCK_NOT_RUNNING',
  'CLOCK_NOT_PAUSED',
  'CLOCK_WRONG_SIDE',
  'CLOCK_NOT_ABSENT',
  'CLOCK_NOT_OUT_OF_TIME',
  'CLOCK_BAD_ADJUST',
  'CLOCK_FLAGGED',
  'CLOCK_FINISHED',
  'CLOCK_OUT_OF_RANGE',
] as const;

/**
 * A string error code with the `CLOCK_` prefix.
 *
 * @example
 * ```ts
 * import type { ClockErrorCode } from '@xq/clock';
 * const code: ClockErrorCode = 'CLOCK_NOT_RUNNING';
 * ```
 * @category Errors
 */
export type ClockErrorCode = (typeof CLOCK_ERROR_CODES)[number];

/**
 * A typed answer to bad input or to a command that makes no sense now.
 *
 * @example
 * ```ts
 * import { parsePolicy } from '@xq/clock';
 * const r = parsePolicy({ control: { stages: [] } });
 * if (!r.ok) console.log(r.error.code, r.error.path); // CLOCK_BAD_POLICY control.stages
 * ```
 * @category Errors
 */
export interface ClockError {
  /** What went wrong, as a stable code. */
  readonly code: ClockErrorCode;
  /** A human-readable explanation. */
  readonly message: string;
  /** Where in the input the problem is (a dotted path), when it is about a field. */
  readonly path?: string;
}

/**
 * The result of reading untrusted input: a value, or an error. One shape across the xq packages.
 *
 * @example
 * ```ts
 * import { parsePolicy, type Result, type ClockPolicy } from '@xq/clock';
 * const r: Result<ClockPolicy> = parsePolicy({ control: { stages: [{ timeMs: 60_000 }] } });
 * r.ok; // true
 * ```
 * @category Errors
 */
export type Result<T, E = ClockError> =
  | {
      /** It worked. */
      readonly ok: true;
      /** The value read. */
      readonly value: T;
    }
  | {
      /** It did not. */
      readonly ok: false;
      /** Why. */
      readonly error: E;
    };

/**
 * @internal The answer of a reader of untrusted input, or, when reading the input threw (a
 * getter, a proxy's trap, a `toJSON` of the caller's), a typed error with `code` saying so:
 * a parser never throws whatever object it is given.
 */
export function guarded<T>(code: ClockErrorCode, read: () => Result<T>): Result<T> {
  try {
    return read();
  } catch (thrown) {
    return fail(code, `the input could not be read: reading it threw (${thrownText(thrown)})`);
  }
}

/** @internal What a thrown value says, cut short; never throws. */
export function thrownText(thrown: unknown): string {
  try {
    const text = thrown instanceof Error ? String(thrown.message) : typeof thrown;
    return text.length > 100 ? `${text.slice(0, 100)}…` : text;
  } catch {
    return typeof thrown;
  }
}

/** @internal */
export function fail(code: ClockErrorCode, message: string, path?: string): { ok: false; error: ClockError } {
  return { ok: false, error: path === undefined ? { code, message } : { code, message, path } };
}
