import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'node:util';
import { build, type Plugin } from 'esbuild';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** One ```ts block of a page, with the outputs its `// →` comments promise. */
export interface Example {
  readonly page: string;
  /** 1-based line of the block's first code line in the page. */
  readonly line: number;
  readonly code: string;
  /** What each `console.log(…); // → text` line must print, in order. */
  readonly expected: readonly string[];
  /** `ts`, or `js` for browser code that is type-checked (checkJs) but not run. */
  readonly language: 'ts' | 'js';
}

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

/**
 * Every page whose code blocks are checked, relative to the repository root: the Markdown pages
 * under docs/ (found by walking the folder, the built site left out, so a new page is covered
 * without being named here), the root README.md and each package's README.md.
 */
export function documentedPages(): string[] {
  const docs: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      if (e.isDirectory() && e.name !== 'site' && e.name !== 'node_modules') walk(`${dir}/${e.name}`);
      else if (e.isFile() && e.name.endsWith('.md')) docs.push(`${dir}/${e.name}`);
    }
  };
  walk('docs');
  const readmes = readdirSync(join(ROOT, 'packages'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(ROOT, 'packages', d.name, 'README.md')))
    .map((d) => `packages/${d.name}/README.md`);
  return [...docs.sort(), 'README.md', ...readmes.sort()];
}

/**
 * The languages a fenced block of a page may have. `ts` blocks are type-checked and run, `js`
 * blocks (browser code) type-checked, the `xq` lines of `sh` blocks run; the others are data,
 * output, markup for a browser or a framework (`tsx`, `html`: they need React or Vue, which this
 * repository does not install). A block written any other way (`typescript`, `ts title=…`)
 * would escape the tests, so it is refused.
 */
export const FENCE_LANGUAGES = ['ts', 'sh', 'json', 'text', 'html', 'js', 'tsx', 'css', 'md'] as const;

/** The opening fence of every code block of a page: its 1-based line and its language (`''` when none). */
export function fencesOf(page: string): { line: number; language: string }[] {
  const lines = readFileSync(join(ROOT, page), 'utf8').split('\n');
  const out: { line: number; language: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^\s*```(.*)$/.exec(lines[i]!);
    if (!m) continue;
    out.push({ line: i + 1, language: m[1]!.trim() });
    i++;
    while (i < lines.length && !/^\s*```\s*$/.test(lines[i]!)) i++;
  }
  return out;
}

/**
 * The ```ts blocks of a page, a path relative to the repository root (other languages, e.g.
 * ```sh, are not run), or its ```js blocks (browser code: type-checked, not run).
 */
export function examplesOf(page: string, language: 'ts' | 'js' = 'ts'): Example[] {
  const lines = readFileSync(join(ROOT, page), 'utf8').split('\n');
  const out: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() !== `\`\`\`${language}`) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end]!.trim() !== '```') end++;
    const code = lines.slice(start, end);
    const expected: string[] = [];
    for (const [k, l] of code.entries()) {
      if (language !== 'ts' || !l.includes('console.log(')) continue;
      const arrow = l.indexOf('// → ');
      if (arrow < 0)
        throw new Error(`${page}:${start + k + 1}: console.log without a '// → expected' comment`);
      expected.push(l.slice(arrow + 5).trimEnd());
    }
    out.push({ page, line: start + 1, code: code.join('\n'), expected, language });
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

/** One `xq …` line of a ```sh block, run through the CLI's `main` against in-memory files. */
export interface ShellCommand {
  readonly page: string;
  /** 1-based line in the page. */
  readonly line: number;
  readonly text: string;
  /** The words after `xq`, as a shell would split them (quotes removed). */
  readonly args: readonly string[];
  /** What a `printf '%s\n' 'a' 'b' | xq …` pipes in, else undefined. */
  readonly stdin: string | undefined;
  /** The exit status the page promises: 1 when its comment says the command is refused, else 0. */
  readonly status: number;
  /** What the comment promises the output contains: `# → text`, or an error code (`FOO_BAR`) of a refusal. */
  readonly prints: string | undefined;
  /** The comment says `interactive`: the command needs a terminal and is not run. */
  readonly interactive: boolean;
}

/** What one line of a ```sh block did. */
export interface ShellRun {
  readonly command: ShellCommand;
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** Splits a shell line into words: single and double quotes, backslash escapes, `#` comments. */
export function shellWords(line: string): { words: string[]; comment: string } {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) throw new Error(`unclosed ' in ${line}`);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      let text = '';
      while (j < line.length && line[j] !== '"') {
        if (line[j] === '\\' && j + 1 < line.length) j++;
        text += line[j];
        j++;
      }
      if (j >= line.length) throw new Error(`unclosed " in ${line}`);
      word = (word ?? '') + text;
      i = j;
    } else if (c === '\\' && i + 1 < line.length) {
      word = (word ?? '') + line[++i];
    } else if (c === ' ' || c === '\t') {
      if (word !== null) words.push(word);
      word = null;
    } else if (c === '#' && word === null) {
      return { words, comment: line.slice(i + 1).trim() };
    } else word = (word ?? '') + c;
  }
  if (word !== null) words.push(word);
  return { words, comment: '' };
}

/**
 * The `xq …` lines of a page's ```sh blocks that can run without a terminal or a shell: no
 * variable, no redirection, no pipe other than `printf '%s\n' … | xq …`. Files a line reads
 * must have been written by an earlier line of the same block (see {@link runShellBlock}).
 */
export function shellBlocksOf(page: string): ShellCommand[][] {
  const lines = readFileSync(join(ROOT, page), 'utf8').split('\n');
  const blocks: ShellCommand[][] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() !== '```sh') continue;
    const block: ShellCommand[] = [];
    for (i++; i < lines.length && lines[i]!.trim() !== '```'; i++) {
      const text = lines[i]!.trim();
      if (/[$<>`]/.test(text.replace(/#.*$/, '').replace(/'[^']*'/g, ''))) continue;
      const { words, comment } = shellWords(text);
      let stdin: string | undefined;
      let args = words;
      const pipe = words.indexOf('|');
      if (pipe >= 0) {
        if (words[0] !== 'printf' || words[1] !== '%s\\n' || words.indexOf('|', pipe + 1) >= 0) continue;
        stdin = words
          .slice(2, pipe)
          .map((w) => `${w}\n`)
          .join('');
        args = words.slice(pipe + 1);
      }
      if (args[0] !== 'xq') continue;
      const status = /refused|exit 1/.test(comment) ? 1 : 0;
      const prints = comment.startsWith('→ ')
        ? comment.slice(2).trim()
        : status === 1
          ? /\b[A-Z]+(?:_[A-Z]+)+\b/.exec(comment)?.[0]
          : undefined;
      const interactive = /\binteractive\b/.test(comment);
      block.push({ page, line: i + 1, text, args: args.slice(1), stdin, status, prints, interactive });
    }
    if (block.length > 0) blocks.push(block);
  }
  return blocks;
}

/**
 * The file a command reads first: the first word with a file extension that does not follow
 * `--out` (`xq tournament new FILE` creates its file: none).
 */
function inputFile(args: readonly string[]): string | undefined {
  if (args[0] === 'tournament' && args[1] === 'new') return undefined;
  return args.find((a, k) => /^[\w.-]+\.[a-z]{2,5}$/.test(a) && args[k - 1] !== '--out');
}

/** Whether a block has a line that runs on its own (no terminal, no file to read): those are tested. */
export function selfContained(block: readonly ShellCommand[]): boolean {
  return block.some((c) => !c.interactive && inputFile(c.args) === undefined);
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
