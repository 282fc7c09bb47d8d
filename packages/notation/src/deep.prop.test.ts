import { fc, test } from '@fast-check/vitest';
import { Position } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { convert, convertPgn } from './convert';
import { detectNotation } from './detect';
import { formatDhtmlXQ, parseDhtmlXQ } from './dhtmlxq';
import { parseLine } from './line';
import { NOTATIONS } from './notations';
import { parsePgn, writePgn } from './pgn';
import { deep, deepLines, gameOfNodes, longLine, wide } from './sizes.test-util';
import { parseXqf, writeXqf } from './xqf';

// Hostile sizes: nesting 100,000 deep neither overflows the stack nor throws in any reader or
// writer, and no reader throws on long random runs of record characters. How the costs grow with
// the input is measured by the bench (bench/growth.ts), not here.

describe('large trees are written and read back', () => {
  it.each([
    ['a long line', longLine],
    ['sibling variations', wide],
    ['nested first moves', deep],
    ['nested lines', deepLines],
  ] as const)('writePgn, formatDhtmlXQ, writeXqf and their readers: %s of 3,200', (_name, tree) => {
    const game = gameOfNodes(tree(3_200));
    expect(parsePgn(writePgn([game], { notation: 'ucci' }))[0]!.ok).toBe(true);
    expect(parseDhtmlXQ(formatDhtmlXQ(game)).ok).toBe(true);
    expect(parseXqf(writeXqf(game)).ok).toBe(true);
  });
  it('parseDhtmlXQ: 3,200 branches listed before their parents', () => {
    const n = 3_200;
    // Branch k hangs off branch k - 1 at ply 1; written last to first.
    const branches = Array.from({ length: n }, (_, i) => n - i).map(
      (k) => `[DhtmlXQ_move_${k - 1}_1_${k}]${k % 2 === 0 ? '7747' : '1747'}[/DhtmlXQ_move_${k - 1}_1_${k}]`,
    );
    const r = parseDhtmlXQ(
      `[DhtmlXQ][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]${branches.join('')}[/DhtmlXQ]`,
    );
    expect(r.ok).toBe(true);
  });
});

describe('nesting 100,000 deep: no stack overflow, no throw', () => {
  const N = 100_000;
  it('parsePgn, convert and convertPgn read it', () => {
    const text = `1. h2e2${' (b2e2'.repeat(N)}${')'.repeat(N)}`;
    const [g] = parsePgn(text, { notation: 'ucci' });
    expect(g!.ok).toBe(true);
    expect(convert(text, { from: 'ucci', to: 'wxf' }).ok).toBe(true);
    const r = convertPgn(`[Event "deep"]\n${text}`, { from: 'ucci', to: 'wxf' });
    expect(r.converted + r.errors.length).toBe(1);
    // Never closed: refused, with the first "(" that stays open.
    const open = `1. h2e2${' (b2e2'.repeat(N)}`;
    const [u] = parsePgn(open, { notation: 'ucci' });
    expect(u!.ok ? 'ok' : [u!.error.code, u!.error.line, u!.error.column]).toEqual(['PGN_UNCLOSED', 1, 9]);
    const c = convert(open, { from: 'ucci', to: 'wxf' });
    expect(c.ok ? 'ok' : c.error.code).toBe('CONVERT_UNCLOSED');
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
