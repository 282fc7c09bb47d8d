import { defineConfig } from 'vitest/config';

// One run over every package. Packages resolve each other through the `@xq/source`
// export condition, so tests run against the TypeScript sources without a build.
export default defineConfig({
  resolve: { conditions: ['@xq/source'] },
  ssr: { resolve: { conditions: ['@xq/source'] } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'tooling/*/src/**/*.test.ts',
      'docs/**/*.test.ts',
    ],
    // The whole-corpus replay and the real-world records read the project's shared data outside
    // this repository: opt in with XQ_FULL_CORPUS=1 and XQ_REAL_WORLD=1 (each is left out, not
    // reported as skipped, otherwise; .ci/run sets XQ_REAL_WORLD=1).
    exclude: [
      '**/node_modules/**',
      '**/dist/**',
      ...(process.env.XQ_FULL_CORPUS === '1' ? [] : ['packages/notation/test/corpus-full.test.ts']),
      // The real-world records of ../shared/real-world (XQF, DhtmlXQ, PGN, CBR/CBL): opt in with XQ_REAL_WORLD=1.
      ...(process.env.XQ_REAL_WORLD === '1' ? [] : ['packages/*/test/*real-world.test.ts']),
      // A real PostgreSQL server (Debian's postgresql; initdb into a temporary folder): opt in with XQ_POSTGRES=1.
      ...(process.env.XQ_POSTGRES === '1' ? [] : ['packages/*/test/*.postgres.test.ts']),
      // A real engine (Fairy-Stockfish's WASM build, a dev dependency): opt in with XQ_REAL_ENGINE=1.
      ...(process.env.XQ_REAL_ENGINE === '1' ? [] : ['packages/*/test/*.real-engine.test.ts']),
    ],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    globalSetup: ['tooling/vitest-seed.ts'],
    setupFiles: ['tooling/vitest-setup.ts'],
  },
});
