import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Position } from '@xq/core';
import { gameTag, parsePgn } from '@xq/notation';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  BAD,
  decode,
  distinctSample,
  importedCollection,
  placement,
  SAMPLE,
  scratch,
} from './collection.test-util';
import { type Collection, openCollection } from './index';

let tmp: { dir: string };
let db: Collection;
const expected = decode(distinctSample());

beforeAll(async () => {
  const made = await importedCollection();
  db = made.db;
  tmp = made;
  return made.done;
});

const sources = (games: readonly { tags: Readonly<Record<string, string>> }[]) =>
  games.map((g) => g.tags.Source).sort();

/** Positions of the sample, from the most frequent to ones a single game reaches. */
function samplePositions(): string[] {
  const byCount = [...expected.entries()].sort((a, b) => b[1].length - a[1].length);
  const unique = byCount.filter(([, v]) => v.length === 1);
  return [...byCount.slice(0, 5), ...byCount.slice(40, 45), ...unique.slice(0, 5), ...unique.slice(-5)].map(
    ([k]) => k,
  );
}

describe('import', () => {
  test('every record is added, skipped as a duplicate or refused, and the summary says which', async () => {
    const t = scratch();
    const o = await openCollection(join(t.dir, 'a.db'), { create: true });
    if (!o.ok) throw new Error(o.error.message);
    const s = await o.value.importFiles([SAMPLE, BAD]);
    await o.value.close();
    t.done();
    if (!s.ok) throw new Error(s.error.message);
    const v = s.value;
    expect(v.records).toBe(308 + 4);
    // The three records refused at a move keep their legal part (the FEN without a king has none).
    expect(v.cut).toBe(3);
    expect(v.added).toBe(distinctSample().length + v.cut);
    expect(v.added + v.duplicates + v.refused.length).toBe(v.records + v.cut);
    // ccpd-bad.pgn: three illegal moves and a FEN without a black king (its README).
    expect(v.refused.map((r) => [r.game, r.move, r.code])).toEqual([
      [1, undefined, 'PGN_BAD_FEN'],
      [2, 9, 'MOVE_ILLEGAL'],
      [3, 10, 'MOVE_ILLEGAL'],
      [4, 58, 'MOVE_ILLEGAL'],
    ]);
    expect(v.refused.every((r) => r.file === BAD && r.reason.length > 0)).toBe(true);
  });

  test('a file imported whole is skipped the second time; nothing is added twice', async () => {
    const again = await db.importFiles([SAMPLE]);
    expect(again.ok && again.value).toMatchObject({ skippedFiles: 1, added: 0, records: 0 });
    const copy = join(tmp.dir, 'copy.pgn.gz');
    copyFileSync(SAMPLE, copy);
    const dup = await db.importFiles([copy]);
    expect(dup.ok && dup.value).toMatchObject({ added: 0, records: 308 });
    expect(dup.ok && dup.value.duplicates).toBe(308 - 0 - (dup.ok ? dup.value.refused.length : 0));
  });
});

describe('position search', () => {
  test('the games that reach a position, with the ply, exactly as an independent replay finds them', async () => {
    for (const fen of samplePositions()) {
      const r = await db.find({ fen, limit: 0 });
      if (!r.ok) throw new Error(r.error.message);
      const want = expected.get(fen)!;
      const first = new Map<string, number>();
      for (const w of want) if (!first.has(w.source)) first.set(w.source, w.ply);
      expect(r.value.total, fen).toBe(first.size);
      expect(sources(r.value.games), fen).toEqual([...first.keys()].sort());
      for (const g of r.value.games) expect(g.ply).toBe(first.get(g.tags.Source!));
    }
  });

  test('paging: pages of a result put together are the result', async () => {
    const fen = samplePositions()[0]!;
    const all = await db.find({ fen, limit: 0 });
    const pages = [];
    for (let offset = 0; ; offset += 7) {
      const page = await db.find({ fen, limit: 7, offset });
      if (!page.ok || page.value.games.length === 0) break;
      pages.push(...page.value.games);
    }
    expect(all.ok && pages.map((g) => g.id)).toEqual(all.ok && all.value.games.map((g) => g.id));
  });

  test('a position no game reaches finds nothing; --mirror adds the mirror image', async () => {
    const none = await db.find({ fen: '3k5/9/9/9/9/9/9/9/9/4K4 w' });
    expect(none.ok && none.value.total).toBe(0);
    // 炮二平五 (h2e2) and its mirror 炮八平五 (b2e2): each found under the other with mirror.
    const right = placement(Position.initial().play({ from: 25, to: 22 }));
    const left = placement(Position.initial().play({ from: 19, to: 22 }));
    const r = await db.find({ fen: right, limit: 0 });
    const l = await db.find({ fen: left, limit: 0 });
    const both = await db.find({ fen: right, mirror: true, limit: 0 });
    if (!r.ok || !l.ok || !both.ok) throw new Error('search failed');
    expect(r.value.total).toBe(new Set((expected.get(right) ?? []).map((x) => x.source)).size);
    expect(sources(both.value.games)).toEqual(
      [...new Set([...sources(r.value.games), ...sources(l.value.games)])].sort(),
    );
  });
});

describe('explorer', () => {
  test('the moves from a position, each with its games and results, as the independent replay counts them', async () => {
    for (const fen of samplePositions().slice(0, 8)) {
      const e = await db.explore(fen);
      if (!e.ok) throw new Error(e.error.message);
      const want = new Map<string, { games: Set<string>; red: number; draw: number; black: number }>();
      for (const w of expected.get(fen)!) {
        if (!w.next) continue;
        const m = want.get(w.next) ?? { games: new Set<string>(), red: 0, draw: 0, black: 0 };
        if (!m.games.has(w.source)) {
          m.games.add(w.source);
          if (w.result === '1-0') m.red++;
          else if (w.result === '0-1') m.black++;
          else if (w.result === '1/2-1/2') m.draw++;
        }
        want.set(w.next, m);
      }
      const got = Object.fromEntries(e.value.moves.map((m) => [m.move, [m.games, m.red, m.draw, m.black]]));
      const exp = Object.fromEntries([...want].map(([k, m]) => [k, [m.games.size, m.red, m.draw, m.black]]));
      expect(got, fen).toEqual(exp);
    }
  });
});

describe('tags and pieces', () => {
  test('player, result and dates select the games whose tags say so', async () => {
    const games = distinctSample();
    const name = gameTag(games[0]!, 'Red')!;
    const r = await db.find({ player: name, result: '1-0', limit: 0 });
    const want = games.filter(
      (g) => (gameTag(g, 'Red')?.includes(name) || gameTag(g, 'Black')?.includes(name)) && g.result === '1-0',
    );
    expect(r.ok && sources(r.value.games)).toEqual(
      sources(want.map((g) => ({ tags: Object.fromEntries(g.tags) }))),
    );
    const dated = await db.find({ from: '1980', to: '1989', limit: 0 });
    const inEighties = games.filter((g) => /^198\d/.test((gameTag(g, 'Date') ?? '').trim()));
    expect(dated.ok && dated.value.total).toBe(inEighties.length);
  });

  test('pieces: a red rook on the e-file with black without advisors, as a scan of every position says', async () => {
    const r = await db.find({ pieces: 'Re a=0', limit: 0 });
    const want: string[] = [];
    for (const g of distinctSample()) {
      const p0 = Position.fromFen(g.fen, { mode: 'lenient' });
      if (!p0.ok) continue;
      let p = p0.value;
      for (let ply = 0; ply <= g.moves.length; ply++) {
        const squares = Array.from({ length: 90 }, (_, s) => p.piece(s));
        const rookOnE = squares.some((x, s) => x?.color === 'red' && x.role === 'rook' && s % 9 === 4);
        const advisors = squares.filter((x) => x?.color === 'black' && x.role === 'advisor').length;
        if (rookOnE && advisors === 0) {
          want.push(gameTag(g, 'Source')!);
          break;
        }
        const m = g.moves[ply]?.move;
        if (m) p = p.play(m);
      }
    }
    expect(r.ok && sources(r.value.games)).toEqual(want.sort());
  });
});

describe('export', () => {
  test('a result exported as PGN reads back as the same games', async () => {
    const fen = samplePositions()[3]!;
    const found = await db.find({ fen, limit: 0 });
    const out = await db.exportPgn({ fen, limit: 0 });
    if (!out.ok || !found.ok) throw new Error('export failed');
    const back = parsePgn(out.value.pgn);
    expect(back.every((b) => b.ok)).toBe(true);
    const bySource = new Map(distinctSample().map((g) => [gameTag(g, 'Source'), g]));
    for (const b of back) {
      if (!b.ok) continue;
      const original = bySource.get(gameTag(b.value, 'Source'))!;
      expect(b.value.moves.map((n) => n.move)).toEqual(original.moves.map((n) => n.move));
      expect(b.value.result).toBe(original.result);
    }
    expect(back.length).toBe(found.value.total);
  });
});

describe('bad input', () => {
  let t: ReturnType<typeof scratch>;
  afterEach(() => t?.done());

  test('a file that is not a database, or a database that is not ours, is refused and left untouched', async () => {
    t = scratch();
    const text = join(t.dir, 'notes.db');
    writeFileSync(text, 'not a database at all\n'.repeat(100));
    const before = readFileSync(text);
    const r = await openCollection(text, { create: true });
    expect(!r.ok && r.error.code).toBe('DB_NOT_A_DATABASE');
    expect(readFileSync(text)).toEqual(before);
    const missing = await openCollection(join(t.dir, 'missing.db'));
    expect(!missing.ok && missing.error.code).toBe('DB_OPEN');
  });

  test('a query position that is not a position, or a query that is not one, is a typed error', async () => {
    for (const fen of ['', 'xyz', 'rnbakabnr/9 w', 'x'.repeat(10_000)]) {
      const r = await db.find({ fen });
      expect(!r.ok && r.error.code, fen.slice(0, 20)).toBe('DB_BAD_FEN');
      const e = await db.explore(fen);
      expect(!e.ok && e.error.code).toBe('DB_BAD_FEN');
    }
    for (const q of [
      null,
      3,
      'x',
      [],
      { limit: -1 },
      { offset: 1.5 },
      { result: 'win' },
      { from: '82' },
      { opening: 'Z9' },
      { pieces: 'Qe4' },
      { player: 7 },
    ])
      expect((await db.find(q)) as unknown).toMatchObject({ ok: false, error: { code: 'DB_BAD_QUERY' } });
  });
});
