import { describe, expect, test } from 'vitest';
import { flatten } from './command';
import { htmlDocument } from './html-document';
import { COMMANDS } from './main';
import { disk, SAMPLES, SETUP } from './samples.test-util';

/** What a browser needs to show a saved page's Vietnamese letters: a whole document. */
function expectDocument(out: string, lang: 'vi' | 'en', what: string): void {
  expect(out.startsWith('<!doctype html>\n'), what).toBe(true);
  expect(out, what).toContain(`<html lang="${lang}">`);
  expect(out, what).toContain('<meta charset="utf-8">');
  expect(out.trimEnd().endsWith('</html>'), what).toBe(true);
  expect(out.match(/<!doctype html>/gu), what).toHaveLength(1);
}

describe('every --format html output is a whole document (issue 43)', () => {
  const withHtml = flatten(COMMANDS).filter(({ spec }) =>
    (spec.options ?? []).some((o) => o.name === 'format' && (o.choices ?? []).includes('html')),
  );

  test('the commands that take --format html are found', () => {
    expect(withHtml.map(({ path }) => path.join(' '))).toEqual(
      expect.arrayContaining(['schedule round-robin', 'schedule english', 'tournament standings']),
    );
  });

  test('each sample of each of them, in both languages', async () => {
    const call = disk();
    for (const c of SETUP) expect((await call(c.args)).code, c.args.join(' ')).toBe(0);
    let checked = 0;
    for (const { path } of withHtml) {
      const name = path.join(' ');
      for (const sample of SAMPLES[name] ?? []) {
        if (sample.fails) continue;
        for (const lang of ['vi', 'en'] as const) {
          const args = [...path, ...sample.args, '--format', 'html', '--lang', lang];
          const r = await call(args, sample.stdin);
          if (r.code !== 0 || r.out === '') continue; // an action that writes a file prints nothing
          expectDocument(r.out, lang, `${args.join(' ')}`);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  test('the wrapper escapes its title and keeps the fragment as it is', () => {
    const page = htmlDocument('<table><tr><td>Lê Văn Ư</td></tr></table>\n', {
      lang: 'vi',
      title: '<x> & y',
    });
    expectDocument(page, 'vi', 'htmlDocument');
    expect(page).toContain('<title>&lt;x&gt; &amp; y</title>');
    expect(page).toContain('<td>Lê Văn Ư</td>');
  });
});
