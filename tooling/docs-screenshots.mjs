// Screenshots of the sample published event for docs/publish.md, made by the docs build
// (tooling/build-docs.mjs) in headless Chromium (Debian's /usr/bin/chromium, driven by
// playwright-core as tooling/site-browser-test.mjs drives it): for each language, the standings
// and a player's card as a phone shows them (360 px wide), written beside the sample event under
// the built site (docs/site/playground/sample-event/screenshots/), where docs/publish.md shows
// them as xq:sample-event/screenshots/NAME.png.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openChromium } from './browser-harness.mjs';
import { serve } from './serve-docs.mjs';

/** The screenshots made, by file name: the page of the sample event each shows, at 360 px. */
export const SCREENSHOTS = {
  'standings-vi-360.png': 'vi/standings.html',
  'player-vi-360.png': 'vi/players/1.html',
  'standings-en-360.png': 'en/standings.html',
  'player-en-360.png': 'en/players/1.html',
};

/**
 * Opens each page of SCREENSHOTS in the sample event published in `eventDir` and writes its
 * screenshot into `eventDir/screenshots/`. Throws when Chromium is missing or a page logs an error.
 */
export async function screenshotSampleEvent(eventDir, executablePath = '/usr/bin/chromium') {
  if (!existsSync(executablePath))
    throw new Error(
      `${executablePath} not found: apt-get install -y chromium (the docs' screenshots need it)`,
    );
  const out = join(eventDir, 'screenshots');
  mkdirSync(out, { recursive: true });
  const server = await serve({ root: eventDir, host: '127.0.0.1', port: 0 });
  const { page, close } = await openChromium(executablePath, { width: 360, height: 740 });
  try {
    const problems = [];
    page.on('pageerror', (e) => problems.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    for (const [name, path] of Object.entries(SCREENSHOTS)) {
      const response = await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      if (!response?.ok()) throw new Error(`${path}: HTTP ${response?.status()}`);
      await page.screenshot({ path: join(out, name), fullPage: true });
    }
    if (problems.length > 0) throw new Error(`the sample event logged errors: ${problems.join('; ')}`);
  } finally {
    await close();
    await server.close();
  }
  return Object.keys(SCREENSHOTS).length;
}
