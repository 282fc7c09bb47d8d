import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatUci, Position } from '@xq/core';
import { findRealWorld } from '@xq/test-utils';
import { describe, expect, it } from 'vitest';
import type { GameNode } from '../src/game';
import { parseDhtmlXQ, parsePgn, parseXqf } from '../src/index';

// Opt-in (vitest.config.ts leaves it out otherwise; .ci/run opts in):
// XQ_REAL_WORLD=1 npx vitest run packages/notation/test/real-world.test.ts
// Reads every XQF, DhtmlXQ and PGN file of the project's shared real-world set (files written by
// other programs, never copied here: their licences are in each folder's SOURCES.md) and holds
// xq to the answers of the reference readers in each folder's expected.json.

const root = findRealWorld(import.meta.dirname);
const expected = (kind: string): Record<string, Record<string, unknown>> =>
  JSON.parse(readFileSync(join(root!, kind, 'expected.json'), 'utf8'));
const fen2 = (fen: string) => fen.split(' ').slice(0, 2).join(' ');
const main = (moves: readonly GameNode[]) => moves.map((n) => formatUci(n.move));
/** Lines of a tree as the reference reader counts them (one per leaf). */
function leaves(line: readonly GameNode[]): number {
  let n = 0;
  const work = [line];
  while (work.length > 0) {
    const l = work.pop()!;
    if (l.length > 0) n++;
    for (const node of l) work.push(...node.variations);
  }
  return n;
}

describe('the shared real-world records', () => {
  it('are found beside or above the repository', () => {
    expect(root, 'no shared/real-world folder above the repository').toBeDefined();
  });
  if (root === undefined) return;

  describe('XQF: start, main line and every line of the tree as xqbase xqf2pgn and cchess read them', () => {
    const exp = expected('xqf');
    it.each(Object.keys(exp))('%s', (file) => {
      const want = exp[file] as {
        fen: string;
        main: string[];
        leaves: number;
        result: string | null;
        illegal_ply?: number;
      };
      const r = parseXqf(new Uint8Array(readFileSync(join(root, 'xqf', file))));
      if (want.illegal_ply !== undefined) {
        // Refused at the exact ply, with the move and the position named.
        expect(r.ok).toBe(false);
        if (r.ok) return;
        expect(r.error.code).toBe('XQF_ILLEGAL');
        expect(r.error.ply).toBe(want.illegal_ply);
        expect(r.error.move).toBeDefined();
        const pos = Position.fromFen(r.error.fen!, { mode: 'lenient' });
        expect(pos.ok && !pos.value.isLegal(r.error.move!)).toBe(true);
        expect(r.error.message).toContain(formatUci(r.error.move!));
        return;
      }
      expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
      if (!r.ok) return;
      expect(fen2(r.value.fen)).toBe(want.fen);
      expect(main(r.value.moves)).toEqual(want.main);
      expect(leaves(r.value.moves)).toBe(want.leaves);
      if (want.result !== null) expect(r.value.result).toBe(want.result);
      // A mate diagram (the side not to move in check) opens with its warning, and nothing else does.
      const diagram = !Position.fromFen(r.value.fen, { mode: 'lenient' }).ok;
      expect(r.value.warnings?.map((w) => w.code) ?? []).toEqual(diagram ? ['GAME_MATE_DIAGRAM'] : []);
    });
  });

  describe('DhtmlXQ: start, main line and branches', () => {
    const exp = expected('dhtmlxq');
    it.each(Object.keys(exp))('%s', (file) => {
      const want = exp[file] as {
        fen: string;
        main: string[];
        leaves?: number;
        illegal?: { branch: number; ply: number };
      };
      const r = parseDhtmlXQ(readFileSync(join(root, 'dhtmlxq', file), 'utf8'));
      if (want.illegal !== undefined) {
        // Refused in the exact branch at the exact ply, with the move and the position named.
        expect(r.ok).toBe(false);
        if (r.ok) return;
        expect(r.error).toMatchObject({ code: 'DHTMLXQ_ILLEGAL', ...want.illegal });
        const pos = Position.fromFen(r.error.fen!, { mode: 'lenient' });
        expect(pos.ok && !pos.value.isLegal(r.error.move!)).toBe(true);
        expect(r.error.message).toContain(formatUci(r.error.move!));
        return;
      }
      expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
      if (!r.ok) return;
      expect(fen2(r.value.fen)).toBe(want.fen);
      expect(main(r.value.moves)).toEqual(want.main);
      if (want.leaves !== undefined) expect(leaves(r.value.moves)).toBe(want.leaves);
    });
  });

  describe('PGN (GBK, Chinese notation, XQ Wizard footers): every game as eleeye and cchess read it', () => {
    const exp = expected('pgn');
    it.each(Object.keys(exp))('%s', (file) => {
      const want = (exp[file] as { games: { fen: string; main: string[] }[] }).games;
      const games = parsePgn(new Uint8Array(readFileSync(join(root, 'pgn', file))));
      expect(games.length).toBe(want.length);
      games.forEach((g, i) => {
        expect(g.ok, g.ok ? '' : g.error.message).toBe(true);
        if (!g.ok) return;
        expect(fen2(g.value.fen)).toBe(want[i]!.fen);
        expect(main(g.value.moves)).toEqual(want[i]!.main);
      });
    });
  });
});
