/**
 * `pnpm bench` for @xq/core: perft with bulk counting for xq and its peers in one process,
 * nodes per second and ratios. Depth with XQ_BENCH_DEPTH (default 5); peers run one ply less
 * when they are slow, and their rate is what is compared. XQ_BENCH_PERFT6=1 adds perft 6 from
 * the start with its memory use (about five minutes).
 */
import { Position, packMove } from '@xq/core';
import { growthBench } from './growth';
import { BENCH_POSITIONS, elephantopsRunner, ffishRunner, type Runner, xqRunner } from './perft';
import { benchRepetition } from './repetition';

const depth = Number(process.env.XQ_BENCH_DEPTH ?? 5);

/**
 * Runs one perft and reports wall time and the rate per second of CPU time used by this process
 * (the machine may be shared; CPU time is what the code costs). Ratios use the CPU rate.
 */
function measure(
  runner: Runner,
  fen: string,
  d: number,
  expected?: number,
): { nodes: number; ms: number; nps: number } {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const nodes = runner.perft(fen, d);
  const cpu = process.cpuUsage(c0);
  const ms = performance.now() - t0;
  if (expected !== undefined && nodes !== expected)
    throw new Error(`${runner.name}: perft ${d} = ${nodes}, expected ${expected}`);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return { nodes, ms, nps: (nodes / Math.max(cpuMs, 0.001)) * 1000 };
}

/**
 * Perft 6 from the start (5,392,831,844 leaves) split by first move, with the resident memory
 * after every subtree: it stays flat, since perft keeps one move buffer per ply and nothing else.
 */
function perft6(): void {
  const start = Position.initial();
  const board = start.toBoard();
  const rss: number[] = [];
  const t0 = performance.now();
  let total = 0;
  for (const move of start.legalMoves()) {
    board.make(packMove(move.from, move.to));
    total += board.perft(5);
    board.unmake();
    rss.push(process.memoryUsage().rss);
  }
  const s = (performance.now() - t0) / 1000;
  const mb = (b: number) => (b / 2 ** 20).toFixed(1);
  console.log(`\nperft 6 from the start: ${total} leaves (published: 5392831844) in ${s.toFixed(0)} s`);
  console.log(
    `resident memory after each of the 44 subtrees: min ${mb(Math.min(...rss))} MB, max ${mb(Math.max(...rss))} MB`,
  );
}

async function main(): Promise<void> {
  const peers: Runner[] = [];
  for (const r of [await ffishRunner(), await elephantopsRunner()]) {
    if (typeof r === 'string') console.log(r);
    else peers.push(r);
  }
  console.log(`perft with bulk counting, depth ${depth} for xq (peers: depth ${depth - 1})\n`);
  for (const p of BENCH_POSITIONS) {
    xqRunner.perft(p.fen, 3); // warm-up
    const xq = measure(xqRunner, p.fen, depth, depth === 5 ? p.nodes : undefined);
    console.log(
      `${p.name.padEnd(9)} xq                 ${xq.nodes.toString().padStart(11)} nodes ${xq.ms.toFixed(0).padStart(7)} ms ${(xq.nps / 1e6).toFixed(2).padStart(7)} M nodes/s (per CPU second)`,
    );
    for (const peer of peers) {
      peer.perft(p.fen, 2);
      const r = measure(peer, p.fen, depth - 1);
      console.log(
        `${p.name.padEnd(9)} ${peer.name.padEnd(18)} ${r.nodes.toString().padStart(11)} nodes ${r.ms.toFixed(0).padStart(7)} ms ${(r.nps / 1e6).toFixed(2).padStart(7)} M nodes/s   xq is ${(xq.nps / r.nps).toFixed(1)}x`,
      );
    }
  }
  if (process.env.XQ_BENCH_PERFT6 === '1') perft6();
  console.log('');
  await benchRepetition();
  growthBench();
}

await main();
