// Opening a collection: a new file gets the schema; an existing one must carry our mark and a
// schema version this code reads; the games an interrupted import left
// unindexed are indexed.
import type { Result } from '@xq/core';
import { type DbError, fail } from './errors';
import { FORMAT_MARK, SCHEMA_VERSION, sqlFor, UPGRADE_1_2 } from './schema';
import type { Storage } from './storage';
import { indexPending } from './writer';

/** Creates the schema in an empty database, or checks an existing one is a collection of ours. @internal */
export async function prepare(storage: Storage, create: boolean): Promise<Result<void, DbError>> {
  let tables: string[];
  try {
    tables = await listTables(storage);
  } catch (e) {
    return fail('DB_NOT_A_DATABASE', `not a database: ${(e as Error).message}`);
  }
  if (tables.length === 0) {
    if (!create) return fail('DB_NOT_A_DATABASE', 'an empty database, not a collection (import games first)');
    await storage.transaction(async () => {
      for (const s of sqlFor(storage.dialect)) await storage.exec(s);
      await storage.all('INSERT INTO meta (name, value) VALUES (?, ?), (?, ?), (?, ?)', [
        'format',
        FORMAT_MARK,
        'version',
        String(SCHEMA_VERSION),
        'indexed',
        '0',
      ]);
    });
    return { ok: true, value: undefined };
  }
  if (!tables.includes('meta'))
    return fail('DB_NOT_A_DATABASE', 'a database, but not a collection of xq games');
  const meta = new Map(
    (await storage.all('SELECT name, value FROM meta')).map((r) => [String(r.name), String(r.value)]),
  );
  if (meta.get('format') !== FORMAT_MARK)
    return fail('DB_NOT_A_DATABASE', 'a database, but not a collection of xq games');
  let version = Number(meta.get('version'));
  if (version === 1) {
    // Version 2 only adds the (empty) table of duplicates: upgraded in place, in one transaction.
    await storage.transaction(async () => {
      for (const s of sqlFor(storage.dialect, UPGRADE_1_2)) await storage.exec(s);
      await storage.all("UPDATE meta SET value = ? WHERE name = 'version'", [String(SCHEMA_VERSION)]);
    });
    version = SCHEMA_VERSION;
  }
  if (version !== SCHEMA_VERSION)
    return fail(
      'DB_VERSION',
      `schema version ${meta.get('version')}; this code reads version ${SCHEMA_VERSION}`,
    );
  await indexPending(storage);
  return { ok: true, value: undefined };
}

async function listTables(storage: Storage): Promise<string[]> {
  const rows =
    storage.dialect === 'sqlite'
      ? await storage.all("SELECT name FROM sqlite_master WHERE type = 'table'")
      : await storage.all(
          'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()',
        );
  return rows.map((r) => String(r.name));
}
