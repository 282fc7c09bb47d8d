// Games written in batches: each record replayed into position rows, duplicates skipped (same
// start and moves: the digest, then the start and the moves compared), each batch of games and
// how far its file got committed in one transaction; the positions kept in typed arrays, sorted
// and written when the import ends (or every few million rows) together with the `indexed` mark.
// An interrupted import thus leaves whole games, some not yet indexed: `indexPending` replays
// those from their stored moves when the collection is next opened.
import type { GameRecord } from '@xq/notation';
import { type GameRow, gameRowOf, PositionRows, replayBytes, replayRows } from './ingest';
import { repeatFlags, sortedOrder } from './sort-rows';
import type { Storage, StoredGameRow } from './storage';

/** Games a transaction holds. @internal */
export const BATCH_GAMES = 2000;
/** Position rows held in memory before they are written (about 21 bytes each). @internal */
const ROW_CAP = 6_000_000;

/** How far a file got: saved with each batch (see `imports` in the schema). @internal */
export interface FileMark {
  readonly path: string;
  readonly size: number;
  readonly records: number;
  readonly complete: boolean;
}

/** What became of one record. @internal */
export type AddOutcome = 'added' | 'duplicate' | 'cut';

/** A record skipped as a duplicate of a stored game: kept in the `duplicates` table. */
interface Duplicate {
  readonly game: number;
  readonly source: string;
  readonly record: number;
  readonly tags: string;
}

/** Rows of `duplicates` a statement inserts. */
const DUPLICATES_A_STATEMENT = 100;

/** Inserts the duplicates' rows, a hundred a statement. */
async function insertDuplicates(storage: Storage, list: readonly Duplicate[]): Promise<void> {
  for (let i = 0; i < list.length; i += DUPLICATES_A_STATEMENT) {
    const part = list.slice(i, i + DUPLICATES_A_STATEMENT);
    await storage.all(
      `INSERT INTO duplicates (game, source, record, tags) VALUES ${part.map(() => '(?, ?, ?, ?)').join(', ')}`,
      part.flatMap((d) => [d.game, d.source, d.record, d.tags]),
    );
  }
}

/** A game met in this import (kept to tell duplicates apart without a query), or one stored before (id only). */
interface Known {
  readonly id: number;
  readonly fen?: string;
  readonly moves?: Uint8Array;
}

const digestKey = (hi: number, lo: number): string => `${hi}:${lo}`;

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Writes the rows held, sorted, and marks the games up to `lastId` indexed, in one transaction. */
async function writeRows(storage: Storage, rows: PositionRows, lastId: number): Promise<void> {
  const order = sortedOrder(rows);
  const flags = repeatFlags(rows, order);
  await storage.transaction(async () => {
    await storage.insertPositions(rows, order, flags);
    await storage.all("UPDATE meta SET value = ? WHERE name = 'indexed'", [String(lastId)]);
  });
  rows.clear();
}

/** The batch writer of one import. @internal */
export class BatchWriter {
  private readonly rows = new PositionRows();
  private games: StoredGameRow[] = [];
  private duplicates: Duplicate[] = [];
  private constructor(
    private readonly storage: Storage,
    private readonly digests: Map<string, Known[]>,
    private nextId: number,
  ) {}

  /** A writer over a collection: its digests and next id read once. */
  static async open(storage: Storage): Promise<BatchWriter> {
    const digests = new Map<string, Known[]>();
    const rows = await storage.all('SELECT id, digest FROM games');
    let max = 0;
    for (const r of rows) {
      const id = Number(r.id);
      const d = BigInt(r.digest as number | bigint);
      const key = digestKey(Number(BigInt.asIntN(32, d >> 32n)), Number(BigInt.asIntN(32, d)));
      const list = digests.get(key);
      if (list) list.push({ id });
      else digests.set(key, [{ id }]);
      if (id > max) max = id;
    }
    return new BatchWriter(storage, digests, max + 1);
  }

  /** Games and duplicate records waiting for the next flush. */
  get pending(): number {
    return this.games.length + this.duplicates.length;
  }

  /**
   * Adds a record (its legal part, marked, when a move is refused); a duplicate is not stored
   * again, but its file, number and tags are, against the game it repeats. `opening` is asked
   * only for a game stored, with the record cut to its legal moves.
   */
  async add(
    record: GameRecord,
    where: {
      source: string;
      record: number;
      opening: (legal: GameRecord) => string | null;
      note?: string | undefined;
    },
  ): Promise<AddOutcome> {
    const id = this.nextId;
    const mark = this.rows.length;
    const replay = replayRows(record, id, this.rows);
    const note =
      replay.badPly > 0 ? `cut at ply ${replay.badPly}: the move there is not legal` : (where.note ?? null);
    // The opening is asked for once the row is known not to be a duplicate (below).
    const row = gameRowOf(record, replay, { ...where, opening: null, note });
    const key = digestKey(row.digestHi, row.digestLo);
    const known = this.digests.get(key);
    const same = known ? await this.duplicateOf(row, known) : undefined;
    if (same !== undefined) {
      this.rows.length = mark;
      this.duplicates.push({
        game: same,
        source: where.source,
        record: where.record,
        tags: JSON.stringify(record.tags),
      });
      return 'duplicate';
    }
    const legal = replay.badPly > 0 ? { ...record, moves: record.moves.slice(0, replay.badPly - 1) } : record;
    (row as { opening: string | null }).opening = where.opening(legal);
    this.nextId++;
    this.games.push({ ...row, id });
    const me = { id, fen: row.fen, moves: row.moves };
    if (known) known.push(me);
    else this.digests.set(key, [me]);
    return note === null ? 'added' : 'cut';
  }

  /** The id of the game a row repeats (same start and moves), or undefined. */
  private async duplicateOf(row: GameRow, known: readonly Known[]): Promise<number | undefined> {
    for (const k of known) {
      if (k.fen !== undefined && k.moves !== undefined) {
        if (k.fen === row.fen && sameBytes(k.moves, row.moves)) return k.id;
        continue;
      }
      const [stored] = await this.storage.all('SELECT fen, moves FROM games WHERE id = ?', [k.id]);
      if (stored && stored.fen === row.fen && sameBytes(stored.moves as Uint8Array, row.moves)) return k.id;
    }
    return undefined;
  }

  /** Commits the games waiting and the file's mark in one transaction; writes positions past the cap. */
  async flush(mark?: FileMark): Promise<void> {
    const games = this.games;
    const duplicates = this.duplicates;
    await this.storage.transaction(async () => {
      await this.storage.insertGames(games);
      await insertDuplicates(this.storage, duplicates);
      if (mark)
        await this.storage.all(
          `INSERT INTO imports (path, size, records, complete) VALUES (?, ?, ?, ?)
ON CONFLICT (path) DO UPDATE SET size = excluded.size, records = excluded.records, complete = excluded.complete`,
          [mark.path, mark.size, mark.records, mark.complete ? 1 : 0],
        );
    });
    this.games = [];
    this.duplicates = [];
    if (this.rows.length >= ROW_CAP) await writeRows(this.storage, this.rows, this.nextId - 1);
  }

  /** Commits what waits and writes every position held: the end of an import. */
  async finish(): Promise<void> {
    if (this.games.length > 0 || this.duplicates.length > 0) await this.flush();
    if (this.rows.length > 0) await writeRows(this.storage, this.rows, this.nextId - 1);
  }
}

/**
 * Indexes the games an interrupted import stored without their positions: replayed from their
 * moves, written sorted; answers how many games.
 * @internal
 */
export async function indexPending(storage: Storage): Promise<number> {
  const [meta] = await storage.all("SELECT value FROM meta WHERE name = 'indexed'");
  let after = Number(meta?.value ?? 0);
  const rows = new PositionRows();
  let games = 0;
  for (;;) {
    const chunk = await storage.all(
      'SELECT id, fen, moves, result FROM games WHERE id > ? ORDER BY id LIMIT 5000',
      [after],
    );
    for (const g of chunk) {
      after = Number(g.id);
      replayBytes(String(g.fen), g.moves as Uint8Array, after, (g.result as number | null) ?? -1, rows);
      games++;
    }
    if (chunk.length < 5000 || rows.length >= ROW_CAP) {
      if (rows.length > 0 || chunk.length > 0) await writeRows(storage, rows, after);
      if (chunk.length < 5000) return games;
    }
  }
}
