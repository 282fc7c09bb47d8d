#!/usr/bin/env node
// Serves docs/site (built by `pnpm run docs`) on http://127.0.0.1:PORT (default 8080).
//   node tooling/serve-docs.mjs [--port 8080] [--host 127.0.0.1] [--root docs/site]
// Exported `serve()` is used by tooling/browser-test.mjs.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Starts a static server for `root` on `host:port` (port 0: any free port).
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serve({ root, host = '127.0.0.1', port = 8080 }) {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = normalize(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403).end('forbidden');
        return;
      }
      if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      // Cross-origin isolation: the playground's engine (threaded WASM) needs SharedArrayBuffer.
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      const address = server.address();
      ok({
        url: `http://${host}:${address.port}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const opt = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
  };
  const root = opt('root', join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'site'));
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`${root}/index.html not found: build the site first with \`npx pnpm@10 run docs\``);
    process.exit(1);
  }
  const { url } = await serve({ root, host: opt('host', '127.0.0.1'), port: Number(opt('port', '8080')) });
  console.log(`serving ${root} at ${url} (playground: ${url}playground/) — Ctrl+C to stop`);
}
