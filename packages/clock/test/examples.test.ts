// Every `@example` in the sources runs (the blocks read by @xq/test-utils' tsdocExamples, the one
// extractor of TSDoc examples), and every `expression; // value` line in it is checked.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { tsdocExamples } from '@xq/test-utils';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as command from '../src/command';
import * as event from '../src/event';
import * as clock from '../src/index';
import * as labels from '../src/labels';
import * as policy from '../src/policy';
import * as state from '../src/state';

// What an example may import: the package's public names, and (for the lists internal to the
// package, whose examples import them from their module) the modules' own.
const importable = { ...command, ...event, ...labels, ...policy, ...state, ...clock };

const SRC = join(__dirname, '..', 'src');

/** The ```ts blocks of `src/<file>`, read by the one extractor of the TSDoc examples. */
const examples = (file: string): string[] =>
  tsdocExamples(pathToFileURL(`${SRC}/`), file.replace(/\.ts$/, '')).map((e) => e.code);

function isExpression(text: string): boolean {
  try {
    new Function(`return (${text});`);
    return true;
  } catch {
    return false;
  }
}

/** Turns an example into a function body: imports from the package, checked comments. */
export function prepare(code: string): string {
  const lines = code.split('\n').flatMap((line) => {
    if (/^import type /.test(line)) return [];
    const imp = line.match(
      /^import \{(.*)\} from '(?:@xq\/clock|\.\/[a-z-]+)';(?: \/\/ internal to @xq\/clock)?$/,
    );
    if (imp) {
      const names = imp[1]!
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s && !s.startsWith('type '));
      return [`const { ${names.join(', ')} } = __clock;`];
    }
    const check = line.match(/^(?!\s*(?:const|let|var|if|for|import|export|return)\b)(.+?);\s*\/\/\s*(.+)$/);
    if (check && isExpression(check[1]!) && isExpression(check[2]!)) {
      return [`__eq(${check[1]}, (${check[2]}), ${JSON.stringify(line)});`];
    }
    return [line];
  });
  return transformSync(lines.join('\n'), { loader: 'ts', target: 'es2022' }).code;
}

const files = readdirSync(SRC).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('TSDoc examples', () => {
  for (const file of files) {
    const list = examples(file);
    if (list.length === 0) continue;
    it(`${file}: ${list.length} examples run and say the truth`, () => {
      for (const code of list) {
        const checks: string[] = [];
        const eq = (actual: unknown, expected: unknown, line: string) => {
          checks.push(line);
          if (!isDeepStrictEqual(actual, expected)) {
            throw new Error(`${file}: ${line}\n  got ${JSON.stringify(actual)}`);
          }
        };
        const log = console.log;
        console.log = () => {};
        try {
          new Function('__clock', '__eq', prepare(code))(importable, eq);
        } finally {
          console.log = log;
        }
      }
    });
  }

  it('finds examples with checked values', () => {
    const all = files.flatMap(examples).map(prepare).join('\n');
    expect(all.match(/__eq\(/g)?.length ?? 0).toBeGreaterThan(40);
  });
});
