#!/usr/bin/env node
// Checks what would be published, package by package (`pnpm check:publish` builds first):
//   1. `pnpm pack` each packages/* into a temporary folder (workspace:^ becomes a version,
//      publishConfig applies: exactly the tarball `changeset publish` would upload);
//   2. the metadata npm shows (tooling/package-metadata.mjs), `publint run --strict` and `attw`
//      (@arethetypeswrong/cli) on each tarball;
//   3. `npm install` all the tarballs (local files only, works offline) into a scratch project,
//      then `import` (ESM) and `require` (CJS) each package and run a small smoke call;
//   4. print the minified (esbuild) and gzipped size of each package's ESM entry, other @xq/*
//      packages external (libraries bundled for a neutral platform: no Node built-ins);
//      @xq/core must stay under 27 kB gzipped; an app that uses `<xq-board>` (`import '@xq/board'`,
//      bundled for the browser from the installed tarballs, so @xq/core comes with it) must stay
//      within BOARD_WITH_CORE_GZIP_BUDGET;
//   5. the published types (issue 47): no `.d.ts`/`.d.cts` in any tarball carries `@internal`, and
//      the public names each `dist/index.d.ts` exports (counted with the TypeScript compiler API)
//      stay within the package's budget in PUBLIC_NAME_BUDGETS, and within
//      PUBLIC_NAMES_TOTAL_BUDGET in all (both below, beside issue 47's goals).
// Exits 1 when any step fails. `--keep` leaves the temporary folder for inspection.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import ts from 'typescript';
import { metadataProblems } from './package-metadata.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const keep = process.argv.includes('--keep');
// What an app downloads is the gzipped bundle. The repetition rulebook (36 AXF rules with English
// and Vietnamese titles) and the forced-check mate search made @xq/core 22 kB gzipped; the rulings'
// explanations, the glossary and the keyless board of the fast FEN path 25 kB; the judge's
// remembered searches (a game's repetition windows judged at the fast ingest path's speed) and the
// legal moves on bare points (`legalMovesOn`, what lets `<xq-board>` leave Board and Position out of
// an app) 26.2 kB.
const CORE_GZIP_BUDGET = 27 * 1024;
// `<xq-board>` with @xq/core in an app's bundle. Issue 47 asks for 15 kB; it was 21.1 kB, 18.8 kB
// once core's load-time tables were marked pure, 16.0 kB once the board played on core's low-level
// Board instead of its Position, 14.6 kB once it asked core only for the legal moves on bare points
// (`legalMovesOn`). A ratchet at today's size (packages/board/bench/app-size.mjs --why lists the
// bytes by file).
const BOARD_WITH_CORE_GZIP_BUDGET = 14_700;
// Public names a package's `dist/index.d.ts` exports (issue 47: a surface a user can learn; chessops
// exports 70). Internals leave `src/index.ts`; a new export makes room or raises this on purpose.
const PUBLIC_NAME_BUDGETS = {
  '@xq/core': 94,
  '@xq/notation': 70,
  '@xq/clock': 51,
  '@xq/pairing': 75,
  '@xq/tournament': 148,
  '@xq/arbiter': 44,
  '@xq/board': 34,
  '@xq/engine': 33,
  '@xq/db': 35,
  '@xq/site': 7,
  '@xq/cli': 5,
};
// Issue 47 asks for 600 in all (it was 872). These budgets are today's counts, a ratchet: the types
// an exported signature names stay public (TypeDoc's notExported check), so the rest came from
// one error shape per package, lists whose union types carry the docs, and the CLI's library
// reduced to what embedding `xq` needs.
const PUBLIC_NAMES_TOTAL_BUDGET = 596;

// pnpm 10, as the README runs it (npx keeps it in its cache: works offline once fetched).
const pnpm = ['npx', '--yes', 'pnpm@10'];

const work = mkdtempSync(join(tmpdir(), 'xq-publish-'));
const tarballs = join(work, 'tarballs');
const scratch = join(work, 'scratch');
mkdirSync(tarballs);
mkdirSync(scratch);

const failures = [];
function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' }, ...options });
  return { ok: r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim(), status: r.status };
}
function step(pkg, what, result) {
  console.log(`  ${result.ok ? '✓' : '✗'} ${what}`);
  if (!result.ok) {
    failures.push(what.startsWith(pkg) ? what : `${pkg}: ${what}`);
    console.log(result.out.replace(/^/gm, '      '));
  }
  return result.ok;
}

/** The one exception to "no runtime dependency outside @xq/*": the SQLite binding of @xq/db. */
const OUTSIDE_DEPENDENCIES = { '@xq/db': ['node-sqlite3-wasm'] };

const packages = readdirSync(join(root, 'packages'))
  .filter((d) => existsSync(join(root, 'packages', d, 'package.json')))
  .map((d) => ({
    dir: join(root, 'packages', d),
    json: JSON.parse(readFileSync(join(root, 'packages', d, 'package.json'), 'utf8')),
  }))
  .filter((p) => !p.json.private);

/** The names a type file exports (`export { a, b as c }`, `export declare function f`, …). */
function exportedNames(text, fileName) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const names = new Set();
  for (const node of source.statements) {
    if (ts.isExportDeclaration(node)) {
      if (node.exportClause && ts.isNamedExports(node.exportClause))
        for (const e of node.exportClause.elements) names.add(e.name.text);
      else names.add(`* from ${node.moduleSpecifier?.getText(source)}`);
    } else if (ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export) {
      if (ts.isVariableStatement(node))
        for (const d of node.declarationList.declarations) names.add(d.name.getText(source));
      else if (node.name) names.add(node.name.getText(source));
    }
  }
  return names;
}
/** Files of a tarball whose names end in `.d.ts` or `.d.cts`, with their text. */
function typeFiles(file) {
  const list = run('tar', ['-tzf', file])
    .out.split('\n')
    .filter((f) => /\.d\.c?ts$/.test(f));
  return list.map((f) => ({ path: f, text: run('tar', ['-xOzf', file, f]).out }));
}
const publicNames = [];

const packed = [];
for (const p of packages) {
  const name = p.json.name;
  console.log(`${name}@${p.json.version}`);
  if (!existsSync(join(p.dir, 'dist'))) {
    step(name, 'dist/ exists (run `npx pnpm@10 build` first)', {
      ok: false,
      out: `${p.dir}/dist is missing`,
    });
    continue;
  }
  const before = new Set(readdirSync(tarballs));
  if (
    !step(
      name,
      'pnpm pack',
      run(pnpm[0], [...pnpm.slice(1), 'pack', '--pack-destination', tarballs], { cwd: p.dir }),
    )
  )
    continue;
  const tgz = readdirSync(tarballs).find((f) => !before.has(f));
  const file = join(tarballs, tgz);
  packed.push({ name, file, json: p.json });
  const manifest = JSON.parse(run('tar', ['-xOzf', file, 'package/package.json']).out);
  const leaks = JSON.stringify(manifest).match(/workspace:|"@xq\/source"|\.test\.|src\//g);
  step(name, 'packed package.json has no workspace: ranges, source condition or sources', {
    ok: !leaks,
    out: `found ${leaks}`,
  });
  const problems = metadataProblems(manifest, p.dir.split('/').pop());
  step(name, 'package.json metadata: repository (directory), homepage, bugs, author, keywords, license', {
    ok: problems.length === 0,
    out: problems.join('\n'),
  });
  const outside = Object.keys(manifest.dependencies ?? {}).filter((d) => !d.startsWith('@xq/'));
  const allowed = OUTSIDE_DEPENDENCIES[name] ?? [];
  step(name, 'runtime dependencies: @xq/* only (@xq/db: its SQLite binding)', {
    ok: outside.every((d) => allowed.includes(d)),
    out: `not allowed: ${outside.filter((d) => !allowed.includes(d)).join(', ')}`,
  });
  const types = typeFiles(file);
  const internal = types.flatMap((t) =>
    t.text.split('\n').flatMap((line, i) => (line.includes('@internal') ? [`${t.path}:${i + 1}`] : [])),
  );
  step(name, `published types carry no @internal (${internal.length} lines in its .d.ts/.d.cts)`, {
    ok: internal.length === 0,
    out: internal.join('\n'),
  });
  const index = types.find((t) => t.path === 'package/dist/index.d.ts');
  const count = index ? exportedNames(index.text, 'index.d.ts').size : 0;
  const budget = PUBLIC_NAME_BUDGETS[name];
  publicNames.push({ name, count, budget, internal: internal.length });
  step(
    name,
    `public names in dist/index.d.ts: ${count} (budget ${budget ?? 'none: add one to PUBLIC_NAME_BUDGETS'})`,
    {
      ok: index !== undefined && budget !== undefined && count <= budget,
      out: index ? `${count} names; add the package to PUBLIC_NAME_BUDGETS` : 'no dist/index.d.ts',
    },
  );
  step(name, 'publint --strict', run(bin('publint'), ['run', file, '--strict']));
  step(
    name,
    'attw (are the types wrong?)',
    run(bin('attw'), [file, '--format', 'ascii', '--no-color', '--no-emoji']),
  );
}

// One scratch project with every tarball: @xq/* dependencies resolve to the local tarballs; the
// allowed outside dependencies come from the npm registry into npm's cache first, so that the
// install below stays offline.
for (const p of packed)
  for (const [dep, range] of Object.entries(p.json.dependencies ?? {}))
    if (!dep.startsWith('@xq/'))
      step(p.name, `npm cache add ${dep}@${range}`, run('npm', ['cache', 'add', `${dep}@${range}`]));
console.log('scratch project: npm install of the tarballs');
writeFileSync(
  join(scratch, 'package.json'),
  JSON.stringify({ name: 'scratch', private: true, version: '0.0.0' }),
);
const installed = step(
  'scratch',
  `npm install ${packed.map((p) => p.file.split('/').pop()).join(' ')}`,
  run(
    'npm',
    [
      'install',
      '--offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--no-package-lock',
      ...packed.map((p) => p.file),
    ],
    { cwd: scratch },
  ),
);

// The smoke calls, one body for both module systems: `load` is `import()` or `require`.
const SMOKE = `
const checks = {
  '@xq/core': async (m) => {
    const p = m.Position.initial();
    const n = p.legalMoves().length;
    if (n !== 44) throw new Error('the start position has 44 legal moves, got ' + n);
    const g = m.Game.replay(m.INITIAL_FEN, ['h2e2', 'h9g7']);
    if (!g.ok || g.value.position.turn !== 'red') throw new Error('replay failed');
    return 'Position.initial(): 44 legal moves; Game.replay of 2 moves';
  },
  '@xq/notation': async (m, load) => {
    const core = await load('@xq/core');
    if (typeof m.formatMove !== 'function') return 'exports ' + Object.keys(m).join(', ');
    const w = m.formatMove(core.Position.initial(), { from: 25, to: 22 }, 'wxf');
    if (w !== 'C2.5') throw new Error('h2e2 in WXF is C2.5, got ' + w);
    return "formatMove(h2e2, 'wxf') = C2.5";
  },
  '@xq/clock': async (m) => {
    if (typeof m.minutes !== 'function') return 'exports ' + Object.keys(m).join(', ');
    if (m.minutes(2) !== 120000) throw new Error('minutes(2) is 120000 ms');
    return 'minutes(2) = 120000; ' + (m.PRESET_NAMES ? m.PRESET_NAMES.length + ' presets' : '');
  },
  '@xq/board': async (m) => {
    // Safe to load in Node (SSR): nothing is defined without customElements, nothing crashes.
    if (typeof globalThis.customElements !== 'undefined') throw new Error('customElements exists in Node?');
    if (m.defineXqBoard() !== undefined) throw new Error('defineXqBoard() defined something without a DOM');
    const label = m.pieceLabel({ color: 'red', role: 'rook' }, 'vietnamese');
    if (label !== 'X') throw new Error("the red rook in the law's letters is X, got " + label);
    return "loads without a DOM, defines nothing; pieceLabel(rook, 'vietnamese') = X";
  },
  '@xq/engine': async (m) => {
    // An engine in process behind a port: the handshake, its options read typed, quit.
    let say;
    const port = {
      addMessageListener: (l) => (say = l),
      postMessage: (line) => {
        if (line === 'uci') for (const l of ['option name Hash type spin default 16 min 1 max 64', 'uciok']) say(l);
        if (line === 'isready') say('readyok');
      },
    };
    const e = await m.Engine.open(m.portTransport(port), { dialect: 'uci', handshakeMs: 2000, graceMs: 50 });
    if (!e.ok) throw new Error(e.error.message);
    const hash = e.value.options.find((o) => o.name === 'Hash');
    await e.value.quit();
    if (hash?.type !== 'spin' || hash.default !== 16) throw new Error('the Hash option was not read as a spin of 16');
    return 'Engine.open over a port: the Hash option read as a spin of default 16';
  },
  '@xq/arbiter': async (m) => {
    let s = m.apply(m.createArbiter(), { type: 'start' }).state;
    s = m.apply(s, { type: 'touch', side: 'red', square: 'h2' }).state;
    const r = m.apply(s, { type: 'move', move: 'b2e2' }).ruling;
    if (r.code !== 'move-refused' || r.article !== '9.1') throw new Error('touch-move (9.1) not enforced');
    return 'touch h2, move b2e2: refused under 9.1';
  },
  '@xq/db': async (m) => {
    const r = await m.openCollection(':memory:', { create: true });
    if (!r.ok) throw new Error(r.error.message);
    const stats = await r.value.stats();
    await r.value.close();
    if (stats.games !== 0) throw new Error('a new collection holds no game');
    return "openCollection(':memory:'): an empty collection, SQLite in WebAssembly";
  },
  '@xq/pairing': async (m) => {
    const s = m.roundRobinSchedule(6);
    if (s.length !== 5 || s[0].length !== 3) throw new Error('6 players play 5 rounds of 3 boards');
    return 'roundRobinSchedule(6): 5 rounds of 3 boards';
  },
  '@xq/site': async (m) => {
    const t = {
      format: 'xq-tournament',
      version: 2,
      name: 'Smoke <b>',
      regulations: { system: 'round-robin', scoring: '1-0.5-0' },
      players: [{ id: 1, name: 'A' }, { id: 2, name: 'B' }],
      rounds: [{ games: [{ red: 1, black: 2, result: 'draw' }], byes: [] }],
    };
    const site = m.publishTournament(t, { lang: 'vi' });
    if (!site.ok) throw new Error(site.error.message);
    const index = site.value.files.find((f) => f.path === 'index.html');
    if (!index?.text.startsWith('<!doctype html>') || index.text.includes('<b>')) throw new Error('index.html is wrong');
    return 'publishTournament: ' + site.value.files.length + ' files, the name escaped';
  },
  '@xq/tournament': async (m) => {
    let t = m.createTournament({ name: 'Smoke', system: 'round-robin' });
    for (const name of ['A', 'B', 'C']) {
      const r = m.addPlayer(t, { name });
      if (!r.ok) throw new Error(r.error.message);
      t = r.value;
    }
    const round = m.pairNextRound(t);
    if (!round.ok || round.value.games.length !== 1 || round.value.byes.length !== 1)
      throw new Error('3 players: round 1 has one game and one rest');
    return 'createTournament + 3 players: pairNextRound gives 1 game and 1 rest';
  },
};
async function smoke(name, load) {
  const m = await load(name);
  if (Object.keys(m).length === 0) throw new Error('no exports');
  const check = checks[name];
  return check ? await check(m, load) : 'exports ' + Object.keys(m).length + ' names';
}
async function main(load, names) {
  const out = {};
  for (const name of names) {
    try { out[name] = { ok: true, said: await smoke(name, load) }; }
    catch (e) { out[name] = { ok: false, said: String(e && e.stack || e) }; }
  }
  console.log(JSON.stringify(out));
}
`;
if (installed) {
  const names = packed.map((p) => p.name);
  writeFileSync(
    join(scratch, 'smoke.mjs'),
    `${SMOKE}\nawait main((n) => import(n), ${JSON.stringify(names)});\n`,
  );
  writeFileSync(
    join(scratch, 'smoke.cjs'),
    `${SMOKE}\nmain(async (n) => require(n), ${JSON.stringify(names)});\n`,
  );
  for (const [kind, file] of [
    ['import (ESM)', 'smoke.mjs'],
    ['require (CJS)', 'smoke.cjs'],
  ]) {
    const r = run(process.execPath, [file], { cwd: scratch });
    let results = {};
    try {
      results = JSON.parse(r.out.split('\n').pop());
    } catch {
      step('scratch', `${kind} ran`, { ok: false, out: r.out });
      continue;
    }
    for (const name of names) {
      const x = results[name] ?? { ok: false, said: 'not run' };
      step(name, `${name} ${kind}: ${x.ok ? x.said : 'failed'}`, { ok: x.ok, out: x.said });
    }
  }
  for (const p of packed) {
    if (!p.json.bin) continue;
    for (const cmd of Object.keys(p.json.bin)) {
      const r = run(join(scratch, 'node_modules', '.bin', cmd), ['--help'], { cwd: scratch });
      step(p.name, `bin \`${cmd} --help\` exits 0`, r);
    }
  }

  console.log('\nbundle sizes (ESM entry, esbuild --minify, other @xq/* external)');
  console.log('  package          minified     gzip');
  for (const p of packed) {
    const entry = join(scratch, 'node_modules', ...p.name.split('/'), 'dist', 'index.js');
    // Libraries must bundle for any platform (no Node built-ins); a package with a bin is for Node,
    // and so is @xq/db (a database file on disk), its SQLite binding left out of the count.
    const forNode = Boolean(p.json.bin) || p.name === '@xq/db';
    let result;
    try {
      result = await build({
        entryPoints: [entry],
        bundle: true,
        minify: true,
        format: 'esm',
        platform: forNode ? 'node' : 'neutral',
        // peers (pg for @xq/db) are the app's: an app that uses them installs them itself
        external: [
          '@xq/*',
          ...(OUTSIDE_DEPENDENCIES[p.name] ?? []),
          ...Object.keys(p.json.peerDependencies ?? {}),
        ],
        write: false,
        logLevel: 'silent',
      });
    } catch (e) {
      step(p.name, `${p.name} bundles with esbuild`, { ok: false, out: String(e.message ?? e) });
      continue;
    }
    const code = result.outputFiles[0].contents;
    const kb = (n) => `${(n / 1024).toFixed(1)} kB`.padStart(9);
    console.log(`  ${p.name.padEnd(14)} ${kb(code.length)} ${kb(gzipSync(code).length)}`);
    if (p.name === '@xq/core' && gzipSync(code).length >= CORE_GZIP_BUDGET)
      failures.push(`@xq/core: ${gzipSync(code).length} bytes gzipped, budget ${CORE_GZIP_BUDGET}`);
  }
  // What an app ships when it shows a board: its own entry `import '@xq/board'` (the documented
  // use: the import defines `<xq-board>`), bundled for the browser from the installed tarballs,
  // @xq/core bundled with it.
  if (packed.some((p) => p.name === '@xq/board')) {
    writeFileSync(join(scratch, 'app.js'), "import '@xq/board';\n");
    let app;
    try {
      app = await build({
        entryPoints: [join(scratch, 'app.js')],
        absWorkingDir: scratch,
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'browser',
        write: false,
        logLevel: 'silent',
      });
    } catch (e) {
      step('@xq/board', 'an app importing @xq/board bundles with esbuild', {
        ok: false,
        out: String(e.message ?? e),
      });
    }
    if (app) {
      const both = app.outputFiles[0].contents;
      const gz = gzipSync(both).length;
      const kb = (n) => `${(n / 1024).toFixed(1)} kB`.padStart(9);
      console.log(
        `  ${"app: import '@xq/board'".padEnd(14)} ${kb(both.length)} ${kb(gz)}  (board + core, budget ${BOARD_WITH_CORE_GZIP_BUDGET} bytes gzip)`,
      );
      step(
        '@xq/board',
        `<xq-board> with @xq/core in an app: ${gz} bytes gzip (budget ${BOARD_WITH_CORE_GZIP_BUDGET})`,
        {
          ok: gz <= BOARD_WITH_CORE_GZIP_BUDGET,
          out: `${gz} bytes gzip`,
        },
      );
    }
  }
}

console.log('\npublic names (dist/index.d.ts, TypeScript compiler API) and @internal in published types');
console.log('  package          names  budget  @internal');
let totalNames = 0;
for (const n of publicNames) {
  totalNames += n.count;
  const over = n.budget === undefined || n.count > n.budget ? '  OVER' : '';
  console.log(
    `  ${n.name.padEnd(16)} ${String(n.count).padStart(5)}  ${String(n.budget ?? '-').padStart(6)}  ${String(n.internal).padStart(9)}${over}`,
  );
}
console.log(
  `  ${'total'.padEnd(16)} ${String(totalNames).padStart(5)}  ${String(PUBLIC_NAMES_TOTAL_BUDGET).padStart(6)}`,
);
if (totalNames > PUBLIC_NAMES_TOTAL_BUDGET)
  failures.push(`public names: ${totalNames} in all, budget ${PUBLIC_NAMES_TOTAL_BUDGET}`);

if (keep) console.log(`\nkept ${work}`);
else rmSync(work, { recursive: true, force: true });
console.log(
  failures.length ? `\ncheck:publish FAILED:\n  ${failures.join('\n  ')}` : '\ncheck:publish: all good',
);
process.exit(failures.length ? 1 : 0);
