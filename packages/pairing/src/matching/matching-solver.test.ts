// The blossom cases of J. van Rantwijk's mwmatching.py test suite (test20–test34), which
// networkx's max_weight_matching tests repeat under the same names; vertices are numbered from
// 1 there, so vertex 0 stays single here. Each case checks the matching and its optimality
// certificate (dual feasibility and complementary slackness, as networkx's verifyOptimum).
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MatchingSolver, warmMatchingOf } from './matching-solver';
import { type MatchingCertificate, verifyOptimum } from './optimality';

/** A solver that keeps the optimality certificate of each solve. */
function certified(n: number): MatchingSolver {
  const s = new MatchingSolver(n);
  warmMatchingOf(s).certifying = true;
  return s;
}

/** The certificate of `s`'s last solve. */
function certificateOf(s: MatchingSolver): MatchingCertificate {
  const c = warmMatchingOf(s).certificate;
  if (c === null) throw new Error('no certificate');
  return c;
}

type Edge = readonly [number, number, number];

/** Solves the edges (cold) in both search modes; checks the optimum's certificate each time. */
function solveChecked(edges: readonly Edge[]): number[] {
  const n = Math.max(...edges.map(([u, v]) => Math.max(u, v))) + 1;
  const results: number[][] = [];
  for (const oneTree of [false, true]) {
    const s = certified(n);
    for (const [u, v, w] of edges) s.setWeight(u, v, BigInt(w));
    const mate = s.solve({ oneTree });
    expect(Array.from(certificateOf(s).mate)).toEqual(Array.from(mate));
    expect(verifyOptimum(certificateOf(s), (u, v) => s.weight(u, v))).toBeNull();
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
      const s = certified(n);
      for (let u = 0; u < n; u++)
        for (let v = u + 1; v < n; v++) s.setWeight(u, v, BigInt((u * 7 + v * 13) % 5));
      for (const { changes, oneTree } of steps) {
        for (const [u, v, w] of changes) if (u !== v) s.setWeight(u, v, w);
        s.solve({ oneTree });
        expect(verifyOptimum(certificateOf(s), (u, v) => s.weight(u, v))).toBeNull();
      }
    },
  );

  test.prop([scenario(24, 1n << 80n), fc.array(fc.tuple(fc.nat(23), fc.integer({ min: -1, max: 23 })))], {
    numRuns: 60,
  })('removeEdgesAt between solves: every later solve has a valid certificate', ([n, steps], removals) => {
    const s = certified(n);
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
      s.solve({ oneTree });
      expect(verifyOptimum(certificateOf(s), (a, b) => s.weight(a, b))).toBeNull();
    });
  });

  it('removeEdgesAt refuses a vertex out of range and keeping the vertex itself', () => {
    const s = certified(3);
    expect(() => s.removeEdgesAt(3)).toThrow(RangeError);
    expect(() => s.removeEdgesAt(-1)).toThrow(RangeError);
    expect(() => s.removeEdgesAt(1, 1)).toThrow(RangeError);
    expect(() => s.removeEdgesAt(0.5)).toThrow(RangeError);
  });

  it('a solve with nothing changed answers the optimum it kept, even where a blossom left a free vertex a dual', () => {
    // (FC_SEED=1740863969's counterexample) the triangle 1-2-4 ends as a blossom whose base 4 is
    // free; dissolved, it gives 4 a positive dual, and a search from 4 would end at 2-4 instead
    const s = certified(6);
    for (const [u, v, w] of edgesOf('0-5:1 1-2:2 1-4:1 2-4:2 3-5:1')) s.setWeight(u, v, BigInt(w));
    const first = Array.from(s.solve());
    expect(first).toEqual([-1, 2, 1, 5, -1, 3]);
    expect(Array.from(s.solve())).toEqual(first);
    expect(verifyOptimum(certificateOf(s), (u, v) => s.weight(u, v))).toBeNull();
    s.setWeight(0, 5, 1n); // the same weight: nothing changed
    expect(Array.from(s.solve())).toEqual(first);
  });

  it('verifyOptimum rejects a matching that is not optimal', () => {
    const s = certified(3);
    s.setWeight(0, 1, 5n);
    s.setWeight(1, 2, 6n);
    s.solve();
    const c = certificateOf(s);
    // claim 0-1 instead of 1-2 with the same duals: 0-1 is not tight, 2 is free with a dual
    const wrong: MatchingCertificate = { ...c, mate: Int32Array.from([1, 0, -1]) };
    expect(verifyOptimum(wrong, (u, v) => s.weight(u, v))).not.toBeNull();
    expect(verifyOptimum(c, (u, v) => s.weight(u, v))).toBeNull();
  });
});
