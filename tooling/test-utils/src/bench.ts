// Timing helpers of the packages' benchmarks (`bench/index.ts`, run by `pnpm bench`, never by the
// tests): calls per second over a time budget, the best of several rounds on a shared machine,
// number formatting, and the growth of a cost with its input.

import { cpuMs, growth } from './hostile';

/** Runs `f` repeatedly for about `ms` milliseconds; returns calls per second. */
export function rate(f: () => unknown, ms = 300): number {
  let calls = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < ms) {
    f();
    calls++;
    t = performance.now();
  }
  return (calls / (t - t0)) * 1000;
}

/**
 * Nanoseconds per call of `f`: the best of `rounds` rounds of about `roundMs` milliseconds each,
 * after one warm-up call (the machine may be shared: the best round is the least disturbed).
 */
export function bestNsPerCall(f: () => unknown, roundMs = 200, rounds = 5): number {
  f();
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round++) best = Math.min(best, 1e9 / rate(f, roundMs));
  return best;
}

/** A count or a rate for people: integers with thousands separators, small numbers to 0.1. */
export const formatCount = (x: number): string =>
  x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1);

/** A deterministic pseudo-random source in [0, 1) (a linear congruential generator) for bench inputs. */
export function lcg(seed = 1): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
}

/**
 * How the cost of `run(build(n))` grows when the input grows 4× (see {@link growth}), `n`
 * doubled from `n0` (up to `max`) until one run takes 5 ms of CPU, so that timer noise does not
 * hide the ratio; one line for a bench's output: `name: n → 4n, a ms → b ms (×ratio)`, marked
 * "above the bar" over ×5 (retried three times first, see {@link growth}).
 */
export function growthLine<T>(
  name: string,
  build: (n: number) => T,
  run: (input: T) => void,
  n0: number,
  max = 64 * n0,
): string {
  let n = n0;
  while (n * 2 <= max) {
    const input = build(n);
    if (cpuMs(() => run(input), 1) >= 5) break;
    n *= 2;
  }
  const g = growth(build, run, n);
  const ms = (x: number) => x.toFixed(1).padStart(7);
  return `${name.padEnd(58)} n ${String(n).padStart(7)} → 4n: ${ms(g.small)} ms → ${ms(g.large)} ms  ×${g.ratio.toFixed(1)}${g.ok ? '' : '  above the bar (rerun on an idle machine)'}`;
}
