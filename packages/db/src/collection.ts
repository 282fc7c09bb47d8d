// A collection of games: the object users hold. It owns its storage, checks every input, and
// answers `{ ok, value | error }` for anything input can get wrong.
import type { Result } from '@xq/core';
import { writePgn } from '@xq/notation';
import { type DbError, fail } from './errors';
import { type ImportOptions, type ImportSummary, importPaths } from './import';
import { prepare } from './open';
import { checkQuery } from './query';
import {
  type ExploreResult,
  exploreRows,
  type FindResult,
  findByPieces,
  findRows,
  queryBoard,
  queryKeys,
  recordsOf,
  tagsOf,
} from './search';
import { openSqliteStorage } from './sqlite';
import type { Storage } from './storage';

/**
 * What a collection holds.
 * @example const s: CollectionStats = { games: 0, positions: 0, plies: 0, red: 0, draw: 0, black: 0, unknown: 0, cut: 0, duplicates: 0, files: 0, bytes: 0 };
 * @category Collection
 */
export interface CollectionStats {
  /** Games. */
  readonly games: number;
  /** Position rows (one per game and ply, the start included). */
  readonly positions: number;
  /** Moves in all games. */
  readonly plies: number;
  /** Games red won. */
  readonly red: number;
  /** Games drawn. */
  readonly draw: number;
  /** Games black won. */
  readonly black: number;
  /** Games without a result. */
  readonly unknown: number;
  /** Games kept in part: records refused at a move, their moves before it stored (`note` says where). */
  readonly cut: number;
  /** Records skipped as duplicates of a stored game (same start and moves), kept with their tags. */
  readonly duplicates: number;
  /** Files imported whole. */
  readonly files: number;
  /** The database's size in bytes (SQLite: the file; PostgreSQL: the tables). */
  readonly bytes: number;
}

/**
 * Games exported: how many, and the PGN text.
 * @example const e: PgnExport = { games: 0, pgn: '' };
 * @category Collection
 */
export interface PgnExport {
  /** Games written. */
  readonly games: number;
  /** The PGN text (Chinese notation). */
  readonly pgn: string;
}

const now = (): number => performance.now();

/** Makes a collection over a prepared storage (set by the class, whose constructor is private). */
let wrap: (storage: Storage) => Collection;

/**
 * A collection of Xiangqi games in a database: import, search by position, pieces and tags,
 * explore the moves played from a position, export as PGN.
 * @example
 * const opened = await openCollection(':memory:', { create: true });
 * if (opened.ok) {
 *   const db = opened.value;
 *   (await db.stats()).games; // 0
 *   await db.close();
 * }
 * @category Collection
 */
export class Collection {
  private closed = false;
  private constructor(private readonly storage: Storage) {}
  static {
    // Only openCollection and openCollectionOn make one, after preparing its storage.
    wrap = (storage) => new Collection(storage);
  }

  /**
   * Imports record files and folders (PGN, `.pgn.gz`, XQF, CBR, CBL, DhtmlXQ, any encoding
   * @xq/notation detects): duplicates skipped, refused records listed; resumable.
   * @example
   * // const s = await db.importFiles(['games/']); s.ok && s.value.added
   */
  async importFiles(
    paths: readonly string[],
    options: ImportOptions = {},
  ): Promise<Result<ImportSummary, DbError>> {
    if (this.closed) return fail('DB_CLOSED', 'the collection is closed');
    if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string' && p !== ''))
      return fail('DB_READ', 'paths must be an array of file or folder names');
    return { ok: true, value: await importPaths(this.storage, paths, options, now) };
  }

  /**
   * Finds games: by position (and mirror), pieces, tags; one page, the total and the time taken.
   * @example
   * // await db.find({ fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w', limit: 10 })
   */
  async find(query: unknown): Promise<Result<FindResult, DbError>> {
    if (this.closed) return fail('DB_CLOSED', 'the collection is closed');
    const t0 = now();
    const checked = checkQuery(query);
    if (!checked.ok) return checked;
    const q = checked.value;
    const fen = (query as { fen?: string }).fen;
    let keys: bigint[] | undefined;
    if (fen !== undefined) {
      const board = queryBoard(fen);
      if (!board.ok) return board;
      keys = queryKeys(board.value, (query as { mirror?: unknown }).mirror === true);
    }
    const found = q.pieces
      ? await findByPieces(this.storage, q, q.pieces, keys)
      : await findRows(this.storage, q, keys);
    const tags = await tagsOf(
      this.storage,
      found.rows.map((r) => r.id),
    );
    const games = found.rows.map((r) => ({ id: r.id, ply: r.ply, ...(tags.get(r.id) ?? { tags: {} }) }));
    return { ok: true, value: { total: found.total, ms: Math.round((now() - t0) * 10) / 10, games } };
  }

  /**
   * The moves played from a position, with the games and their results.
   * @example
   * // await db.explore('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w')
   */
  async explore(fen: unknown): Promise<Result<ExploreResult, DbError>> {
    if (this.closed) return fail('DB_CLOSED', 'the collection is closed');
    const t0 = now();
    const board = queryBoard(fen);
    if (!board.ok) return board;
    const moves = await exploreRows(this.storage, queryKeys(board.value, false));
    return { ok: true, value: { ms: Math.round((now() - t0) * 10) / 10, moves } };
  }

  /**
   * The games a query finds (every page unless it says `limit`), as PGN text.
   * @example
   * // const pgn = await db.exportPgn({ player: '胡榮華', limit: 0 })
   */
  async exportPgn(query: unknown): Promise<Result<PgnExport, DbError>> {
    const found = await this.find(query);
    if (!found.ok) return found;
    const records = await recordsOf(
      this.storage,
      found.value.games.map((g) => g.id),
    );
    return { ok: true, value: { games: records.length, pgn: writePgn(records) } };
  }

  /**
   * Counts of what the collection holds.
   * @example // (await db.stats()).games
   */
  async stats(): Promise<CollectionStats> {
    const one = async (sql: string): Promise<Record<string, unknown>> =>
      (await this.storage.all(sql))[0] ?? {};
    const g = await one(`SELECT COUNT(*) AS games, COALESCE(SUM(plies), 0) AS plies,
  SUM(CASE WHEN result = 1 THEN 1 ELSE 0 END) AS red, SUM(CASE WHEN result = 0 THEN 1 ELSE 0 END) AS draw,
  SUM(CASE WHEN result = 2 THEN 1 ELSE 0 END) AS black, SUM(CASE WHEN note IS NULL THEN 0 ELSE 1 END) AS cut FROM games`);
    const p = await one('SELECT COUNT(*) AS n FROM positions');
    const f = await one('SELECT COUNT(*) AS n FROM imports WHERE complete = 1');
    const d = await one('SELECT COUNT(*) AS n FROM duplicates');
    const size =
      this.storage.dialect === 'sqlite'
        ? await one('SELECT page_count * page_size AS n FROM pragma_page_count(), pragma_page_size()')
        : await one("SELECT pg_total_relation_size('games') + pg_total_relation_size('positions') AS n");
    const games = Number(g.games ?? 0);
    const [red, draw, black] = [Number(g.red ?? 0), Number(g.draw ?? 0), Number(g.black ?? 0)];
    return {
      games,
      positions: Number(p.n ?? 0),
      plies: Number(g.plies ?? 0),
      red,
      draw,
      black,
      unknown: games - red - draw - black,
      cut: Number(g.cut ?? 0),
      duplicates: Number(d.n ?? 0),
      files: Number(f.n ?? 0),
      bytes: Number(size.n ?? 0),
    };
  }

  /**
   * Closes the collection; its methods then answer `DB_CLOSED`.
   * @example // await db.close()
   */
  async close(): Promise<void> {
    this.closed = true;
    await this.storage.close();
  }
}

/**
 * Opens a collection in an SQLite file (`':memory:'` for one in memory). A missing file is
 * created when `create` is set (as `xq db import` does), else refused; a file that is not a
 * collection of ours is refused (`DB_NOT_A_DATABASE`) and left untouched.
 * @example
 * const r = await openCollection(':memory:', { create: true });
 * r.ok; // true
 * @category Collection
 */
export async function openCollection(
  path: string,
  options: { readonly create?: boolean } = {},
): Promise<Result<Collection, DbError>> {
  if (typeof path !== 'string' || path === '') return fail('DB_OPEN', 'the database must be a file name');
  let storage: Storage;
  try {
    storage = openSqliteStorage(path, { mustExist: options.create !== true && path !== ':memory:' });
  } catch (e) {
    const message = String((e as Error)?.message ?? e);
    if (/not a database/i.test(message))
      return fail('DB_NOT_A_DATABASE', `not a database: ${JSON.stringify(path)}`);
    return fail('DB_OPEN', `cannot open ${JSON.stringify(path)}: ${message}`);
  }
  return openCollectionOn(storage, options);
}

/**
 * A collection on a storage already opened (PostgreSQL, or an SQLite storage of one's own).
 * @example
 * const r = await openCollectionOn(openSqliteStorage(':memory:'), { create: true });
 * r.ok; // true
 * @category Collection
 */
export async function openCollectionOn(
  storage: Storage,
  options: { readonly create?: boolean } = {},
): Promise<Result<Collection, DbError>> {
  const ready = await prepare(storage, options.create === true);
  if (!ready.ok) {
    await storage.close();
    return ready;
  }
  return { ok: true, value: wrap(storage) };
}
