import { defineConfig } from 'tsup';

/** The build of every published package: ESM and CJS from src/index.ts, each with its own types. */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: false,
  target: 'node20',
});
