import { describe, expect, test } from 'vitest';
import { flatten } from './command';
import { COMMANDS } from './main';
import { disk, NO_DATA, SAMPLES, SETUP } from './samples.test-util';

describe('--json on every command that prints data', () => {
  const commands = flatten(COMMANDS).map(({ path, spec }) => ({ name: path.join(' '), spec }));

  test('every command of the table is classified: it takes --json and has samples, or prints no data', () => {
    for (const { name, spec } of commands) {
      if (spec.json === 'none') expect(NO_DATA, name).toContain(name);
      else expect(SAMPLES[name], `${name} declares --json: give it samples here`).toBeDefined();
    }
    for (const name of Object.keys(SAMPLES)) expect(commands.map((c) => c.name)).toContain(name);
  });

  test('each sample prints valid JSON: one document, or one a line for the line-per-line modes', async () => {
    const call = disk();
    for (const c of SETUP) expect((await call(c.args)).code, c.args.join(' ')).toBe(0);
    let checked = 0;
    // In the order of SAMPLES: a call may read a file an earlier one wrote.
    for (const name of Object.keys(SAMPLES)) {
      const spec = commands.find((c) => c.name === name)!.spec;
      for (const sample of SAMPLES[name]!) {
        const args = [...name.split(' '), ...sample.args, '--json'];
        const r = await call(args, sample.stdin);
        const what = `${args.join(' ')}: ${r.err}`;
        expect(r.code, what).toBe(sample.fails ? 1 : 0);
        expect(r.out.endsWith('\n'), what).toBe(true);
        const lines = r.out.trimEnd().split('\n');
        if (spec.json === 'document') expect(lines, what).toHaveLength(1);
        for (const line of lines) expect(() => JSON.parse(line), `${what}\n${line}`).not.toThrow();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});
