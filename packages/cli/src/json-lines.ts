// The JSON-lines input of the simulating commands (`xq clock simulate`, `xq arbiter simulate`).

/** One non-blank line of a JSON-lines text: its number (from 1) and its value when it is JSON. */
export interface JsonLine {
  /** The line's number, counted from 1 over every line (blank ones too). */
  readonly line: number;
  /** `true` when the line is JSON. */
  readonly ok: boolean;
  /** The line's value when it is JSON, else `undefined`. */
  readonly json: unknown;
}

/**
 * The non-blank lines of a JSON-lines text (CRLF or LF), each parsed.
 * @example jsonLines('{"a":1}\n\nx') // [{ line: 1, ok: true, json: { a: 1 } }, { line: 3, ok: false, json: undefined }]
 * @category CLI
 */
export function jsonLines(text: string): JsonLine[] {
  const out: JsonLine[] = [];
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const trimmed = raw.trim();
    if (trimmed === '') continue;
    try {
      out.push({ line: i + 1, ok: true, json: JSON.parse(trimmed) });
    } catch {
      out.push({ line: i + 1, ok: false, json: undefined });
    }
  }
  return out;
}
