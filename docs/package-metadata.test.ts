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
    expect(metadataProblems({ name: '@xq/x', license: 'MIT' }, 'x')).toHaveLength(6);
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
        },
        'x',
      ),
    ).toEqual([expect.stringContaining('repository')]);
  });
});
