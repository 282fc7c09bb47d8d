// Runs every `@example` of this package's tournament, edit, knockout, team, standings, norms,
// TRF-conversion and printing modules, and checks that what each `console.log` prints is
// the output written in the comment after it (`console.log(x); // output`, continued on the
// following `// …` lines).
import { readFileSync } from 'node:fs';
import { format } from 'node:util';
import * as pairing from '@xq/pairing';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as index from '../src/index';

// The examples import from both packages; one namespace serves both.
const api = { ...pairing, ...index };

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
];

interface Example {
  readonly name: string;
  readonly code: string;
  readonly expected: readonly string[];
}

function examples(file: string): Example[] {
  const text = readFileSync(new URL(`../src/${file}.ts`, import.meta.url), 'utf8');
  const out: Example[] = [];
  const re = /```ts\n([\s\S]*?)```/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const lines = (m[1] as string).split('\n').map((l) => l.replace(/^\s*\* ?/, ''));
    const after = text.slice(m.index);
    const name = /export (?:function|const) (\w+)/.exec(after)?.[1] ?? `${file}@${m.index}`;
    const expected: string[] = [];
    lines.forEach((line, i) => {
      if (!line.includes('console.log(')) return;
      const outputs: string[] = [];
      const trailing = /\);\s*\/\/ (.*)$/.exec(line);
      if (trailing) outputs.push(trailing[1] as string);
      for (let j = i + 1; j < lines.length; j++) {
        const c = /^\/\/ ?(.*)$/.exec((lines[j] as string).trim());
        if (!c) break;
        outputs.push(c[1] as string);
      }
      expected.push(outputs.join('\n'));
    });
    out.push({ name, code: lines.join('\n'), expected });
  }
  return out;
}

function run(code: string): string[] {
  const printed: string[] = [];
  const body = code
    .replace(/import\s+type\s*\{[^}]*\}\s*from\s*'@xq\/(?:pairing|tournament)';?/g, '')
    .replace(/import\s*\{([^}]*)\}\s*from\s*'@xq\/(?:pairing|tournament)';?/g, (_, names: string) => {
      const values = names
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n !== '' && !n.startsWith('type '));
      return `const { ${values.join(', ')} } = api;`;
    })
    .replace(/console\.log\(/g, 'log(');
  const js = transformSync(body, { loader: 'ts', target: 'es2022' }).code;
  new Function('api', 'log', js)(api, (...args: unknown[]) => printed.push(format(...args).trimEnd()));
  return printed;
}

describe('TSDoc examples run and print what they say', () => {
  for (const file of FILES) {
    for (const ex of examples(file)) {
      it(`${file}: ${ex.name}`, () => {
        expect(run(ex.code).map((s) => s.replace(/\s+$/gm, ''))).toEqual(
          ex.expected.map((s) => s.replace(/\s+$/gm, '')),
        );
      });
    }
  }
});
