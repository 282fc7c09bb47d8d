// Every ```ts example of the Swiss, matching and TRF modules and of docs/pairing-swiss.md runs
// against the sources; each `console.log(x); // text` (or `// → text`, as the docs write it) must
// print `text` (util.format output).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'node:util';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as api from '../../src/index';

const ROOT = join(__dirname, '..', '..');
const SOURCES = [
  'src/trf.ts',
  'src/matching/matching-solver.ts',
  'src/matching/max-weight-matching.ts',
  'src/swiss/swiss-input.ts',
  'src/swiss/dutch/index.ts',
  'src/swiss/dutch/checklist.ts',
  'src/swiss/by-lot.ts',
  'src/swiss/baku.ts',
  'src/swiss/team-swiss.ts',
  'src/swiss/record-round.ts',
  'src/swiss/trf-input.ts',
  '../../docs/pairing-swiss.md',
];

interface Block {
  readonly where: string;
  readonly code: string;
}

function blocks(file: string): Block[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found: Block[] = [];
  for (const m of text.matchAll(/```ts\n([\s\S]*?)```/g)) {
    const code = m[1]!
      .split('\n')
      .map((l) => (file.endsWith('.ts') ? l.replace(/^\s*\* ?/, '') : l))
      .join('\n');
    found.push({ where: `${file}:${text.slice(0, m.index).split('\n').length}`, code });
  }
  return found;
}

/** Runs a block; returns [printed, expected] line lists. */
function execute(code: string): [string[], string[]] {
  const expected: string[] = [];
  const lines = code.split('\n');
  lines.forEach((line, i) => {
    const m = /console\.log\(.*\);\s*\/\/ (?:→ )?(.*)$/.exec(line);
    if (!m) return;
    const more: string[] = [m[1]!];
    for (let j = i + 1; j < lines.length && /^\s*\/\/ /.test(lines[j]!); j++)
      more.push(lines[j]!.replace(/^\s*\/\/ /, ''));
    expected.push(more.join('\n'));
  });
  const body = code
    .replace(/import\s+type\s*\{[^}]*\}\s*from\s*'@xq\/pairing';?/g, '')
    .replace(
      /import\s*\{([^}]*)\}\s*from\s*'@xq\/pairing';?/g,
      (_, names: string) => `const {${names.replace(/\btype\s+\w+,?/g, '')}} = api;`,
    )
    .replace(/console\.log\(/g, 'log(');
  const js = ts.transpileModule(body, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.None },
  }).outputText;
  const printed: string[] = [];
  new Function('api', 'log', js)(api, (...args: unknown[]) => printed.push(format(...args)));
  const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
  return [printed.map(squash), expected.map(squash)];
}

describe('examples print what they say', () => {
  const all = SOURCES.flatMap(blocks);
  it('finds the examples', () => {
    expect(all.length).toBeGreaterThanOrEqual(19);
  });
  it.each(all.map((b) => [b.where, b] as const))('%s', (_, b) => {
    const [printed, expected] = execute(b.code);
    expect(expected.length).toBeGreaterThan(0);
    expect(printed).toEqual(expected);
  });
});
