// What an import keeps of a record skipped as a duplicate (its file, number and every tag, against
// the game it repeats), the ECCO code it stores with each game, and the upgrade of a version 1
// collection. The sample: CCPD records (../../notation/test/fixtures/ccpd-sample.pgn.gz), where
// some games are filed under several Source paths.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { formatUci, INITIAL_FEN } from '@xq/core';
import { gameTag, parsePgn } from '@xq/notation';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decode, importedCollection, SAMPLE, scratch } from './collection.test-util';
import { type Collection, classifyOpening, openCollection } from './index';
import { prepare } from './open';
import { openSqliteStorage } from './sqlite';

const records = parsePgn(gunzipSync(readFileSync(SAMPLE))).flatMap((r) => (r.ok ? [r.value] : []));
let db: Collection;
let done: () => Promise<void>;

beforeAll(async () => {
  ({ db, done } = await importedCollection());
});
afterAll(() => done());

describe('duplicates keep their records', () => {
  test('the sample has duplicates, and every record reaching a position is named by a game found or its duplicates', async () => {
    const all = decode(records);
    const withDuplicates = [...all.entries()].filter(([, v]) => new Set(v.map((x) => x.source)).size > 1);
    expect(withDuplicates.length).toBeGreaterThan(0);
    let skipped = 0;
    for (const [fen, want] of [...all.entries()].slice(0, 400)) {
      const r = await db.find({ fen, limit: 0 });
      if (!r.ok) throw new Error(r.error.message);
      const named = r.value.games.flatMap((g) => [
        g.tags.Source,
        ...(g.duplicates ?? []).map((d) => {
          expect(d.file).toBe(SAMPLE);
          expect(d.record).toBeGreaterThan(0);
          return d.tags.Source;
        }),
      ]);
      skipped += r.value.games.reduce((n, g) => n + (g.duplicates?.length ?? 0), 0);
      expect(named.sort(), fen).toEqual([...new Set(want.map((w) => w.source))].sort());
    }
    expect(skipped).toBeGreaterThan(0);
  });

  test('a duplicate keeps every tag of its record, not only its Source', async () => {
    const start = await db.find({ fen: INITIAL_FEN, limit: 0 });
    if (!start.ok) throw new Error(start.error.message);
    const dups = start.value.games.flatMap((g) => g.duplicates ?? []);
    expect(dups.length).toBeGreaterThan(0);
    for (const d of dups) {
      const original = records.find((r) => gameTag(r, 'Source') === d.tags.Source)!;
      expect(d.tags).toEqual(Object.fromEntries(original.tags));
    }
  });
});

describe('the ECCO code stored with each game', () => {
  test('a game from the initial position is found by its code, as classifyOpening names it', async () => {
    const seen = new Set<string>();
    const count = new Map<string, number>();
    for (const r of records) {
      const moves = r.moves.map((m) => formatUci(m.move));
      const key = `${r.fen}|${moves.join(' ')}`;
      if (seen.has(key) || r.fen.split(' ')[0] !== INITIAL_FEN.split(' ')[0]) continue;
      seen.add(key);
      const o = classifyOpening(moves);
      if (!o.ok) throw new Error(o.error.message);
      count.set(o.value.code, (count.get(o.value.code) ?? 0) + 1);
    }
    expect(count.size).toBeGreaterThan(10);
    for (const [code, n] of count) {
      const found = await db.find({ opening: code, limit: 0 });
      expect(found.ok && found.value.total, code).toBe(n);
    }
    // The letter finds the family: every C code at once.
    const c = [...count].filter(([k]) => k.startsWith('C')).reduce((n, [, v]) => n + v, 0);
    const family = await db.find({ opening: 'C', limit: 0 });
    expect(family.ok && family.value.total).toBe(c);
  });
});

test('a version 1 collection (no duplicates table) is upgraded when opened', async () => {
  const t = scratch();
  const file = join(t.dir, 'v1.db');
  const s = openSqliteStorage(file);
  expect((await prepare(s, true)).ok).toBe(true);
  await s.exec('DROP TABLE duplicates');
  await s.all("UPDATE meta SET value = '1' WHERE name = 'version'");
  await s.close();
  const opened = await openCollection(file);
  if (!opened.ok) throw new Error(opened.error.message);
  const summary = await opened.value.importFiles([SAMPLE]);
  expect(summary.ok && summary.value.duplicates).toBeGreaterThan(0);
  await opened.value.close();
  const again = openSqliteStorage(file);
  const [v] = await again.all("SELECT value FROM meta WHERE name = 'version'");
  const [d] = await again.all('SELECT COUNT(*) AS n FROM duplicates');
  await again.close();
  t.done();
  expect(v?.value).toBe('2');
  expect(Number(d?.n)).toBe(summary.ok ? summary.value.duplicates : -1);
});
