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
