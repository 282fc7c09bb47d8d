import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { flatten } from './command';
import { COMMANDS, cliReference } from './main';

describe('the CLI reference page', () => {
  const page = cliReference();
  test('has a section for every command and action of the table, with its options', () => {
    for (const { path, spec } of flatten(COMMANDS)) {
      expect(page, path.join(' ')).toContain(`\`xq ${path.join(' ')}\``);
      for (const o of spec.options ?? [])
        expect(page, `${path.join(' ')} --${o.name}`).toContain(`--${o.name}`);
    }
  });
  test('docs/cli-reference.md is the page the table generates (run scripts/cli-reference.ts)', () => {
    const file = readFileSync(join(__dirname, '../../../docs/cli-reference.md'), 'utf8');
    expect(file).toBe(page);
  });
});
