import { INITIAL_FEN, type Position, type Result } from '@xq/core';
import { detectNotation } from './detect';
import { decodeText, type TextEncodingName } from './encoding';
import type { Game, GameNode } from './game';
import { checkGame, checkNode, GAME_RESULTS } from './game-check';
import { lexMovetext } from './lexer';
import { type LineError, lineError } from './line';
import { formatLegal, readMove } from './move';
import { type FormatOptions, isNotation, type Notation } from './notations';
import { recordStart, writableStart } from './record-start';
import { ReplayBoard } from './replay-board';

/**
 * Why a game of a PGN file was not read: a bad `[FEN]` (`PGN_BAD_FEN`), a notation that cannot
 * be told (`PGN_NOTATION`), or a move (`MOVE_MALFORMED`, `MOVE_ILLEGAL`, `MOVE_AMBIGUOUS`, with
 * its ply, move number and text). `game` is the 1-based index of the game in the file.
 * @example const e: PgnError = { code: 'PGN_BAD_FEN', message: 'bad FEN', game: 2, tags: [] };
 * @category Records
 */
export interface PgnError extends Partial<Omit<LineError, 'code' | 'message'>> {
  /** What went wrong (see above). */
  readonly code: 'PGN_BAD_FEN' | 'PGN_NOTATION' | LineError['code'];
  /** A human-readable explanation in English, starting with `game <n>:`. */
  readonly message: string;
  /** 1-based index of the game in the file. */
  readonly game: number;
  /** The tags of that game, as written, to tell which game it is. */
  readonly tags: readonly (readonly [string, string])[];
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
const FORMAT_OF: Record<string, Notation> = { node: 'ucci', uci: 'ucci' };
for (const [k, v] of Object.entries(FORMAT_NAMES)) {
  FORMAT_OF[v.toLowerCase()] = k as Notation;
  FORMAT_OF[k] = k as Notation;
}

/**
 * The notation a `[Format "…"]` value names (`Chinese`, `WXF`, `ICCS`, and this library's
 * `UCCI`, `FSF`, `Vietnamese`, `VietnameseLong`, `Asian`, `Coordinate`), case-insensitive.
 * @example notationOfFormatTag('WXF') // 'wxf'
 * @category Records
 */
export function notationOfFormatTag(value: string): Notation | undefined {
  return FORMAT_OF[value.trim().toLowerCase()];
}

/**
 * The `[Format "…"]` value written for a notation.
 * @example formatTagOf('vi') // 'Vietnamese'
 * @category Records
 */
export function formatTagOf(notation: Notation): string {
  return FORMAT_NAMES[notation];
}

interface RawGame {
  tags: [string, string][];
  movetext: string;
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
    if (current && to > from && from >= 0) current.movetext = text.slice(from, to);
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
      const repeated = current?.tags.some(([k]) => k.toLowerCase() === tags[0]![0].toLowerCase()) === true;
      if (!current || from >= 0 || repeated) {
        const done = finish();
        if (done) yield done;
        current = { tags: [], movetext: '' };
        from = -1;
        to = -1;
      }
      current.tags.push(...tags);
    } else if (i < end) {
      if (!current) current = { tags: [], movetext: '' };
      if (from < 0) from = at;
      to = end;
    }
    at = end + 1;
  }
  const done = finish();
  if (done) yield done;
}

interface Frame {
  nodes: GameNode[];
  pending: string[];
  /** Moves made on the board in this frame. */
  made: number;
  /** The parent's move taken back to open this variation (undefined: a variation after no move). */
  undone: GameNode['move'] | undefined;
}

type MutableNode = {
  move: GameNode['move'];
  before?: readonly string[];
  comments: string[];
  nags: number[];
  variations: GameNode[][];
};
// Shared by every node without comments, NAGs or variations (most of them): replaced by a new
// array on the first addition, which is then grown in place.
const NONE: never[] = Object.freeze([]) as unknown as never[];

function closeFrame(stack: Frame[], board: ReplayBoard): void {
  const frame = stack.pop()!;
  for (let i = 0; i < frame.made; i++) board.unmake();
  if (frame.undone === undefined) return;
  board.make(frame.undone);
  const parentLast = stack[stack.length - 1]!.nodes.at(-1) as MutableNode;
  if (frame.nodes.length === 0) return;
  if (parentLast.variations === NONE) parentLast.variations = [frame.nodes];
  else parentLast.variations.push(frame.nodes);
}

interface Body {
  comments: string[];
  moves: GameNode[];
  result: string;
  trailing: string | undefined;
}

/** The text after the result, without the braces when it is one comment (as {@link writePgn} writes it). */
function trailingText(text: string): string {
  const m = /^\{([^}]*)\}$/u.exec(text);
  return m ? m[1]!.trim() : text;
}

/**
 * Reads the movetext of a game from its start (`undefined` for a mate diagram: a move there is
 * answered with an error of `undefined`, the caller names it).
 */
function readMovetext(
  movetext: string,
  start: Position | undefined,
  notation: Notation,
): Result<Body, LineError | undefined> {
  const board = start === undefined ? undefined : new ReplayBoard(start);
  const root: Frame = { nodes: [], pending: [], made: 0, undone: undefined };
  const stack: Frame[] = [root];
  let result = '*';
  let trailing: string | undefined;
  let ply = 0;
  for (const token of lexMovetext(movetext, notation)) {
    const frame = stack[stack.length - 1]!;
    const last = frame.nodes.at(-1) as MutableNode | undefined;
    switch (token.type) {
      case 'comment':
        if (last === undefined) frame.pending.push(token.text);
        else if (last.comments === NONE) last.comments = [token.text];
        else last.comments.push(token.text);
        break;
      case 'nag':
        if (last === undefined) break;
        if (last.nags === NONE) last.nags = [token.value];
        else last.nags.push(token.value);
        break;
      case 'result':
        if (stack.length === 1) result = token.text;
        break;
      case 'trailer':
        trailing = trailingText(token.text);
        break;
      case 'open':
        if (last) board!.unmake();
        stack.push({ nodes: [], pending: [], made: 0, undone: last?.move });
        break;
      case 'close':
        if (stack.length > 1) closeFrame(stack, board!);
        break;
      default: {
        if (board === undefined) return { ok: false, error: undefined };
        const r = readMove(board, token.text, notation);
        if (!r.ok) return { ok: false, error: lineError(r.error, board, ply + 1) };
        const node: MutableNode = { move: r.value, comments: NONE, nags: NONE, variations: NONE };
        if (frame.pending.length > 0 && frame.nodes.length === 0 && frame !== root)
          node.before = frame.pending;
        frame.nodes.push(node);
        frame.made++;
        board.make(r.value);
        if (stack.length === 1) ply++;
      }
    }
  }
  while (stack.length > 1) closeFrame(stack, board!);
  return { ok: true, value: { comments: root.pending, moves: root.nodes, result, trailing } };
}

/**
 * Reads a PGN file (xqbase convention): any number of games, tags, `[FEN]` for non-initial
 * starts, `[Format]` for the move notation, comments `{}` and `;`, variations `()`, NAGs, the
 * result. Bytes are decoded first (UTF-8, Big5 or GBK, see {@link decodeText}).
 *
 * @returns one result per game, in order: a bad game does not stop the others. Never throws.
 * @example
 * const [g] = parsePgn('[Game "Chinese Chess"]\n\n1. 炮二平五 馬８進７ 1-0');
 * g.ok && g.value.moves.length; // 2
 * @category Records
 */
export function parsePgn(input: string | Uint8Array, options: PgnReadOptions = {}): Result<Game, PgnError>[] {
  return [...iteratePgn(input, options)];
}

/**
 * {@link parsePgn} one game at a time, for files too big to hold every game in memory.
 * @example
 * for (const g of iteratePgn('1. C2.5 H8+7\n\n[Event "2"]\n1. P7+1')) g.ok; // true, true
 * @category Records
 */
export function* iteratePgn(
  input: string | Uint8Array,
  options: PgnReadOptions = {},
): Generator<Result<Game, PgnError>, void, undefined> {
  const text = typeof input === 'string' ? input : decodeText(input, options.encoding);
  let index = 0;
  for (const raw of splitGames(text)) yield readGame(raw, ++index, options.notation);
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

function readGame(raw: RawGame, index: number, forced: Notation | undefined): Result<Game, PgnError> {
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
    else
      return fail({ code: 'PGN_NOTATION', message: `${d.error.message} (${d.error.evidence.join('; ')})` });
  }
  const body = readMovetext(raw.movetext, position, notation ?? 'chinese');
  if (!body.ok)
    return fail(
      body.error ?? {
        code: 'PGN_BAD_FEN',
        message: `the FEN "${fenTag}" is ${start.value.warning!.message}, yet the game plays moves`,
      },
    );
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
/** A comment in braces: `}` cannot be written inside (it becomes `)`), nor a line starting with `[` (it would read as a tag: `［`). */
const comment = (c: string): string =>
  `{${c.replace(/\}/gu, ')').replace(/(^|\n)([ \t\r]*)\[/gu, '$1$2［')}}`;
const TAG_NAME = /^[A-Za-z0-9_]+$/u;

/**
 * Writes games as PGN: `[Game "Chinese Chess"]` first, the other tags in their order, `[FEN]`
 * when the start is not the initial position (or the game had one), `[Format]` unless the
 * notation is Chinese, then the moves with comments, NAGs and variations, the result, and the
 * text written after the result ({@link Game.trailing}) as a comment. Tag values are escaped; a
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
export function writePgn(games: readonly Game[], options: PgnWriteOptions = {}): string {
  if (!Array.isArray(games)) throw new TypeError('writePgn: games must be an array of games');
  checkOptions(options, 'writePgn');
  const out: string[] = [];
  for (let i = 0; i < games.length; i++) out.push(writeGame(games[i]!, options));
  return out.join('\n');
}

/** Checks the options of the writers. @throws TypeError or RangeError. */
export function checkOptions(options: unknown, fn: string): asserts options is PgnWriteOptions {
  if (options === null || typeof options !== 'object')
    throw new TypeError(`${fn}: options must be an object`);
  const o = options as Record<string, unknown>;
  if (o.notation !== undefined && !isNotation(o.notation))
    throw new RangeError(`${fn}: unknown notation ${JSON.stringify(String(o.notation))}`);
  if (o.script !== undefined && o.script !== 'traditional' && o.script !== 'simplified')
    throw new RangeError(`${fn}: script must be 'traditional' or 'simplified'`);
  if (o.blackDigits !== undefined && o.blackDigits !== 'full-width' && o.blackDigits !== 'ascii')
    throw new RangeError(`${fn}: blackDigits must be 'full-width' or 'ascii'`);
}

function writeGame(game: Game, options: PgnWriteOptions): string {
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

interface WriteFrame {
  nodes: readonly GameNode[];
  /** Index of the node being written. */
  i: number;
  /** Next variation of that node to write, or -1 before the node itself is written. */
  v: number;
  /** Moves made on the board in this frame. */
  made: number;
  needNumber: boolean;
}

/** The moves of a line with their variations, depth first without recursion. */
function writeMoves(
  start: Position,
  moves: readonly GameNode[],
  notation: Notation,
  options: FormatOptions,
  words: string[],
): void {
  const board = new ReplayBoard(start);
  const stack: WriteFrame[] = [{ nodes: moves, i: 0, v: -1, made: 0, needNumber: true }];
  while (stack.length > 0) {
    const f = stack[stack.length - 1]!;
    if (f.i >= f.nodes.length) {
      for (let k = 0; k < f.made; k++) board.unmake();
      stack.pop();
      if (stack.length > 0) words.push(')');
      continue;
    }
    const node = f.nodes[f.i]!;
    if (f.v < 0) {
      checkNode(node, 'writePgn');
      if (!board.isLegal(node.move))
        throw new RangeError(`illegal move ${JSON.stringify(node.move)} in ${board.fen()}`);
      for (const c of node.before ?? []) words.push(comment(c));
      if (board.turn === 'red') words.push(`${board.fullmoves}.`);
      else if (f.needNumber) words.push(`${board.fullmoves}. ...`);
      words.push(formatLegal(board, node.move, notation, options));
      f.needNumber = node.comments.length > 0;
      for (const n of node.nags) words.push(`$${n}`);
      for (const c of node.comments) words.push(comment(c));
      f.v = 0;
    }
    if (f.v < node.variations.length) {
      const line = node.variations[f.v++]!;
      f.needNumber = true;
      if (line.length === 0) continue;
      words.push('(');
      stack.push({ nodes: line, i: 0, v: -1, made: 0, needNumber: true });
      continue;
    }
    board.make(node.move);
    f.made++;
    f.i++;
    f.v = -1;
  }
}

function wrap(words: readonly string[]): string {
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const joined = line === '' ? w : line.endsWith('(') || w === ')' ? line + w : `${line} ${w}`;
    if (joined.length > 80 && line !== '') {
      lines.push(line);
      line = w;
    } else line = joined;
  }
  if (line !== '') lines.push(line);
  return lines.join('\n');
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
