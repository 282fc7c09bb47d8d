// The matching solver's public entry points (MatchingSolver, maxWeightMatching) against hostile
// callers (issue 24): every call either answers or throws a RangeError/TypeError with the code
// PAIRING_BAD_INPUT (`isPairingInputError`) naming the method — never a deep TypeError such as
// "Cannot mix BigInt and other types", and never a silently dropped edge.
import { fc, test } from '@fast-check/vitest';
import { arbHostile } from '@xq/test-utils';
import { describe, expect, it } from 'vitest';
import { isPairingInputError } from '../bad-input';
import { MatchingSolver } from './matching-solver';
import { maxWeightMatching } from './max-weight-matching';

const hostile = fc.oneof(arbHostile(), fc.constantFrom(-1, 0, 1, 2, 3, 0.5, 5n, -5n, [], {}, [0, 1, 5n]));

/** Runs f: its answer, or the error it threw, which must be one of the package's input errors. */
function answersOrRefuses(f: () => unknown): void {
  try {
    f();
  } catch (e) {
    if (!isPairingInputError(e)) throw e;
  }
}

describe('MatchingSolver and maxWeightMatching refuse hostile arguments with PAIRING_BAD_INPUT', () => {
  test.prop([hostile, fc.array(fc.oneof(hostile, fc.tuple(hostile, hostile, hostile)), { maxLength: 4 })])(
    'maxWeightMatching(n, edges)',
    (n, edges) => {
      answersOrRefuses(() => maxWeightMatching(n as never, edges as never));
      answersOrRefuses(() => maxWeightMatching(3, edges as never));
      answersOrRefuses(() => maxWeightMatching(3, n as never));
    },
  );

  test.prop([hostile, hostile, hostile, hostile])('every method of a solver', (a, b, c, d) => {
    answersOrRefuses(() => new MatchingSolver(a as never));
    const s = new MatchingSolver(3);
    answersOrRefuses(() => s.setWeight(a as never, b as never, c as never));
    answersOrRefuses(() => s.setWeight(0, 1, d as never));
    answersOrRefuses(() => s.weight(a as never, b as never));
    answersOrRefuses(() => s.removeEdgesAt(a as never, b as never));
    answersOrRefuses(() => s.solve(d as never));
    // whatever was refused, the solver still solves
    expect(s.solve()).toBeInstanceOf(Int32Array);
  });

  it('names the method and the field, and drops no edge silently', () => {
    expect(() => maxWeightMatching(3, [[0, 1, 5 as never]])).toThrow(
      /maxWeightMatching: edges\[0\] weight must be a bigint/,
    );
    expect(() => maxWeightMatching(3, [[0, 1] as never])).toThrow(
      /edges\[0\] must be a \[u, v, weight\] triple/,
    );
    expect(() => maxWeightMatching(3, null as never)).toThrow(/edges must be an array/);
    const s = new MatchingSolver(3);
    expect(() => s.setWeight(0, 1, Number.NaN as never)).toThrow(/setWeight: weight must be a bigint/);
    expect(() => s.solve(null as never)).toThrow(/solve: options must be an object/);
    expect(() => s.solve({ oneTree: 1 } as never)).toThrow(/oneTree must be a boolean/);
    expect(() => new MatchingSolver('3' as never)).toThrow(TypeError);
  });
});
