#!/usr/bin/env node
// The size of `<xq-board>` with @xq/core in an app's bundle, as tooling/check-publish.mjs measures
// it on the packed tarballs, but from the workspace's built dist folders (quick to repeat):
//   npx pnpm@10 --filter @xq/core --filter @xq/board build && node packages/board/bench/app-size.mjs
// An app whose entry is `import '@xq/board'`, bundled by esbuild for the browser, minified, gzipped
// (budget 15 kB); exits 1 over budget. `--why` also bundles the sources (one module per file, the
// `@xq/source` condition) and lists the minified bytes each file leaves in the app, and the gzip
// of the board with core left out and of the part of core the board imports.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const BUDGET = 15 * 1024;
const board = join(dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(join(tmpdir(), 'xq-board-size-'));
const bundle = (entry, extra = {}) =>
  build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
    ...extra,
  });
const sizes = (result) => {
  const code = result.outputFiles[0].contents;
  return { min: code.length, gz: gzipSync(code).length };
};

try {
  const app = join(scratch, 'app.js');
  writeFileSync(app, "import '@xq/board';\n");
  // '@xq/board' is this package's dist; '@xq/core' resolves from it through the workspace link.
  const both = sizes(await bundle(app, { alias: { '@xq/board': join(board, 'dist', 'index.js') } }));
  console.log(
    `app: import '@xq/board': ${both.min} bytes minified, ${both.gz} bytes gzip (budget ${BUDGET})`,
  );
  if (process.argv.includes('--why')) {
    // The sources' package.json lists only dist files as having side effects: call the definer.
    const source = join(scratch, 'source.js');
    const src = join(board, 'src', 'index.ts');
    writeFileSync(source, `import { defineXqBoard } from ${JSON.stringify(src)};\ndefineXqBoard();\n`);
    const result = await bundle(source, { conditions: ['@xq/source'] });
    const alone = sizes(await bundle(source, { external: ['@xq/core'] }));
    console.log(`from sources: ${sizes(result).gz} bytes gzip; the board alone (core external) ${alone.gz}`);
    const inputs = Object.entries(Object.values(result.metafile.outputs)[0].inputs);
    for (const [file, { bytesInOutput }] of inputs.sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput))
      if (bytesInOutput > 0)
        console.log(`  ${String(bytesInOutput).padStart(7)}  ${file.replace(/^.*?packages\//, '')}`);
  }
  process.exitCode = both.gz <= BUDGET ? 0 : 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
