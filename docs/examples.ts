import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'node:util';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** One ```ts block of a page, with the outputs its `// →` comments promise. */
export interface Example {
  readonly page: string;
  /** 1-based line of the block's first code line in the page. */
  readonly line: number;
  readonly code: string;
  /** What each `console.log(…); // → text` line must print, in order. */
  readonly expected: readonly string[];
}

const ROOT = join(import.meta.dirname, '..');
const PACKAGES = ['core', 'notation', 'clock', 'pairing', 'tournament', 'board', 'arbiter'];

/** The ```ts blocks of a page (other languages, e.g. ```sh, are not run). */
export function examplesOf(page: string): Example[] {
  const lines = readFileSync(join(ROOT, 'docs', page), 'utf8').split('\n');
  const out: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() !== '```ts') continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end]!.trim() !== '```') end++;
    const code = lines.slice(start, end);
    const expected: string[] = [];
    for (const [k, l] of code.entries()) {
      if (!l.includes('console.log(')) continue;
      const arrow = l.indexOf('// → ');
      if (arrow < 0)
        throw new Error(`${page}:${start + k + 1}: console.log without a '// → expected' comment`);
      expected.push(l.slice(arrow + 5).trimEnd());
    }
    out.push({ page, line: start + 1, code: code.join('\n'), expected });
    i = end;
  }
  return out;
}

// `@xq/<pkg>` as a reader of the page imports it, resolved to the package's TypeScript source.
const sources: Plugin = {
  name: 'xq-sources',
  setup(b) {
    b.onResolve({ filter: /^@xq\/[a-z-]+$/ }, (args) => {
      const pkg = args.path.slice(4);
      if (!PACKAGES.includes(pkg)) return { errors: [{ text: `unknown package ${args.path}` }] };
      return { path: join(ROOT, 'packages', pkg, 'src', 'index.ts') };
    });
  },
};

/** Bundles an example with the packages' sources and runs it; returns what it printed. */
export async function runExample(example: Example): Promise<string[]> {
  const bundled = await build({
    stdin: {
      contents: example.code,
      loader: 'ts',
      resolveDir: ROOT,
      sourcefile: `${example.page}:${example.line}`,
    },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    conditions: ['@xq/source'],
    plugins: [sources],
    write: false,
    logLevel: 'silent',
  });
  const printed: string[] = [];
  const console = { log: (...args: unknown[]) => printed.push(format(...args)) };
  const module = { exports: {} };
  new Function('console', 'module', 'exports', 'require', bundled.outputFiles[0]!.text)(
    console,
    module,
    module.exports,
    () => {
      throw new Error('examples import only @xq/* packages');
    },
  );
  return printed;
}

/**
 * Declares the tests of the examples of some pages (paths relative to docs/): each page has at
 * least one ```ts block, and each block prints what its `// →` comments say.
 */
export function describeExamples(pages: readonly string[]): void {
  describe.each(pages)('docs/%s', (page) => {
    const examples = examplesOf(page);
    it('has examples', () => {
      expect(examples.length).toBeGreaterThan(0);
    });
    it.each(examples.map((e) => [e.line, e] as const))(
      'the example at line %i prints what it says',
      async (_, example) => {
        expect(await runExample(example)).toEqual(example.expected);
      },
    );
  });
}
