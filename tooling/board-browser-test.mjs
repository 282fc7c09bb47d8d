#!/usr/bin/env node
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
// Browser tests of @xq/board in headless Chromium (Debian's /usr/bin/chromium, driven by
// playwright-core): bundles packages/board/src/index.ts with esbuild into a scratch page, then
// clicks, drags, types and looks like a user. Screenshots go to .tmp/board-screenshots/ (or
// --screenshots DIR) to be looked at by eye. Prints `N passed, M failed`; exits 1 on a failure.
// tooling/browser-test.mjs runs it after the playground's tests.
//
//   node tooling/board-browser-test.mjs [--chromium /usr/bin/chromium] [--screenshots DIR]
import { commandLineOption as arg, expect, harness, openChromium } from './browser-harness.mjs';
import { serve } from './serve-docs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const executablePath = arg('chromium', '/usr/bin/chromium');
const shots = arg('screenshots', join(root, '.tmp', 'board-screenshots'));
if (!existsSync(executablePath)) {
  console.error(`${executablePath} not found: apt-get install -y chromium`);
  process.exit(1);
}

// The start position (Điều 3) and the position after the central cannon h2e2 (炮二平五).
const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
const AFTER_H2E2 = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1';
// Red's rook on d4 checks the black king on d9 (the mate of docs/index.md, black to move).
const CHECKED = '3k5/9/9/9/9/3R5/9/9/9/4K4 b - - 1 1';

mkdirSync(shots, { recursive: true });
const site = mkdtempSync(join(tmpdir(), 'xq-board-'));
await build({
  entryPoints: [join(root, 'packages', 'board', 'src', 'index.ts')],
  bundle: true,
  format: 'iife',
  globalName: 'XqBoard',
  platform: 'browser',
  target: ['es2022'],
  conditions: ['@xq/source'],
  minify: true,
  outfile: join(site, 'board.js'),
  logLevel: 'warning',
});
writeFileSync(
  join(site, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>xq-board</title>
<link rel="icon" href="data:,">
<style>body{margin:0;padding:16px;font-family:system-ui;background:#fff}#one,#two{width:420px;display:inline-block;vertical-align:top;margin-right:16px}</style>
</head><body>
<xq-board id="one"></xq-board>
<div id="two"></div>
<script src="board.js"></script>
<script>
  window.moves = [];
  document.getElementById('one').addEventListener('move', (e) => window.moves.push(e.detail));
  window.mounted = [];
  window.controller = XqBoard.mountBoard(document.getElementById('two'), {
    movable: 'none', onMove: (d) => window.mounted.push(d.uci),
  });
  document.body.dataset.ready = 'true';
</script></body></html>`,
);

const server = await serve({ root: site, host: '127.0.0.1', port: 0 });
const { page, close: closeChromium } = await openChromium(executablePath, { width: 920, height: 560 });
const pageErrors = [];
page.on('pageerror', (e) => pageErrors.push(String(e)));
page.on('console', (m) => m.type() === 'error' && pageErrors.push(m.text()));

const one = (name) => `#one [data-square="${name}"]`;
const click = (name) => page.click(one(name));
const fen = () => page.$eval('#one', (el) => el.fen);
const moves = () => page.evaluate(() => window.moves);
const live = () => page.textContent('#one .live');
const fresh = async () => {
  await page.goto(server.url);
  await page.waitForSelector('body[data-ready="true"]');
};
async function centre(selector) {
  const box = await page.locator(selector).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
/** Drags with the mouse from the point named `from` to the point named `to` of #one. */
async function drag(from, to) {
  const a = await centre(one(from));
  const b = await centre(one(to));
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
}

const { test, counts } = harness();

console.log(`board browser tests: ${server.url} with ${executablePath}`);
try {
  await test('the 90 points carry data-square a0…i9, the start position has 32 pieces', async () => {
    await fresh();
    const names = await page.$$eval('#one [data-square]', (els) => els.map((e) => e.dataset.square));
    const expected = [];
    for (let rank = 0; rank < 10; rank++) for (const f of 'abcdefghi') expected.push(f + rank);
    expect(names.length, 90, 'points');
    expect([...names].sort(), [...expected].sort(), 'names');
    expect(await page.locator('#one .piece').count(), 32, 'pieces');
    expect(await fen(), START, 'fen');
    expect(await page.getAttribute('#one .piece[data-piece="red-king"]', 'data-at'), 'e0', 'red king');
  });

  await test('two clicks, the cannon on h2 then e2, fire one move event h2e2 and update fen', async () => {
    await fresh();
    await click('h2');
    expect(await page.locator('#one .target').count(), 12, 'hints of the h2 cannon');
    expect(await live(), 'picked red cannon h2, 12 moves', 'pick announced');
    await click('e2');
    const events = await moves();
    expect(events.length, 1, 'move events');
    expect(
      [events[0].uci, events[0].from, events[0].to, events[0].fromSquare, events[0].toSquare],
      ['h2e2', 'h2', 'e2', 25, 22],
      'detail',
    );
    expect(events[0].fen, AFTER_H2E2, 'detail.fen');
    expect(await fen(), AFTER_H2E2, 'element fen');
    expect(await page.getAttribute('#one', 'fen'), AFTER_H2E2, 'fen attribute');
    expect(await page.getAttribute('#one .piece[data-at="e2"]', 'data-piece'), 'red-cannon', 'piece on e2');
    expect(await page.locator('#one .last').count(), 2, 'last-move marks');
    expect(await live(), 'Red: cannon h2 to e2', 'announcement');
  });

  await test('clicks and pointer events dispatched by a script play moves too, once each', async () => {
    await fresh();
    await page.evaluate(() => {
      const point = (name) => document.querySelector(`#one [data-square="${name}"]`);
      for (const name of ['h2', 'e2']) point(name).dispatchEvent(new MouseEvent('click', { bubbles: true }));
      // A full synthetic press: pointerdown, pointerup, then the click the browser would add.
      for (const name of ['h9', 'g7'])
        for (const type of ['pointerdown', 'pointerup', 'click']) {
          const init = { bubbles: true, button: 0, pointerId: 1, isPrimary: true };
          point(name).dispatchEvent(
            type === 'click' ? new MouseEvent(type, init) : new PointerEvent(type, init),
          );
        }
    });
    expect(
      (await moves()).map((e) => e.uci),
      ['h2e2', 'h9g7'],
      'moves',
    );
  });

  await test('illegal clicks do nothing: no event, same fen', async () => {
    await fresh();
    await click('h0');
    await click('h1'); // a horse never moves one step straight
    await click('e9'); // black's king while red is to move
    await click('e8');
    await click('e0');
    await click('e2'); // a king moves one step
    expect((await moves()).length, 0, 'move events');
    expect(await fen(), START, 'fen');
  });

  await test('dragging the horse from h0 to g2 plays h0g2; a drop on an illegal point snaps back', async () => {
    await fresh();
    await drag('h0', 'h1');
    expect((await moves()).length, 0, 'no move after the drop on h1');
    expect(
      await page.getAttribute('#one .piece[data-at="h0"]', 'data-piece'),
      'red-horse',
      'horse back on h0',
    );
    const a = await centre(one('h0'));
    const c = await centre(one('g2'));
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move((a.x + c.x) / 2, (a.y + c.y) / 2, { steps: 4 });
    await page.screenshot({ path: join(shots, 'drag.png'), clip: await page.locator('#one').boundingBox() });
    await page.mouse.move(c.x, c.y, { steps: 4 });
    await page.mouse.up();
    const events = await moves();
    expect(
      events.map((e) => e.uci),
      ['h0g2'],
      'moves',
    );
    expect(await page.getAttribute('#one .piece[data-at="g2"]', 'data-piece'), 'red-horse', 'horse on g2');
  });

  await test('keyboard: arrows move the cursor, Enter picks and drops', async () => {
    await fresh();
    await page.focus('#one .xqb');
    expect(await page.isVisible('#one .cursor'), true, 'the cursor shows on keyboard focus');
    await click('e5'); // a click on an empty point: the pointer is in use, no cursor
    expect(await page.isVisible('#one .cursor'), false, 'no cursor after a click');
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown'])
      await page.keyboard.press(key); // e5 → e0, the cursor's start
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp'])
      await page.keyboard.press(key);
    expect(await live(), 'h2, red cannon', 'cursor on h2');
    expect(await page.isVisible('#one .cursor'), true, 'the cursor shows');
    await page.keyboard.press('Enter');
    expect(await page.locator('#one .target').count(), 12, 'hints after Enter');
    await page.keyboard.press('Escape');
    expect(await page.locator('#one .target').count(), 0, 'hints after Escape');
    await page.keyboard.press('Enter');
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft']) await page.keyboard.press(key);
    await page.keyboard.press('Enter');
    expect(
      (await moves()).map((e) => e.uci),
      ['h2e2'],
      'moves',
    );
    expect(await live(), 'Red: cannon h2 to e2', 'announcement');
    await page.screenshot({
      path: join(shots, 'keyboard.png'),
      clip: await page.locator('#one').boundingBox(),
    });
  });

  await test('orientation black: a0 is at the top right, clicks still play the right move', async () => {
    await fresh();
    const red = [await centre(one('a0')), await centre(one('i9'))];
    if (!(red[0].x < red[1].x && red[0].y > red[1].y))
      throw new Error('red at the bottom: a0 is bottom left');
    await page.$eval('#one', (el) => el.setAttribute('orientation', 'black'));
    const black = [await centre(one('a0')), await centre(one('i9'))];
    if (!(black[0].x > black[1].x && black[0].y < black[1].y))
      throw new Error(`black at the bottom: a0 should be top right, got ${JSON.stringify(black)}`);
    expect(await page.$eval('#one', (el) => el.orientation), 'black', 'property');
    await click('h2');
    await click('e2');
    expect(
      (await moves()).map((e) => e.uci),
      ['h2e2'],
      'moves',
    );
    await page.keyboard.press('ArrowUp'); // the cursor is on e2; up the screen is down the ranks
    expect(await live(), 'e1, empty', 'cursor moved towards rank 1');
    await page.screenshot({
      path: join(shots, 'black-bottom.png'),
      clip: await page.locator('#one').boundingBox(),
    });
  });

  await test('movable: none and the side not to move cannot move', async () => {
    await fresh();
    await page.$eval('#one', (el) => el.setAttribute('movable', 'black'));
    await click('h2');
    await click('e2');
    expect(await page.locator('#one .selected').count(), 0, 'nothing selected for black');
    await page.$eval('#one', (el) => {
      el.movable = 'none';
    });
    await click('h2');
    await click('e2');
    expect((await moves()).length, 0, 'move events');
    await page.$eval('#one', (el) => {
      el.movable = 'red';
    });
    await click('h2');
    await click('e2');
    expect((await moves()).length, 1, 'red may move');
  });

  await test('a cancelled move event keeps the position', async () => {
    await fresh();
    await page.$eval('#one', (el) => el.addEventListener('move', (e) => e.preventDefault()));
    await click('h2');
    await click('e2');
    expect((await moves()).length, 1, 'the event fired');
    expect(await fen(), START, 'fen kept');
  });

  // The README and docs/board.md say so: inside a move listener board.fen is still the position
  // before the move (the event is cancelable), event.detail.fen the one after; after it, board.fen is new.
  await test('in a move listener board.fen is the position before, detail.fen the one after', async () => {
    await fresh();
    await page.$eval('#one', (el) =>
      el.addEventListener('move', (e) => (window.seen = { board: el.fen, detail: e.detail.fen }), {
        once: true,
      }),
    );
    await click('h2');
    await click('e2');
    expect(
      await page.evaluate(() => window.seen),
      { board: START, detail: AFTER_H2E2 },
      'inside the listener',
    );
    expect(await fen(), AFTER_H2E2, 'after the listener');
  });

  await test('a move listener that answers with set() has the last word', async () => {
    await fresh();
    await page.$eval(
      '#one',
      (el, fen) => el.addEventListener('move', () => el.set({ fen, lastMove: null }), { once: true }),
      CHECKED,
    );
    await click('h2');
    await click('e2');
    expect(await fen(), CHECKED, 'fen');
    expect(await page.getAttribute('#one', 'fen'), CHECKED, 'fen attribute');
    expect(await page.locator('#one .last').count(), 0, 'no last-move marks');
  });

  await test('set(): fen, last move, check, arrows and circles; a bad fen is refused', async () => {
    await fresh();
    const result = await page.$eval(
      '#one',
      (el, fen) =>
        el.set({
          fen,
          lastMove: { from: 'a4', to: 'd4' },
          arrows: [{ from: 'e0', to: 'e1', brush: 'blue' }],
          circles: [{ at: 'd9', brush: 'red' }],
        }),
      CHECKED,
    );
    expect(result.ok, true, 'set ok');
    expect(await fen(), CHECKED, 'fen');
    expect(await page.locator('#one .last').count(), 2, 'last-move marks');
    expect(await page.locator('#one .check').count(), 1, 'check mark');
    expect(await page.locator('#one .shape').count(), 2, 'arrow and circle');
    const bad = await page.$eval('#one', (el) => el.set({ fen: 'nonsense' }));
    expect([bad.ok, bad.error.code], [false, 'BOARD_BAD_FEN'], 'bad fen');
    expect(await fen(), CHECKED, 'fen kept');
    const error = await page.$eval(
      '#one',
      (el) =>
        new Promise((resolve) => {
          el.addEventListener('error', (e) => resolve(e.detail.code), { once: true });
          el.fen = '4k4/9/9/9/9/9/9/9/9/4K4 w';
        }),
    );
    expect(error, 'BOARD_BAD_FEN', 'error event of the fen property');
    await page.screenshot({
      path: join(shots, 'set-check-arrows.png'),
      clip: await page.locator('#one').boundingBox(),
    });
  });

  await test('junk through set(), attributes and properties: typed answers, no crash, the position kept', async () => {
    await fresh();
    const answers = await page.$eval('#one', (el) => {
      const junk = [
        null,
        undefined,
        0,
        'fen',
        [],
        { fen: 7 },
        { fen: '__proto__' },
        { lastMove: 'h2e2' },
        { lastMove: { from: 'toString', to: 'e2' } },
        { check: {} },
        { arrows: [{}] },
        { circles: 'a0' },
        JSON.parse('{"__proto__": {"fen": "x"}}'),
        { arrows: [{ from: 'a0', to: 'a1', brush: 'constructor' }] },
      ];
      const out = junk.map((state) => {
        try {
          const r = el.set(state);
          return r.ok ? 'ok' : r.error.code;
        } catch (e) {
          return `threw ${e}`;
        }
      });
      for (const [name, value] of [
        ['fen', 'junk'],
        ['orientation', 'sideways'],
        ['movable', '__proto__'],
        ['pieces', 'toString'],
        ['coordinates', ''],
        ['theme', 'neon'],
        ['lang', 'fr'],
        ['animation', '-5'],
        ['hints', 'maybe'],
      ])
        el.setAttribute(name, value);
      let thrown = '';
      try {
        el.orientation = 'sideways';
      } catch (e) {
        thrown = e.constructor.name;
      }
      return { out, thrown, orientation: el.orientation, animation: el.animation, fen: el.fen };
    });
    for (const answer of answers.out)
      if (answer !== 'ok' && !answer.startsWith('BOARD_')) throw new Error(`set answered ${answer}`);
    expect(answers.thrown, 'TypeError', 'a bad property value');
    expect(
      [answers.orientation, answers.animation, answers.fen],
      ['red', 200, START],
      'defaults and position kept',
    );
    expect(await page.locator('#one .piece').count(), 32, 'pieces');
  });

  await test('set() with the last move animates it and announces it', async () => {
    await fresh();
    await page.$eval('#one', (el, fen) => el.set({ fen, lastMove: { from: 25, to: 22 } }), AFTER_H2E2);
    expect(await live(), 'Red: cannon h2 to e2', 'announcement');
    const running = await page.$eval(
      '#one',
      (el) => el.querySelector('.piece[data-at="e2"] .body').getAnimations().length,
    );
    expect(running, 1, 'animations on the piece that moved');
  });

  await test('piece sets: traditional, simplified, Vietnamese (Điều 11.2), Western', async () => {
    await fresh();
    const label = (sq) => page.textContent(`#one .piece[data-at="${sq}"] text`);
    expect([await label('a0'), await label('b9'), await label('e9')], ['俥', '馬', '將'], 'traditional');
    await page.$eval('#one', (el) => el.setAttribute('pieces', 'simplified'));
    expect([await label('a0'), await label('b9'), await label('e9')], ['车', '马', '将'], 'simplified');
    await page.$eval('#one', (el) => el.setAttribute('pieces', 'vietnamese'));
    expect([await label('a0'), await label('b9'), await label('e9')], ['X', 'M', 'Tg'], 'vietnamese');
    await page.$eval('#one', (el) => el.setAttribute('pieces', 'western'));
    expect([await label('a0'), await label('b9'), await label('e9')], ['R', 'H', 'K'], 'western');
    await page.$eval('#one', (el) => el.setAttribute('pieces', 'klingon'));
    expect(await label('a0'), '俥', 'a bad attribute value falls back to the default');
  });

  await test('coordinates: ICCS, WXF, Chinese and the law’s Vietnamese numbering', async () => {
    await fresh();
    const coords = () => page.$$eval('#one .coord.bottom', (els) => els.map((e) => e.textContent).join(''));
    expect(await coords(), 'abcdefghi', 'ICCS');
    await page.$eval('#one', (el) => el.setAttribute('coordinates', 'vietnamese'));
    expect(await coords(), '987654321', "Vietnamese: Trắng's files 1–9 from its right");
    await page.$eval('#one', (el) => el.setAttribute('coordinates', 'chinese'));
    expect(await coords(), '九八七六五四三二一', 'Chinese: red in Chinese numerals');
  });

  await test('announcements in Vietnamese with the app’s notation', async () => {
    await fresh();
    await page.$eval('#one', (el) => {
      el.lang = 'vi';
      el.formatMove = (_position, move) => `${move.from}-${move.to}`;
    });
    await click('h2');
    await click('e2');
    expect(await live(), 'Trắng: 25-22', 'announcement');
  });

  await test('mountBoard: a board the app mounts, movable none, then configured', async () => {
    await fresh();
    expect(await page.locator('#two [data-square]').count(), 90, 'points');
    await page.click('#two [data-square="h2"]');
    await page.click('#two [data-square="e2"]');
    expect(await page.evaluate(() => window.mounted), [], 'no move while movable is none');
    await page.evaluate(() =>
      window.controller.configure({
        movable: 'both',
        theme: 'dark',
        pieces: 'vietnamese',
        coordinates: 'vietnamese',
        orientation: 'black',
      }),
    );
    await page.click('#two [data-square="h2"]');
    await page.click('#two [data-square="e2"]');
    expect(await page.evaluate(() => window.mounted), ['h2e2'], 'moves');
    await page.evaluate(() => window.controller.set({ arrows: [{ from: 'h9', to: 'g7' }] }));
    await page.screenshot({
      path: join(shots, 'dark-vietnamese.png'),
      clip: await page.locator('#two').boundingBox(),
    });
  });

  await test('properties and attributes set before the element is defined are taken over', async () => {
    await fresh();
    const seen = await page.evaluate((fen) => {
      const el = document.createElement('xq-late');
      el.fen = fen; // an own property: the element is not defined yet
      el.orientation = 'black';
      el.setAttribute('pieces', 'western');
      document.body.appendChild(el);
      XqBoard.defineXqBoard('xq-late');
      return {
        fen: el.fen,
        orientation: el.orientation,
        own: Object.hasOwn(el, 'fen'),
        rook: el.querySelector('.piece[data-at="a0"] text').textContent,
        points: el.querySelectorAll('[data-square]').length,
      };
    }, AFTER_H2E2);
    expect(
      seen,
      { fen: AFTER_H2E2, orientation: 'black', own: false, rook: 'R', points: 90 },
      'upgraded element',
    );
  });

  await test('mountBoard on a text node or a comment throws the documented TypeError', async () => {
    await fresh();
    const thrown = await page.evaluate(() =>
      [document.createTextNode('x'), document.createComment('x'), document].map((node) => {
        try {
          XqBoard.mountBoard(node);
          return 'mounted';
        } catch (e) {
          return `${e.constructor.name}: ${e.message}`;
        }
      }),
    );
    expect(thrown, Array(3).fill('TypeError: mountBoard needs an element to draw in (host)'), 'thrown');
  });

  await test('a refused fen attribute goes back to the position shown, or away', async () => {
    await fresh();
    await click('h2');
    await click('e2');
    const seen = await page.evaluate(() => {
      const el = document.getElementById('one');
      const errors = [];
      el.addEventListener('error', (e) => errors.push(e.detail.code));
      el.setAttribute('fen', 'not a position');
      const kept = [el.getAttribute('fen'), el.fen];
      // An element that never had the attribute: a bad one is removed.
      const bare = document.createElement('xq-board');
      document.body.appendChild(bare);
      bare.addEventListener('error', (e) => errors.push(e.detail.code));
      bare.setAttribute('fen', '9/9/9 w');
      const removed = [bare.hasAttribute('fen'), bare.fen];
      bare.remove();
      return { kept, removed, errors };
    });
    expect(seen.kept, [AFTER_H2E2, AFTER_H2E2], 'attribute and position after a refused fen');
    expect(seen.removed, [false, START], 'a refused first fen attribute');
    expect(seen.errors, ['BOARD_BAD_FEN', 'BOARD_BAD_FEN'], 'error events');
  });

  await test("a formatMove that throws never breaks a move: made, announced in the board's words, reported", async () => {
    await fresh();
    await page.evaluate(() => {
      const el = document.getElementById('one');
      window.errors = [];
      el.addEventListener('error', (e) => window.errors.push([e.detail.code, e.detail.message]));
      el.formatMove = () => {
        throw new Error('no notation today');
      };
    });
    await click('h2');
    await click('e2');
    expect(await fen(), AFTER_H2E2, 'position');
    expect(await page.getAttribute('#one', 'fen'), AFTER_H2E2, 'fen attribute follows the move');
    expect((await moves()).length, 1, 'one move event');
    const said = await live();
    expect(said.length > 0 && !said.includes('undefined'), true, `announced in the board's words: ${said}`);
    expect(await page.locator('#one .piece.dragging').count(), 0, 'no piece left dragging');
    expect(await page.locator('#one .selected').count(), 0, 'no selection left');
    let errors = await page.evaluate(() => window.errors);
    expect(errors, [['BOARD_CALLBACK_FAILED', 'formatMove threw: no notation today']], 'error events');
    // set() with a last move that needs the formatter: shown all the same, reported again.
    await page.evaluate((fen) => document.getElementById('one').set({ fen }), START);
    const set = await page.evaluate(
      (fen) => document.getElementById('one').set({ fen, lastMove: { from: 'h2', to: 'e2' } }),
      AFTER_H2E2,
    );
    expect([set.ok, await fen()], [true, AFTER_H2E2], 'set()');
    errors = await page.evaluate(() => window.errors);
    expect(errors.length, 2, 'one error event per announcement the formatter failed');
    // A formatter that works again: its words are said.
    await page.evaluate((fen) => {
      const el = document.getElementById('one');
      el.set({ fen });
      el.formatMove = () => 'C2.5';
    }, START);
    await click('h2');
    await click('e2');
    expect([await fen(), await live()], [AFTER_H2E2, 'Red: C2.5'], 'played with a working formatter');
  });

  await test('an onMove that throws keeps the move and reports the error', async () => {
    await fresh();
    const seen = await page.evaluate(() => {
      const host = document.createElement('div');
      document.body.appendChild(host);
      const errors = [];
      host.addEventListener('error', (e) => errors.push(e.detail.code));
      const board = XqBoard.mountBoard(host, {
        onMove: () => {
          throw new Error('app crashed');
        },
      });
      const point = (name) => host.querySelector(`[data-square="${name}"]`);
      for (const name of ['h2', 'e2']) point(name).dispatchEvent(new MouseEvent('click', { bubbles: true }));
      const fen = board.fen;
      board.destroy();
      host.remove();
      return { fen, errors };
    });
    expect(seen, { fen: AFTER_H2E2, errors: ['BOARD_CALLBACK_FAILED'] }, 'move kept, error reported');
  });

  // Điều 2.2 (1999): "Trên sách báo, quân nào chữ đen trên nền trắng được gọi là quân Trắng, quân
  // nào có chữ trắng trên nền đen được gọi là quân Đen."
  await test('the print piece set draws Trắng black on white and Đen white on black, in both themes', async () => {
    await fresh();
    for (const theme of ['light', 'dark']) {
      const ink = await page.evaluate((theme) => {
        const el = document.getElementById('one');
        el.setAttribute('pieces', 'print');
        el.setAttribute('theme', theme);
        const look = (at) => {
          const piece = el.querySelector(`.piece[data-at="${at}"]`);
          return [
            getComputedStyle(piece.querySelector('text')).fill,
            getComputedStyle(piece.querySelector('.disc')).fill,
            piece.querySelector('text').textContent,
          ];
        };
        return { red: look('e0'), black: look('e9') };
      }, theme);
      expect(ink.red, ['rgb(0, 0, 0)', 'rgb(255, 255, 255)', '帥'], `${theme}: Trắng`);
      expect(ink.black, ['rgb(255, 255, 255)', 'rgb(0, 0, 0)', '將'], `${theme}: Đen`);
    }
    await page.screenshot({
      path: join(shots, 'print-piece-set.png'),
      clip: await page.locator('#one').boundingBox(),
    });
  });

  await test('the start position, light theme', async () => {
    await fresh();
    await page.screenshot({
      path: join(shots, 'start-light.png'),
      clip: await page.locator('#one').boundingBox(),
    });
  });

  // docs/board.md's plain-HTML example as written (its import map, the packages' built
  // dist/ where npm puts them): the element is defined, draws its 90 points and plays a move.
  await test("docs/board.md's plain-HTML example runs as written", async () => {
    const distOf = (name) => join(root, 'packages', name, 'dist', 'index.js');
    if (!existsSync(distOf('board')) || !existsSync(distOf('core')))
      throw new Error('packages/board and packages/core are not built: run `npx pnpm@10 build` first');
    const guide = readFileSync(join(root, 'docs', 'board.md'), 'utf8');
    const html = /## Plain HTML\n[^#]*?```html\n([\s\S]*?)```/.exec(guide)?.[1];
    if (!html) throw new Error('docs/board.md has no plain-HTML example');
    for (const name of ['board', 'core'])
      cpSync(join(root, 'packages', name, 'dist'), join(site, 'plain', 'node_modules', '@xq', name, 'dist'), {
        recursive: true,
      });
    writeFileSync(
      join(site, 'plain', 'index.html'),
      html.startsWith('<!doctype html>')
        ? html.replace('<head>', '<head>\n  <link rel="icon" href="data:,">')
        : `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">${html}`,
    );
    const logged = [];
    const onLog = (m) => m.type() === 'log' && logged.push(m.text());
    page.on('console', onLog);
    await page.goto(`${server.url}plain/`);
    await page.waitForSelector('#board [data-square="h2"]');
    expect(await page.locator('#board [data-square]').count(), 90, 'points');
    await page.click('#board [data-square="h2"]');
    await page.click('#board [data-square="e2"]');
    await page.waitForFunction(() => document.getElementById('board').fen.includes('1C2C4'));
    page.off('console', onLog);
    expect(logged, ['h2e2', `true ${AFTER_H2E2}`], 'what the example logs');
  });

  await test('no error in the page', async () => {
    expect(pageErrors, [], 'page errors');
  });
} finally {
  await closeChromium();
  await server.close();
  rmSync(site, { recursive: true, force: true });
}
const { passed, failed } = counts();
console.log(`${passed} passed, ${failed} failed; screenshots in ${shots}`);
process.exit(failed ? 1 : 0);
