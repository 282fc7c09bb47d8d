// The classifier against the ECCO tags of the CCPD corpus (../shared/corpus/ccpd.pgn.gz, read in
// place, not copied): tags written by xqbase's tools, which the vschess rules followed here match
// but in the deep checks where the two classifiers part (C45/C46, C23/C25, B55/B56, C85/C86).
// Runs with XQ_REAL_WORLD=1 (it reads 5,000 games: ~20 s).

import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { formatUci, INITIAL_FEN } from '@xq/core';
import { iteratePgn } from '@xq/notation';
import { describe, expect, it } from 'vitest';
import { classifyOpening } from './index';

const FILE = '../shared/corpus/ccpd.pgn.gz';
const run = process.env.XQ_REAL_WORLD === '1' && existsSync(FILE);

describe.runIf(run)('classifyOpening on CCPD', () => {
  it('classifies 5,000 games without an error and agrees with their ECCO tags on ≥ 95 %', () => {
    const text = gunzipSync(readFileSync(FILE)).toString('utf8');
    let games = 0;
    let same = 0;
    const letters: Record<string, number> = {};
    const start = INITIAL_FEN.split(' ')[0];
    for (const r of iteratePgn(text)) {
      if (!r.ok || r.value.fen.split(' ')[0] !== start) continue;
      const tag = r.value.tags.find(([k]) => k === 'ECCO')?.[1] ?? '';
      const o = classifyOpening(r.value.moves.map((m) => formatUci(m.move)));
      expect(o.ok).toBe(true);
      if (!o.ok) continue;
      games++;
      letters[o.value.code[0]!] = (letters[o.value.code[0]!] ?? 0) + 1;
      if (tag === o.value.code) same++;
      if (games >= 5000) break;
    }
    expect(same / games).toBeGreaterThan(0.95);
    // Real play: the central cannon's families (B and C) are common.
    expect((letters.C ?? 0) + (letters.B ?? 0)).toBeGreaterThan(games / 3);
  }, 120_000);
});
