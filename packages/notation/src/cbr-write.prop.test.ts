import { fc, test } from '@fast-check/vitest';
import { INITIAL_FEN, type Result } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { gameTree } from './arbitraries.test-util';
import { CBR_FIELDS, parseCbl, parseCbr } from './cbr';
import { writeCbl, writeCbr } from './cbr-write';
import type { GameNode, GameRecord } from './game';
import { gameOf, gameTag } from './game-ops';
import { deepLines, gameOfNodes, longLine, node } from './sizes.test-util';

// Held-out hostile probes of the CCBridge writers. The bar: a string beyond what its field holds
// is refused with a RangeError naming the field, or read back exactly as written — never cut
// with success; every record the writer accepts reads back equal.

/** Code units of every kind: ASCII, controls, U+0000, CJK, astral pairs, lone surrogates, prototype keys. */
const unit = fc.constantFrom(
  'a',
  'Z',
  ' ',
  '\0',
  '\u0001',
  '\u001f',
  '\u007f',
  '\r\n',
  '炮',
  '許',
  '😀',
  '𠀀',
  '\ud800',
  '\udfff',
  '__proto__',
  'toString',
  'constructor',
);
/** Texts from empty to far beyond the largest field (Category: 127 code units). */
const hostileText = fc.oneof(
  fc.array(unit, { maxLength: 12 }).map((p) => p.join('')),
  fc
    .tuple(fc.array(unit, { maxLength: 4 }), fc.integer({ min: 1, max: 300 }))
    .map(([p, n]) => p.join('').repeat(n)),
  fc.constantFrom('__proto__', 'toString', 'constructor', 'hasOwnProperty'),
);
const SIZES = new Map(CBR_FIELDS.map(([tag, , , size]) => [tag, size] as const));
const FIELD_NAMES = [...SIZES.keys()];
/** Whether a CBR header field of `size` bytes holds `text` (a zero code unit ends it). */
const fits = (text: string, size: number): boolean => text.length <= size / 2 - 1 && !text.includes('\0');

/** A game whose tags are CBR fields and prototype keys, each with a hostile value. */
const hostileTags = gameTree({ maxPlies: 8, maxDepth: 2 }).chain((g) =>
  fc
    .uniqueArray(
      fc.tuple(fc.constantFrom(...FIELD_NAMES, '__proto__', 'toString', 'constructor'), hostileText),
      { selector: ([k]) => k.toLowerCase(), maxLength: 6 },
    )
    .map((tags): GameRecord => ({ ...g, tags: tags.filter(([, v]) => v !== '') })),
);
/** The first CBR field (in the header's order, the order they are written) whose value does not fit. */
const unfit = (g: GameRecord): string | undefined =>
  FIELD_NAMES.find((tag) => {
    const v = g.tags.find(([k]) => k.toLowerCase() === tag.toLowerCase())?.[1];
    return v !== undefined && !fits(v, SIZES.get(tag)!);
  });

/** Each writer, then its reader. */
const READ_BACK: Record<string, (g: GameRecord) => Result<GameRecord, { code: string }>> = {
  writeCbr: (g) => parseCbr(writeCbr(g)),
  writeCbl: (g) => {
    const lib = parseCbl(writeCbl([g]));
    return lib.ok ? lib.value.records[0]!.game : lib;
  },
};

describe('writeCbr and writeCbl: a string its field cannot hold is refused, never cut', () => {
  it('a title of 64 code units, an event of 32, a U+0000: a RangeError naming the tag', () => {
    const one = [{ from: 25, to: 22 }];
    // Old code: the title came back as its first 63 code units, the event as its first 31, and
    // the U+0000 as a space, each with success.
    expect(() => writeCbr(gameOf(one, { tags: [['Title', 'x'.repeat(64)]] }))).toThrow(
      /^writeCbr: tag Title holds at most 63 UTF-16 code units, not 64/u,
    );
    expect(() => writeCbr(gameOf(one, { tags: [['Event', '許'.repeat(32)]] }))).toThrow(
      /^writeCbr: tag Event holds at most 31/u,
    );
    expect(() => writeCbr(gameOf(one, { tags: [['Red', 'a\0b']] }))).toThrow(
      /^writeCbr: tag Red cannot hold U\+0000/u,
    );
    // What exactly fits is read back exactly: 63 code units, an astral pair at the end included.
    const title = `${'x'.repeat(61)}😀`;
    const back = parseCbr(writeCbr(gameOf(one, { tags: [['Title', title]] })));
    expect(back.ok && gameTag(back.value, 'Title')).toBe(title);
  });

  it("writeCbl: the library's header strings too, each named", () => {
    expect(() => writeCbl([], { name: 'n'.repeat(256) })).toThrow(/^writeCbl: info\.name holds at most 255/u);
    expect(() => writeCbl([], { creator: 'c'.repeat(32) })).toThrow(
      /^writeCbl: info\.creator holds at most 31/u,
    );
    expect(() => writeCbl([], { remarks: 'r'.repeat(32_768) })).toThrow(/^writeCbl: info\.remarks/u);
    expect(() => writeCbl([], { source: 'a\0' })).toThrow(/^writeCbl: info\.source cannot hold U\+0000/u);
    expect(() => writeCbl([gameOf([], { tags: [['Title', 't'.repeat(64)]] })])).toThrow(
      /^writeCbr: tag Title/u,
    );
    const lib = parseCbl(writeCbl([], { name: 'n'.repeat(255), remarks: `${'r'.repeat(32_766)}\ud800` }));
    expect(lib.ok && [lib.value.name.length, lib.value.remarks.length]).toEqual([255, 32_767]);
  });

  it('a move number over 65,535 is refused, not cut to 65,535', () => {
    const fen = INITIAL_FEN.replace(/ 1$/u, ' 70000');
    expect(() => writeCbr({ ...gameOf([{ from: 25, to: 22 }]), fen })).toThrow(
      /^writeCbr: the move number of game\.fen \(70000\) is over 65535/u,
    );
    const last = INITIAL_FEN.replace(/ 1$/u, ' 65535');
    const back = parseCbr(writeCbr({ ...gameOf([{ from: 25, to: 22 }]), fen: last }));
    expect(back.ok && back.value.fen).toBe(last);
  });

  test.prop([hostileTags], { numRuns: 80 })(
    'hostile tags (prototype keys, astral, lone surrogates, controls, long): refused by name, or read back exactly',
    (g) => {
      const bad = unfit(g);
      for (const [name, back] of Object.entries(READ_BACK)) {
        if (bad !== undefined) {
          expect(() => back(g), name).toThrow(new RegExp(`^writeCbr: tag ${bad} `, 'u'));
          continue;
        }
        const read = back(g);
        expect(read.ok, name).toBe(true);
        if (!read.ok) continue;
        for (const [k, v] of g.tags)
          expect(gameTag(read.value, k), `${name} ${k}`).toBe(SIZES.has(k) ? v : undefined);
        expect(read.value.moves.length).toBe(g.moves.length);
      }
    },
  );
});

/** A tree as a flat list of tokens (moves, comments, variation brackets), walked with a stack. */
function flat(moves: readonly GameNode[]): string[] {
  const out: string[] = [];
  const stack: (readonly GameNode[] | string)[] = [moves];
  while (stack.length > 0) {
    const top = stack.pop()!;
    if (typeof top === 'string') {
      out.push(top);
      continue;
    }
    // Pushed in reverse: each node, then its variations in brackets, in order.
    for (let i = top.length - 1; i >= 0; i--) {
      const n = top[i]!;
      for (let k = n.variations.length - 1; k >= 0; k--) stack.push(')', n.variations[k]!, '(');
      stack.push(`${n.move.from}-${n.move.to}${JSON.stringify(n.comments)}`);
    }
  }
  return out;
}

describe('sizes: deep trees, long games, large libraries', () => {
  it('variations 20,000 deep and a game of 20,000 plies: written without recursion, read back equal', () => {
    for (const moves of [deepLines(20_000), longLine(20_000)]) {
      const game = gameOfNodes(moves);
      const back = parseCbr(writeCbr(game));
      expect(back.ok).toBe(true);
      // Compared flat: a deep equality check of the trees would itself recurse 60,000 deep.
      if (back.ok) expect(flat(back.value.moves)).toEqual(flat(moves));
    }
  });

  it('a library of 2,000 games reads back, every title and every game in order', () => {
    const games = Array.from({ length: 2_000 }, (_, i) =>
      gameOf(i % 2 === 0 ? [{ from: 25, to: 22 }] : [{ from: 19, to: 22 }], {
        tags: [['Title', `第${i}局`]],
        result: (['1-0', '0-1', '1/2-1/2', '*'] as const)[i % 4],
      }),
    );
    const lib = parseCbl(writeCbl(games, { name: '二千局' }));
    expect(lib.ok).toBe(true);
    if (!lib.ok) return;
    expect(lib.value.records.map((r) => r.title)).toEqual(games.map((_, i) => `第${i}局`));
    expect(lib.value.records.map((r) => (r.game.ok ? r.game.value.moves : undefined))).toEqual(
      games.map((g) => g.moves),
    );
  });

  it('an illegal move deep in a variation, or a bad start, is a RangeError naming writeCbr', () => {
    const bad = node({ from: 0, to: 50 });
    const moves = [node({ from: 25, to: 22 }, [[node({ from: 19, to: 22 }), bad]])];
    expect(() => writeCbr(gameOfNodes(moves))).toThrow(/^writeCbr: illegal move/u);
    expect(() => writeCbl([gameOfNodes(moves)])).toThrow(/^writeCbr: illegal move/u);
    for (const fen of ['4k4/4K4/9/9/9/9/9/9/9/9 w - - 0 1', '9/9/9/9/9/9/9/9/9/9 w - - 0 1', '__proto__'])
      expect(() => writeCbr({ ...gameOf([{ from: 25, to: 22 }]), fen }), fen).toThrow(/^writeCbr: bad FEN/u);
  });
});
