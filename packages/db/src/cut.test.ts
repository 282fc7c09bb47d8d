// A record refused at a move keeps its legal part, marked as cut (issue 44: "the import goes on; a
// record's legal part is kept and marked"). The records: ccpd-bad.pgn of @xq/notation's fixtures,
// three real CCPD records with a move that is not legal where it stands (its README).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fc, test as fcTest } from '@fast-check/vitest';
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

describe('fuzzed: a real record with a word of its movetext replaced', () => {
  // The base: ccpd-bad.pgn's second record (CCPD/中局/00002173.pgn, refused at its move 9).
  const text = readFileSync(BAD, 'utf8').split(/(?=^\[Game )/mu)[1]!;
  const words = text.split(/(?<=\s)/u);
  fcTest.prop([fc.nat(), fc.constantFrom('車九進九', 'xyz', '??', '馬二進三', '')], { numRuns: 20 })(
    'the legal part before the first refused move is kept, marked, and every stored game has its positions',
    async (at, word) => {
      const i = words.length - 1 - (at % Math.min(words.length, 60));
      const broken = [...words.slice(0, i), `${word} `, ...words.slice(i + 1)].join('');
      const file = join(tmp.dir, `fuzz-${at}.pgn`);
      writeFileSync(file, broken);
      const mine = parsePgn(broken);
      const o = await openCollection(':memory:', { create: true });
      if (!o.ok) throw new Error(o.error.message);
      const s = await o.value.importFiles([file]);
      const stats = await o.value.stats();
      await o.value.close();
      if (!s.ok) throw new Error(s.error.message);
      expect(stats.positions).toBe(stats.plies + stats.games);
      // What the reader says, record by record (a broken tag may split the text in two records).
      const kept = mine.map((r) => (r.ok ? 0 : Math.max(0, (r.error.ply ?? 1) - 1)));
      const plies = mine.map((r, k) => (r.ok ? r.value.moves.length : kept[k]!));
      expect(s.value.cut).toBe(kept.filter((n) => n > 0).length);
      expect(stats.plies).toBe(plies.reduce((a, b) => a + b, 0));
    },
  );
});
