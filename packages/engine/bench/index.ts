// Benchmarks of @xq/engine: the driver's overhead per info line and per `go`, measured against an
// in-process engine that answers at once (so all the time is the driver's), then against
// Fairy-Stockfish's WASM build (the engine's own `time` beside the wall clock). Run with
// `npx tsx --conditions=@xq/source packages/engine/bench/index.ts` (XQ_REAL_ENGINE=1 for the second part).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Game, Position } from '@xq/core';
import { Engine, openEngine, type PortLike, portTransport } from '../src/index';

/** An in-process engine: answers the handshake, and each `go` with `infos` info lines and a bestmove. */
function instantEngine(infos: number): PortLike {
  let listener: ((line: string) => void) | undefined;
  const say = (line: string) => listener?.(line);
  return {
    addMessageListener(l) {
      listener = l;
    },
    postMessage(cmd) {
      if (cmd === 'uci') say('uciok');
      else if (cmd === 'isready') say('readyok');
      else if (cmd.startsWith('go')) {
        for (let i = 1; i <= infos; i++)
          say(
            `info depth ${i} seldepth ${i + 2} score cp ${i} nodes ${i * 100} nps 100000 time ${i} pv h0g2 i9h9 b0c2 b9c7`,
          );
        say('bestmove h0g2 ponder i9h9');
      }
    },
  };
}

async function perGo(infos: number, rounds: number): Promise<number> {
  const opened = await Engine.open(portTransport(instantEngine(infos)), { dialect: 'uci' });
  if (!opened.ok) throw new Error(opened.error.message);
  const game = Game.replay(Position.initial(), ['h2e2', 'h9g7']);
  if (!game.ok) throw new Error('replay');
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < 5; r++) {
    const t = performance.now();
    for (let i = 0; i < rounds; i++) {
      const a = await opened.value.analyse(game.value, { depth: 1 });
      if (!a.ok) throw new Error(a.error.message);
    }
    best = Math.min(best, (performance.now() - t) / rounds);
  }
  return best;
}

const go0 = await perGo(0, 300);
const go1000 = await perGo(1000, 10);
console.log(`driver per go (no info lines, 2-move game): ${(go0 * 1000).toFixed(0)} µs`);
console.log(`driver per info line (4-move pv, checked): ${(((go1000 - go0) / 1000) * 1000).toFixed(2)} µs`);

if (process.env.XQ_REAL_ENGINE === '1') {
  const uci = join(
    dirname(createRequire(import.meta.url).resolve('fairy-stockfish-nnue.wasm/package.json')),
    'uci.js',
  );
  const opened = await openEngine(`node --no-experimental-fetch ${JSON.stringify(uci)}`, {
    handshakeMs: 20_000,
  });
  if (!opened.ok) throw new Error(opened.error.message);
  for (const depth of [6, 8]) {
    const t = performance.now();
    const a = await opened.value.analyse(Position.initial(), { depth });
    const wall = performance.now() - t;
    if (!a.ok) throw new Error(a.error.message);
    const own = a.value.infos[0]?.time ?? 0;
    console.log(
      `Fairy-Stockfish depth ${depth}: engine's time ${own} ms, wall ${wall.toFixed(0)} ms (driver + pipe + engine's own overhead ${(wall - own).toFixed(0)} ms)`,
    );
  }
  await opened.value.quit();
}
