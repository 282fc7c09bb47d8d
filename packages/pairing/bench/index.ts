/**
 * `pnpm bench` for @xq/pairing, the one entry of its benches: each module is imported and
 * called from here. The timing benches always run (round-robin tables, a late Dutch round,
 * large fields) and the cross-check (every round of every endorsed-engine file the repository
 * has, then generated events through the checker, or an engine with XQ_BBP); with
 * XQ_BENCH_CHECKS=1 the S1 step's shortcuts against its reference mode too, and the old-build
 * comparison when XQ_OLD_DIST names a build. XQ_BENCH_ONLY=large-field (a comma list of names)
 * picks benches. A bench that fails prints its error and the process exits non-zero.
 */

import { compareBuilds } from './compare-builds';
import { crossCheck } from './cross-check';
import { largeFieldBench } from './large-field';
import { roundRobinBench } from './round-robin';
import { s1ReferenceCheck } from './s1-reference';
import { swissBench } from './swiss';

/** Each bench by name: it returns (or resolves to) the number of failures it found. */
const BENCHES: Record<string, () => number | Promise<number>> = {
  'round-robin': () => {
    roundRobinBench();
    return 0;
  },
  swiss: () => {
    swissBench();
    return 0;
  },
  'large-field': largeFieldBench,
  'cross-check': crossCheck,
  's1-reference': s1ReferenceCheck,
  'compare-builds': compareBuilds,
};

const checks = process.env.XQ_BENCH_CHECKS === '1';
const chosen = process.env.XQ_BENCH_ONLY?.split(',') ?? [
  'round-robin',
  'swiss',
  'large-field',
  'cross-check',
  ...(checks ? ['s1-reference'] : []),
  ...(checks && process.env.XQ_OLD_DIST !== undefined ? ['compare-builds'] : []),
];

async function main(): Promise<number> {
  let failures = 0;
  for (const name of chosen) {
    const bench = BENCHES[name];
    if (bench === undefined) throw new Error(`no pairing bench named ${name}`);
    failures += await bench();
  }
  return failures;
}

main().then(
  (failures) => {
    if (failures > 0) {
      console.error(`@xq/pairing bench: ${failures} failures`);
      process.exit(1);
    }
  },
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
