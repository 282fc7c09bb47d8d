// The bar of issue 24: an event goes through `export --trf` and `import` and comes back with
// the same points, the same next-round pairing and the same standings (by board for teams).
import { describe, expect, test } from 'vitest';
import { disk } from './disk.test-util';

type Run = ReturnType<typeof disk>['run'];

/** Records a result for every board of the last round, the same deterministic way in both files. */
async function recordRound(run: Run, file: string, round: number): Promise<void> {
  const json = JSON.parse((await run('pairings', file, '--json')).out) as {
    boards: { red: number; black: number }[];
  };
  expect(json.boards.length).toBeGreaterThan(0);
  for (const b of json.boards) {
    const h = (b.red * 7 + b.black * 3 + round) % 3;
    const result = h === 0 ? '1-0' : h === 1 ? '1/2' : '0-1';
    expect((await run('result', file, String(round), String(b.red), result)).code).toBe(0);
  }
}

/** Exports FILE as TRF, imports it into COPY, and answers both files' outputs for `args`. */
async function trip(run: Run, file: string, copy: string): Promise<void> {
  expect((await run('export', file, '--trf', '--out', 'x.trf')).code).toBe(0);
  const imported = await run('import', 'x.trf', copy);
  expect(imported.err).toBe('');
  expect(imported.code).toBe(0);
}

async function same(run: Run, a: string, b: string, ...args: string[]): Promise<string> {
  const x = await run(...args.map((s) => (s === 'FILE' ? a : s)));
  const y = await run(...args.map((s) => (s === 'FILE' ? b : s)));
  expect(x.code).toBe(0);
  expect(y.out).toBe(x.out);
  return x.out;
}

describe('export --trf then import keeps what the standings and the next round depend on', () => {
  test('a Swiss with 2-1-0 scoring and a withdrawal', async () => {
    const { run } = disk();
    expect(
      (
        await run(
          'new',
          's.json',
          '--name',
          'Swiss',
          '--system',
          'swiss-dutch',
          '--rounds',
          '5',
          '--scoring',
          '2-1-0',
        )
      ).code,
    ).toBe(0);
    for (let i = 1; i <= 9; i++)
      expect(
        (
          await run(
            'add-player',
            's.json',
            `Player ${i}`,
            '--rating',
            String(2300 - 37 * i),
            '--club',
            i % 3 === 0 ? 'Hà Nội' : 'Đà Nẵng',
          )
        ).code,
      ).toBe(0);
    for (const round of [1, 2]) {
      expect((await run('pair', 's.json')).code).toBe(0);
      await recordRound(run, 's.json', round);
    }
    expect((await run('withdraw', 's.json', '4')).code).toBe(0);
    expect((await run('absent', 's.json', '7')).code).toBe(0);
    await trip(run, 's.json', 'back.json');
    const standings = JSON.parse(await same(run, 's.json', 'back.json', 'standings', 'FILE', '--json')) as {
      rows: { player: number; points: number }[];
    };
    // 2-1-0 points came back as 2-1-0 points: two rounds, at most 4.
    expect(Math.max(...standings.rows.map((r) => r.points))).toBeGreaterThan(2);
    // The next pairing is the same, and leaves out the withdrawn and the absent players.
    expect((await run('pair', 's.json')).code).toBe(0);
    expect((await run('pair', 'back.json')).code).toBe(0);
    const next = JSON.parse(await same(run, 's.json', 'back.json', 'pairings', 'FILE', '--json')) as {
      boards: { red: number; black: number }[];
    };
    const paired = next.boards.flatMap((b) => [b.red, b.black]);
    expect(paired).not.toContain(4);
    expect(paired).not.toContain(7);
  });

  test('a team round robin of four teams of three boards and a reserve', async () => {
    const { run } = disk();
    expect((await run('new', 't.json', '--name', 'Đồng đội', '--system', 'team-round-robin')).code).toBe(0);
    for (const code of ['A', 'B', 'C', 'D']) {
      for (const k of ['1', '2', '3', 'dự bị'])
        expect((await run('add-player', 't.json', `${code}${k}`, '--club', `CLB ${code}`)).code).toBe(0);
      const base = 4 * (code.charCodeAt(0) - 65);
      const members = [1, 2, 3].map((b) => String(base + b)).join(',');
      expect(
        (
          await run(
            'add-team',
            't.json',
            code,
            `Đội ${code}`,
            '--members',
            members,
            '--substitutes',
            String(base + 4),
          )
        ).code,
      ).toBe(0);
    }
    expect((await run('pair', 't.json')).code).toBe(0);
    await recordRound(run, 't.json', 1);
    await trip(run, 't.json', 'back.json');
    const byBoard = await same(run, 't.json', 'back.json', 'standings', 'FILE', '--by-board', '--json');
    expect(JSON.parse(byBoard)).toHaveProperty('boards');
    await same(run, 't.json', 'back.json', 'standings', 'FILE', '--json');
    expect((await run('pair', 't.json')).code).toBe(0);
    expect((await run('pair', 'back.json')).code).toBe(0);
    await same(run, 't.json', 'back.json', 'pairings', 'FILE', '--json');
  });
});

describe('a rest is a rest in every JSON output', () => {
  test('card --json and crosstable --json say "bye", never "loss", for a round-robin rest', async () => {
    const { run } = disk();
    expect((await run('new', 'r.json', '--name', 'RR', '--system', 'round-robin')).code).toBe(0);
    for (const name of ['An', 'Bình', 'Chi']) expect((await run('add-player', 'r.json', name)).code).toBe(0);
    expect((await run('pair', 'r.json')).code).toBe(0);
    await recordRound(run, 'r.json', 1);
    const card = JSON.parse((await run('card', 'r.json', '1', '--json')).out) as {
      rounds: { kind: string; result: string; points: number }[];
    };
    // Round 1 of the law's 3–4 table: 1 rests ("nghỉ") and scores nothing.
    expect(card.rounds[0]).toMatchObject({ kind: 'bye', result: 'bye', points: 0 });
    const table = JSON.parse((await run('crosstable', 'r.json', '--json')).out) as {
      rows: { rounds: { kind: string; result: string }[] }[];
    };
    for (const row of table.rows)
      for (const r of row.rounds) if (r.kind === 'bye') expect(r.result).toBe('bye');
  });
});
