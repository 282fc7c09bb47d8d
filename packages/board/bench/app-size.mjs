#!/usr/bin/env node
// The size of `<xq-board>` with @xq/core in an app's bundle, as tooling/check-publish.mjs measures
// it on the packed tarballs, but from the workspace's built dist folders (quick to repeat):
//   npx pnpm@10 --filter @xq/core --filter @xq/board build && node packages/board/bench/app-size.mjs
// An app whose entry is `import '@xq/board'`, bundled by esbuild for the browser, minified, gzipped
// (budget 15 kB). `--why` lists the bytes each input file leaves in the minified bundle.
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const board = join(dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(join(tmpdir(), 'xq-board-size-'));
const entry = join(scratch, 'app.js');
writeFileSync(entry, "import '@xq/board';\n");
try {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
    // '@xq/board' is this package's dist; '@xq/core' resolves from it through the workspace link.
    alias: { '@xq/board': join(board, 'dist', 'index.js') },
  });
  const code = result.outputFiles[0].contents;
  const gz = gzipSync(code).length;
  console.log(`app: import '@xq/board': ${code.length} bytes minified, ${gz} bytes gzip (budget 15360)`);
  if (process.argv.includes('--why')) {
    const inputs = Object.values(result.metafile.outputs)[0].inputs;
    for (const [file, { bytesInOutput }] of Object.entries(inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput))
      console.log(`  ${String(bytesInOutput).padStart(7)}  ${file}`);
  }
  process.exitCode = gz <= 15 * 1024 ? 0 : 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
