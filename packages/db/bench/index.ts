// Benchmarks of @xq/db: the CCPD corpus (shared/corpus/ccpd.pgn.gz, beside the repository)
// imported into a fresh SQLite file (time, CPU, peak memory, file size), then position searches
// and explorer queries on positions drawn from the stored games (frequent, rare and unique ones,
// their mirror images, positions no game reaches): p50 and p95 against the budgets. Each answer
// is checked: the game a position was drawn from is found at or before that ply, and the move it
// played there is among the explorer's. First, the replay speed of the fast ingest path (rows only,
// and with its rulings) beside Game.replayRecord and ffish 0.7.10 on the CCPD sample. Run with `pnpm bench` (tsx --conditions=@xq/source bench/index.ts);
// XQ_DB_BENCH=replay runs the replay speeds only, XQ_DB_BENCH=import all but them.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { type Board, formatUci, Game, Position } from '@xq/core';
import { formatFsfMove, type GameRecord, parsePgn } from '@xq/notation';
import type { Collection } from '../src/index';
import { openCollection, replayRulings } from '../src/index';
import { PositionRows, replayRows, startBoard } from '../src/ingest';

const CORPUS = join(import.meta.dirname, '../../../../shared/corpus/ccpd.pgn.gz');
const BUDGET = { importMs: 30_000, fileMb: 200, rssMb: 1024, findP95: 50, exploreP95: 100 };

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

function fenOf(board: Board): string {
  const p = Position.fromBoard(board, 0, 1, { mode: 'lenient' });
  if (!p.ok) throw new Error('bench: a stored position is not a position');
  return p.value.fen();
}

/**
 * The fast ingest path (records replayed on the mutable board into position rows) against
 * `Game.replayRecord` (every ruling of the law) on the same records: plies a second. The records:
 * the CCPD sample of @xq/notation's fixtures.
 */
function replaySpeed(): void {
  const sample = join(import.meta.dirname, '../../notation/test/fixtures/ccpd-sample.pgn.gz');
  const games = parsePgn(gunzipSync(readFileSync(sample))).flatMap((r) => (r.ok ? [r.value] : []));
  const plies = games.reduce((n, g) => n + g.moves.length, 0);
  const rows = new PositionRows();
  // Best of several runs (the first ones warm the JIT up; on a shared machine some are slowed).
  const time = (fn: () => void, runs = 20): number => {
    let best = Number.POSITIVE_INFINITY;
    for (let k = 0; k < runs; k++) {
      const t0 = performance.now();
      fn();
      best = Math.min(best, performance.now() - t0);
    }
    return best;
  };
  const fast = time(() => {
    rows.clear();
    for (const [i, g] of games.entries())
      if (replayRows(g, i, rows).badPly !== 0) throw new Error('bench: a legal record was cut');
  });
  if (rows.length !== plies + games.length) throw new Error('bench: one row per position expected');
  const full = time(() => {
    for (const g of games) {
      const r = Game.replayRecord(
        g.fen,
        g.moves.map((n) => n.move),
      );
      if (!r.ok) throw new Error(`bench: Game.replayRecord refused a record: ${r.error.message}`);
    }
  }, 3);
  // The fast ingest path with its rulings (the same as Game.replayRecord's: rulings.test.ts).
  let fullReplays = 0;
  const records = games.map((g) => ({ fen: g.fen, moves: g.moves.map((n) => n.move) }));
  const ruled = time(() => {
    fullReplays = 0;
    for (const g of records) {
      const r = replayRulings(g.fen, g.moves);
      if (r.illegal >= 0) throw new Error('bench: a legal record was refused');
      if (r.full) fullReplays++;
    }
  });
  const rate = (ms: number) => `${(plies / ms / 1000).toFixed(2)} M plies/s`;
  console.log(
    `replay of ${games.length} records (${plies} plies): fast ingest path ${rate(fast)} (rows only); with rulings (replayRulings, ${fullReplays} games through Game.replayRecord) ${rate(ruled)}; Game.replayRecord ${rate(full)}`,
  );
  const ff = ffishReplay(games, time);
  if (typeof ff === 'string') console.log(ff);
  else
    console.log(
      `ffish 0.7.10 replay of the same records (push each move, then its game-end test): ${rate(ff)}; replayRulings/ffish ${(ff / ruled).toFixed(2)}×, rows only/ffish ${(ff / fast).toFixed(2)}×, Game.replayRecord/ffish ${(ff / full).toFixed(2)}×`,
    );
}

type FfishBoard = { push(uci: string): boolean; isGameOver(claimDraw: boolean): boolean; delete(): void };
type Ffish = { Board: new (variant: string, fen: string) => FfishBoard; onRuntimeInitialized?: () => void };
let ffish: Ffish | undefined;

/** ffish (a devDependency of @xq/core, required from there), ready; or why not. */
async function loadFfish(): Promise<Ffish | string> {
  const saved = globalThis.fetch;
  try {
    // ffish 0.7.10 under Node 20 loads only while globalThis.fetch is hidden.
    (globalThis as { fetch?: unknown }).fetch = undefined;
    const f = createRequire(join(import.meta.dirname, '../../core/package.json'))('ffish') as Ffish;
    if (!f.Board) await new Promise<void>((resolve) => (f.onRuntimeInitialized = () => resolve()));
    return f;
  } catch (e) {
    return `ffish: not loaded (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`;
  } finally {
    globalThis.fetch = saved;
  }
}

/** ffish's replay of the records: a board from the start FEN, each move pushed, its game-end test. */
function ffishReplay(
  games: readonly GameRecord[],
  time: (fn: () => void, runs?: number) => number,
): number | string {
  if (ffish === undefined) return 'ffish: not loaded';
  const f = ffish;
  const lines = games.map((g) => ({ fen: g.fen, moves: g.moves.map((n) => formatFsfMove(n.move)) }));
  return time(() => {
    for (const g of lines) {
      const board = new f.Board('xiangqi', g.fen);
      for (const m of g.moves) if (!board.push(m)) throw new Error(`bench: ffish refused ${m}`);
      board.isGameOver(false);
      board.delete();
    }
  }, 5);
}

async function main(): Promise<void> {
  const f = await loadFfish();
  if (typeof f === 'string') console.log(f);
  else ffish = f;
  if (process.env.XQ_DB_BENCH !== 'import') replaySpeed();
  if (process.env.XQ_DB_BENCH === 'replay') return; // the replay speeds only
  if (!existsSync(CORPUS)) {
    console.log(`@xq/db bench: ${CORPUS} not found (the shared corpus beside the repository): skipped`);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'xq-db-bench-'));
  const file = join(dir, 'ccpd.db');
  try {
    const cpu0 = process.cpuUsage();
    const opened = await openCollection(file, { create: true });
    if (!opened.ok) throw new Error(opened.error.message);
    const db = opened.value;
    const s = await db.importFiles([CORPUS]);
    if (!s.ok) throw new Error(s.error.message);
    const cpu = process.cpuUsage(cpu0);
    const rssMb = process.resourceUsage().maxRSS / 1024;
    const fileMb = statSync(file).size / 1e6;
    console.log(
      `import: ${s.value.records} records, ${s.value.added} added, ${s.value.duplicates} duplicates, ${s.value.refused.length} refused in ${s.value.ms} ms (CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms; budget ${BUDGET.importMs} ms); file ${fileMb.toFixed(1)} MB (budget ${BUDGET.fileMb}); peak RSS ${rssMb.toFixed(0)} MB (budget ${BUDGET.rssMb})`,
    );
    // Positions drawn from stored games: a few plies in (frequent), the middle (rare), the end (unique).
    const total = (await db.stats()).games;
    const findMs: number[] = [];
    const exploreMs: number[] = [];
    for (let i = 0; i < 150; i++) {
      const id = 1 + ((i * 7919) % total);
      const found0 = await db.find({ limit: 1, offset: id - 1 });
      if (!found0.ok || found0.value.games.length === 0) throw new Error('bench: no game at that offset');
      const gameId = found0.value.games[0]!.id;
      const rec = await recordOf(db, id - 1);
      const board = startBoard(rec.fen);
      if (!board) continue;
      const ply = [2, 8, 20, 40, 1000][i % 5]! % (rec.moves.length + 1);
      for (let k = 0; k < ply; k++) board.make(rec.moves[k]!.from | (rec.moves[k]!.to << 8));
      const fen = fenOf(board);
      const mirror = i % 3 === 0;
      const f = await db.find({ fen, mirror, limit: 20 });
      if (!f.ok) throw new Error(f.error.message);
      findMs.push(f.value.ms);
      const all = await db.find({ fen, limit: 0 });
      if (!all.ok || !all.value.games.some((g) => g.id === gameId && g.ply !== null && g.ply <= ply))
        throw new Error(`bench: game ${gameId} not found at ply ${ply} of ${fen}`);
      const e = await db.explore(fen);
      if (!e.ok) throw new Error(e.error.message);
      exploreMs.push(e.value.ms);
      const next = rec.moves[ply];
      if (next && !e.value.moves.some((m) => m.move === formatUci(next)))
        throw new Error(
          `bench: the move ${formatUci(next)} of game ${gameId} is not in the explorer of ${fen}`,
        );
    }
    const none = await db.find({ fen: '3k5/9/9/9/9/9/9/9/9/4K4 w' });
    if (!none.ok || none.value.total !== 0) throw new Error('bench: a position no game reaches was found');
    console.log(
      `find (position, 1 in 3 with --mirror, first page of 20): p50 ${pct(findMs, 50)} ms, p95 ${pct(findMs, 95)} ms (budget ${BUDGET.findP95})`,
    );
    console.log(
      `explore: p50 ${pct(exploreMs, 50)} ms, p95 ${pct(exploreMs, 95)} ms (budget ${BUDGET.exploreP95})`,
    );
    const initial = await db.explore(Position.initial().fen());
    console.log(`explore of the initial position: ${initial.ok ? initial.value.ms : '?'} ms`);
    await db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The stored game at an offset: its start and moves, through the PGN export (the public way out). */
async function recordOf(
  db: Collection,
  offset: number,
): Promise<{ fen: string; moves: { from: number; to: number }[] }> {
  const out = await db.exportPgn({ limit: 1, offset });
  if (!out.ok) throw new Error(out.error.message);
  const [g] = parsePgn(out.value.pgn);
  if (!g?.ok) throw new Error(`bench: the game at ${offset} does not read back`);
  return { fen: g.value.fen, moves: g.value.moves.map((n) => n.move) };
}

await main();
