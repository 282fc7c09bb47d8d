import { INITIAL_FEN } from '@xq/core';
import { CBL_LAYOUT, CBL_MAGIC, CBR_FIELDS, CBR_LAYOUT, CBR_MAGIC } from './cbr';
import type { GameNode, GameRecord } from './game';
import { checkGame, checkNode, shown } from './game-check';
import { startPosition } from './line';
import { ReplayBoard } from './replay-board';

/** Board byte of each FEN letter: high nibble the colour (1 red, 2 black), low nibble the piece. */
const PIECE_BYTE: Record<string, number> = {
  R: 0x11,
  N: 0x12,
  B: 0x13,
  A: 0x14,
  K: 0x15,
  C: 0x16,
  P: 0x17,
  r: 0x21,
  n: 0x22,
  b: 0x23,
  a: 0x24,
  k: 0x25,
  c: 0x26,
  p: 0x27,
};
const RESULT_BYTE: Record<string, number> = { '1-0': 1, '0-1': 2, '1/2-1/2': 3 };

/** The layout-2 byte of an xq square (a9 = 0 … i0 = 89). */
const cbrSquare = (sq: number): number => (sq % 9) + 9 * (9 - Math.floor(sq / 9));

/** A growable little-endian byte buffer. */
class Bytes {
  buf = new Uint8Array(4096);
  length = 0;
  reserve(n: number): void {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }
  byte(...values: number[]): void {
    this.reserve(values.length);
    for (const v of values) this.buf[this.length++] = v & 255;
  }
  set(bytes: Uint8Array): void {
    this.reserve(bytes.length);
    this.buf.set(bytes, this.length);
    this.length += bytes.length;
  }
  u32(v: number): void {
    this.byte(v, v >>> 8, v >>> 16, v >>> 24);
  }
  utf16(text: string): void {
    this.reserve(text.length * 2);
    for (let i = 0; i < text.length; i++) {
      const u = text.charCodeAt(i);
      this.buf[this.length++] = u & 255;
      this.buf[this.length++] = u >> 8;
    }
  }
  bytes(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

/**
 * Writes `text` as UTF-16LE into the field `[at, at + size)`, which ends with a zero code unit:
 * a text that does not fit, or holds a U+0000 (which would end the field for every reader), is
 * refused rather than cut, so that what is read back is what was written.
 * @throws RangeError naming `what` (the function and the field).
 */
function putString(out: Uint8Array, at: number, size: number, text: string, what: string): void {
  const max = size / 2 - 1;
  if (text.length > max)
    throw new RangeError(
      `${what} holds at most ${max} UTF-16 code units, not ${text.length}: ${shown(text)}`,
    );
  if (text.includes('\0'))
    throw new RangeError(`${what} cannot hold U+0000 (it ends the field): ${shown(text)}`);
  for (let i = 0; i < text.length; i++) {
    const u = text.charCodeAt(i);
    out[at + 2 * i] = u & 255;
    out[at + 2 * i + 1] = u >> 8;
  }
}

/** FNV-1a over some numbers, for deterministic GUIDs. */
function fnv(seed: number, values: ArrayLike<number>): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < values.length; i++) h = Math.imul(h ^ values[i]!, 0x01000193) >>> 0;
  return h;
}

/** A GUID (16 bytes, version 4 form) derived from `values`, so that the same input gives the same file. */
function guidOf(seed: number, values: ArrayLike<number>): Uint8Array {
  const g = new Uint8Array(16);
  let h = fnv(seed, values) || 1;
  for (let i = 0; i < 16; i++) {
    // xorshift32 from the hash
    h ^= h << 13;
    h ^= h >>> 17;
    h ^= h << 5;
    g[i] = h & 255;
  }
  g[7] = (g[7]! & 0x0f) | 0x40; // version 4 (the high byte of the third group, little-endian)
  g[8] = (g[8]! & 0x3f) | 0x80;
  return g;
}

/** The text form `{XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX}` of a GUID in Windows byte order. */
function guidText(g: Uint8Array): string {
  const hex = (i: number) => g[i]!.toString(16).toUpperCase().padStart(2, '0');
  const run = (ids: number[]) => ids.map(hex).join('');
  return `{${run([3, 2, 1, 0])}-${run([5, 4])}-${run([7, 6])}-${run([8, 9])}-${run([10, 11, 12, 13, 14, 15])}}`;
}

const commentOf = (node: GameNode): string => [...(node.before ?? []), ...node.comments].join('\r\n');

/**
 * Options of {@link writeCbr}.
 * @example const o: CbrWriteOptions = { guid: new Uint8Array(16) };
 * @category Records
 */
export interface CbrWriteOptions {
  /** The record's GUID (16 bytes, Windows byte order); by default derived from the record's contents. */
  readonly guid?: Uint8Array;
}

/**
 * Writes a game as a CCBridge (象棋桥) record, a `.cbr` file in the current layout (byte 19 = 2,
 * as CCBridge, vschess and cchess read it): the tags of {@link parseCbr} in their header fields
 * (UTF-16LE, each field of fixed size: `Title` holds 63 code units, `Event` 31, `Group` 15…; a
 * value that does not fit, or holds a U+0000, which ends a field, is refused, never cut), the
 * result, the side to move, the start position and its move number (the halfmove clock has no
 * field: it is read back as 0), the game comment and the move tree with its
 * comments and variations (CBR holds a tree: the variations of a variation's first move are
 * written as further alternatives of the move it replaces). A node's comments (and those before
 * it) are joined by CR LF, as CCBridge writes line breaks; comments are kept whole, any code
 * unit included; NAGs are not kept (CBR has none).
 *
 * @throws RangeError when the game holds an illegal move, a bad FEN (a game without moves may
 *   have any board, as text-only records do), a move number over 65,535, an unknown result, or a
 *   tag value its field cannot hold (the message names the tag).
 * @throws TypeError when `game` is not a {@link GameRecord} (a field of the wrong type, a move
 *   node met twice in its tree), `options` is not an object or `guid` is not 16 bytes.
 * @example
 * const bytes = writeCbr(gameOf([{ from: 25, to: 22 }], { tags: [['Red', '許銀川']] }));
 * parseCbr(bytes).ok; // true
 * @category Records
 */
export function writeCbr(game: GameRecord, options: CbrWriteOptions = {}): Uint8Array {
  checkGame(game, 'writeCbr');
  if (options === null || typeof options !== 'object')
    throw new TypeError('writeCbr: options must be an object');
  if (options.guid !== undefined && !(options.guid instanceof Uint8Array && options.guid.length === 16))
    throw new TypeError('writeCbr: guid must be 16 bytes');
  const at = CBR_LAYOUT[2];
  const start = startPosition(game.fen);
  if (!start.ok && game.moves.length > 0) throw new RangeError(`writeCbr: bad FEN ${shown(game.fen)}`);
  const header = new Uint8Array(at.moves);
  for (let i = 0; i < CBR_MAGIC.length; i++) header[i] = CBR_MAGIC.charCodeAt(i);
  header[19] = 2;
  for (const [tag, at2, , size] of CBR_FIELDS) {
    const value = game.tags.find(([k]) => k.toLowerCase() === tag.toLowerCase())?.[1];
    if (value !== undefined) putString(header, at2, size, value, `writeCbr: tag ${tag}`);
  }
  const [placement = '', turn = 'w', , , , full = '1'] = game.fen.trim().split(/\s+/u);
  const board = boardBytes(placement);
  if (board === undefined) throw new RangeError(`writeCbr: bad FEN ${shown(game.fen)}`);
  header.set(board, at.board);
  header[at.gameType] = start.ok && start.value.fen() === INITIAL_FEN ? 1 : 4;
  header[at.result] = RESULT_BYTE[game.result] ?? 0;
  header[at.turn] = turn === 'b' ? 2 : 1;
  const fullmoves = Math.max(1, Number.parseInt(full, 10) || 1);
  if (fullmoves > 65535)
    throw new RangeError(
      `writeCbr: the move number of game.fen (${fullmoves}) is over 65535, the most its field holds`,
    );
  header[at.firstMove] = fullmoves & 255;
  header[at.firstMove + 1] = fullmoves >> 8;
  if (game.moves.length > 0) header.fill(255, at.state, at.state + 4);
  const out = new Bytes();
  out.set(header);
  const gameComment = game.comments.join('\r\n');
  out.byte((gameComment === '' ? 0 : 4) | (game.moves.length === 0 ? 1 : 0), 0, 0, 0);
  if (gameComment !== '') {
    out.u32(gameComment.length * 2);
    out.utf16(gameComment);
  }
  if (start.ok) writeTree(out, game.moves, new ReplayBoard(start.value), new Set());
  const bytes = out.bytes();
  bytes.set(options.guid ?? guidOf(0, bytes), 20);
  return bytes;
}

/** The 90 board bytes of a FEN placement (row 0 = rank 9), or `undefined` when it is not 10 rows of 9. */
function boardBytes(placement: string): Uint8Array | undefined {
  const rows = placement.split('/');
  if (rows.length !== 10) return undefined;
  const out = new Uint8Array(90);
  for (let r = 0; r < 10; r++) {
    let file = 0;
    for (const c of rows[r]!) {
      if (c >= '1' && c <= '9') file += Number(c);
      else {
        const b = PIECE_BYTE[c === 'H' ? 'N' : c === 'h' ? 'n' : c === 'E' ? 'B' : c === 'e' ? 'b' : c];
        if (b === undefined || file > 8) return undefined;
        out[r * 9 + file++] = b;
      }
    }
    if (file !== 9) return undefined;
  }
  return out;
}

/**
 * The move records of a tree, depth first: a move, then (unless it ends its line, flag 0x01) its
 * continuation, then (when it has one, flag 0x02) its next sibling; 0x04 when a comment follows.
 * Each node's shape is checked when the walk first reaches it, and `seen` refuses a node met
 * twice (a cycle, or a shared subtree that would double the output at each share).
 */
function writeTree(out: Bytes, main: readonly GameNode[], board: ReplayBoard, seen: Set<object>): void {
  // A task: the move `line[i]`, played after `depth` moves of the walk, with or without a later
  // sibling. One board follows the walk: made on the way down, unmade back to a task's depth.
  type Task = { line: readonly GameNode[]; i: number; depth: number; sibling: boolean };
  const stack: Task[] = [];
  /** Pushes the children of the position before `line[i]`: that move, then its variations. */
  const pushChildren = (line: readonly GameNode[], i: number, depth: number) => {
    if (i >= line.length) return;
    const node: unknown = line[i];
    checkNode(node, 'writeCbr', seen);
    // The alternatives, in order; those of a variation's first move are alternatives too.
    const vars: (readonly GameNode[])[] = [];
    const pending = node.variations.slice().reverse();
    while (pending.length > 0) {
      const v = pending.pop()!;
      if (v.length === 0) continue;
      checkNode(v[0], 'writeCbr', seen);
      vars.push(v);
      for (let k = v[0]!.variations.length - 1; k >= 0; k--) pending.push(v[0]!.variations[k]!);
    }
    for (let k = vars.length - 1; k >= 0; k--)
      stack.push({ line: vars[k]!, i: 0, depth, sibling: k < vars.length - 1 });
    stack.push({ line, i, depth, sibling: vars.length > 0 });
  };
  pushChildren(main, 0, 0);
  let made = 0;
  while (stack.length > 0) {
    const { line, i, depth, sibling } = stack.pop()!;
    for (; made > depth; made--) board.unmake();
    const node = line[i]!;
    if (!board.isLegal(node.move))
      throw new RangeError(`writeCbr: illegal move ${JSON.stringify(node.move)} in ${board.fen()}`);
    const text = commentOf(node);
    const leaf = i + 1 >= line.length;
    out.byte((leaf ? 1 : 0) | (sibling ? 2 : 0) | (text === '' ? 0 : 4), 0);
    out.byte(cbrSquare(node.move.from), cbrSquare(node.move.to));
    if (text !== '') {
      out.u32(text.length * 2);
      out.utf16(text);
    }
    if (!leaf) {
      board.make(node.move);
      made++;
      pushChildren(line, i + 1, depth + 1);
    }
  }
}

/**
 * What {@link writeCbl} writes in a library's header; every field is optional.
 * @example const info: CblInfo = { name: '1989年龙化杯', creator: 'xq' };
 * @category Records
 */
export interface CblInfo {
  /** The library's name. */
  readonly name?: string;
  /** Where the games come from. */
  readonly source?: string;
  /** Who made the library. */
  readonly creator?: string;
  /** The creator's e-mail address. */
  readonly creatorEmail?: string;
  /** When it was created (text, e.g. `2024-08-22 6:45:25`). */
  readonly created?: string;
  /** When it was last modified (text). */
  readonly modified?: string;
  /** The remarks (free text). */
  readonly remarks?: string;
}

const INFO_FIELDS = ['name', 'source', 'creator', 'creatorEmail', 'created', 'modified', 'remarks'] as const;

/** @throws TypeError when `info` is not an object or one of its fields is there but not a string. */
function checkInfo(info: unknown): asserts info is CblInfo {
  if (info === null || typeof info !== 'object') throw new TypeError('writeCbl: info must be an object');
  for (const key of INFO_FIELDS) {
    const v = (info as Record<string, unknown>)[key];
    if (v !== undefined && typeof v !== 'string')
      throw new TypeError(`writeCbl: info.${key} must be a string when present`);
  }
}

/**
 * Writes games as a CCBridge (象棋桥) library, a `.cbl` file laid out as CCBridge writes it: the
 * header (name, source, creator, dates, remarks), an index of 128, 256, 512… entries (state,
 * order, slots, length, GUID and title of each record), then each record of {@link writeCbr}
 * on its own 4,096-byte slots, in the order given. A header string that does not fit its field
 * (`name` 255 code units, `source` 127, `creator` and the others 31, `remarks` 32,767) or holds a
 * U+0000 is refused, as {@link writeCbr} refuses its tags, never cut.
 *
 * @throws RangeError when a game holds an illegal move, a bad FEN or an unknown result, or a
 *   string does not fit its field (the message names it: `info.name`, a game's tag).
 * @throws TypeError when `games` is not an array of {@link GameRecord}s (see {@link writeCbr})
 *   or `info` is not an object of strings.
 * @example
 * const lib = parseCbl(writeCbl([gameOf([{ from: 25, to: 22 }])], { name: '对局' }));
 * lib.ok && lib.value.name; // '对局'
 * @category Records
 */
export function writeCbl(games: readonly GameRecord[], info: CblInfo = {}): Uint8Array {
  if (!Array.isArray(games as unknown)) throw new TypeError('writeCbl: expected an array of games');
  checkInfo(info);
  const L = CBL_LAYOUT;
  // By index, not map: a hole in the array is a missing game, refused by writeCbr, not skipped.
  const records: Uint8Array[] = [];
  for (let i = 0; i < games.length; i++) {
    const bytes = writeCbr(games[i]!, { guid: new Uint8Array(16) });
    bytes.set(guidOf(i + 1, bytes), 20);
    records.push(bytes);
  }
  let slots = 128;
  while (slots < records.length) slots *= 2;
  const used = records.map((r) => Math.ceil(r.length / L.slot));
  const first = L.index + slots * L.entry;
  const out = new Uint8Array(first + used.reduce((s, n) => s + n, 0) * L.slot);
  for (let i = 0; i < CBL_MAGIC.length; i++) out[i] = CBL_MAGIC.charCodeAt(i);
  const view = new DataView(out.buffer);
  view.setUint32(L.version, 3, true);
  out.set(guidOf(0x1b, Uint8Array.from(records.map((r) => r.length & 255))), L.guid);
  view.setUint32(L.unknown52, 0x7fffffff, true);
  view.setUint32(L.slots, slots, true);
  for (const key of INFO_FIELDS) {
    const [at, size] = L[key];
    putString(out, at, size, info[key] ?? '', `writeCbl: info.${key}`);
  }
  let offset = first;
  records.forEach((bytes, i) => {
    const e = L.index + i * L.entry;
    view.setUint32(e, 7, true);
    view.setUint32(e + 4, i, true);
    view.setUint32(e + 8, used[i]!, true);
    view.setUint32(e + 12, bytes.length, true);
    putString(out, e + 20, 80, guidText(bytes.subarray(20, 36)), 'writeCbl: a GUID');
    // The Title tag fits here: writeCbr refused it otherwise (its header field has the same size).
    const title = games[i]!.tags.find(([k]) => k.toLowerCase() === 'title')?.[1] ?? '';
    putString(out, e + 100, 128, title, `writeCbl: the title of game ${i}`);
    out.set(bytes, offset);
    offset += used[i]! * L.slot;
  });
  return out;
}
