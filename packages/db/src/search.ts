// The searches over a collection's tables: games by position (and its mirror), by pieces and
// material (each candidate game replayed on the fast board), by tags; the explorer's moves with
// their results; stored games back as records.
import { Board, formatUci, Position, type Result } from '@xq/core';
import type { GameNode, GameRecord } from '@xq/notation';
import { type DbError, fail, quote } from './errors';
import { resultText, startBoard } from './ingest';
import { boardKey, mirrorBoard } from './keys';
import { type CheckedQuery, meets, type PieceTerm } from './query';
import type { SqlValue, Storage } from './storage';

/**
 * A game found: its id, every tag of its record, and the ply (0 = the start) where the searched
 * position (or pieces) first occurs; null for a search by tags only.
 * @example const g: FoundGame = { id: 1, tags: { Red: '胡榮華' }, ply: 12 };
 * @category Collection
 */
export interface FoundGame {
  /** The game's id in the collection. */
  readonly id: number;
  /** Every tag of its record. */
  readonly tags: Readonly<Record<string, string>>;
  /** Where the position (or pieces) first occurs, 0 = the start; null for a search by tags only. */
  readonly ply: number | null;
  /** Present when only the record's legal part was kept: where it was cut and why (the `note` column). */
  readonly cut?: string;
  /**
   * Present when other records had the same start and moves (skipped as duplicates at import):
   * each with its file, its number there and every tag of it (e.g. its `Source`).
   */
  readonly duplicates?: readonly DuplicateRecord[];
}

/**
 * A record skipped at import as a duplicate of a stored game: where it was and its tags.
 * @example const d: DuplicateRecord = { file: 'ccpd.pgn.gz', record: 7, tags: { Source: 'CCPD/a.pgn' } };
 * @category Collection
 */
export interface DuplicateRecord {
  /** The file it was read from. */
  readonly file: string;
  /** Its number in that file, from 1. */
  readonly record: number;
  /** Every tag of it. */
  readonly tags: Readonly<Record<string, string>>;
}

/**
 * A page of games found, the number found in all, and the milliseconds the search took.
 * @example const r: FindResult = { total: 0, ms: 1, games: [] };
 * @category Collection
 */
export interface FindResult {
  /** Games found in all. */
  readonly total: number;
  /** Milliseconds the search took. */
  readonly ms: number;
  /** The page asked for. */
  readonly games: readonly FoundGame[];
}

/**
 * One move of the explorer: in ICCS (`h2e2`), the games that played it from the position, and how
 * they ended.
 * @example const m: ExploredMove = { move: 'h2e2', games: 10, red: 5, draw: 3, black: 2 };
 * @category Collection
 */
export interface ExploredMove {
  /** The move, in ICCS. */
  readonly move: string;
  /** Games that played it from the position. */
  readonly games: number;
  /** Of those, games red won. */
  readonly red: number;
  /** Games drawn. */
  readonly draw: number;
  /** Games black won. */
  readonly black: number;
}

/**
 * The explorer's answer: the moves played from a position, most played first.
 * @example const r: ExploreResult = { ms: 3, moves: [] };
 * @category Collection
 */
export interface ExploreResult {
  /** Milliseconds the query took. */
  readonly ms: number;
  /** The moves, most played first. */
  readonly moves: readonly ExploredMove[];
}

const ALL = Number.MAX_SAFE_INTEGER;
const MAX_FEN = 200;

/** The board of a query FEN, or a typed error. @internal */
export function queryBoard(fen: unknown): Result<Board, DbError> {
  if (typeof fen !== 'string') return fail('DB_BAD_FEN', 'the position must be a FEN string');
  if (fen.length > MAX_FEN) return fail('DB_BAD_FEN', `not a FEN: longer than ${MAX_FEN} characters`);
  const p = Position.fromFen(fen.trim(), { mode: 'lenient' });
  if (!p.ok) return fail('DB_BAD_FEN', `not a position: ${quote(fen)}: ${p.error.message}`);
  return { ok: true, value: p.value.toBoard() };
}

/** The keys a position query looks for: the position's, and its mirror's when asked. @internal */
export function queryKeys(board: Board, mirror: boolean): bigint[] {
  const keys = [boardKey(board)];
  if (mirror) {
    const m = boardKey(mirrorBoard(board));
    if (m !== keys[0]) keys.push(m);
  }
  return keys;
}

const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');

/** Games by tags and position (no pieces): ids and plies of one page, and the total. @internal */
export async function findRows(
  storage: Storage,
  q: CheckedQuery,
  keys: readonly bigint[] | undefined,
): Promise<{ total: number; rows: { id: number; ply: number | null }[] }> {
  const limit = q.limit === 0 ? ALL : q.limit;
  if (keys === undefined) {
    const where = q.where.length ? `WHERE ${q.where.join(' AND ')}` : '';
    const [count] = await storage.all(`SELECT COUNT(*) AS n FROM games g ${where}`, q.params);
    const rows = await storage.all(`SELECT g.id AS id FROM games g ${where} ORDER BY g.id LIMIT ? OFFSET ?`, [
      ...q.params,
      limit,
      q.offset,
    ]);
    return { total: Number(count?.n ?? 0), rows: rows.map((r) => ({ id: Number(r.id), ply: null })) };
  }
  const join = q.where.length ? 'JOIN games g ON g.id = p.game' : '';
  // One key: each game's first visit is the row without FLAG_AGAIN (no grouping); a mirror pair
  // of keys: a game may visit both, so its rows are grouped.
  const one = keys.length === 1;
  const filter = [
    `p.key IN (${placeholders(keys.length)})`,
    ...(one ? ['p.flags & 1 = 0'] : []),
    ...q.where,
  ].join(' AND ');
  const params: SqlValue[] = [...keys, ...q.params];
  const inner = one
    ? `SELECT p.game AS id, p.ply AS ply FROM positions p ${join} WHERE ${filter}`
    : `SELECT p.game AS id, MIN(p.ply) AS ply FROM positions p ${join} WHERE ${filter} GROUP BY p.game`;
  const [count] = await storage.all(
    one
      ? `SELECT COUNT(*) AS n FROM positions p ${join} WHERE ${filter}`
      : `SELECT COUNT(*) AS n FROM (${inner}) x`,
    params,
  );
  const rows = await storage.all(`${inner} ORDER BY ${one ? 'p.game' : 'id'} LIMIT ? OFFSET ?`, [
    ...params,
    limit,
    q.offset,
  ]);
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => ({ id: Number(r.id), ply: Number(r.ply) })),
  };
}

/** Games by pieces (and tags, and a position's games when `keys`): each candidate replayed. @internal */
export async function findByPieces(
  storage: Storage,
  q: CheckedQuery,
  terms: readonly PieceTerm[],
  keys: readonly bigint[] | undefined,
): Promise<{ total: number; rows: { id: number; ply: number }[] }> {
  const found: { id: number; ply: number }[] = [];
  const counts = new Int8Array(16);
  const where = [...q.where];
  const params: SqlValue[] = [...q.params];
  if (keys !== undefined) {
    where.push(`g.id IN (SELECT game FROM positions WHERE key IN (${placeholders(keys.length)}))`);
    params.push(...keys);
  }
  let after = 0;
  for (;;) {
    const chunk = await storage.all(
      `SELECT g.id AS id, g.fen AS fen, g.moves AS moves FROM games g WHERE ${[...where, 'g.id > ?'].join(' AND ')} ORDER BY g.id LIMIT 2000`,
      [...params, after],
    );
    for (const r of chunk) {
      const ply = firstMeeting(String(r.fen), r.moves as Uint8Array, terms, counts);
      if (ply >= 0) found.push({ id: Number(r.id), ply });
      after = Number(r.id);
    }
    if (chunk.length < 2000) break;
  }
  const end = q.limit === 0 ? found.length : q.offset + q.limit;
  return { total: found.length, rows: found.slice(q.offset, end) };
}

/** The board each candidate game is replayed on, one after the other (its undo stack grows once). */
const candidateBoard = new Board();

function firstMeeting(
  fen: string,
  moves: Uint8Array,
  terms: readonly PieceTerm[],
  counts: Int8Array,
): number {
  const board = startBoard(fen, candidateBoard);
  if (board === undefined) return -1;
  for (let ply = 0; ; ply++) {
    if (meets(board.squares, terms, counts)) return ply;
    if (2 * ply >= moves.length) return -1;
    board.make(moves[2 * ply]! | (moves[2 * ply + 1]! << 8));
  }
}

/** Tags stored as JSON pairs, as an object (own properties only: a tag named `__proto__` is a tag; the first of a name kept). */
function tagObject(json: unknown): Record<string, string> {
  const pairs = JSON.parse(String(json)) as [string, string][];
  const seen = new Set<string>();
  return Object.fromEntries(pairs.filter(([k]) => !seen.has(k) && seen.add(k)));
}

/** What a search tells of each game found besides its id and ply. */
type GameInfo = { tags: Record<string, string>; cut?: string; duplicates?: DuplicateRecord[] };

/** The tags of games by id, their cut notes and the records skipped as their duplicates. @internal */
export async function tagsOf(storage: Storage, ids: readonly number[]): Promise<Map<number, GameInfo>> {
  const out = new Map<number, GameInfo>();
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    const rows = await storage.all(
      `SELECT id, tags, note FROM games WHERE id IN (${placeholders(part.length)})`,
      part,
    );
    for (const r of rows) {
      const tags = tagObject(r.tags);
      out.set(
        Number(r.id),
        r.note === null || r.note === undefined ? { tags } : { tags, cut: String(r.note) },
      );
    }
    const dups = await storage.all(
      `SELECT game, source, record, tags FROM duplicates WHERE game IN (${placeholders(part.length)})
ORDER BY game, source, record`,
      part,
    );
    for (const d of dups) {
      const info = out.get(Number(d.game));
      if (info === undefined) continue;
      (info.duplicates ??= []).push({
        file: String(d.source),
        record: Number(d.record),
        tags: tagObject(d.tags),
      });
    }
  }
  return out;
}

/** The explorer: the moves played from positions with these keys, with their results. @internal */
export async function exploreRows(storage: Storage, keys: readonly bigint[]): Promise<ExploredMove[]> {
  const rows = await storage.all(
    `SELECT move, COUNT(*) AS games, SUM(CASE WHEN result = 1 THEN 1 ELSE 0 END) AS red,
  SUM(CASE WHEN result = 0 THEN 1 ELSE 0 END) AS draw, SUM(CASE WHEN result = 2 THEN 1 ELSE 0 END) AS black
FROM positions WHERE key IN (${placeholders(keys.length)}) AND move <> 0 AND flags & 2 = 0
GROUP BY move ORDER BY games DESC, move`,
    [...keys],
  );
  return rows.map((r) => {
    const m = Number(r.move);
    return {
      move: formatUci({ from: m & 0xff, to: (m >> 8) & 0xff }),
      games: Number(r.games),
      red: Number(r.red),
      draw: Number(r.draw),
      black: Number(r.black),
    };
  });
}

const TAG_NAME = /^[A-Za-z0-9_]+$/;

/** Stored games back as records (tags a PGN writer can write; moves; result). @internal */
export async function recordsOf(storage: Storage, ids: readonly number[]): Promise<GameRecord[]> {
  const byId = new Map<number, GameRecord>();
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    const rows = await storage.all(
      `SELECT id, fen, moves, result, tags, note FROM games WHERE id IN (${placeholders(part.length)})`,
      part,
    );
    for (const r of rows) {
      const bytes = r.moves as Uint8Array;
      const moves: GameNode[] = [];
      for (let k = 0; k + 1 < bytes.length; k += 2)
        moves.push({ move: { from: bytes[k]!, to: bytes[k + 1]! }, comments: [], nags: [], variations: [] });
      const tags = (JSON.parse(String(r.tags)) as [string, string][]).filter(([k]) => TAG_NAME.test(k));
      byId.set(Number(r.id), {
        tags,
        fen: String(r.fen),
        comments: r.note === null ? [] : [String(r.note)],
        moves,
        result: resultText(r.result),
      });
    }
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}
