// The classifier against the ECCO tags of the CCPD corpus (../shared/corpus/ccpd.pgn.gz, read in
// place, not copied): tags from xqbase's records. `as: 'xqbase'` gives every tag; vschess's reading
// (the default) parts from them only where it reads plies 16–20 (C45/C46, C23/C25, B55/B56) and
// in the C85/C86 branch it names the other way. Runs with XQ_REAL_WORLD=1 (5,000 games: ~20 s).
// The whole corpus: `npx tsx --conditions=@xq/source bench/ecco.ts` in packages/db.

import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { formatUci, INITIAL_FEN } from '@xq/core';
import { iteratePgn } from '@xq/notation';
import { describe, expect, it } from 'vitest';
import { classifyOpening } from './index';

const FILE = '../shared/corpus/ccpd.pgn.gz';
const PARTED = ['C45→C46', 'C23→C25', 'B55→B56', 'C85→C86', 'C86→C85'];
const run = process.env.XQ_REAL_WORLD === '1' && existsSync(FILE);

describe.runIf(run)('classifyOpening on CCPD', () => {
  it('classifies 5,000 games: as xqbase, every tag; as vschess, the tag but where the two part', () => {
    const text = gunzipSync(readFileSync(FILE)).toString('utf8');
    let games = 0;
    let same = 0;
    const letters: Record<string, number> = {};
    const start = INITIAL_FEN.split(' ')[0];
    for (const r of iteratePgn(text)) {
      if (!r.ok || r.value.fen.split(' ')[0] !== start) continue;
      const tag = r.value.tags.find(([k]) => k === 'ECCO')?.[1] ?? '';
      if (tag === '') continue;
      const moves = r.value.moves.map((m) => formatUci(m.move));
      const o = classifyOpening(moves);
      const x = classifyOpening(moves, { as: 'xqbase' });
      expect(o.ok && x.ok).toBe(true);
      if (!o.ok || !x.ok) continue;
      games++;
      letters[o.value.code[0]!] = (letters[o.value.code[0]!] ?? 0) + 1;
      expect(x.value.code).toBe(tag);
      if (tag === o.value.code) same++;
      else expect(PARTED).toContain(`${tag}→${o.value.code}`);
      if (games >= 5000) break;
    }
    expect(same / games).toBeGreaterThan(0.95);
    expect(same).toBeLessThan(games); // the sample holds games where the two part
    // Real play: the central cannon's families (B and C) are common.
    expect((letters.C ?? 0) + (letters.B ?? 0)).toBeGreaterThan(games / 3);
  }, 120_000);
});
