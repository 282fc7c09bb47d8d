// The teams' edits answer as the other edits do: a `TournamentError` of the edit codes, its values shown by type.
import type { EditErrorCode, TournamentError } from '../error-codes';

/** A value in a message: numbers as written, anything else by its type (never its own toString). */
export function shown(v: unknown): string {
  return typeof v === 'number' ? String(v) : `(${v === null ? 'null' : typeof v})`;
}

/** An edit refused with its code. */
export function fail(
  code: EditErrorCode,
  message: string,
): { ok: false; error: TournamentError<EditErrorCode> } {
  return { ok: false, error: { code, message } };
}
