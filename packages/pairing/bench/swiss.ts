/**
 * Swiss benchmark: the time to pair one late round (round 8 of 9) of a tournament by the Dutch
 * system. The history (rounds 1–7) is drawn quickly by a legal greedy pairing with seeded
 * random results; only the Dutch pairing of round 8 is timed. Sizes: 100, 300, 1,000 and 5,000
 * players (XQ_BENCH_SKIP_5000=1 leaves out the largest, which takes about a minute with its
 * history). The process's peak resident memory so far is printed after each pairing.
 * The reference C++ engine needs about 0.04 s, 2.6 s and 73 s for 100, 300 and 1,000 players;
 * for 5,000 it is not run (hours: its time grows as n³), so the bench prints that estimate.
 */

import { pairDutch, recordRound, type SwissBoard, type SwissInput } from '../src/index';
import type { BoardResult } from '../src/swiss/record-round';

const REFERENCE_SECONDS: Record<number, number> = { 100: 0.04, 300: 2.6, 1000: 73 };
/** The reference engine's time for 5,000 players, estimated from 1,000 players as n³. */
const REFERENCE_5000_ESTIMATE = 73 * 5 ** 3;

/** Colour a player must get (difference ±2 or two equal colours in a row), if any. */
function must(colours: readonly string[]): string | null {
  const d = colours.filter((c) => c === 'white').length - colours.filter((c) => c === 'black').length;
  const k = colours.length;
  if (d >= 2 || (k >= 2 && colours[k - 1] === 'white' && colours[k - 2] === 'white')) return 'black';
  if (d <= -2 || (k >= 2 && colours[k - 1] === 'black' && colours[k - 2] === 'black')) return 'white';
  return null;
}

/**
 * A legal random history drawn quickly: each round, players in score order take the first
 * compatible unpaired player below them (no rematch, colour limits kept); results are random.
 */
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
    const info = input.players.map((p) => ({
      id: p.id,
      score: p.rounds.reduce((s, q) => s + (q.outcome === 'win' ? 2 : q.outcome === 'draw' ? 1 : 0), 0),
      met: new Set(p.rounds.filter((q) => q.played).map((q) => q.opponent)),
      colours: p.rounds.filter((q) => q.played).map((q) => q.colour ?? ''),
    }));
    info.sort((a, b) => b.score - a.score || a.id - b.id);
    const taken = new Set<number>();
    const boards: SwissBoard[] = [];
    for (let i = 0; i < info.length; i++) {
      const a = info[i]!;
      if (taken.has(a.id)) continue;
      for (let j = i + 1; j < info.length; j++) {
        const b = info[j]!;
        const ma = must(a.colours);
        if (taken.has(b.id) || a.met.has(b.id) || (ma !== null && ma === must(b.colours))) continue;
        taken.add(a.id).add(b.id);
        const diff = (c: readonly string[]) => c.filter((y) => y === 'white').length * 2 - c.length;
        const aWhite =
          ma === 'white' ||
          (ma === null &&
            (must(b.colours) === 'black' ||
              diff(a.colours) < diff(b.colours) ||
              (diff(a.colours) === diff(b.colours) && random() < 0.5)));
        boards.push(aWhite ? { white: a.id, black: b.id } : { white: b.id, black: a.id });
        break;
      }
    }
    const results = boards.map((): BoardResult => {
      const y = random();
      return y < 0.38 ? '1-0' : y < 0.7 ? '0-1' : y < 0.98 ? '½-½' : '+-';
    });
    // a player the greedy draw left unpaired sits the round out (a zero-point bye)
    const seated = new Set(boards.flatMap((b) => [b.white, b.black]));
    const players = input.players.map((p) => ({ ...p, absent: !seated.has(p.id) }));
    input = recordRound({ ...input, players }, { boards, bye: null }, results);
  }
  return input;
}

/** Prints the Dutch pairing time of round 8 for each size. */
export function swissBench(): void {
  const skip5000 = process.env.XQ_BENCH_SKIP_5000 === '1';
  const sizes = [100, 300, 1000, ...(skip5000 ? [] : [5000])];
  for (const n of sizes) {
    const input = history(n, 7, 2026);
    const t0 = performance.now();
    const r = pairDutch(input);
    const s = (performance.now() - t0) / 1000;
    const ref = REFERENCE_SECONDS[n];
    const ratio = ref
      ? `  (reference engine ≈ ${ref} s, ratio ${(s / ref).toFixed(2)})`
      : n === 5000
        ? `  (reference engine ≈ ${(REFERENCE_5000_ESTIMATE / 3600).toFixed(1)} h by n³, ratio ${(s / REFERENCE_5000_ESTIMATE).toFixed(4)}; target < 300 s)`
        : '';
    const peak = Math.round(process.resourceUsage().maxRSS / 1024); // the process's peak so far
    console.log(
      `swiss dutch: ${n} players, round 8 of 9: ${s.toFixed(2)} s, ${r.ok ? `${r.value.boards.length} boards` : r.error.code}, peak rss ${peak} MB${ratio}`,
    );
  }
  if (skip5000) console.log('swiss dutch: 5000 players skipped (XQ_BENCH_SKIP_5000=1)');
}
