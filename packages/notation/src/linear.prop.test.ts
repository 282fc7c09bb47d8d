import { fc, test } from '@fast-check/vitest';
import { type Move, Position } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { convert, convertPgn } from './convert';
import { detectNotation } from './detect';
import { formatDhtmlXQ, parseDhtmlXQ } from './dhtmlxq';
import { decodeText } from './encoding';
import type { Game, GameNode } from './game';
import { formatLine, parseLine } from './line';
import { NOTATIONS } from './notations';
import { isPgn, parsePgn, writePgn } from './pgn';
import { scoresheetHtml } from './scoresheet';
import { parseXqf, writeXqf } from './xqf';

// Hostile sizes: every reader and writer of @xq/notation takes time linear in its input (4× the
// input costs less than ~5× the time; the bound below is looser for a loaded 2-core machine,
// and a quadratic reader costs 16×), and nesting 100,000 deep neither overflows the stack nor
// throws.

/** Milliseconds of the fastest of `runs` runs of `f`. */
function best(f: () => unknown, runs = 3): number {
  let t = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    t = Math.min(t, performance.now() - t0);
  }
  return t;
}
/**
 * `f` on `n` repetitions, then on `4n`: the second costs under 8× the first (plus 25 ms of
 * noise; a quadratic cost is 16×). `n` starts at `n0` and doubles (up to `max`) until a warm run
 * takes 5 ms, so that the comparison is not lost in timer noise. On a loaded machine a pause
 * can hit one measure: the comparison is made up to three times and must hold once.
 */
function linear(f: (n: number) => () => unknown, n0: number, max = 64 * n0): void {
  let n = n0;
  while (n * 2 <= max && best(f(n), 2) < 5) n *= 2;
  const small = f(n);
  const large = f(4 * n);
  let why = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const a = best(small);
    const b = best(large);
    if (b < 8 * a + 25) return;
    why += `${a.toFixed(1)} ms for n = ${n}, ${b.toFixed(1)} ms for 4n; `;
  }
  expect.fail(`not linear: ${why}`);
}

const h2e2 = { from: 25, to: 22 };
const e2h2 = { from: 22, to: 25 };
const h9g7 = { from: 88, to: 69 };
const g7h9 = { from: 69, to: 88 };
const b2e2 = { from: 19, to: 22 };
const node = (move: Move, variations: GameNode[][] = [], comments: string[] = []): GameNode => ({
  move,
  comments,
  nags: [],
  variations,
});
const gameOfNodes = (moves: GameNode[]): Game => ({
  tags: [],
  fen: Position.initial().fen(),
  comments: [],
  moves,
  result: '*',
});
/** `n` plies going back and forth (h2e2 h9g7 e2h2 g7h9 …). */
const longLine = (n: number): GameNode[] =>
  Array.from({ length: n }, (_, i) => node([h2e2, h9g7, e2h2, g7h9][i % 4]!, [], i % 3 === 0 ? ['c'] : []));
/** One move with `n` sibling variations. */
const wide = (n: number): GameNode[] => [
  node(
    h2e2,
    Array.from({ length: n }, () => [node(b2e2)]),
  ),
];
/** A variation inside the first move of a variation, `n` deep (all alternatives to the first move). */
function deep(n: number): GameNode[] {
  let inner: GameNode = node(h2e2);
  for (let i = 0; i < n; i++) inner = node(i % 2 === 0 ? b2e2 : h2e2, [[inner]]);
  return [inner];
}
/**
 * A variation inside the last move of a variation, `n` deep: h2e2 h9g7 (h9i7 e2h2 i7h9 h2e2 h9g7
 * (h9i7 …)), each variation back at the start position before it branches again.
 */
function deepLines(n: number): GameNode[] {
  const h9i7 = { from: 88, to: 71 };
  const i7h9 = { from: 71, to: 88 };
  let inner: GameNode[] = [node(h2e2), node(h9g7)];
  for (let i = 0; i < n; i++)
    inner = [node(h2e2), node(h9g7, [[node(h9i7), node(e2h2), node(i7h9), ...inner]])];
  return inner;
}

const PGN_RUNS: [string, (n: number) => string][] = [
  ['blank lines', (n) => `[Event "x"]${'\n'.repeat(n)}1. C2.5`],
  ['blank lines with spaces (isPgn)', (n) => `${' \r\n\t'.repeat(n)}x`],
  ['comments after one move', (n) => `1. C2.5${' {c}'.repeat(n)}`],
  ['NAGs after one move', (n) => `1. C2.5${' $1'.repeat(n)}`],
  ['sibling variations', (n) => `1. C2.5${' (C8.5)'.repeat(n)}`],
  ['nested variations', (n) => `1. C2.5${' (C8.5'.repeat(n)}`],
  ['tags', (n) => Array.from({ length: n }, (_, i) => `[T${i} "v"]`).join('\n')],
  ['tags on one line', (n) => '[T "v"]'.repeat(n)],
  ['games', (n) => '[Event "x"]\n1. C2.5 H8+7 1-0\n'.repeat(n)],
  ['one long word', (n) => `1. ${'C'.repeat(n)}`],
  ['glued move numbers', (n) => `1.${'1.…'.repeat(n)}`],
  ['an unclosed comment', (n) => `1. C2.5 {${'x '.repeat(n)}`],
  ['a footer after the result', (n) => `1. C2.5 1-0\n${'====\nhttps://x/\n'.repeat(n)}`],
  ['moves', (n) => `${'1. C2.5 C8.5 2. C5.2 C5.8 '.repeat(n)}`],
];

describe('PGN, movetext and notation detection run in linear time', () => {
  it.each(PGN_RUNS)('parsePgn: %s', (_name, make) => {
    linear((n) => {
      const text = make(n);
      return () => parsePgn(text, { notation: 'wxf' });
    }, 200);
  });
  it.each(PGN_RUNS)('parsePgn with detection, isPgn and convert: %s', (_name, make) => {
    linear((n) => {
      const text = make(n);
      return () => {
        parsePgn(text);
        isPgn(text);
        convert(text, { from: 'wxf', to: 'vi' });
      };
    }, 100);
  });
  it.each(PGN_RUNS)('parseLine and detectNotation: %s', (_name, make) => {
    linear((n) => {
      const text = make(n);
      return () => {
        for (const notation of ['wxf', 'vi-long', 'chinese'] as const)
          parseLine(Position.initial(), text, notation);
        detectNotation(text);
      };
    }, 100);
  });
  it('decodeText on bytes that are not UTF-8', () => {
    linear((n) => {
      const bytes = new Uint8Array(n * 16).map((_, i) => (i % 2 === 0 ? 0xb3 : 0xb5));
      return () => decodeText(bytes);
    }, 1_000);
  });
});

describe('writers and the XQF and DhtmlXQ readers run in linear time', () => {
  const TREES: [string, (n: number) => GameNode[]][] = [
    ['a long line', longLine],
    ['sibling variations', wide],
    ['nested first moves', deep],
    ['nested lines', deepLines],
  ];
  it.each(TREES)('writePgn, formatDhtmlXQ, writeXqf and their readers: %s', (_name, tree) => {
    linear((n) => {
      const game = gameOfNodes(tree(n));
      return () => {
        const pgn = writePgn([game], { notation: 'ucci' });
        expect(parsePgn(pgn)[0]!.ok).toBe(true);
        expect(parseDhtmlXQ(formatDhtmlXQ(game)).ok).toBe(true);
        expect(parseXqf(writeXqf(game)).ok).toBe(true);
      };
    }, 50);
  });
  it('formatLine and scoresheetHtml on a long line', () => {
    linear((n) => {
      const game = gameOfNodes(longLine(n));
      const moves = game.moves.map((x) => x.move);
      return () => {
        formatLine(Position.initial(), moves, 'vi');
        scoresheetHtml(game);
      };
    }, 50);
  });
  it('parseDhtmlXQ: branches listed before their parents', () => {
    linear((n) => {
      // Branch k hangs off branch k - 1 at ply 1; written last to first.
      const branches = Array.from({ length: n }, (_, i) => n - i).map(
        (k) =>
          `[DhtmlXQ_move_${k - 1}_1_${k}]${k % 2 === 0 ? '7747' : '1747'}[/DhtmlXQ_move_${k - 1}_1_${k}]`,
      );
      const text = `[DhtmlXQ][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]${branches.join('')}[/DhtmlXQ]`;
      return () => expect(parseDhtmlXQ(text).ok).toBe(true);
    }, 50);
  });
  it('parseDhtmlXQ on junk between tags', () => {
    linear((n) => {
      const text = `${'[DhtmlXQ_x'.repeat(n)}${'[DhtmlXQ_a]b'.repeat(n)}`;
      return () => parseDhtmlXQ(text);
    }, 500);
  });
});

describe('nesting 100,000 deep: no stack overflow, no throw', () => {
  const N = 100_000;
  it('parsePgn, convert and convertPgn read it', () => {
    const text = `1. h2e2${' (b2e2'.repeat(N)}`;
    const [g] = parsePgn(text, { notation: 'ucci' });
    expect(g!.ok).toBe(true);
    expect(convert(text, { from: 'ucci', to: 'wxf' }).ok).toBe(true);
    const r = convertPgn(`[Event "deep"]\n${text}`, { from: 'ucci', to: 'wxf' });
    expect(r.converted + r.errors.length).toBe(1);
  });
  // Nested first moves: 100,000 levels of one node; nested lines: 20,000 levels of five nodes.
  it.each([
    ['nested first moves', deep, N],
    ['nested lines', deepLines, 20_000],
  ] as const)('the writers write it and the readers read it back: %s', (_name, tree, depth) => {
    const game = gameOfNodes(tree(depth));
    const pgn = writePgn([game], { notation: 'ucci' });
    expect(parsePgn(pgn)[0]!.ok).toBe(true);
    expect(parseDhtmlXQ(formatDhtmlXQ(game)).ok).toBe(true);
    expect(parseXqf(writeXqf(game)).ok).toBe(true);
    expect(writeXqf(game, { version: 10 }).length).toBeGreaterThan(1024);
  });
});

describe('no reader throws on random long runs of record characters', () => {
  const piece = fc.constantFrom(
    '1. C2.5 ',
    '(',
    ')',
    '{c}',
    '$1 ',
    '\n',
    '[T "v"]\n',
    '1-0 ',
    'C8.5 ',
    '炮二平五 ',
  );
  test.prop([fc.array(piece, { maxLength: 400 }), fc.constantFrom(...NOTATIONS)], { numRuns: 40 })(
    'parsePgn, convert, parseLine, detectNotation',
    (parts, notation) => {
      const text = parts.join('');
      expect(Array.isArray(parsePgn(text, { notation }))).toBe(true);
      expect(typeof convert(text, { from: notation, to: 'wxf' }).ok).toBe('boolean');
      expect(typeof parseLine(Position.initial(), text, notation).ok).toBe('boolean');
      expect(typeof detectNotation(text).ok).toBe('boolean');
    },
  );
});
