#!/usr/bin/env node
// The published site of an event in headless Chromium (Debian's /usr/bin/chromium, driven by
// playwright-core), as issue 45 asks: a 9-player Swiss of three rounds with a withdrawal,
// forfeits and draws is run with the built CLI (packages/cli/dist/bin.js), published with
// `xq tournament publish --lang vi` and `--lang en`, served from loopback, and every page is
// opened: no console error, no failed request, no request to any other host, no broken internal
// link, `<html lang>` and UTF-8 declared, no serious or critical axe-core violation, no sideways
// scrolling of the page at 360 px, the navigation hidden in print; standings.html shows every
// player's points as `xq tournament standings --json` gives them; the game viewer steps through
// the moves. Screenshots go to .tmp/site-screenshots/ (or --screenshots DIR) to be looked at by
// eye. Prints `N passed, M failed`; exits 1 on a failure.
//
//   node tooling/site-browser-test.mjs [--chromium /usr/bin/chromium] [--screenshots DIR]
//
// Build first: npx pnpm@10 exec turbo run build --filter=@xq/cli...
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLineOption as arg, expect, harness, openChromium } from './browser-harness.mjs';
import { serve } from './serve-docs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const executablePath = arg('chromium', '/usr/bin/chromium');
const shots = arg('screenshots', join(root, '.tmp', 'site-screenshots'));
const bin = join(root, 'packages', 'cli', 'dist', 'bin.js');
if (!existsSync(executablePath)) {
  console.error(`${executablePath} not found: apt-get install -y chromium`);
  process.exit(1);
}
if (!existsSync(bin)) {
  console.error(`${bin} not found: build first (npx pnpm@10 exec turbo run build --filter=@xq/cli...)`);
  process.exit(1);
}
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const work = mkdtempSync(join(tmpdir(), 'xq-site-'));
const file = join(work, 'event.json');
/** Runs the built CLI; throws with its error output unless it exits as expected. */
const xq = (args, status = 0) => {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: work, encoding: 'utf8' });
  if (r.status !== status) throw new Error(`xq ${args.join(' ')}: exit ${r.status}\n${r.stderr}${r.stdout}`);
  return r.stdout;
};

// The event: nine players (one name with markup, which must stay text), three rounds.
const NAMES = [
  'Nguyễn An',
  'Trần Bình',
  'Lê Chi',
  'Phạm Dũng',
  'Hoàng Em',
  'Vũ Giang',
  '<img src=x onerror=alert(1)> & Co',
  'Đỗ Hà',
  'Bùi Khánh',
];
// Results by board, red first: wins, draws, forfeits (+/-, -/+) and a double forfeit (-/-).
const RESULTS = [
  ['1-0', '1/2', '+/-', '0-1'],
  ['1/2', '-/+', '1-0', '1/2'],
  ['0-1', '1/2', '1-0', '-/-'],
];
xq([
  'tournament',
  'new',
  file,
  '--name',
  'Giải <Mùa> "Xuân" & Tết',
  '--system',
  'swiss-dutch',
  '--rounds',
  '3',
]);
for (const [i, name] of NAMES.entries())
  xq([
    'tournament',
    'add-player',
    file,
    name,
    '--rating',
    String(1900 - 37 * i),
    '--club',
    i % 2 ? 'CLB Huế' : 'CLB Hà Nội',
  ]);
for (let round = 1; round <= 3; round++) {
  if (round === 2) xq(['tournament', 'withdraw', file, '5']);
  const paired = JSON.parse(xq(['tournament', 'pair', file, '--json']));
  for (const [i, b] of paired.boards.entries())
    xq(['tournament', 'result', file, String(round), String(b.red), RESULTS[round - 1][i] ?? '1/2']);
}
// A game on board 1 of round 1, attached as PGN (ICCS moves: the central cannon and the horses).
writeFileSync(
  join(work, 'game.pgn'),
  '[Game "Chinese Chess"]\n[Format "ICCS"]\n\n1. H2-E2 H9-G7 2. H0-G2 I9-H9 *\n',
);
const firstRed = JSON.parse(xq(['tournament', 'pairings', file, '--round', '1', '--json'])).boards[0].red;
xq(['tournament', 'attach', file, '1', String(firstRed), join(work, 'game.pgn')]);
const standingsJson = JSON.parse(xq(['tournament', 'standings', file, '--json']));
for (const lang of ['vi', 'en'])
  xq(['tournament', 'publish', file, '--out', join(work, `site-${lang}`), '--lang', lang]);

const pagesOf = (dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((p) => p.endsWith('.html'))
    .sort();

mkdirSync(shots, { recursive: true });
const server = await serve({ root: work, host: '127.0.0.1', port: 0 });
const { page, close: closeChromium } = await openChromium(executablePath, { width: 360, height: 740 });
const problems = [];
page.on('pageerror', (e) => problems.push(`page error: ${e}`));
page.on(
  'console',
  (m) => m.type() === 'error' && problems.push(`console error on ${page.url()}: ${m.text()}`),
);
page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()}: ${r.url()}`));
page.on('request', (r) => {
  const url = r.url();
  if (!url.startsWith(server.url) && !url.startsWith('data:'))
    problems.push(`request to another host: ${url}`);
});

const { test, counts } = harness();
const points = (text) => {
  const t = text.trim();
  const m = /^(-?)(\d*)([¼½¾]?)$/.exec(t);
  if (!m || (m[2] === '' && m[3] === '')) return Number.NaN;
  return (m[1] ? -1 : 1) * (Number(m[2] || 0) + ({ '¼': 0.25, '½': 0.5, '¾': 0.75 }[m[3]] ?? 0));
};

console.log(`site browser tests: ${server.url} with ${executablePath}`);
try {
  await test('publish --lang vi and --lang en write every page of the event', async () => {
    const expected = [
      'crosstable.html',
      'games/r1-b1.html',
      'index.html',
      ...NAMES.map((_, i) => `players/${i + 1}.html`),
      'round-1.html',
      'round-2.html',
      'round-3.html',
      'standings.html',
    ].sort();
    for (const lang of ['vi', 'en']) {
      expect(pagesOf(join(work, `site-${lang}`)), expected, `pages of site-${lang}`);
      expect(existsSync(join(work, `site-${lang}`, 'xq-board.js')), true, 'the board script in the site');
    }
  });

  for (const lang of ['vi', 'en']) {
    const dir = join(work, `site-${lang}`);
    await test(`${lang}: every page declares its language and UTF-8, has no console error, no broken link, no serious axe violation, and fits 360 px`, async () => {
      const found = [];
      for (const path of pagesOf(dir)) {
        const url = `${server.url}site-${lang}/${path}`;
        await page.goto(url, { waitUntil: 'load' });
        const facts = await page.evaluate(() => ({
          lang: document.documentElement.lang,
          charset: document.characterSet,
          meta: document.querySelector('meta[charset]')?.getAttribute('charset') ?? null,
          title: document.title,
          wide: document.scrollingElement.scrollWidth - document.documentElement.clientWidth,
          links: [...document.querySelectorAll('a[href]')].map((a) => ({
            href: a.href,
            name: a.textContent.trim(),
          })),
          scripts: [...document.scripts].map((s) => s.textContent).filter((s) => s.includes('alert')),
          injected: document.querySelectorAll('img[src="x"]').length,
        }));
        if (facts.lang !== lang) found.push(`${path}: lang ${facts.lang}`);
        if (facts.charset !== 'UTF-8' || facts.meta?.toLowerCase() !== 'utf-8')
          found.push(`${path}: charset ${facts.charset} ${facts.meta}`);
        if (facts.title === '') found.push(`${path}: no title`);
        if (facts.wide > 0) found.push(`${path}: the page scrolls sideways by ${facts.wide} px at 360 px`);
        if (facts.injected > 0 || facts.scripts.length > 0) found.push(`${path}: a name became markup`);
        for (const l of facts.links) {
          if (l.name === '') found.push(`${path}: a link without a name (${l.href})`);
          const target = new URL(l.href);
          if (!l.href.startsWith(server.url)) {
            found.push(`${path}: a link to another host ${l.href}`);
            continue;
          }
          const local = join(work, decodeURIComponent(target.pathname));
          if (!existsSync(local) || !statSync(local).isFile()) found.push(`${path}: broken link ${l.href}`);
        }
        await page.addScriptTag({ content: axeSource });
        const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
        for (const v of result.violations)
          if (v.impact === 'serious' || v.impact === 'critical')
            found.push(
              `${path}: axe ${v.impact} ${v.id}: ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(', ')}`,
            );
      }
      await page.goto(`${server.url}site-${lang}/standings.html`);
      await page.screenshot({ path: join(shots, `standings-${lang}-360.png`), fullPage: true });
      await page.goto(`${server.url}site-${lang}/round-2.html`);
      await page.screenshot({ path: join(shots, `round-2-${lang}-360.png`), fullPage: true });
      expect(found, [], 'problems');
    });

    await test(`${lang}: standings.html shows every player's points as standings --json gives them`, async () => {
      await page.goto(`${server.url}site-${lang}/standings.html`);
      const rows = await page.$$eval('table:first-of-type tbody tr', (trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
      );
      const shown = rows.map((r) => ({
        rank: Number(r[0]),
        player: Number(r[1]),
        points: points(r[5] ?? ''),
      }));
      const json = standingsJson.rows.map((r) => ({ rank: r.rank, player: r.player, points: r.points }));
      expect(json.length, NAMES.length, 'rows of standings --json');
      expect(shown, json, 'standings.html against standings --json');
    });
  }

  await test('the game viewer steps through the moves with the buttons and the arrow keys', async () => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto(`${server.url}site-vi/games/r1-b1.html`);
    await page.waitForFunction(() => document.querySelector('xq-board')?.fen !== undefined);
    const fen = () => page.$eval('xq-board', (b) => b.fen);
    const after = await page.$$eval('button[data-ply]', (bs) => bs.map((b) => b.dataset.fen));
    const texts = await page.$$eval('button[data-ply]', (bs) => bs.map((b) => b.textContent));
    expect(texts, ['1. P2-5', '1… M8.7', '2. M2.3', '2… X9-8'], "the moves in the law's notation");
    await page.click('button[data-step="forward"]');
    expect(await fen(), after[0], 'after ▶');
    await page.click('button[data-ply="4"]');
    expect(await fen(), after[3], 'after the last move pressed');
    await page.focus('button[data-ply="4"]');
    await page.keyboard.press('ArrowLeft');
    expect(await fen(), after[2], 'after ←');
    await page.screenshot({ path: join(shots, 'game-vi.png'), fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: join(shots, 'game-vi-360.png'), fullPage: true });
  });

  await test('print: no navigation and no controls; the tables stay', async () => {
    await page.goto(`${server.url}site-vi/round-1.html`);
    await page.emulateMedia({ media: 'print' });
    const shown = await page.evaluate(() => ({
      nav: getComputedStyle(document.querySelector('nav')).display,
      table: getComputedStyle(document.querySelector('table')).display,
    }));
    await page.screenshot({ path: join(shots, 'round-1-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    expect(shown, { nav: 'none', table: 'table' }, 'print styles');
  });

  await test('a file that does not validate is refused, and the last good site stays', async () => {
    const before = readFileSync(join(work, 'site-vi', 'standings.html'), 'utf8');
    const bad = JSON.parse(readFileSync(file, 'utf8'));
    bad.rounds[0].games[0].black = 99;
    writeFileSync(join(work, 'bad.json'), JSON.stringify(bad));
    xq(['tournament', 'publish', join(work, 'bad.json'), '--out', join(work, 'site-vi'), '--lang', 'vi'], 1);
    expect(
      readFileSync(join(work, 'site-vi', 'standings.html'), 'utf8') === before,
      true,
      'the site is unchanged',
    );
    expect(
      readdirSync(work).filter((n) => n.includes('.new-')),
      [],
      'no half-written folder left',
    );
    // Published again over itself: replaced whole.
    xq(['tournament', 'publish', file, '--out', join(work, 'site-vi'), '--lang', 'vi']);
    expect(pagesOf(join(work, 'site-vi')).length, 16, 'pages after publishing again');
  });

  await test('no error in any page, no request to another host', async () => {
    expect(problems, [], 'problems');
  });
} finally {
  await closeChromium();
  await server.close();
  if (!process.argv.includes('--keep')) rmSync(work, { recursive: true, force: true });
  else console.log(`kept ${relative(process.cwd(), work) || work}`);
}
const { passed, failed } = counts();
console.log(`${passed} passed, ${failed} failed; screenshots in ${shots}`);
process.exit(failed ? 1 : 0);
