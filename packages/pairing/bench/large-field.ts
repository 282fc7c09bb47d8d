/**
 * Growth at the size TRF allows: round 1 and round 2 of the Dutch system and round 1 of every
 * Swiss system (Dutch, by lot; the team Swiss runs one of these two) for 1,000, 3,000 and 9,999
 * players, with the time and the memory of each pairing (resident set and heap after it, and
 * the process's peak). One process; round 2 is paired after round 1 with results drawn from a
 * fixed seed. XQ_BENCH_SIZES=1000,3000 picks the sizes (default 1000,3000,9999); XQ_BENCH_ROUNDS=1
 * stops after round 1. Run alone (`npx tsx --conditions=@xq/source bench/large-field.ts`) under
 * `/usr/bin/time -v` for the peak of one size. A pairing that fails is printed and counted.
 */
import { pathToFileURL } from 'node:url';
import { pairByLot, pairDutch, recordRound, type SwissInput } from '../src/index';
import type { BoardResult } from '../src/swiss/record-round';
import type { SwissResult } from '../src/swiss/swiss-input';

const MB = 1024 * 1024;

/** Times one pairing and prints it with the memory after it. */
function timed(label: string, pair: () => SwissResult): SwissResult {
  const t0 = performance.now();
  const r = pair();
  const s = (performance.now() - t0) / 1000;
  const m = process.memoryUsage();
  const peak = Math.round(process.resourceUsage().maxRSS / 1024);
  const what = r.ok ? `${r.value.boards.length} boards` : `${r.error.code}: ${r.error.message}`;
  console.log(
    `  ${label}: ${s.toFixed(2)} s, ${what}, rss ${Math.round(m.rss / MB)} MB, heap ${Math.round(m.heapUsed / MB)} MB, peak rss ${peak} MB`,
  );
  return r;
}

/** Results of a round drawn from a seeded generator (wins, losses, draws and a few forfeits). */
function results(boards: number, seed: number): BoardResult[] {
  let x = seed >>> 0;
  return Array.from({ length: boards }, (): BoardResult => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const y = x / 2 ** 32;
    return y < 0.38 ? '1-0' : y < 0.7 ? '0-1' : y < 0.98 ? '½-½' : '+-';
  });
}

/** Prints the large-field benchmarks; returns the number of pairings that failed. */
export function largeFieldBench(): number {
  let failures = 0;
  const rounds = Number(process.env.XQ_BENCH_ROUNDS ?? 2);
  const sizes = (process.env.XQ_BENCH_SIZES ?? '1000,3000,9999').split(',').map(Number);
  console.log('@xq/pairing — large fields (round 1 and 2 of the Dutch system, round 1 by lot)');
  for (const n of sizes) {
    console.log(`${n} players`);
    const input: SwissInput = {
      players: Array.from({ length: n }, (_, i) => ({ id: i + 1, rounds: [] })),
      playedRounds: 0,
      totalRounds: 9,
      initialColour: 'white',
    };
    if (!timed('by lot, round 1', () => pairByLot(input, 2026)).ok) failures++;
    const r1 = timed('dutch, round 1', () => pairDutch(input));
    if (!r1.ok) {
      failures++;
      continue;
    }
    if (rounds < 2) continue;
    const after1 = recordRound(input, r1.value, results(r1.value.boards.length, n));
    if (!timed('dutch, round 2', () => pairDutch(after1)).ok) failures++;
  }
  return failures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(largeFieldBench() === 0 ? 0 : 1);
}
