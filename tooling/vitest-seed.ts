/**
 * Global setup: fixes fast-check's seed for the whole run, `FC_SEED` when set, otherwise a
 * fresh one, and prints it so that any failure replays with `FC_SEED=<seed> pnpm test`.
 */
export default function setup(): void {
  const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : Math.floor(Math.random() * 2 ** 31);
  process.env.FC_SEED = String(seed);
  console.log(`fast-check seed: ${seed} (replay with FC_SEED=${seed})`);
}
