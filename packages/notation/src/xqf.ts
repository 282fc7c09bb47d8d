import { formatUci, INITIAL_FEN, type Move, type Position, type Result, squareName } from '@xq/core';
import { plainBytes } from './bytes';
import type { GameNode, GameRecord } from './game';
import { checkGame, checkNode, shown } from './game-check';
import { withLegalPart } from './legal-part';
import { fenPlacement, PIECE_ORDER, slotSquares } from './placement';
import { recordStart, startKind, writableStart } from './record-start';
import { ReplayBoard } from './replay-board';

/**
 * Why an XQF file was not read: not XQF (`XQF_NOT_XQF`), cut short or inconsistent
 * (`XQF_MALFORMED`), a bad start position (`XQF_BAD_POSITION`) or an illegal move
 * (`XQF_ILLEGAL`, with its ply).
 * @example const e: XqfError = { code: 'XQF_NOT_XQF', message: 'no XQ magic' };
 * @category Records
 */
export interface XqfError {
  /** What went wrong (see above). */
  readonly code: 'XQF_NOT_XQF' | 'XQF_MALFORMED' | 'XQF_BAD_POSITION' | 'XQF_ILLEGAL';
  /** A human-readable explanation, in English. */
  readonly message: string;
  /** 1-based ply of the illegal move counted from the start of the game, for `XQF_ILLEGAL`. */
  readonly ply?: number;
  /** The illegal move, for `XQF_ILLEGAL`. */
  readonly move?: Move;
  /** The position it was played in, for `XQF_ILLEGAL`. */
  readonly fen?: string;
  /**
   * For `XQF_ILLEGAL`: the record read up to the refused move (its tags, start, comments and the
   * main line before that ply), to keep its legal part; not enumerable, so not in JSON.
   */
  readonly legal?: GameRecord;
}

const COPYRIGHT = '[(C) Copyright Mr. Dong Shiwei.]';
/** The header strings: offset of the length byte, size of the field (that byte included), tag. */
const STRINGS: [number, number, string][] = [
  [80, 128, 'Title'],
  [208, 64, 'Event'],
  [272, 16, 'Date'],
  [288, 16, 'Site'],
  [304, 16, 'Red'],
  [320, 16, 'Black'],
  [336, 64, 'TimeControl'],
  [400, 16, 'RedTime'],
  [416, 16, 'BlackTime'],
  [464, 16, 'Annotator'],
  [480, 16, 'Author'],
];

/** The keys of an obfuscated file (version > 10), from header bytes 3 and 8–15. */
interface Keys {
  xyp: number;
  xyf: number;
  xyt: number;
  rmk: number;
  f32: Uint8Array;
}

function keysOf(h: ArrayLike<number>): Keys {
  const version = h[2]!;
  const f32 = new Uint8Array(32);
  if (version <= 10) return { xyp: 0, xyf: 0, xyt: 0, rmk: 0, f32 };
  const [mask, sum, kp, kf, kt] = [h[3]!, h[12]!, h[13]!, h[14]!, h[15]!];
  const xyp = ((kp * kp * 54 + 221) * kp) & 255;
  const xyf = ((kf * kf * 54 + 221) * xyp) & 255;
  const xyt = ((kt * kt * 54 + 221) * xyf) & 255;
  const rmk = (((sum * 256 + kp) % 32000) + 767) & 65535;
  const fkey = [(sum & mask) | h[8]!, (kp & mask) | h[9]!, (kf & mask) | h[10]!, (kt & mask) | h[11]!];
  for (let i = 0; i < 32; i++) f32[i] = fkey[i % 4]! & COPYRIGHT.charCodeAt(i);
  return { xyp, xyf, xyt, rmk, f32 };
}

/** Square of an XQF point byte (X * 10 + Y, from red's bottom-left), or -1. */
const squareOf = (b: number): number => (b < 90 && b % 10 <= 9 ? Math.floor(b / 10) + 9 * (b % 10) : -1);
const pointOf = (sq: number): number => (sq % 9) * 10 + Math.floor(sq / 9);

interface Raw {
  move: Move;
  comment: string;
  next: Raw[];
}

/**
 * Reads an XQF file (XQStudio, 象棋演播室): the header (start position, result, title, event,
 * date, place, players, time rule, annotator, author, as GBK strings), the moves with their
 * comments and variations, including the obfuscated versions above 10.
 *
 * @returns the game, or an {@link XqfError} (an illegal move with the record read before it as
 *   `legal`); a start that is a finished mate opens with a
 *   {@link GameWarning} when the record holds no move.
 * @throws TypeError when `bytes` is not a `Uint8Array` (a programmer error: any bytes are read).
 * @example
 * parseXqf(new Uint8Array([1, 2, 3])).ok; // false: XQF_NOT_XQF
 * @category Records
 */
export function parseXqf(input: Uint8Array): Result<GameRecord, XqfError> {
  const bytes = plainBytes(input);
  if (bytes === undefined) throw new TypeError('parseXqf: bytes must be a Uint8Array');
  const fail = (code: XqfError['code'], message: string, ply?: number) => ({
    ok: false as const,
    error: ply === undefined ? { code, message } : { code, message, ply },
  });
  if (bytes.length < 2 || bytes[0] !== 0x58 || bytes[1] !== 0x51) return fail('XQF_NOT_XQF', 'no XQ magic');
  if (bytes.length < 1024) return fail('XQF_MALFORMED', 'the header is 1024 bytes');
  const version = bytes[2]!;
  const keys = keysOf(bytes);
  const gbk = new TextDecoder('gbk');
  const tags: [string, string][] = [];
  for (const [at, size, name] of STRINGS) {
    // A length past the field would read the next field's length byte.
    const len = Math.min(bytes[at]!, size - 1);
    const text = gbk
      .decode(bytes.subarray(at + 1, at + 1 + len))
      .replace(/\0+$/u, '')
      .trim();
    if (text !== '') tags.push([name, text]);
  }
  // Start position.
  const board: string[] = new Array(90).fill('');
  for (let i = 0; i < 32; i++) {
    // Versions 11 and up shift every point by a key; from version 12 on the slots are also rotated.
    const piece = version > 11 ? (keys.xyp + i + 1) & 31 : i;
    const point = (bytes[16 + i]! - keys.xyp) & 255;
    const sq = squareOf(point);
    if (sq >= 0) board[sq] = PIECE_ORDER[piece]!;
  }
  // Moves: decode the body, then walk its records.
  const body = new Uint8Array(bytes.length - 1024);
  for (let i = 1024; i < bytes.length; i++) body[i - 1024] = (bytes[i]! - keys.f32[i % 32]!) & 255;
  const le32 = (at: number) =>
    body[at]! | (body[at + 1]! << 8) | (body[at + 2]! << 16) | (body[at + 3]! << 24);
  const root: Raw = { move: { from: -1, to: -1 }, comment: '', next: [] };
  let parent = root;
  const stack: Raw[] = [];
  for (let pos = 0; pos + 4 <= body.length; ) {
    const flag = body[pos + 2]!;
    let comment = '';
    let size = 4;
    if (version <= 10 || flag & 32) {
      if (pos + 8 > body.length) return fail('XQF_MALFORMED', 'a move record is cut short');
      const len = le32(pos + 4) - keys.rmk;
      if (len < 0 || pos + 8 + len > body.length) return fail('XQF_MALFORMED', 'a comment runs past the end');
      comment = gbk.decode(body.subarray(pos + 8, pos + 8 + len));
      size = 8 + len;
    }
    if (pos === 0) root.comment = comment;
    else {
      const from = squareOf((body[pos]! - 24 - keys.xyf) & 255);
      const to = squareOf((body[pos + 1]! - 32 - keys.xyt) & 255);
      if (from < 0 || to < 0) return fail('XQF_MALFORMED', `a move at byte ${1024 + pos} is off the board`);
      const step: Raw = { move: { from, to }, comment, next: [] };
      parent.next.push(step);
      const hasNext = flag & (version > 10 ? 128 : 240);
      const hasVariation = flag & (version > 10 ? 64 : 15);
      if (hasNext) {
        if (hasVariation) stack.push(parent);
        parent = step;
      } else if (!hasVariation) parent = stack.pop() ?? root;
    }
    pos += size;
  }
  const first = root.next[0]?.move;
  const mover = first === undefined ? '' : board[first.from]!;
  const turn = mover !== '' ? (mover === mover.toLowerCase() ? 'b' : 'w') : bytes[50] === 1 ? 'b' : 'w';
  const start = recordStart(`${fenPlacement(board)} ${turn}`);
  if (!start.ok) return fail('XQF_BAD_POSITION', `bad start: ${start.error.message}`);
  const { position, warning, fen } = start.value;
  if (position === undefined && root.next.length > 0)
    return fail('XQF_BAD_POSITION', `bad start: ${startKind(start.value)}, yet the record plays moves`);
  const result = ['*', '1-0', '0-1', '1/2-1/2'][bytes[51]!] ?? '*';
  tags.push(['Result', result]);
  if (fen !== INITIAL_FEN) tags.push(['FEN', fen]);
  let moves: GameNode[] = [];
  if (position !== undefined) {
    const built = toLines(root, position);
    if (!built.ok) {
      const { ply, move, before, main } = built;
      const text = `${formatUci(move)}, from ${squareName(move.from)} to ${squareName(move.to)}`;
      const error: XqfError = {
        code: 'XQF_ILLEGAL',
        message: `illegal move at ply ${ply}: ${text} in ${before.fen()}`,
        ply,
        move,
        fen: before.fen(),
      };
      const comments = root.comment === '' ? [] : [root.comment];
      return { ok: false, error: withLegalPart(error, { tags, fen, comments, result }, main, ply) };
    }
    moves = built.value;
  }
  return {
    ok: true,
    value: {
      tags,
      fen,
      comments: root.comment === '' ? [] : [root.comment],
      moves,
      result,
      ...(warning === undefined ? {} : { warnings: [warning] }),
    },
  };
}

type MutableNode = { move: Move; comments: string[]; nags: number[]; variations: GameNode[][] };

/**
 * The tree as lines: first children continue a line, the others become its variations. Depth
 * first in file order on one replay board (moves made and taken back), without recursion. An
 * illegal move ends its branch; the one reported is the earliest by ply (the first in file order
 * among those of that ply).
 */
function toLines(
  root: Raw,
  start: Position,
):
  | { ok: true; value: GameNode[] }
  | { ok: false; ply: number; move: Move; before: Position; main: GameNode[] } {
  const board = new ReplayBoard(start);
  const main: GameNode[] = [];
  // Each frame: the children of a node, the line they continue, the first of them (the anchor
  // of the others) and whether the move of the child being walked is made on the board.
  type Frame = {
    children: Raw[];
    i: number;
    out: GameNode[];
    anchor: MutableNode | undefined;
    made: boolean;
  };
  const stack: Frame[] = [{ children: root.next, i: 0, out: main, anchor: undefined, made: false }];
  let illegal: { ok: false; ply: number; move: Move; before: Position; main: GameNode[] } | undefined;
  while (stack.length > 0) {
    const f = stack[stack.length - 1]!;
    if (f.made) {
      board.unmake();
      f.made = false;
    }
    if (f.i >= f.children.length) {
      stack.pop();
      continue;
    }
    const raw = f.children[f.i++]!;
    const ply = stack.length;
    if (!board.isLegal(raw.move)) {
      if (illegal === undefined || ply < illegal.ply)
        illegal = { ok: false, ply, move: raw.move, before: board.position(), main };
      continue;
    }
    if (illegal !== undefined && ply >= illegal.ply) continue; // nothing earlier to find there
    const node: MutableNode = {
      move: raw.move,
      comments: raw.comment === '' ? [] : [raw.comment],
      nags: [],
      variations: [],
    };
    let line = f.out;
    if (f.anchor === undefined) {
      f.anchor = node;
      f.out.push(node);
    } else {
      line = [node];
      f.anchor.variations.push(line);
    }
    if (raw.next.length > 0) {
      board.make(raw.move);
      f.made = true;
      stack.push({ children: raw.next, i: 0, out: line, anchor: undefined, made: false });
    }
  }
  return illegal ?? { ok: true, value: main };
}

/**
 * Options of {@link writeXqf}.
 * @example const o: XqfWriteOptions = { version: 10 };
 * @category Records
 */
export interface XqfWriteOptions {
  /** `10` (plain) or `18` (default, obfuscated as XQStudio 1.8 writes it). */
  readonly version?: 10 | 18;
}

/**
 * Writes a game as an XQF file (version 10, or 18 with the obfuscation of XQStudio 1.8):
 * start position, result, players and event (GBK, each cut to its field before the first
 * character that does not fit whole), moves, comments and variations. A character GBK cannot
 * write (an emoji, a lone surrogate, some Vietnamese letters) is written `?`.
 *
 * @throws RangeError when the game holds an illegal move, a bad FEN, an unknown result, or
 *   `version` is not 10 or 18; TypeError when the game or a field has the wrong type.
 * @example
 * const bytes = writeXqf(gameOf([{ from: 25, to: 22 }]));
 * parseXqf(bytes).ok; // true
 * @category Records
 */
export function writeXqf(game: GameRecord, options: XqfWriteOptions = {}): Uint8Array {
  if (options === null || typeof options !== 'object')
    throw new TypeError('writeXqf: options must be an object');
  const version = options.version ?? 18;
  if (version !== 10 && version !== 18)
    throw new RangeError(`writeXqf: version must be 10 or 18, not ${shown(version)}`);
  checkGame(game, 'writeXqf');
  const start = writableStart(game.fen, game.moves.length);
  const h = new Uint8Array(1024);
  h[0] = 0x58;
  h[1] = 0x51;
  h[2] = version;
  if (version > 10) {
    // Fixed keys: any values decode; these give a non-trivial mask.
    h.set([0xa7, 0, 0, 0, 0, 0x35, 0x6b, 0x1d, 0x9e, 0x21, 0x47, 0x53, 0x0f], 3);
  }
  const keys = keysOf(h);
  const points = slotSquares(start.piece).map((sq) => (sq < 0 ? 255 : pointOf(sq)));
  for (let slot = 0; slot < 32; slot++) {
    const piece = version > 11 ? (keys.xyp + slot + 1) & 31 : slot;
    h[16 + slot] = (points[piece]! + keys.xyp) & 255;
  }
  h[50] = start.fen.split(' ')[1] === 'b' ? 1 : 0;
  h[51] = ({ '1-0': 1, '0-1': 2, '1/2-1/2': 3 } as Record<string, number>)[game.result] ?? 0;
  for (const [at, size, name] of STRINGS) {
    const v = game.tags.find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
    if (v === undefined) continue;
    const bytes = encodeGbk(v, size - 1);
    h[at] = bytes.length;
    h.set(bytes, at + 1);
  }
  const body: number[] = [];
  const record = (from: number, to: number, flag: number, comment: string) => {
    const text = encodeGbk(comment);
    const withComment = version <= 10 || text.length > 0;
    body.push(from, to, flag | (version > 10 && text.length > 0 ? 32 : 0), 0);
    if (withComment) {
      const len = text.length + keys.rmk;
      body.push(len & 255, (len >> 8) & 255, (len >> 16) & 255, (len >>> 24) & 255);
      for (let i = 0; i < text.length; i++) body.push(text[i]!);
    }
  };
  const nextFlag = version > 10 ? 128 : 240;
  const altFlag = version > 10 ? 64 : 15;
  record(0x58 + keys.xyf, 0x51 + keys.xyt, game.moves.length > 0 ? nextFlag : 0, game.comments.join('\n'));
  // Depth-first over the tree (XQF's order): a node, its subtree, then its next sibling. The
  // children of a node are the next node of its line and the lines that branch off there: the
  // variations of that next node and, at the same ply, the variations of their first nodes.
  type Item = { line: readonly GameNode[]; at: number; pos: Position; hasSibling: boolean };
  const work: Item[] = [];
  const seen = new Set<object>();
  const pushChildren = (line: readonly GameNode[], at: number, pos: Position) => {
    if (at >= line.length) return;
    const siblings: { line: readonly GameNode[]; at: number }[] = [{ line, at }];
    for (let k = 0; k < siblings.length; k++) {
      const { line: l, at: i } = siblings[k]!;
      const node = l[i]!;
      checkNode(node, 'writeXqf', seen);
      for (const v of node.variations) if (v.length > 0) siblings.push({ line: v, at: 0 });
    }
    for (let k = siblings.length - 1; k >= 0; k--)
      work.push({ ...siblings[k]!, pos, hasSibling: k < siblings.length - 1 });
  };
  if (start.position !== undefined) pushChildren(game.moves, 0, start.position);
  while (work.length > 0) {
    const { line, at, pos, hasSibling } = work.pop()!;
    const node = line[at]!;
    if (!pos.isLegal(node.move))
      throw new RangeError(`illegal move ${JSON.stringify(node.move)} in ${pos.fen()}`);
    const flag = (at + 1 < line.length ? nextFlag : 0) | (hasSibling ? altFlag : 0);
    const from = (pointOf(node.move.from) + 24 + keys.xyf) & 255;
    const to = (pointOf(node.move.to) + 32 + keys.xyt) & 255;
    record(from, to, flag, [...(node.before ?? []), ...node.comments].join('\n'));
    pushChildren(line, at + 1, pos.play(node.move));
  }
  const out = new Uint8Array(1024 + body.length);
  out.set(h);
  for (let i = 0; i < body.length; i++) out[1024 + i] = (body[i]! + keys.f32[(1024 + i) % 32]!) & 255;
  return out;
}

/**
 * GBK bytes of a text (characters GBK cannot write become `?`), at most `limit` of them: a text
 * that does not fit is cut before the first character that would not fit whole.
 */
function encodeGbk(text: string, limit = Number.POSITIVE_INFINITY): Uint8Array {
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const bytes = code < 0x80 ? code : (GBK_OF().get(ch) ?? 0x3f);
    const width = bytes > 0xff ? 2 : 1;
    if (out.length + width > limit) break;
    if (width === 2) out.push(bytes >> 8, bytes & 255);
    else out.push(bytes);
  }
  return Uint8Array.from(out);
}

let gbkTable: Map<string, number> | undefined;
/** Character → GBK two-byte code, built once from the platform's GBK decoder. */
function GBK_OF(): Map<string, number> {
  if (gbkTable) return gbkTable;
  gbkTable = new Map();
  const decoder = new TextDecoder('gbk');
  for (let hi = 0x81; hi <= 0xfe; hi++)
    for (let lo = 0x40; lo <= 0xfe; lo++) {
      if (lo === 0x7f) continue;
      const ch = decoder.decode(Uint8Array.of(hi, lo));
      if (ch.length === 1 && ch !== '\uFFFD' && !gbkTable.has(ch)) gbkTable.set(ch, (hi << 8) | lo);
    }
  return gbkTable;
}
