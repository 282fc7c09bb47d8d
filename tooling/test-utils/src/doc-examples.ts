// The one owner of the documentation's examples as text: the ```ts, ```js and ```sh blocks of the
// Markdown pages (docs/, the READMEs) and the ```ts blocks of the packages' TSDoc `@example`s,
// with the output each promises. Runners read them from here: docs/examples.ts (every page, type-
// checked and run against the sources, the `xq …` lines through the CLI), each package's
// test/examples.test.ts (its TSDoc examples, run with {@link runTsdocExample}).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'node:util';
import { transformSync } from 'esbuild';

/** The repository root: pages are named relative to it. */
const ROOT = join(import.meta.dirname, '..', '..', '..');

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
export function inputFile(args: readonly string[]): string | undefined {
  if (args[0] === 'tournament' && args[1] === 'new') return undefined;
  return args.find((a, k) => /^[\w.-]+\.[a-z]{2,5}$/.test(a) && args[k - 1] !== '--out');
}

/** Whether a block has a line that runs on its own (no terminal, no file to read): those are tested. */
export function selfContained(block: readonly ShellCommand[]): boolean {
  return block.some((c) => !c.interactive && inputFile(c.args) === undefined);
}

/** One ```ts block: the export it documents, its code, and what each console.log should print. */
export interface TsdocExample {
  readonly name: string;
  readonly code: string;
  readonly expected: readonly string[];
}

/** The examples of `src/<file>.ts`, `src` given as a URL of the package's `src/` folder. */
export function tsdocExamples(src: URL, file: string): TsdocExample[] {
  const text = readFileSync(new URL(`${file}.ts`, src), 'utf8');
  const out: TsdocExample[] = [];
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

/**
 * Runs an example whose imports from the `@xq/<name>` packages in `packages` are served by
 * `api`, and returns what its console.log calls printed, trailing spaces trimmed.
 */
export function runTsdocExample(code: string, api: object, packages: readonly string[]): string[] {
  const printed: string[] = [];
  const from = `'@xq\\/(?:${packages.join('|')})'`;
  const body = code
    .replace(new RegExp(`import\\s+type\\s*\\{[^}]*\\}\\s*from\\s*${from};?`, 'g'), '')
    .replace(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*${from};?`, 'g'), (_, names: string) => {
      const values = names
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n !== '' && !n.startsWith('type '));
      return `const { ${values.join(', ')} } = api;`;
    })
    .replace(/console\.log\(/g, 'log(');
  const js = transformSync(body, { loader: 'ts', target: 'es2022' }).code;
  new Function('api', 'log', js)(api, (...args: unknown[]) => printed.push(format(...args).trimEnd()));
  return printed.map((s) => s.replace(/\s+$/gm, ''));
}
