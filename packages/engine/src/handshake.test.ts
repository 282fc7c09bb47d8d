// The handshake against engine processes (test/hostile-engine.mjs): a slow UCCI engine, the
// dialects tried, a Fairy-Stockfish that does not play xiangqi. In process: protocol.test.ts.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { EngineOptions } from './engine-types';
import { openEngine } from './open';

const HOSTILE = fileURLToPath(new URL('../test/hostile-engine.mjs', import.meta.url));
const hostile = (mode: string, arg = '') => `node ${JSON.stringify(HOSTILE)} ${mode} ${arg}`;
const quick: EngineOptions = { handshakeMs: 4000, graceMs: 300 };

describe('the handshake', () => {
  it('waits for a slow UCCI engine as long as the caller allows', async () => {
    const e = await openEngine(hostile('slow-ucci', '2000'), { handshakeMs: 10_000 });
    expect(e.ok && e.value.dialect).toBe('ucci');
    if (e.ok) await e.value.quit();
  }, 20_000);

  it('says which dialects it tried when none answered in time', async () => {
    const r = await openEngine(hostile('slow-ucci', '5000'), { handshakeMs: 1500 });
    expect(!r.ok && r.error.code).toBe('ENGINE_TIMEOUT');
    expect(!r.ok && r.error.message).toMatch(/within 1500 ms \(tried ucci, then uci/);
  });

  it.each([undefined, 'uci-fairy', 'uci'] as const)(
    'a Fairy-Stockfish whose UCI_Variant has no xiangqi is refused (dialect %s)',
    async (dialect) => {
      const r = await openEngine(hostile('fairy-chess'), { ...quick, ...(dialect ? { dialect } : {}) });
      expect(!r.ok && r.error.code).toBe('ENGINE_PROTOCOL');
      expect(!r.ok && r.error.message).toMatch(/does not play xiangqi.*chess, crazyhouse, shogi, makruk/);
    },
  );

  it('a Fairy-Stockfish that declares no UCI_Variant is refused in UCI', async () => {
    const r = await openEngine(hostile('fairy-none'), quick);
    expect(!r.ok && r.error.code).toBe('ENGINE_PROTOCOL');
    expect(!r.ok && r.error.message).toMatch(/no UCI_Variant/);
  });
});
