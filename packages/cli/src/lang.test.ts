import { describe, expect, test } from 'vitest';
import { flatten } from './command';
import { COMMANDS } from './main';
import { disk, SAMPLES, SETUP } from './samples.test-util';

/** Commands with --lang that the samples cannot run: the interactive clock needs a terminal. */
const INTERACTIVE = ['clock'];

/** Extra calls of the commands with --lang that print no data (not in SAMPLES). */
const LANG_SAMPLES: Readonly<Record<string, readonly { args: readonly string[]; stdin?: string }[]>> = {
  arbiter: [{ args: [], stdin: 't h2\nm h2e2\no\ny\nq\n' }],
  play: [{ args: ['--explain', '--fen', '3k5/3R5/3R5/9/9/9/9/9/9/4K4 b'] }, { args: ['--explain', 'h2e2'] }],
};

// Điều 2.2 of the law names the sides Trắng and Đen ("Bên cầm quân Trắng đi trước"): the
// Vietnamese output never says Đỏ, and the English output says red and black, never white.
describe('--lang vi|en: one vocabulary', () => {
  const commands = flatten(COMMANDS).map(({ path, spec }) => ({ name: path.join(' '), spec }));
  const withLang = commands.filter((c) => c.spec.lang !== undefined);

  test('every command with --lang has samples', () => {
    for (const { name } of withLang)
      expect(
        INTERACTIVE.includes(name) || SAMPLES[name] !== undefined || LANG_SAMPLES[name] !== undefined,
        name,
      ).toBe(true);
  });

  for (const lang of ['en', 'vi'] as const)
    test(`--lang ${lang}: ${lang === 'vi' ? 'Trắng/Đen, never Đỏ' : 'red/black, never white'}`, async () => {
      const call = disk();
      for (const c of SETUP) expect((await call(c.args)).code).toBe(0);
      let texts = 0;
      const names = [...new Set([...Object.keys(SAMPLES), ...Object.keys(LANG_SAMPLES)])];
      for (const name of names) {
        const spec = commands.find((c) => c.name === name)!.spec;
        const calls = [...(SAMPLES[name] ?? []), ...(LANG_SAMPLES[name] ?? [])];
        for (const sample of calls) {
          const args = [...name.split(' '), ...sample.args, ...(spec.lang ? ['--lang', lang] : [])];
          const r = await call(args, sample.stdin);
          const what = `${args.join(' ')}:\n${r.out}${r.err}`;
          expect(r.out + r.err, what).not.toMatch(/\bwhite\b/iu);
          expect(r.out + r.err, what).not.toMatch(/đỏ/iu);
          if (spec.lang && !r.out.trimStart().startsWith('{') && !r.out.trimStart().startsWith('[')) {
            texts++;
            if (lang === 'vi') expect(r.out, what).not.toMatch(/\b(?:red|black)\b/u);
          }
        }
      }
      expect(texts).toBeGreaterThan(10);
    });
});
