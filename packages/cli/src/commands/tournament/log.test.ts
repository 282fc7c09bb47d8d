import { describe, expect, test } from 'vitest';
import { disk, registerRated } from './disk.test-util';

describe('xq tournament log: every edit is kept, who, when, what, old and new', () => {
  test('a corrected result shows both values in log --json, and warns when later rounds were paired', async () => {
    const { run, doc } = disk();
    await run(
      'new',
      's.json',
      '--name',
      'Giải',
      '--system',
      'swiss-dutch',
      '--rounds',
      '3',
      '--arbiter',
      'Lê Văn B',
    );
    await registerRated(run, 's.json', 4);
    await run('pair', 's.json');
    const [g] = doc('s.json').rounds[0]?.games ?? [];
    if (!g) throw new Error('no game');
    for (const x of doc('s.json').rounds[0]?.games ?? [])
      await run('result', 's.json', '1', String(x.red), '1-0');
    await run('pair', 's.json');
    // Round 1 corrected once round 2 is paired: said on standard error, the file keeps both values.
    const fixed = await run('result', 's.json', '1', String(g.red), '0-1', '--arbiter', 'Nguyễn Văn A');
    expect(fixed.code).toBe(0);
    expect(fixed.err).toBe(
      'warning: round 1 changed after round 2 was paired: the later rounds were paired from the old results\n',
    );
    const log = JSON.parse((await run('log', 's.json', '--json')).out);
    const last = log.entries.at(-1);
    expect(last).toEqual({
      at: '2026-03-01T09:00:00.000Z',
      by: 'Nguyễn Văn A',
      action: 'result',
      afterRound: 2,
      changes: [{ path: '$.rounds[0].games[0].result', old: 'red-win', new: 'black-win' }],
      corrected: [1],
    });
    expect(log.entries.map((e: { action: string }) => e.action)).toEqual([
      'new',
      ...['add-player', 'add-player', 'add-player', 'add-player'],
      'pair',
      ...(doc('s.json').rounds[0]?.games ?? []).map(() => 'result'),
      'pair',
      'result',
    ]);
    expect(log.entries[0].by).toBe('Lê Văn B');
    const vi = await run('log', 's.json', '--lang', 'vi');
    expect(vi.out).toContain(
      `1/3/2026 09:00 UTC, Nguyễn Văn A: kết quả (đã xếp cặp 2 vòng)\n   vòng 1, bàn 1: kết quả: 1-0 → 0-1\n   chú ý: vòng 1 được sửa khi đã xếp cặp đến vòng 2`,
    );
    expect(vi.out).not.toMatch(/\b(round|board|warning|bye|games?|result|pair|player)\b|[{}]/);
    const en = await run('log', 's.json');
    expect(en.out).toContain('round 1, board 1: result: 1-0 → 0-1');
  });

  test('a withdrawal, a ruling and a result of the last round are logged without a warning', async () => {
    const { run } = disk();
    await run('new', 'r.json', '--name', 'Giải', '--system', 'round-robin');
    for (const name of ['A', 'B', 'C', 'D']) await run('add-player', 'r.json', name);
    await run('pair', 'r.json');
    const r = await run('result', 'r.json', '1', '1', '1/2');
    expect(r.err).toBe('');
    await run('withdraw', 'r.json', '4', '--arbiter', 'TT');
    const log = JSON.parse((await run('log', 'r.json', '--json')).out).entries;
    expect(log.at(-1)).toMatchObject({
      by: 'TT',
      action: 'withdraw',
      changes: [{ path: '$.players[id=4].withdrawn', new: true }],
      corrected: [],
    });
    expect(log.at(-2).changes).toEqual([
      { path: '$.rounds[0].games[0].result', old: 'pending', new: 'draw' },
    ]);
    expect((await run('log', 'r.json', '--lang', 'vi')).out).toContain('đấu thủ 4: bỏ cuộc: (không có) → có');
  });

  test('--arbiter is one line, and a file never edited through xq says its log is empty', async () => {
    const { run, files } = disk();
    expect(
      (await run('new', 'x.json', '--name', 'G', '--system', 'round-robin', '--arbiter', 'a\nb')).code,
    ).toBe(2);
    await run('new', 'x.json', '--name', 'G', '--system', 'round-robin');
    const t = JSON.parse(files['x.json']!);
    files['y.json'] = JSON.stringify({ ...t, log: undefined });
    expect((await run('log', 'y.json')).out).toBe('the log is empty: no edit made through xq\n');
    expect((await run('log', 'y.json', '--lang', 'vi')).out).toBe(
      'nhật ký trống: tệp chưa được sửa qua xq\n',
    );
  });
});
