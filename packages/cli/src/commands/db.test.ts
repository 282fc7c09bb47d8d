import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parsePgn } from '@xq/notation';
import { afterAll, describe, expect, test } from 'vitest';
import { runCommand as run } from '../fake-io';
import type { Io } from '../io';
import { main } from '../main';
import { dbCommand } from './db';

// The CCPD sample of @xq/notation's fixtures (source and licence in its README).
const SAMPLE = join(import.meta.dirname, '../../../notation/test/fixtures/ccpd-sample.pgn.gz');
const BAD = join(import.meta.dirname, '../../../notation/test/fixtures/ccpd-bad.pgn');
const INITIAL = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w';
const dir = mkdtempSync(join(tmpdir(), 'xq-cli-db-'));
const DB = join(dir, 'games.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('xq db', () => {
  test('import prints a summary with the refused records; --json the same as data', async () => {
    const r = await run(dbCommand, ['import', DB, SAMPLE, BAD, '--json']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out);
    expect(s.records).toBe(312);
    // The three records refused at a move are also kept in part (their moves before it).
    expect(s.cut).toBe(3);
    expect(s.added + s.duplicates + s.refused.length).toBe(312 + s.cut);
    expect(s.refused[1]).toMatchObject({ file: BAD, game: 2, move: 9, code: 'MOVE_ILLEGAL' });
    const stats = await run(dbCommand, ['stats', DB, '--json']);
    expect(JSON.parse(stats.out).cut).toBe(3);
    expect(JSON.parse(stats.out).duplicates).toBe(s.duplicates);
    expect((await run(dbCommand, ['stats', DB, '--lang', 'vi'])).out).toMatch(/^bản ghi trùng: \d+$/m);
    expect((await run(dbCommand, ['stats', DB, '--lang', 'vi'])).out).toMatch(/^giữ một phần: 3$/m);
    // Found at the position where its move was refused (the reader names it), the game says so.
    const refused = parsePgn(readFileSync(BAD)).flatMap((g) =>
      !g.ok && g.error.ply === 18 ? [g.error] : [],
    );
    const fen = refused[0]!.fen!.split(' ').slice(0, 2).join(' ');
    const cut = JSON.parse((await run(dbCommand, ['find', DB, '--fen', fen, '--json'])).out);
    expect(cut.games.map((g: { ply: number; cut?: string }) => [g.ply, g.cut?.slice(0, 14)])).toEqual([
      [17, 'cut at ply 18 '],
    ]);
    expect((await run(dbCommand, ['find', DB, '--fen', fen])).out).toMatch(/ {2}\(kept in part\)$/m);
    expect((await run(dbCommand, ['find', DB, '--fen', fen, '--lang', 'vi'])).out).toMatch(
      / {2}\(giữ một phần\)$/m,
    );
    const again = await run(dbCommand, ['import', DB, SAMPLE, '--lang', 'vi']);
    expect(again.out).toMatch(/đã nhập trước đây/);
    expect(again.out).not.toMatch(/\b(?:red|black|added)\b/);
  });

  test('find --fen: {total, ms, games: [{id, tags, ply}]}, paged; explore: the moves with results', async () => {
    const all = JSON.parse(
      (await run(dbCommand, ['find', DB, '--fen', INITIAL, '--limit', '0', '--json'])).out,
    );
    expect(Object.keys(all)).toEqual(['total', 'ms', 'games']);
    expect(all.games.length).toBe(all.total);
    expect(all.games[0]).toMatchObject({ ply: 0 });
    expect(typeof all.games[0].tags.Source).toBe('string');
    // Every record of the sample from the initial position is named once: a game's Source, or a
    // duplicate's (skipped at import, kept against the game it repeats).
    type Found = { tags: { Source: string }; duplicates?: { file: string; tags: { Source: string } }[] };
    const named = all.games.flatMap((g: Found) => [
      g.tags.Source,
      ...(g.duplicates ?? []).map((d) => d.tags.Source),
    ]);
    const fromStart = parsePgn(gunzipSync(readFileSync(SAMPLE))).flatMap((g) =>
      g.ok && g.value.fen.startsWith(INITIAL.split(' ')[0]!)
        ? [g.value.tags.find(([k]) => k === 'Source')![1]]
        : [],
    );
    expect(fromStart.length).toBeGreaterThan(100);
    expect(new Set(named).size).toBe(named.length);
    expect(named).toEqual(expect.arrayContaining(fromStart));
    const withDup = all.games.find((g: Found) => g.duplicates !== undefined) as Found;
    expect(withDup.duplicates![0]!.file).toBe(SAMPLE);
    const text = await run(dbCommand, ['find', DB, '--fen', INITIAL, '--limit', '0', '--lang', 'vi']);
    expect(text.out).toMatch(/ {2}\(\+\d+ bản ghi trùng\)$/m);
    // The ECCO code stored at import: --opening finds by it (C: the screen horses' family).
    const c = JSON.parse(
      (await run(dbCommand, ['find', DB, '--opening', 'C', '--limit', '0', '--json'])).out,
    );
    expect(c.total).toBeGreaterThan(0);
    expect(c.total).toBeLessThan(all.total);
    const page = JSON.parse(
      (await run(dbCommand, ['find', DB, '--fen', INITIAL, '--limit', '5', '--offset', '5', '--json'])).out,
    );
    expect(page.games.map((g: { id: number }) => g.id)).toEqual(
      all.games.slice(5, 10).map((g: { id: number }) => g.id),
    );
    const e = JSON.parse((await run(dbCommand, ['explore', DB, '--fen', INITIAL, '--json'])).out);
    expect(Object.keys(e)).toEqual(['ms', 'moves']);
    const sum = e.moves.reduce((n: number, m: { games: number }) => n + m.games, 0);
    // Every game from the initial position plays a first move, except those with no moves.
    expect(sum).toBeLessThanOrEqual(all.total);
    expect(e.moves[0].move).toBe('h2e2');
    const vi = await run(dbCommand, ['explore', DB, '--fen', INITIAL, '--lang', 'vi']);
    expect(vi.out).toMatch(/Trắng thắng/);
    expect(vi.out).not.toMatch(/Đỏ|\bred\b/);
  });

  test('export writes the games found as PGN that reads back', async () => {
    const out = join(dir, 'out.pgn');
    const files = new Map<string, string | Uint8Array>();
    const io: Io = {
      out: () => {},
      err: () => {},
      readStdin: async () => '',
      readFile: async (p) => readFileSync(p),
      writeFile: async (p, d) => {
        files.set(p, d);
      },
      isTty: false,
      now: () => 0,
    };
    expect(await main(['db', 'export', DB, '--player', '胡', '--out', out], io)).toBe(0);
    const games = parsePgn(String(files.get(out)));
    const found = JSON.parse(
      (await run(dbCommand, ['find', DB, '--player', '胡', '--limit', '0', '--json'])).out,
    );
    expect(games.length).toBe(found.total);
    expect(games.every((g) => g.ok)).toBe(true);
  });

  test('bad input: typed errors, exit status 1; bad usage: 2', async () => {
    const notDb = await run(dbCommand, ['find', SAMPLE, '--fen', INITIAL, '--json']);
    expect(notDb.code).toBe(1);
    expect(JSON.parse(notDb.out).error.code).toBe('DB_NOT_A_DATABASE');
    const badFen = await run(dbCommand, ['find', DB, '--fen', 'nonsense']);
    expect(badFen.code).toBe(1);
    expect(badFen.err).toMatch(/DB_BAD_FEN/);
    expect((await run(dbCommand, ['find', DB, '--limit', '-3'])).code).toBe(2);
    expect((await run(dbCommand, ['explore', DB])).code).toBe(2);
    const stats = JSON.parse((await run(dbCommand, ['stats', DB, '--json'])).out);
    expect(stats.games).toBeGreaterThan(0);
  });
});
