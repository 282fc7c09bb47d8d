// The PostgreSQL adapter against a real server (opt-in: XQ_POSTGRES=1; .ci/run sets it with
// Debian's `postgresql` installed): initdb into a temporary folder, listening on loopback only,
// started before and stopped after. The same import and queries as on SQLite give the same answers.
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BAD, SAMPLE, scratch } from '../src/collection.test-util';
import { type Collection, openCollection, openCollectionOn, openPostgresStorage } from '../src/index';

const PORT = 54329;
const dir = mkdtempSync(join(tmpdir(), 'xq-pg-'));
const data = join(dir, 'data');
/** initdb and the server refuse to run as root: as root they run as the `postgres` user. */
const asServer = (cmd: string, args: string[]) => {
  const root = process.getuid?.() === 0;
  const r = spawnSync(root ? 'runuser' : cmd, root ? ['-u', 'postgres', '--', cmd, ...args] : args, {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr || r.stdout || r.error}`);
};

let pg: Collection;
let lite: Collection;
const files = scratch();

beforeAll(async () => {
  if (process.getuid?.() === 0) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    chownSync(dir, Number(id), Number(gid));
  }
  asServer('initdb', ['-D', data, '-A', 'trust', '-U', 'xq', '--no-sync']);
  asServer('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  const storage = await openPostgresStorage({
    host: '127.0.0.1',
    port: PORT,
    user: 'xq',
    database: 'postgres',
  });
  const p = await openCollectionOn(storage, { create: true });
  if (!p.ok) throw new Error(p.error.message);
  pg = p.value;
  const l = await openCollection(join(files.dir, 'same.db'), { create: true });
  if (!l.ok) throw new Error(l.error.message);
  lite = l.value;
}, 120_000);

afterAll(async () => {
  await pg?.close();
  await lite?.close();
  try {
    asServer('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    files.done();
  }
});

const INITIAL = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w';

test('the same import and the same queries answer the same on PostgreSQL as on SQLite', async () => {
  const a = await pg.importFiles([SAMPLE, BAD]);
  const b = await lite.importFiles([SAMPLE, BAD]);
  if (!a.ok || !b.ok) throw new Error('import failed');
  expect({ ...a.value, ms: 0 }).toEqual({ ...b.value, ms: 0 });
  const { bytes: _x, ...sa } = await pg.stats();
  const { bytes: _y, ...sb } = await lite.stats();
  expect(sa).toEqual(sb);
  const queries: object[] = [
    { fen: INITIAL, limit: 0 },
    { fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C4C2/9/RNBAKABNR b', mirror: true, limit: 0 },
    { player: '胡', result: '1-0', limit: 0 },
    { from: '1980', to: '1989', limit: 7, offset: 3 },
    { pieces: 'Re a=0', limit: 0 },
  ];
  for (const q of queries) {
    const x = await pg.find(q);
    const y = await lite.find(q);
    if (!x.ok || !y.ok) throw new Error('find failed');
    expect({ ...x.value, ms: 0 }, JSON.stringify(q)).toEqual({ ...y.value, ms: 0 });
  }
  const e1 = await pg.explore(INITIAL);
  const e2 = await lite.explore(INITIAL);
  expect(e1.ok && e1.value.moves).toEqual(e2.ok && e2.value.moves);
  const x1 = await pg.exportPgn({ fen: INITIAL, limit: 5 });
  const x2 = await lite.exportPgn({ fen: INITIAL, limit: 5 });
  expect(x1.ok && x1.value.pgn).toBe(x2.ok && x2.value.pgn);
  // A second import of the same file is skipped there too.
  const again = await pg.importFiles([SAMPLE]);
  expect(again.ok && again.value.skippedFiles).toBe(1);
}, 300_000);
