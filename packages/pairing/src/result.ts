/**
 * The answer to untrusted input: either a value or an error with a string code.
 *
 * @example
 * ```ts
 * import type { Result } from '@xq/pairing';
 * const r: Result<number, { code: string; message: string }> = { ok: true, value: 1 };
 * console.log(r.ok); // true
 * ```
 * @category Model
 */
export type Result<T, E> =
  | {
      /** It worked. */
      readonly ok: true;
      /** The answer. */
      readonly value: T;
    }
  | {
      /** It did not. */
      readonly ok: false;
      /** Why not. */
      readonly error: E;
    };
