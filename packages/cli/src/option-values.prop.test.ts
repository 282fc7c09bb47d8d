import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { wholeIn } from './option-values';

// Any text, `__proto__` and numbers' look-alikes included: read or refused with a message in both
// languages, never thrown; what is read is the number the digits write, in its range.
const text = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.constantFrom('__proto__', 'toString', '0', '00', '01', '-1', '1e3', ' 2', '2 ', '0x10', '1.0', ''),
  fc.bigInt({ min: 0n, max: 10n ** 17n }).map(String),
);

test.prop([text, fc.nat(1000), fc.nat(10 ** 9)])(
  'wholeIn reads exactly the whole numbers in range',
  (t, min, span) => {
    const max = min + span;
    const r = wholeIn('n', min, max)(t);
    const whole = /^(?:0|[1-9]\d*)$/.test(t);
    if (r.ok) {
      expect(whole).toBe(true);
      expect(String(r.value)).toBe(t);
      expect(r.value >= min && r.value <= max).toBe(true);
    } else {
      expect(whole && Number(t) >= min && Number(t) <= max).toBe(false);
      expect(r.error.en).toMatch(/^--n must be a whole number \d+\.\.\d+, not /);
      expect(r.error.vi).toMatch(/^--n phải là số nguyên từ \d+ đến \d+, không phải /);
    }
  },
);
