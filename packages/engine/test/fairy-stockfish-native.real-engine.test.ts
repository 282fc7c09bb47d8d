// Debian's native Fairy-Stockfish (`apt-get install fairy-stockfish`, GPL-3.0: run as a program,
// never a dependency). Opt in with XQ_REAL_ENGINE=1 (vitest.config.ts); skipped only when the
// binary is absent (XQ_FAIRY_STOCKFISH names another path).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONFORMANCE_ITEMS } from '@xq/engine';
import { describe, expect, it } from 'vitest';
import { fakeIo } from '../../cli/src/fake-io';
import { main } from '../../cli/src/main';
import { openEngine } from '../src/open';

const BINARY = [
  process.env.XQ_FAIRY_STOCKFISH,
  '/usr/games/fairy-stockfish',
  '/usr/bin/fairy-stockfish',
].find((p): p is string => p !== undefined && p !== '' && existsSync(p));
const MOVER = fileURLToPath(new URL('./random-mover.ts', import.meta.url));
const mover = `node --import tsx --conditions=@xq/source ${JSON.stringify(MOVER)} 11`;

describe.skipIf(BINARY === undefined)('Fairy-Stockfish, native (Debian)', () => {
  it.each([[[]], [['--dialect', 'uci-fairy']]])(
    'passes xq engine check (%j)',
    async (dialect) => {
      const io = fakeIo();
      expect(await main(['engine', 'check', '--engine', BINARY!, ...dialect, '--json'], io)).toBe(0);
      const out = JSON.parse(io.stdout());
      expect(out.passed).toEqual([...CONFORMANCE_ITEMS]);
      expect(out.engine).toMatch(/^Fairy-Stockfish/);
    },
    60_000,
  );

  it('declares its options, read typed: names with spaces whole, spins with their bounds', async () => {
    const e = await openEngine(BINARY!, { dialect: 'uci-fairy', handshakeMs: 20_000 });
    if (!e.ok) throw new Error(e.error.message);
    const options = e.value.options;
    await e.value.quit();
    expect(options).toContainEqual({
      name: 'Skill Level',
      type: 'spin',
      default: 20,
      min: -20,
      max: 20,
      vars: [],
    });
    expect(options).toContainEqual({ name: 'Clear Hash', type: 'button', vars: [] });
    expect(options.find((o) => o.name === 'UCI_Variant')?.vars).toContain('xiangqi');
  }, 30_000);

  it('is found stronger than a random mover by the SPRT in fewer than 40 games, every game read back', async () => {
    const io = fakeIo();
    const args = ['match', '--engine', BINARY!, '--engine', mover, '--concurrency', '2', '--tc', '5+0.05'];
    const code = await main(
      [...args, '--sprt', 'elo0=0,elo1=200', '--games', '40', '--out', 'm.pgn', '--json'],
      io,
    );
    expect(code).toBe(0);
    const out = JSON.parse(io.stdout());
    expect(out.sprt.result).toBe('H1');
    expect(out.games.length).toBeLessThan(40);
    expect(out.score[0]).toBeGreaterThan(out.score[1]);
    const pgn = String(io.written.get('m.pgn'));
    for (let n = 1; n <= out.games.length; n++) {
      const read = fakeIo({ files: { 'm.pgn': pgn } });
      expect(await main(['play', '--record', 'm.pgn', '--game', String(n), '--json'], read)).toBe(0);
      const ruled = JSON.parse(read.stdout());
      expect(ruled.plies).toBe(out.games[n - 1].plies);
      expect(ruled.resultAgrees).not.toBe(false);
    }
  }, 300_000);
});
