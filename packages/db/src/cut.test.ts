// A record refused at a move keeps its legal part, marked as cut (issue 44: "the import goes on; a
// record's legal part is kept and marked"). The records: ccpd-bad.pgn of @xq/notation's fixtures,
// three real CCPD records with a move that is not legal where it stands (its README).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Position } from '@xq/core';
import { gameTag, parsePgn } from '@xq/notation';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BAD, scratch } from './collection.test-util';
import { type Collection, openCollection } from './index';

const tmp = scratch();
let db: Collection;
// What the PGN reader says of each record, read independently of the import.
const read = parsePgn(readFileSync(BAD));

beforeAll(async () => {
  const opened = await openCollection(join(tmp.dir, 'bad.db'), { create: true });
  if (!opened.ok) throw new Error(opened.error.message);
  db = opened.value;
  const s = await db.importFiles([BAD]);
  if (!s.ok) throw new Error(s.error.message);
  expect(s.value).toMatchObject({ records: 4, added: 3, cut: 3 });
  expect(s.value.refused.map((r) => [r.game, r.move])).toEqual([
    [1, undefined],
    [2, 9],
    [3, 10],
    [4, 58],
  ]);
});
afterAll(async () => {
  await db.close();
  tmp.done();
});

describe('a record refused at a move', () => {
  test('its moves before the refused one are stored, found at the position before it and marked', async () => {
    const refused = read.flatMap((r) => (!r.ok && r.error.ply !== undefined ? [r.error] : []));
    expect(refused.map((e) => e.code)).toEqual(['MOVE_ILLEGAL', 'MOVE_ILLEGAL', 'MOVE_ILLEGAL']);
    for (const e of refused) {
      // The reader hands the legal part back outside the error's JSON (what `xq convert --json` prints).
      expect(e.moves?.length).toBe(e.ply! - 1);
      expect(Object.keys(JSON.parse(JSON.stringify(e)))).not.toContain('moves');
      // The reader names the position where the move was refused: the cut game ends there.
      const before = Position.fromFen(e.fen!, { mode: 'lenient' });
      if (!before.ok) throw new Error(before.error.message);
      const found = await db.find({ fen: before.value.fen() });
      if (!found.ok) throw new Error(found.error.message);
      const source = e.tags.find(([k]) => k === 'Source')![1];
      const game = found.value.games.find((g) => g.tags.Source === source);
      expect(game?.ply, source).toBe(e.ply! - 1);
      expect(game?.cut).toMatch(
        new RegExp(`^cut at ply ${e.ply} \\(move ${e.moveNumber}\\): MOVE_ILLEGAL: `),
      );
    }
  });

  test('stats count the games kept in part; a record without a start keeps nothing', async () => {
    const s = await db.stats();
    expect(s).toMatchObject({ games: 3, cut: 3 });
    const all = await db.find({ limit: 0 });
    expect(all.ok && all.value.games.map((g) => g.tags.Source).sort()).toEqual([
      'CCPD/中局/00002173.pgn',
      'CCPD/中局/00002680.pgn',
      'CCPD/對局/電腦對局/電腦對局競賽/00000011.pgn',
    ]);
  });

  test('exported, a cut game reads back with its legal part and its tags', async () => {
    const out = await db.exportPgn({ limit: 0 });
    if (!out.ok) throw new Error(out.error.message);
    const back = parsePgn(out.value.pgn);
    expect(back.every((r) => r.ok)).toBe(true);
    const plies = back.map((r) => (r.ok ? [gameTag(r.value, 'Source'), r.value.moves.length] : []));
    const want = read.flatMap((r) =>
      !r.ok && r.error.ply !== undefined
        ? [[r.error.tags.find(([k]) => k === 'Source')![1], r.error.ply - 1]]
        : [],
    );
    expect(plies.sort()).toEqual(want.sort());
  });
});
