import { createRequire } from 'node:module';
import { Position, parseFen } from '@xq/core';

/** Perft positions of the bench: the start and the second position of the published table. */
export const BENCH_POSITIONS = [
  {
    name: 'start',
    fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
    nodes: 133312995,
  },
  {
    name: 'perft #2',
    fen: 'r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1',
    nodes: 53112976,
  },
] as const;

export interface Runner {
  readonly name: string;
  /** Perft with bulk counting; returns the node count. */
  readonly perft: (fen: string, depth: number) => number;
}

export const xqRunner: Runner = {
  name: 'xq',
  perft: (fen, depth) => {
    const pos = Position.fromFen(fen);
    if (!pos.ok) throw new Error(pos.error.message);
    return pos.value.toBoard().perft(depth);
  },
};

/** Fairy-Stockfish in WebAssembly. Under Node 20 it loads only with `fetch` hidden. Ranks 1..10. */
export async function ffishRunner(): Promise<Runner | string> {
  const saved = globalThis.fetch;
  try {
    (globalThis as { fetch?: unknown }).fetch = undefined;
    const require = createRequire(import.meta.url);
    const ffish = require('ffish');
    if (!ffish.Board) await new Promise<void>((resolve) => (ffish.onRuntimeInitialized = () => resolve()));
    return {
      name: 'ffish 0.7.10',
      perft: (fen, depth) => {
        const board = new ffish.Board('xiangqi', fen);
        const walk = (d: number): number => {
          if (d === 1) return board.numberLegalMoves();
          const moves = board.legalMoves().split(' ').filter(Boolean);
          let n = 0;
          for (const m of moves) {
            board.push(m);
            n += walk(d - 1);
            board.pop();
          }
          return n;
        };
        const n = walk(depth);
        board.delete();
        return n;
      },
    };
  } catch (e) {
    return `ffish unavailable: ${(e as Error).message}`;
  } finally {
    globalThis.fetch = saved;
  }
}

export async function elephantopsRunner(): Promise<Runner | string> {
  try {
    const { Xiangqi } = await import('elephantops/xiangqi');
    const fenMod = await import('elephantops/fen');
    const { perft } = await import('elephantops/debug');
    return {
      name: 'elephantops 0.1.1',
      perft: (fen, depth) => {
        const setup = fenMod.parseFen(fen).unwrap();
        const pos = Xiangqi.fromSetup(setup).unwrap();
        return perft(pos, depth, false);
      },
    };
  } catch (e) {
    return `elephantops unavailable: ${(e as Error).message}`;
  }
}

void parseFen;
