// The shape of the shipped source (issue 27): no file over 600 lines and no function over 120
// lines, except the few named in CONTRIBUTING.md's "Deliberate exceptions" table (at most two of
// each). The measure is the one a reviewer sees: lines from the first to the last line of the file
// or of the function, comments and TSDoc included.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const MAX_FILE_LINES = 600;
const MAX_FUNCTION_LINES = 120;
const MAX_EXCEPTIONS = 2;

/** The shipped sources: every `packages/<name>/src/**.ts` that is not a test. */
function shippedSources(): string[] {
  const files: string[] = [];
  for (const pkg of readdirSync(join(root, 'packages'))) {
    const pending = [join(root, 'packages', pkg, 'src')];
    for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
      let entries: import('node:fs').Dirent[];
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        continue;
      }
      for (const entry of entries) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) pending.push(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test(-util)?\.tsx?$/.test(entry.name)) files.push(path);
      }
    }
  }
  return files.sort();
}

interface Measure {
  readonly where: string;
  readonly lines: number;
}

function measure(files: readonly string[]): { files: Measure[]; functions: Measure[] } {
  const long: { files: Measure[]; functions: Measure[] } = { files: [], functions: [] };
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const name = relative(root, file);
    const lineCount = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lineCount > MAX_FILE_LINES) long.files.push({ where: name, lines: lineCount });
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const pending: ts.Node[] = [source];
    for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
      if (
        ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isArrowFunction(node) ||
        ts.isMethodDeclaration(node)
      ) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = last - first + 1;
        if (lines > MAX_FUNCTION_LINES) {
          const label =
            node.name?.getText(source) ??
            (ts.isVariableDeclaration(node.parent)
              ? node.parent.name.getText(source)
              : `(line ${first + 1})`);
          long.functions.push({ where: `${name} ${label}`, lines });
        }
      }
      pending.push(...node.getChildren(source));
    }
  }
  return long;
}

/** The rows of CONTRIBUTING.md's exceptions table: `` `path` `` or `` `path name` `` in the first cell. */
function namedExceptions(): Set<string> {
  const text = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8');
  const section = text.split(/^### Deliberate exceptions/m)[1]?.split(/^#/m)[0] ?? '';
  const names = new Set<string>();
  for (const match of section.matchAll(/^\| `([^`]+)` \|/gm)) names.add(match[1]!);
  return names;
}

describe('the shape of the shipped source (CONTRIBUTING.md, "Deliberate exceptions")', () => {
  const long = measure(shippedSources());
  const exceptions = namedExceptions();

  it(`no file over ${MAX_FILE_LINES} lines but the named exceptions, at most ${MAX_EXCEPTIONS}`, () => {
    expect(long.files.filter((m) => !exceptions.has(m.where))).toEqual([]);
    expect(long.files.length).toBeLessThanOrEqual(MAX_EXCEPTIONS);
  });

  it(`no function over ${MAX_FUNCTION_LINES} lines but the named exceptions, at most ${MAX_EXCEPTIONS}`, () => {
    expect(long.functions.filter((m) => !exceptions.has(m.where))).toEqual([]);
    expect(long.functions.length).toBeLessThanOrEqual(MAX_EXCEPTIONS);
  });

  it('every named exception is still over its limit (a fixed one leaves the table)', () => {
    const over = new Set([...long.files, ...long.functions].map((m) => m.where));
    expect([...exceptions].filter((name) => !over.has(name))).toEqual([]);
  });
});
