// XQF, CBR, CBL and DhtmlXQ records refused at a move keep their legal part, marked as cut, as a
// PGN record does (issue 44: "the import goes on; a record's legal part is kept and marked").
// The records are written by @xq/notation's writers, then one move is turned into a move to its
// own square (never legal) at the byte where the format stores it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Position } from '@xq/core';
import {
  formatDhtmlXQ,
  type GameRecord,
  gameOf,
  gameTag,
  parsePgn,
  writeCbl,
  writeCbr,
  writeXqf,
} from '@xq/notation';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { scratch } from './collection.test-util';
import { type Collection, type ImportSummary, openCollection } from './index';

const tmp = scratch();
let db: Collection;
let summary: ImportSummary;

/** Twelve legal plies from `start`, the `pick`-th legal move each time (another game per pick). */
function game(name: string, pick: number, start = Position.initial()): GameRecord {
  const moves = [];
  let pos = start;
  for (let i = 0; i < 12; i++) {
    const legal = pos.legalMoves();
    const m = legal[(pick + 3 * i) % legal.length]!;
    moves.push(m);
    pos = pos.play(m);
  }
  return gameOf(moves, { fen: start.fen(), tags: [['Red', name]], result: '1-0' });
}

/** The position before 1-based `ply` of a game. */
function before(g: GameRecord, ply: number): string {
  const start = Position.fromFen(g.fen);
  if (!start.ok) throw new Error(start.error.message);
  let p = start.value;
  for (const n of g.moves.slice(0, ply - 1)) p = p.play(n.move);
  return p.fen();
}

const enc = new TextEncoder();
/** Index of the `n`-th (0-based) "CCBridge Record" in a library. */
function recordAt(lib: Uint8Array, n: number): number {
  const magic = enc.encode('CCBridge Record');
  let found = -1;
  for (let i = 0; i + magic.length <= lib.length; i++)
    if (magic.every((b, j) => lib[i + j] === b) && found++ === n - 1) return i;
  throw new Error('no such record');
}

const afterOne = Position.initial().play(Position.initial().legalMoves()[4]!);
const G = {
  xqf: game('xqf', 1),
  cbr: game('cbr', 2),
  cblGood: game('cbl good', 3),
  cblBad: game('cbl bad', 4),
  dhtmlxq: game('dhtmlxq', 5, afterOne),
};

beforeAll(async () => {
  // XQF version 10: the body is plain, 8 bytes a record, the first the game's: ply 7 refused.
  const xqf = writeXqf(G.xqf, { version: 10 });
  xqf[1024 + 8 * 7 + 1] = xqf[1024 + 8 * 7]! - 24 + 32;
  writeFileSync(join(tmp.dir, 'a.xqf'), xqf);
  // CBR layout 2: the opening record at 2214, then 4 bytes a move (flags, 0, from, to): ply 7.
  const cbr = writeCbr(G.cbr);
  cbr[2214 + 4 * 7 + 3] = cbr[2214 + 4 * 7 + 2]!;
  writeFileSync(join(tmp.dir, 'b.cbr'), cbr);
  // A library of two: the second refused at ply 5.
  const cbl = writeCbl([G.cblGood, G.cblBad], { name: 'lib' });
  const at = recordAt(cbl, 1);
  cbl[at + 2214 + 4 * 5 + 3] = cbl[at + 2214 + 4 * 5 + 2]!;
  writeFileSync(join(tmp.dir, 'c.cbl'), cbl);
  // DhtmlXQ, black to move first: ply 8 refused (four digits a move).
  const text = formatDhtmlXQ(G.dhtmlxq);
  const m = text.indexOf('[DhtmlXQ_movelist]') + 18 + 4 * 7;
  writeFileSync(
    join(tmp.dir, 'd.dhtmlxq'),
    `${text.slice(0, m + 2)}${text.slice(m, m + 2)}${text.slice(m + 4)}`,
  );

  const opened = await openCollection(join(tmp.dir, 'formats.db'), { create: true });
  if (!opened.ok) throw new Error(opened.error.message);
  db = opened.value;
  const s = await db.importFiles([tmp.dir]);
  if (!s.ok) throw new Error(s.error.message);
  summary = s.value;
});
afterAll(async () => {
  await db.close();
  tmp.done();
});

describe('XQF, CBR, CBL and DhtmlXQ records refused at a move', () => {
  test('the summary names each refusal: file, game, move number, reason; the import goes on', () => {
    expect(summary).toMatchObject({ files: 4, records: 5, added: 5, duplicates: 0, cut: 4 });
    const refused = summary.refused.map((r) => [r.file.slice(tmp.dir.length + 1), r.game, r.move, r.code]);
    // Move numbers counted by hand: ply 7 from red to move is move 4; ply 5 is move 3; from black
    // to move (move 1), ply 8 is red's move 5.
    expect(refused).toEqual([
      ['a.xqf', 1, 4, 'XQF_ILLEGAL'],
      ['b.cbr', 1, 4, 'CBR_ILLEGAL'],
      ['c.cbl', 2, 3, 'CBR_ILLEGAL'],
      ['d.dhtmlxq', 1, 5, 'DHTMLXQ_ILLEGAL'],
    ]);
    for (const r of summary.refused) expect(r.reason).toMatch(/illegal move/);
  });

  test.each([
    ['xqf', G.xqf, 7, 4, 'XQF_ILLEGAL'],
    ['cbr', G.cbr, 7, 4, 'CBR_ILLEGAL'],
    ['cbl bad', G.cblBad, 5, 3, 'CBR_ILLEGAL'],
    ['dhtmlxq', G.dhtmlxq, 8, 5, 'DHTMLXQ_ILLEGAL'],
  ] as const)(
    '%s: the moves before the refused one are stored, found at the position before it and marked',
    async (name, g, ply, move, code) => {
      const found = await db.find({ fen: before(g, ply) });
      if (!found.ok) throw new Error(found.error.message);
      const kept = found.value.games.find((x) => x.tags.Red === name);
      expect(kept?.ply).toBe(ply - 1);
      expect(kept?.cut).toMatch(new RegExp(`^cut at ply ${ply} \\(move ${move}\\): ${code}: `));
      // Nothing past the refused move is stored.
      const after = await db.find({ fen: before(g, ply + 1) });
      expect(after.ok && after.value.games.some((x) => x.tags.Red === name)).toBe(false);
    },
  );

  test('exported, each cut game reads back with its legal part, its tags and its start', async () => {
    const out = await db.exportPgn({ limit: 0 });
    if (!out.ok) throw new Error(out.error.message);
    const back = parsePgn(out.value.pgn).flatMap((r) => (r.ok ? [r.value] : []));
    const want: [GameRecord, number][] = [
      [G.xqf, 6],
      [G.cbr, 6],
      [G.cblGood, 12],
      [G.cblBad, 4],
      [G.dhtmlxq, 7],
    ];
    expect(back.length).toBe(want.length);
    for (const [g, plies] of want) {
      const name = gameTag(g, 'Red');
      const r = back.find((x) => gameTag(x, 'Red') === name);
      expect(r?.fen, name).toBe(g.fen);
      expect(
        r?.moves.map((n) => n.move),
        name,
      ).toEqual(g.moves.slice(0, plies).map((n) => n.move));
    }
  });
});
