import type { Result } from '@xq/core';
import { plainBytes } from './bytes';
import { type DetectionError, detectNotation } from './detect';
import { checkNotation, checkOptions, checkText } from './game-check';
import { lexMovetext, lineColumn, unclosedIn, unclosedMessage } from './lexer';
import { formatLine, type LineError, lineMoves, startPosition } from './line';
import { comment, joinWords, readMovetext, writeMoves } from './movetext';
import type { FormatOptions, Notation } from './notations';
import { isPgn, iteratePgn, type PgnError, writePgn } from './pgn';

/**
 * Options of {@link convert}.
 * @example const o: ConvertOptions = { from: 'vi', to: 'wxf' };
 * @category Conversion
 */
export interface ConvertOptions extends FormatOptions {
  /** The notation of the input; detected for the whole record when absent. */
  readonly from?: Notation;
  /** The notation to write the moves in. */
  readonly to: Notation;
  /** Start position of movetext (PGN games carry their own `[FEN]`). */
  readonly fen?: string;
}

/**
 * Why {@link convert} failed: a bad FEN, a comment or variation never closed (with its line
 * and column), a notation that cannot be detected, a move (with its ply and move number) or a
 * game of a PGN file (with its index).
 * @example const e: ConvertError = { code: 'CONVERT_BAD_FEN', message: 'bad FEN' };
 * @category Conversion
 */
export type ConvertError =
  | {
      /** The `fen` option is not a valid start position. */
      readonly code: 'CONVERT_BAD_FEN';
      /** Why the FEN was rejected, in English. */
      readonly message: string;
    }
  | {
      /** A comment `{` or a variation `(` of the movetext is never closed. */
      readonly code: 'CONVERT_UNCLOSED';
      /** Where it opens, in English. */
      readonly message: string;
      /** Its 1-based line in the text. */
      readonly line: number;
      /** Its 1-based column (in UTF-16 code units). */
      readonly column: number;
    }
  | DetectionError
  | LineError
  | PgnError;

/**
 * What {@link convertPgn} gives back: the converted games as PGN, and one error per game that
 * could not be read (those games are left out).
 * @example const r: PgnConversion = { text: '', converted: 0, errors: [] };
 * @category Conversion
 */
export interface PgnConversion {
  /** The games that were read, written as PGN in the target notation (empty when none). */
  readonly text: string;
  /** How many games were converted (the games in `text`). */
  readonly converted: number;
  /** One error per game that could not be read, in file order. */
  readonly errors: readonly PgnError[];
}

/**
 * Converts every game of a PGN file to another notation, keeping tags, comments and
 * variations. A game that fails (to be read, or to be written: `PGN_UNWRITABLE`) is reported
 * and the others are still converted; nothing in the file makes it throw.
 * @throws TypeError when `input` is not a string or `Uint8Array` or `options` is not an object;
 *   RangeError for an unknown notation, script or digits option.
 * @example
 * const r = convertPgn('[Game "Chinese Chess"]\n\n1. 炮二平五 馬８進７ *', { to: 'vi' });
 * r.text.includes('1. P2-5 M8.7'); // true
 * @category Conversion
 */
export function convertPgn(input: string | Uint8Array, options: ConvertOptions): PgnConversion {
  checkConvertOptions(options, 'convertPgn');
  if (typeof input !== 'string' && plainBytes(input) === undefined)
    throw new TypeError('convertPgn: input must be a string or a Uint8Array');
  const texts: string[] = [];
  const errors: PgnError[] = [];
  let index = 0;
  for (const g of iteratePgn(input, options.from === undefined ? {} : { notation: options.from })) {
    index++;
    if (!g.ok) {
      errors.push(g.error);
      continue;
    }
    try {
      texts.push(writePgn([g.value], { ...options, notation: options.to }));
    } catch (e) {
      errors.push({
        code: 'PGN_UNWRITABLE',
        message: `game ${index}: ${e instanceof Error ? e.message : String(e)}`,
        game: index,
        tags: g.value.tags,
      });
    }
  }
  return { text: texts.join('\n'), converted: texts.length, errors };
}

/** @throws TypeError or RangeError for options of the wrong shape. */
function checkConvertOptions(options: unknown, fn: string): asserts options is ConvertOptions {
  checkOptions(options, fn);
  const o = options as Record<string, unknown>;
  checkNotation(o.to, `${fn} (to)`);
  if (o.from !== undefined) checkNotation(o.from, `${fn} (from)`);
  if (o.fen !== undefined) checkText(o.fen, fn, 'fen');
}

/**
 * Converts movetext (or a PGN file) from one notation to another: `1. P2-5 M8.7` →
 * `1. C2.5 H8+7`. Without `from`, the notation of the whole record is detected. Comments,
 * variations, NAGs and the result of movetext are kept, written as PGN writes them.
 *
 * @returns the converted text, or the first error.
 * @throws TypeError when `text` is not a string or `options` is not an object; RangeError for
 *   an unknown notation, script or digits option.
 * @example
 * convert('1. P2-5 M8.7 2. M2.3 P2-4', { from: 'vi', to: 'wxf' });
 * // { ok: true, value: '1. C2.5 H8+7 2. H2+3 C8.6' }
 * @category Conversion
 */
export function convert(text: string, options: ConvertOptions): Result<string, ConvertError> {
  checkText(text, 'convert');
  checkConvertOptions(options, 'convert');
  if (isPgn(text)) {
    const r = convertPgn(text, options);
    return r.errors.length > 0 ? { ok: false, error: r.errors[0]! } : { ok: true, value: r.text };
  }
  const start = startPosition(options.fen);
  if (!start.ok) return { ok: false, error: { code: 'CONVERT_BAD_FEN', message: start.error.message } };
  let from = options.from;
  if (from === undefined) {
    const d = detectNotation(text, start.value);
    if (!d.ok) {
      const open = unclosedIn(text, 'chinese');
      return open === undefined ? d : unclosed(text, open.what, open.offset);
    }
    from = d.value.notation;
  }
  if (lexMovetext(text, from).every((t) => t.type === 'move')) {
    const moves = lineMoves(start.value, text, from, true, true);
    if (!moves.ok) return moves;
    return { ok: true, value: formatLine(start.value, moves.value, options.to, options) };
  }
  // Comments, variations, NAGs or a result: read and written as a tree.
  const body = readMovetext(text, start.value, from);
  if (!body.ok) {
    const e = body.error!;
    return 'unclosed' in e ? unclosed(text, e.unclosed, e.offset) : { ok: false, error: e };
  }
  const words = body.value.comments.map(comment);
  writeMoves(start.value, body.value.moves, options.to, options, words);
  if (body.value.hasResult) words.push(body.value.result);
  if (body.value.trailing !== undefined) words.push(comment(body.value.trailing));
  return { ok: true, value: joinWords(words) };
}

function unclosed(
  text: string,
  what: 'comment' | 'variation',
  offset: number,
): { ok: false; error: ConvertError } {
  const at = lineColumn(text, offset);
  return { ok: false, error: { code: 'CONVERT_UNCLOSED', message: unclosedMessage(what, at), ...at } };
}
