import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fakeIo } from '../fake-io';
import { pairCommand } from './pair';

const fixture = readFileSync(
  join(__dirname, '../../../pairing/test/fixtures/dutch/dutch-0007p-4r-s4.trf'),
  'utf8',
);

/** The file cut before round `r` (keeping only r−1 round blocks), with XXR and XXC. */
function before(text: string, r: number, extra = ''): string {
  const lines = text
    .split('\r')
    .map((l) => (l.startsWith('001') ? l.slice(0, 91 + 10 * (r - 1)).trimEnd() : l));
  return `${lines
    .map((l) => {
      if (!l.startsWith('001')) return l;
      const blocks = l.slice(91).match(/.{1,10}/g) ?? [];
      const halves = blocks.reduce(
        (s, b) => s + ({ '1': 2, '=': 1, U: 2, '+': 2, H: 1, F: 2 }[b.trim().slice(-1)] ?? 0),
        0,
      );
      return `${l.slice(0, 80)}${(halves / 2).toFixed(1).padStart(4)}${l.slice(84)}`;
    })
    .join('\r')}\rXXR 4\rXXC white1\r${extra}`;
}

const run = async (args: string[], files: Record<string, string> = {}, stdin?: string) => {
  const io = fakeIo({ files, stdin });
  const code = await pairCommand(args, io);
  return { code, out: io.stdout(), err: io.stderr() };
};

describe('xq pair', () => {
  test('pairs round 4 of a fixture as the reference engine did', async () => {
    // round 4 of the file: 5 (w) – 1, 2 (w) – 7, 3 (w) – 4, and 6 has the pairing-allocated bye
    const r = await run(['--system', 'dutch', '--trf', 't.trf'], { 't.trf': before(fixture, 4) });
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines[0]).toBe('4');
    expect(lines.slice(1, -1).sort()).toEqual(['2 7', '3 4', '5 1']);
    expect(lines.at(-1)).toBe('6 0');
  });

  test('reads standard input with --trf -', async () => {
    const r = await run(['--trf', '-'], {}, before(fixture, 2));
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toBe('4');
  });

  test('--system lot pairs reproducibly with a seed', async () => {
    const a = await run(['--trf', 't', '--system', 'lot', '--seed', '5'], { t: before(fixture, 2) });
    const b = await run(['--trf', 't', '--system', 'lot', '--seed', '5'], { t: before(fixture, 2) });
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
  });

  test('exit 1 with a message when no pairing exists', async () => {
    // two players who already met: no legal pairing
    const p = (n: number, o: number, c: string, res: string, pts: string) =>
      `001 ${String(n).padStart(4)}      ${`P${n}`.padEnd(33)} 1500${' '.repeat(28)}${pts.padStart(4)}${'1'.padStart(5)}  ${String(o).padStart(4)} ${c} ${res}`;
    const text = [p(1, 2, 'w', '1', '1.0'), p(2, 1, 'b', '0', '0.0'), 'XXR 3', 'XXC white1'].join('\r');
    const r = await run(['--trf', 'x'], { x: text });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/no pairing exists/);
  });

  test('usage and input errors', async () => {
    expect((await run(['--help'])).code).toBe(0);
    expect((await run([])).code).toBe(2);
    expect((await run(['--trf', 'x', '--system', 'burstein'])).code).toBe(2);
    expect((await run(['--trf', 'missing'])).code).toBe(1);
    expect((await run(['--trf', 'x'], { x: '001 bad' })).code).toBe(1);
    expect((await run(['--trf', 'x'], { x: before(fixture, 2).replace('XXR 4', '') })).code).toBe(1);
  });
});
