import { formatUci, isSquare, type Move, type Position, parseUci, type Result } from '@xq/core';
import { formatChinese, parseChinese } from './chinese';
import { formatCoord, parseCoord } from './coord';
import { formatFsfMove, parseFsfMove } from './fsf';
import { checkOptions, checkPosition, shown } from './game-check';
import { type FormatOptions, isNotation, type MoveError, type Notation } from './notations';
import type { PositionView } from './relative';
import { moveError } from './selector';
import { formatVietnamese, parseVietnamese, type VietnameseStyle } from './vietnamese';
import { formatWxf, parseWxf } from './wxf';

/** The options of a call that gives none (frozen: nothing to check). */
const NO_OPTIONS: FormatOptions = Object.freeze({});

/**
 * Writes a legal move in a notation.
 *
 * @param position the position the move is played in.
 * @param move a legal move of `position`.
 * @param notation one of {@link NOTATIONS}.
 * @param options script and digits for Chinese.
 * @throws RangeError when the move is not legal in `position` or an option is unknown; TypeError
 *   for an unknown notation, a `position` that is not a Position or `options` not an object.
 * @example
 * const pos = Position.initial();
 * formatMove(pos, { from: 25, to: 22 }, 'vi'); // 'P2-5'
 * formatMove(pos, { from: 25, to: 22 }, 'wxf'); // 'C2.5'
 * formatMove(pos, { from: 25, to: 22 }, 'chinese'); // '炮二平五'
 * @category Notation
 */
export function formatMove(
  position: Position,
  move: Move,
  notation: Notation,
  options: FormatOptions = NO_OPTIONS,
): string {
  checkPosition(position, 'formatMove');
  if (!isNotation(notation)) throw new TypeError(`formatMove: unknown notation ${shown(notation)}`);
  if (options !== NO_OPTIONS) checkOptions(options, 'formatMove');
  // The position itself is the view: its legality test looks at the one move.
  if (!move || !isSquare(move.from) || !isSquare(move.to) || !position.isLegal(move))
    throw new RangeError(`illegal move ${JSON.stringify(move)} in ${position.fen()}`);
  return formatLegal(position, move, notation, options);
}

/** How a notation is written and read on a position view. */
interface Codec {
  readonly format: (position: PositionView, move: Move, options: FormatOptions) => string;
  readonly read: (position: PositionView, text: string) => Result<Move, MoveError>;
}

/** A coordinate notation: its text read without a position, then the move checked for legality. */
const coordinates =
  (parse: (text: string) => Result<Move, { readonly message: string }>): Codec['read'] =>
  (position, text) => {
    const r = parse(text);
    if (!r.ok) return moveError('MOVE_MALFORMED', r.error.message, text, position);
    if (!position.isLegal(r.value))
      return moveError('MOVE_ILLEGAL', `not legal here: "${text}"`, text, position);
    return r;
  };
/** A Vietnamese writer's style: short with the Vietnamese or the Asian signs, or words. */
const vietnamese = (style: VietnameseStyle): Codec => ({
  format: (p, m) => formatVietnamese(p, m, style),
  read: (p, t) => parseVietnamese(p, t, style),
});
const readUci = coordinates((text) => parseUci(text.length > 32 ? '' : text));

/** The writer and the reader of every notation (a notation without them does not compile). */
const CODECS: { readonly [N in Notation]: Codec } = {
  vi: vietnamese('vi'),
  'vi-long': vietnamese('vi-long'),
  asian: vietnamese('asian'),
  coord: { format: formatCoord, read: parseCoord },
  wxf: { format: formatWxf, read: parseWxf },
  chinese: { format: formatChinese, read: parseChinese },
  iccs: { format: (_, m) => formatUci(m).toUpperCase().replace(/^(..)/, '$1-'), read: readUci },
  ucci: { format: (_, m) => formatUci(m), read: readUci },
  fsf: { format: (_, m) => formatFsfMove(m), read: coordinates((text) => parseFsfMove(text.trim())) },
};

/** {@link formatMove} without the checks, for hot loops over legal moves. @internal */
export function formatLegal(
  position: PositionView,
  move: Move,
  notation: Notation,
  options: FormatOptions,
): string {
  return CODECS[notation].format(position, move, options);
}

/**
 * Reads a move written in a notation and matches it against the legal moves of the position.
 * Every known variant of the notation is read (see the guide); the notation itself is never
 * guessed.
 *
 * @returns the move, or a {@link MoveError}: `MOVE_MALFORMED` (also for a `text` that is not a
 *   string), `MOVE_ILLEGAL` or `MOVE_AMBIGUOUS` (with the candidates).
 * @throws TypeError when `position` is not a Position or `notation` not one of {@link NOTATIONS}.
 * @example
 * const pos = Position.initial();
 * parseMove(pos, 'P2-5', 'vi'); // { ok: true, value: { from: 25, to: 22 } }
 * parseMove(pos, '炮二平五', 'chinese').ok; // true
 * parseMove(pos, 'Pe2', 'coord').ok; // false: MOVE_AMBIGUOUS, both cannons reach e2
 * @category Notation
 */
export function parseMove(position: Position, text: string, notation: Notation): Result<Move, MoveError> {
  checkPosition(position, 'parseMove');
  if (!isNotation(notation)) throw new TypeError(`parseMove: unknown notation ${shown(notation)}`);
  return readMove(position, text, notation);
}

/** {@link parseMove} on any position view (the replay board of the record readers). @internal */
export function readMove(position: PositionView, text: string, notation: Notation): Result<Move, MoveError> {
  if (typeof text !== 'string')
    return moveError('MOVE_MALFORMED', 'a move must be a string', `(${typeof text})`, position);
  const codec = Object.hasOwn(CODECS, notation) ? CODECS[notation] : undefined;
  if (codec === undefined)
    return moveError('MOVE_MALFORMED', `unknown notation: ${String(notation)}`, text, position);
  return codec.read(position, text);
}
