import type { Move, Position } from '@xq/core';
import {
  detectNotation,
  isNotation,
  NOTATIONS,
  type Notation,
  parseMove,
  parseMoveLenient,
} from '@xq/notation';
import type { OptionSpec } from './command';
import { oneLine, type Words } from './words';

/** The usage error of a name that is no notation: `unknown notation 'x' (known: vi, …)`. */
export const unknownNotation = (name: string, extra: readonly string[] = []): Words => ({
  en: `unknown notation '${oneLine(name)}' (known: ${[...NOTATIONS, ...extra].join(', ')})`,
  vi: `không có cách ghi '${oneLine(name)}' (các cách ghi: ${[...NOTATIONS, ...extra].join(', ')})`,
});

/**
 * A string option naming a notation (`--from`, `--to`, `--notation`): an unknown one is the
 * usage error of {@link unknownNotation}; `c.value(option)` is the notation.
 * @example const from = notationArg('from', 'the notation of the moves (default: detected)');
 * @category CLI
 */
export const notationArg = (name: string, description: string): OptionSpec<Notation> => ({
  name,
  kind: 'string',
  value: 'NOTATION',
  description,
  parse: (text) =>
    isNotation(text) ? { ok: true, value: text } : { ok: false, error: unknownNotation(text) },
});

const UCCI = /^[a-i]\d[a-i]\d$/u;

/**
 * Reads one move in `from`, or without it in the notation {@link detectNotation} finds (as
 * `xq convert` detects a record's). When several notations read the text (UCCI `h2e2` is
 * also a Fairy-Stockfish coordinate), UCCI is chosen if it is one of them. A text that no
 * strict reader reads is read as people type it ({@link parseMoveLenient}).
 */
export function readMove(
  pos: Position,
  text: string,
  from: Notation | undefined,
): { ok: true; value: Move; from: Notation } | { ok: false; error: { code: string; message: string } } {
  if (from !== undefined) {
    const m = parseMove(pos, text, from);
    return m.ok ? { ok: true, value: m.value, from } : m;
  }
  if (UCCI.test(text)) {
    const m = parseMove(pos, text, 'ucci');
    if (m.ok) return { ok: true, value: m.value, from: 'ucci' };
  }
  const d = detectNotation(text, pos);
  const chosen = d.ok
    ? d.value.notation
    : d.error.candidates?.includes('ucci')
      ? 'ucci'
      : d.error.code === 'NOTATION_AMBIGUOUS'
        ? d.error.candidates?.[0]
        : undefined;
  if (chosen === undefined) {
    // As people type it; else its answer: "not a move in any notation", the legal moves named.
    const lenient = parseMoveLenient(pos, text);
    return lenient.ok ? { ok: true, value: lenient.value.move, from: lenient.value.notation } : lenient;
  }
  const m = parseMove(pos, text, chosen);
  if (m.ok) return { ok: true, value: m.value, from: chosen };
  // As people type it: case, no diacritics, the long form, mixed signs (one legal reading only).
  const lenient = parseMoveLenient(pos, text);
  if (lenient.ok) return { ok: true, value: lenient.value.move, from: lenient.value.notation };
  // A text the chosen notation cannot read: the lenient reader says more (illegal, or no notation).
  return m.error.code === 'MOVE_MALFORMED' ? lenient : m;
}
