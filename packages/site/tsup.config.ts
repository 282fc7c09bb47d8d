import { build } from 'esbuild';
import { defineConfig } from 'tsup';
import base from '../../tooling/tsup-package';

// The package builds like every other (tooling/tsup-package.ts), with one addition: the viewer
// script of the published sites (src/viewer.ts with @xq/board and @xq/core, one classic script)
// is bundled first and carried as text (src/board-script.ts).
export default defineConfig(async () => {
  const viewer = await build({
    entryPoints: ['src/viewer.ts'],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    conditions: ['@xq/source'],
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
  });
  const script = viewer.outputFiles[0]?.text ?? '';
  if (script.length === 0) throw new Error('the viewer script is empty');
  return { ...(base as object), define: { __XQ_BOARD_SCRIPT__: JSON.stringify(script) } };
});
