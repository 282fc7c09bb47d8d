// Runs every `@example` of this package's modules, and checks that what each `console.log` prints is
// the output written in the comment after it (`console.log(x); // output`, continued on the
// following `// …` lines).
import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import * as pairing from '@xq/pairing';
import { runTsdocExample, tsdocExamples } from '@xq/test-utils';
import { describe, expect, it } from 'vitest';
import * as index from '../src/internal-api.test-util';

// The examples import from both packages; one namespace serves both.
const api = { ...pairing, ...index };

const SRC = new URL('../src/', import.meta.url);
const PACKAGES = ['pairing', 'tournament'];

// Every shipped module of src/, folders included (tests and test helpers aside).
const FILES = (readdirSync(SRC, { recursive: true }) as string[])
  .filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.test-util.ts') && f !== 'index.ts',
  )
  .map((f) => f.replace(/\.ts$/, '').split(sep).join('/'))
  .sort();

describe('TSDoc examples run and print what they say', () => {
  for (const file of FILES) {
    for (const ex of tsdocExamples(SRC, file)) {
      it(`${file}: ${ex.name}`, () => {
        expect(runTsdocExample(ex.code, api, PACKAGES)).toEqual(
          ex.expected.map((s) => s.replace(/\s+$/gm, '')),
        );
      });
    }
  }
});
