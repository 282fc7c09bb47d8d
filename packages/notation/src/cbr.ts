import { INITIAL_FEN, type Move, Position, type Result } from '@xq/core';
import { plainBytes } from './bytes';
import type { GameNode, GameRecord } from './game';
import { withLegalPart } from './legal-part';
import { fenPlacement } from './placement';
import { ReplayBoard } from './replay-board';

/**
 * Why a CCBridge record was not read: not a record (`CBR_NOT_CBR`, with what the bytes are
 * instead), a layout this reader does not know (`CBR_UNSUPPORTED`), cut short or inconsistent
 * (`CBR_MALFORMED`), a start position that cannot be played from (`CBR_BAD_POSITION`) or a move
 * that is not legal, such as one that leaves the mover's own king in check (`CBR_ILLEGAL`, with
 * its ply and the line that leads to it).
 * @example const e: CbrError = { code: 'CBR_NOT_CBR', message: 'no "CCBridge Record" magic' };
 * @category Records
 */
export interface CbrError {
  /** What went wrong (see above). */
  readonly code: 'CBR_NOT_CBR' | 'CBR_UNSUPPORTED' | 'CBR_MALFORMED' | 'CBR_BAD_POSITION' | 'CBR_ILLEGAL';
  /** A human-readable explanation, in English. */
  readonly message: string;
  /** 1-based ply of the illegal move counted from the start of the game, for `CBR_ILLEGAL`. */
  readonly ply?: number;
  /** For `CBR_ILLEGAL`: the moves from the start up to and including the illegal one. */
  readonly line?: readonly Move[];
  /**
   * For `CBR_ILLEGAL`: the record read up to the refused move (its tags, start, game comment and
   * the main line before that ply), to keep its legal part; not enumerable, so not in JSON.
   */
  readonly legal?: GameRecord;
}

/** A header string field: PGN tag, offset in layout 2, offset in layout 1 (absent: none), size in bytes. */
type Field = readonly [tag: string, at2: number, at1: number | undefined, size: number];

/**
 * The header strings of a record (UTF-16LE, fixed size, ended by a zero code unit): tag, offset
 * in layout 2, offset in layout 1, size. From `shared/real-world/cbr/FORMAT.md` beside the
 * repository, which gathers FastLight126/vschess `vschess.function.js` (`binaryToInfo_CBR`) and
 * walker8088/cchess `src/cchess/read_cbr.py`, checked there against 34 real files.
 * @internal
 */
export const CBR_FIELDS: readonly Field[] = [
  ['Script', 52, undefined, 128],
  ['Title', 180, 52, 128],
  ['Category', 308, 180, 256],
  ['Source', 564, 436, 64],
  ['EventCategory', 628, 500, 64],
  ['Event', 692, 564, 64],
  ['Round', 756, 628, 64],
  ['Group', 820, 692, 32],
  ['Table', 852, 724, 32],
  ['Date', 884, 756, 64],
  ['Site', 948, 820, 64],
  ['TimeControl', 1012, 884, 64],
  ['Red', 1076, 948, 64],
  ['RedTeam', 1140, 1012, 64],
  ['RedTime', 1204, 1076, 64],
  ['RedScore', 1268, 1140, 32],
  ['Black', 1300, 1172, 64],
  ['BlackTeam', 1364, 1236, 64],
  ['BlackTime', 1428, 1300, 64],
  ['BlackScore', 1492, 1364, 32],
  ['Arbiter', 1524, undefined, 64],
  ['Recorder', 1588, undefined, 64],
  ['Annotator', 1652, 1396, 64],
  ['AnnotatorEmail', 1716, 1460, 64],
  ['Author', 1780, 1524, 64],
  ['AuthorEmail', 1844, 1588, 64],
  ['Created', 1908, 1652, 40],
  ['Saved', 1972, 1716, 40],
  ['Nature', 2044, 1788, 32],
  ['Termination', 2080, 1824, 32],
];

/** The offsets of the numbers and the board in each layout (index 1 and 2). @internal */
export const CBR_LAYOUT = {
  2: { gameType: 2040, result: 2076, turn: 2112, firstMove: 2116, board: 2120, state: 2210, moves: 2214 },
  1: { gameType: 1784, result: 1820, turn: 1856, firstMove: 1860, board: 1864, state: 1954, moves: 1958 },
} as const;

/** `CCBridge Record` and a NUL. @internal */
export const CBR_MAGIC = 'CCBridge Record\0';
/** `CCBridgeLibrary` and a NUL. @internal */
export const CBL_MAGIC = 'CCBridgeLibrary\0';

/** FEN letters of the low nibble of a board byte (1 rook … 7 pawn). */
const ROLE_LETTERS = ' rnbakcp';
/** Result byte → result (4, "several results", and anything else read as `*`). */
const RESULTS = ['*', '1-0', '0-1', '1/2-1/2'];

/** True when `bytes` holds the ASCII text `magic` at `at`. @internal */
export function hasMagic(bytes: Uint8Array, at: number, magic: string): boolean {
  if (at + magic.length > bytes.length) return false;
  for (let i = 0; i < magic.length; i++) if (bytes[at + i] !== magic.charCodeAt(i)) return false;
  return true;
}

/**
 * UTF-16LE code units of `bytes[from, to)` as a string, unpaired surrogates kept as they are;
 * with `stopAtZero`, up to the first zero code unit (at an even offset from `from`).
 * @internal
 */
export function readUtf16(bytes: Uint8Array, from: number, to: number, stopAtZero: boolean): string {
  const parts: string[] = [];
  const units: number[] = [];
  for (let i = from; i + 1 < to; i += 2) {
    const u = bytes[i]! | (bytes[i + 1]! << 8);
    if (u === 0 && stopAtZero) break;
    units.push(u);
    if (units.length === 4096) {
      parts.push(String.fromCharCode(...units));
      units.length = 0;
    }
  }
  parts.push(String.fromCharCode(...units));
  return parts.join('');
}

/** Little-endian unsigned 32-bit integer at `at` (the caller checks the bounds). @internal */
export const u32 = (b: Uint8Array, at: number): number =>
  (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

/** The xq square of a move byte: layout 2 numbers a9 = 0 … i0 = 89, layout 1 is file << 4 | row from the top. */
function squareOf(b: number, layout: 1 | 2): number {
  if (layout === 2) return b < 90 ? (b % 9) + 9 * (9 - Math.floor(b / 9)) : -1;
  const file = b >> 4;
  const row = b & 15;
  return file < 9 && row < 10 ? file + 9 * (9 - row) : -1;
}

/** A context of the move-stream walk: where the next move (a child of a node) goes. */
interface Context {
  /** The line the first child continues. */
  readonly line: GameNode[];
  /** The first child, once read: later children become its variations. */
  anchor: MutableNode | undefined;
  /** 1-based ply of the move: the board holds the position before it after `ply - 1` moves. */
  readonly ply: number;
  /** The moves that lead to the position, newest first (for error reports). */
  readonly trail: Trail | undefined;
}
type Trail = { readonly move: Move; readonly prev: Trail | undefined };
type MutableNode = { move: Move; comments: string[]; nags: number[]; variations: GameNode[][] };

const lineOf = (t: Trail | undefined): Move[] => {
  const out: Move[] = [];
  for (let x = t; x; x = x.prev) out.push(x.move);
  return out.reverse();
};

const fail = (code: CbrError['code'], message: string, extra: { ply?: number; line?: Move[] } = {}) => ({
  ok: false as const,
  error: { code, message, ...extra } as CbrError,
});

/** The fixed part of a record: its layout, the header strings as tags, the board, the result. */
interface CbrHeader {
  readonly layout: 1 | 2;
  readonly at: (typeof CBR_LAYOUT)[1 | 2];
  readonly tags: [string, string][];
  /** The 90 squares in `Square` order, FEN letters or `''`. */
  readonly board: string[];
  readonly result: string;
  readonly fullmoves: number;
}

/** Reads the magic, the layout, the header strings, the board and the result of a record. */
function readCbrHeader(bytes: Uint8Array, start: number, end: number): Result<CbrHeader, CbrError> {
  if (!hasMagic(bytes, start, CBR_MAGIC)) {
    if (hasMagic(bytes, start, CBL_MAGIC))
      return fail('CBR_NOT_CBR', 'this is a CCBridge library (.cbl), not a record: read it with parseCbl');
    if (hasMagic(bytes, start, 'CCBridge'))
      return fail(
        'CBR_NOT_CBR',
        'this is an old compressed CCBridge library (magic "CCBridge" and a zlib stream), which is not read',
      );
    return fail('CBR_NOT_CBR', 'no "CCBridge Record" magic');
  }
  if (end < start + 20) return fail('CBR_MALFORMED', 'the header is cut short');
  const layout = bytes[start + 19];
  if (layout !== 1 && layout !== 2)
    return fail('CBR_UNSUPPORTED', `record layout ${layout} is not known (1 and 2 are read)`);
  const at = CBR_LAYOUT[layout];
  if (end < start + at.moves + 4) return fail('CBR_MALFORMED', 'the header is cut short');
  const tags: [string, string][] = [];
  for (const [tag, at2, at1, size] of CBR_FIELDS) {
    const offset = layout === 2 ? at2 : at1;
    if (offset === undefined) continue;
    const text = readUtf16(bytes, start + offset, start + offset + size, true);
    if (text !== '') tags.push([tag, text]);
  }
  const board: string[] = new Array(90).fill('');
  for (let n = 0; n < 90; n++) {
    const b = bytes[start + at.board + n]!;
    if (b === 0) continue;
    const color = b >> 4;
    const letter = ROLE_LETTERS[b & 15];
    if ((color !== 1 && color !== 2) || letter === undefined || letter === ' ')
      return fail('CBR_BAD_POSITION', `board byte ${n} is 0x${b.toString(16)}, not a piece`);
    board[(n % 9) + 9 * (9 - Math.floor(n / 9))] = color === 1 ? letter.toUpperCase() : letter;
  }
  const result = RESULTS[bytes[start + at.result]!] ?? '*';
  const fullmoves = Math.max(1, bytes[start + at.firstMove]! | (bytes[start + at.firstMove + 1]! << 8));
  return { ok: true, value: { layout, at, tags, board, result, fullmoves } };
}

/** Where the reader is in a record's bytes (moved on by {@link readComment} and the tree walk). */
interface Cursor {
  pos: number;
}

/** A comment at the cursor (a u32 length, then UTF-16), or `undefined` when it runs past `end`. */
function readComment(bytes: Uint8Array, cur: Cursor, end: number): string | undefined {
  if (cur.pos + 4 > end) return undefined;
  const len = u32(bytes, cur.pos);
  if (len > end - cur.pos - 4) return undefined;
  const text = readUtf16(bytes, cur.pos + 4, cur.pos + 4 + len, false);
  cur.pos += 4 + len;
  return text;
}

/**
 * The move records from the cursor, depth first (FORMAT.md "Tree order"), read with a stack of
 * contexts; one board follows the walk, a move made when the walk descends into it and unmade on
 * the way back. `start` is the record's first byte (for the offsets in messages).
 */
function readMoveTree(
  bytes: Uint8Array,
  cur: Cursor,
  start: number,
  end: number,
  layout: 1 | 2,
  setup: Position,
): Result<GameNode[], CbrError> | { ok: false; error: CbrError; main: GameNode[] } {
  const main: GameNode[] = [];
  const replay = new ReplayBoard(setup);
  let made = 0;
  let ctx: Context = { line: main, anchor: undefined, ply: 1, trail: undefined };
  const stack: Context[] = [];
  for (;;) {
    if (cur.pos + 4 > end)
      return fail('CBR_MALFORMED', `the move tree is cut short at byte ${cur.pos - start}`);
    const flags = bytes[cur.pos]!;
    if (flags > 7)
      return fail('CBR_MALFORMED', `a move record at byte ${cur.pos - start} has flags ${flags}`);
    const from = squareOf(bytes[cur.pos + 2]!, layout);
    const to = squareOf(bytes[cur.pos + 3]!, layout);
    if (from < 0 || to < 0)
      return fail('CBR_MALFORMED', `a move at byte ${cur.pos - start} is off the board`);
    cur.pos += 4;
    let text = '';
    if (flags & 4) {
      const c = readComment(bytes, cur, end);
      if (c === undefined)
        return fail('CBR_MALFORMED', `a comment at byte ${cur.pos - start} runs past the end`);
      text = c;
    }
    const move = { from, to };
    if (!replay.isLegal(move)) {
      const line = [...lineOf(ctx.trail), move];
      const name = (q: number) => `${'abcdefghi'[q % 9]}${Math.floor(q / 9)}`;
      const refused = fail('CBR_ILLEGAL', `illegal move ${name(from)}${name(to)} at ply ${ctx.ply}`, {
        ply: ctx.ply,
        line,
      });
      return { ...refused, main };
    }
    const node: MutableNode = { move, comments: text === '' ? [] : [text], nags: [], variations: [] };
    let line = ctx.line;
    if (ctx.anchor === undefined) {
      ctx.anchor = node;
      line.push(node);
    } else {
      line = [node];
      ctx.anchor.variations.push(line);
    }
    if (!(flags & 1)) {
      // The move has a continuation: read it now, come back for the sibling (0x02) later.
      if (flags & 2) stack.push(ctx);
      replay.make(move);
      made++;
      ctx = {
        line,
        anchor: undefined,
        ply: ctx.ply + 1,
        trail: { move, prev: ctx.trail },
      };
    } else if (!(flags & 2)) {
      // A leaf without a sibling: back to the last move that had one, or the end of the tree.
      const back = stack.pop();
      if (back === undefined) break;
      ctx = back;
      for (; made > ctx.ply - 1; made--) replay.unmake();
    }
  }
  return { ok: true, value: main };
}

/**
 * Reads one record of `bytes[start, end)`: the header, the board and the move tree (stopping
 * where the tree ends, whatever follows). Shared by {@link parseCbr} and {@link parseCbl}.
 * @internal
 */
export function readCbrRecord(bytes: Uint8Array, start: number, end: number): Result<GameRecord, CbrError> {
  const header = readCbrHeader(bytes, start, end);
  if (!header.ok) return header;
  const { layout, at, tags, board, result, fullmoves } = header.value;

  // The opening record: flags, 0, two square bytes; 0x04 a game comment follows, 0x01 no moves.
  const cur: Cursor = { pos: start + at.moves };
  const openFlags = bytes[cur.pos]!;
  if (openFlags > 7) return fail('CBR_MALFORMED', `the opening record's flags are ${openFlags}`);
  cur.pos += 4;
  let gameComment = '';
  if (openFlags & 4) {
    const c = readComment(bytes, cur, end);
    if (c === undefined) return fail('CBR_MALFORMED', 'the game comment runs past the end of the record');
    gameComment = c;
  }
  const noMoves = (openFlags & 1) !== 0;
  if (!noMoves && cur.pos + 4 > end) return fail('CBR_MALFORMED', 'the move stream is cut short');
  // Side to move: the colour of the piece that makes the first move, else the header byte.
  const first = noMoves ? -1 : squareOf(bytes[cur.pos + 2]!, layout);
  const mover = first < 0 ? '' : board[first]!;
  const turn =
    mover !== '' ? (mover === mover.toLowerCase() ? 'b' : 'w') : bytes[start + at.turn] === 2 ? 'b' : 'w';
  const placement = fenPlacement(board);
  const setup = Position.fromFen(`${placement} ${turn} - - 0 ${fullmoves}`, { mode: 'lenient' });
  const comments = gameComment === '' ? [] : [gameComment];
  const withTags = (fen: string, moves: GameNode[]): GameRecord => {
    tags.push(['Result', result]);
    if (fen !== INITIAL_FEN) tags.push(['FEN', fen]);
    return { tags, fen, comments, moves, result };
  };
  if (noMoves)
    return {
      ok: true,
      value: withTags(setup.ok ? setup.value.fen() : `${placement} ${turn} - - 0 ${fullmoves}`, []),
    };
  if (!setup.ok) return fail('CBR_BAD_POSITION', `bad start: ${setup.error.message}`);
  const moves = readMoveTree(bytes, cur, start, end, layout, setup.value);
  if (moves.ok) return { ok: true, value: withTags(setup.value.fen(), moves.value) };
  if (!('main' in moves)) return moves;
  const read = withTags(setup.value.fen(), []);
  return { ok: false, error: withLegalPart(moves.error, read, moves.main, moves.error.ply ?? 1) };
}

/**
 * Reads a CCBridge (象棋桥) record, a `.cbr` file: the header strings as tags (`Title`, `Event`,
 * `Round`, `Date`, `Site`, `Red`, `Black`, teams, times, `Annotator`, `Author`… as stored,
 * trailing spaces kept), the result, the start position (the side to move is the colour of the
 * piece that makes the first move), the game comment and the move tree with its comments and
 * variations. Both layouts are read (byte 19 = 2, and the older 1). Reading stops where the
 * move tree ends, whatever bytes follow. Every move is checked: one that is not legal (such as
 * one that leaves the mover's own king in check) refuses the record with its ply, and with the
 * record read before it as `legal` (see {@link CbrError}).
 *
 * A record without moves (a diagram, or a text-only record whose board is empty) is read as a
 * game with no moves; its `fen` is the board as stored, which need not be a position to play
 * from (an empty board has no kings).
 *
 * @returns the game, or a {@link CbrError}; never throws (any input, of any type).
 * @example
 * parseCbr(new Uint8Array([1, 2, 3])).ok; // false: CBR_NOT_CBR
 * const back = parseCbr(writeCbr(gameOf([{ from: 25, to: 22 }])));
 * back.ok && back.value.moves.length; // 1
 * @category Records
 */
export function parseCbr(input: Uint8Array): Result<GameRecord, CbrError> {
  const bytes = plainBytes(input);
  if (bytes === undefined) return fail('CBR_NOT_CBR', 'expected the bytes of a file (a Uint8Array)');
  return readCbrRecord(bytes, 0, bytes.length);
}

/**
 * Why a CCBridge library was not read at all: not a library (`CBL_NOT_CBL`), an old compressed
 * library (`CBL_LEGACY_COMPRESSED`: magic `CCBridge` followed by a zlib stream, a format this
 * reader refuses), or a header or index that does not fit the file (`CBL_MALFORMED`). A record
 * that cannot be read does not stop the library: see {@link CblRecord}.
 * @example const e: CblError = { code: 'CBL_NOT_CBL', message: 'no "CCBridgeLibrary" magic' };
 * @category Records
 */
export interface CblError {
  /** What went wrong (see above). */
  readonly code: 'CBL_NOT_CBL' | 'CBL_LEGACY_COMPRESSED' | 'CBL_MALFORMED';
  /** A human-readable explanation, in English. */
  readonly message: string;
}

/**
 * One record of a CCBridge library, in storage order, with what its index entry says.
 * @example
 * const r: CblRecord = { index: 0, order: 0, state: 7, title: 'x', guid: '', game: { ok: false, error: { code: 'CBR_MALFORMED', message: 'cut short' } } };
 * @category Records
 */
export interface CblRecord {
  /** 0-based position of the record in the library (storage order, which is the index order). */
  readonly index: number;
  /** The index entry's order field: where CCBridge lists the record (may differ from `index`). */
  readonly order: number;
  /** The index entry's state word (7 or 5 in the files seen; meaning unknown). */
  readonly state: number;
  /** The title kept in the index entry. */
  readonly title: string;
  /** The record's GUID as the index entry writes it (`{XXXXXXXX-XXXX-…}`). */
  readonly guid: string;
  /** The game, or why this record was not read. */
  readonly game: Result<GameRecord, CbrError>;
}

/**
 * A CCBridge library: its header strings and its records.
 * @example const l: CblLibrary = { name: '残局全书', source: '', creator: '', creatorEmail: '', created: '', modified: '', remarks: '', records: [] };
 * @category Records
 */
export interface CblLibrary {
  /** The library's name. */
  readonly name: string;
  /** Where the games come from. */
  readonly source: string;
  /** Who made the library. */
  readonly creator: string;
  /** The creator's e-mail address. */
  readonly creatorEmail: string;
  /** When it was created (text, as stored). */
  readonly created: string;
  /** When it was last modified (text, as stored). */
  readonly modified: string;
  /** The remarks (free text). */
  readonly remarks: string;
  /** One entry per record, in storage order. */
  readonly records: readonly CblRecord[];
}

/** The layout of a library (FORMAT.md "CBL library"): header fields, index, slots. @internal */
export const CBL_LAYOUT = {
  version: 16,
  guid: 20,
  unknown52: 52,
  deleted: 56,
  slots: 60,
  name: [64, 512],
  source: [576, 256],
  creator: [832, 64],
  creatorEmail: [896, 64],
  created: [960, 64],
  modified: [1024, 64],
  remarks: [1088, 65536],
  index: 66624,
  entry: 276,
  slot: 4096,
} as const;

/**
 * Reads a CCBridge (象棋桥) library, a `.cbl` file: its name, source, creator, dates and
 * remarks, and each record found through the index (record *i* starts after the slots of the
 * records before it, on a 4,096-byte boundary from the first record), read within its slots as
 * {@link parseCbr} reads a `.cbr` file. A record that cannot be read gives an error in its place and the others
 * are still read; unused index entries are skipped. The old compressed libraries (magic
 * `CCBridge` and a zlib stream) are refused with `CBL_LEGACY_COMPRESSED`.
 *
 * @returns the library, or a {@link CblError} when the file is not a library at all; never throws.
 * @example
 * parseCbl(new Uint8Array(8)).ok; // false: CBL_NOT_CBL
 * const lib = parseCbl(writeCbl([gameOf([{ from: 25, to: 22 }])], { name: 'x' }));
 * lib.ok && lib.value.records.length; // 1
 * @category Records
 */
export function parseCbl(input: Uint8Array): Result<CblLibrary, CblError> {
  const bad = (code: CblError['code'], message: string) => ({ ok: false as const, error: { code, message } });
  const bytes = plainBytes(input);
  if (bytes === undefined) return bad('CBL_NOT_CBL', 'expected the bytes of a file (a Uint8Array)');
  if (!hasMagic(bytes, 0, CBL_MAGIC)) {
    if (hasMagic(bytes, 0, CBR_MAGIC))
      return bad('CBL_NOT_CBL', 'this is a CCBridge record (.cbr), not a library: read it with parseCbr');
    if (hasMagic(bytes, 0, 'CCBridge'))
      return bad(
        'CBL_LEGACY_COMPRESSED',
        'this is an old compressed CCBridge library (magic "CCBridge" and a zlib stream of GBK records), which is not read; open it in CCBridge and save it as a current library',
      );
    return bad('CBL_NOT_CBL', 'no "CCBridgeLibrary" magic');
  }
  const L = CBL_LAYOUT;
  if (bytes.length < L.index) return bad('CBL_MALFORMED', `the library header is ${L.index} bytes`);
  const slots = u32(bytes, L.slots);
  if (slots > (bytes.length - L.index) / L.entry)
    return bad('CBL_MALFORMED', `an index of ${slots} entries does not fit in the file`);
  const text = ([at, size]: readonly [number, number]) => readUtf16(bytes, at, at + size, true);
  const first = L.index + slots * L.entry;
  const records: CblRecord[] = [];
  let slot = 0;
  for (let i = 0; i < slots; i++) {
    const e = L.index + i * L.entry;
    const used = u32(bytes, e + 8);
    if (used === 0) continue;
    const offset = first + slot * L.slot;
    slot += used;
    // Within its own slots: records never overlap, so reading the library stays linear (a
    // comment whose length runs past its slots is cut short there, not read again and again).
    const end = Math.min(bytes.length, offset + used * L.slot);
    const game =
      offset + CBR_MAGIC.length > bytes.length
        ? fail('CBR_MALFORMED', `record ${records.length} at byte ${offset} is past the end of the library`)
        : readCbrRecord(bytes, offset, end);
    records.push({
      index: records.length,
      order: u32(bytes, e + 4),
      state: u32(bytes, e),
      title: readUtf16(bytes, e + 100, e + 228, true),
      guid: readUtf16(bytes, e + 20, e + 96, true),
      game,
    });
  }
  return {
    ok: true,
    value: {
      name: text(L.name),
      source: text(L.source),
      creator: text(L.creator),
      creatorEmail: text(L.creatorEmail),
      created: text(L.created),
      modified: text(L.modified),
      remarks: text(L.remarks),
      records,
    },
  };
}
