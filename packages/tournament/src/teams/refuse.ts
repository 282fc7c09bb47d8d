// The teams' edits answer as the other edits do: an `EditError`, its values shown by type.
import type { EditError, EditErrorCode } from '../tournament-edit';

/** A value in a message: numbers as written, anything else by its type (never its own toString). */
export function shown(v: unknown): string {
  return typeof v === 'number' ? String(v) : `(${v === null ? 'null' : typeof v})`;
}

/** An edit refused with its code. */
export function fail(code: EditErrorCode, message: string): { ok: false; error: EditError } {
  return { ok: false, error: { code, message } };
}
