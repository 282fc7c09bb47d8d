// The ```ts blocks of a package's TSDoc `@example`s, and a runner that checks what each
// `console.log` prints against the output written in the comment after it
// (`console.log(x); // output`, continued on the following `// …` lines).
import { readFileSync } from 'node:fs';
import { format } from 'node:util';
import { transformSync } from 'esbuild';

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
