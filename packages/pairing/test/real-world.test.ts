import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRealWorld } from '@xq/test-utils';
import { describe, expect, it } from 'vitest';
import { parseTrf } from '../src/index';

// Opt-in (vitest.config.ts leaves it out otherwise; .ci/run opts in):
// XQ_REAL_WORLD=1 npx vitest run packages/pairing/test/real-world.test.ts
// Reads every TRF of the project's shared real-world set (files written by other programs, never
// copied here: their licences are in the folder's SOURCES.md): each one is a TRF to parseTrf.

const root = findRealWorld(import.meta.dirname);

describe('the real-world TRF files', () => {
  it('are found', () => {
    expect(root, 'shared/real-world beside the repository').toBeDefined();
  });
  const folder = join(root ?? '', 'trf');
  const files = root === undefined ? [] : readdirSync(folder).filter((f) => f.endsWith('.trf'));
  it.each(files)('%s reads as a TRF with its players', (f) => {
    const r = parseTrf(readFileSync(join(folder, f), 'utf8'));
    expect(r.ok && r.value.players.length > 0, JSON.stringify(!r.ok && r.error)).toBe(true);
  });
});
