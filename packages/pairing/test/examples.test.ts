// Runs every `@example` of this package's modules (round robin, knockout, teams, lots, publication
// order, the Swiss systems, the matching and TRF), and checks that what each `console.log` prints
// is the output written in the comment after it (`console.log(x); // output`, continued on the
// following `// …` lines). docs/pairing-swiss.md's blocks run with every page, in docs/examples.test.ts.
import { runTsdocExample, tsdocExamples } from '@xq/test-utils';
import { describe, expect, it } from 'vitest';
import * as index from '../src/index';
import * as trf from '../src/trf';

// The TRF codec (trf.ts, written beside this package's Swiss engine) is part of the public API.
const api = { ...trf, ...index };

const SRC = new URL('../src/', import.meta.url);
const PACKAGES = ['pairing'];

const FILES = [
  'result',
  'rng',
  'round-robin',
  'team',
  'knockout',
  'trf',
  'matching/matching-solver',
  'matching/max-weight-matching',
  'swiss/swiss-input',
  'swiss/dutch/index',
  'swiss/dutch/checklist',
  'swiss/by-lot',
  'swiss/baku',
  'swiss/team-swiss',
  'swiss/record-round',
  'swiss/trf-input',
  'swiss/publication-order',
];

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
