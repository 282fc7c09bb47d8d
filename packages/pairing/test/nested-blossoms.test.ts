import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

// "no recursion whose depth grows with the input": blossoms nested 3,000 deep are built,
// dissolved and expanded with a call stack of 300 kB, where a recursive walk of the nesting
// runs out of stack (checked against the recursive dissolving this replaced)
test('a search nesting blossoms 3,000 deep needs no deep call stack', () => {
  const script = fileURLToPath(new URL('./nested-blossoms.run.ts', import.meta.url));
  const out = execFileSync(process.execPath, ['--stack-size=300', '--import', 'tsx', script], {
    encoding: 'utf8',
    env: { ...process.env, DEPTH: '3000' },
  });
  const { pairs, nesting } = JSON.parse(out.trim().split('\n').pop()!) as { pairs: number; nesting: number };
  expect(nesting).toBe(3000);
  expect(pairs).toBe(3000);
}, 60_000);
