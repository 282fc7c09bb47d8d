import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { gameTree } from './arbitraries.test-util';
import { parseCbl, parseCbr } from './cbr';
import { writeCbl, writeCbr } from './cbr-write';
import { formatDhtmlXQ, parseDhtmlXQ } from './dhtmlxq';
import type { GameNode, GameRecord } from './game';
import { gameTag } from './game-ops';
import { comment } from './movetext';
import { parsePgn, writePgn } from './pgn';
import { parseXqf, writeXqf } from './xqf';

// Issue 24: what the library writes, it reads back — for every writer, with hostile text in the
// tags and the comments (control characters, U+0000, lone surrogates, the format's own syntax,
// `__proto__` as a tag name, long texts). Each format keeps a text as its TSDoc says it does; the
// functions below say the same, and the reader must give exactly that.

/** Text pieces: ASCII, CJK (two GBK bytes each), characters GBK lacks, and every format's syntax. */
const PIECES = [
  '\0',
  '\u0001',
  '\u001b',
  '\t',
  '\r',
  '\n',
  '\r\n',
  ' ',
  '|',
  '||',
  '[',
  ']',
  '{',
  '}',
  '\\',
  '"',
  ';',
  '%',
  'a',
  'Z',
  '7',
  '许',
  '炮',
  '帥',
  '😀',
  '\ud800',
  '\udc00',
  '[DhtmlXQ_title]',
  '[Event "x"]',
  '1-0',
];
const text = (maxLength: number) =>
  fc.array(fc.constantFrom(...PIECES), { maxLength }).map((parts) => parts.join(''));
const TAG_NAMES = ['Title', 'Event', 'Red', 'Black', 'Date', 'Site', 'Annotator', '__proto__', 'constructor'];

/** A game tree with hostile comments and hostile tag values. */
const hostileGame = gameTree({ maxPlies: 12, maxDepth: 2, comment: text(8).filter((c) => c !== '') }).chain(
  (g) =>
    fc
      .uniqueArray(fc.tuple(fc.constantFrom(...TAG_NAMES), text(12)), { selector: ([k]) => k, maxLength: 5 })
      .map((tags): GameRecord => ({ ...g, tags: tags.filter(([, v]) => v !== '') })),
);

/** The tree with every comment list changed as the format keeps it. */
function mapComments(nodes: readonly GameNode[], f: (c: readonly string[]) => string[]): GameNode[] {
  return nodes.map((n) => ({
    ...n,
    comments: f(n.comments),
    variations: n.variations.map((v) => mapComments(v, f)),
  }));
}

const GBK_WIDTH: Record<string, number> = { 许: 2, 炮: 2, 帥: 2 };
/** XQF: GBK (characters it lacks written `?`). */
const gbk = (t: string): string =>
  [...t].map((ch) => (ch.codePointAt(0)! < 0x80 || Object.hasOwn(GBK_WIDTH, ch) ? ch : '?')).join('');
/** XQF's header string of `size` bytes: GBK, cut before a character that does not fit, trimmed. */
function xqfTag(v: string, size: number): string {
  let bytes = 0;
  let out = '';
  for (const ch of gbk(v)) {
    bytes += Object.hasOwn(GBK_WIDTH, ch) ? 2 : 1;
    if (bytes > size - 1) break;
    out += ch;
  }
  return out.replace(/\0+$/u, '').trim();
}
const XQF_SIZES: Record<string, number> = {
  Title: 128,
  Event: 64,
  Red: 16,
  Black: 16,
  Date: 16,
  Site: 16,
  Annotator: 16,
};
/** Whether CBR's header field of `size` bytes holds `v` (the writer refuses what it does not). */
const cbrFits = (v: string, size: number): boolean => v.length <= size / 2 - 1 && !v.includes('\0');
const CBR_SIZES: Record<string, number> = {
  Title: 128,
  Event: 64,
  Red: 64,
  Black: 64,
  Date: 64,
  Site: 64,
  Annotator: 64,
};
/** CBR's tag for a value written, `undefined` when it has no field or the value does not fit. */
const cbrTag = (name: string, v: string): string | undefined =>
  Object.hasOwn(CBR_SIZES, name) && cbrFits(v, CBR_SIZES[name]!) && v !== '' ? v : undefined;
/** The game without the tags CBR's writer refuses (values that do not fit their fields). */
const cbrWritable = (g: GameRecord): GameRecord => ({
  ...g,
  tags: g.tags.filter(([k, v]) => !Object.hasOwn(CBR_SIZES, k) || cbrFits(v, CBR_SIZES[k]!)),
});
const DHTMLXQ_TAGS = ['Title', 'Event', 'Red', 'Black', 'Date', 'Site', 'Annotator'];
const bracketsOf = (t: string) => t.replace(/\[/gu, '［').replace(/\]/gu, '］');

interface Format {
  /** Writes the game and reads it back. */
  readonly back: (g: GameRecord) => GameRecord;
  /** The tag value read back for a value written, `undefined` when the format has no such field. */
  readonly tag: (name: string, v: string) => string | undefined;
  /** A node's comments (or the game's) as read back. */
  readonly comments: (c: readonly string[]) => string[];
  /** Whether the format keeps the full FEN (XQF and DhtmlXQ keep the board and the side to move). */
  readonly fullFen: boolean;
}
const ok = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(`not read back: ${JSON.stringify(r.error)}`);
  return r.value;
};
const FORMATS: Record<string, Format> = {
  pgn: {
    back: (g) => ok(parsePgn(writePgn([g]))[0]!),
    tag: (_, v) => v.replace(/[\r\n]+/gu, ' '),
    comments: (c) => c.map((x) => comment(x).slice(1, -1).trimStart()),
    fullFen: true,
  },
  dhtmlxq: {
    back: (g) => ok(parseDhtmlXQ(formatDhtmlXQ(g))),
    tag: (name, v) => (DHTMLXQ_TAGS.includes(name) ? bracketsOf(v) : undefined),
    comments: (c) => (c.length === 0 ? [] : [bracketsOf(c.join('\n')).replace(/\|/gu, '｜')]),
    fullFen: false,
  },
  xqf: {
    back: (g) => ok(parseXqf(writeXqf(g))),
    tag: (name, v) => (Object.hasOwn(XQF_SIZES, name) ? xqfTag(v, XQF_SIZES[name]!) || undefined : undefined),
    comments: (c) => (c.length === 0 ? [] : [gbk(c.join('\n'))]),
    fullFen: false,
  },
  cbr: {
    back: (g) => ok(parseCbr(writeCbr(cbrWritable(g)))),
    tag: cbrTag,
    comments: (c) => (c.length === 0 ? [] : [c.join('\r\n')]),
    fullFen: true,
  },
  cbl: {
    back: (g) => ok(ok(parseCbl(writeCbl([cbrWritable(g)]))).records[0]!.game),
    tag: cbrTag,
    comments: (c) => (c.length === 0 ? [] : [c.join('\r\n')]),
    fullFen: true,
  },
};

describe('every writer is read back by its reader, hostile text included', () => {
  for (const [name, format] of Object.entries(FORMATS))
    test.prop([hostileGame], { numRuns: 40 })(name, (g) => {
      const back = format.back(g);
      expect(back.moves).toEqual(mapComments(g.moves, format.comments));
      expect(back.comments).toEqual(format.comments(g.comments));
      expect(back.result).toBe(g.result);
      const placement = (fen: string) => fen.split(' ').slice(0, 2).join(' ');
      if (format.fullFen) expect(back.fen).toBe(g.fen);
      else expect(placement(back.fen)).toBe(placement(g.fen));
      for (const [k, v] of g.tags)
        expect(gameTag(back, k), `${k} ${JSON.stringify(v)}`).toBe(format.tag(k, v));
      // Nothing read back from the prototype: a tag map never answers a name that was not written.
      if (!g.tags.some(([k]) => k === 'toString')) expect(gameTag(back, 'toString')).toBeUndefined();
    });
});

// A text-only record (section headings and essays: an empty board, no moves, comments only) is
// written by every writer, each of which can hold a comment, and read back.
describe('a text-only record is written and read back by every writer', () => {
  const EMPTY = '9/9/9/9/9/9/9/9/9/9 w - - 0 1';
  const textOnly = fc
    .record({
      comments: fc.array(
        text(16).filter((c) => c !== ''),
        { minLength: 1, maxLength: 3 },
      ),
      tags: fc.uniqueArray(fc.tuple(fc.constantFrom(...TAG_NAMES), text(12)), {
        selector: ([k]) => k,
        maxLength: 4,
      }),
      turn: fc.constantFrom('w', 'b'),
    })
    .map(
      ({ comments, tags, turn }): GameRecord => ({
        tags: tags.filter(([, v]) => v !== ''),
        fen: EMPTY.replace(' w ', ` ${turn} `),
        comments,
        moves: [],
        result: '*',
      }),
    );
  for (const [name, format] of Object.entries(FORMATS))
    test.prop([textOnly], { numRuns: 40 })(name, (g) => {
      const back = format.back(g);
      expect([back.fen, back.moves, back.comments]).toEqual([g.fen, [], format.comments(g.comments)]);
      for (const [k, v] of g.tags)
        expect(gameTag(back, k), `${k} ${JSON.stringify(v)}`).toBe(format.tag(k, v));
    });
});
