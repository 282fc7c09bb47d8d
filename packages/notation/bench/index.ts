// Benchmarks of @xq/notation: moves per second for writing and reading WXF, against ffish's
// `sanMove(…, XIANGQI_WXF)` on the same positions when ffish is installed; one call on a fresh
// position (Position.fromFen, then one formatMove or parseMove) in WXF, Vietnamese, Chinese,
// coordinates and UCCI, against the same ffish calls on boards built beforehand; the replay of the
// CCPD sample from its Chinese text; opening the shared real-world set (XQF, DhtmlXQ and PGN files
// written by other programs) and the CCBridge set of shared/real-world/cbr (records per second read
// and written), when shared/real-world is beside the repository; how every reader and writer grows
// with its input (bench/growth.ts). Run with `pnpm bench`
// (tsx --conditions=@xq/source bench/index.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { type Move, Position } from '@xq/core';
import { findRealWorld } from '@xq/test-utils';
import {
  formatFsfMove,
  formatMove,
  type GameRecord,
  type Notation,
  parseCbl,
  parseCbr,
  parseDhtmlXQ,
  parseMove,
  parsePgn,
  parseXqf,
  writeCbl,
  writeCbr,
} from '../src/index';
import { growthBench } from './growth';

/** Positions from deterministic random playouts, with all their legal moves. */
function positions(count: number): { pos: Position; moves: Move[] }[] {
  let x = 7;
  const rand = (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return Math.floor((x / 2147483648) * n);
  };
  const out: { pos: Position; moves: Move[] }[] = [];
  while (out.length < count) {
    let pos = Position.initial();
    const plies = rand(80);
    for (let i = 0; i < plies; i++) {
      const moves = pos.legalMoves();
      if (moves.length === 0) break;
      pos = pos.play(moves[rand(moves.length)]!);
    }
    const moves = pos.legalMoves();
    if (moves.length > 0) out.push({ pos, moves });
  }
  return out;
}

/**
 * Runs `f` over all moves for about `ms` milliseconds, three times; returns the best rate in
 * moves per second of CPU time used by this process (the machine may be shared: CPU time is what
 * the code costs, as in @xq/core's bench).
 */
function rate(items: { moves: unknown[] }[], f: (i: number, j: number) => void, ms = 500): number {
  const total = items.reduce((s, it) => s + it.moves.length, 0);
  let best = 0;
  for (let round = 0; round < 3; round++) {
    let done = 0;
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    while (performance.now() - t0 < ms) {
      for (let i = 0; i < items.length; i++) for (let j = 0; j < items[i]!.moves.length; j++) f(i, j);
      done += total;
    }
    const cpu = process.cpuUsage(c0);
    best = Math.max(best, done / ((cpu.user + cpu.system) / 1e6));
  }
  return best;
}

const fmt = (n: number) => `${Math.round(n).toLocaleString('en-US')} moves/s`;
const sample = positions(300);
const wxf = sample.map(({ pos, moves }) => moves.map((m) => formatMove(pos, m, 'wxf')));
let sink = 0;
const xqFormat = rate(sample, (i, j) => {
  sink += formatMove(sample[i]!.pos, sample[i]!.moves[j]!, 'wxf').length;
});
const xqParse = rate(sample, (i, j) => {
  sink += parseMove(sample[i]!.pos, wxf[i]![j]!, 'wxf').ok ? 1 : 0;
});
console.log(`positions: ${sample.length}, moves: ${sample.reduce((s, p) => s + p.moves.length, 0)}`);
console.log(`xq     WXF format: ${fmt(xqFormat)}`);
console.log(`xq     WXF parse:  ${fmt(xqParse)}`);

// One call on a fresh position, the way apps call the API: Position.fromFen, then one
// formatMove or parseMove (public API), for every legal move of every sample position; WXF,
// then the other notations (Vietnamese, Chinese, the magazine's coordinates, UCCI).
const fens = sample.map(({ pos }) => pos.fen());
function fresh(notation: Notation): { format: number; parse: number } {
  const texts = sample.map(({ pos, moves }) => moves.map((m) => formatMove(pos, m, notation)));
  const format = rate(sample, (i, j) => {
    const pos = Position.fromFen(fens[i]!);
    if (pos.ok) sink += formatMove(pos.value, sample[i]!.moves[j]!, notation).length;
  });
  const parse = rate(sample, (i, j) => {
    const pos = Position.fromFen(fens[i]!);
    if (pos.ok) sink += parseMove(pos.value, texts[i]![j]!, notation).ok ? 1 : 0;
  });
  return { format, parse };
}
const FRESH: readonly Notation[] = ['wxf', 'vi', 'chinese', 'coord', 'ucci'];
const freshRates = FRESH.map((notation) => ({ notation, ...fresh(notation) }));
const xqFreshFormat = freshRates[0]!.format;
const xqFreshParse = freshRates[0]!.parse;
const xqFromFen = rate(sample, (i) => {
  sink += Position.fromFen(fens[i]!).ok ? 1 : 0;
});
const perCall = (n: number) => `${Math.round(n).toLocaleString('en-US')} calls/s`.padStart(17);
for (const r of freshRates)
  console.log(
    `xq     ${r.notation.padEnd(7)} one call on a fresh position: format ${perCall(r.format)}, parse ${perCall(r.parse)}`,
  );
console.log(`xq     Position.fromFen alone: ${perCall(xqFromFen)}`);

// ffish is an optional peer: under Node 20 it loads only while globalThis.fetch is hidden.
type FfishBoard = {
  sanMove(uci: string, notation: number): string;
  pushSan(san: string, notation: number): boolean;
  pop(): void;
  delete(): void;
};
type Ffish = { Board: new (variant: string, fen: string) => FfishBoard; Notation: { XIANGQI_WXF: number } };
async function loadFfish(): Promise<Ffish | undefined> {
  const saved = globalThis.fetch;
  try {
    (globalThis as { fetch?: unknown }).fetch = undefined;
    // ffish 0.7.10 is not modularised: requiring it returns the module, ready after
    // onRuntimeInitialized.
    const ffish = createRequire(import.meta.url)('ffish') as Ffish & { onRuntimeInitialized?: () => void };
    if (!ffish.Board) await new Promise<void>((resolve) => (ffish.onRuntimeInitialized = () => resolve()));
    return ffish;
  } catch (e) {
    console.log(`ffish: not loaded (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`);
    return undefined;
  } finally {
    globalThis.fetch = saved;
  }
}

const ffish = await loadFfish();
if (ffish !== undefined) {
  const boards = sample.map(({ pos }) => new ffish.Board('xiangqi', pos.fen()));
  const uci = sample.map(({ moves }) => moves.map((m) => formatFsfMove(m)));
  const N = ffish.Notation.XIANGQI_WXF;
  const sans = boards.map((b, i) => uci[i]!.map((u) => b.sanMove(u, N)));
  const ffFormat = rate(sample, (i, j) => {
    sink += boards[i]!.sanMove(uci[i]![j]!, N).length;
  });
  const ffParse = rate(sample, (i, j) => {
    if (boards[i]!.pushSan(sans[i]![j]!, N)) boards[i]!.pop();
  });
  console.log(`ffish  WXF format: ${fmt(ffFormat)}   xq/ffish ${(xqFormat / ffFormat).toFixed(1)}×`);
  console.log(`ffish  WXF parse:  ${fmt(ffParse)}   xq/ffish ${(xqParse / ffParse).toFixed(1)}×`);
  console.log(
    `fresh position per call (ffish's Board built beforehand): format xq/ffish ${(xqFreshFormat / ffFormat).toFixed(1)}×, parse xq/ffish ${(xqFreshParse / ffParse).toFixed(1)}×`,
  );
  // ffish writes and reads neither Vietnamese nor Chinese: its WXF calls are the yardstick.
  for (const r of freshRates.slice(1))
    console.log(
      `  ${r.notation.padEnd(7)} fresh position per call against ffish's WXF: format ${(r.format / ffFormat).toFixed(1)}×, parse ${(r.parse / ffParse).toFixed(1)}×`,
    );
  for (const b of boards) b.delete();
}

// Replay of the CCPD sample (308 real games) from its Chinese text.
const text = gunzipSync(
  readFileSync(join(import.meta.dirname, '../test/fixtures/ccpd-sample.pgn.gz')),
).toString('utf8');
for (let i = 0; i < 3; i++) parsePgn(text, { notation: 'chinese' }); // warm up
const t0 = performance.now();
const games = parsePgn(text, { notation: 'chinese' });
const ms = performance.now() - t0;
const plies = games.reduce((s, g) => s + (g.ok ? g.value.moves.length : 0), 0);
console.log(
  `replay CCPD sample: ${games.length} games, ${plies} moves in ${ms.toFixed(0)} ms (${fmt((plies / ms) * 1000)})`,
);

// The CCBridge set: 27 records and 7 libraries (1,130 records), read from their bytes, then written.
const shared = findRealWorld(import.meta.dirname);
const cbrDir = shared === undefined ? undefined : join(shared, 'cbr');
if (cbrDir === undefined) console.log('CBR/CBL: shared/real-world/cbr not found beside the repository');
else {
  const files = readdirSync(cbrDir)
    .filter((f) => /\.cb[rl]$/u.test(f))
    .map((f) => new Uint8Array(readFileSync(join(cbrDir, f))));
  const megabytes = files.reduce((s, b) => s + b.length, 0) / 1e6;
  const readAll = (): GameRecord[] =>
    files.flatMap((b) => {
      if (b[8] === 0x4c) {
        const lib = parseCbl(b); // "CCBridgeLibrary"
        return lib.ok ? lib.value.records.flatMap((r) => (r.game.ok ? [r.game.value] : [])) : [];
      }
      const r = parseCbr(b);
      return r.ok ? [r.value] : [];
    });
  /** Best time of five runs of `f` in milliseconds (the machine is shared), after one warm-up. */
  const best = (f: () => void): number => {
    f();
    let ms = Infinity;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      f();
      ms = Math.min(ms, performance.now() - t0);
    }
    return ms;
  };
  const games = readAll();
  const readMs = best(readAll);
  const count = (g: GameRecord) => {
    let n = 0;
    const stack = [g.moves];
    while (stack.length > 0)
      for (const node of stack.pop()!) {
        n++;
        stack.push(...node.variations);
      }
    return n;
  };
  const moves = games.reduce((s, g) => s + count(g), 0);
  const writeMs = best(() => {
    for (const g of games) sink += writeCbr(g).length;
  });
  const libMs = best(() => {
    sink += writeCbl(games).length;
  });
  const per = (n: number, ms: number) => Math.round((n / ms) * 1000).toLocaleString('en-US');
  console.log(
    `CBR/CBL read (best of 5): ${files.length} files (${megabytes.toFixed(1)} MB), ${games.length} records, ${moves} moves in ${readMs.toFixed(0)} ms ` +
      `(${per(files.length, readMs)} files/s, ${per(games.length, readMs)} records/s, ${per(moves, readMs)} moves/s)`,
  );
  console.log(
    `CBR write: ${per(games.length, writeMs)} records/s; CBL of all ${games.length} records: ${libMs.toFixed(0)} ms`,
  );
}

// Opening the real-world set: every file read once into memory, then parsed again and again.
if (shared === undefined) console.log('real-world set: no shared/real-world folder above the repository');
else {
  const files: { kind: string; bytes: Uint8Array }[] = [];
  for (const kind of ['xqf', 'dhtmlxq', 'pgn'])
    for (const name of readdirSync(join(shared, kind)))
      if (!/\.(?:json|md)$/u.test(name))
        files.push({ kind, bytes: new Uint8Array(readFileSync(join(shared, kind, name))) });
  const open = () => {
    for (const { kind, bytes } of files) {
      if (kind === 'xqf') sink += parseXqf(bytes).ok ? 1 : 0;
      else if (kind === 'pgn') sink += parsePgn(bytes).length;
      else sink += parseDhtmlXQ(new TextDecoder().decode(bytes)).ok ? 1 : 0;
    }
  };
  open(); // warm up
  let rounds = 0;
  const t1 = performance.now();
  while (performance.now() - t1 < 1500) {
    open();
    rounds++;
  }
  const s = (performance.now() - t1) / 1000;
  const bytes = files.reduce((n, f) => n + f.bytes.length, 0);
  console.log(
    `open the real-world set: ${files.length} files (${(bytes / 1024).toFixed(0)} KB: XQF, DhtmlXQ, PGN), ` +
      `${Math.round((rounds * files.length) / s).toLocaleString('en-US')} files/s`,
  );
}
if (sink < 0) console.log(sink);

growthBench();
