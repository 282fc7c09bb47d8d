// The schema of a collection, one statement per table or index, and the marks that tell a
// collection of ours from any other database. The same statements serve SQLite and PostgreSQL
// (BIGINT is SQLite's INTEGER; BYTEA its BLOB: see `sqlFor`).

/** What the `meta` table's `format` row holds in every collection of ours. @internal */
export const FORMAT_MARK = 'xq-db';
/** The schema version this code writes and reads. @internal */
export const SCHEMA_VERSION = 2;

/** The table of the records skipped as duplicates (schema version 2). */
const DUPLICATES = [
  `CREATE TABLE duplicates (game BIGINT NOT NULL, source TEXT NOT NULL, record INTEGER NOT NULL,
  tags TEXT NOT NULL)`,
  'CREATE INDEX duplicates_game ON duplicates (game)',
];

/** What turns a version 1 collection into version 2: the duplicates' table, empty. @internal */
export const UPGRADE_1_2: readonly string[] = DUPLICATES;

/**
 * The tables, as documented in docs/db.md:
 * - `meta(name, value)`: `format` = `xq-db`, `version` = the schema version, `indexed` (below).
 * - `games`: one row per game: `id`; `digest`, a 64-bit hash of the start FEN and the moves (two
 *   games with the same digest, start and moves are duplicates); `fen`, the start; `moves`, two
 *   bytes a move (from, to: squares 0–89); `plies`; `result` (1 red wins, 0 draw, 2 black wins,
 *   NULL unknown); `red`, `black`, `event`, `date` (normalised `YYYY`, `YYYY-MM` or
 *   `YYYY-MM-DD`), `opening` (ECCO code) for searching; `tags`, every tag of the record as a JSON
 *   array of `[name, value]`; `source` (the file) and `record` (its 1-based number there); `note`,
 *   why the record was cut short when only its legal part was kept.
 * - `positions`: one row per position of every game (the start and after each move): `key`, the
 *   64-bit Zobrist key of the placement and the side to move; `game`; `ply` (0 = the start);
 *   `move`, the move played next (`from | to << 8`, 0 after the last move); `result`, the game's
 *   (copied so the explorer reads one index); `flags`, 1 when the game was in this position
 *   before, plus 2 when it also played the same move from it before (so a search counts each
 *   game once without a DISTINCT). Clustered by (key, game, ply).
 *   An import commits its games batch by batch and writes their positions sorted when it ends
 *   (or every few million rows); `meta`'s `indexed` row is the last game id whose positions are
 *   written. Games after it (an interrupted import) are replayed from their moves and indexed
 *   when the collection is next opened: the positions are derived data, the games the truth.
 * - `imports(path, size, records, complete)`: how far each imported file got, to resume.
 * - `duplicates(game, source, record, tags)`: one row per record skipped as a duplicate of game
 *   `game` (same start and moves): its file, its number there and every tag of it (JSON, as in
 *   `games`), so no record's `Source` (or any other tag) is lost. Version 2 added it.
 * @internal
 */
export const SCHEMA: readonly string[] = [
  'CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)',
  `CREATE TABLE games (
  id BIGINT PRIMARY KEY, digest BIGINT NOT NULL, fen TEXT NOT NULL, moves BYTEA NOT NULL,
  plies INTEGER NOT NULL, result INTEGER, red TEXT, black TEXT, event TEXT, date TEXT, opening TEXT,
  tags TEXT NOT NULL, source TEXT NOT NULL, record INTEGER NOT NULL, note TEXT)`,
  'CREATE INDEX games_digest ON games (digest)',
  'CREATE INDEX games_red ON games (red)',
  'CREATE INDEX games_black ON games (black)',
  'CREATE INDEX games_event ON games (event)',
  'CREATE INDEX games_date ON games (date)',
  'CREATE INDEX games_opening ON games (opening)',
  `CREATE TABLE positions (key BIGINT NOT NULL, game BIGINT NOT NULL, ply INTEGER NOT NULL,
  move INTEGER NOT NULL, result INTEGER, flags INTEGER NOT NULL, PRIMARY KEY (key, game, ply)) WITHOUT ROWID`,
  `CREATE TABLE imports (path TEXT PRIMARY KEY, size BIGINT NOT NULL, records INTEGER NOT NULL,
  complete INTEGER NOT NULL)`,
  ...DUPLICATES,
];

/** The schema in a dialect: PostgreSQL has no `WITHOUT ROWID` (its tables are heaps), SQLite no BYTEA/BIGINT names it needs. @internal */
export function sqlFor(dialect: 'sqlite' | 'postgres', statements: readonly string[] = SCHEMA): string[] {
  return statements.map((s) =>
    dialect === 'postgres'
      ? s.replace(' WITHOUT ROWID', '')
      : s.replace(/\bBIGINT\b/g, 'INTEGER').replace(/\bBYTEA\b/g, 'BLOB'),
  );
}
