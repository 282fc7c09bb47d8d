// The operations of the solver that the pairing engines call and no user does (seeds, restarts,
// class potentials, tight edges, rematches, preferred partners), on the internal WarmMatching.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { type MatchingCertificate, verifyOptimum } from './optimality';
import { preferPartners } from './prefer-partners';
import { WarmMatching } from './warm-matching';

/**
 * The internal solver with weights in the units of `MatchingSolver` (the tests' view), keeping
 * the optimality certificate of each solve.
 */
class Solver extends WarmMatching {
  override certifying = true;
  /** The certificate of the last solve. */
  get proof(): MatchingCertificate {
    const c = this.certificate;
    if (c === null) throw new Error('no certificate');
    return c;
  }
  setWeight(u: number, v: number, w: bigint): void {
    this.setDouble(u, v, w > 0n ? 2n * w : 0n);
  }
  weight(u: number, v: number): bigint {
    return this.double(u, v) / 2n;
  }
}

/** A solver of `n` vertices given the pair weights `ws` (u < v, row by row), solved once. */
function solvedFrom(n: number, ws: readonly bigint[]) {
  const s = new Solver(n);
  let k = 0;
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) s.setWeight(u, v, ws[k++]!);
  const mate = s.solve();
  /** The weight of matching `m` under the solver's weights. */
  const total = (m: ArrayLike<number>): bigint => {
    let t = 0n;
    for (let v = 0; v < n; v++) if (m[v]! > v) t += s.weight(v, m[v]!);
    return t;
  };
  return { s, mate, total };
}

describe('WarmMatching: seeds, restarts, class potentials and rematches', () => {
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
      const total = (s: Solver, mate: Int32Array): bigint => {
        let t = 0n;
        for (let v = 0; v < n; v++) if (mate[v]! > v) t += s.weight(v, mate[v]!);
        return t;
      };
      const cold = new Solver(n);
      const seeded = new Solver(n);
      let k = 0;
      for (let u = 0; u < n; u++) {
        for (let v = u + 1; v < n; v++) {
          cold.setWeight(u, v, ws[k]!);
          seeded.setWeight(u, v, ws[k++]!);
        }
      }
      const coldMate = cold.solve();
      seeded.seed(seed);
      const mate = seeded.solve();
      expect(verifyOptimum(seeded.proof, (u, v) => seeded.weight(u, v))).toBeNull();
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
    const total = (s: Solver, mate: Int32Array): bigint => {
      let t = 0n;
      for (let v = 0; v < n; v++) if (mate[v]! > v) t += s.weight(v, mate[v]!);
      return t;
    };
    const setAll = (s: Solver, from: number): void => {
      let k = from;
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) s.setWeight(u, v, ws[k++]!);
    };
    const reused = new Solver(n);
    setAll(reused, 0);
    reused.solve();
    reused.restart(); // then every weight changes, unrecorded
    setAll(reused, pairs);
    reused.seed(seed);
    const mate = reused.solve();
    expect(verifyOptimum(reused.proof, (u, v) => reused.weight(u, v))).toBeNull();
    const cold = new Solver(n);
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
      const s = new Solver(n);
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
    const s = new Solver(3);
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
    const { s, mate, total } = solvedFrom(n, ws);
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
    const again = s.solve();
    if (kept) expect(Array.from(again)).toEqual(expected);
    expect(total(again)).toBe(total(mate));
    expect(verifyOptimum(s.proof, (u, v) => s.weight(u, v))).toBeNull();
    expect(total(expected)).toBe(total(mate));
    // and a solve after changes starts from it: optimal, and as heavy as a cold solve
    for (let u = 0; u + 1 < n; u += 3) s.setWeight(u, u + 1, ws[n * n - 1 - u]! + 2n);
    const after = s.solve();
    expect(verifyOptimum(s.proof, (u, v) => s.weight(u, v))).toBeNull();
    const cold = new Solver(n);
    for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) cold.setWeight(u, v, s.weight(u, v));
    const coldMate = cold.solve();
    expect(total(after)).toBe(total(coldMate));
  });

  it('rematch refuses a pair that is not tight and a set of vertices the matching does not close', () => {
    const s = new Solver(4);
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
    const s = new Solver(3);
    expect(() => s.seed([0n, 0n])).toThrow(/one potential per vertex/);
    s.solve();
    expect(() => s.seed([0n, 0n, 0n])).toThrow(/one potential per vertex/);
  });
  test.prop(
    [
      fc.integer({ min: 4, max: 16 }).chain((n) =>
        fc.tuple(
          fc.constant(n),
          // few distinct weights: many optima to choose among
          fc.array(fc.bigInt({ min: 0n, max: 3n }), { minLength: n * n, maxLength: n * n }),
          fc.shuffledSubarray(
            Array.from({ length: n }, (_, v) => v),
            { minLength: n, maxLength: n },
          ),
          fc.nat(n),
        ),
      ),
    ],
    { numRuns: 80 },
  )(
    'preferPartners keeps an optimum, pairs along tight edges only, and never gives the first chooser a lower partner',
    ([n, ws, ranked, choosers]) => {
      const { s, mate, total } = solvedFrom(n, ws);
      const kept = Array.from(mate).every((m, v) => m === -1 || s.paired(v, m));
      // choosers held by partners who choose nothing (as S1 players by S2 players)
      const chosen: number[] = [];
      for (const v of ranked.slice(0, choosers)) if (!chosen.includes(s.partner(v))) chosen.push(v);
      const rank = (v: number): number => (v === -1 ? n : ranked.indexOf(v));
      const first = chosen.find((p) => s.partner(p) !== -1);
      const before = first === undefined ? n : rank(s.partner(first));
      const covered = Array.from({ length: n }, (_, v) => s.partner(v) !== -1);
      const pairs = preferPartners(s, chosen, ranked);
      for (let i = 0; i < pairs.length; i += 2) expect(s.paired(pairs[i]!, pairs[i + 1]!)).toBe(true);
      // the same vertices covered, by edges tight under the same duals
      for (let v = 0; v < n; v++) {
        expect(s.partner(v) !== -1).toBe(covered[v]);
        if (s.partner(v) !== -1) expect(s.tight(v, s.partner(v))).toBe(true);
      }
      if (first !== undefined && before < n) expect(rank(s.partner(first))).toBeLessThanOrEqual(before);
      // still an optimum: a solve with nothing changed answers it as it is
      const again = s.solve();
      expect(total(again)).toBe(total(mate));
      expect(verifyOptimum(s.proof, (u, v) => s.weight(u, v))).toBeNull();
      if (kept) for (let v = 0; v < n; v++) expect(again[v]).toBe(s.partner(v));
    },
  );
});
