// No import cycle between the folders of a package (issue 47; CONTRIBUTING.md, "Files, folders and
// layers"). Biome's `noImportCycles` sees cycles between files; this test sees the coarser ones: in
// each `packages/<name>/src`, a node is a folder directly under `src/` or a file directly at `src/`
// (the package's `index.ts` left out, tests and test utilities left out), and an edge is a static
// `import … from` or `export … from` (types included) from a file of one node to a file of another.
// A folder with an `index.ts` is entered only through it (its face).
// A folder is one idea with one face; a loop between two folders makes them one idea in two places.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');

/** The non-test `.ts`/`.tsx` files under `dir`, walked with a stack. */
function sources(dir: string): string[] {
  const files: string[] = [];
  const pending = [dir];
  for (let at = pending.pop(); at !== undefined; at = pending.pop()) {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test(-util)?\.tsx?$/.test(entry.name)) files.push(path);
    }
  }
  return files.sort();
}

/** The file a relative specifier names (`./x`, `./x.js`, `./dir` → `./dir/index.ts`), if any. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\.[cm]?js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The static `import`/`export … from` specifiers of a file (type-only ones included). */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier !== undefined &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      found.push(statement.moduleSpecifier.text);
    }
  }
  return found;
}

/** The folder graph of one `src/`: node → the nodes its files import. */
function folderGraph(src: string): Map<string, Set<string>> {
  const nodeOf = (file: string): string | undefined => {
    const rel = relative(src, file);
    if (rel.startsWith('..') || rel === 'index.ts') return undefined;
    const first = rel.split(sep)[0]!;
    return rel.includes(sep) ? `${first}/` : first;
  };
  const graph = new Map<string, Set<string>>();
  for (const file of sources(src)) {
    const from = nodeOf(file);
    if (from === undefined) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const specifier of specifiers(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveSpecifier(file, specifier);
      const to = target === undefined ? undefined : nodeOf(target);
      if (to !== undefined && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** The imports that enter a folder with a face (`<folder>/index.ts`) by another of its files: `from → to`. */
function pastTheFace(src: string): string[] {
  const faced = readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(src, entry.name, 'index.ts')))
    .map((entry) => join(src, entry.name));
  const wrong: string[] = [];
  for (const file of sources(src)) {
    for (const specifier of specifiers(file)) {
      const target = specifier.startsWith('.') ? resolveSpecifier(file, specifier) : undefined;
      if (target === undefined) continue;
      const folder = faced.find((dir) => target.startsWith(dir + sep) && !file.startsWith(dir + sep));
      if (folder !== undefined && target !== join(folder, 'index.ts')) {
        wrong.push(`${relative(src, file)} → ${relative(src, target)}`);
      }
    }
  }
  return wrong;
}

/** One cycle of the graph as `a → b → … → a`, or `undefined`; a depth-first walk with a stack. */
function findCycle(graph: ReadonlyMap<string, ReadonlySet<string>>): string | undefined {
  const state = new Map<string, 'open' | 'done'>();
  for (const start of [...graph.keys()].sort()) {
    if (state.has(start)) continue;
    const path: string[] = [start];
    const iterators = [[...(graph.get(start) ?? [])].sort()[Symbol.iterator]()];
    state.set(start, 'open');
    while (path.length > 0) {
      const next = iterators.at(-1)!.next();
      if (next.done) {
        state.set(path.pop()!, 'done');
        iterators.pop();
        continue;
      }
      const node = next.value;
      if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node].join(' → ');
      if (state.has(node)) continue;
      state.set(node, 'open');
      path.push(node);
      iterators.push([...(graph.get(node) ?? [])].sort()[Symbol.iterator]());
    }
  }
  return undefined;
}

describe('no import cycle between the folders of a package (CONTRIBUTING.md, "Files, folders and layers")', () => {
  it('finds a cycle when there is one, and none in a line', () => {
    const g = (edges: Record<string, string[]>) =>
      new Map(Object.entries(edges).map(([k, v]) => [k, new Set(v)] as const));
    expect(findCycle(g({ 'a/': ['b.ts'], 'b.ts': ['c/'], 'c/': ['a/'] }))).toBe('a/ → b.ts → c/ → a/');
    expect(findCycle(g({ 'a/': ['b.ts', 'c/'], 'b.ts': ['c/'], 'c/': [] }))).toBeUndefined();
  });

  const packages = readdirSync(join(root, 'packages')).filter((name) =>
    existsSync(join(root, 'packages', name, 'src')),
  );
  it.each(packages)('packages/%s/src', (name) => {
    expect(findCycle(folderGraph(join(root, 'packages', name, 'src')))).toBeUndefined();
  });

  // A folder whose `index.ts` is its face is entered only through it.
  it.each(packages)('packages/%s/src: a folder with an index.ts is entered through it', (name) => {
    expect(pastTheFace(join(root, 'packages', name, 'src'))).toEqual([]);
  });
});
