// What an app callback threw, as text for a BoardError's message. An app may throw anything: an
// object whose toString throws, a null-prototype object, a proxy whose every trap throws, an
// Error whose message getter throws, a string of megabytes. The board reports each one; reading
// it must never throw in its turn (that would escape into the page, the board half-changed).

/** The most code units of a thrown value's text kept in a message. @internal */
export const THROWN_TEXT_MAX = 200;

/**
 * The text of a thrown value: an Error's message, else the value as a string, cut to
 * {@link THROWN_TEXT_MAX} code units (never inside a surrogate pair); never throws.
 * @internal
 */
export function thrownText(thrown: unknown): string {
  let text: string;
  try {
    text = thrown instanceof Error ? String(thrown.message) : String(thrown);
  } catch {
    // `typeof` runs no code of the value (no trap, no getter).
    text = `a value that cannot be shown as text (${typeof thrown})`;
  }
  if (text.length <= THROWN_TEXT_MAX) return text;
  let n = THROWN_TEXT_MAX - 1;
  const u = text.charCodeAt(n - 1);
  if (u >= 0xd800 && u < 0xdc00) n--;
  return `${text.slice(0, n)}…`;
}

/**
 * A wrong argument in a TypeError's message: a string (cut, quoted) or a number as it is,
 * anything else by its type. Never `String(value)`, which runs the value's own code (a
 * `toString` that throws, a null-prototype object, an array nested deep enough to overflow the
 * stack) and would throw in place of the TypeError.
 * @internal
 */
export function shownValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) return String(value);
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
