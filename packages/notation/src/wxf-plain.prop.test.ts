import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { expect } from 'vitest';
import { crowdedPosition, playoutPosition } from './arbitraries.test-util';
import { parseWxf } from './wxf';

// parseWxf reads four-character texts on a short path; with a space before them (trimmed off)
// the same texts go through the patterns. Both must give the same move or the same error code.
const arbFour = fc
  .tuple(
    fc.constantFrom(...'KAGEBMHNRCPXkc+1'),
    fc.constantFrom(...'0123456789a+'),
    fc.constantFrom(...'+-.=/'),
    fc.constantFrom(...'0123456789'),
  )
  .map((cs) => cs.join(''));

test.prop(
  [fc.oneof(playoutPosition(100), crowdedPosition), fc.array(arbFour, { minLength: 20, maxLength: 40 })],
  {
    numRuns: 40,
  },
)('the short path of parseWxf reads as the patterns do', (pos, texts) => {
  for (const text of texts) {
    const short = parseWxf(pos, text);
    const long = parseWxf(pos, ` ${text}`);
    expect(short.ok).toBe(long.ok);
    if (short.ok && long.ok) expect(short.value).toEqual(long.value);
    else if (!short.ok && !long.ok) expect(short.error.code).toBe(long.error.code);
  }
});

test.prop([playoutPosition(100)], { numRuns: 20 })('… on the texts of every legal move', (pos) => {
  for (const m of pos.legalMoves()) {
    for (const text of [`R${(m.from % 9) + 1}+1`, `H${9 - (m.from % 9)}.${9 - (m.to % 9)}`]) {
      const short = parseWxf(pos, text);
      const long = parseWxf(pos, ` ${text}`);
      expect(short.ok && short.value).toEqual(long.ok && long.value);
    }
  }
});
