import { describe, expect, test } from 'vitest';
import { fakeIo } from '../fake-io';
import { main } from '../main';
import { ENGLISH, viewable } from '../vi-words.test-util';
import { disk } from './tournament/disk.test-util';

/** `xq arbiter simulate …` on the disk's files with `stdin`. */
async function simulate(files: Record<string, string>, stdin: string, ...args: string[]) {
  const io = fakeIo({ files, stdin });
  const code = await main(['arbiter', 'simulate', ...args], io);
  return { code, out: io.stdout(), err: io.stderr() };
}

describe('xq arbiter --event FILE: the clock of the regulations, with their late-arrival limit', () => {
  // 10.2.1a: "Ai đến chậm quá thời gian do ban tổ chức quy định (15, 30 hay 60 phút theo quy định)
  // thì bị tính thua ván cờ đó."
  test('a player absent at the start loses once the regulations\u2019 30 minutes have passed, not before', async () => {
    const { run, files } = disk();
    await run('new', 't.json', '--name', 'Giải', '--system', 'round-robin');
    files['regs.json'] = '{"clockPreset": "vn-90", "lateArrivalMinutes": 30}';
    expect((await run('regulations', 't.json', 'regs.json')).code).toBe(0);
    const flagAt = (ms: number) => `{"type":"clock","command":{"type":"flag","at":${ms}}}\n`;
    const early = JSON.parse(
      (await simulate(files, flagAt(20 * 60_000), '--event', 't.json', '--absent', 'red')).out,
    );
    expect(early.result).toBeNull();
    const late = JSON.parse(
      (await simulate(files, flagAt(31 * 60_000), '--event', 't.json', '--absent', 'red')).out,
    );
    expect(late.result).toMatchObject({ winner: 'black', losers: ['red'] });
    expect((await simulate(files, flagAt(1), '--event', 't.json', '--clock', 'vn-90')).code).toBe(2);
    expect((await simulate(files, flagAt(1), '--event', 'none.json')).code).toBe(1);
  });
});

describe('xq arbiter --event FILE --round R --board B: the players the file excuses from recording', () => {
  // 11.3: "Trường hợp đấu thủ không thể ghi biên bản được (quá nhỏ, chưa biết chữ, bị thương ở
  // tay...) phải báo cáo trước cho ban tổ chức để xác nhận."
  const unrecorded = (side: string) => `{"type":"unrecorded","side":"${side}","moves":4}\n`;
  test("each player's flag in the file decides, and an explicit --excused wins over it", async () => {
    const { run, files, doc } = disk();
    await run('new', 't.json', '--name', 'Giải', '--system', 'round-robin');
    for (const name of ['A', 'B', 'C', 'D']) await run('add-player', 't.json', name);
    expect((await run('pair', 't.json')).code).toBe(0);
    const game = doc('t.json').rounds[0]!.games[1]!;
    expect((await run('excuse', 't.json', String(game.black))).code).toBe(0);
    const codes = async (stdin: string, ...args: string[]) => {
      const r = await simulate(files, stdin, '--event', 't.json', ...args);
      expect(r.code, r.err).toBe(0);
      return (JSON.parse(r.out).rulings as { code: string }[]).slice(played.length).map((x) => x.code);
    };
    // A scoresheet can miss only moves that were played (11.1): eight first.
    const played = 'a3a4 a6a5 c3c4 c6c5 e3e4 e6e5 g3g4 g6g5'.split(' ');
    const moves = played.map((m) => `{"type":"move","move":"${m}"}\n`).join('');
    const both = `${moves}${unrecorded('red')}${unrecorded('black')}`;
    // Board 2: Đen is excused by the file, Trắng is not.
    expect(await codes(both, '--round', '1', '--board', '2')).toEqual(['unrecorded', 'unrecorded-exempt']);
    // Board 1: neither player is excused.
    expect(await codes(both, '--round', '1', '--board', '1')).toEqual(['unrecorded', 'unrecorded']);
    // --excused wins over the file, both ways.
    expect(await codes(both, '--round', '1', '--board', '2', '--excused', 'none')).toEqual([
      'unrecorded',
      'unrecorded',
    ]);
    expect(await codes(both, '--round', '1', '--board', '1', '--excused', 'red')).toEqual([
      'unrecorded-exempt',
      'unrecorded',
    ]);
    // Taken back in the file: no longer excused.
    await run('excuse', 't.json', String(game.black), '--back');
    expect(await codes(both, '--round', '1', '--board', '2')).toEqual(['unrecorded', 'unrecorded']);
  });

  test('a board the file does not have, or --round without --board or --event, is refused in words', async () => {
    const { run, files } = disk();
    await run('new', 't.json', '--name', 'Giải', '--system', 'round-robin');
    for (const name of ['A', 'B']) await run('add-player', 't.json', name);
    await run('pair', 't.json');
    const r = await simulate(files, '', '--event', 't.json', '--round', '1', '--board', '3', '--lang', 'vi');
    expect(r.code).toBe(1);
    expect(r.err).toContain('vòng 1 không có bàn 3');
    expect((await simulate(files, '', '--event', 't.json', '--round', '1')).code).toBe(2);
    expect((await simulate(files, '', '--round', '1', '--board', '1')).code).toBe(2);
    expect((await simulate(files, '', '--event', 't.json', '--round', '0', '--board', '1')).code).toBe(2);
  });

  test('the interactive arbiter says who is excused, in the law\u2019s words', async () => {
    const { run, files, doc } = disk();
    await run('new', 't.json', '--name', 'Giải', '--system', 'round-robin');
    for (const name of ['A', 'B']) await run('add-player', 't.json', name, '--excused-from-recording');
    await run('pair', 't.json');
    expect(doc('t.json').rounds[0]!.games).toHaveLength(1);
    const io = fakeIo({ files, stdin: 'q\n' });
    const code = await main(
      ['arbiter', '--event', 't.json', '--round', '1', '--board', '1', '--lang', 'vi'],
      io,
    );
    expect(code, io.stderr()).toBe(0);
    expect(io.stdout()).toContain('[11.3] miễn ghi biên bản: Trắng, Đen');
    expect(viewable(io.stdout())).not.toMatch(ENGLISH);
  });
});
