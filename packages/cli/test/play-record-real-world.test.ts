import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRealWorld } from '@xq/test-utils';
import { describe, expect, it } from 'vitest';
import { playCommand } from '../src/commands/play';
import { runCommand } from '../src/fake-io';

// Opt-in (vitest.config.ts leaves it out otherwise):
// XQ_REAL_WORLD=1 npx vitest run packages/cli/test/play-record-real-world.test.ts
// `xq play --record FILE --json` on every file of shared/real-world/xqf (records written by
// others, never copied here): a legal record is replayed as written to its last move (`plies`
// equal to its main line in expected.json, where two independent readers agree; see
// SOURCES.md), the points where the law would have ended the game reported, not refused; a
// record with an illegal move (expected.json's `illegal_ply`) is refused.

const DIR = join(findRealWorld(import.meta.dirname) ?? '/work/shared/real-world', 'xqf');

interface Want {
  main: string[];
  illegal_ply?: number;
}
const expected = JSON.parse(readFileSync(join(DIR, 'expected.json'), 'utf8')) as Record<string, Want>;

describe('xq play --record on the real XQF records', () => {
  it.each(Object.entries(expected))('%s', async (file, want) => {
    const r = await runCommand(playCommand, ['--record', file, '--json'], {
      files: { [file]: new Uint8Array(readFileSync(join(DIR, file))) },
    });
    const out = JSON.parse(r.out);
    if (want.illegal_ply !== undefined) {
      expect([r.code, out.error?.code]).toEqual([1, 'XQF_ILLEGAL']);
      return;
    }
    expect(r.code).toBe(0);
    expect(out.plies).toBe(want.main.length);
    // Each ruling stands at a ply of the record, in order; the law's outcome is the first one.
    const plies = out.rulings.map((x: { ply: number }) => x.ply);
    expect(plies).toEqual([...plies].sort((a, b) => a - b));
    for (const p of plies) expect(p).toBeLessThanOrEqual(want.main.length);
    if (out.rulings.length > 0)
      expect(out.outcome).toEqual(expect.objectContaining({ reason: out.rulings[0].reason }));
  });
});
