import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentedPages } from '@xq/test-utils';
import { describe, expect, it } from 'vitest';
import { cliReference } from '../packages/cli/src/main';
import { REPOSITORY } from '../tooling/package-metadata.mjs';

const ROOT = join(import.meta.dirname, '..');
// Paths relative to docs/, every Markdown page under it (the built site left out).
const PAGES = documentedPages()
  .filter((p) => p.startsWith('docs/'))
  .map((p) => p.slice('docs/'.length));

/** The `key: value` lines of a page's front matter, or null when it has none. */
function frontMatter(text: string): Record<string, string> | null {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!m) return null;
  const out: Record<string, string> = {};
  for (const line of m[1]!.split('\n')) {
    const kv = /^([a-z]+):\s*(.*)$/.exec(line);
    if (kv) out[kv[1]!] = kv[2]!.replace(/^"(.*)"$/, '$1').trim();
  }
  return out;
}

describe('the pages of docs/', () => {
  it.each(PAGES)('%s opens with front matter: a title and a description', (page) => {
    const fm = frontMatter(readFileSync(join(ROOT, 'docs', page), 'utf8'));
    expect(fm, 'no front matter (---, title:, description:, ---)').not.toBeNull();
    expect(fm!.title ?? '').not.toBe('');
    expect((fm!.description ?? '').length, 'description: one sentence for search engines').toBeGreaterThan(
      20,
    );
  });
  it('are all in the site (typedoc.json: the readme, then projectDocuments in reading order)', () => {
    const typedoc = JSON.parse(readFileSync(join(ROOT, 'typedoc.json'), 'utf8'));
    const listed: string[] = [typedoc.readme, ...typedoc.projectDocuments];
    expect(listed.filter((p) => !PAGES.includes(p.replace(/^docs\//, '')))).toEqual([]);
    expect(PAGES.filter((p) => !listed.includes(`docs/${p}`))).toEqual([]);
  });
  it('read as Markdown where Markdown is read: no raw TypeDoc {@link} tag (API links are [name](xq:api/pkg/Name))', () => {
    const readmes = [
      'README.md',
      ...readdirSync(join(ROOT, 'packages')).map((p) => `packages/${p}/README.md`),
    ];
    const pages = [...PAGES.map((p) => `docs/${p}`), ...readmes.filter((p) => existsSync(join(ROOT, p)))];
    expect(pages.filter((p) => readFileSync(join(ROOT, p), 'utf8').includes('{@link'))).toEqual([]);
    // Every API link names a package and a symbol the package exports.
    for (const page of pages)
      for (const [, pkg, symbol] of readFileSync(join(ROOT, page), 'utf8').matchAll(
        /\(xq:api\/([a-z-]+)\/([\w.$]+)\)/g,
      )) {
        const index = readFileSync(join(ROOT, 'packages', pkg!, 'src', 'index.ts'), 'utf8');
        expect(index, `${page}: ${pkg}/${symbol}`).toMatch(new RegExp(`\\b${symbol!.split('.')[0]}\\b`));
      }
  });
  it('have distinct titles', () => {
    const titles = PAGES.map((p) => frontMatter(readFileSync(join(ROOT, 'docs', p), 'utf8'))?.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('docs/cli-reference.md', () => {
  it('is the page the command table generates (regenerate with `npx pnpm@10 --filter @xq/cli cli-reference`)', () => {
    expect(readFileSync(join(ROOT, 'docs', 'cli-reference.md'), 'utf8')).toBe(cliReference());
  });
});

describe('typedoc.json', () => {
  const typedoc = JSON.parse(readFileSync(join(ROOT, 'typedoc.json'), 'utf8'));
  it('gives the site a favicon that exists (an SVG)', () => {
    expect(typedoc.favicon).toMatch(/\.svg$/);
    expect(existsSync(join(ROOT, typedoc.favicon))).toBe(true);
    expect(readFileSync(join(ROOT, typedoc.favicon), 'utf8')).toContain('<svg');
  });
  it('links every API entry to its source in the repository the packages name', () => {
    const p = typedoc.packageOptions;
    expect(p.disableSources).toBe(false);
    expect(p.sourceLinkTemplate.startsWith(`${REPOSITORY}/blob/`)).toBe(true);
    expect(p.sourceLinkTemplate).toContain('{path}');
  });
});
