// Runs every `@example` of this package's modules, and checks that what each `console.log` prints is
// the output written in the comment after it (`console.log(x); // output`, continued on the
// following `// …` lines).
import { readdirSync } from 'node:fs';
import * as notation from '@xq/notation';
import { runTsdocExample, tsdocExamples } from '@xq/test-utils';
import * as tournament from '@xq/tournament';
import { describe, expect, it } from 'vitest';
import * as index from '../src/index';

// The examples import from three packages; one namespace serves them all.
const api = { ...notation, ...tournament, ...index };

const SRC = new URL('../src/', import.meta.url);
const PACKAGES = ['notation', 'tournament', 'site'];

const FILES = readdirSync(SRC)
  .filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.test-util.ts') && f !== 'index.ts',
  )
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();

describe('TSDoc examples run and print what they say', () => {
  it('there are examples', () => {
    expect(FILES.flatMap((f) => tsdocExamples(SRC, f)).length).toBeGreaterThan(2);
  });
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
