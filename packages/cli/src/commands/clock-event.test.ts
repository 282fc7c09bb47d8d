import { describe, expect, test } from 'vitest';
import { fakeIo } from '../fake-io';
import { main } from '../main';
import { disk } from './tournament/disk.test-util';

/** `xq clock …` on the disk's files with `stdin`. */
async function clock(files: Record<string, string>, stdin: string, ...args: string[]) {
  const io = fakeIo({ files, stdin });
  const code = await main(['clock', ...args], io);
  return { code, out: io.stdout(), err: io.stderr() };
}

const jsonl = (cmds: object[]) => cmds.map((c) => JSON.stringify(c)).join('\n');
const minutes = (m: number) => m * 60_000;

describe('xq clock --event FILE: the clock of the regulations, with their late-arrival limit', () => {
  // 10.2.1a: "Đến giờ thi đấu, nếu một hoặc cả hai đấu thủ đến chậm, trọng tài vẫn bấm đồng hồ chạy
  // và tính thời gian quy định. Ai đến chậm quá thời gian do ban tổ chức quy định (15, 30 hay 60
  // phút theo quy định) thì bị tính thua ván cờ đó."
  test('a player absent at the start loses when the regulations\u2019 30 minutes have passed, not before', async () => {
    const { run, files } = disk();
    await run('new', 't.json', '--name', 'Giải', '--system', 'round-robin');
    files['regs.json'] = '{"clockPreset": "vn-90", "lateArrivalMinutes": 30}';
    expect((await run('regulations', 't.json', 'regs.json')).code).toBe(0);
    const until = (m: number) =>
      jsonl([
        { at: 0, type: 'start', absent: ['black'] },
        { at: minutes(1), type: 'press' },
        { at: minutes(m), type: 'pause' },
      ]);
    const early = JSON.parse((await clock(files, until(29), 'simulate', '--event', 't.json')).out);
    expect(early.flagged).toBeNull();
    expect(early.remainingMs.black).toBe(minutes(90) - minutes(28)); // black's clock ran meanwhile
    const late = JSON.parse((await clock(files, until(31), 'simulate', '--event', 't.json')).out);
    expect(late.flagged).toBe('black');
    expect(late.state.flag).toMatchObject({ side: 'black', reason: 'late', at: minutes(30) });
    // The preset alone names no limit: the organisers' limit comes with their regulations.
    const bare = JSON.parse((await clock(files, until(31), 'simulate', '--preset', 'vn-90')).out);
    expect(bare.flagged).toBeNull();
  });

  test('an event without a clock preset, an unreadable file, and --event with --preset are refused', async () => {
    const { run, files } = disk();
    await run('new', 't.json', '--name', 'Giải', '--system', 'round-robin');
    const none = await clock(files, '', 'simulate', '--event', 't.json', '--lang', 'vi');
    expect(none.code).toBe(1);
    expect(none.err).toContain('điều lệ không nêu thể thức đồng hồ');
    expect((await clock(files, '', 'simulate', '--event', 'missing.json')).code).toBe(1);
    files['bad.json'] = '{"players": 3}';
    expect((await clock(files, '', 'simulate', '--event', 'bad.json')).code).toBe(1);
    expect((await clock(files, '', 'simulate', '--event', 't.json', '--preset', 'vn-90')).code).toBe(2);
    expect((await clock(files, '', '--preset', 'vn-90', '--absent', 'white')).code).toBe(2);
  });

  test('--help says so in Vietnamese', async () => {
    const r = await clock({}, '', '--help', '--lang', 'vi');
    expect(r.code).toBe(0);
    expect(r.out).toContain('--event');
    expect(r.out).toContain('thời hạn đến chậm');
    expect(r.out).toContain('--absent');
  });
});
