/**
 * Swiss benchmark: the time to pair one late round (round 8 of 9) of a tournament by the Dutch
 * system. The history (rounds 1–7) is drawn quickly by the by-lot system with seeded random
 * results; only the Dutch pairing of round 8 is timed. Sizes: 100, 300, 1,000 players;
 * 5,000 only with XQ_BENCH_5000=1 (hours, and the dense BigInt weight matrix does not fit in 2 GB).
 * The reference C++ engine needs about 0.04 s, 2.6 s and 73 s for 100, 300 and 1,000 players.
 */
import { type BoardResult, pairByLot, pairDutch, recordRound, type SwissInput } from '../src/index';

const REFERENCE_SECONDS: Record<number, number> = { 100: 0.04, 300: 2.6, 1000: 73 };

function history(players: number, rounds: number, seed: number): SwissInput {
  let x = seed >>> 0;
  const random = () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
  let input: SwissInput = {
    players: Array.from({ length: players }, (_, i) => ({ id: i + 1, rounds: [] })),
    playedRounds: 0,
    totalRounds: 9,
    initialColour: 'white',
  };
  for (let r = 0; r < rounds; r++) {
    const p = pairByLot(input, seed + r);
    if (!p.ok) throw new Error(p.error.message);
    const results = p.value.boards.map((): BoardResult => {
      const y = random();
      return y < 0.38 ? '1-0' : y < 0.7 ? '0-1' : y < 0.98 ? '½-½' : '+-';
    });
    input = recordRound(input, p.value, results);
  }
  return input;
}

/** Prints the Dutch pairing time of round 8 for each size. */
export function swissBench(): void {
  const sizes = [100, 300, 1000, ...(process.env.XQ_BENCH_5000 === '1' ? [5000] : [])];
  for (const n of sizes) {
    const input = history(n, 7, 2026);
    const t0 = performance.now();
    const r = pairDutch(input);
    const s = (performance.now() - t0) / 1000;
    const ref = REFERENCE_SECONDS[n];
    const ratio = ref ? `  (reference engine ≈ ${ref} s, ratio ${(s / ref).toFixed(2)})` : '';
    console.log(
      `swiss dutch: ${n} players, round 8 of 9: ${s.toFixed(2)} s, ${r.ok ? `${r.value.boards.length} boards` : r.error.code}${ratio}`,
    );
  }
  if (process.env.XQ_BENCH_5000 !== '1')
    console.log('swiss dutch: 5000 players skipped (set XQ_BENCH_5000=1; expect hours and > 2 GB)');
}
