import fc from 'fast-check';

// Every property in every worker runs with the seed printed by the global setup.
// Runs are bounded for a 2-core machine; FC_NUM_RUNS raises them for a deeper local run.
fc.configureGlobal({
  seed: Number(process.env.FC_SEED ?? 42),
  numRuns: Number(process.env.FC_NUM_RUNS ?? 100),
});
