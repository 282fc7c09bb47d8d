// The three copies of `Result`: @xq/core, @xq/clock and @xq/pairing each declare it, since none
// of them depends on another, and CONTRIBUTING.md promises one shape across the packages. These
// assertions are types: the type check of the repository (tsc) fails when one copy drifts (a
// field renamed, a `readonly` dropped, another union). The other two files are imported by
// relative path, as types only.
import { describe, expectTypeOf, it } from 'vitest';
import type { Result as ClockResult } from '../../clock/src/result';
import type { Result as PairingResult } from '../../pairing/src/result';
import type { Result as CoreResult } from '../src/types';

/** A value type and an error type that appear nowhere else. */
interface Value {
  readonly value: 'probe';
}
interface Failure {
  readonly code: 'PROBE';
  readonly message: string;
}

describe('the three copies of Result', () => {
  it('core, clock and pairing declare the same type, field for field', () => {
    expectTypeOf<CoreResult<Value, Failure>>().toEqualTypeOf<ClockResult<Value, Failure>>();
    expectTypeOf<CoreResult<Value, Failure>>().toEqualTypeOf<PairingResult<Value, Failure>>();
    expectTypeOf<CoreResult<number, string>>().toEqualTypeOf<ClockResult<number, string>>();
    expectTypeOf<CoreResult<number, string>>().toEqualTypeOf<PairingResult<number, string>>();
    expectTypeOf<CoreResult<unknown, never>>().toEqualTypeOf<ClockResult<unknown, never>>();
    expectTypeOf<CoreResult<unknown, never>>().toEqualTypeOf<PairingResult<unknown, never>>();
  });
});
