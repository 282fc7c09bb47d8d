import { describe, expect, test } from 'vitest';
import { disk, registerRated } from './disk.test-util';

describe('xq tournament add-player after round 1 of a Swiss (a late entry)', () => {
  test('is paired in round 2, his missed round a zero bye, and appears in the TRF', async () => {
    const { run, doc } = disk();
    await run('new', 's.json', '--name', 'Giải', '--system', 'swiss-dutch', '--rounds', '4');
    await registerRated(run, 's.json', 4);
    await run('pair', 's.json');
    for (const g of doc('s.json').rounds[0]?.games ?? [])
      await run('result', 's.json', '1', String(g.red), '1-0');
    const late = await run('add-player', 's.json', 'Em', '--rating', '1950');
    expect(late.code).toBe(0);
    expect(late.out).toBe('added 5: Em (late entry: round 1 scored as a loss, paired from round 2)\n');
    expect(doc('s.json').rounds[0]?.byes).toEqual([{ player: 5, kind: 'zero' }]);
    expect((await run('pair', 's.json')).code).toBe(0);
    const r2 = doc('s.json').rounds[1];
    const inRound2 = [
      ...(r2?.games ?? []).flatMap((g) => [g.red, g.black]),
      ...(r2?.byes ?? []).map((b) => b.player),
    ];
    expect(inRound2).toContain(5);
    const trf = (await run('export', 's.json', '--trf')).out;
    expect(trf.split('\n').find((l) => l.startsWith('001    5'))).toMatch(/Em.*0000 - Z/);
    const vi = await run('add-player', 's.json', 'Giang', '--lang', 'vi');
    expect(vi.out).toBe('đã thêm 6: Giang (vào giải muộn: vòng 1-2 tính như thua, xếp cặp từ vòng 3)\n');
  });

  test('a round robin refuses it; an entry over the quota is refused unless special (item 4)', async () => {
    const { run, files } = disk();
    await run('new', 'r.json', '--name', 'Giải', '--system', 'round-robin');
    const t = JSON.parse(files['r.json']!);
    files['r.json'] = JSON.stringify({ ...t, regulations: { ...t.regulations, entryQuota: { perUnit: 1 } } });
    expect((await run('add-player', 'r.json', 'A', '--club', 'Huế')).code).toBe(0);
    const over = await run('add-player', 'r.json', 'B', '--club', 'Huế');
    expect(over.code).toBe(1);
    expect(over.err).toContain('Huế enters 2 players, 1 allowed');
    expect((await run('add-player', 'r.json', 'B', '--club', 'Huế', '--special')).code).toBe(0);
    expect((await run('add-player', 'r.json', 'C')).code).toBe(0);
    await run('pair', 'r.json');
    const no = await run('add-player', 'r.json', 'D');
    expect(no.code).toBe(1);
    expect(no.err).toContain('TOURNAMENT_STARTED');
  });
});
