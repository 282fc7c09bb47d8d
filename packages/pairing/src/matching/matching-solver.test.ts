// The blossom cases of J. van Rantwijk's mwmatching.py test suite (test20–test34), which
// networkx's max_weight_matching tests repeat under the same names; vertices are numbered from
// 1 there, so vertex 0 stays single here. Each case checks the matching and its optimality
// certificate (dual feasibility and complementary slackness, as networkx's verifyOptimum).
import { fc, test } from '@fast-check/vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MatchingSolver } from './matching-solver';
import { certificateProbe, type MatchingCertificate, verifyOptimum } from './optimality';

let certificates: MatchingCertificate[] = [];
beforeEach(() => {
  certificates = [];
  certificateProbe.capture = (c) => certificates.push(c);
});
afterEach(() => {
  certificateProbe.capture = null;
});

type Edge = readonly [number, number, number];

/** Solves the edges (cold) in both search modes; checks the optimum's certificate each time. */
function solveChecked(edges: readonly Edge[]): number[] {
  const n = Math.max(...edges.map(([u, v]) => Math.max(u, v))) + 1;
  const results: number[][] = [];
  for (const oneTree of [false, true]) {
    const s = new MatchingSolver(n);
    for (const [u, v, w] of edges) s.setWeight(u, v, BigInt(w));
    certificates = [];
    const mate = s.solve({ oneTree });
    expect(certificates.length).toBe(1);
    expect(Array.from(certificates[0]!.mate)).toEqual(Array.from(mate));
    expect(verifyOptimum(certificates[0]!, (u, v) => s.weight(u, v))).toBeNull();
    results.push(Array.from(mate));
  }
  expect(results[1]).toEqual(results[0]);
  return results[0]!;
}

/** Edges written `u-v:w`, space-separated. */
const edgesOf = (text: string): Edge[] =>
  text.split(' ').map((e) => {
    const [uv, w] = e.split(':');
    const [u, v] = uv!.split('-');
    return [Number(u), Number(v), Number(w)] as const;
  });

const NASTY = '1-2:45 1-5:45 2-3:50 3-4:45 4-5:50 1-6:30 3-9:35';
/** One case a line: van Rantwijk's test name | what it exercises | edges | expected mate. */
const BLOSSOM_CASES = `
test20_sblossom | S-blossom used for an augmentation | 1-2:8 1-3:9 2-3:10 3-4:7 | -1 2 1 4 3
test20_sblossom | the same with pendants | 1-2:8 1-3:9 2-3:10 3-4:7 1-6:5 4-5:6 | -1 6 3 2 5 4 1
test21_tblossom | S-blossom relabelled as T, used for an augmentation | 1-2:9 1-3:8 2-3:10 1-4:5 4-5:4 1-6:3 | -1 6 3 2 5 4 1
test21_tblossom | the same, other weights | 1-2:9 1-3:8 2-3:10 1-4:5 4-5:3 1-6:4 | -1 6 3 2 5 4 1
test21_tblossom | the same, other stem | 1-2:9 1-3:8 2-3:10 1-4:5 4-5:3 3-6:4 | -1 2 1 6 5 4 3
test22_s_nest | nested S-blossom used for an augmentation | 1-2:9 1-3:9 2-3:10 2-4:8 3-5:8 4-5:10 5-6:6 | -1 3 4 1 2 6 5
test23_s_relabel_nest | S-blossom relabelled as S, included in a nested S-blossom | 1-2:10 1-7:10 2-3:12 3-4:20 3-5:20 4-5:25 5-6:10 6-7:10 7-8:8 | -1 2 1 4 3 6 5 8 7
test24_s_nest_expand | nested S-blossom augmented, then expanded recursively | 1-2:8 1-3:8 2-3:10 2-4:12 3-5:12 4-5:14 4-6:12 5-7:12 6-7:14 7-8:12 | -1 2 1 5 6 3 4 8 7
test25_s_t_expand | S-blossom relabelled as T, then expanded | 1-2:23 1-5:22 1-6:15 2-3:25 3-4:22 4-5:25 4-8:14 5-7:13 | -1 6 3 2 8 7 1 5 4
test26_s_nest_t_expand | nested S-blossom relabelled as T, then expanded | 1-2:19 1-3:20 1-8:8 2-3:25 2-4:18 3-5:18 4-5:13 4-7:7 5-6:7 | -1 8 3 2 7 6 5 4 1
test30_tnasty_expand | blossom relabelled as T in more than one way, expanded, augmented | ${NASTY} 4-8:35 5-7:26 9-10:5 | -1 6 3 2 8 7 1 5 4 10 9
test31_tnasty2_expand | the same, slightly different | ${NASTY} 4-8:26 5-7:40 9-10:5 | -1 6 3 2 8 7 1 5 4 10 9
test32_t_expand_leastslack | T-blossom expanded so that a new least-slack S-to-free edge appears | ${NASTY} 4-8:28 5-7:26 9-10:5 | -1 6 3 2 8 7 1 5 4 10 9
test33_nest_tnasty_expand | nested blossom relabelled as T in more than one way, outer one expanded | 1-2:45 1-7:45 2-3:50 3-4:45 4-5:95 4-6:94 5-6:94 6-7:50 1-8:30 3-11:35 5-9:36 7-10:26 11-12:5 | -1 8 3 2 6 9 4 10 1 5 7 12 11
test34_nest_relabel_expand | nested S-blossom relabelled as S, expanded recursively | 1-2:40 1-3:40 2-3:60 2-4:55 3-5:55 4-5:50 1-8:15 5-7:30 7-6:10 8-10:10 4-9:30 | -1 2 1 5 9 3 7 6 10 4 8
`
  .trim()
  .split('\n')
  .map((line) => line.split(' | '));

describe('MatchingSolver: named blossom cases', () => {
  it.each(BLOSSOM_CASES)('%s: %s', (_name, _what, edges, mate) => {
    expect(solveChecked(edgesOf(edges))).toEqual(mate.split(' ').map(Number));
  });
});

describe('MatchingSolver: optimality of warm solves', () => {
  const batches = (n: number, maxWeight: bigint) =>
    fc.array(
      fc.record({
        changes: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.bigInt({ min: -2n, max: maxWeight })), {
          minLength: 1,
          maxLength: 10,
        }),
        oneTree: fc.boolean(),
      }),
      { minLength: 1, maxLength: 6 },
    );
  const scenario = (maxN: number, maxWeight: bigint) =>
    fc.integer({ min: 2, max: maxN }).chain((n) => fc.tuple(fc.constant(n), batches(n, maxWeight)));

  test.prop([scenario(30, 1n << 100n)], { numRuns: 60 })(
    'larger graphs with huge weights: every warm solve has a valid certificate',
    ([n, steps]) => {
      const s = new MatchingSolver(n);
      for (let u = 0; u < n; u++)
        for (let v = u + 1; v < n; v++) s.setWeight(u, v, BigInt((u * 7 + v * 13) % 5));
      for (const { changes, oneTree } of steps) {
        for (const [u, v, w] of changes) if (u !== v) s.setWeight(u, v, w);
        certificates = [];
        s.solve({ oneTree });
        expect(verifyOptimum(certificates[0]!, (u, v) => s.weight(u, v))).toBeNull();
      }
    },
  );

  test.prop([scenario(24, 1n << 80n), fc.array(fc.tuple(fc.nat(23), fc.integer({ min: -1, max: 23 })))], {
    numRuns: 60,
  })('removeEdgesAt between solves: every later solve has a valid certificate', ([n, steps], removals) => {
    const s = new MatchingSolver(n);
    for (let u = 0; u < n; u++)
      for (let v = u + 1; v < n; v++) s.setWeight(u, v, BigInt(1 + ((u * 5 + v * 3) % 7)));
    s.solve();
    steps.forEach(({ changes, oneTree }, i) => {
      for (const [u, v, w] of changes) if (u !== v) s.setWeight(u, v, w);
      const [u, keep] = removals[i] ?? [0, 0];
      if (u < n && keep < n && keep !== u) {
        s.removeEdgesAt(u, keep);
        for (let x = 0; x < n; x++) if (x !== u && x !== keep) expect(s.weight(u, x)).toBe(0n);
      }
      certificates = [];
      s.solve({ oneTree });
      expect(verifyOptimum(certificates[0]!, (a, b) => s.weight(a, b))).toBeNull();
    });
  });

  it('removeEdgesAt refuses a vertex out of range and keeping the vertex itself', () => {
    const s = new MatchingSolver(3);
    expect(() => s.removeEdgesAt(3)).toThrow(RangeError);
    expect(() => s.removeEdgesAt(-1)).toThrow(RangeError);
    expect(() => s.removeEdgesAt(1, 1)).toThrow(RangeError);
    expect(() => s.removeEdgesAt(0.5)).toThrow(RangeError);
  });

  test.prop(
    [
      fc.integer({ min: 2, max: 24 }).chain((n) =>
        fc.tuple(
          fc.constant(n),
          fc.array(fc.bigInt({ min: 0n, max: 40n }), {
            minLength: (n * (n - 1)) / 2,
            maxLength: (n * (n - 1)) / 2,
          }),
          fc.array(fc.bigInt({ min: -5n, max: 60n }), { minLength: n, maxLength: n }),
        ),
      ),
    ],
    { numRuns: 80 },
  )(
    'a seeded first solve (any potentials, too low ones too) is optimal and weighs as a cold one',
    ([n, ws, seed]) => {
      const total = (s: MatchingSolver, mate: Int32Array): bigint => {
        let t = 0n;
        for (let v = 0; v < n; v++) if (mate[v]! > v) t += s.weight(v, mate[v]!);
        return t;
      };
      const cold = new MatchingSolver(n);
      const seeded = new MatchingSolver(n);
      let k = 0;
      for (let u = 0; u < n; u++) {
        for (let v = u + 1; v < n; v++) {
          cold.setWeight(u, v, ws[k]!);
          seeded.setWeight(u, v, ws[k++]!);
        }
      }
      const coldMate = cold.solve();
      seeded.seed(seed);
      certificates = [];
      const mate = seeded.solve();
      expect(verifyOptimum(certificates[0]!, (u, v) => seeded.weight(u, v))).toBeNull();
      expect(total(seeded, mate)).toBe(total(cold, coldMate));
    },
  );

  test.prop(
    [
      fc
        .integer({ min: 2, max: 20 })
        .chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.array(fc.bigInt({ min: 0n, max: 40n }), { minLength: n * (n - 1), maxLength: n * (n - 1) }),
            fc.array(fc.bigInt({ min: -5n, max: 60n }), { minLength: n, maxLength: n }),
          ),
        ),
    ],
    { numRuns: 60 },
  )('after restart, a seeded solve of new weights is optimal and weighs as a cold one', ([n, ws, seed]) => {
    const pairs = (n * (n - 1)) / 2;
    const total = (s: MatchingSolver, mate: Int32Array): bigint => {
      let t = 0n;
      for (let v = 0; v < n; v++) if (mate[v]! > v) t += s.weight(v, mate[v]!);
      return t;
    };
    const setAll = (s: MatchingSolver, from: number): void => {
      let k = from;
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) s.setWeight(u, v, ws[k++]!);
    };
    const reused = new MatchingSolver(n);
    setAll(reused, 0);
    reused.solve();
    reused.restart(); // then every weight changes, unrecorded
    setAll(reused, pairs);
    reused.seed(seed);
    certificates = [];
    const mate = reused.solve();
    expect(verifyOptimum(certificates[0]!, (u, v) => reused.weight(u, v))).toBeNull();
    const cold = new MatchingSolver(n);
    setAll(cold, pairs);
    expect(total(reused, mate)).toBe(total(cold, cold.solve()));
  });

  test.prop(
    [
      fc.integer({ min: 2, max: 14 }).chain((n) =>
        fc.tuple(
          fc.constant(n),
          fc.array(fc.bigInt({ min: -3n, max: 9n }), {
            minLength: (n * (n - 1)) / 2,
            maxLength: (n * (n - 1)) / 2,
          }),
          fc.array(fc.nat(3), { minLength: n, maxLength: n }),
        ),
      ),
    ],
    { numRuns: 80 },
  )(
    'classHeaviest: the heaviest stored weight between each two classes, as every pair says',
    ([n, ws, cls]) => {
      const s = new MatchingSolver(n);
      let k = 0;
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) s.setWeight(u, v, ws[k++]!);
      const want = new Map<number, bigint>();
      for (let u = 0; u < n; u++) {
        for (let v = u + 1; v < n; v++) {
          const w = s.weight(u, v);
          if (w <= 0n) continue;
          const [p, q] = cls[u]! < cls[v]! ? [cls[u]!, cls[v]!] : [cls[v]!, cls[u]!];
          const key = p * 4 + q;
          if (w * 2n > (want.get(key) ?? 0n)) want.set(key, w * 2n);
        }
      }
      expect(new Map([...s.classHeaviest(cls, 4)].sort((a, b) => a[0] - b[0]))).toEqual(
        new Map([...want].sort((a, b) => a[0] - b[0])),
      );
    },
  );

  it('fresh: until the first solve, and again after restart', () => {
    const s = new MatchingSolver(3);
    s.setWeight(0, 1, 4n);
    expect(s.fresh).toBe(true);
    s.solve();
    expect(s.fresh).toBe(false);
    s.restart();
    expect(s.fresh).toBe(true);
  });

  test.prop(
    [
      fc.integer({ min: 4, max: 16 }).chain((n) =>
        fc.tuple(
          fc.constant(n),
          // few distinct weights: many ties, so many tight edges to swap along
          fc.array(fc.bigInt({ min: 0n, max: 3n }), { minLength: n * n, maxLength: n * n }),
        ),
      ),
    ],
    { numRuns: 80 },
  )('a rematch along tight edges keeps an optimum the next solves start from', ([n, ws]) => {
    const s = new MatchingSolver(n);
    let k = 0;
    for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) s.setWeight(u, v, ws[k++]!);
    const mate = s.solve();
    const total = (m: ArrayLike<number>): bigint => {
      let t = 0n;
      for (let v = 0; v < n; v++) if (m[v]! > v) t += s.weight(v, m[v]!);
      return t;
    };
    // every swap of two matched pairs a–b, c–d into a–c, b–d (or a–d, b–c) along tight edges
    const pairs: number[] = [];
    const used = new Uint8Array(n);
    for (let a = 0; a < n; a++) {
      const b = mate[a]!;
      if (b < a || used[a] || !s.paired(a, b)) continue;
      for (let c = a + 1; c < n; c++) {
        const d = mate[c]!;
        if (d === -1 || used[c] || c === b || d === a || !s.paired(c, d)) continue;
        const swap =
          s.tight(a, c) && s.tight(b, d)
            ? [a, c, b, d]
            : s.tight(a, d) && s.tight(b, c)
              ? [a, d, b, c]
              : null;
        if (swap === null) continue;
        for (const x of [a, b, c, d]) used[x] = 1;
        pairs.push(...swap);
        break;
      }
    }
    // the solver kept every pair of its answer (else the next solve repairs the dropped ones
    // and may move others)
    const kept = Array.from(mate).every((m, v) => m === -1 || s.paired(v, m));
    s.rematch(pairs);
    const expected = Array.from(mate);
    for (let i = 0; i < pairs.length; i += 2) {
      expected[pairs[i]!] = pairs[i + 1]!;
      expected[pairs[i + 1]!] = pairs[i]!;
    }
    // still an optimum: a solve with nothing changed keeps it as it is
    certificates = [];
    const again = s.solve();
    if (kept) expect(Array.from(again)).toEqual(expected);
    expect(total(again)).toBe(total(mate));
    expect(verifyOptimum(certificates[0]!, (u, v) => s.weight(u, v))).toBeNull();
    expect(total(expected)).toBe(total(mate));
    // and a solve after changes starts from it: optimal, and as heavy as a cold solve
    for (let u = 0; u + 1 < n; u += 3) s.setWeight(u, u + 1, ws[n * n - 1 - u]! + 2n);
    certificates = [];
    const after = s.solve();
    expect(verifyOptimum(certificates[0]!, (u, v) => s.weight(u, v))).toBeNull();
    const cold = new MatchingSolver(n);
    for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) cold.setWeight(u, v, s.weight(u, v));
    const coldMate = cold.solve();
    expect(total(after)).toBe(total(coldMate));
  });

  it('a solve with nothing changed answers the optimum it kept, even where a blossom left a free vertex a dual', () => {
    // (FC_SEED=1740863969's counterexample) the triangle 1-2-4 ends as a blossom whose base 4 is
    // free; dissolved, it gives 4 a positive dual, and a search from 4 would end at 2-4 instead
    const s = new MatchingSolver(6);
    for (const [u, v, w] of edgesOf('0-5:1 1-2:2 1-4:1 2-4:2 3-5:1')) s.setWeight(u, v, BigInt(w));
    const first = Array.from(s.solve());
    expect(first).toEqual([-1, 2, 1, 5, -1, 3]);
    certificates = [];
    expect(Array.from(s.solve())).toEqual(first);
    expect(verifyOptimum(certificates[0]!, (u, v) => s.weight(u, v))).toBeNull();
    s.setWeight(0, 5, 1n); // the same weight: nothing changed
    expect(Array.from(s.solve())).toEqual(first);
  });

  it('rematch refuses a pair that is not tight and a set of vertices the matching does not close', () => {
    const s = new MatchingSolver(4);
    s.setWeight(0, 1, 5n);
    s.setWeight(2, 3, 5n);
    s.setWeight(0, 2, 1n);
    s.setWeight(1, 3, 1n);
    s.solve(); // 0–1, 2–3
    expect(s.tight(0, 1)).toBe(true);
    expect(s.tight(0, 2)).toBe(false);
    expect(() => s.rematch([0, 2, 1, 3])).toThrow(/not a tight edge/);
    expect(() => s.rematch([0, 1, 0, 1])).toThrow(/not a tight edge/);
    s.setWeight(0, 3, 5n);
    s.setWeight(1, 2, 5n);
    const mate = s.solve();
    // both complete matchings are optimal now, so every edge of either is tight; re-pairing 0
    // alone would leave his old partner out of the pairs
    expect(s.tight(0, 3) && s.tight(0, 1)).toBe(true);
    expect(() => s.rematch(mate[0] === 1 ? [0, 3] : [0, 1])).toThrow(/covers/);
  });

  it('seed refuses potentials of the wrong length, or after a solve', () => {
    const s = new MatchingSolver(3);
    expect(() => s.seed([0n, 0n])).toThrow(RangeError);
    s.solve();
    expect(() => s.seed([0n, 0n, 0n])).toThrow(RangeError);
  });

  it('verifyOptimum rejects a matching that is not optimal', () => {
    const s = new MatchingSolver(3);
    s.setWeight(0, 1, 5n);
    s.setWeight(1, 2, 6n);
    s.solve();
    const c = certificates[0]!;
    // claim 0-1 instead of 1-2 with the same duals: 0-1 is not tight, 2 is free with a dual
    const wrong: MatchingCertificate = { ...c, mate: Int32Array.from([1, 0, -1]) };
    expect(verifyOptimum(wrong, (u, v) => s.weight(u, v))).not.toBeNull();
    expect(verifyOptimum(c, (u, v) => s.weight(u, v))).toBeNull();
  });
});
