#!/usr/bin/env node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
// Browser tests of the docs playground: serves docs/site (built by `pnpm run docs`) on 127.0.0.1,
// drives Debian's Chromium headlessly with playwright-core, clicks like a user and checks
// what the page shows (the board is @xq/board's <xq-board>: points are [data-square="h2"]).
// Then runs tooling/board-browser-test.mjs, the tests of @xq/board itself.
// Prints `N passed, M failed` and exits 1 on any failure.
//
//   node tooling/browser-test.mjs [--chromium /usr/bin/chromium]
import { expect, harness } from './browser-harness.mjs';
import { serve } from './serve-docs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const site = join(root, 'docs', 'site');
const at = process.argv.indexOf('--chromium');
const executablePath = at > 0 && process.argv[at + 1] ? process.argv[at + 1] : '/usr/bin/chromium';
if (!existsSync(join(site, 'playground', 'main.js'))) {
  console.error(
    'docs/site/playground/main.js is missing: run `pnpm run docs` (or node tooling/build-docs.mjs) first',
  );
  process.exit(1);
}
if (!existsSync(executablePath)) {
  console.error(`${executablePath} not found: apt-get install -y chromium`);
  process.exit(1);
}

// The start position (Điều 3) and the position after the central cannon h2e2 (炮二平五): the
// cannon from h2 (square 25) stands on e2 (22), black to move, one quiet ply, move 1.
const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
const AFTER_H2E2 = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1';

const server = await serve({ root: site, host: '127.0.0.1', port: 0 });
const profile = mkdtempSync(join(tmpdir(), 'xq-chromium-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath,
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = context.pages()[0] ?? (await context.newPage());
const pageErrors = [];
page.on('pageerror', (e) => pageErrors.push(String(e)));
page.on(
  'console',
  (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && pageErrors.push(m.text()),
);
page.on('response', (r) => r.status() >= 400 && pageErrors.push(`${r.status()} ${r.url()}`));

const url = `${server.url}playground/`;
const click = (name) => page.click(`xq-board [data-square="${name}"]`);
const fen = () => page.inputValue('#fen');
const moves = () => page.$$eval('#moves li', (items) => items.map((i) => i.textContent));
const fresh = async () => {
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
};

const { test, counts } = harness();

console.log(`browser tests: ${url} with ${executablePath}`);
try {
  await test('the page loads with the start position, 32 pieces and no moves', async () => {
    await fresh();
    expect(await fen(), START, 'FEN');
    expect((await moves()).length, 0, 'moves');
    expect(await page.locator('.piece').count(), 32, 'pieces');
    expect(await page.locator('.piece[data-piece="red-king"]').getAttribute('data-at'), 'e0', 'red king');
  });

  await test('clicking a piece then a legal target plays the move: the list and the FEN update', async () => {
    await fresh();
    await click('h2');
    expect(
      await page.locator('.target').count(),
      12,
      'targets of the h2 cannon: h1, h3..h6, h9 (capture), g2..c2, i2',
    );
    await click('e2');
    expect((await moves()).length, 1, 'moves listed');
    expect(await fen(), AFTER_H2E2, 'FEN');
    expect(
      await page.locator('.piece[data-at="e2"]').getAttribute('data-piece'),
      'red-cannon',
      'piece on e2',
    );
    expect(await page.textContent('#turn'), 'black to move', 'turn');
  });

  await test('an illegal click does nothing: no move, same FEN, same pieces', async () => {
    await fresh();
    await click('h0');
    await click('h1'); // straight ahead: a horse never moves one step
    expect((await moves()).length, 0, 'moves after h0→h1');
    expect(await fen(), START, 'FEN after h0→h1');
    await click('e9'); // black's king while red is to move
    await click('e8');
    expect((await moves()).length, 0, 'moves after clicking black pieces');
    await click('e5'); // an empty point with nothing selected
    expect(await fen(), START, 'FEN after clicking an empty point');
    await click('e0');
    await click('e2'); // two steps: a king moves one step
    expect(await fen(), START, 'FEN after king e0→e2');
    expect(await page.locator('.piece').count(), 32, 'pieces');
  });

  await test('the move list follows the chosen notation', async () => {
    await fresh();
    await click('h2');
    await click('e2');
    await page.selectOption('#notation', 'ucci');
    expect(await moves(), ['h2e2'], 'UCCI');
    await page.selectOption('#notation', 'fsf');
    expect(await moves(), ['h3e3'], 'Fairy-Stockfish (ranks 1–10)');
    const ids = await page.$$eval('#notation option', (o) => o.map((x) => x.value));
    if (ids.includes('wxf')) {
      await page.selectOption('#notation', 'wxf');
      expect(await moves(), ['C2.5'], 'WXF');
    }
  });

  await test('pieces can be labelled with Vietnamese letters', async () => {
    await fresh();
    expect(await page.textContent('.piece[data-at="a0"] text'), '俥', 'red rook, Chinese');
    await page.selectOption('#labels', 'vietnamese');
    expect(await page.textContent('.piece[data-at="a0"] text'), 'X', 'red rook, Vietnamese');
    expect(await page.textContent('.piece[data-at="e9"] text'), 'Tg', 'black king, Vietnamese');
  });

  await test('undo and redo move through the game', async () => {
    await fresh();
    await click('h2');
    await click('e2');
    await page.click('#undo');
    expect(await fen(), START, 'FEN after undo');
    expect((await moves()).length, 0, 'moves after undo');
    await page.click('#redo');
    expect(await fen(), AFTER_H2E2, 'FEN after redo');
  });

  await test('repetition counts and the ruling appear as they happen', async () => {
    await fresh();
    // Both horses out and back twice: the start position stands a third time (Điều 7.2b).
    const shuffle = ['h0', 'g2', 'h9', 'g7', 'g2', 'h0', 'g7', 'h9'];
    for (const s of shuffle) await click(s);
    expect(await page.textContent('#repetition'), 'position seen 2 times', 'after one cycle');
    for (const s of shuffle) await click(s);
    const repetition = await page.textContent('#repetition');
    if (!repetition.startsWith('position seen 3 times — ruling'))
      throw new Error(`repetition: ${repetition}`);
    const outcome = await page.textContent('#outcome');
    if (!outcome.startsWith('draw')) throw new Error(`outcome: ${outcome}`);
    const explained = await page.textContent('#ruling');
    if (!explained.includes('h0g2'))
      throw new Error(`the ruling does not list the cycle's moves: ${explained}`);
    await page.selectOption('#ruling-lang', 'vi');
    if (!(await page.textContent('#ruling')).includes('Chu kỳ')) throw new Error('no Vietnamese explanation');
    await click('h0'); // the game is over: nothing moves
    await click('g2');
    expect((await moves()).length, 8, 'moves after the end');
  });

  await test('the converter round-trips a game', async () => {
    await fresh();
    const game = '1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 4. b0c2 h7i7 5. h0h6 c6c5 6. h6g6 a9b9';
    const original = game.split(/\s+/).filter((t) => !/^\d+\.$/.test(t));
    const ids = await page.$$eval('#convert-to option', (o) => o.map((x) => x.value));
    const targets = ids.filter((id) => id !== 'ucci');
    if (targets.length === 0) throw new Error('no notation to convert to');
    for (const target of targets) {
      await page.fill('#convert-input', game);
      await page.selectOption('#convert-from', 'ucci');
      await page.selectOption('#convert-to', target);
      await page.click('#convert');
      expect(await page.textContent('#convert-error'), '', `error converting to ${target}`);
      const there = await page.inputValue('#convert-output');
      expect(there.split('\n').length, 6, `lines in ${target}`);
      await page.click('#convert-swap');
      await page.selectOption('#convert-to', 'ucci');
      await page.click('#convert');
      expect(await page.textContent('#convert-error'), '', `error converting back from ${target}`);
      const back = (await page.inputValue('#convert-output')).split(/\s+/).filter((t) => !/^\d+\.$/.test(t));
      expect(back, original, `ucci → ${target} → ucci`);
    }
  });

  await test('the converter reports the first move that does not fit', async () => {
    await fresh();
    await page.fill('#convert-input', 'h2e2 h9g7 h2e2');
    await page.selectOption('#convert-from', 'ucci');
    await page.click('#convert');
    const error = await page.textContent('#convert-error');
    if (!error.startsWith("move 3 'h2e2'")) throw new Error(`error: ${error}`);
  });

  await test('the round-robin generator makes the Berger table', async () => {
    await fresh();
    if (await page.isDisabled('#rr-make')) throw new Error('@xq/pairing has no roundRobinSchedule');
    await page.fill('#rr-players', '6');
    await page.click('#rr-make');
    expect(await page.locator('#rr-table tbody tr').count(), 5, 'rounds for 6 players');
    expect(await page.locator('#rr-table tbody tr:first-child td').count(), 4, 'round column + 3 boards');
    await page.fill('#rr-players', '5');
    await page.click('#rr-make');
    expect(await page.locator('#rr-table tbody tr').count(), 5, 'rounds for 5 players (one rests)');
    expect(await page.locator('#rr-table td', { hasText: 'nghỉ' }).count(), 5, 'one bye a round');
  });

  await test('the API documentation is served beside the playground', async () => {
    const response = await page.goto(server.url);
    expect(response?.status(), 200, 'status of /');
    const title = await page.title();
    if (!title.includes('xq')) throw new Error(`title: ${title}`);
  });

  await test('no error in the page', async () => {
    expect(pageErrors, [], 'page errors');
  });
} finally {
  await context.close();
  await server.close();
  rmSync(profile, { recursive: true, force: true });
}
const { passed, failed } = counts();
console.log(`${passed} passed, ${failed} failed`);
const board = spawnSync(
  process.execPath,
  [join(root, 'tooling', 'board-browser-test.mjs'), '--chromium', executablePath],
  { stdio: 'inherit' },
);
process.exit(failed || board.status !== 0 ? 1 : 0);
