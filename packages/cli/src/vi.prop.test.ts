import { INITIAL_FEN } from '@xq/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { detailsOf, withDetails } from './messages-vi';
import { movesInLawNotation } from './moves-vi';
import { envLang } from './words';

/** Any JavaScript value, `__proto__` keys and wrong types included. */
const anything = fc.oneof(
  fc.anything(),
  fc.constant({ ['__proto__']: { LANG: 'vi_VN' } }),
  fc.constant(Object.assign(Object.create(null), { LANG: 'vi' })),
  fc.dictionary(
    fc.constantFrom('LANG', 'LC_ALL', 'LC_MESSAGES', '__proto__'),
    fc.oneof(fc.string(), fc.anything()),
  ),
);

describe('the Vietnamese helpers take any input', () => {
  test('envLang answers vi or undefined for any value, and vi only from its own variables', () => {
    fc.assert(
      fc.property(anything, (env) => {
        const lang = envLang(env as Record<string, string>);
        expect(lang === undefined || lang === 'vi').toBe(true);
        if (lang === 'vi') {
          const own = ['LC_ALL', 'LC_MESSAGES', 'LANG'].map((k) =>
            Object.hasOwn(env as object, k) ? (env as Record<string, unknown>)[k] : undefined,
          );
          expect(own.some((v) => typeof v === 'string' && /^vi/iu.test(v))).toBe(true);
        }
      }),
    );
    // An inherited LANG is not the environment's.
    expect(envLang(Object.create({ LANG: 'vi_VN' }))).toBeUndefined();
  });

  test('detailsOf and movesInLawNotation never throw, and keep what is no move', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        expect(Array.isArray(detailsOf(text))).toBe(true);
        expect(typeof withDetails('sai', text)).toBe('string');
        const out = movesInLawNotation(text, INITIAL_FEN);
        // Only UCCI moves change: without one, the text is the same.
        if (!/[a-i]\d[a-i]\d/u.test(text)) expect(out).toBe(text);
        expect(movesInLawNotation(text, text)).toBeTypeOf('string');
      }),
    );
  });

  test('a long error is read in linear time', () => {
    const long = 'player 1 round 2 '.repeat(20_000);
    const t0 = performance.now();
    expect(detailsOf(long).length).toBeLessThanOrEqual(24);
    expect(movesInLawNotation('h2e2 '.repeat(20_000), INITIAL_FEN).startsWith('P2-5 ')).toBe(true);
    expect(performance.now() - t0).toBeLessThan(5000);
  });
});
