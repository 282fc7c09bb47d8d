import { fc, test } from '@fast-check/vitest';
import { PRESET_NAMES } from '@xq/clock';
import { expect } from 'vitest';
import { runCommand as run } from '../fake-io';
import { matchCommand } from './match';
import { parseEngineSpec, parseSprt, parseTc, readOpenings, shuffled } from './match-args';

// No engine is started: every input here is refused before one would be (exit 2, one message).
const word = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('__proto__', 'toString', 'constructor', '0', '-1', '1e3', ' 2', ''),
);
const notPreset = word.filter((w) => !(PRESET_NAMES as readonly string[]).includes(w));
const notWhole = word.filter((w) => !/^[1-9]\d{0,9}$/.test(w));

test.prop([notPreset, word, word], { numRuns: 60 })(
  'a clock that is not a preset: exit 2',
  async (clock, a, b) => {
    const r = await run(matchCommand, ['--engine', `x${a}`, '--engine', `y${b}`, '--clock', clock]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
  },
);

test.prop([fc.constantFrom('games', 'depth', 'movetime', 'max-plies'), notWhole], { numRuns: 60 })(
  'a count that is not a positive whole number: exit 2',
  async (name, value) => {
    const args = ['--engine', 'x', '--engine', 'y', '--clock', 'vn-blitz-5', `--${name}`, value];
    const r = await run(matchCommand, args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/\S/);
  },
);

test.prop([fc.array(word, { maxLength: 4 }).filter((e) => e.length !== 2)], { numRuns: 40 })(
  'not exactly two engines: exit 2',
  async (engines) => {
    const r = await run(matchCommand, [...engines.flatMap((e) => ['--engine', e]), '--clock', 'vn-blitz-5']);
    expect(r.code).toBe(2);
  },
);

// The readers of xq match's option texts: any text, any JS value is read or refused, never thrown.
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '__proto__',
    'cmd=',
    'cmd=x,option.__proto__=1',
    'cmd="a,b",name=n',
    '40/60+0.5',
    'elo0=0,elo1=5',
  ),
  fc
    .array(
      fc.constantFrom(
        'cmd=x',
        'depth=3',
        'option.Hash=1',
        'name=a',
        '"',
        ',',
        '=',
        'elo0=1',
        'alpha=0.1',
        '/',
        '+',
        '1',
      ),
      { maxLength: 6 },
    )
    .map((a) => a.join(',')),
);

test.prop([anyText, fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined })], { numRuns: 300 })(
  'parseEngineSpec, parseTc, parseSprt, readOpenings answer a value or a usage message in both languages',
  (text, plies) => {
    for (const r of [parseEngineSpec(text), parseTc(text), parseSprt(text), readOpenings(text, plies)]) {
      if (!r.ok) {
        expect(r.error.en).toMatch(/\S/);
        expect(r.error.vi).toMatch(/\S/);
      }
    }
    const spec = parseEngineSpec(text);
    if (spec.ok) expect(Object.getPrototypeOf(spec.value.options)).toBe(null);
    const sprt = parseSprt(text);
    if (sprt.ok) expect(sprt.value.elo0).toBeLessThan(sprt.value.elo1);
  },
);

test.prop([fc.array(fc.integer(), { maxLength: 30 }), fc.integer({ min: 0, max: 2 ** 32 - 1 })])(
  'shuffled is a permutation, the same for the same seed',
  (items, seed) => {
    const a = shuffled(items, seed);
    expect([...a].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
    expect(shuffled(items, seed)).toEqual(a);
  },
);
