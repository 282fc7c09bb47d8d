import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { metadataProblems, REPOSITORY } from '../tooling/package-metadata.mjs';

const ROOT = join(import.meta.dirname, '..');
const PACKAGES = readdirSync(join(ROOT, 'packages')).filter((d) =>
  existsSync(join(ROOT, 'packages', d, 'package.json')),
);

describe('package.json metadata (what npm shows)', () => {
  it.each(PACKAGES)('packages/%s names its repository, home page, bugs, author, keywords, licence', (dir) => {
    const json = JSON.parse(readFileSync(join(ROOT, 'packages', dir, 'package.json'), 'utf8'));
    expect(metadataProblems(json, dir)).toEqual([]);
  });
  it('finds what a package.json lacks', () => {
    expect(metadataProblems({ name: '@xq/x', license: 'MIT' }, 'x')).toHaveLength(7);
    expect(
      metadataProblems(
        {
          description: 'd',
          license: 'MIT',
          author: 'a',
          keywords: ['xiangqi', 'a', 'b', 'c'],
          repository: { type: 'git', url: `git+${REPOSITORY}.git`, directory: 'packages/y' },
          homepage: `${REPOSITORY}/tree/main/packages/x#readme`,
          bugs: { url: `${REPOSITORY}/issues` },
          files: ['dist', 'CHANGELOG.md'],
        },
        'x',
      ),
    ).toEqual([expect.stringContaining('repository')]);
  });
});

// `changeset version` turns these files into each package's CHANGELOG.md (CONTRIBUTING.md): a
// file that names a package that does not exist, or a bump it does not know, stops the release.
describe('.changeset/*.md', () => {
  const names = new Map(
    PACKAGES.map((d) => [
      JSON.parse(readFileSync(join(ROOT, 'packages', d, 'package.json'), 'utf8')).name,
      d,
    ]),
  );
  const files = readdirSync(join(ROOT, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');
  it.each(files)('%s names published packages, a bump each, and what users get', (file) => {
    const text = readFileSync(join(ROOT, '.changeset', file), 'utf8');
    const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
    expect(m, 'front matter between --- lines').not.toBeNull();
    const bumps = m![1]!.split('\n').filter((l) => l.trim() !== '');
    expect(bumps.length).toBeGreaterThan(0);
    for (const line of bumps) {
      const b = /^(["'])(@xq\/[a-z-]+)\1: (patch|minor|major)$/.exec(line.trim());
      expect(b, `${line}: "@xq/<name>": patch|minor|major`).not.toBeNull();
      expect(names.has(b![2]), `${b![2]} is a package of packages/`).toBe(true);
    }
    expect(m![2]!.trim().length, 'the changelog entry').toBeGreaterThan(20);
  });
});
