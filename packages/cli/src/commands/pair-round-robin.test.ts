// `xq pair check` of a round robin that `xq tournament export` wrote: checked against the law's
// round-robin table ("Bảng thi đấu": "số bên trái gạch ngang cầm quân Trắng và đi trước"), so
// that xq's own checker accepts every file xq's export writes, withdrawals and absences included.
import { fc, test as testProp } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { fakeIo } from '../fake-io';
import { main } from '../main';
import { ENGLISH, viewable } from '../vi-words.test-util';
import { checkRoundRobin, roundRobinOf } from './pair-round-robin';
import { disk } from './tournament/disk.test-util';

async function check(files: Record<string, string>, ...args: string[]) {
  const io = fakeIo({ files });
  const code = await main(['pair', 'check', ...args], io);
  return { code, out: io.stdout(), err: io.stderr() };
}

/** A round robin of `n` (`system`), every round paired and played, with a withdrawal and an absence. */
async function played(system: string, n: number) {
  const d = disk();
  await d.run('new', 'r.json', '--name', 'Giải', '--system', system);
  for (let i = 0; i < n; i++) await d.run('add-player', 'r.json', `P${i + 1}`);
  for (let round = 1; ; round++) {
    if (round === 2) expect((await d.run('withdraw', 'r.json', '2')).code).toBe(0);
    if (round === 3) expect((await d.run('absent', 'r.json', '3')).code).toBe(0);
    if ((await d.run('pair', 'r.json')).code !== 0) break;
    for (const g of d.doc('r.json').rounds[round - 1]!.games)
      if (g.result === 'pending') await d.run('result', 'r.json', String(round), String(g.red), '1/2');
  }
  expect((await d.run('export', 'r.json', '--trf', '--out', 'r.trf')).code).toBe(0);
  return d;
}

describe('xq pair check: a round robin against the table', () => {
  test('an odd round robin with a withdrawal and an absence passes; a changed round does not', async () => {
    const { files } = await played('round-robin', 5);
    const ok = await check(files, 'r.trf', '--json');
    expect(ok.err).toBe('');
    expect(JSON.parse(ok.out)).toEqual({ rounds: 5, differing: [] });
    // Round 1 of five by the table: 1 rests (against the bye seat), 2–5 and 3–4 with Trắng first.
    // Swapping the colours of one board is no longer the table's round.
    const lines = files['r.trf']!.split(/\r?\n/);
    const swap = (line: string, from: string, to: string) =>
      line.slice(0, 91) + line.slice(91).replace(from, to);
    files['bad.trf'] = lines
      .map((l) =>
        l.startsWith('001    2')
          ? swap(l, '5 w', '5 b')
          : l.startsWith('001    5')
            ? swap(l, '2 b', '2 w')
            : l,
      )
      .join('\n');
    const bad = await check(files, 'bad.trf', '--lang', 'vi');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('vòng 1: không theo vòng 1 của bảng thi đấu vòng tròn (Berger)');
    expect(bad.out).toContain('đã kiểm tra 5 vòng, 1 vòng khác');
    expect(viewable(bad.out)).not.toMatch(ENGLISH);
  });

  test('a double round robin passes, its second cycle with the colours swapped', async () => {
    const { files } = await played('double-round-robin', 4);
    const ok = await check(files, 'r.trf');
    expect([ok.code, ok.out]).toEqual([0, '6 rounds checked, 0 differ\n']);
  });
});

describe('checkRoundRobin on any parsed file', () => {
  // Whatever the rounds of a file hold (opponents, colours, blanks, more rounds than the table),
  // the check answers a report and never throws.
  testProp.prop([
    fc.integer({ min: 0, max: 9 }),
    fc.boolean(),
    fc.array(
      fc.array(fc.record({ opponent: fc.nat({ max: 10 }), colour: fc.constantFrom('w', 'b', '-', ' ') }), {
        maxLength: 20,
      }),
      { maxLength: 10 },
    ),
  ])('answers a report for any rounds', (n, double, blocks) => {
    const players = Array.from({ length: n }, (_, i) => ({
      startNumber: i + 1,
      rounds: (blocks[i] ?? []).map((b) => ({ ...b, result: '1' })),
    }));
    const trf = {
      players,
      otherLines: ['092 round-robin'],
      totalRounds: undefined,
      initialColour: undefined,
    };
    const report = checkRoundRobin(trf as never, double, 'vi');
    const rounds = players.reduce((m, p) => Math.max(m, p.rounds.length), 0);
    expect(report.rounds).toBe(rounds);
    expect(report.differing.length).toBeLessThanOrEqual(rounds);
    expect(roundRobinOf(trf as never)).toEqual({ double: false });
  });
});

describe('xq pair check: a system the Swiss rules and the table do not pair', () => {
  /** A 4-player event of `system` with its first round paired, exported to e.trf. */
  async function exported(system: string) {
    const d = disk();
    const rounds = system.startsWith('swiss') ? ['--rounds', '3'] : [];
    expect((await d.run('new', 'e.json', '--name', 'Giải', '--system', system, ...rounds)).code).toBe(0);
    for (let i = 0; i < 4; i++) await d.run('add-player', 'e.json', `P${i + 1}`);
    expect((await d.run('pair', 'e.json')).code).toBe(0);
    expect((await d.run('export', 'e.json', '--trf', '--out', 'e.trf')).code).toBe(0);
    return d.files;
  }

  test('a knockout is refused with its system named, not re-paired by the Dutch rules', async () => {
    const files = await exported('knockout');
    expect(files['e.trf']).toContain('092 knockout');
    const en = await check(files, 'e.trf');
    expect(en.code).toBe(1);
    expect(en.out).toBe('');
    expect(en.err).toContain('092 knockout');
    expect(en.err).toContain('does not check it');
    const vi = await check(files, 'e.trf', '--lang', 'vi');
    expect(vi.code).toBe(1);
    expect(vi.err).toContain('loại trực tiếp');
    expect(viewable(vi.err.replace(/092 knockout/, ''))).not.toMatch(ENGLISH);
  });

  test('a Swiss by lot is checked only when --system lot says so', async () => {
    const files = await exported('swiss-lots');
    const refused = await check(files, 'e.trf');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('--system lot');
    const asked = await check(files, 'e.trf', '--system', 'lot', '--json');
    expect(asked.err).not.toContain('does not check it');
    expect(JSON.parse(asked.out).rounds).toBe(1);
  });

  test('a Dutch Swiss and a file without a 092 line are checked as before', async () => {
    const files = await exported('swiss-dutch');
    const r = await check(files, 'e.trf', '--json');
    expect(r.err).toBe('');
    expect(JSON.parse(r.out)).toEqual({ rounds: 1, differing: [] });
    files['n.trf'] = files['e.trf']!.split(/\r?\n|\r/)
      .filter((l) => !l.startsWith('092'))
      .join('\r');
    expect((await check(files, 'n.trf')).code).toBe(0);
  });
});
