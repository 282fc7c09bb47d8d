/**
 * The error a pure engine of @xq/pairing throws when its caller breaks its contract (a duplicate
 * id, a player against himself, a player on two boards, an unknown team, a score that is not a
 * finite number, a value of the wrong JavaScript type, a number out of range): a `RangeError` or
 * a `TypeError` as the conventions ask for programmer errors, with the code that the engines
 * answering a {@link Result} give the same mistake, `PAIRING_BAD_INPUT`, so that a caller can
 * tell it apart from a bug. {@link isPairingInputError} recognises it.
 */
export type PairingInputError = (RangeError | TypeError) & {
  /** Always `PAIRING_BAD_INPUT`, the code of the engines' `Result` for the same mistake. */
  readonly code: 'PAIRING_BAD_INPUT';
};

/**
 * True when `e` is the error a pure engine of @xq/pairing throws when its caller breaks its
 * contract (a duplicate id, a player against himself, a player on two boards, an unknown team, a
 * score that is not a finite number, a value of the wrong JavaScript type, a number out of
 * range): a `RangeError` or a `TypeError`, as the conventions ask for programmer errors, whose
 * `code` is `PAIRING_BAD_INPUT`, the code that the engines answering a {@link Result} give the
 * same mistake, so that a caller can tell it apart from a bug.
 *
 * @example
 * ```ts
 * import { isPairingInputError, nextKnockoutRound } from '@xq/pairing';
 * try {
 *   nextKnockoutRound([1, 2, 2, 3]);
 * } catch (e) {
 *   console.log(isPairingInputError(e) && e.code); // 'PAIRING_BAD_INPUT'
 * }
 * ```
 * @example
 * ```ts
 * import { isPairingInputError, lineUp } from '@xq/pairing';
 * try {
 *   lineUp([11, 12], [12], []);
 * } catch (e) {
 *   console.log(isPairingInputError(e)); // true
 * }
 * ```
 * @category Model
 */
export function isPairingInputError(e: unknown): e is (RangeError | TypeError) & {
  /** Always `PAIRING_BAD_INPUT`, the code of the engines' `Result` for the same mistake. */
  readonly code: 'PAIRING_BAD_INPUT';
} {
  return (
    (e instanceof RangeError || e instanceof TypeError) &&
    (e as { code?: unknown }).code === 'PAIRING_BAD_INPUT'
  );
}

/** A RangeError with the code `PAIRING_BAD_INPUT` (a value out of range, a repeat, an unknown id). */
export function badRange(message: string): PairingInputError {
  return Object.assign(new RangeError(message), { code: 'PAIRING_BAD_INPUT' as const });
}

/** A TypeError with the code `PAIRING_BAD_INPUT` (a value of the wrong JavaScript type). */
export function badType(message: string): PairingInputError {
  return Object.assign(new TypeError(message), { code: 'PAIRING_BAD_INPUT' as const });
}

/**
 * Whether `pred` holds for every index of `xs`, holes included (`Array.prototype.every` skips
 * the holes of a sparse array, which would let `[, 1]` pass as a list of numbers).
 */
export function everyIndex(xs: readonly unknown[], pred: (x: unknown) => boolean): boolean {
  for (let i = 0; i < xs.length; i++) if (!pred(xs[i])) return false;
  return true;
}

/**
 * A caller's value in a message, never throwing (a template or `String` throws on a symbol or an
 * object without prototype): numbers, booleans and BigInts as written, a short string in
 * quotes, `null`, else the value's type.
 */
export function shown(x: unknown): string {
  if (typeof x === 'number' || typeof x === 'boolean' || typeof x === 'bigint') return String(x);
  if (typeof x === 'string') return JSON.stringify(x.length > 40 ? `${x.slice(0, 40)}…` : x);
  return x === null ? 'null' : typeof x;
}
