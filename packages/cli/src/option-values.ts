// The option values several commands read the same way, declared once: a command puts them in
// its table (`parse`), and `execute` refuses a bad value as a usage error before `run`.
import type { OptionParse, OptionSpec } from './command';

/**
 * Reads a whole number from `min` to `max` written in digits (no leading zero); anything else is the usage error
 * `--NAME must be a whole number MIN..MAX, not "TEXT"` in both languages.
 * @example wholeIn('depth', 1, 99)('7') // { ok: true, value: 7 }
 * @category CLI
 */
export function wholeIn(name: string, min: number, max: number): (text: string) => OptionParse<number> {
  return (text) => {
    const n = /^(?:0|[1-9]\d{0,15})$/u.test(text) ? Number(text) : Number.NaN;
    if (n >= min && n <= max) return { ok: true, value: n };
    const shown = JSON.stringify(text.slice(0, 20));
    return {
      ok: false,
      error: {
        en: `--${name} must be a whole number ${min}..${max}, not ${shown}`,
        vi: `--${name} phải là số nguyên từ ${min} đến ${max}, không phải ${shown}`,
      },
    };
  };
}

/**
 * A string option holding a whole number from `min` to `max`, checked by {@link wholeIn}:
 * `c.value(option)` is the number.
 * @example const depth = wholeOption('depth', 'N', 'search N plies', 1, 99);
 * @category CLI
 */
export function wholeOption(
  name: string,
  value: string,
  description: string,
  min: number,
  max: number,
): OptionSpec<number> {
  return { name, kind: 'string', value, description, parse: wholeIn(name, min, max) };
}

/** The largest seed of a lot (a 32-bit unsigned number, as `@xq/tournament` and `@xq/pairing` take). */
export const MAX_SEED = 0xffffffff;

/**
 * `--seed N`: the seed of a lot, a whole number 0..4294967295.
 * @example const seed = seedOption("the lot's seed (default 0)");
 * @category CLI
 */
export const seedOption = (description: string): OptionSpec<number> =>
  wholeOption('seed', 'N', description, 0, MAX_SEED);

/**
 * `--game N`: a game of a file, counted from 1.
 * @example const game = gameNumberOption('the game of the file (default 1)');
 * @category CLI
 */
export const gameNumberOption = (description: string): OptionSpec<number> =>
  wholeOption('game', 'N', description, 1, 999_999_999);
