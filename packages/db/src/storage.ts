// The small storage interface a collection runs on: SQL with `?` placeholders, transactions, and
// the one bulk operation whose fastest form differs between engines (staging position rows).
import type { GameRow, PositionRows } from './ingest';

/**
 * A value SQL takes or answers: numbers (64-bit integers as `bigint` where they do not fit a
 * double), text, bytes, or null.
 * @example const v: SqlValue = 42n;
 * @category Storage
 */
export type SqlValue = number | bigint | string | Uint8Array | null;

/**
 * A database engine behind a collection: SQLite (`openSqliteStorage`) or PostgreSQL
 * (`openPostgresStorage`). Statements are written once with `?` placeholders; each engine
 * translates what it must.
 * @example
 * const s: Storage = openSqliteStorage(':memory:');
 * await s.all('SELECT 1 AS one'); // [{ one: 1 }]
 * @category Storage
 */
export interface Storage {
  /** Which SQL it speaks. */
  readonly dialect: 'sqlite' | 'postgres';
  /** Runs statements without parameters. */
  exec(sql: string): Promise<void>;
  /** Runs one statement with parameters; answers its rows. */
  all(sql: string, params?: readonly SqlValue[]): Promise<Record<string, SqlValue>[]>;
  /** Runs `fn` in one transaction: all its writes or none. */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /** Inserts position rows in the given order (sorted: see `sortedOrder`) with their flags (`repeatFlags`), inside a transaction. */
  insertPositions(rows: PositionRows, order: Uint32Array, flags: Uint8Array): Promise<void>;
  /** Inserts games with their ids (inside a transaction). */
  insertGames(games: readonly StoredGameRow[]): Promise<void>;
  /** Closes the connection; further calls fail. */
  close(): Promise<void>;
}

/**
 * A game row with the id it gets.
 * @example const id: StoredGameRow['id'] = 1;
 * @category Storage
 */
export interface StoredGameRow extends GameRow {
  /** The game's id. */
  readonly id: number;
}
