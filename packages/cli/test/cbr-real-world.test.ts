import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRealWorld } from '@xq/test-utils';
import { describe, expect, it } from 'vitest';
import { convertCommand } from '../src/commands/convert';
import { runCommand } from '../src/fake-io';

// Opt-in (vitest.config.ts leaves it out otherwise):
// XQ_REAL_WORLD=1 npx vitest run packages/cli/test/cbr-real-world.test.ts
// `xq convert --to ucci FILE` on every file of shared/real-world/cbr (CCBridge records and
// libraries written by others, never copied here): the main line of each game printed must be
// the one in its expected.json (vschess 2.6.6 and an independent decoder agree; see SOURCES.md),
// read from the output the way shared/real-world/check.mjs reads it for the other kinds.

const DIR = join(findRealWorld(import.meta.dirname) ?? '/work/shared/real-world', 'cbr');

/** The main lines of a multi-game PGN in UCCI: tags, comments and variations dropped. */
function mainLines(out: string): string[][] {
  if (out.trim() === '') return [];
  return out.split(/\n(?=\[Game )/u).map((g) => {
    let body = g.replace(/^\[[^\n]*\]\s*$/gmu, '').replace(/\{[^}]*\}/gu, ' ');
    let prev: string;
    do {
      prev = body;
      body = body.replace(/\([^()]*\)/gu, ' ');
    } while (body !== prev);
    return body.split(/\s+/u).filter((t) => /^[a-i]\d[a-i]\d$/u.test(t));
  });
}

interface Want {
  kind: string;
  main: string[];
  illegal_lines?: unknown[];
  games?: Want[];
}
const expected = JSON.parse(readFileSync(join(DIR, 'expected.json'), 'utf8')) as Record<string, Want>;

describe('xq convert --to ucci on the real CBR and CBL files', () => {
  it.each(Object.entries(expected))('%s', async (file, want) => {
    const r = await runCommand(convertCommand, ['--to', 'ucci', file], {
      files: { [file]: new Uint8Array(readFileSync(join(DIR, file))) },
    });
    if (want.kind === 'cbl-legacy') {
      expect(r.code).toBe(1);
      expect(r.err).toMatch(/^error CBL_LEGACY_COMPRESSED /u);
      return;
    }
    const records = want.kind === 'cbl' ? want.games! : [want];
    // Records with a move that leaves the mover's king in check are refused, one error line each.
    const refused = records.filter((w) => w.illegal_lines !== undefined);
    expect(r.err.split('\n').filter((l) => l.startsWith('error CBR_ILLEGAL')).length).toBe(refused.length);
    expect(r.code).toBe(refused.length > 0 ? 1 : 0);
    expect(mainLines(r.out)).toEqual(records.filter((w) => w.illegal_lines === undefined).map((w) => w.main));
  });
});
