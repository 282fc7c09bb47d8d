// The runners of the pages' examples: each ```ts block bundled with the packages' sources and run,
// all of them type-checked as a reader's TypeScript would, the `xq …` lines run through the CLI.
// The blocks themselves are read by @xq/test-utils (doc-examples.ts), the one owner of that.
import { join } from 'node:path';
import { format } from 'node:util';
import { type Example, examplesOf, inputFile, type ShellCommand } from '@xq/test-utils';
import { build, type Plugin } from 'esbuild';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const PACKAGES = [
  'core',
  'notation',
  'clock',
  'pairing',
  'tournament',
  'board',
  'arbiter',
  'engine',
  'db',
  'site',
];

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
 * Type-checks examples as a reader's TypeScript would, `strict`, each block a module of its own
 * that imports `@xq/<pkg>` (resolved to the package's sources): one program for all of them.
 * Returns one message per error, `page:line:column message`, with the line in the page.
 */
export function typeCheckExamples(examples: readonly Example[]): string[] {
  const dir = join(ROOT, 'docs', '.examples');
  const files = new Map<string, Example>();
  for (const e of examples)
    files.set(join(dir, `${e.page.replaceAll(/[^A-Za-z0-9]/g, '_')}_${e.line}.${e.language}`), e);
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['@xq/source'],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
    strict: true,
    allowJs: true,
    checkJs: true,
    noImplicitOverride: true,
    noFallthroughCasesInSwitch: true,
    esModuleInterop: true,
    skipLibCheck: true,
    noEmit: true,
    baseUrl: ROOT,
    paths: Object.fromEntries(PACKAGES.map((p) => [`@xq/${p}`, [`packages/${p}/src/index.ts`]])),
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  // Each block gets `export {}` so that it is a module even when it imports nothing.
  const text = (f: string) => `${files.get(f)!.code}\nexport {};\n`;
  host.fileExists = (f) => files.has(f) || ts.sys.fileExists(f);
  host.readFile = (f) => (files.has(f) ? text(f) : read(f));
  host.getSourceFile = (f, lang, ...rest) =>
    files.has(f) ? ts.createSourceFile(f, text(f), lang, true) : getSourceFile(f, lang, ...rest);
  const program = ts.createProgram([...files.keys()], options, host);
  const out: string[] = [];
  for (const [f, e] of files) {
    const source = program.getSourceFile(f)!;
    for (const d of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      const { line, character } = source.getLineAndCharacterOfPosition(d.start ?? 0);
      out.push(
        `${e.page}:${e.line + line}:${character + 1} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      );
    }
  }
  return out;
}

/** What one line of a ```sh block did. */
export interface ShellRun {
  readonly command: ShellCommand;
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/**
 * Runs the lines of a block in order through `run` (the CLI's `main` with an in-memory io), one
 * set of files shared by the block: `xq tournament new club.json` makes the file the next lines
 * read. A line that reads a file no earlier line wrote (a reader's own `games.pgn`) or that needs
 * a terminal (its comment says `interactive`) is left out and named in `skipped`. Returns, per
 * line run, what the page promised and what happened.
 */
export async function runShellBlock(
  block: readonly ShellCommand[],
  run: (
    args: readonly string[],
    files: Record<string, string | Uint8Array>,
    stdin: string | undefined,
  ) => Promise<{ code: number; out: string; err: string; written: Map<string, string | Uint8Array> }>,
): Promise<{ ran: ShellRun[]; skipped: ShellCommand[] }> {
  const files: Record<string, string | Uint8Array> = {};
  const ran: ShellRun[] = [];
  const skipped: ShellCommand[] = [];
  for (const command of block) {
    const input = inputFile(command.args);
    if (command.interactive || (input !== undefined && !(input in files))) {
      skipped.push(command);
      continue;
    }
    const r = await run(command.args, files, command.stdin);
    for (const [path, data] of r.written) files[path] = data;
    ran.push({ command, code: r.code, out: r.out, err: r.err });
  }
  return { ran, skipped };
}

/**
 * Declares the tests of the examples of some pages (paths relative to the repository root):
 * each ```ts block type-checks (`strict`, all blocks in one program) and prints what its `// →`
 * comments say.
 */
export function describeExamples(pages: readonly string[]): void {
  const examples = pages.flatMap((p) => [...examplesOf(p), ...examplesOf(p, 'js')]);
  it('every ```ts and ```js block type-checks under tsc --strict against the packages', () => {
    expect(typeCheckExamples(examples)).toEqual([]);
  });
  describe.each(pages.filter((p) => examplesOf(p).length > 0))('%s', (page) => {
    it.each(examplesOf(page).map((e) => [e.line, e] as const))(
      'the example at line %i prints what it says',
      async (_, example) => {
        expect(await runExample(example)).toEqual(example.expected);
      },
    );
  });
}
