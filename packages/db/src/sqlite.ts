// The SQLite storage: node-sqlite3-wasm (SQLite compiled to WebAssembly, reading and writing a
// real file through node:fs; see the README for why this binding).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import sqlite3 from 'node-sqlite3-wasm';
import { gameJson } from './game-json';
import type { PositionRows } from './ingest';
import type { SqlValue, Storage, StoredGameRow } from './storage';

/**
 * Position rows a statement inserts, seven values bound a row: measured fastest with this binding
 * (about 1 µs a row; a JSON text parsed by json_each took 6 µs, literal SQL 3 µs).
 */
const ROWS_A_STATEMENT = 100;
const INSERT_POSITIONS = 'INSERT INTO positions (key, game, ply, move, result, flags) VALUES ';
/** The key from its two halves, as `keyOf` computes it in JS. */
const POSITION_VALUES = '((? << 32) | (? & 4294967295), ?, ?, ?, ?, ?)';
const WIDTH = 7;

function putRow(rows: PositionRows, i: number, flags: number, values: (number | null)[], at: number): void {
  values[at] = rows.hi[i]!;
  values[at + 1] = rows.lo[i]!;
  values[at + 2] = rows.game[i]!;
  values[at + 3] = rows.ply[i]!;
  values[at + 4] = rows.move[i]!;
  const r = rows.result[i]!;
  values[at + 5] = r < 0 ? null : r;
  values[at + 6] = flags;
}

const GAMES_SQL = `INSERT INTO games (id, digest, fen, moves, plies, result, red, black, event, date, opening,
  tags, source, record, note)
SELECT value->>0, (value->>1 << 32) | (value->>2 & 4294967295), value->>3, unhex(value->>4), value->>5,
  value->>6, value->>7, value->>8, value->>9, value->>10, value->>11, value->>12, value->>13, value->>14,
  value->>15
FROM json_each(?)`;

class SqliteStorage implements Storage {
  readonly dialect = 'sqlite' as const;
  private depth = 0;
  constructor(
    private readonly db: sqlite3.Database,
    private readonly owner: string | undefined,
  ) {}

  async exec(sql: string): Promise<void> {
    this.db.exec(sql);
  }

  async all(sql: string, params: readonly SqlValue[] = []): Promise<Record<string, SqlValue>[]> {
    return this.db.all(sql, params as SqlValue[]) as Record<string, SqlValue>[];
  }

  async transaction<T>(fn: () => Promise<T>): Promise<T> {
    if (this.depth > 0) return fn();
    this.db.exec('BEGIN IMMEDIATE');
    this.depth++;
    try {
      const value = await fn();
      this.db.exec('COMMIT');
      return value;
    } catch (e) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      throw e;
    } finally {
      this.depth--;
    }
  }

  async insertPositions(rows: PositionRows, order: Uint32Array, flags: Uint8Array): Promise<void> {
    const many = this.db.prepare(
      `${INSERT_POSITIONS}${Array(ROWS_A_STATEMENT).fill(POSITION_VALUES).join(',')}`,
    );
    const one = this.db.prepare(`${INSERT_POSITIONS}${POSITION_VALUES}`);
    try {
      const values: (number | null)[] = new Array(WIDTH * ROWS_A_STATEMENT);
      let k = 0;
      for (; k + ROWS_A_STATEMENT <= order.length; k += ROWS_A_STATEMENT) {
        for (let j = 0; j < ROWS_A_STATEMENT; j++)
          putRow(rows, order[k + j]!, flags[k + j]!, values, WIDTH * j);
        many.run(values);
      }
      const last: (number | null)[] = new Array(WIDTH);
      for (; k < order.length; k++) {
        putRow(rows, order[k]!, flags[k]!, last, 0);
        one.run(last);
      }
    } finally {
      many.finalize();
      one.finalize();
    }
  }

  async insertGames(games: readonly StoredGameRow[]): Promise<void> {
    if (games.length === 0) return;
    this.db.run(GAMES_SQL, [`[${games.map(gameJson).join(',')}]`]);
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
    if (this.owner !== undefined) rmSync(this.owner, { force: true });
  }
}

/** The process id of whoever holds a file (written beside it while it is open). */
const ownerFile = (path: string): string => `${path}.xq-pid`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the lock of a process that died holding the file (the binding locks with a
 * `FILE.lock` folder, which a killed process leaves behind); only when our owner file names a
 * process that no longer runs. SQLite then rolls back the dead process's unfinished transaction
 * from its journal.
 */
function clearStaleLock(path: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(ownerFile(path), 'utf8'));
  } catch {
    return false;
  }
  if (!Number.isSafeInteger(pid) || pid <= 0 || alive(pid)) return false;
  rmSync(`${path}.lock`, { recursive: true, force: true });
  rmSync(ownerFile(path), { force: true });
  return true;
}

function openFile(path: string, mustExist: boolean): sqlite3.Database {
  const db = new sqlite3.Database(path, { fileMustExist: mustExist });
  try {
    // One process at a time holds the file: the lock is taken once, not around every statement
    // (this binding locks with a folder per statement otherwise, most of a query's time).
    db.exec(
      'PRAGMA locking_mode = EXCLUSIVE; PRAGMA cache_size = -131072; PRAGMA temp_store = MEMORY; PRAGMA synchronous = NORMAL',
    );
    db.all('SELECT COUNT(*) FROM sqlite_master');
  } catch (e) {
    db.close();
    throw e;
  }
  return db;
}

/**
 * Opens (or creates, unless `mustExist`) an SQLite file as a {@link Storage}; `':memory:'` for a
 * database in memory.
 * @throws the binding's `SQLite3Error` when the file cannot be opened.
 * @example
 * const s = openSqliteStorage(':memory:');
 * await s.all('SELECT 1 AS one'); // [{ one: 1 }]
 * @category Storage
 */
export function openSqliteStorage(path: string, options: { mustExist?: boolean } = {}): Storage {
  const mustExist = options.mustExist === true;
  let db: sqlite3.Database;
  try {
    db = openFile(path, mustExist);
  } catch (e) {
    if (!/locked/i.test(String((e as Error)?.message)) || !clearStaleLock(path)) throw e;
    db = openFile(path, mustExist);
  }
  const memory = path === ':memory:' || path === '';
  if (!memory) writeFileSync(ownerFile(path), String(process.pid));
  return new SqliteStorage(db, memory ? undefined : ownerFile(path));
}
