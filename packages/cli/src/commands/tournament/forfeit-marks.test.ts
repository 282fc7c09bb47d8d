import { describe, expect, test } from 'vitest';
import { disk, registerRated } from './disk.test-util';

describe('standings and the pairing list show forfeits and absences (issue 42)', () => {
  test('a forfeit and an announced absence, through the CLI, in Vietnamese', async () => {
    const { run, doc } = disk();
    await run('new', 's.json', '--name', 'Giải', '--system', 'swiss-dutch', '--rounds', '3');
    await registerRated(run, 's.json', 4);
    await run('pair', 's.json');
    const [first, second] = doc('s.json').rounds[0]?.games ?? [];
    if (!first || !second) throw new Error('two games expected');
    // Điều 6.2b: "nếu vắng mặt quá giờ quy định bị xử thua" — a forfeit is recorded as such.
    expect((await run('result', 's.json', '1', String(first.red), '+-')).code).toBe(0);
    expect((await run('result', 's.json', '1', String(second.red), '1/2')).code).toBe(0);
    expect((await run('absent', 's.json', String(second.black))).code).toBe(0);
    expect((await run('pair', 's.json')).code).toBe(0);
    const list = await run('pairings', 's.json', '--lang', 'vi');
    expect(list.out).toContain('vòng 2');
    expect(list.out).toMatch(new RegExp(`${second.black}\\s+\\S.*vắng \\(không điểm\\): 0`, 'u'));
    const table = await run('standings', 's.json', '--lang', 'vi', '--format', 'markdown');
    expect(table.out).toContain('| Thắng | Hòa | Thua | Xử thắng | Xử thua | Vắng | Nghỉ |');
    expect(table.out).toContain('Xử thua = số vòng bị xử thua');
    const out = (await run('standings', 's.json', '--json')).out;
    const json = JSON.parse(out);
    const row = (id: number) => json.rows.find((s: { player: number }) => s.player === id);
    expect(row(first.red)).toMatchObject({ forfeitWins: 1, wins: 0 });
    expect(row(first.black)).toMatchObject({ forfeitLosses: 1, losses: 0 });
  });
});

describe('a sanctioned player is printed as what happened to him (issue 42)', () => {
  test('xq tournament sanction … disqualify, then standings --lang vi names the disqualification', async () => {
    const { run } = disk();
    await run('new', 's.json', '--name', 'Giải', '--system', 'round-robin');
    await registerRated(run, 's.json', 4);
    await run('pair', 's.json');
    const given = await run('sanction', 's.json', '2', 'disqualify', '--by', 'chief-arbiter');
    expect(given.code).toBe(0);
    const table = await run('standings', 's.json', '--lang', 'vi');
    // 16.1d: "truất quyền thi đấu".
    expect(table.out).toContain('bị truất quyền thi đấu (16.1d)');
    expect(table.out).not.toContain('bỏ cuộc');
  });
});
