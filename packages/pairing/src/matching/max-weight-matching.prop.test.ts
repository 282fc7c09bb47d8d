import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { MatchingSolver, warmMatchingOf } from './matching-solver';
import { maxWeightMatching, type WeightedEdge } from './max-weight-matching';
import { verifyOptimum } from './optimality';

/** Best total weight over all matchings, by exhaustive search (only for tiny graphs). */
function bruteForce(n: number, edges: readonly WeightedEdge[]): bigint {
  const w = new Map<string, bigint>();
  for (const [u, v, x] of edges) {
    const key = u < v ? `${u},${v}` : `${v},${u}`;
    const old = w.get(key);
    if (old === undefined || x > old) w.set(key, x);
  }
  const used = new Array<boolean>(n).fill(false);
  const go = (i: number): bigint => {
    while (i < n && used[i]) i++;
    if (i >= n) return 0n;
    used[i] = true;
    let best = go(i + 1); // i stays single
    for (let j = i + 1; j < n; j++) {
      if (used[j]) continue;
      const x = w.get(`${i},${j}`);
      if (x === undefined) continue;
      used[j] = true;
      const t = x + go(i + 1);
      if (t > best) best = t;
      used[j] = false;
    }
    used[i] = false;
    return best;
  };
  return go(0);
}

const graph = (maxN: number, weight: fc.Arbitrary<bigint>) =>
  fc
    .integer({ min: 1, max: maxN })
    .chain((n) =>
      fc
        .array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), weight), { maxLength: (n * (n - 1)) / 2 + 2 })
        .map((es) => ({ n, edges: es.filter(([u, v]) => u !== v) as WeightedEdge[] })),
    );

function checkMatching(n: number, edges: readonly WeightedEdge[], mate: Int32Array): bigint {
  let total = 0n;
  for (let v = 0; v < n; v++) {
    const m = mate[v]!;
    if (m === -1) continue;
    expect(mate[m]).toBe(v);
    if (v < m) {
      let best: bigint | undefined;
      for (const [a, b, x] of edges) {
        if ((a === v && b === m) || (a === m && b === v)) best = best === undefined || x > best ? x : best;
      }
      expect(best).toBeDefined();
      total += best!;
    }
  }
  return total;
}

describe('maxWeightMatching against brute force', () => {
  test.prop([graph(8, fc.bigInt({ min: 0n, max: 20n }))])('small weights, n ≤ 8', ({ n, edges }) => {
    const mate = maxWeightMatching(n, edges);
    expect(checkMatching(n, edges, mate)).toBe(bruteForce(n, edges));
  });

  test.prop([graph(9, fc.bigInt({ min: -5n, max: 1n << 200n }))])('huge weights, n ≤ 9', ({ n, edges }) => {
    const mate = maxWeightMatching(n, edges);
    expect(checkMatching(n, edges, mate)).toBe(bruteForce(n, edges));
  });

  test.prop([graph(10, fc.constantFrom(1n, 2n, 3n))])(
    'few distinct weights (many ties), n ≤ 10',
    ({ n, edges }) => {
      const mate = maxWeightMatching(n, edges);
      expect(checkMatching(n, edges, mate)).toBe(bruteForce(n, edges));
      expect(maxWeightMatching(n, edges)).toEqual(mate);
    },
  );
});

describe('MatchingSolver: warm-started solves after weight changes', () => {
  const updates = (n: number) =>
    fc.array(
      fc.array(
        fc.tuple(
          fc.nat(n - 1),
          fc.nat(n - 1),
          fc.oneof(fc.bigInt({ min: 0n, max: 12n }), fc.bigInt({ min: 0n, max: 1n << 90n })),
        ),
        {
          minLength: 1,
          maxLength: 6,
        },
      ),
      { minLength: 1, maxLength: 6 },
    );
  test.prop([fc.integer({ min: 2, max: 8 }).chain((n) => fc.tuple(fc.constant(n), updates(n)))])(
    'every solve in a sequence is optimal',
    ([n, batches]) => {
      const solver = new MatchingSolver(n);
      const current = new Map<string, WeightedEdge>();
      for (const batch of batches) {
        for (const [u, v, w] of batch) {
          if (u === v) continue;
          solver.setWeight(u, v, w);
          current.set(u < v ? `${u},${v}` : `${v},${u}`, [Math.min(u, v), Math.max(u, v), w]);
        }
        const edges = [...current.values()].filter((e) => e[2] > 0n);
        const mate = solver.solve();
        expect(checkMatching(n, edges, mate)).toBe(bruteForce(n, edges));
      }
    },
  );
});

describe('MatchingSolver: solve({ oneTree }) against brute force', () => {
  const steps = (n: number) =>
    fc.array(
      fc.record({
        changes: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.bigInt({ min: -2n, max: 12n })), {
          minLength: 1,
          maxLength: 10,
        }),
        oneTree: fc.boolean(),
      }),
      { minLength: 1, maxLength: 6 },
    );
  test.prop([fc.integer({ min: 2, max: 9 }).chain((n) => fc.tuple(fc.constant(n), steps(n)))], {
    numRuns: 150,
  })(
    'one tree at a time or all roots, in any mix: every solve is optimal with a valid certificate',
    ([n, batches]) => {
      const solver = new MatchingSolver(n);
      const warm = warmMatchingOf(solver);
      warm.certifying = true;
      for (const { changes, oneTree } of batches) {
        for (const [u, v, w] of changes) if (u !== v) solver.setWeight(u, v, w);
        const edges: WeightedEdge[] = [];
        for (let u = 0; u < n; u++)
          for (let v = u + 1; v < n; v++)
            if (solver.weight(u, v) > 0n) edges.push([u, v, solver.weight(u, v)]);
        const mate = solver.solve({ oneTree });
        expect(checkMatching(n, edges, mate)).toBe(bruteForce(n, edges));
        expect(verifyOptimum(warm.certificate!, (u, v) => solver.weight(u, v))).toBeNull();
      }
    },
  );
});

describe('MatchingSolver: warm solves on larger graphs with uniform regions', () => {
  /** Total weight of `mate` under the weights held by `solver`. */
  const total = (solver: MatchingSolver, mate: Int32Array): bigint => {
    let sum = 0n;
    mate.forEach((m, v) => {
      if (m > v) sum += solver.weight(v, m);
    });
    return sum;
  };
  // a few blocks of vertices; edges inside a block share one weight (all tight at the optimum,
  // which makes big blossoms), edges between blocks are lighter; then batches of changes
  const scenario = fc.integer({ min: 10, max: 36 }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      blocks: fc.integer({ min: 1, max: 4 }),
      inside: fc.bigInt({ min: 1n << 40n, max: 1n << 41n }),
      between: fc.bigInt({ min: 1n, max: 1n << 39n }),
      batches: fc.array(
        fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.bigInt({ min: 0n, max: 1n << 42n })), {
          maxLength: 8,
        }),
        { minLength: 1, maxLength: 5 },
      ),
    }),
  );
  test.prop([scenario], { numRuns: 40 })(
    'every warm solve weighs as much as a cold solve of the same weights',
    ({ n, blocks, inside, between, batches }) => {
      const warm = new MatchingSolver(n);
      const block = (v: number) => v % blocks;
      for (let u = 0; u < n; u++)
        for (let v = u + 1; v < n; v++) warm.setWeight(u, v, block(u) === block(v) ? inside : between);
      warm.solve();
      for (const batch of batches) {
        for (const [u, v, w] of batch) if (u !== v) warm.setWeight(u, v, w);
        const mate = warm.solve();
        const cold = new MatchingSolver(n);
        for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) cold.setWeight(u, v, warm.weight(u, v));
        for (let v = 0; v < n; v++) if (mate[v]! >= 0) expect(mate[mate[v]!]).toBe(v);
        expect(total(warm, mate)).toBe(total(cold, cold.solve()));
      }
    },
  );
});
