// Files to import: a folder's record files (recursively, in name order), each file's format told
// from its bytes (CBR, CBL, XQF magic; `.gz` unzipped; DhtmlXQ and PGN text in any encoding
// @xq/notation detects), and its records one at a time, each read or refused with why.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { INITIAL_FEN, Position } from '@xq/core';
import {
  decodeText,
  detectRecordFormat,
  type GameNode,
  type GameRecord,
  isPgn,
  iteratePgn,
  parseCbl,
  parseCbr,
  parseDhtmlXQ,
  parseXqf,
} from '@xq/notation';
import { resultCode, resultText } from './ingest';

/** The names a folder's files must end with to be imported (a file named on its own is read whatever its name). @internal */
const RECORD_NAMES = /\.(pgn|pgn\.gz|xqf|cbr|cbl|dhtmlxq|txt|htm|html)$/i;

/** Why a record was refused: its code and reason, and where the move is when one is bad. @internal */
export interface RecordFailure {
  readonly code: string;
  readonly message: string;
  /** 1-based ply of the bad move, when a move was refused. */
  readonly ply?: number;
  /** Its move number as a scoresheet counts it, when known. */
  readonly moveNumber?: number;
  /** The record's legal part (the main line before the refused move), when the reader hands it back. */
  readonly legal?: GameRecord;
}

/** One record of a file: its 1-based number there, and the game or why not. @internal */
export interface SourceRecord {
  readonly index: number;
  readonly game: { ok: true; value: GameRecord } | { ok: false; error: RecordFailure };
}

/** A file found: its path and size. @internal */
export interface SourceFile {
  readonly path: string;
  readonly size: number;
}

/** The files named, folders walked (iteratively: no recursion depth grows with the tree). @internal */
export function listFiles(paths: readonly string[]): { files: SourceFile[]; unreadable: RecordFailureAt[] } {
  const files: SourceFile[] = [];
  const unreadable: RecordFailureAt[] = [];
  for (const path of paths) {
    const stack: { path: string; top: boolean }[] = [{ path, top: true }];
    while (stack.length > 0) {
      const item = stack.pop()!;
      try {
        const st = statSync(item.path);
        if (st.isDirectory()) {
          const names = readdirSync(item.path).sort().reverse();
          for (const n of names) stack.push({ path: join(item.path, n), top: false });
        } else if (st.isFile() && (item.top || RECORD_NAMES.test(item.path)))
          files.push({ path: item.path, size: st.size });
      } catch (e) {
        unreadable.push({
          file: item.path,
          code: 'DB_READ',
          message: `cannot read: ${(e as Error).message}`,
        });
      }
    }
  }
  return { files, unreadable };
}

/** A failure with its file. @internal */
export interface RecordFailureAt {
  readonly file: string;
  readonly code: string;
  readonly message: string;
}

const failure = (code: string, message: string, ply?: number, moveNumber?: number): SourceRecord['game'] => ({
  ok: false,
  error: {
    code,
    message,
    ...(ply === undefined ? {} : { ply }),
    ...(moveNumber === undefined ? {} : { moveNumber }),
  },
});

/** A file's bytes, unzipped when gzip. @internal */
export function readBytes(path: string): Uint8Array {
  const bytes = readFileSync(path);
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
}

/** The records of a file's bytes, one at a time. @internal */
export function* recordsOf(bytes: Uint8Array): Generator<SourceRecord, void, undefined> {
  const format = detectRecordFormat(bytes);
  if (format === 'xqf' || format === 'cbr') {
    const r = format === 'xqf' ? parseXqf(bytes) : parseCbr(bytes);
    yield { index: 1, game: r.ok ? r : refusedRecord(r.error) };
    return;
  }
  if (format === 'cbl' || format === 'cbl-legacy') {
    const lib = parseCbl(bytes);
    if (!lib.ok) {
      yield { index: 1, game: failure(lib.error.code, lib.error.message) };
      return;
    }
    for (const rec of lib.value.records) {
      const g = rec.game;
      yield { index: rec.index + 1, game: g.ok ? g : refusedRecord(g.error) };
    }
    return;
  }
  const text = decodeText(bytes);
  if (/\[DhtmlXQ/i.test(text.slice(0, 4096))) {
    const r = parseDhtmlXQ(text);
    yield { index: 1, game: r.ok ? r : refusedRecord(r.error) };
    return;
  }
  if (!isPgn(text)) {
    yield {
      index: 1,
      game: failure('DB_UNKNOWN_FORMAT', 'not a record: neither PGN, DhtmlXQ, XQF, CBR nor CBL'),
    };
    return;
  }
  let index = 0;
  for (const r of iteratePgn(text)) {
    index++;
    if (r.ok) {
      yield { index, game: r };
      continue;
    }
    const e = r.error;
    const game = failure(e.code, e.message.replace(/^game \d+: /, ''), e.ply, e.moveNumber);
    // A record refused at its first move has no legal part to keep.
    const legal = e.moves === undefined || e.moves.length === 0 ? undefined : legalPart(e.tags, e.moves);
    yield {
      index,
      game: legal === undefined || game.ok ? game : { ok: false, error: { ...game.error, legal } },
    };
  }
}

/**
 * A record an XQF, CBR/CBL or DhtmlXQ reader refused: its code and reason, and for a refused move
 * its ply, its move number (counted from the start's, as a scoresheet counts it) and the legal
 * part the reader hands back (kept only when it holds a move).
 */
function refusedRecord(e: {
  readonly code: string;
  readonly message: string;
  readonly ply?: number;
  readonly legal?: GameRecord;
}): SourceRecord['game'] {
  const legal = e.legal;
  const moveNumber = e.ply === undefined || legal === undefined ? undefined : moveNumberAt(legal.fen, e.ply);
  const game = failure(e.code, e.message, e.ply, moveNumber);
  if (game.ok || legal === undefined || legal.moves.length === 0) return game;
  return { ok: false, error: { ...game.error, legal } };
}

/** The move number of the 1-based `ply` from a start FEN (its side to move and move number). */
function moveNumberAt(fen: string, ply: number): number {
  const fields = fen.split(' ');
  const first = Number(fields[5]);
  const start = Number.isInteger(first) && first > 0 ? first : 1;
  return start + Math.floor((ply - 1 + (fields[1] === 'b' ? 1 : 0)) / 2);
}

/** A refused PGN record's legal part: its tags, its start, the moves before the refused one, the result its tag gives. */
function legalPart(
  tags: readonly (readonly [string, string])[],
  moves: readonly GameNode[],
): GameRecord | undefined {
  const tag = (name: string) => tags.find(([k]) => k.toLowerCase() === name)?.[1];
  const fenTag = tag('fen');
  let fen = INITIAL_FEN;
  if (fenTag !== undefined) {
    const p = Position.fromFen(fenTag, { mode: 'lenient' });
    if (!p.ok) return undefined;
    fen = p.value.fen();
  }
  const result = resultText(resultCode(tag('result')?.trim() ?? '*'));
  return { tags, fen, comments: [], moves, result };
}
