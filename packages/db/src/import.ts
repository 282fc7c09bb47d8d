// Importing files and folders: every record read, replayed and stored in batches; duplicates
// skipped; refused records listed with their file, number, move and reason; each file's progress
// saved with its batches, so a second run resumes where an interrupted one stopped.
import type { GameRecord } from '@xq/notation';
import { eccoOfGame } from './opening/index';
import { listFiles, type RecordFailure, readBytes, recordsOf, type SourceFile } from './sources';
import type { Storage } from './storage';
import { BATCH_GAMES, BatchWriter } from './writer';

/**
 * A record an import did not store: where it is and why.
 * @example const r: RefusedRecord = { file: 'a.pgn', game: 3, move: 12, code: 'MOVE_ILLEGAL', reason: 'move 12. …' };
 * @category Collection
 */
export interface RefusedRecord {
  /** The file. */
  readonly file: string;
  /** The record's 1-based number in the file (absent when the whole file was refused). */
  readonly game?: number;
  /** The move number of the refused move, when a move was refused. */
  readonly move?: number;
  /** The error code of the reader (`MOVE_ILLEGAL`, `XQF_MALFORMED`, `DB_UNKNOWN_FORMAT`, `DB_READ`…). */
  readonly code: string;
  /** The reason, in English. */
  readonly reason: string;
}

/**
 * What an import did.
 * @example const s: ImportSummary = { files: 1, skippedFiles: 0, records: 2, added: 2, duplicates: 0, cut: 0, refused: [], ms: 5 };
 * @category Collection
 */
export interface ImportSummary {
  /** Files read. */
  readonly files: number;
  /** Files skipped because an earlier import read them whole (same path and size). */
  readonly skippedFiles: number;
  /** Records met (a resumed file's records read before are not counted again). */
  readonly records: number;
  /** Games added. */
  readonly added: number;
  /** Records skipped as duplicates: the same start and moves as a game already stored. */
  readonly duplicates: number;
  /** Games added with only their legal part (their `note` says where they were cut). */
  readonly cut: number;
  /** Records refused, in order. */
  readonly refused: readonly RefusedRecord[];
  /** Milliseconds taken. */
  readonly ms: number;
}

/**
 * Progress of an import, reported after every batch and every file.
 * @example const p: ImportProgress = { file: 'a.pgn', filesDone: 0, files: 1, records: 2000, added: 1990 };
 * @category Collection
 */
export interface ImportProgress {
  /** The file being read. */
  readonly file: string;
  /** Files finished. */
  readonly filesDone: number;
  /** Files in all. */
  readonly files: number;
  /** Records met so far. */
  readonly records: number;
  /** Games added so far. */
  readonly added: number;
}

/**
 * Options of an import.
 * @example const o: ImportOptions = { onProgress: (p) => console.error(p.records) };
 * @category Collection
 */
export interface ImportOptions {
  /** Called with the progress after every batch and file. */
  readonly onProgress?: (progress: ImportProgress) => void;
  /**
   * The opening code of a game, stored with it (asked for each game stored, given its legal
   * moves). Default: its ECCO code by {@link classifyOpening} for a game from the initial position,
   * none for any other.
   */
  readonly classify?: (game: GameRecord) => string | null;
}

interface Counts {
  files: number;
  skippedFiles: number;
  records: number;
  added: number;
  duplicates: number;
  cut: number;
  refused: RefusedRecord[];
}

/** Imports files and folders into a prepared collection. @internal */
export async function importPaths(
  storage: Storage,
  paths: readonly string[],
  options: ImportOptions,
  now: () => number,
): Promise<ImportSummary> {
  const t0 = now();
  const { files, unreadable } = listFiles(paths);
  const c: Counts = { files: 0, skippedFiles: 0, records: 0, added: 0, duplicates: 0, cut: 0, refused: [] };
  for (const u of unreadable) c.refused.push({ file: u.file, code: u.code, reason: u.message });
  const writer = await BatchWriter.open(storage);
  for (const [i, file] of files.entries()) {
    await importFile(storage, writer, file, c, options, { done: i, total: files.length });
  }
  await writer.finish();
  return { ...c, ms: Math.round(now() - t0) };
}

async function importFile(
  storage: Storage,
  writer: BatchWriter,
  file: SourceFile,
  c: Counts,
  options: ImportOptions,
  at: { done: number; total: number },
): Promise<void> {
  const [mark] = await storage.all('SELECT size, records, complete FROM imports WHERE path = ?', [file.path]);
  const same = mark !== undefined && Number(mark.size) === file.size;
  if (same && Number(mark.complete) === 1) {
    c.skippedFiles++;
    return;
  }
  const skip = same ? Number(mark.records) : 0;
  let bytes: Uint8Array;
  try {
    bytes = readBytes(file.path);
  } catch (e) {
    c.refused.push({ file: file.path, code: 'DB_READ', reason: `cannot read: ${(e as Error).message}` });
    return;
  }
  c.files++;
  const progress = () =>
    options.onProgress?.({
      file: file.path,
      filesDone: at.done,
      files: at.total,
      records: c.records,
      added: c.added,
    });
  let last = skip;
  const classify = options.classify ?? defaultOpening;
  for (const { index, game } of recordsOf(bytes)) {
    if (index <= skip) continue;
    c.records++;
    last = index;
    if (!game.ok) {
      const e = game.error;
      c.refused.push({
        file: file.path,
        game: index,
        ...(e.moveNumber === undefined ? {} : { move: e.moveNumber }),
        code: e.code,
        reason: e.message,
      });
      if (e.legal === undefined) continue;
    }
    const record = game.ok ? game.value : game.error.legal!;
    const note = game.ok ? undefined : cutNote(game.error);
    const outcome = await writer.add(record, { source: file.path, record: index, opening: classify, note });
    if (outcome === 'duplicate') c.duplicates++;
    else c.added++;
    if (outcome === 'cut') c.cut++;
    if (writer.pending >= BATCH_GAMES) {
      await writer.flush({ path: file.path, size: file.size, records: index, complete: false });
      progress();
    }
  }
  await writer.flush({ path: file.path, size: file.size, records: last, complete: true });
  progress();
}

/** The ECCO code of a game from the initial position (vschess's reading), null for any other start. */
const defaultOpening = (game: GameRecord): string | null =>
  eccoOfGame(
    game.fen,
    game.moves.map((m) => m.move),
  );

/** The note of a game kept in part: where it was cut and why (the `note` column, `cut` in a search). @internal */
export function cutNote(e: RecordFailure): string {
  const at =
    e.ply === undefined
      ? 'cut'
      : `cut at ply ${e.ply}${e.moveNumber === undefined ? '' : ` (move ${e.moveNumber})`}`;
  return `${at}: ${e.code}: ${e.message}`;
}
