import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type CommandSpec, execute, flatten, helpText, type OptionSpec, synopsis } from './command';
import { fakeIo } from './fake-io';
import { COMMANDS, main } from './main';

const run = async (args: string[], stdin?: string) => {
  const io = fakeIo({ stdin });
  const code = await main(args, io);
  return { code, out: io.stdout(), err: io.stderr() };
};

describe('xq --version', () => {
  test("prints the version of @xq/cli's package.json", async () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '../package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-v'])
      expect(await run([flag])).toEqual({ code: 0, out: `${pkg.version}\n`, err: '' });
  });
  test('--json prints it as a JSON document; anything else after it is a usage error', async () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '../package.json'), 'utf8')) as { version: string };
    const r = await run(['--version', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({ name: '@xq/cli', version: pkg.version });
    const bad = await run(['--version', '--lang', 'vi']);
    expect(bad.code).toBe(2);
    expect(bad.err.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('the command table', () => {
  test('every command and action answers --help from its spec, with exit status 0', async () => {
    for (const { path, spec } of flatten(COMMANDS)) {
      const r = await run([...path, '--help', '--lang', 'en']);
      expect(r.code, path.join(' ')).toBe(0);
      expect(r.out, path.join(' ')).toMatch(new RegExp(`^usage: xq ${path.join(' ')}`));
      for (const o of spec.options ?? []) expect(r.out, path.join(' ')).toContain(`--${o.name}`);
    }
  });

  test('xq --help lists every command of the table, with its summary', async () => {
    const r = await run(['--help']);
    const lines = r.out.split('\n');
    for (const c of COMMANDS)
      expect(
        lines.some((l) => l.startsWith(`  ${c.name} `) && l.endsWith(c.summary)),
        c.name,
      ).toBe(true);
  });

  test('a missing required option says so, once', async () => {
    const r = await run(['perft']);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'xq perft: --depth is required; usage: xq perft [--fen FEN] --depth N [--divide] [--json] [--lang vi|en]\n',
    );
    const t = await run(['tournament', 'new', 't.json', '--name', 'X']);
    expect([t.code, t.err.split('\n')[0]]).toEqual([
      2,
      expect.stringMatching(/^xq tournament: --system is required; usage: xq tournament new /),
    ]);
    const p = await run(['pair']);
    expect(p.err).toMatch(/^xq pair: missing FILE \(or --trf FILE\)/);
  });

  test('unknown options, missing values, values on flags, wrong arity: one line each, exit 2', async () => {
    const cases: [string[], RegExp][] = [
      [['perft', '--bogus'], /^xq perft: unknown option --bogus; usage: xq perft /],
      [['perft', '--depth'], /^xq perft: --depth needs a value; /],
      [['perft', '--divide=yes', '--depth', '1'], /^xq perft: --divide takes no value; /],
      [['perft', '--depth', '1', 'extra'], /^xq perft: unexpected argument 'extra'; /],
      [
        ['tournament', 'add-player', 't.json'],
        /^xq tournament: missing NAME; usage: xq tournament add-player FILE NAME/,
      ],
      [
        ['tournament', 'standings', 't.json', '--rating', '3'],
        /^xq tournament: --rating does not go with standings; /,
      ],
      [['tournament', 'fly', 't.json'], /^xq tournament: unknown action 'fly' \(actions: new, /],
      [['schedule'], /^xq schedule: say which action \(round-robin, english\)/],
      [['nope'], /^xq: unknown command 'nope' \(commands: demo, /],
    ];
    for (const [args, message] of cases) {
      const r = await run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toMatch(message);
      expect(r.err.trimEnd().split('\n'), args.join(' ')).toHaveLength(1);
    }
  });

  test('options may come before the action, and -- ends the options', async () => {
    expect((await run(['schedule', '--json', 'round-robin', '4'])).out).toMatch(/^\[\[\[1,4\]/);
    expect((await run(['play', '--', 'h2e2'])).code).toBe(0);
  });

  test('no command throws: an unexpected failure is one line, exit status 1', async () => {
    const io = fakeIo();
    const broken = { ...io, readStdin: () => Promise.reject(new Error('disk on fire\nsecond line')) };
    const code = await main(['moves'], broken);
    expect(code).toBe(1);
    expect(io.stderr()).toBe('xq moves: unexpected failure: disk on fire second line\n');
  });

  test('random argument lists never crash: exit 0, 1 or 2, and errors in one line', async () => {
    const names = flatten(COMMANDS).flatMap(({ path }) => path);
    const options = flatten(COMMANDS).flatMap(({ spec }) =>
      (spec.options ?? []).flatMap((o) => [`--${o.name}`, `--${o.name}=`]),
    );
    const word = fc.oneof(
      fc.constantFrom(...new Set(names)),
      fc.constantFrom(...new Set(options)),
      fc.constantFrom(
        '__proto__',
        '--__proto__',
        'toString',
        '--toString',
        'constructor',
        '--',
        '-',
        '=',
        '--=',
        '-h',
        '--json',
        '--lang',
        'vi',
        'NaN',
        '',
        '\n',
        'h2e2',
        '1',
        '0',
      ),
      fc.string({ maxLength: 8 }),
    );
    // Commands that wait for a terminal or run long are kept out: the interactive clock and
    // arbiter read process.stdin, perft at depth ≥ 5 takes seconds.
    const slow = (args: string[]) =>
      (args[0] === 'clock' && !args.includes('presets') && !args.includes('simulate')) ||
      (args[0] === 'arbiter' && !args.includes('simulate')) ||
      args[0] === 'demo' ||
      (args[0] === 'perft' && args.some((a) => /^(?:--depth=)?(?:[5-9]|1\d)$/.test(a)));
    await fc.assert(
      fc.asyncProperty(fc.array(word, { maxLength: 7 }), async (args) => {
        fc.pre(!slow(args));
        const io = fakeIo({ stdin: '', files: { 't.json': '{}' } });
        const code = await main(args, io);
        expect([0, 1, 2]).toContain(code);
        if (code === 2 && args[0] !== undefined) expect(io.stderr().trimEnd().split('\n')).toHaveLength(1);
        // No message repeats itself: the command's name starts a line once.
        for (const line of io.stderr().split('\n'))
          expect(line.match(/(?:^|[^-\w])xq(?: [a-z-]+)*: /gu)?.length ?? 0, line).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });
});

// Issue 27: an option's values, its help and its usage error come from one declaration.
describe('options with choices or parse', () => {
  const depth: OptionSpec<number> = {
    name: 'depth',
    kind: 'string',
    value: 'N',
    description: 'plies',
    parse: (v) =>
      /^\d{1,2}$/u.test(v)
        ? { ok: true, value: Number(v) }
        : { ok: false, error: { en: '--depth must be 0..99', vi: '--depth phải trong khoảng 0..99' } },
  };
  const colour: OptionSpec = {
    name: 'colour',
    kind: 'string',
    choices: ['red', 'black'],
    description: 'a side',
  };
  const seen: unknown[] = [];
  const spec: CommandSpec = {
    name: 'probe',
    summary: 'probe the options',
    options: [depth, colour],
    json: 'none',
    lang: 'en',
    run: async (c) => {
      seen.push([c.value(depth), c.value(colour)]);
      return 0;
    },
  };
  const call = async (args: string[]) => {
    const io = fakeIo({});
    const code = await execute(spec, args, io);
    return { code, out: io.stdout(), err: io.stderr() };
  };

  test('the help shows the choices as the value', () => {
    expect(helpText(['probe'], spec)).toContain('--colour red|black');
    expect(synopsis(['probe'], spec)).toContain('[--colour red|black]');
  });

  test('the run gets the parsed values; a bad one is a usage error in the language of --lang', async () => {
    expect((await call(['--depth', '12', '--colour', 'black'])).code).toBe(0);
    expect(seen.at(-1)).toEqual([12, 'black']);
    expect((await call([])).code).toBe(0);
    expect(seen.at(-1)).toEqual([undefined, undefined]);
    const en = await call(['--colour', 'white']);
    expect(en).toMatchObject({
      code: 2,
      err: expect.stringContaining('--colour must be one of red, black; usage:'),
    });
    const vi = await call(['--colour', 'white', '--lang', 'vi']);
    expect(vi).toMatchObject({
      code: 2,
      err: expect.stringContaining('--colour phải là một trong: red, black; cách dùng:'),
    });
    expect((await call(['--depth', 'x'])).err).toContain('--depth must be 0..99');
    expect((await call(['--depth', 'x', '--lang=vi'])).err).toContain('--depth phải trong khoảng 0..99');
    expect(seen).toHaveLength(2);
  });

  test('the generic usage errors under --lang vi', async () => {
    expect((await call(['extra', '--lang', 'vi'])).err).toBe(
      "xq probe: thừa đối số 'extra'; cách dùng: xq probe [--depth N] [--colour red|black] [--lang vi|en]\n",
    );
    expect((await call(['--lang', 'fr'])).err).toMatch(/^xq probe: --lang must be en or vi; usage:/u);
    expect((await run(['tournament', 'nope', '--lang', 'vi'])).err).toMatch(
      /^xq tournament: không có việc 'nope' \(các việc: new, /u,
    );
    expect((await run(['tournament', 'show', '--lang', 'vi'])).err).toMatch(
      /^xq tournament: thiếu FILE; cách dùng:/u,
    );
  });
});
