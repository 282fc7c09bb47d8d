/**
 * Benchmarks of the round-robin tables of @xq/pairing: table generation and the round formula.
 * Prints operations per second.
 */
import { formatCount, rate } from '@xq/test-utils';
import { bergerTable, roundRobinRound } from '../src/round-robin';

const fmt = formatCount;

/** Prints the round-robin benchmarks. */
export function roundRobinBench(): void {
  console.log('@xq/pairing — round-robin tables');
  for (const n of [16, 100, 1000]) {
    const r = rate(() => bergerTable(n));
    const games = (n / 2) * (n - 1);
    console.log(`  bergerTable(${n}): ${fmt(r)} tables/s (${fmt(r * games)} boards/s)`);
  }
  let sink = 0;
  const lookups = rate(() => {
    for (let a = 1; a < 40; a++) sink += roundRobinRound(a, a + 1, 40);
  });
  console.log(`  roundRobinRound: ${fmt(lookups * 39)} lookups/s${sink < 0 ? '!' : ''}`);
}
