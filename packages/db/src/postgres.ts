// The PostgreSQL storage: the same schema and the same queries as SQLite, through `pg` (an
// optional peer dependency, loaded only here). What differs is translated at this edge: `?`
// placeholders become `$n`, `instr` becomes `strpos`, 64-bit integers come back as numbers (or
// bigints beyond 2^53), and the bulk inserts use `unnest` and `jsonb_array_elements`.

import { gameJson } from './game-json';
import type { PositionRows } from './ingest';
import type { SqlValue, Storage, StoredGameRow } from './storage';

/** The part of a `pg` client this storage uses. */
interface PgClient {
  connect(): Promise<unknown>;
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
}

/**
 * Options of {@link openPostgresStorage}: what `pg`'s `Client` takes (`connectionString`, or
 * `host`, `port`, `user`, `password`, `database`).
 * @example const o: PostgresOptions = { connectionString: 'postgres://xq@127.0.0.1:5432/games' };
 * @category Storage
 */
export interface PostgresOptions {
  /** `postgres://user:password@host:port/database`. */
  readonly connectionString?: string;
  /** The server's host. */
  readonly host?: string;
  /** Its port. */
  readonly port?: number;
  /** The user. */
  readonly user?: string;
  /** The password. */
  readonly password?: string;
  /** The database. */
  readonly database?: string;
}

const INT8 = 20;
const NUMERIC = 1700;
const int8 = (text: string): number | bigint => {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : BigInt(text);
};

/** `?` placeholders numbered (`$1`, `$2`…) outside quoted text, and SQLite's `instr` as `strpos`. @internal */
export function toPostgres(sql: string): string {
  let n = 0;
  let out = '';
  let quoted = false;
  for (const c of sql) {
    if (c === "'") quoted = !quoted;
    out += c === '?' && !quoted ? `$${++n}` : c;
  }
  return out.replace(/\binstr\(/g, 'strpos(');
}

const param = (v: SqlValue): unknown => (typeof v === 'bigint' ? v.toString() : v);

const POSITIONS_SQL = `INSERT INTO positions (key, game, ply, move, result, flags)
SELECT (h::bigint << 32) | (l::bigint & 4294967295), g, p, m, nullif(r, -1), f
FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[]) AS t(h, l, g, p, m, r, f)
ON CONFLICT DO NOTHING`;

const GAMES_SQL = `INSERT INTO games (id, digest, fen, moves, plies, result, red, black, event, date, opening,
  tags, source, record, note)
SELECT (v->>0)::bigint, ((v->>1)::bigint << 32) | ((v->>2)::bigint & 4294967295), v->>3, decode(v->>4, 'hex'),
  (v->>5)::int, (v->>6)::int, v->>7, v->>8, v->>9, v->>10, v->>11, v->>12, v->>13, (v->>14)::int, v->>15
FROM jsonb_array_elements($1::jsonb) AS v`;

class PostgresStorage implements Storage {
  readonly dialect = 'postgres' as const;
  private depth = 0;
  constructor(private readonly client: PgClient) {}

  async exec(sql: string): Promise<void> {
    await this.client.query(sql);
  }

  async all(sql: string, params: readonly SqlValue[] = []): Promise<Record<string, SqlValue>[]> {
    const r = await this.client.query(toPostgres(sql), params.map(param));
    return r.rows as Record<string, SqlValue>[];
  }

  async transaction<T>(fn: () => Promise<T>): Promise<T> {
    if (this.depth > 0) return fn();
    await this.client.query('BEGIN');
    this.depth++;
    try {
      const value = await fn();
      await this.client.query('COMMIT');
      return value;
    } catch (e) {
      await this.client.query('ROLLBACK');
      throw e;
    } finally {
      this.depth--;
    }
  }

  async insertPositions(rows: PositionRows, order: Uint32Array, flags: Uint8Array): Promise<void> {
    for (let start = 0; start < order.length; start += 20000) {
      const end = Math.min(order.length, start + 20000);
      const cols: number[][] = [[], [], [], [], [], [], []];
      for (let k = start; k < end; k++) {
        const i = order[k]!;
        cols[0]!.push(rows.hi[i]!);
        cols[1]!.push(rows.lo[i]!);
        cols[2]!.push(rows.game[i]!);
        cols[3]!.push(rows.ply[i]!);
        cols[4]!.push(rows.move[i]!);
        cols[5]!.push(rows.result[i]!);
        cols[6]!.push(flags[k]!);
      }
      // Unknown results travel as -1 (an int array of unnest is simplest without nulls): NULL when stored.
      await this.client.query(POSITIONS_SQL, cols);
    }
  }

  async insertGames(games: readonly StoredGameRow[]): Promise<void> {
    if (games.length > 0) await this.client.query(GAMES_SQL, [`[${games.map(gameJson).join(',')}]`]);
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}

/**
 * Connects to a PostgreSQL server as a {@link Storage}, for {@link openCollectionOn}: the same
 * schema and queries as the SQLite file, for a site that serves many users. Needs the optional
 * peer dependency `pg` (`npm install pg`).
 * @throws Error when `pg` is not installed or the server cannot be reached.
 * @example
 * // const storage = await openPostgresStorage({ connectionString: 'postgres://xq@127.0.0.1/games' });
 * // const db = await openCollectionOn(storage, { create: true });
 * @category Storage
 */
export async function openPostgresStorage(options: PostgresOptions): Promise<Storage> {
  const pg = (await import('pg')) as unknown as {
    default?: { Client: new (o: unknown) => PgClient };
    Client?: new (o: unknown) => PgClient;
  };
  const Client = pg.Client ?? pg.default?.Client;
  if (!Client) throw new Error('openPostgresStorage: the pg package has no Client');
  const client = new Client({
    ...options,
    types: {
      getTypeParser: (oid: number, format?: string) =>
        oid === INT8 ? int8 : oid === NUMERIC ? Number : (pgTypes(pg).getTypeParser(oid, format) as unknown),
    },
  });
  await client.connect();
  return new PostgresStorage(client);
}

function pgTypes(pg: unknown): { getTypeParser(oid: number, format?: string): unknown } {
  const m = pg as { types?: unknown; default?: { types?: unknown } };
  return (m.types ?? m.default?.types) as { getTypeParser(oid: number, format?: string): unknown };
}
