import { defineConfig } from 'tsup';

export default defineConfig([
  { entry: ['src/index.ts'], format: ['esm', 'cjs'], dts: true, clean: true, target: 'node20' },
  {
    entry: ['src/bin.ts'],
    format: ['esm'],
    dts: false,
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
    // The bin bundles nothing of its own dependencies: they are the published packages.
    external: ['@xq/core', '@xq/notation', '@xq/clock', '@xq/pairing'],
  },
]);
