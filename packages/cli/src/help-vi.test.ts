import { describe, expect, test } from 'vitest';
import { allOptions, type CommandSpec } from './command';
import { fakeIo } from './fake-io';
import { HELP_VI, optionVi } from './help-vi';
import { COMMANDS, main } from './main';
import { ENGLISH, viewable } from './vi-words.test-util';

const run = async (args: string[], env: Record<string, string> = {}) => {
  const io = fakeIo({ env });
  const code = await main(args, io);
  return { code, out: io.stdout(), err: io.stderr() };
};

/** Every command and action of the table, those made only of actions too, with its path. */
function everyCommand(
  specs: readonly CommandSpec[] = COMMANDS,
  path: readonly string[] = [],
): { path: readonly string[]; spec: CommandSpec }[] {
  return specs.flatMap((spec) => [
    { path: [...path, spec.name], spec },
    ...everyCommand(spec.actions ?? [], [...path, spec.name]),
  ]);
}

/**
 * The English words left in a Vietnamese help (codes, options, JSON and typed values cut out, and
 * the names of commands and actions as typed: `xq tournament pair`, the first column of a list).
 */
const english = (text: string): string | undefined =>
  ENGLISH.exec(
    viewable(text.replace(/\bxq(?: [a-z][a-z-]*)+/gu, 'xq').replace(/^ {2}[a-z][a-z-]*(?= {2})/gmu, '')),
  )?.[0];

// "Vietnamese that is Vietnamese" (issue 42): the help of every command, in the law's words. A
// command added to the table without its Vietnamese help (help-vi/) fails here.
describe('--help --lang vi: every command and action', () => {
  const all = everyCommand();

  test('has its Vietnamese summary, description and option lines, and no stale entry', () => {
    expect(all.length).toBeGreaterThan(45);
    for (const { path, spec } of all) {
      const key = path.join(' ');
      expect(Object.hasOwn(HELP_VI, key), key).toBe(true);
      const vi = HELP_VI[key]!;
      expect(vi.summary, key).not.toBe('');
      expect(vi.description === undefined, `${key}: a description in both languages or neither`).toBe(
        spec.description === undefined,
      );
      // its own line, or the common one (--arbiter of every editing action)
      for (const o of spec.options ?? [])
        expect(optionVi(path, o.name, 'en', 'document'), `${key} --${o.name}`).toBeDefined();
      for (const name of Object.keys(vi.options ?? {}))
        expect(
          allOptions(spec).some((o) => o.name === name),
          `${key}: --${name} is no option`,
        ).toBe(true);
    }
    const paths = new Set(all.map(({ path }) => path.join(' ')));
    for (const key of Object.keys(HELP_VI)) expect(paths.has(key), `${key} is no command`).toBe(true);
  });

  test('prints Vietnamese, with no English word, for --lang vi and for LANG=vi_VN', async () => {
    let checked = 0;
    for (const { path, spec } of all) {
      const r = await run([...path, '--help', '--lang', 'vi']);
      expect(r.code, path.join(' ')).toBe(0);
      expect(r.out, path.join(' ')).toMatch(new RegExp(`^cách dùng: xq ${path.join(' ')}`));
      expect(english(r.out), `xq ${path.join(' ')} --help --lang vi:\n${r.out}`).toBeUndefined();
      for (const o of spec.options ?? []) expect(r.out, path.join(' ')).toContain(`--${o.name}`);
      // The environment's language is the default: the same text without --lang.
      expect((await run([...path, '--help'], { LANG: 'vi_VN.UTF-8' })).out).toBe(r.out);
      checked++;
    }
    expect(checked).toBe(all.length);
  });

  test('xq --help, xq help CMD and xq --lang vi CMD --help are Vietnamese too', async () => {
    for (const args of [
      ['--help', '--lang', 'vi'],
      ['--lang', 'vi', '--help'],
      ['help', 'tournament', '--lang', 'vi'],
      ['--lang', 'vi', 'tournament', '--help'],
      ['--lang=vi', 'play', '--help'],
    ]) {
      const r = await run(args);
      expect(r.code, args.join(' ')).toBe(0);
      expect(english(r.out), `${args.join(' ')}:\n${r.out}`).toBeUndefined();
      expect(r.out, args.join(' ')).toMatch(/cách dùng: xq/u);
    }
    const top = await run(['--help', '--lang', 'vi']);
    for (const c of COMMANDS) expect(top.out).toContain(`  ${c.name} `);
    expect((await run([], { LC_ALL: 'vi_VN.UTF-8' })).err).toMatch(/^xq .*: Cờ Tướng theo Luật Việt Nam/u);
  });

  test('--lang wins over the environment, LC_ALL over LANG; another locale keeps the default', async () => {
    const en = await run(['tournament', '--help', '--lang', 'en'], { LANG: 'vi_VN.UTF-8' });
    expect(en.out).toMatch(/^usage: xq tournament/u);
    expect((await run(['tournament', '--help'], { LANG: 'vi_VN', LC_ALL: 'en_US.UTF-8' })).out).toMatch(
      /^usage:/u,
    );
    expect((await run(['tournament', '--help'], { LANG: 'en_US', LC_ALL: 'vi_VN' })).out).toMatch(
      /^cách dùng:/u,
    );
    expect((await run(['tournament', '--help'], { LANG: 'C.UTF-8' })).out).toMatch(/^usage:/u);
    expect((await run(['tournament', '--help'], { LANG: 'video' })).out).toMatch(/^usage:/u);
    // The clock speaks Vietnamese by default, whatever the environment.
    expect((await run(['clock', 'presets'], { LANG: 'en_US.UTF-8' })).out).toBe(
      (await run(['clock', 'presets', '--lang', 'vi'])).out,
    );
  });
});

describe('every command accepts --lang', () => {
  test('--lang vi and --lang en on every command and action: never an unknown option', async () => {
    for (const { path, spec } of everyCommand())
      for (const lang of ['vi', 'en']) {
        const r = await run([...path, '--lang', lang, '--help']);
        expect(r.code, `${path.join(' ')} --lang ${lang}`).toBe(0);
        expect(r.err, path.join(' ')).toBe('');
        if (spec.run) expect(allOptions(spec).some((o) => o.name === 'lang')).toBe(true);
      }
  });

  test('the commands that refused it take it, and speak it in their errors', async () => {
    const ok = [
      ['perft', '--depth', '1', '--lang', 'vi'],
      ['moves', '--lang', 'vi'],
      ['status', '--lang', 'vi'],
      ['notation', '--move', 'h2e2', '--to', 'vi', '--lang', 'vi'],
      ['schedule', 'round-robin', '4', '--lang', 'vi'],
    ];
    for (const args of ok) expect((await run(args)).code, args.join(' ')).toBe(0);
    const bad = await run(['perft', '--lang', 'vi']);
    expect(bad).toEqual({
      code: 2,
      out: '',
      err: 'xq perft: thiếu --depth; cách dùng: xq perft [--fen FEN] --depth N [--divide] [--json] [--lang vi|en]\n',
    });
    expect((await run(['perft', '--depth', '1', '--lang', 'fr'])).err).toMatch(/--lang must be en or vi/u);
    expect((await run(['generate', '--players', '4'], { LANG: 'vi_VN.UTF-8' })).err).toMatch(
      /^xq generate: thiếu/u,
    );
  });
});
