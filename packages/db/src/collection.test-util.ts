// Helpers the collection's tests share: a scratch folder, the CCPD sample of @xq/notation's
// fixtures, and an independent decoder (records replayed with @xq/core's immutable Position, not
// the fast board the import uses) that says which games reach which position.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Position } from '@xq/core';
import { type GameRecord, gameTag, parsePgn } from '@xq/notation';
import { type Collection, openCollection } from './index';

/** The CCPD sample (308 records; source and licence in packages/notation/test/fixtures/README.md). */
export const SAMPLE = join(import.meta.dirname, '../../notation/test/fixtures/ccpd-sample.pgn.gz');
/** Four CCPD records that cannot be replayed as written (same README). */
export const BAD = join(import.meta.dirname, '../../notation/test/fixtures/ccpd-bad.pgn');

/** A scratch folder, removed by the returned function. */
export function scratch(): { dir: string; done: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'xq-db-'));
  return { dir, done: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Placement and side to move of a position: what a position key stands for. */
export const placement = (p: Position): string => p.fen().split(' ').slice(0, 2).join(' ');

/** The sample's games as the import keeps them: the first record of each distinct start and moves. */
export function distinctSample(): GameRecord[] {
  const text = gunzipSync(readFileSync(SAMPLE));
  const seen = new Set<string>();
  const out: GameRecord[] = [];
  for (const r of parsePgn(text)) {
    if (!r.ok) continue;
    const key = `${r.value.fen}|${r.value.moves.map((n) => `${n.move.from}-${n.move.to}`).join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(r.value);
  }
  return out;
}

/** For each position (placement and side), the Source of each game reaching it, its first ply, and the moves played from it. */
export function decode(
  games: readonly GameRecord[],
): Map<string, { source: string; ply: number; next?: string; result: string }[]> {
  const map = new Map<string, { source: string; ply: number; next?: string; result: string }[]>();
  for (const g of games) {
    const pos = Position.fromFen(g.fen, { mode: 'lenient' });
    if (!pos.ok) continue;
    let p = pos.value;
    const source = gameTag(g, 'Source') ?? '';
    for (let ply = 0; ply <= g.moves.length; ply++) {
      const m = g.moves[ply]?.move;
      const key = placement(p);
      const list = map.get(key) ?? [];
      const next = m
        ? `${'abcdefghi'[m.from % 9]}${Math.floor(m.from / 9)}${'abcdefghi'[m.to % 9]}${Math.floor(m.to / 9)}`
        : undefined;
      list.push({ source, ply, ...(next ? { next } : {}), result: g.result });
      map.set(key, list);
      if (m) p = p.play(m);
    }
  }
  return map;
}

/** A new collection in a scratch folder with `files` imported (default: the sample); `done` closes and removes it. */
export async function importedCollection(
  files: readonly string[] = [SAMPLE],
): Promise<{ db: Collection; dir: string; done: () => Promise<void> }> {
  const tmp = scratch();
  const opened = await openCollection(join(tmp.dir, 'sample.db'), { create: true });
  if (!opened.ok) throw new Error(opened.error.message);
  const s = await opened.value.importFiles(files);
  if (!s.ok) throw new Error(s.error.message);
  const db = opened.value;
  return {
    db,
    dir: tmp.dir,
    done: async () => {
      await db.close();
      tmp.done();
    },
  };
}
