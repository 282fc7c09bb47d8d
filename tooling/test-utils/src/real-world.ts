import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * `shared/real-world` beside the repository or above it (CI clones the repository next to
 * `shared/`), searched upwards from `from` (a test's `import.meta.dirname`); undefined when absent.
 */
export function findRealWorld(from: string): string | undefined {
  let dir = resolve(from, '../../..');
  for (;;) {
    const candidate = join(dir, 'shared', 'real-world');
    if (existsSync(join(candidate, 'README.md'))) return candidate;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}
