#!/usr/bin/env node
// Builds the documentation site: TypeDoc (API of every package + the guides in docs/) into
// docs/site/, then the playground (docs/playground/, plain TypeScript + SVG) bundled for the
// browser by esbuild from the packages' TypeScript sources into docs/site/playground/. Each
// guide's `description:` (front matter) becomes its page's `<meta name="description">`.
//
//   node tooling/build-docs.mjs            TypeDoc then the playground
//   node tooling/build-docs.mjs --strict   TypeDoc warnings (undocumented exports, broken links) fail
//   node tooling/build-docs.mjs --playground-only
//   node tooling/build-docs.mjs --chromium PATH   the Chromium that makes the sample event's
//                                                 screenshots (default /usr/bin/chromium)
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { screenshotSampleEvent } from './docs-screenshots.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const site = join(root, 'docs', 'site');

if (!args.includes('--playground-only')) {
  const typedoc = join(root, 'node_modules', '.bin', 'typedoc');
  const extra = args.includes('--strict') ? ['--treatWarningsAsErrors'] : [];
  const run = spawnSync(typedoc, ['--options', join(root, 'typedoc.json'), ...extra], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    console.error(`typedoc failed (exit ${run.status})`);
    process.exit(run.status ?? 1);
  }
  linkPlayground(site);
  linkApi(site, apiPages(site));
  titleContents(site);
  describePages(site);
}

/**
 * TypeDoc's table of contents drops a heading's code ("Trọng tài tại bàn cờ ()" for
 * "Trọng tài tại bàn cờ (`@xq/arbiter`)"): give each entry its heading's whole text.
 */
function titleContents(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'playground' && entry.name !== 'assets') titleContents(path);
    else if (entry.name.endsWith('.html')) {
      const html = readFileSync(path, 'utf8');
      const text = new Map();
      for (const m of html.matchAll(/<h[1-6] id="([^"]+)"[^>]*>(.*?)<a href="#\1" aria-label="Permalink"/g))
        text.set(m[1], m[2].replace(/<[^>]*>/g, '').trim());
      if (text.size === 0) continue;
      const fixed = html.replace(/<a href="#([^"]+)"><span>([^<]*)<\/span><\/a>/g, (all, id) =>
        text.has(id) ? `<a href="#${id}"><span>${text.get(id)}</span></a>` : all,
      );
      if (fixed !== html) writeFileSync(path, fixed);
    }
  }
}

/**
 * The API pages TypeDoc wrote, by `package/Symbol` (`core/parseFen` → functions/_xq_core.parseFen.html),
 * and each package's module page by `package`.
 */
function apiPages(dir) {
  const pages = new Map();
  for (const kind of readdirSync(dir, { withFileTypes: true })) {
    if (
      !kind.isDirectory() ||
      kind.name === 'documents' ||
      kind.name === 'playground' ||
      kind.name === 'assets'
    )
      continue;
    for (const file of readdirSync(join(dir, kind.name))) {
      const m = /^_xq_([a-z-]+)(?:\.(.+))?\.html$/.exec(file);
      if (m) pages.set(m[2] === undefined ? m[1] : `${m[1]}/${m[2]}`, `${kind.name}/${file}`);
    }
  }
  return pages;
}

/**
 * Guides link to the API as ordinary Markdown, `[parseFen](xq:api/core/parseFen)` (readable
 * where Markdown is read, unlike TypeDoc's `{@link}` tags); point them at the symbol's page,
 * `Class.member` at its anchor, relative to each page (the package's page when TypeDoc wrote
 * none for the symbol).
 */
function linkApi(dir, pages) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'playground') linkApi(path, pages);
    else if (entry.name.endsWith('.html')) {
      const html = readFileSync(path, 'utf8');
      if (!html.includes('xq:api/')) continue;
      const up = relative(dirname(path), site)
        .split(sep)
        .filter(Boolean)
        .map(() => '..');
      const to = (pkg, symbol) => {
        const [name, member] = symbol.split('.');
        const page = pages.get(`${pkg}/${name}`);
        const target = page ?? pages.get(pkg) ?? 'modules.html';
        return [...up, target].join('/') + (page && member ? `#${member.toLowerCase()}` : '');
      };
      writeFileSync(
        path,
        html.replace(/xq:api\/([a-z-]+)\/([A-Za-z0-9_.$]+)/g, (_, pkg, symbol) => to(pkg, symbol)),
      );
    }
  }
}

/**
 * TypeDoc gives every page the same `<meta name="description">`; give each guide the
 * `description:` of its front matter (the home page: docs/index.md's), matched by its title.
 */
function describePages(dir) {
  const config = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8'));
  const byTitle = new Map();
  let home;
  for (const page of [config.readme, ...config.projectDocuments]) {
    const front = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(join(root, page), 'utf8'))?.[1] ?? '';
    const field = (key) => {
      const value = new RegExp(`^${key}:\\s*(.*)$`, 'm').exec(front)?.[1]?.trim();
      return value?.startsWith('"') ? JSON.parse(value) : value;
    };
    const description = field('description');
    if (!description) continue;
    if (page === config.readme) home = description;
    else byTitle.set(field('title'), description);
  }
  const attribute = (t) => t.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  const meta = /<meta name="description" content="[^"]*"\/>/;
  const set = (path, description) => {
    const html = readFileSync(path, 'utf8');
    if (meta.test(html))
      writeFileSync(
        path,
        html.replace(meta, `<meta name="description" content="${attribute(description)}"/>`),
      );
  };
  if (home) set(join(dir, 'index.html'), home);
  const documents = join(dir, 'documents');
  for (const file of readdirSync(documents).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(join(documents, file), 'utf8');
    const title = /<title>(.*?) \| /.exec(html)?.[1];
    const unescaped = title
      ?.replaceAll('&#39;', "'")
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    const description = byTitle.get(unescaped);
    if (description) set(join(documents, file), description);
  }
}

/**
 * Pages link to the playground as `xq:playground` (TypeDoc leaves such links alone: a relative
 * link to a file that does not exist yet would be a warning); point them at
 * playground/index.html, relative to each page.
 */
function linkPlayground(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'playground') linkPlayground(path);
    else if (entry.name.endsWith('.html')) {
      const html = readFileSync(path, 'utf8');
      if (!html.includes('xq:playground') && !html.includes('xq:sample-event')) continue;
      const up = relative(dirname(path), site)
        .split(sep)
        .filter(Boolean)
        .map(() => '..');
      writeFileSync(
        path,
        html
          .replaceAll('xq:playground', [...up, 'playground', 'index.html'].join('/'))
          .replaceAll('xq:sample-event', [...up, 'playground', 'sample-event'].join('/')),
      );
    }
  }
}

const out = join(site, 'playground');
mkdirSync(out, { recursive: true });
const result = await build({
  entryPoints: [join(root, 'docs', 'playground', 'main.ts')],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['es2022'],
  conditions: ['@xq/source'],
  minify: true,
  sourcemap: true,
  outfile: join(out, 'main.js'),
  metafile: true,
  logLevel: 'warning',
});
for (const file of ['index.html', 'style.css'])
  copyFileSync(join(root, 'docs', 'playground', file), join(out, file));
// Fairy-Stockfish's WASM build (GPL-3.0, a devDependency of packages/engine), copied as it is
// with its licence into playground/engine/: the analysis panel loads it at run time only.
const fsf = dirname(
  createRequire(join(root, 'packages', 'engine', 'package.json')).resolve(
    'fairy-stockfish-nnue.wasm/package.json',
  ),
);
mkdirSync(join(out, 'engine'), { recursive: true });
for (const file of ['stockfish.js', 'stockfish.wasm', 'stockfish.worker.js', 'Copying.txt', 'AUTHORS'])
  copyFileSync(join(fsf, file), join(out, 'engine', file));
// A sample event published by @xq/site (docs/publish.md links it as xq:sample-event/vi/index.html),
// with the <xq-board> viewer script bundled here as the package's build does.
const [sample, viewer] = await Promise.all(
  [
    {
      entry: join(root, 'docs', 'playground', 'sample-event.ts'),
      format: 'esm',
      platform: 'node',
      target: ['node20'],
    },
    {
      entry: join(root, 'packages', 'site', 'src', 'viewer.ts'),
      format: 'iife',
      platform: 'browser',
      target: ['es2020'],
    },
  ].map(({ entry, ...how }) =>
    build({
      entryPoints: [entry],
      bundle: true,
      ...how,
      conditions: ['@xq/source'],
      minify: true,
      legalComments: 'none',
      write: false,
      logLevel: 'warning',
    }),
  ),
);
const sampleModule = join(root, '.tmp', 'sample-event.mjs');
mkdirSync(dirname(sampleModule), { recursive: true });
writeFileSync(sampleModule, sample.outputFiles[0].text);
const { writeSampleEvent } = await import(pathToFileURL(sampleModule).href);
const written = writeSampleEvent(join(out, 'sample-event'), viewer.outputFiles[0].text);
console.log(`sample event: docs/site/playground/sample-event/ (${written} files)`);
// Its screenshots for docs/publish.md (xq:sample-event/screenshots/…), made in headless Chromium.
const shot = await screenshotSampleEvent(join(out, 'sample-event'), arg('chromium', '/usr/bin/chromium'));
console.log(`screenshots: docs/site/playground/sample-event/screenshots/ (${shot} files)`);
const bytes =
  result.metafile.outputs[Object.keys(result.metafile.outputs).find((k) => k.endsWith('main.js'))].bytes;
console.log(`playground: docs/site/playground/main.js ${(bytes / 1024).toFixed(1)} kB`);
console.log('site: docs/site/index.html (serve it with `npx pnpm@10 run docs:serve`)');
