// Hostile input to every public entry of a collection: wrong JS types (`__proto__` included),
// random queries and FENs, files that are not records, truncated records, a 100 MB line. Each
// answers a typed error or a result, never throws, and leaves the collection as it was.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fc, test } from '@fast-check/vitest';
import { gameOf, writeCbr, writeXqf } from '@xq/notation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE, scratch } from './collection.test-util';
import { type Collection, DB_ERROR_CODES, openCollection } from './index';

let tmp: ReturnType<typeof scratch>;
let db: Collection;
let before: unknown;

beforeAll(async () => {
  tmp = scratch();
  const o = await openCollection(join(tmp.dir, 'h.db'), { create: true });
  if (!o.ok) throw new Error(o.error.message);
  db = o.value;
  // A few hundred games: the sample's first 40 records.
  const text = gunzipSync(readFileSync(SAMPLE)).toString('utf8');
  const first = text
    .split(/(?=^\[Game )/m)
    .slice(0, 40)
    .join('');
  writeFileSync(join(tmp.dir, 'first.pgn'), first);
  const s = await db.importFiles([join(tmp.dir, 'first.pgn')]);
  if (!s.ok) throw new Error(s.error.message);
  before = await db.stats();
});
afterAll(async () => {
  await db.close();
  tmp.done();
});

const hostile = fc.oneof(
  fc.anything(),
  fc.constant({ ['__proto__']: { fen: 'x' } }),
  fc.constant(JSON.parse('{"__proto__": {"limit": -1}, "fen": 3}')),
  fc.record(
    {
      fen: fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constant('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w'),
      ),
      mirror: fc.anything(),
      pieces: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('Re4', 'Re a=0', 'P>=3,c<2', 'k=1')),
      player: fc.string({ maxLength: 10 }),
      from: fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('1980', '1990-05', '2001-10-22')),
      to: fc.oneof(fc.string({ maxLength: 10 }), fc.constant('1999')),
      result: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('1-0', '0-1', '1/2-1/2')),
      opening: fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('A', 'C4', 'E99')),
      limit: fc.oneof(fc.integer({ min: -5, max: 60 }), fc.double()),
      offset: fc.oneof(fc.integer({ min: -5, max: 60 }), fc.constant(Number.NaN)),
    },
    { requiredKeys: [] },
  ),
);

const isTyped = (r: { ok: boolean; error?: { code: string } }) =>
  r.ok || (DB_ERROR_CODES as readonly string[]).includes(r.error!.code);

describe('hostile queries', () => {
  test.prop([hostile], { numRuns: 150 })(
    'find, explore and exportPgn answer a result or a typed error',
    async (q) => {
      const f = await db.find(q);
      expect(isTyped(f)).toBe(true);
      if (f.ok) {
        expect(f.value.games.length).toBeLessThanOrEqual(f.value.total);
        expect(Number.isSafeInteger(f.value.total)).toBe(true);
      }
      const fen = typeof q === 'object' && q !== null && 'fen' in q ? (q as { fen: unknown }).fen : q;
      expect(isTyped(await db.explore(fen))).toBe(true);
      expect(isTyped(await db.exportPgn(q))).toBe(true);
    },
  );

  it('leaves the collection as it was', async () => {
    expect(await db.stats()).toEqual(before);
  });
});

describe('hostile files', () => {
  const game = gameOf([
    { from: 25, to: 22 },
    { from: 64, to: 67 },
  ]);
  const xqf = writeXqf(game);
  const cbr = writeCbr(game);

  test.prop([fc.constantFrom(xqf, cbr), fc.nat(), fc.uint8Array({ maxLength: 64 })], { numRuns: 25 })(
    'truncated and corrupted XQF and CBR records are refused with a reason, and nothing half-written stays',
    async (bytes, cut, noise) => {
      const file = join(tmp.dir, `bad-${cut}.rec`);
      const broken = new Uint8Array([...bytes.subarray(0, cut % bytes.length), ...noise]);
      writeFileSync(file, broken);
      const s = await db.importFiles([file]);
      expect(s.ok).toBe(true);
      if (!s.ok) return;
      // A record refused at a move may also be kept in part (counted in `cut` and in `added` or `duplicates`).
      expect(s.value.added + s.value.duplicates + s.value.refused.length).toBe(
        Math.max(s.value.records, s.value.refused.length) + s.value.cut,
      );
      for (const r of s.value.refused) expect(r.reason.length).toBeGreaterThan(0);
      const stats = await db.stats();
      // Every game stored has its positions: one row per ply and one for the start.
      expect(stats.positions).toBe(stats.plies + stats.games);
    },
  );

  it('a file of junk, a folder that does not exist and a 10 MB line are refused with reasons', async () => {
    const junk = join(tmp.dir, 'junk.pgn');
    writeFileSync(junk, 'this is not a record at all\n');
    const huge = join(tmp.dir, 'huge.pgn');
    // 10 MB here (13 s on the shared machine); a 100 MB line took 140 s there: linear, in @xq/notation's reader.
    writeFileSync(huge, `[Event "x"]\n\n1. ${'炮'.repeat((10 * 1024 * 1024) / 3)}\n`);
    const t0 = performance.now();
    const s = await db.importFiles([junk, huge, join(tmp.dir, 'missing')]);
    const ms = performance.now() - t0;
    if (!s.ok) throw new Error(s.error.message);
    expect(s.value.added).toBe(0);
    // A path that cannot be read is listed first (found while listing), then each file's refusals.
    expect(s.value.refused.map((r) => r.code)).toEqual([
      'DB_READ',
      'DB_UNKNOWN_FORMAT',
      expect.stringMatching(/^(MOVE|PGN)_/),
    ]);
    expect(ms).toBeLessThan(60_000);
    const stats = await db.stats();
    expect(stats.positions).toBe(stats.plies + stats.games);
  });

  it('importFiles and openCollection refuse what is not a list of names, with a typed error', async () => {
    for (const bad of [null, 'x', [3], [''], { length: 1 }])
      expect(await db.importFiles(bad as never)).toMatchObject({ ok: false, error: { code: 'DB_READ' } });
    for (const bad of [null, 3, '', {}])
      expect(await openCollection(bad as never)).toMatchObject({ ok: false, error: { code: 'DB_OPEN' } });
  });
});
