// Writes docs/cli-reference.md, the reference of every `xq` command and action, from the
// command table of @xq/cli (`cliReference()` in src/main.ts). Run after changing a command:
//   npx pnpm@10 --filter @xq/cli cli-reference
// src/reference.test.ts fails while the page is not the table's.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliReference } from '../src/main';

const page = join(import.meta.dirname, '../../../docs/cli-reference.md');
writeFileSync(page, cliReference());
console.log(`wrote ${page}`);
