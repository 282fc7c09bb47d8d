import { apply, createClock, getPreset, PRESET_NAMES, view } from '@xq/clock';
import { createTournament, formatTournament } from '@xq/tournament';
import { describe, expect, test } from 'vitest';
import { fakeIo } from '../fake-io';
import { clockCommand, renderClock } from './clock';

const run = async (args: string[], stdin?: string, files: Record<string, string> = {}) => {
  const io = fakeIo({ stdin, files });
  const code = await clockCommand(args, io);
  return { code, out: io.stdout(), err: io.stderr() };
};

const jsonl = (cmds: object[]) => cmds.map((c) => JSON.stringify(c)).join('\n');

/** Red thinks `red` ms a move and black 1 s, for n moves each, starting at 0. */
function game(n: number, red: number): object[] {
  const out: object[] = [{ at: 0, type: 'start' }];
  let at = 0;
  for (let i = 0; i < n; i++) {
    at += red;
    out.push({ at, type: 'press' });
    at += 1000;
    out.push({ at, type: 'press' });
  }
  return out;
}

describe('xq clock simulate', () => {
  test('the law’s example: 10 moves in 7 minutes leave 23 minutes for the next 10', async () => {
    const r = await run(['simulate', '--preset', 'vn-international'], jsonl(game(10, 42_000)));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.remainingMs).toEqual({ red: 23 * 60_000, black: 30 * 60_000 - 10_000 });
    expect(out.movesDue).toEqual({ red: 10, black: 10 });
    expect(out.flagged).toBeNull();
    expect(out.state.version).toBe(1);
    expect(out.events.filter((e: { type: string }) => e.type === 'stage')).toHaveLength(2);
  });

  test('a flag: remaining taken at the last command, the late press rejected', async () => {
    const r = await run(
      ['simulate', '--preset', 'vn-blitz-5'],
      jsonl([
        { at: 0, type: 'start' },
        { at: 300_001, type: 'press' },
      ]),
    );
    const out = JSON.parse(r.out);
    expect(out.flagged).toBe('red');
    expect(out.remainingMs.red).toBe(0);
    expect(out.rejected).toEqual([
      expect.objectContaining({ line: 2, code: 'CLOCK_FLAGGED', type: 'press' }),
    ]);
    expect(out.events.at(-1)).toEqual({
      type: 'flag',
      at: 300_000,
      side: 'red',
      reason: 'time',
      movesShort: null,
    });
  });

  test('a policy file, and the +2 minutes of Điều 12b', async () => {
    const policy = JSON.stringify({ control: { stages: [{ timeMs: 600_000 }] } });
    const r = await run(
      ['simulate', '--policy', 'p.json'],
      jsonl([
        { at: 0, type: 'start' },
        { at: 5000, type: 'adjust', side: 'black', deltaMs: 120_000, reason: '12b' },
      ]),
      { 'p.json': policy },
    );
    expect(JSON.parse(r.out).remainingMs).toEqual({ red: 595_000, black: 720_000 });
  });

  test('bad input is exit 1 with the line; bad usage is exit 2', async () => {
    expect((await run(['simulate', '--preset', 'vn-60'], '{"at": 0, "type": "start"}\nnope')).err).toMatch(
      /line 2/,
    );
    expect((await run(['simulate', '--preset', 'vn-60'], '{"at": -1, "type": "start"}')).code).toBe(1);
    expect((await run(['simulate', '--preset', 'vn-61'], '')).code).toBe(1);
    expect((await run(['simulate', '--policy', 'missing.json'], '')).code).toBe(1);
    expect((await run(['simulate', '--policy', 'p'], '', { p: '{"control": {}}' })).err).toMatch(
      /CLOCK_BAD_POLICY/,
    );
    expect((await run(['simulate'], '')).code).toBe(2);
    expect((await run(['simulate', '--preset', 'vn-60', '--policy', 'x'], '')).code).toBe(2);
    expect((await run(['simulate', '--frobnicate'], '')).code).toBe(2);
    expect((await run(['sideways'], '')).code).toBe(2);
  });

  test('--help', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/xq clock simulate/);
  });

  test('the interactive clock refuses to run without a terminal', async () => {
    const r = await run(['--preset', 'vn-60']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/simulate/);
  });
});

describe('xq clock presets', () => {
  test('lists every preset with its article', async () => {
    const r = await run(['presets', '--lang', 'en']);
    expect(r.code).toBe(0);
    for (const name of PRESET_NAMES) expect(r.out).toContain(name);
    expect(r.out).toContain('Điều 10.1.1d');
    expect(r.out).toContain('10 moves every 15 minutes');
  });

  test('--json', async () => {
    const list = JSON.parse((await run(['presets', '--json'])).out);
    expect(list.map((p: { name: string }) => p.name)).toEqual([...PRESET_NAMES]);
    expect(list[0].article).toMatch(/10\.1\.1a/);
  });
});

describe('renderClock', () => {
  test('shows both times, the side to move, the stage and the moves due', () => {
    const p = getPreset('vn-staged');
    const lines = renderClock(p, view(apply(createClock(p), { type: 'start', at: 0 }).state, 1000), 'vi');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/Điều 10\.1\.2/);
    expect(lines[2]).toMatch(/▶ Trắng\s+59:59\s+Giai đoạn 1 · 25 nước còn phải đi/);
    expect(lines[3]).toMatch(/ {2}Đen\s+1:00:00/);
    expect(lines[4]).toMatch(/Đang chạy/);
  });

  // 10.2.1a: "trọng tài vẫn bấm đồng hồ chạy và tính thời gian quy định. Ai đến chậm quá thời gian
  // do ban tổ chức quy định … thì bị tính thua ván cờ đó".
  test('an absent side is marked while its clock runs, and past the limit the face says why it lost', () => {
    const p = { ...getPreset('vn-90'), lateForfeitMs: 15 * 60_000 };
    const started = apply(createClock(p), { type: 'start', at: 0, absent: ['black'] }).state;
    const pressed = apply(started, { type: 'press', at: 60_000 }).state;
    const waiting = renderClock(p, view(pressed, 10 * 60_000), 'vi');
    expect(waiting[3]).toMatch(/▶ Đen\s+1:21:00\s+vắng mặt/);
    expect(waiting[2]).not.toMatch(/vắng mặt/);
    const lost = renderClock(p, view(pressed, 16 * 60_000), 'vi');
    expect(lost[3]).toMatch(/Đen\s+1:16:00\s+ĐẾN CHẬM QUÁ THỜI GIAN QUY ĐỊNH/);
    expect(lost[4]).toMatch(/Hết giờ/);
    const flag = renderClock(
      p,
      view(apply(createClock(p), { type: 'start', at: 0 }).state, 91 * 60_000),
      'en',
    );
    expect(flag[2]).toMatch(/Red\s+0:00.0\s+FLAG FELL/);
  });

  test('cuts lines to the terminal width so that the redraw never wraps', () => {
    const p = getPreset('vn-staged');
    const lines = renderClock(p, view(createClock(p), 0), 'en', 30);
    for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(29);
  });
});

describe('xq clock --event FILE: the clock of the regulations, with their late-arrival limit', () => {
  const base = createTournament({ name: 'Giải', system: 'round-robin' });
  const files = {
    't.json': formatTournament({
      ...base,
      regulations: { ...base.regulations, clockPreset: 'vn-90', lateArrivalMinutes: 30 },
    }),
    'none.json': formatTournament(base),
    'bad.json': '{"players": 3}',
  };
  const minutes = (m: number) => m * 60_000;
  // 10.2.1a: "Đến giờ thi đấu, nếu một hoặc cả hai đấu thủ đến chậm, trọng tài vẫn bấm đồng hồ chạy
  // và tính thời gian quy định. Ai đến chậm quá thời gian do ban tổ chức quy định (15, 30 hay 60
  // phút theo quy định) thì bị tính thua ván cờ đó."
  test('a player absent at the start loses when the regulations\u2019 30 minutes have passed, not before', async () => {
    const until = (m: number) =>
      jsonl([
        { at: 0, type: 'start', absent: ['black'] },
        { at: minutes(1), type: 'press' },
        { at: minutes(m), type: 'pause' },
      ]);
    const early = JSON.parse((await run(['simulate', '--event', 't.json'], until(29), files)).out);
    expect(early.flagged).toBeNull();
    expect(early.remainingMs.black).toBe(minutes(90) - minutes(28)); // black's clock ran meanwhile
    const late = JSON.parse((await run(['simulate', '--event', 't.json'], until(31), files)).out);
    expect(late.flagged).toBe('black');
    expect(late.state.flag).toMatchObject({ side: 'black', reason: 'late', at: minutes(30) });
    // The preset alone names no limit: the organisers' limit comes with their regulations.
    const bare = JSON.parse((await run(['simulate', '--preset', 'vn-90'], until(31), files)).out);
    expect(bare.flagged).toBeNull();
  });

  test('an event without a clock preset, an unreadable file, and --event with --preset are refused', async () => {
    const none = await run(['simulate', '--event', 'none.json', '--lang', 'vi'], '', files);
    expect(none.code).toBe(1);
    expect(none.err).toContain('điều lệ không nêu thể thức đồng hồ');
    expect((await run(['simulate', '--event', 'missing.json'], '', files)).code).toBe(1);
    expect((await run(['simulate', '--event', 'bad.json'], '', files)).code).toBe(1);
    expect((await run(['simulate', '--event', 't.json', '--preset', 'vn-90'], '', files)).code).toBe(2);
    expect((await run(['--preset', 'vn-90', '--absent', 'white'], '', files)).code).toBe(2);
  });

  test('--help says so in Vietnamese', async () => {
    const r = await run(['--help', '--lang', 'vi']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('--event');
    expect(r.out).toContain('thời hạn đến chậm');
    expect(r.out).toContain('--absent');
  });
});
