// Fuzzing the option reader: hostile lines never throw and read well formed; an option written as
// UCI or UCCI writes it is read back as it was.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EngineOption, parseOptionLine } from './options';

const words = [
  'option',
  'name',
  'type',
  'default',
  'min',
  'max',
  'var',
  'spin',
  'check',
  'combo',
  'button',
  'string',
  'true',
  'off',
  '<empty>',
  '-5',
  '99999999999999999999',
  '__proto__',
  'constructor',
  'toString',
  '\u0000',
  '\r',
];
const hostileLine = fc.oneof(
  fc.string(),
  fc.array(fc.constantFrom(...words), { maxLength: 30 }).map((w) => w.join(' ')),
  fc
    .array(fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 5 })), { maxLength: 30 })
    .map((w) => `option ${w.join(' ')}`),
);

const TYPES = ['check', 'spin', 'combo', 'button', 'string'] as const;

describe('parseOptionLine', () => {
  it('never throws, and what it reads is well formed', () => {
    fc.assert(
      fc.property(hostileLine, (line) => {
        const o = parseOptionLine(line);
        if (o === undefined) return;
        expect(o.name.length).toBeGreaterThan(0);
        expect(o.name.length).toBeLessThanOrEqual(200);
        expect(TYPES).toContain(o.type);
        if (o.type === 'check' && o.default !== undefined) expect(typeof o.default).toBe('boolean');
        if (o.type === 'spin' && o.default !== undefined) expect(Number.isSafeInteger(o.default)).toBe(true);
        for (const k of ['min', 'max'] as const)
          if (o[k] !== undefined) expect(Number.isSafeInteger(o[k])).toBe(true);
        expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
      }),
    );
  });

  const word = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,8}$/).filter((w) => !words.includes(w));
  const option: fc.Arbitrary<EngineOption> = fc.oneof(
    fc.record({
      name: word,
      type: fc.constant('spin' as const),
      default: fc.integer({ min: -1000, max: 1000 }),
      min: fc.constant(-1000),
      max: fc.constant(1000),
      vars: fc.constant([]),
    }),
    fc.record({
      name: word,
      type: fc.constant('check' as const),
      default: fc.boolean(),
      vars: fc.constant([]),
    }),
    fc.record({
      name: word,
      type: fc.constant('combo' as const),
      default: word,
      vars: fc.array(word, { minLength: 1, maxLength: 5 }),
    }),
    fc.record({ name: word, type: fc.constant('string' as const), default: word, vars: fc.constant([]) }),
  );
  const fields = (o: EngineOption) =>
    [
      `type ${o.type}`,
      o.min !== undefined ? `min ${o.min}` : '',
      o.max !== undefined ? `max ${o.max}` : '',
      `default ${o.default}`,
      ...o.vars.map((v) => `var ${v}`),
    ]
      .filter((f) => f !== '')
      .join(' ');

  it('reads back an option written as UCI writes it (name words joined)', () => {
    fc.assert(
      fc.property(option, fc.array(word, { maxLength: 3 }), (o, more) => {
        const name = [o.name, ...more].join(' ');
        expect(parseOptionLine(`option name ${name} ${fields(o)}`)).toEqual({ ...o, name });
      }),
    );
  });

  it('reads back an option written as UCCI writes it (no name keyword)', () => {
    fc.assert(
      fc.property(option, (o) => {
        expect(parseOptionLine(`option ${o.name} ${fields(o)}`)).toEqual(o);
      }),
    );
  });

  it('reads a line of 200 000 words in linear time, keeping 1000 vars', () => {
    const line = `option name Big type combo default a ${'var x '.repeat(100_000)}`;
    const began = performance.now();
    const o = parseOptionLine(line);
    expect(performance.now() - began).toBeLessThan(2000);
    expect(o?.vars.length).toBe(1000);
  });
});
