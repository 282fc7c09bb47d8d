import { apply, createClock, getPreset } from '@xq/clock';
import { describe, expect, test } from 'vitest';
import { disk, registerTeamsOfFour, type TeamOfFour } from './disk.test-util';

/** Teams named by letters: team A is "Đội A" with players A1, A2, A3 and "Adự bị". */
const lettered = (codes: string): TeamOfFour[] =>
  [...codes].map((code) => ({ code, name: `Đội ${code}`, prefix: code }));

/** Four teams A–D of three boards and a reserve: team k has start numbers 4k+1…4k+4. */
async function league(run: ReturnType<typeof disk>['run'], ...options: string[]): Promise<void> {
  expect((await run('new', 't.json', '--name', 'Đồng đội', ...options)).code).toBe(0);
  await registerTeamsOfFour(run, 't.json', lettered('ABCD'));
}

interface Board {
  red: number;
  black: number;
}
const teamOf = (p: number): string => 'ABCD'[Math.floor((p - 1) / 4)] as string;

describe('xq tournament: team Swiss from the file (30.5)', () => {
  test('pairs teams as players, board k against board k, ranked by the regulations', async () => {
    const { files, run } = disk();
    await league(run, '--system', 'team-swiss', '--rounds', '3', '--team-ranking', 'match-points');
    expect(JSON.parse(files['t.json'] as string).regulations.teamRanking).toBe('match-points');
    const r1 = await run('pair', 't.json', '--lang', 'vi');
    expect(r1.code).toBe(0);
    // Round 1 of the Dutch system with four teams: 1–3 and 4–2; in each match the team with
    // Trắng has it on boards 1 and 3 ("các số lẻ được đi trước và số chẵn đi sau").
    expect(r1.out).toMatch(/^Trận 1\s+A\s+Đội A\s+C\s+Đội C$/m);
    expect(r1.out).toMatch(/^Trận 2\s+D\s+Đội D\s+B\s+Đội B$/m);
    expect(r1.out).toMatch(/^1\s+1\s+A1 A1\s+9\s+C1 C1$/m);
    expect(r1.out).toMatch(/^2\s+10\s+C2 C2\s+2\s+A2 A2$/m);
    // A beats C 2–1 (boards 1 and 3), B beats D 3–0.
    const results: Record<string, string> = { 1: '1-0', 10: '1-0', 3: '1-0', 13: '0-1', 6: '1-0', 15: '0-1' };
    for (const [player, result] of Object.entries(results))
      expect((await run('result', 't.json', '1', player, result)).code).toBe(0);
    // The winners meet: B had black, A white, so B has white now; C (black) against D (white).
    const r2 = await run('pair', 't.json');
    expect(r2.out).toMatch(/^Match 1\s+B\s+Đội B\s+A\s+Đội A$/m);
    expect(r2.out).toMatch(/^Match 2\s+C\s+Đội C\s+D\s+Đội D$/m);
    const json = JSON.parse((await run('pairings', 't.json', '--json')).out) as { boards: Board[] };
    expect(json.boards.map((b) => `${teamOf(b.red)}-${teamOf(b.black)}`)).toEqual([
      'B-A',
      'A-B',
      'B-A',
      'C-D',
      'D-C',
      'C-D',
    ]);
    const standings = JSON.parse((await run('standings', 't.json', '--json')).out) as {
      teams: { team: string; matchPoints: number; gamePoints: number }[];
    };
    // Match points first: B (2, 3) above A (2, 2); C (0, 1) above D (0, 0).
    expect(standings.teams.map((x) => `${x.team} ${x.matchPoints} ${x.gamePoints}`)).toEqual([
      'B 2 3',
      'A 2 2',
      'C 0 1',
      'D 0 0',
    ]);
    expect(
      (await run('new', 'x.json', '--name', 'x', '--system', 'team-swiss', '--team-ranking', 'x')).code,
    ).toBe(2);
  });

  test('substitutions timed from the round’s start or by the game’s clock (30.1.4)', async () => {
    const { files, run } = disk();
    await league(run, '--system', 'team-round-robin');
    const paired = await run('pair', 't.json', '--start', '14:00');
    expect(paired.code).toBe(0);
    expect(paired.out.split('\n')[0]).toBe('Đồng đội — round 1 (14:00)');
    expect(JSON.parse(files['t.json'] as string).rounds[0].start).toBe('14:00');
    // "không được chậm quá giờ thi đấu là 15 phút": 14:16 is too late, 14:12 is in time.
    const late = await run('substitute', 't.json', '1', '2', '4', '--at', '14:16');
    expect(late.code).toBe(1);
    expect(late.err).toContain('TOURNAMENT_SUBSTITUTION_LATE');
    const ok = await run('substitute', 't.json', '1', '2', '4', '--at', '14:12');
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('(12 min)');
    expect(JSON.parse(files['t.json'] as string).rounds[0].substitutions).toEqual([
      { team: 'A', board: 2, out: 2, in: 4, minutes: 12, time: '14:12' },
    ]);
    // A clock on which red has moved: the game has begun.
    let c = createClock(getPreset('vn-60'));
    c = apply(c, { type: 'start', at: 0 }).state;
    c = apply(c, { type: 'press', at: 20_000 }).state;
    files['clock.json'] = JSON.stringify(c);
    const during = await run('substitute', 't.json', '1', '10', '12', '--clock', 'clock.json');
    expect(during.code).toBe(1);
    expect(during.err).toContain('TOURNAMENT_SUBSTITUTION_DURING_GAME');
    expect((await run('substitute', 't.json', '1', '10', '12')).code).toBe(2);
    expect((await run('pair', 't.json', '--start', 'noon')).code).toBe(1);
  });

  test('reorder: a friendly match’s boards after a game, refused in an official event (30.1.3)', async () => {
    const { files, run } = disk();
    await league(run, '--system', 'team-round-robin', '--friendly');
    const r = await run('reorder', 't.json', 'A', '--members', '3,1,2');
    expect(r.code).toBe(0);
    expect(r.out).toBe('A: A1 3, A2 1, A3 2\n');
    expect(JSON.parse(files['t.json'] as string).teams[0].members).toEqual([3, 1, 2]);
    expect((await run('reorder', 't.json', 'A', '--members', '3,1')).code).toBe(1);
    expect((await run('reorder', 't.json', 'A')).code).toBe(2);
    const official = disk();
    await league(official.run, '--system', 'team-round-robin');
    const refused = await official.run('reorder', 't.json', 'A', '--members', '3,1,2');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('TOURNAMENT_NOT_FRIENDLY');
  });

  test('an English-style match and a team knockout run through pair (30.2.2, 30.3)', async () => {
    const { run } = disk();
    expect((await run('new', 'e.json', '--name', 'Kiểu Anh', '--system', 'team-english')).code).toBe(0);
    await registerTeamsOfFour(run, 'e.json', lettered('AB'));
    const r1 = await run('pair', 'e.json', '--lang', 'vi');
    // The seed's round 1 for three a side: "A1 - B3 | A2 - B1 | A3 - B2"; A1 and B3 both odd: A1
    // has Trắng; A2 even against B1 odd: B1 has it; A3 odd against B2 even: B2 has it.
    expect(r1.out).toMatch(/^1\s+1\s+A1 A1\s+7\s+B3 B3$/m);
    expect(r1.out).toMatch(/^2\s+5\s+B1 B1\s+2\s+A2 A2$/m);
    expect(r1.out).toMatch(/^3\s+6\s+B2 B2\s+3\s+A3 A3$/m);
    const json = JSON.parse((await run('pairings', 'e.json', '--json')).out) as {
      boards: { redBoard: string; blackBoard: string }[];
    };
    expect(json.boards.map((b) => `${b.redBoard}-${b.blackBoard}`)).toEqual(['A1-B3', 'B1-A2', 'B2-A3']);
    for (let round = 1; round <= 3; round++) {
      if (round > 1) expect((await run('pair', 'e.json')).code).toBe(0);
      const p = JSON.parse((await run('pairings', 'e.json', '--json')).out) as { boards: { red: number }[] };
      for (const b of p.boards) await run('result', 'e.json', String(round), String(b.red), '1-0');
    }
    // 30.1.3's board tables ("Bảng 1 có các đấu thủ A1, B1, C1...") belong to board-against-board systems.
    const byBoard = await run('standings', 'e.json', '--by-board');
    expect(byBoard.code).toBe(1);
    expect(byBoard.err).toContain('no board tables');
    const over = await run('pair', 'e.json');
    expect(over.code).toBe(1);
    expect(over.err).toContain('PAIRING_TOURNAMENT_OVER');

    expect((await run('new', 'k.json', '--name', 'Loại', '--system', 'team-knockout')).code).toBe(0);
    const k = await run('pair', 'k.json');
    expect(k.code).toBe(1);
    expect(k.err).toContain('PAIRING_TOO_FEW_TEAMS');
  });
});
