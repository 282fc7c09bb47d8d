// Every package README says which @xq/* packages it needs, so that a newcomer installing the
// tarballs (before the first release) installs them all (issue 43).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', 'packages');

describe("each package README's dependency line", () => {
  for (const name of readdirSync(root)) {
    const pkg = JSON.parse(readFileSync(join(root, name, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    it(`@xq/${name} names exactly the @xq/* packages of its package.json`, () => {
      const readme = readFileSync(join(root, name, 'README.md'), 'utf8');
      const lines = readme.split('\n').filter((l) => l.startsWith('Depends on '));
      expect(lines).toHaveLength(1);
      const named = [...lines[0]!.matchAll(/`(@xq\/[a-z-]+)`/gu)]
        .map((m) => m[1])
        .filter((n) => n !== `@xq/${name}`);
      const needed = Object.keys(pkg.dependencies ?? {}).filter((d) => d.startsWith('@xq/'));
      expect(named.sort()).toEqual(needed.sort());
    });
  }
});
