import { fc, test } from '@fast-check/vitest';
import { PRESET_NAMES } from '@xq/clock';
import { expect } from 'vitest';
import { runCommand as run } from '../fake-io';
import { matchCommand } from './match';

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
