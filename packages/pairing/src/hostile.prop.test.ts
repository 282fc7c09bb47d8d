// Hostile input against the public entry points of @xq/pairing: wrong JS types, NaN, huge
// numbers, prototype keys. A programmer error is a RangeError or TypeError with a message, in
// bounded time; untrusted text gets a typed error.
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { knockoutBracket } from './knockout';
import { bergerRound, roundRobinRound, roundRobinSchedule, roundRobinScheduleRound } from './round-robin';
import { pairByLot } from './swiss/by-lot';
import { pairDutch } from './swiss/dutch';
import { dutchChecklist } from './swiss/dutch/checklist';
import { checkSwissInput } from './swiss/swiss-input';
import { swissInputFromTrf } from './swiss/trf-input';
import { parseTrf, TRF_ERROR_CODES } from './trf';

const number = fc.oneof(
  fc.integer({ min: -5, max: 30 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1, 0, 1.5, 1e9, 2 ** 53, 10_001, 1_001),
);
const anything = fc.oneof(number, fc.anything(), fc.constantFrom('__proto__', 'toString', null, undefined));

const onlyRangeOrType = (f: () => unknown): void => {
  try {
    f();
  } catch (e) {
    expect(e instanceof RangeError || e instanceof TypeError).toBe(true);
    expect((e as { code?: unknown }).code).toBe('PAIRING_BAD_INPUT');
  }
};

test.prop([anything, anything])(
  'round-robin functions take any arguments: a value or a RangeError',
  (a, b) => {
    onlyRangeOrType(() => roundRobinSchedule(a as number));
    onlyRangeOrType(() => roundRobinScheduleRound(a as number, b as number));
    onlyRangeOrType(() => bergerRound(a as number, b as number));
    onlyRangeOrType(() => roundRobinRound(1, 2, a as number));
    onlyRangeOrType(() => knockoutBracket(a as number));
  },
);

test('huge fields are refused at once, not built', () => {
  const t0 = performance.now();
  expect(() => roundRobinSchedule(10_000)).toThrow(RangeError);
  expect(() => roundRobinSchedule(1e9)).toThrow(RangeError);
  expect(performance.now() - t0).toBeLessThan(1000);
});

test.prop([fc.string({ maxLength: 600 })], { numRuns: 200 })(
  'parseTrf, swissInputFromTrf, the engines and the checklist answer any text with a Result',
  (text) => {
    const trf = parseTrf(text);
    if (!trf.ok) {
      expect(TRF_ERROR_CODES).toContain(trf.error.code);
      return;
    }
    const input = swissInputFromTrf(trf.value);
    if (!input.ok || checkSwissInput(input.value) !== undefined || input.value.players.length > 12) return;
    for (const r of [pairDutch(input.value), pairByLot(input.value, 1)]) {
      if (!r.ok) expect(['PAIRING_IMPOSSIBLE', 'PAIRING_BAD_INPUT']).toContain(r.error.code);
    }
    const checklist = dutchChecklist(input.value);
    expect(checklist.ok && checklist.value.players.length).toBe(input.value.players.length);
  },
);

test.prop([
  fc.array(fc.constantFrom('299 ', '240 H ', '250 ', '260 ', 'XXZ ', 'XXA ', 'XXP ', '142 ', '### '), {
    maxLength: 5,
  }),
  fc.array(fc.string({ maxLength: 20 }), { minLength: 5, maxLength: 5 }),
])('TRF-2026 records with garbage after the tag never throw', (tags, tails) => {
  const text = tags.map((t, i) => `${t}${tails[i] ?? ''}`).join('\n');
  const trf = parseTrf(text);
  if (trf.ok) expect(() => swissInputFromTrf({ ...trf.value, totalRounds: 3 })).not.toThrow();
});
