// How the readers and writers of @xq/notation grow with their input: each case on n and on 4n
// (linear code costs about 4×, the bar is 5×, a quadratic reader 16×). Hostile sizes: long runs
// of one construct in PGN and movetext, long lines and wide or deep trees through every writer
// and reader, DhtmlXQ branches out of order, bytes that are not UTF-8, random record text, long
// CCBridge records. Measured here, in `pnpm bench`, never in the tests (a timed test fails on a
// loaded machine).
import { Position } from '@xq/core';
import { growthLine } from '@xq/test-utils';
import fc from 'fast-check';
import {
  convert,
  decodeText,
  detectNotation,
  formatDhtmlXQ,
  formatLine,
  type GameNode,
  gameOf,
  isPgn,
  NOTATIONS,
  parseCbr,
  parseDhtmlXQ,
  parseLine,
  parseMove,
  parsePgn,
  parseXqf,
  scoresheetHtml,
  writeCbr,
  writePgn,
  writeXqf,
} from '../src/index';
import { ALPHABET, deep, deepLines, gameOfNodes, longLine, wide } from '../src/sizes.test-util';

const PGN_RUNS: [string, (n: number) => string][] = [
  ['blank lines', (n) => `[Event "x"]${'\n'.repeat(n)}1. C2.5`],
  ['blank lines with spaces (isPgn)', (n) => `${' \r\n\t'.repeat(n)}x`],
  ['comments after one move', (n) => `1. C2.5${' {c}'.repeat(n)}`],
  ['NAGs after one move', (n) => `1. C2.5${' $1'.repeat(n)}`],
  ['sibling variations', (n) => `1. C2.5${' (C8.5)'.repeat(n)}`],
  ['nested variations', (n) => `1. C2.5${' (C8.5'.repeat(n)}`],
  ['tags', (n) => Array.from({ length: n }, (_, i) => `[T${i} "v"]`).join('\n')],
  ['tags on one line', (n) => '[T "v"]'.repeat(n)],
  ['games', (n) => '[Event "x"]\n1. C2.5 H8+7 1-0\n'.repeat(n)],
  ['one long word', (n) => `1. ${'C'.repeat(n)}`],
  ['glued move numbers', (n) => `1.${'1.…'.repeat(n)}`],
  ['an unclosed comment', (n) => `1. C2.5 {${'x '.repeat(n)}`],
  ['a footer after the result', (n) => `1. C2.5 1-0\n${'====\nhttps://x/\n'.repeat(n)}`],
  ['moves', (n) => `${'1. C2.5 C8.5 2. C5.2 C5.8 '.repeat(n)}`],
];

const TREES: [string, (n: number) => GameNode[]][] = [
  ['a long line', longLine],
  ['sibling variations', wide],
  ['nested first moves', deep],
  ['nested lines', deepLines],
];

/** Random record text (the alphabet of the fuzz properties), `n` characters. */
function junk(n: number): string {
  const words = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 60 }).map((a) => a.join(''));
  const chunks = fc.sample(words, { numRuns: 400, seed: 1 }).join(' ');
  return chunks.repeat(Math.ceil(n / chunks.length)).slice(0, n);
}

/** Prints one line per case (see `growthLine`). */
export function growthBench(): void {
  console.log('\ngrowth with the input (4× the input; linear ≈ ×4, the bar ×5):');
  for (const [name, make] of PGN_RUNS) {
    console.log(growthLine(`parsePgn: ${name}`, make, (t) => parsePgn(t, { notation: 'wxf' }), 200));
    console.log(
      growthLine(
        `parsePgn with detection, isPgn, convert: ${name}`,
        make,
        (t) => {
          parsePgn(t);
          isPgn(t);
          convert(t, { from: 'wxf', to: 'vi' });
        },
        100,
      ),
    );
    console.log(
      growthLine(
        `parseLine, detectNotation: ${name}`,
        make,
        (t) => {
          for (const notation of ['wxf', 'vi-long', 'chinese'] as const)
            parseLine(Position.initial(), t, notation);
          detectNotation(t);
        },
        100,
      ),
    );
  }
  console.log(
    growthLine(
      'decodeText on bytes that are not UTF-8',
      (n) => new Uint8Array(n * 16).map((_, i) => (i % 2 === 0 ? 0xb3 : 0xb5)),
      (b) => decodeText(b),
      1_000,
    ),
  );
  for (const [name, tree] of TREES)
    console.log(
      growthLine(
        `writePgn, formatDhtmlXQ, writeXqf and their readers: ${name}`,
        (n) => gameOfNodes(tree(n)),
        (game) => {
          parsePgn(writePgn([game], { notation: 'ucci' }));
          parseDhtmlXQ(formatDhtmlXQ(game));
          parseXqf(writeXqf(game));
        },
        50,
      ),
    );
  console.log(
    growthLine(
      'formatLine and scoresheetHtml on a long line',
      (n) => gameOfNodes(longLine(n)),
      (game) => {
        formatLine(
          Position.initial(),
          game.moves.map((x) => x.move),
          'vi',
        );
        scoresheetHtml(game);
      },
      50,
    ),
  );
  console.log(
    growthLine(
      'parseDhtmlXQ: branches listed before their parents',
      (n) => {
        // Branch k hangs off branch k - 1 at ply 1; written last to first.
        const branches = Array.from({ length: n }, (_, i) => n - i).map(
          (k) =>
            `[DhtmlXQ_move_${k - 1}_1_${k}]${k % 2 === 0 ? '7747' : '1747'}[/DhtmlXQ_move_${k - 1}_1_${k}]`,
        );
        return `[DhtmlXQ][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]${branches.join('')}[/DhtmlXQ]`;
      },
      (t) => parseDhtmlXQ(t),
      50,
    ),
  );
  console.log(
    growthLine(
      'parseDhtmlXQ on junk between tags',
      (n) => `${'[DhtmlXQ_x'.repeat(n)}${'[DhtmlXQ_a]b'.repeat(n)}`,
      (t) => parseDhtmlXQ(t),
      500,
    ),
  );
  for (const [name, f] of [
    ['parsePgn', (s: string) => parsePgn(s)],
    ['parseLine (vi-long)', (s: string) => parseLine(Position.initial(), s, 'vi-long')],
    ['detectNotation', (s: string) => detectNotation(s)],
    ['parseMove (one long word)', (s: string) => NOTATIONS.map((n) => parseMove(Position.initial(), s, n))],
    ['parsePgn (one long line of "1.1.1.")', (s: string) => parsePgn(`1.${s.replace(/\s/gu, '1.')}`)],
  ] as const)
    console.log(growthLine(`random record text: ${name}`, junk, f, 10_000, 160_000));
  // A record of n plies of horses going out and back (legal, no repetition check in CBR).
  const cycle = [
    { from: 1, to: 20 },
    { from: 82, to: 65 },
    { from: 20, to: 1 },
    { from: 65, to: 82 },
  ];
  console.log(
    growthLine(
      'parseCbr on a long record',
      (n) => writeCbr(gameOf(Array.from({ length: n }, (_, i) => cycle[i % 4]!))),
      (b) => parseCbr(b),
      500,
    ),
  );
}
