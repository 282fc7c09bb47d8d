// xq engine check against scripted engines: a random mover that is always legal passes; an
// engine that answers an illegal move and one that never answers fail, with what was seen.
import { fileURLToPath } from 'node:url';
import { CONFORMANCE_ITEMS } from '@xq/engine';
import { describe, expect, test } from 'vitest';
import { runCommand as run } from '../fake-io';
import { engineCommand } from './engine-check';

const MOVER = fileURLToPath(new URL('../../../engine/test/random-mover.ts', import.meta.url));
const mover = (mode = 'legal') =>
  `node --import tsx --conditions=@xq/source ${JSON.stringify(MOVER)} 5 ${mode}`;
const FAKE = fileURLToPath(new URL('../../../engine/test/fake-engine.mjs', import.meta.url));
const fake = (mode: string, dialect = 'ucci') => `node ${JSON.stringify(FAKE)} ${mode} ${dialect}`;

describe('xq engine check', () => {
  test('a random mover that plays legal moves passes every item (UCCI found first, UCI named)', async () => {
    for (const dialect of [[], ['--dialect', 'uci']]) {
      const r = await run(engineCommand, ['check', '--engine', mover(), ...dialect, '--json']);
      expect(r.code, r.out + r.err).toBe(0);
      const out = JSON.parse(r.out);
      expect(out.passed).toEqual([...CONFORMANCE_ITEMS]);
      expect(out.failed).toEqual([]);
      expect(out.dialect).toBe(dialect.length ? 'uci' : 'ucci');
      expect(out.engine).toBe('RandomMover');
      expect(out.saw['repetition-ban']).toMatch(/^bestmove (?!a8a9)/);
    }
  }, 60_000);

  test('an engine that answers an illegal move fails every search item, with the move seen', async () => {
    const r = await run(engineCommand, ['check', '--engine', mover('illegal'), '--json']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^xq engine: \d+ of 17 items failed: [^\n]*go-depth[^\n]*\n$/);
    const out = JSON.parse(r.out);
    const failed = Object.fromEntries(out.failed.map((f: { item: string; saw: string }) => [f.item, f.saw]));
    expect(failed['go-depth']).toMatch(/^ENGINE_ILLEGAL_MOVE .*a0a9/);
    expect(failed['legal-in-check']).toMatch(/^ENGINE_ILLEGAL_MOVE/);
    expect(out.passed).toContain('handshake');
  }, 120_000);

  test('an engine that never answers a search fails, and the check ends without waiting for every item', async () => {
    const began = Date.now();
    const r = await run(engineCommand, ['check', '--engine', fake('garbage'), '--timeout', '200']);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/FAILED\s+position-fen\s+ENGINE_TIMEOUT/);
    expect(r.out).toMatch(/FAILED\s+position-moves\s+ENGINE_TIMEOUT/);
    expect(r.out).toMatch(/FAILED\s+legal-pinned\s+not checked: the engine did not answer two searches/);
    expect(Date.now() - began).toBeLessThan(30_000);
  }, 60_000);

  test('an engine that does not start fails the handshake and every other item; in Vietnamese too', async () => {
    const r = await run(engineCommand, ['check', '--engine', '/nonexistent/xq-engine', '--lang', 'vi']);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/KHÔNG ĐẠT\s+handshake\s+chương trình chơi cờ bị dừng đột ngột \(ENGINE_CRASHED\)/);
    expect(r.out).toMatch(/^17 mục: 0 đạt, 17 không đạt$/m);
    expect(r.err).toMatch(/^xq engine: 17 trên 17 mục không đạt/);
    expect(r.out + r.err).not.toMatch(/\b(?:the|failed|passed|items)\b/);
  });

  test('usage errors', async () => {
    expect((await run(engineCommand, ['check'])).code).toBe(2);
    expect((await run(engineCommand, ['check', '--engine', 'x', '--dialect', 'xboard'])).code).toBe(2);
    expect((await run(engineCommand, ['check', '--engine', 'x', '--timeout', '2147483648'])).code).toBe(2);
    expect((await run(engineCommand, ['check', '--engine', 'x', '--option', 'a\nb=1'])).code).toBe(2);
    expect((await run(engineCommand, ['nope'])).code).toBe(2);
  });
});
