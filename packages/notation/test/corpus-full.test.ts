import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { iteratePgn } from '../src/pgn';

// Opt-in (vitest.config.ts leaves it out otherwise):
// XQ_FULL_CORPUS=1 npx vitest run packages/notation/test/corpus-full.test.ts
// Replays the whole CCPD corpus (58,468 records, ~4.86 million moves) from its Chinese text.
const PATH = process.env.XQ_CORPUS ?? '/work/shared/corpus/ccpd.pgn.gz';

describe('the whole CCPD corpus', () => {
  it('replays every legal record in under 20 s of CPU and reports the others', () => {
    expect(existsSync(PATH), `${PATH} is missing`).toBe(true);
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const text = gunzipSync(readFileSync(PATH)).toString('utf8');
    const t1 = performance.now();
    let plies = 0;
    let count = 0;
    const errors: string[] = [];
    for (const g of iteratePgn(text, { notation: 'chinese' })) {
      count++;
      if (g.ok) plies += g.value.moves.length;
      else errors.push(`${g.error.code} ${g.error.message}`);
    }
    const t2 = performance.now();
    const cpu = process.cpuUsage(cpu0);
    console.log(
      `${count} records, ${count - errors.length} replayed, ${plies} moves; ` +
        `read ${(t1 - t0).toFixed(0)} ms, replay ${(t2 - t1).toFixed(0)} ms, ` +
        `CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms\n${errors.join('\n')}`,
    );
    expect(count).toBeGreaterThan(58_000);
    expect(errors.length).toBeLessThan(20);
    expect(plies).toBeGreaterThan(4_800_000);
    // The bar is 20 s on an idle machine; the 2 cores here are shared with other jobs, so the
    // process's own CPU time is what is held to it (the wall time is printed above).
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(20_000);
  }, 600_000);
});
