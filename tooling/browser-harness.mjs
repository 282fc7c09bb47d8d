// The small test harness of the Chromium checks (tooling/browser-test.mjs, site-browser-test.mjs and
// tooling/board-browser-test.mjs): named steps that report ✓/✗ with their time, a deep-equality
// check, and the counts for the closing `N passed, M failed` line; and headless Chromium as they
// (and the docs' screenshots, tooling/docs-screenshots.mjs) launch it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** The value after `--name` on the command line of a browser check, or `fallback`. */
export function commandLineOption(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

/** A fresh harness: `test(name, fn)` runs one step; `counts()` tells how many passed and failed. */
export function harness() {
  let passed = 0;
  let failed = 0;
  async function test(name, fn) {
    const started = Date.now();
    try {
      await fn();
      passed++;
      console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
    } catch (e) {
      failed++;
      console.log(
        `  ✗ ${name}\n    ${String(e?.message ?? e)
          .split('\n')
          .join('\n    ')}`,
      );
    }
  }
  return { test, counts: () => ({ passed, failed }) };
}

/** Throws unless `actual` and `expected` have the same JSON. */
export function expect(actual, expected, what) {
  const a = JSON.stringify(actual);
  const b = JSON.stringify(expected);
  if (a !== b) throw new Error(`${what}: expected ${b}, got ${a}`);
}

/**
 * Headless Chromium at `executablePath` with a fresh profile, its first page at `viewport`
 * (no sandbox, no GPU, no background requests). `close()` closes it and removes the profile.
 */
export async function openChromium(executablePath, viewport) {
  const profile = mkdtempSync(join(tmpdir(), 'xq-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    viewport,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, page, close };
}
