// Fairy-Stockfish's WASM build (npm fairy-stockfish-nnue.wasm, GPL-3.0, a dev dependency only)
// driven as a UCI engine process. Opt in with XQ_REAL_ENGINE=1 (.ci/run sets it). Depth-limited:
// the machine is shared.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Game, Position } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { fakeIo } from '../../cli/src/fake-io';
import { main } from '../../cli/src/main';
import { openEngine } from '../src/open';

const UCI = join(
  dirname(createRequire(import.meta.url).resolve('fairy-stockfish-nnue.wasm/package.json')),
  'uci.js',
);
// The WASM build fetches its .wasm file unless Node's fetch is turned off.
const COMMAND = `node --no-experimental-fetch ${JSON.stringify(UCI)}`;

describe('Fairy-Stockfish (real engine)', () => {
  // Fairy-Stockfish answers `ucci` with `ucciok` (it speaks UCCI too): the handshake finds
  // UCCI; named, its UCI with UCI_Variant xiangqi (ranks 1-10) is spoken.
  it.each([
    [undefined, 'ucci'],
    ['uci-fairy', 'uci-fairy'],
  ] as const)(
    'named %s, speaks %s and answers a legal best move and pv from the start',
    async (named, dialect) => {
      const opened = await openEngine(COMMAND, { handshakeMs: 20_000, ...(named ? { dialect: named } : {}) });
      expect(opened.ok).toBe(true);
      if (!opened.ok) return;
      const e = opened.value;
      expect(e.dialect).toBe(dialect);
      const a = await e.analyse(Position.initial(), { depth: 5 });
      await e.quit();
      expect(a.ok).toBe(true);
      if (!a.ok) return;
      expect(Position.initial().isLegal(a.value.bestmove!)).toBe(true);
      const pv = a.value.infos[0]!.pv;
      expect(pv.length).toBeGreaterThan(1);
      expect(Game.replay(Position.initial(), pv).ok).toBe(true);
      expect(a.value.infos[0]!.pvCut).toBeUndefined();
    },
  );

  it('xq analyse prints ICCS moves and scores a mate in one as {"mate": 1} with the mating move', async () => {
    const start = fakeIo();
    expect(await main(['analyse', '--engine', COMMAND, '--depth', '6', '--json'], start)).toBe(0);
    const first = JSON.parse(start.stdout());
    expect(Game.replay(Position.initial(), first.pv).ok).toBe(true);
    expect(first.bestmove).toBe(first.pv[0]);
    expect(first.bestmove).toMatch(/^[a-i][0-9][a-i][0-9]$/);
    // Red's rook a1 to d1 mates the black king on d9 (the red king on e0 holds the e file).
    const fen = '3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1';
    const mate = fakeIo();
    expect(await main(['analyse', '--engine', COMMAND, '--fen', fen, '--depth', '4', '--json'], mate)).toBe(
      0,
    );
    const out = JSON.parse(mate.stdout());
    expect(out.score).toEqual({ mate: 1 });
    expect(out.bestmove).toBe('a1d1');
    const after = Game.replay(fen, [out.bestmove]);
    expect(after.ok && after.value.outcome()?.reason).toBe('checkmate');
  });

  it('xq match: two short games against itself, legal moves only, written as PGN', async () => {
    const io = fakeIo();
    const args = ['match', '--engine', COMMAND, '--engine', COMMAND, '--games', '2', '--clock', 'vn-blitz-5'];
    expect(await main([...args, '--depth', '2', '--max-plies', '6', '--out', 'm.pgn', '--json'], io)).toBe(0);
    const out = JSON.parse(io.stdout());
    expect(out.games).toHaveLength(2);
    for (const g of out.games) {
      expect(g.result).toBe('*');
      expect(g.plies).toBe(6);
    }
    const pgn = String(io.written.get('m.pgn'));
    expect(pgn.match(/\[Result "\*"\]/g)).toHaveLength(2);
    expect(pgn).toContain('stopped after 6 plies');
  });
});
