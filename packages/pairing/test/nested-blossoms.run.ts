/**
 * Run by `nested-blossoms.test.ts` in a child process with a small call stack: solves a graph
 * whose optimum nests blossoms `DEPTH` deep (a triangle, then a pair of vertices closing an odd
 * cycle round the blossom before it, level after level) and prints the matching's size and the
 * deepest nesting the search built.
 */
import { MatchingSolver, warmMatchingOf } from '../src/matching/matching-solver';

const depth = Number(process.env.DEPTH ?? 1000);
const n = 2 * depth + 1;
const solver = new MatchingSolver(n);
warmMatchingOf(solver).certifying = true;
const top = BigInt(10 * depth + 100);
solver.setWeight(0, 1, top);
solver.setWeight(1, 2, top);
solver.setWeight(0, 2, top);
for (let i = 1; i < depth; i++) {
  const a = 2 * i + 1;
  const b = 2 * i + 2;
  const w = top - BigInt(i);
  solver.setWeight(a, b, w);
  solver.setWeight(2 * i, a, w);
  solver.setWeight(b, 0, w);
}
const mate = solver.solve();
const c = warmMatchingOf(solver).certificate!;
const around = new Array<number>(c.n).fill(0);
for (const b of c.blossoms) for (const v of b.vertices) around[v]!++;
const nesting = Math.max(0, ...around);
const pairs = mate.filter((m, v) => m > v).length;
console.log(JSON.stringify({ pairs, nesting }));
