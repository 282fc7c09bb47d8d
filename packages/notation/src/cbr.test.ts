import { fc, test } from '@fast-check/vitest';
import { INITIAL_FEN, type Move } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { gameTree } from './arbitraries.test-util';
import { parseCbl, parseCbr } from './cbr';
import { writeCbl, writeCbr } from './cbr-write';
import { detectNotation } from './detect';
import type { GameRecord } from './game';
import { gameOf, gameTag, mainLine } from './game-ops';
import { comment } from './movetext';
import { parsePgn, writePgn } from './pgn';
import { detectRecordFormat } from './record-format';
import { writeXqf } from './xqf';

// Records built byte by byte from the layout described in FORMAT.md of the real-world CBR set
// (/work/shared/real-world/cbr/FORMAT.md: header of 2,214 bytes, board at 2120, opening record,
// move records of flags, 0, from, to).

/** CBR square byte of an ICCS square name (a9 = 0 … i0 = 89). */
const sq = (name: string): number => name.charCodeAt(0) - 97 + 9 * (9 - Number(name[1]));
/** xq square of an ICCS square name. */
const xq = (name: string): number => name.charCodeAt(0) - 97 + 9 * Number(name[1]);
const mv = (iccs: string): Move => ({ from: xq(iccs.slice(0, 2)), to: xq(iccs.slice(2)) });
const utf16 = (text: string): number[] =>
  [...text].flatMap((_, i) => [text.charCodeAt(i) & 255, text.charCodeAt(i) >> 8]);
const le32 = (n: number): number[] => [n & 255, (n >> 8) & 255, (n >> 16) & 255, n >>> 24];
const INITIAL_BOARD = [
  [0x21, 0x22, 0x23, 0x24, 0x25, 0x24, 0x23, 0x22, 0x21],
  [],
  [0, 0x26, 0, 0, 0, 0, 0, 0x26, 0],
  [0x27, 0, 0x27, 0, 0x27, 0, 0x27, 0, 0x27],
  [],
  [],
  [0x17, 0, 0x17, 0, 0x17, 0, 0x17, 0, 0x17],
  [0, 0x16, 0, 0, 0, 0, 0, 0x16, 0],
  [],
  [0x11, 0x12, 0x13, 0x14, 0x15, 0x14, 0x13, 0x12, 0x11],
].flatMap((row) => [...row, ...new Array(9 - row.length).fill(0)]);

interface HandMade {
  strings?: [number, number[]][];
  board?: number[];
  result?: number;
  turn?: number;
  /** The move stream from byte 2214: opening record and move records. */
  stream: number[];
  tail?: number[];
}
function record({
  strings = [],
  board = INITIAL_BOARD,
  result = 0,
  turn = 1,
  stream,
  tail = [],
}: HandMade): Uint8Array {
  const b = new Uint8Array(2214 + stream.length + tail.length);
  b.set(
    [...'CCBridge Record'].map((c) => c.charCodeAt(0)),
    0,
  );
  b[19] = 2;
  for (const [at, bytes] of strings) b.set(bytes, at);
  b[2076] = result;
  b[2112] = turn;
  b[2116] = 1;
  b.set(board, 2120);
  b.set([255, 255, 255, 255], 2210);
  b.set(stream, 2214);
  b.set(tail, 2214 + stream.length);
  return b;
}
const move = (flags: number, iccs: string, comment?: string): number[] => [
  flags | (comment === undefined ? 0 : 4),
  0,
  sq(iccs.slice(0, 2)),
  sq(iccs.slice(2)),
  ...(comment === undefined ? [] : [...le32(comment.length * 2), ...utf16(comment)]),
];

describe('parseCbr', () => {
  it('reads header strings up to a zero code unit, garbage after it ignored', () => {
    // "Test" then 00 00 and garbage: a cut at the first 00 00 byte pair would give "Tes".
    const title = [...utf16('Test'), 0, 0, 0x41, 0x42, 0x43, 0];
    const red = [...utf16('黄仕清 '), 0, 0, ...utf16('garbage')];
    const black = utf16('开封'); // U+5F00: low byte zero after an ASCII-free start
    const r = parseCbr(
      record({
        strings: [
          [180, title],
          [1076, red],
          [1300, black],
          [692, utf16('1956年全国')],
        ],
        result: 1,
        stream: [0, 0, 0, 0, ...move(1, 'h2e2')],
      }),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(gameTag(r.value, 'Title')).toBe('Test');
    expect(gameTag(r.value, 'Red')).toBe('黄仕清 ');
    expect(gameTag(r.value, 'Black')).toBe('开封');
    expect(gameTag(r.value, 'Event')).toBe('1956年全国');
    expect(r.value.result).toBe('1-0');
    expect(r.value.fen).toBe(INITIAL_FEN);
    expect(mainLine(r.value)).toEqual([mv('h2e2')]);
  });

  it('reads the tree depth first, with comments and variations, and stops where it ends', () => {
    // 1. h2e2 {c1} (1. b2e2 h9g7 (1... b9c7)) 1... h7e7; stale bytes after the end.
    const stream = [
      4,
      0,
      0,
      0,
      ...le32(4),
      ...utf16('开局'),
      ...move(2, 'h2e2', 'c1'), // has a sibling (b2e2), continuation follows
      ...move(1, 'h7e7'), // leaf: back to the sibling
      ...move(0, 'b2e2'), // last top-level move, continuation follows
      ...move(3, 'h9g7'), // leaf with a sibling
      ...move(1, 'b9c7'), // leaf, end of tree
    ];
    const r = parseCbr(record({ stream, tail: [0, 0, 0x55, 0x12, 0x34, 0x56, 7, 7, 7, 7] }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.comments).toEqual(['开局']);
    expect(mainLine(r.value)).toEqual([mv('h2e2'), mv('h7e7')]);
    expect(r.value.moves[0]!.comments).toEqual(['c1']);
    const [variation] = r.value.moves[0]!.variations;
    expect(variation!.map((n) => n.move)).toEqual([mv('b2e2'), mv('h9g7')]);
    expect(variation![1]!.variations.map((v) => v.map((n) => n.move))).toEqual([[mv('b9c7')]]);
  });

  it('keeps an unpaired surrogate, reads a result byte of 4 as "*" and takes the mover of the first move', () => {
    const board = INITIAL_BOARD.slice();
    const r = parseCbr(
      record({
        board,
        result: 4,
        turn: 1,
        stream: [4, 0, 0, 0, ...le32(4), 0x42, 0xd8, 0x41, 0, ...move(1, 'h7e7')],
      }),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.comments).toEqual(['\ud842A']);
    expect(r.value.result).toBe('*');
    expect(r.value.fen).toBe('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1');
  });

  it('reads a text-only record (empty board, the opening record says the tree is empty)', () => {
    const r = parseCbr(
      record({
        board: new Array(90).fill(0),
        stream: [5, 0, 0, 0, ...le32(6), ...utf16('第一篇'), 0x11, 0x22],
      }),
    );
    expect(r).toMatchObject({
      ok: true,
      value: { moves: [], comments: ['第一篇'], fen: '9/9/9/9/9/9/9/9/9/9 w - - 0 1' },
    });
    expect(writeCbr((r as { value: GameRecord }).value)).toBeInstanceOf(Uint8Array);
  });

  it('refuses a move that leaves the mover in check at its ply, with the line', () => {
    // 1. h2e2 h7e7 2. e3e4 e7e4 (check: the red cannon on e2 is the screen) 3. a0a1?? leaves it.
    const stream = [
      0,
      0,
      0,
      0,
      ...move(0, 'h2e2'),
      ...move(0, 'h7e7'),
      ...move(0, 'e3e4'),
      ...move(0, 'e7e4'),
      ...move(1, 'a0a1'),
    ];
    const r = parseCbr(record({ stream }));
    expect(r).toMatchObject({ ok: false, error: { code: 'CBR_ILLEGAL', ply: 5 } });
    expect(!r.ok && r.error.line).toEqual(['h2e2', 'h7e7', 'e3e4', 'e7e4', 'a0a1'].map(mv));
  });

  it('reads the old layout (byte 19 = 1): squares as file << 4 | row from the top', () => {
    const b = new Uint8Array(1958 + 8);
    b.set(
      [...'CCBridge Record'].map((c) => c.charCodeAt(0)),
      0,
    );
    b[19] = 1;
    b.set(utf16('五七炮'), 52);
    b.set(utf16('红方'), 948);
    b[1856] = 1;
    b.set(INITIAL_BOARD, 1864);
    b.set([0, 0, 0, 0, 1, 0, (7 << 4) | 7, (4 << 4) | 7], 1958); // h2e2
    const r = parseCbr(b);
    expect(r.ok && mainLine(r.value)).toEqual([mv('h2e2')]);
    expect(r.ok && [gameTag(r.value, 'Title'), gameTag(r.value, 'Red')]).toEqual(['五七炮', '红方']);
  });

  it('reports what it cannot read', () => {
    expect(parseCbr(new Uint8Array([1, 2]))).toMatchObject({ ok: false, error: { code: 'CBR_NOT_CBR' } });
    const legacy = Uint8Array.from(
      [...'CCBridge'].map((c) => c.charCodeAt(0)).concat(le32(21), le32(3), le32(100)),
    );
    expect(parseCbr(legacy)).toMatchObject({
      ok: false,
      error: { code: 'CBR_NOT_CBR', message: expect.stringMatching(/compressed CCBridge library/) },
    });
    const good = record({ stream: [0, 0, 0, 0, ...move(1, 'h2e2')] });
    expect(parseCbr(good.subarray(0, good.length - 1))).toMatchObject({
      ok: false,
      error: { code: 'CBR_MALFORMED' },
    });
    const v3 = good.slice();
    v3[19] = 3;
    expect(parseCbr(v3)).toMatchObject({ ok: false, error: { code: 'CBR_UNSUPPORTED' } });
    const huge = record({ stream: [4, 0, 0, 0, 255, 255, 255, 255, ...move(1, 'h2e2')] });
    expect(parseCbr(huge)).toMatchObject({ ok: false, error: { code: 'CBR_MALFORMED' } });
    const offBoard = record({ stream: [0, 0, 0, 0, 1, 0, 90, 3] });
    expect(parseCbr(offBoard)).toMatchObject({ ok: false, error: { code: 'CBR_MALFORMED' } });
    const noKing = record({ board: new Array(90).fill(0), stream: [0, 0, 0, 0, ...move(1, 'h2e2')] });
    expect(parseCbr(noKing)).toMatchObject({ ok: false, error: { code: 'CBR_BAD_POSITION' } });
  });
});

describe('writeCbr and writeCbl', () => {
  const PGN = `[Game "Chinese Chess"]
[Title "黄丹青讲座"]
[Red "許銀川"]
[Black "呂欽"]
[Event "全國賽"]
[Format "WXF"]

{before} 1. C2.5 {centre} H8+7 (1... C8.5 2. H2+3 (2. H8+7 {other})) 2. H2+3 R9.8 0-1`;
  const game = (parsePgn(PGN)[0] as { value: GameRecord }).value;

  it('writes the layout other readers expect and reads back the same tree', () => {
    const bytes = writeCbr(game);
    expect(new TextDecoder().decode(bytes.subarray(0, 15))).toBe('CCBridge Record');
    expect(bytes[19]).toBe(2);
    expect(bytes[2076]).toBe(2); // black wins
    expect(bytes[2112]).toBe(1); // red to move
    expect(bytes.subarray(2120, 2210)).toEqual(Uint8Array.from(INITIAL_BOARD));
    // Opening record with the game comment, then h2e2 with its comment and a sibling (0x02).
    expect([...bytes.subarray(2214, 2218)]).toEqual([4, 0, 0, 0]);
    const back = parseCbr(bytes);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.value.moves).toEqual(game.moves);
    expect(back.value.comments).toEqual(['before']);
    expect(['Title', 'Red', 'Black', 'Event'].map((t) => gameTag(back.value, t))).toEqual([
      '黄丹青讲座',
      '許銀川',
      '呂欽',
      '全國賽',
    ]);
    expect(back.value.result).toBe('0-1');
  });

  it('writes a library whose records read back in order, one broken record not stopping the others', () => {
    const endgame = (
      parsePgn('[FEN "3k5/9/9/9/9/9/9/9/4A4/4K4 b"]\n[Format "WXF"]\n\n1. K4.5')[0] as { value: GameRecord }
    ).value;
    const games = [game, endgame, gameOf([mv('h2e2')], { tags: [['Title', '第三']] })];
    const bytes = writeCbl(games, { name: '对局选', creator: 'xq' });
    expect(detectRecordFormat(bytes)).toBe('cbl');
    const lib = parseCbl(bytes);
    expect(lib.ok).toBe(true);
    if (!lib.ok) return;
    expect([lib.value.name, lib.value.creator]).toEqual(['对局选', 'xq']);
    expect(lib.value.records.map((r) => r.game.ok && r.game.value.moves)).toEqual(games.map((g) => g.moves));
    expect(lib.value.records.map((r) => r.title)).toEqual(['黄丹青讲座', '', '第三']);
    expect(lib.value.records[1]!.game.ok && lib.value.records[1]!.game.value.fen).toBe(endgame.fen);
    // Break the second record's magic: the first and third are still read.
    const broken = bytes.slice();
    broken[66624 + 128 * 276 + 4096] = 0;
    const again = parseCbl(broken);
    expect(again.ok && again.value.records.map((r) => r.game.ok)).toEqual([true, false, true]);
  });

  it("writes the variations of a variation's first move as further alternatives", () => {
    // 1. h2e2 (1. b2e2 (1. c3c4)) reads back as 1. h2e2 (1. b2e2) (1. c3c4): CBR holds a tree.
    const leaf = (iccs: string, variations: GameRecord['moves'][] = []) => ({
      move: mv(iccs),
      comments: [],
      nags: [],
      variations,
    });
    const nested = { ...gameOf([]), moves: [leaf('h2e2', [[leaf('b2e2', [[leaf('c3c4')]])]])] };
    const back = parseCbr(writeCbr(nested));
    expect(back.ok && back.value.moves[0]!.variations.map((v) => v.map((n) => n.move))).toEqual([
      [mv('b2e2')],
      [mv('c3c4')],
    ]);
  });

  it('reads index entries whose order differs from storage order', () => {
    const bytes = writeCbl([game, gameOf([mv('h2e2')])]);
    new DataView(bytes.buffer).setUint32(66624 + 4, 1, true);
    new DataView(bytes.buffer).setUint32(66624 + 276 + 4, 0, true);
    const lib = parseCbl(bytes);
    expect(
      lib.ok && lib.value.records.map((r) => [r.index, r.order, r.game.ok && r.game.value.moves.length]),
    ).toEqual([
      [0, 1, 4],
      [1, 0, 1],
    ]);
  });

  it('refuses the old compressed libraries and what is not a library', () => {
    const legacy = Uint8Array.from(
      [...'CCBridge'].map((c) => c.charCodeAt(0)).concat(le32(21), le32(1), le32(100), 0x78, 0x9c),
    );
    expect(detectRecordFormat(legacy)).toBe('cbl-legacy');
    expect(parseCbl(legacy)).toMatchObject({ ok: false, error: { code: 'CBL_LEGACY_COMPRESSED' } });
    expect(parseCbl(writeCbr(game))).toMatchObject({ ok: false, error: { code: 'CBL_NOT_CBL' } });
    const huge = writeCbl([game]);
    new DataView(huge.buffer).setUint32(60, 0xffffffff, true);
    expect(parseCbl(huge)).toMatchObject({ ok: false, error: { code: 'CBL_MALFORMED' } });
    const manySlots = writeCbl([game, game]);
    new DataView(manySlots.buffer).setUint32(66624 + 8, 0xffffffff, true);
    const r = parseCbl(manySlots);
    expect(r.ok && r.value.records.map((x) => x.game.ok)).toEqual([true, false]);
  });

  it('throws a RangeError on an illegal move, a TypeError on what is not a game', () => {
    expect(() => writeCbr(gameOf([mv('h2h9'), mv('h2h9')]))).toThrow(RangeError);
    for (const x of [null, undefined, 42, '__proto__', {}, []])
      expect(() => writeCbr(x as unknown as GameRecord)).toThrow(TypeError);
    expect(() => writeCbr(game, { guid: new Uint8Array(3) })).toThrow(TypeError);
    expect(() => writeCbl(null as unknown as GameRecord[])).toThrow(TypeError);
    expect(() => writeCbl([null as unknown as GameRecord])).toThrow(TypeError);
  });

  // Header strings of any code units: lone surrogates, pairs, U+0000 and texts longer than their
  // field. What fits is read back exactly; what does not (too long, or a U+0000, which ends a
  // field) is refused with a RangeError naming the field, never cut.
  const fieldText = fc.string({
    unit: fc.oneof(
      fc.constantFrom('\0', '\ud800', '\udc00', '😀', '炮'),
      fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)),
    ),
    maxLength: 70,
  });
  /** Whether a field of `size` bytes holds `text` (it ends with a zero code unit). */
  const fits = (text: string, size: number): boolean => text.length <= size / 2 - 1 && !text.includes('\0');
  /** `text` made to fit a field of `size` bytes (a pair may be cut: a lone surrogate is kept too). */
  const fitted = (text: string, size: number): string => text.replace(/\0/gu, '').slice(0, size / 2 - 1);
  // Three fields of three sizes (Title 128 bytes, Group 32, Red 64), in the order the reader lists them.
  const FIELDS = [
    ['Title', 128],
    ['Group', 32],
    ['Red', 64],
  ] as const;
  const taggedGame = (fit: boolean) =>
    gameTree({ maxPlies: 24 }).chain((g) =>
      fc.tuple(fieldText, fieldText, fieldText).map((raw) => {
        const values = raw.map((v, i) => (fit ? fitted(v, FIELDS[i]![1]) : v));
        const tags: [string, string][] = [];
        FIELDS.forEach(([tag], i) => {
          if (values[i] !== '') tags.push([tag, values[i]!]);
        });
        const unfit = FIELDS.find(([, size], i) => !fits(values[i]!, size))?.[0];
        const rest: [string, string][] = [['Result', g.result]];
        if (g.fen !== INITIAL_FEN) rest.push(['FEN', g.fen]);
        return { game: { ...g, tags: [...tags, ...rest] }, back: { ...g, tags: [...tags, ...rest] }, unfit };
      }),
    );
  test.prop([taggedGame(false)], { numRuns: 60 })(
    'read → write → read gives the same tree (generated games); a value that does not fit is refused',
    (t) => {
      if (t.unfit !== undefined) {
        expect(() => writeCbr(t.game)).toThrow(new RegExp(`^writeCbr: tag ${t.unfit} `, 'u'));
        return;
      }
      expect(parseCbr(writeCbr(t.game))).toEqual({ ok: true, value: t.back });
      // What was read back is written and read again unchanged.
      expect(parseCbr(writeCbr(t.back))).toEqual({ ok: true, value: t.back });
    },
  );
  const info = fc.record({
    name: fieldText.map((v) => fitted(v, 512)),
    creator: fieldText.map((v) => fitted(v, 64)),
    remarks: fieldText.map((v) => v.replace(/\0/gu, '')),
  });
  test.prop([fc.array(taggedGame(true), { maxLength: 4 }), info], { numRuns: 15 })(
    'a library of generated games reads back, its header strings and titles too',
    (games, i) => {
      const lib = parseCbl(
        writeCbl(
          games.map((t) => t.game),
          i,
        ),
      );
      expect(lib.ok).toBe(true);
      if (!lib.ok) return;
      expect(lib.value.records.map((r) => r.game)).toEqual(games.map((t) => ({ ok: true, value: t.back })));
      expect(lib.value.records.map((r) => r.title)).toEqual(games.map((t) => gameTag(t.game, 'Title') ?? ''));
      expect([lib.value.name, lib.value.creator, lib.value.remarks]).toEqual([i.name, i.creator, i.remarks]);
    },
  );
});

// Issue 24: a text-only record (an empty board, no moves, comments only) is written by every
// writer that can hold a comment, and read back.
describe('text-only records', () => {
  const EMPTY = '9/9/9/9/9/9/9/9/9/9 w - - 0 1';
  const hostile = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('}', '{x}', '[Event "x"]', '\r\n[FEN "x"]', ' ; 1-0', '__proto__', 'toString', '  \t '),
    fc
      .array(fc.constantFrom('}', '{', '[', ']', '"', '\\', ';', '\r\n', '\n', ' ', '1-0', '*', '炮二平五'), {
        maxLength: 12,
      })
      .map((parts) => parts.join('')),
  );
  const textOnly = fc
    .record({ title: fc.string({ maxLength: 63 }), text: hostile })
    .map(({ title, text }): GameRecord => {
      const clean = (t: string) => t.replace(/[\0\r\n]/gu, '');
      const tags: [string, string][] = clean(title) === '' ? [] : [['Title', clean(title)]];
      tags.push(['Result', '*'], ['FEN', EMPTY]);
      const comments = clean(text) === '' ? [] : [text.replace(/\0/gu, '')];
      return { tags, fen: EMPTY, comments, moves: [], result: '*' };
    });
  test.prop([textOnly], { numRuns: 200 })('CBR, CBL and PGN write it and read it back', (g) => {
    expect(parseCbr(writeCbr(g))).toEqual({ ok: true, value: g });
    const lib = parseCbl(writeCbl([g, g]));
    expect(lib.ok && lib.value.records.map((r) => r.game)).toEqual([
      { ok: true, value: g },
      { ok: true, value: g },
    ]);
    // PGN keeps a comment as its writer can hold it: no `}`, no line starting with `[`, no space at either end.
    const kept = g.comments.map((c) => comment(c).slice(1, -1).trimStart());
    const [pgn] = parsePgn(writePgn([g]));
    expect(pgn).toEqual({
      ok: true,
      value: { ...g, tags: [['Game', 'Chinese Chess'], ...g.tags], comments: kept },
    });
  });
  it('an empty board holds no move', () => {
    const g: GameRecord = { tags: [], fen: EMPTY, comments: [], moves: [], result: '*' };
    expect(parsePgn(`[FEN "${EMPTY}"]\n\n{only text} *`)[0]).toMatchObject({
      ok: true,
      value: { fen: EMPTY, comments: ['only text'], moves: [] },
    });
    expect(parsePgn(`[FEN "${EMPTY}"]\n\n1. 炮二平五 *`)[0]).toMatchObject({
      ok: false,
      error: { code: 'PGN_BAD_FEN' },
    });
    expect(() => writePgn([{ ...gameOf([{ from: 25, to: 22 }]), fen: EMPTY }])).toThrow(/empty board/u);
    expect(writePgn([g])).toContain(`[FEN "${EMPTY}"]`);
  });
});

describe('detection', () => {
  it('tells CBR, CBL, the legacy library and XQF apart, and detectNotation points to the CBR readers', () => {
    const game = gameOf([mv('h2e2')]);
    expect(detectRecordFormat(writeCbr(game))).toBe('cbr');
    expect(detectRecordFormat(writeCbl([game]))).toBe('cbl');
    expect(detectRecordFormat(Uint8Array.from([...'CCBridge\x15'].map((c) => c.charCodeAt(0))))).toBe(
      'cbl-legacy',
    );
    expect(detectRecordFormat(writeXqf(game))).toBe('xqf');
    expect(detectRecordFormat(new TextEncoder().encode('1. C2.5'))).toBeUndefined();
    const text = new TextDecoder('latin1').decode(writeCbr(game));
    expect(detectNotation(text)).toMatchObject({
      ok: false,
      error: { code: 'NOTATION_UNKNOWN', message: expect.stringMatching(/parseCbr/u) },
    });
  });
});

describe('no CBR/CBL reader throws', () => {
  const weird = fc.constantFrom<unknown>(
    null,
    undefined,
    Number.NaN,
    '__proto__',
    'toString',
    {},
    [],
    42,
    'CCBridge Record',
    [67, 67],
  );
  test.prop([weird])('on values that are not bytes', (x) => {
    expect(parseCbr(x as Uint8Array).ok).toBe(false);
    expect(parseCbl(x as Uint8Array).ok).toBe(false);
    expect(detectRecordFormat(x as Uint8Array)).toBeUndefined();
  });
  const sample = writeCbr(
    (
      parsePgn('[Format "WXF"]\n\n{a} 1. C2.5 {b} H8+7 (1... C8.5 2. H2+3) 2. H2+3 R9.8')[0] as {
        value: GameRecord;
      }
    ).value,
  );
  const library = writeCbl([gameOf([mv('h2e2')]), (parseCbr(sample) as { value: GameRecord }).value]);
  test.prop([fc.nat(), fc.array(fc.tuple(fc.nat(), fc.nat({ max: 255 })), { maxLength: 12 })], {
    numRuns: 300,
  })('on truncated and garbled records', (cut, edits) => {
    const bytes = sample.slice(0, 2214 + (cut % (sample.length - 2213)));
    for (const [at, v] of edits) bytes[2100 + (at % (bytes.length - 2100))] = v;
    const r = parseCbr(bytes);
    expect(typeof r.ok).toBe('boolean');
  });
  test.prop([fc.array(fc.tuple(fc.nat(), fc.nat({ max: 255 })), { maxLength: 12 }), fc.nat()], {
    numRuns: 100,
  })('on garbled libraries', (edits, cut) => {
    const bytes = library.slice(0, library.length - (cut % 6000));
    for (const [at, v] of edits) {
      // Hit the header numbers, the index and the records more often than the remarks.
      const spots = [60 + (at % 4), 66624 + (at % 600), 66624 + 128 * 276 + (at % 8192)];
      bytes[Math.min(bytes.length - 1, spots[at % 3]!)] = v;
    }
    const r = parseCbl(bytes);
    expect(typeof r.ok).toBe('boolean');
  });
  test.prop([fc.uint8Array({ maxLength: 3000 })], { numRuns: 100 })(
    'on random bytes after the magic',
    (tail) => {
      const bytes = new Uint8Array(16 + tail.length);
      bytes.set([...'CCBridge Record'].map((c) => c.charCodeAt(0)));
      bytes.set(tail, 16);
      expect(typeof parseCbr(bytes).ok).toBe('boolean');
    },
  );
});

describe('a library whose records claim the rest of the file', () => {
  /** A library of `n` text-only records whose game comments each run to the end of the file. */
  function spanning(n: number): Uint8Array {
    const lib = writeCbl(Array.from({ length: n }, () => ({ ...gameOf([]), comments: ['x'] })));
    const view = new DataView(lib.buffer);
    const first = 66624 + view.getUint32(60, true) * 276;
    for (let i = 0; i < n; i++) {
      const at = first + i * 4096;
      view.setUint32(at + 2218, lib.length - (at + 2222), true); // the game comment's length
      view.setUint32(66624 + i * 276 + 12, 0xffffffff, true); // the index entry's record length
    }
    return lib;
  }
  // Each record read to the end of the file made reading quadratic in time and memory (a library
  // of 8 MB ran out of a 4 GB heap): a record is read within its own slots.
  it('reads each record within its slots: every such comment but the last runs past its record', () => {
    const started = Date.now();
    const lib = parseCbl(spanning(2_000));
    expect(lib.ok && lib.value.records.map((r) => (r.game.ok ? 'ok' : r.game.error.code))).toEqual([
      ...new Array(1_999).fill('CBR_MALFORMED'),
      'ok',
    ]);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});

describe('a long CBR record', () => {
  /** A record of `n` plies of horses going out and back (legal, no repetition check in CBR). */
  const long = (n: number): Uint8Array => {
    const cycle = ['b0c2', 'b9c7', 'c2b0', 'c7b9'];
    const moves = Array.from({ length: n }, (_, i) => cycle[i % 4]!);
    return writeCbr(gameOf(moves.map(mv)));
  };
  // How the reading time grows with the record is measured by the bench (bench/growth.ts).
  it('of 8,000 plies reads back', () => {
    const r = parseCbr(long(8_000));
    expect(r.ok && r.value.moves.length).toBe(8_000);
  });
});
