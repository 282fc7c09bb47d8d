import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { decode, distinctSample, scratch } from './collection.test-util';
import { openCollection } from './index';
import { prepare } from './open';
import { openSqliteStorage } from './sqlite';
import { BatchWriter } from './writer';

test('an import stopped after committing games, before writing their positions, is indexed when next opened', async () => {
  const t = scratch();
  const file = join(t.dir, 'cut.db');
  const storage = openSqliteStorage(file);
  expect((await prepare(storage, true)).ok).toBe(true);
  const writer = await BatchWriter.open(storage);
  const games = distinctSample().slice(0, 40);
  for (const [i, g] of games.entries())
    await writer.add(g, { source: 'x.pgn', record: i + 1, opening: () => null });
  await writer.flush({ path: 'x.pgn', size: 1, records: 40, complete: false });
  // The process dies here: the games are committed, their positions were never written.
  await storage.close();
  const [before] = await (async () => {
    const s = openSqliteStorage(file);
    const rows = await s.all(
      'SELECT (SELECT COUNT(*) FROM games) AS g, (SELECT COUNT(*) FROM positions) AS p',
    );
    await s.close();
    return rows;
  })();
  expect(before).toEqual({ g: 40, p: 0 });
  const opened = await openCollection(file);
  if (!opened.ok) throw new Error(opened.error.message);
  const expected = decode(games);
  const [fen, want] = [...expected.entries()].sort((a, b) => b[1].length - a[1].length)[10]!;
  const found = await opened.value.find({ fen, limit: 0 });
  expect(found.ok && found.value.total).toBe(new Set(want.map((w) => w.source)).size);
  const stats = await opened.value.stats();
  expect(stats.positions).toBe(games.reduce((n, g) => n + g.moves.length + 1, 0));
  await opened.value.close();
  t.done();
});

test('an SQLite database that is not a collection of ours is refused', async () => {
  const t = scratch();
  const file = join(t.dir, 'other.db');
  const s = openSqliteStorage(file);
  await s.exec('CREATE TABLE customers (name TEXT)');
  await s.close();
  const r = await openCollection(file, { create: true });
  expect(!r.ok && r.error.code).toBe('DB_NOT_A_DATABASE');
  t.done();
});

test('the lock a killed process left behind is cleared when its owner no longer runs; a live owner keeps it', async () => {
  const t = scratch();
  const file = join(t.dir, 'killed.db');
  const created = await openCollection(file, { create: true });
  if (!created.ok) throw new Error(created.error.message);
  await created.value.close();
  // What a killed import leaves: the binding's lock folder and our owner file naming its process.
  const dead = spawnSync(process.execPath, [
    '-e',
    'process.stdout.write(String(process.pid))',
  ]).stdout.toString();
  mkdirSync(`${file}.lock`);
  writeFileSync(`${file}.xq-pid`, dead);
  const reopened = await openCollection(file);
  expect(reopened.ok).toBe(true);
  if (reopened.ok) await reopened.value.close();
  // A lock held by a running process (this one) is respected.
  mkdirSync(`${file}.lock`);
  writeFileSync(`${file}.xq-pid`, String(process.pid));
  const busy = await openCollection(file);
  expect(!busy.ok && busy.error.code).toBe('DB_OPEN');
  t.done();
});
