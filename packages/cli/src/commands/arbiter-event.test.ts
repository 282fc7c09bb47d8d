import { describe, expect, test } from 'vitest';
import { fakeIo } from '../fake-io';
import { main } from '../main';
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
