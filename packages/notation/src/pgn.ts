import { INITIAL_FEN, type Result } from '@xq/core';
import { plainBytes } from './bytes';
import { detectNotation } from './detect';
import { decodeText, type TextEncodingName } from './encoding';
import type { GameNode, GameRecord } from './game';
import { checkEncoding, checkGame, checkNotation, checkOptions, checkText, GAME_RESULTS } from './game-check';
import { lineColumn, unclosedIn, unclosedMessage } from './lexer';
import type { LineError } from './line';
import { comment, readMovetext, wrap, writeMoves } from './movetext';
import type { FormatOptions, Notation } from './notations';
import { recordStart, startKind, writableStart } from './record-start';

/**
 * Why a game of a PGN file was not read: a bad `[FEN]` (`PGN_BAD_FEN`, also for moves played
 * from a mate diagram), a notation that cannot be told (`PGN_NOTATION`), a move
 * (`MOVE_MALFORMED`, `MOVE_ILLEGAL`, `MOVE_AMBIGUOUS`, with its ply, move number and text), a
 * comment `{` or a variation `(` never closed (`PGN_UNCLOSED`, with its `line` and `column` in
 * the file), or, from {@link convertPgn}, a game read but not written (`PGN_UNWRITABLE`). `game`
 * is the 1-based index of the game in the file.
 * @example const e: PgnError = { code: 'PGN_BAD_FEN', message: 'bad FEN', game: 2, tags: [] };
 * @category Records
 */
export interface PgnError extends Partial<Omit<LineError, 'code' | 'message'>> {
  /** What went wrong (see above). */
  readonly code: 'PGN_BAD_FEN' | 'PGN_NOTATION' | 'PGN_UNCLOSED' | 'PGN_UNWRITABLE' | LineError['code'];
  /** A human-readable explanation in English, starting with `game <n>:`. */
  readonly message: string;
  /** 1-based index of the game in the file. */
  readonly game: number;
  /** The tags of that game, as written, to tell which game it is. */
  readonly tags: readonly (readonly [string, string])[];
  /** For `PGN_UNCLOSED`: the 1-based line of the `{` or `(` in the file. */
  readonly line?: number;
  /** For `PGN_UNCLOSED`: its 1-based column (in UTF-16 code units). */
  readonly column?: number;
  /** For a refused move: the main line read before it (its legal part; not enumerable, so not in JSON). */
  readonly moves?: readonly GameNode[];
}

/**
 * Options of {@link parsePgn}.
 * @example const o: PgnReadOptions = { notation: 'wxf', encoding: 'big5' };
 * @category Records
 */
export interface PgnReadOptions {
  /** The notation of the moves; default: the `[Format]` tag, else detected per game. */
  readonly notation?: Notation;
  /** For bytes: their encoding (default `'auto'`). */
  readonly encoding?: TextEncodingName;
}

const FORMAT_NAMES: Record<Notation, string> = {
  chinese: 'Chinese',
  wxf: 'WXF',
  iccs: 'ICCS',
  ucci: 'UCCI',
  fsf: 'FSF',
  vi: 'Vietnamese',
  'vi-long': 'VietnameseLong',
  asian: 'Asian',
  coord: 'Coordinate',
};
const FORMAT_OF = new Map<string, Notation>([
  ['node', 'ucci'],
  ['uci', 'ucci'],
]);
for (const [k, v] of Object.entries(FORMAT_NAMES)) {
  FORMAT_OF.set(v.toLowerCase(), k as Notation);
  FORMAT_OF.set(k, k as Notation);
}

/**
 * The notation a `[Format "…"]` value names (`Chinese`, `WXF`, `ICCS`, and this library's
 * `UCCI`, `FSF`, `Vietnamese`, `VietnameseLong`, `Asian`, `Coordinate`), case-insensitive;
 * `undefined` for any other text.
 * @throws TypeError when `value` is not a string.
 * @example notationOfFormatTag('WXF') // 'wxf'
 * @category Records
 */
export function notationOfFormatTag(value: string): Notation | undefined {
  checkText(value, 'notationOfFormatTag', 'a [Format] value');
  return FORMAT_OF.get(value.trim().toLowerCase());
}

/**
 * The `[Format "…"]` value written for a notation.
 * @throws TypeError when `notation` is not a string, RangeError when it names no notation.
 * @example formatTagOf('vi') // 'Vietnamese'
 * @category Records
 */
export function formatTagOf(notation: Notation): string {
  checkNotation(notation, 'formatTagOf');
  return FORMAT_NAMES[notation];
}

interface RawGame {
  tags: [string, string][];
  /** The tag names seen, lower case: a name seen again starts the next game. */
  names: Set<string>;
  movetext: string;
  /** Offset of the movetext in the file's text. */
  offset: number;
}

/** Reads the tags of a line (`[Name "value"]`, several allowed); undefined when it is not a tag line. */
function readTags(line: string): [string, string][] | undefined {
  const out: [string, string][] = [];
  let i = 0;
  const n = line.length;
  const space = () => {
    while (i < n && (line.charCodeAt(i) === 32 || line.charCodeAt(i) === 9)) i++;
  };
  while (true) {
    space();
    if (i >= n) return out.length > 0 ? out : undefined;
    if (line.charCodeAt(i) !== 91 /* [ */) return out.length > 0 ? out : undefined;
    i++;
    space();
    const start = i;
    while (i < n && /[A-Za-z0-9_]/u.test(line[i]!)) i++;
    if (i === start) return undefined;
    const name = line.slice(start, i);
    space();
    if (line.charCodeAt(i) !== 34 /* " */) return undefined;
    i++;
    let value = '';
    while (i < n && line.charCodeAt(i) !== 34) {
      if (line.charCodeAt(i) === 92 /* \ */ && i + 1 < n) i++;
      value += line[i];
      i++;
    }
    i++;
    space();
    if (line.charCodeAt(i) === 93 /* ] */) i++;
    out.push([name, value]);
  }
}

/** The games of a PGN text, one at a time: tags and the slice of movetext. */
function* splitGames(text: string): Generator<RawGame> {
  let current: RawGame | undefined;
  let from = -1;
  let to = -1;
  const finish = (): RawGame | undefined => {
    if (current && to > from && from >= 0) {
      current.movetext = text.slice(from, to);
      current.offset = from;
    }
    return current;
  };
  let at = 0;
  while (at <= text.length) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    let i = at;
    while (i < end && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9 || text.charCodeAt(i) === 13))
      i++;
    const tags = text.charCodeAt(i) === 91 ? readTags(text.slice(i, end)) : undefined;
    if (tags) {
      const repeated = current?.names.has(tags[0]![0].toLowerCase()) === true;
      if (!current || from >= 0 || repeated) {
        const done = finish();
        if (done) yield done;
        current = { tags: [], names: new Set(), movetext: '', offset: 0 };
        from = -1;
        to = -1;
      }
      for (const tag of tags) {
        current.tags.push(tag);
        current.names.add(tag[0].toLowerCase());
      }
    } else if (i < end) {
      if (!current) current = { tags: [], names: new Set(), movetext: '', offset: 0 };
      if (from < 0) from = at;
      to = end;
    }
    at = end + 1;
  }
  const done = finish();
  if (done) yield done;
}

/**
 * Reads a PGN file (xqbase convention): any number of games, tags, `[FEN]` for non-initial
 * starts, `[Format]` for the move notation, comments `{}` and `;`, variations `()`, NAGs, the
 * result. Bytes are decoded first (UTF-8, Big5 or GBK, see {@link decodeText}).
 *
 * A game ends at its result token outside the variations (or at the next tag line): the text
 * after it, such as the footer XQ Wizard writes (`====`, a site, a URL), is kept as
 * {@link GameRecord.trailing} and never read as moves. A start position that is a finished mate (the
 * side not to move in check) opens with a {@link GameWarning} when the game holds no move.
 * An empty board (a text-only record: tags and comments, no pieces) is read, and written, when the
 * game holds no move.
 * Linear in the length of the input; variations nested to any depth are read.
 *
 * @returns one result per game, in order: a bad game does not stop the others.
 * @throws TypeError when `input` is not a string or `Uint8Array` or `options` is not an object;
 *   RangeError for an unknown `notation` or `encoding`.
 * @example
 * const [g] = parsePgn('[Game "Chinese Chess"]\n\n1. 炮二平五 馬８進７ 1-0');
 * g.ok && g.value.moves.length; // 2
 * @category Records
 */
export function parsePgn(
  input: string | Uint8Array,
  options: PgnReadOptions = {},
): Result<GameRecord, PgnError>[] {
  return [...iteratePgn(input, options)];
}

/**
 * {@link parsePgn} one game at a time, for files too big to hold every game in memory.
 * @throws TypeError or RangeError as {@link parsePgn}, when called.
 * @example
 * for (const g of iteratePgn('1. C2.5 H8+7\n\n[Event "2"]\n1. P7+1')) g.ok; // true, true
 * @category Records
 */
export function iteratePgn(
  input: string | Uint8Array,
  options: PgnReadOptions = {},
): Generator<Result<GameRecord, PgnError>, void, undefined> {
  const bytes = typeof input === 'string' ? undefined : plainBytes(input);
  if (typeof input !== 'string' && bytes === undefined)
    throw new TypeError('iteratePgn: input must be a string or a Uint8Array');
  if (options === null || typeof options !== 'object')
    throw new TypeError('iteratePgn: options must be an object');
  if (options.notation !== undefined) checkNotation(options.notation, 'iteratePgn');
  if (options.encoding !== undefined) checkEncoding(options.encoding, 'iteratePgn');
  const text = typeof input === 'string' ? input : decodeText(bytes!, options.encoding);
  return readGames(text, options.notation);
}

function* readGames(
  text: string,
  notation: Notation | undefined,
): Generator<Result<GameRecord, PgnError>, void, undefined> {
  let index = 0;
  for (const raw of splitGames(text)) yield readGame(raw, ++index, notation, text);
}

/** The result a `[Result]` tag names (`*` for anything else). */
const resultOfTag = (tag: string): string => {
  const t = tag.trim().replace('½-½', '1/2-1/2');
  return GAME_RESULTS.includes(t) ? t : '*';
};

let lastFen: string | undefined;
let lastStart: ReturnType<typeof recordStart> | undefined;
/** Records of a file often share their start (the initial position): validate it once. */
function cachedStart(fen: string | undefined): ReturnType<typeof recordStart> {
  if (lastStart === undefined || fen !== lastFen) {
    lastFen = fen;
    lastStart = recordStart(fen);
  }
  return lastStart;
}

function readGame(
  raw: RawGame,
  index: number,
  forced: Notation | undefined,
  file: string,
): Result<GameRecord, PgnError> {
  const tags = raw.tags;
  const fail = (error: Omit<PgnError, 'game' | 'tags'>): { ok: false; error: PgnError } => ({
    ok: false,
    error: { ...error, game: index, tags, message: `game ${index}: ${error.message}` },
  });
  const fenTag = tags.find(([k]) => k.toLowerCase() === 'fen')?.[1];
  const start = cachedStart(fenTag);
  if (!start.ok) return fail({ code: 'PGN_BAD_FEN', message: `bad FEN "${fenTag}": ${start.error.message}` });
  const formatTag = tags.find(([k]) => k.toLowerCase() === 'format')?.[1];
  let notation = forced ?? (formatTag === undefined ? undefined : notationOfFormatTag(formatTag));
  const position = start.value.position;
  if (notation === undefined && position !== undefined) {
    const d = detectNotation(raw.movetext, position);
    if (d.ok) notation = d.value.notation;
    else if (d.error.code === 'NOTATION_EMPTY') notation = 'chinese';
    else {
      const open = unclosedIn(raw.movetext, 'chinese');
      if (open !== undefined) {
        const at = lineColumn(file, raw.offset + open.offset);
        return fail({ code: 'PGN_UNCLOSED', message: unclosedMessage(open.what, at), ...at });
      }
      return fail({ code: 'PGN_NOTATION', message: `${d.error.message} (${d.error.evidence.join('; ')})` });
    }
  }
  const body = readMovetext(raw.movetext, position, notation ?? 'chinese');
  if (!body.ok && body.error !== undefined && 'unclosed' in body.error) {
    const at = lineColumn(file, raw.offset + body.error.offset);
    return fail({ code: 'PGN_UNCLOSED', message: unclosedMessage(body.error.unclosed, at), ...at });
  }
  if (!body.ok) {
    const failed = fail(
      (body.error as LineError | undefined) ?? {
        code: 'PGN_BAD_FEN',
        message: `the FEN "${fenTag}" is ${startKind(start.value)}, yet the game plays moves`,
      },
    );
    const legal = (body.error as { moves?: readonly GameNode[] } | undefined)?.moves;
    if (legal) Object.defineProperty(failed.error, 'moves', { value: legal });
    return failed;
  }
  const resultTag = tags.find(([k]) => k.toLowerCase() === 'result')?.[1];
  const { comments, moves, result, trailing } = body.value;
  const warning = start.value.warning;
  return {
    ok: true,
    value: {
      tags,
      fen: start.value.fen,
      comments,
      moves,
      result: result !== '*' || resultTag === undefined ? result : resultOfTag(resultTag),
      ...(trailing === undefined ? {} : { trailing }),
      ...(warning === undefined ? {} : { warnings: [warning] }),
    },
  };
}

/**
 * Options of {@link writePgn}.
 * @example const o: PgnWriteOptions = { notation: 'wxf' };
 * @category Records
 */
export interface PgnWriteOptions extends FormatOptions {
  /** The notation of the moves (default `'chinese'`; a `[Format]` tag says which). */
  readonly notation?: Notation;
}

const escapeTag = (v: string): string => v.replace(/[\\"]/gu, (c) => `\\${c}`).replace(/[\r\n]+/gu, ' ');
const TAG_NAME = /^[A-Za-z0-9_]+$/u;

/**
 * Writes games as PGN: `[Game "Chinese Chess"]` first, the other tags in their order, `[FEN]`
 * when the start is not the initial position (or the game had one), `[Format]` unless the
 * notation is Chinese, then the moves with comments, NAGs and variations, the result, and the
 * text written after the result ({@link GameRecord.trailing}) as a comment. Tag values are escaped; a
 * comment cannot hold `}` (written `)`), and a comment line starting with `[` is written `［`
 * so that it cannot be read as a tag. Iterative: variations nested to any depth are written.
 *
 * @throws RangeError when a game holds an illegal move, a bad FEN, a tag name that is not
 *   letters, digits and `_`, an unknown result or notation (games from {@link parsePgn} never
 *   do); TypeError when a game or one of its fields has the wrong type.
 * @example
 * writePgn([gameOf([{ from: 25, to: 22 }])], { notation: 'wxf' });
 * // '[Game "Chinese Chess"]\n[Format "WXF"]\n\n1. C2.5 *\n'
 * @category Records
 */
export function writePgn(games: readonly GameRecord[], options: PgnWriteOptions = {}): string {
  if (!Array.isArray(games)) throw new TypeError('writePgn: games must be an array of games');
  checkOptions(options, 'writePgn');
  const out: string[] = [];
  for (let i = 0; i < games.length; i++) out.push(writeGame(games[i]!, options));
  return out.join('\n');
}

function writeGame(game: GameRecord, options: PgnWriteOptions): string {
  checkGame(game, 'writePgn');
  const notation = options.notation ?? 'chinese';
  const start = writableStart(game.fen, game.moves.length);
  const lines = ['[Game "Chinese Chess"]'];
  let hasFen = false;
  for (const [k, v] of game.tags) {
    if (!TAG_NAME.test(k))
      throw new RangeError(`writePgn: bad tag name ${JSON.stringify(k)} (letters, digits and _ only)`);
    const lower = k.toLowerCase();
    if (lower === 'game' || lower === 'format') continue;
    if (lower === 'fen') hasFen = true;
    lines.push(`[${k} "${escapeTag(lower === 'fen' ? start.fen : lower === 'result' ? game.result : v)}"]`);
  }
  if (!hasFen && start.fen !== INITIAL_FEN) lines.push(`[FEN "${start.fen}"]`);
  if (notation !== 'chinese') lines.push(`[Format "${FORMAT_NAMES[notation]}"]`);
  const words: string[] = game.comments.map(comment);
  if (start.position !== undefined) writeMoves(start.position, game.moves, notation, options, words);
  words.push(game.result);
  const trailing = game.trailing === undefined || game.trailing === '' ? '' : `\n${comment(game.trailing)}`;
  return `${lines.join('\n')}\n\n${wrap(words)}${trailing}\n`;
}

/**
 * True when a text looks like a PGN file (it has a tag line).
 * @example isPgn('[Event "x"]\n1. C2.5') // true
 * @category Records
 */
export function isPgn(text: string): boolean {
  if (typeof text !== 'string') return false;
  // One pass over the lines (a regular expression with `^\s*` rescans runs of blank lines).
  const n = text.length;
  const blank = (c: number) => c === 32 || c === 9 || c === 13 || c === 0xa0 || c === 0xfeff || c === 0x3000;
  const nameChar = (c: number) =>
    (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
  let i = 0;
  while (i < n) {
    while (i < n && blank(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) === 91 /* [ */) {
      let j = i + 1;
      while (j < n && blank(text.charCodeAt(j))) j++;
      const name = j;
      while (j < n && nameChar(text.charCodeAt(j))) j++;
      const named = j > name;
      const gap = j;
      while (j < n && blank(text.charCodeAt(j))) j++;
      if (named && j > gap && text.charCodeAt(j) === 34 /* " */) return true;
    }
    const end = text.indexOf('\n', i);
    if (end < 0) break;
    i = end + 1;
  }
  return false;
}
