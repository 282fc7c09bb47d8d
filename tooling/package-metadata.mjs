// The metadata every published package.json carries, in one place: `tooling/check-publish.mjs`
// checks it on each packed tarball and `docs/package-metadata.test.ts` on each package.json.

/** The repository every package names (GitHub), without `.git`. */
export const REPOSITORY = 'https://github.com/xq-dev/xq';

/**
 * What is missing or wrong in the package.json of `packages/<dir>`: one sentence per problem,
 * none when `repository` (with its `directory`), `homepage`, `bugs`, `author`, `keywords`,
 * `license` and `description` are all as npm should show them and the changelog is shipped.
 * @param {Record<string, any>} json the parsed package.json
 * @param {string} dir the package's folder under packages/
 * @returns {string[]}
 */
export function metadataProblems(json, dir) {
  const problems = [];
  const expect = (ok, text) => {
    if (!ok) problems.push(text);
  };
  const repo = json.repository;
  expect(
    typeof repo === 'object' &&
      repo !== null &&
      repo.type === 'git' &&
      repo.url === `git+${REPOSITORY}.git` &&
      repo.directory === `packages/${dir}`,
    `repository is { "type": "git", "url": "git+${REPOSITORY}.git", "directory": "packages/${dir}" }`,
  );
  expect(
    json.homepage === `${REPOSITORY}/tree/main/packages/${dir}#readme`,
    `homepage is ${REPOSITORY}/tree/main/packages/${dir}#readme`,
  );
  expect(json.bugs?.url === `${REPOSITORY}/issues`, `bugs is { "url": "${REPOSITORY}/issues" }`);
  expect(typeof json.author === 'string' && json.author.trim() !== '', 'author is a non-empty string');
  expect(json.license === 'MIT', 'license is MIT');
  expect(
    Array.isArray(json.keywords) && json.keywords.includes('xiangqi') && json.keywords.length >= 4,
    'keywords include "xiangqi" and say what the package is for (4 or more)',
  );
  expect(
    typeof json.description === 'string' && json.description.trim() !== '',
    'description is a non-empty string',
  );
  expect(
    Array.isArray(json.files) && json.files.includes('CHANGELOG.md'),
    'files include CHANGELOG.md (what `changeset version` writes)',
  );
  return problems;
}
