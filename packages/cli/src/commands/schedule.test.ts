import { describe, expect, test } from 'vitest';
import { fakeIo } from '../fake-io';
import { scheduleCommand } from './schedule';

const run = async (args: string[]) => {
  const io = fakeIo();
  const code = await scheduleCommand(args, io);
  return { code, out: io.stdout(), err: io.stderr() };
};

describe('xq schedule', () => {
  test('round-robin 3 --json: the 4-table with null for the bye', async () => {
    // The seed's 3–4 table: 1 - (4), 2 - 3 | (4) - 3, 1 - 2 | 2 - (4), 3 - 1.
    const r = await run(['round-robin', '3', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual([
      [
        [1, null],
        [2, 3],
      ],
      [
        [null, 3],
        [1, 2],
      ],
      [
        [2, null],
        [3, 1],
      ],
    ]);
  });

  test('round-robin prints the table like the seed, bye in brackets', async () => {
    const r = await run(['round-robin', '7']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('whoever meets (8) rests that round');
    // Seed, 7–8 players, round 2: (8) - 5 | 6 - 4 | 7 - 3 | 1 - 2
    expect(r.out).toMatch(/^\s*2 {2}\(8\) - 5 {2}6 - 4 {4}7 - 3 {4}1 - 2$/m);
  });

  test('round-robin --double has two cycles with colours swapped; --reverse reverses the second', async () => {
    const one = JSON.parse((await run(['round-robin', '4', '--json'])).out) as number[][][];
    const two = JSON.parse((await run(['round-robin', '4', '--double', '--json'])).out) as number[][][];
    expect(two).toHaveLength(6);
    expect(two.slice(3)).toEqual(one.map((round) => round.map(([w, b]) => [b, w])));
    const rev = JSON.parse(
      (await run(['round-robin', '4', '--double', '--reverse', '--json'])).out,
    ) as number[][][];
    expect(rev.slice(3)).toEqual([...two.slice(3)].reverse());
  });

  test('english 3 --json: boards with the red player', async () => {
    const r = await run(['english', '3', '--json']);
    expect(r.code).toBe(0);
    const rounds = JSON.parse(r.out);
    // Seed 30.2.2, 3 players, round 1: A1 - B3 | A2 - B1 | A3 - B2; same parity: A has red.
    expect(rounds[0]).toEqual([
      { a: 'A1', b: 'B3', red: 'A1' },
      { a: 'A2', b: 'B1', red: 'B1' },
      { a: 'A3', b: 'B2', red: 'B2' },
    ]);
    expect(rounds).toHaveLength(3);
  });

  test('english prints markdown and html', async () => {
    // Round 1 for 4 players pairs every A board with a B board of the other parity: B has red.
    // Round 4 pairs equal boards: A has red.
    const md = (await run(['english', '4', '--format', 'markdown'])).out;
    expect(md).toContain('| 1 | A1 - B4* | A2 - B1* | A3 - B2* | A4 - B3* |');
    expect(md).toContain('| 4 | A1* - B1 | A2* - B2 | A3* - B3 | A4* - B4 |');
    expect((await run(['english', '4', '--format', 'html'])).out).toContain('<table>');
  });

  // The law's table: "đấu thủ nào gặp đấu thủ có số thứ tự đặt trong dấu ngoặc () sẽ được nghỉ trong
  // lượt đấu ấy"; a round is a "vòng" (a "ván" is a game).
  test("--lang vi prints the law's words (Trắng, vòng, bàn); English says red, never white", async () => {
    const vi = (await run(['round-robin', '5', '--lang', 'vi'])).out;
    expect(vi).toContain('số bên trái dấu gạch cầm quân Trắng; ai gặp số (6) được nghỉ trong lượt đấu ấy');
    expect(vi).toMatch(/Vòng\s+Bàn 1/);
    expect(vi).not.toMatch(/\bván\b/iu);
    const en = (await run(['round-robin', '5'])).out + (await run(['english', '3'])).out;
    expect(en).toContain('left of the dash has red');
    expect(en).not.toMatch(/white/i);
    expect((await run(['english', '3', '--lang', 'vi'])).out).toContain('dấu * chỉ đấu thủ cầm quân Trắng');
    expect((await run(['english', '3', '--lang', 'fr'])).code).toBe(2);
  });

  test('usage errors exit 2; --help exits 0', async () => {
    const bad = [
      [],
      ['round-robin'],
      ['round-robin', 'x'],
      ['round-robin', '1'],
      ['english', '0'],
      ['swiss', '4'],
      ['round-robin', '4', '--reverse'],
      ['round-robin', '4', '--bogus'],
      ['english', '3', '--format', 'pdf'],
      ['round-robin', '4', '5'],
    ];
    for (const args of bad) {
      const r = await run(args);
      expect(r.code).toBe(2);
      expect(r.err).toContain('usage: xq schedule');
    }
    const h = await run(['--help']);
    expect(h.code).toBe(0);
    expect(h.out).toContain('usage: xq schedule');
  });
});
