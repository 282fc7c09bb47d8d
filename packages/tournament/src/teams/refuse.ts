// The teams' edits show a value in their messages as the other edits do: by its type.

/** A value in a message: numbers as written, anything else by its type (never its own toString). */
export function shown(v: unknown): string {
  return typeof v === 'number' ? String(v) : `(${v === null ? 'null' : typeof v})`;
}
