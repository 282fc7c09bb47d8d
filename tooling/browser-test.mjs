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
    'docs/site/playground/main.js is missing: run `npx pnpm@10 run docs` (or node tooling/build-docs.mjs) first',
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
// The plies of the move list, in order (each move number's line holds red's move and black's).
const moves = () => page.$$eval('#moves .ply[data-ply]', (items) => items.map((i) => i.textContent));
const rows = () =>
  page.$$eval('#moves li', (items) =>
    items.map((i) =>
      [...i.children]
        .map((c) => c.textContent)
        .join(' ')
        .trim(),
    ),
  );
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

  await test('Redo is disabled with nothing to redo: an empty game, after a new move', async () => {
    await fresh();
    expect(await page.isDisabled('#redo'), true, 'empty game');
    await click('h2');
    await click('e2');
    expect(await page.isDisabled('#redo'), true, 'after a move');
    await page.click('#undo');
    expect(await page.isDisabled('#redo'), false, 'after undo');
    await click('h2');
    await click('e2');
    expect(await page.isDisabled('#redo'), true, 'a new move drops the undone one');
  });

  await test('the dark theme darkens the whole page, not only the board', async () => {
    await fresh();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.selectOption('#theme', 'dark');
    expect((await background()) !== light, true, `page background ${await background()}`);
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

  await test('a pasted PGN or DhtmlXQ record is detected, read and played on the board', async () => {
    await fresh();
    expect(await page.inputValue('#convert-from'), 'detect', 'detection is the default');
    await page.fill(
      '#convert-input',
      '[Event "Final"]\n[Red "A"]\n[Black "B"]\n[Result "1-0"]\n\n1. 炮二平五 馬８進７ 2. 馬二進三 車９平８ 1-0\n',
    );
    await page.selectOption('#convert-to', 'ucci');
    await page.click('#convert');
    expect(await page.textContent('#convert-error'), '', 'no error');
    expect(await page.inputValue('#convert-output'), '1. h2e2 h9g7\n2. h0g2 i9h9', 'the moves in UCCI');
    expect(
      await page.textContent('#convert-info'),
      'PGN, 1 game · 4 plies · Red A · Black B · result 1-0',
      'what was read',
    );
    await page.click('#convert-play');
    await page.selectOption('#notation', 'ucci');
    expect(await moves(), ['h2e2', 'h9g7', 'h0g2', 'i9h9'], 'the game on the board');
    await page.fill('#convert-input', '[DhtmlXQ][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][/DhtmlXQ]');
    await page.click('#convert');
    expect(await page.inputValue('#convert-output'), '1. h2e2 h9g7', 'DhtmlXQ');
    // The cannon from h2 cannot jump to e9 with nothing between: the reader's typed error.
    await page.fill('#convert-input', '[DhtmlXQ][DhtmlXQ_movelist]7740[/DhtmlXQ_movelist][/DhtmlXQ]');
    await page.click('#convert');
    expect(await page.getAttribute('#convert-error', 'data-code'), 'DHTMLXQ_ILLEGAL', 'error code');
    if (!(await page.textContent('#convert-error'))) throw new Error('no error message');
    expect(await page.inputValue('#convert-output'), '', 'no output');
    expect(await page.isDisabled('#convert-play'), true, 'nothing to play');
  });

  await test('a record file opened in the converter is decoded and read', async () => {
    await fresh();
    // A PGN file in GBK, as Chinese programs write them: "1. 炮二平五 马８进７ *".
    const gbk = Buffer.concat([
      Buffer.from('[Event "file"]\n\n'),
      Buffer.from('312e20c5dab6fec6bdcee520c2eda3b8bdf8a3b7202a0a', 'hex'),
    ]);
    await page.selectOption('#convert-to', 'ucci');
    await page.setInputFiles('#convert-file', { name: 'game.pgn', mimeType: 'text/plain', buffer: gbk });
    await page.waitForFunction(() => document.querySelector('#convert-output').value !== '');
    expect(await page.inputValue('#convert-output'), '1. h2e2 h9g7', 'the moves');
    expect(
      await page.inputValue('#convert-input'),
      '[Event "file"]\n\n1. 炮二平五 马８进７ *\n',
      'the text decoded',
    );
    // Text pasted afterwards is not that file: its name goes.
    expect(await page.$eval('#convert-file', (el) => el.files.length), 1, 'the file is shown');
    await page.fill('#convert-input', '1. C2.5 H8+7');
    expect(await page.$eval('#convert-file', (el) => el.files.length), 0, 'no file name after a paste');
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
    expect(
      await page.locator('#rr-table td', { hasText: /nghỉ|rests/ }).count(),
      5,
      'one bye a round ("N rests", in Tiếng Việt "N nghỉ")',
    );
  });

  await test('the move list numbers each move pair, not each ply', async () => {
    await fresh();
    await page.selectOption('#notation', 'ucci');
    for (const s of ['h2', 'e2', 'h9', 'g7', 'h0', 'g2']) await click(s);
    const lines = await page.$$eval('#moves li', (items) =>
      items.map((i) => [...i.children].map((c) => c.textContent)),
    );
    expect(
      lines,
      [
        ['1.', 'h2e2', 'h9g7'],
        ['2.', 'h0g2', ''],
      ],
      'move lines',
    );
    // From a FEN with black to move at move 7, the first line is "7. … black".
    await page.fill('#fen', AFTER_H2E2.replace(/ 1$/, ' 7'));
    await page.click('#load-fen');
    await click('h9');
    await click('g7');
    await click('h0');
    await click('g2');
    expect(await rows(), ['7. … h9g7', '8. h0g2'], 'black first');
  });

  await test('file and rank labels are never under a piece, in both orientations', async () => {
    await fresh();
    for (const style of ['iccs', 'wxf', 'chinese', 'vietnamese']) {
      await page.selectOption('#coordinates', style);
      for (const orientation of ['red', 'black']) {
        if ((await page.getAttribute('xq-board .xqb', 'data-orientation')) !== orientation)
          await page.click('#flip');
        // Every point's disc where a piece stands or could stand: the 32 pieces as drawn, and
        // each of the 90 points with the piece radius around its centre.
        const found = await page.evaluate(() => {
          const box = (e) => e.getBoundingClientRect();
          const labels = [...document.querySelectorAll('xq-board .coord')].map((e) => ({
            t: e.textContent,
            b: box(e),
          }));
          const discs = [...document.querySelectorAll('xq-board .piece .disc')].map(box);
          const scale = box(document.querySelector('xq-board svg')).width / 480;
          const points = [...document.querySelectorAll('xq-board .point')].map((e) => {
            const b = box(e);
            const cx = (b.left + b.right) / 2;
            const cy = (b.top + b.bottom) / 2;
            const r = 23 * scale; // a piece's disc and its edge
            return { left: cx - r, right: cx + r, top: cy - r, bottom: cy + r };
          });
          const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          const bad = [];
          for (const l of labels)
            for (const d of [...discs, ...points])
              if (hit(l.b, d)) bad.push(`${l.t} at ${Math.round(l.b.left)},${Math.round(l.b.top)}`);
          return { labels: labels.length, discs: discs.length, bad: [...new Set(bad)] };
        });
        if (found.labels < 18 || found.discs !== 32)
          throw new Error(`${style} ${orientation}: ${JSON.stringify(found)}`);
        expect(found.bad, [], `${style} labels under pieces, ${orientation} at the bottom`);
      }
    }
  });

  await test('keyboard play: arrows, Enter and Escape, announced for screen readers', async () => {
    await fresh();
    await page.selectOption('#notation', 'ucci');
    await page.focus('xq-board .xqb');
    const live = () => page.textContent('xq-board .live');
    // The cursor starts on red's king (e0): up twice to e2, right three times to h2.
    for (const key of ['ArrowUp', 'ArrowUp', 'ArrowRight', 'ArrowRight', 'ArrowRight'])
      await page.keyboard.press(key);
    expect(await live(), 'h2, red cannon', 'the point under the cursor');
    await page.keyboard.press('Enter');
    expect(await live(), 'picked red cannon h2, 12 moves', 'the pick');
    await page.keyboard.press('Escape');
    expect(await page.locator('xq-board .selected').count(), 0, 'Escape drops the selection');
    await page.keyboard.press(' ');
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft']) await page.keyboard.press(key);
    await page.keyboard.press('Enter');
    expect(await moves(), ['h2e2'], 'moves');
    expect(await live(), 'Red: h2e2', 'the move announced');
    await page.selectOption('#lang', 'vi');
    await page.focus('xq-board .xqb');
    await page.keyboard.press('ArrowUp'); // e2 → e3, the pawn
    await page.keyboard.press('ArrowUp');
    expect(await live(), 'e4, trống', 'announced in Vietnamese');
    const help = await page.textContent('#keys-help');
    for (const word of ['phím mũi tên', 'Enter', 'Space', 'Escape'])
      if (!help.includes(word)) throw new Error(`the page does not document ${word} in Vietnamese`);
    await page.selectOption('#lang', 'en');
    const helpEn = await page.textContent('#keys-help');
    for (const word of ['arrow keys', 'Enter', 'Space', 'Escape'])
      if (!helpEn.includes(word)) throw new Error(`the page does not document ${word}`);
  });

  await test('a game-over banner names the result and the reason', async () => {
    await fresh();
    expect(await page.isVisible('#banner'), false, 'no banner while play goes on');
    // Black to move and mated: the rook on d8 checks, the rook on d7 guards it, e9 faces the king.
    await page.fill('#fen', '3k5/3R5/3R5/9/9/9/9/9/9/4K4 b - - 0 1');
    await page.click('#load-fen');
    expect(await page.textContent('#banner-result'), 'Red wins', 'mate: result');
    expect(await page.textContent('#banner-reason'), 'Black is checkmated (Điều 7.1a)', 'mate: reason');
    // The banner stands off the board: its box meets neither the mating rook's point (d8) nor the board.
    const box = (sel) =>
      page.$eval(sel, (e) => {
        const b = e.getBoundingClientRect();
        return { left: b.left, top: b.top, right: b.right, bottom: b.bottom };
      });
    const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const banner = await box('#banner');
    expect(meets(banner, await box('xq-board [data-square="d8"]')), false, 'the banner leaves d8 in sight');
    expect(meets(banner, await box('xq-board')), false, 'the banner is off the board');
    await page.selectOption('#lang', 'vi');
    expect(await page.textContent('#banner-result'), 'Trắng thắng', 'mate in Vietnamese');
    // Issue 26: the page's own words follow the language (buttons, verdicts, clock notes).
    expect(await page.textContent('#reset'), 'Ván mới', 'a button in Vietnamese');
    expect(await page.textContent('#clock-pause'), 'Tạm dừng', 'the clock button in Vietnamese');
    const verdict = await page.textContent('#outcome');
    if (!verdict.startsWith('Trắng thắng: ') || /\b(?:wins|checkmated|red|black)\b/u.test(verdict))
      throw new Error(`the outcome in Vietnamese: ${verdict}`);
    if (!(await page.textContent('#clock-note')).startsWith('Đồng hồ của Trắng'))
      throw new Error('the clock note in Vietnamese');
    await page.selectOption('#lang', 'en');
    // Black has no move but is not in check: black loses (Điều 7.1b).
    await page.fill('#fen', '3k5/R8/9/9/4R4/9/9/9/9/5K3 b - - 0 1');
    await page.click('#load-fen');
    expect(await page.textContent('#banner-result'), 'Red wins', 'no move: result');
    const reason = await page.textContent('#banner-reason');
    if (!reason.startsWith('Black has no legal move and loses')) throw new Error(`no move: ${reason}`);
    // 58 quiet moves each before the start, two more each: the claim of Điều 12 is valid.
    await page.fill('#fen', `${START.slice(0, -4)} 116 1`);
    await page.click('#load-fen');
    expect(await page.isDisabled('#claim-move-limit'), true, 'no claim yet');
    for (const s of ['h2', 'e2', 'h9', 'g7', 'h0', 'g2', 'i9', 'h9']) await click(s);
    await page.click('#claim-move-limit');
    expect(await page.textContent('#banner-result'), 'Draw', 'move limit: result');
    expect(
      await page.textContent('#banner-reason'),
      'each side made 60 moves without a capture (Điều 7.2e)',
      'move limit: reason',
    );
    // The board does not move any more, and the banner does not move the page.
    const place = () =>
      page.$eval('xq-board', (e) => {
        const b = e.getBoundingClientRect();
        return [b.left + scrollX, b.top + scrollY, b.width, b.height];
      });
    const before = await place();
    await page.click('#undo');
    expect(await page.isVisible('#banner'), false, 'banner gone after undo');
    expect(await place(), before, 'the board stays where it was');
  });

  await test('the repetition draw shows in the banner', async () => {
    await fresh();
    const shuffle = ['h0', 'g2', 'h9', 'g7', 'g2', 'h0', 'g7', 'h9'];
    for (const s of [...shuffle, ...shuffle]) await click(s);
    expect(await page.textContent('#banner-result'), 'Draw', 'result');
    const reason = await page.textContent('#banner-reason');
    if (!reason.startsWith('the position repeated')) throw new Error(`reason: ${reason}`);
  });

  await test('a clock from a preset runs, switches on each move and flags on time', async () => {
    await page.clock.install({ time: 0 });
    await fresh();
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt(60_000);
    const names = await page.$$eval('#clock-preset option', (o) => o.map((x) => x.value).filter(Boolean));
    if (names.length < 10 || !names.includes('vn-blitz-5')) throw new Error(`presets: ${names.join(', ')}`);
    await page.selectOption('#clock-preset', 'vn-blitz-5');
    const face = (side) => page.textContent(`#clock-${side} time`);
    expect([await face('red'), await face('black')], ['5:00', '5:00'], 'before the start');
    const place = () =>
      page.$eval('xq-board', (e) => {
        const b = e.getBoundingClientRect();
        return [b.left + scrollX, b.top + scrollY, b.width, b.height];
      });
    const before = await place();
    await page.click('#clock-start');
    await page.clock.runFor(3000);
    expect([await face('red'), await face('black')], ['4:57', '5:00'], 'red runs');
    expect(await page.isDisabled('#undo'), true, 'no take-back while the clock runs');
    await click('h2');
    await click('e2');
    await page.clock.runFor(10_000);
    expect([await face('red'), await face('black')], ['4:57', '4:50'], 'black runs after red moved');
    expect(await page.getAttribute('#clock-black', 'class'), 'face black running', 'black face marked');
    await click('h9');
    await click('g7');
    await page.clock.runFor(1000);
    expect(await face('black'), '4:50', 'black stopped');
    await page.click('#clock-pause');
    await page.clock.runFor(20_000);
    expect(await face('red'), '4:56', 'paused: the time stands');
    await click('h0');
    await click('g2');
    expect((await moves()).length, 2, 'no move while the clock is paused');
    await page.click('#clock-pause');
    await page.clock.runFor(1000);
    expect(await face('red'), '4:55', 'resumed');
    await page.clock.fastForward(5 * 60_000);
    expect(await face('red'), '0:00.0', 'red out of time');
    expect(await page.textContent('#banner-result'), 'Black wins', 'flag: result');
    expect(await page.textContent('#banner-reason'), 'Red ran out of time (Điều 7.1d)', 'flag: reason');
    await click('h0');
    await click('g2');
    expect((await moves()).length, 2, 'no move after the flag');
    expect(await page.isDisabled('#undo'), true, 'no take-back before the clock is reset');
    // A control with a quota (Điều 10.1.1d: 10 moves every 15 minutes) tells the moves due.
    await page.click('#reset');
    await page.selectOption('#clock-preset', 'vn-international');
    await page.click('#clock-start');
    expect(await page.textContent('#clock-red .due'), '10 moves due', 'moves due');
    await click('h2');
    await click('e2');
    expect(await page.textContent('#clock-red .due'), '9 moves due', 'one move made');
    expect(await place(), before, 'the board did not move while the clock ran and the game ended');
  });

  await test('the analysis panel loads Fairy-Stockfish (WASM) and shows a legal best move with arrows', async () => {
    await fresh();
    expect(await page.evaluate(() => globalThis.crossOriginIsolated), true, 'cross-origin isolated');
    await page.fill('#analysis-amount', '6');
    await page.click('#analysis-start');
    await page.waitForSelector('#analysis-status[data-state="done"]', { timeout: 60_000 });
    const pv = (await page.textContent('#analysis-pv')) ?? '';
    if (pv.trim() === '') throw new Error('no best line');
    if ((await page.locator('xq-board .shape').count()) === 0) throw new Error('no arrow on the board');
    // The best move, played by clicks on the board, is accepted by the game: it is legal.
    const first = ((await page.getAttribute('#analysis-pv', 'data-uci')) ?? '').split(' ')[0];
    await click(first.slice(0, 2));
    await click(first.slice(2, 4));
    expect((await moves()).length, 1, `the best move ${first} played`);
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
