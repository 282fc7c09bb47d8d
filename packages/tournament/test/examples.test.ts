// Runs every `@example` of this package's tournament, edit, knockout, team, standings, norms,
// TRF-conversion and printing modules, and checks that what each `console.log` prints is
// the output written in the comment after it (`console.log(x); // output`, continued on the
// following `// …` lines).
import * as pairing from '@xq/pairing';
import { runTsdocExample, tsdocExamples } from '@xq/test-utils';
import { describe, expect, it } from 'vitest';
import * as index from '../src/index';

// The examples import from both packages; one namespace serves both.
const api = { ...pairing, ...index };

const SRC = new URL('../src/', import.meta.url);
const PACKAGES = ['pairing', 'tournament'];

const FILES = [
  'tournament',
  'tournament-edit',
  'player-rounds',
  'knockout-tournament',
  'standings',
  'norms',
  'tournament-trf',
  'tournament-pair',
  'print',
  'team-tournament',
  'regulations',
  'regulations-print',
  'categories',
  'norms-results',
  'prizes',
  'stages',
  'sanctions',
  'game-rulings',
  'team-knockout-schedule',
  'team-simultaneous',
  'regulations-amend',
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
