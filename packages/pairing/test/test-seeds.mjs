// `pnpm test:seeds`: the matching solver's and the Dutch system's property tests at 20 fresh
// random seeds (XQ_SEEDS=n for another count), one vitest run per seed. Each seed is printed
// before its run, so a failure replays with `FC_SEED=<seed> npx vitest run <the files>`; the
// script goes on through every seed and exits 1 when any failed. Run before every change to
// packages/pairing (CONTRIBUTING.md).
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
const FILES = [
  'packages/pairing/src/matching/matching-solver.test.ts',
  'packages/pairing/src/matching/warm-matching.test.ts',
  'packages/pairing/src/matching/max-weight-matching.prop.test.ts',
  'packages/pairing/src/matching/hostile.prop.test.ts',
  'packages/pairing/src/matching/scan-queue.test.ts',
  'packages/pairing/src/swiss/swiss.prop.test.ts',
  'packages/pairing/src/swiss/dutch/compatible-row.test.ts',
];
const count = Number(process.env.XQ_SEEDS ?? 20);
if (!Number.isInteger(count) || count < 1) {
  console.error(`test:seeds: XQ_SEEDS must be a positive whole number, got ${process.env.XQ_SEEDS}`);
  process.exit(2);
}
const failed = [];
for (let i = 1; i <= count; i++) {
  const seed = randomInt(2 ** 31);
  console.log(`[${i}/${count}] FC_SEED=${seed}`);
  const run = spawnSync(join(root, 'node_modules', '.bin', 'vitest'), ['run', ...FILES], {
    cwd: root,
    env: { ...process.env, FC_SEED: String(seed) },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status === 0) continue;
  failed.push(seed);
  console.log(`${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}`);
  console.log(`[${i}/${count}] FC_SEED=${seed} FAILED`);
}
if (failed.length > 0) {
  console.error(`test:seeds: ${failed.length} of ${count} seeds failed: ${failed.join(', ')}`);
  console.error(`replay one with FC_SEED=<seed> npx vitest run ${FILES.join(' ')}`);
  process.exit(1);
}
console.log(`test:seeds: ${count} seeds passed`);
