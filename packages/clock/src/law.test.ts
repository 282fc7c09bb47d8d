// Điều 10 of Luật Cờ Tướng (Quyết định 11991/1999/UBTDTT-TT1) in the law's words: each test quotes
// the sentence it enforces. The carry-over examples of 10.1.2 are in apply.test.ts, the presets'
// quotas in presets.test.ts.
import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { createClock } from './create';
import { alternate, policy, redThinks, run } from './drivers.test-util';
import { minutes, seconds } from './ms';
import { getPreset } from './presets';
import { flagAt, movesDue, remainingMs, stateAt, view } from './query';

describe('Điều 10.1.1: the controls the law names', () => {
  it('a) "mỗi ván mỗi bên được 60 phút … không kiểm tra số nước đi"', () => {
    // 100 moves in 50 minutes or 5 moves in 50 minutes: no quota either way, the flag at 60 minutes.
    for (const moves of [5, 100]) {
      const g = alternate(redThinks(Array(moves).fill(minutes(50) / moves), 0));
      const { state } = run(getPreset('vn-60'), g.commands);
      const at = g.at;
      expect(state.status).toBe('running');
      expect(movesDue(state, 'red')).toBeNull();
      expect(remainingMs(state, 'red', at)).toBe(minutes(10));
    }
  });

  it('b) "mỗi bên được 90 phút … Bên nào hết giờ trước bị xử thua"', () => {
    const started = apply(createClock(getPreset('vn-90')), { type: 'start', at: 0 }).state;
    expect(flagAt(started)).toBe(minutes(90));
    expect(stateAt(started, minutes(90)).flag).toMatchObject({ side: 'red', reason: 'time' });
    expect(stateAt(started, minutes(90) - 1).flag).toBeNull();
  });

  it('d) "cứ 15 phút mỗi bên phải đi đủ 10 nước"; 10.1.2: "nếu đi không đủ số nước thì bị xử thua"', () => {
    // Red makes 9 moves in the first 15 minutes: its flag falls at 15:00 of its own time, one move short.
    const { commands } = alternate(redThinks(Array(9).fill(seconds(90))));
    const { state } = run(getPreset('vn-international'), commands);
    const red15 = 9 * seconds(90) + 9 * seconds(1); // red's 13:30 plus black's nine seconds
    expect(stateAt(state, red15 + seconds(90) - 1).flag).toBeNull();
    expect(stateAt(state, red15 + seconds(90)).flag).toMatchObject({ side: 'red' });
    expect(movesDue(state, 'red')).toBe(1);
  });

  it('e) "Giải cờ nhanh mỗi bên được 15, hoặc 25 hoặc 30 phút"', () => {
    for (const m of [15, 25, 30] as const) {
      const p = getPreset(`vn-rapid-${m}`);
      expect(p.article).toContain('10.1.1e');
      const started = apply(createClock(p), { type: 'start', at: 0 }).state;
      expect(flagAt(started)).toBe(minutes(m));
    }
  });
});

describe('Điều 10.2: pressing, stopping and faulty clocks', () => {
  it('10.2.1: "Đấu thủ nào quên không bấm đồng hồ sau khi đi quân xong thì tự chịu thiệt thòi về thời gian của mình"', () => {
    // Red moves at 10 s but presses only at 70 s: the minute is red's, black's clock has not run.
    const { state } = run(getPreset('vn-60'), [
      { type: 'start', at: 0 },
      { type: 'press', at: seconds(70) },
    ]);
    expect(remainingMs(state, 'red', seconds(70))).toBe(minutes(60) - seconds(70));
    expect(remainingMs(state, 'black', seconds(70))).toBe(minutes(60));
    expect(state.turn).toBe('black');
  });

  it('10.2.2: "Trong trường hợp cần thiết, trọng tài dừng đồng hồ để giải quyết" — no one\'s time runs meanwhile', () => {
    const { state } = run(getPreset('vn-90'), [
      { type: 'start', at: 0 },
      { type: 'press', at: seconds(30) },
      { type: 'pause', at: seconds(40) },
    ]);
    expect(state.status).toBe('paused');
    expect(remainingMs(state, 'black', minutes(30))).toBe(minutes(90) - seconds(10));
    // A press while the arbiter holds the clock is refused: only the arbiter restarts it.
    expect(apply(state, { type: 'press', at: minutes(1) }).ok).toBe(false);
  });

  it('10.2.3: "Nếu phát hiện đồng hồ bị trục trặc (chạy sai, không chạy …) thì phải kịp thời báo cáo ngay cho trọng tài để sửa chữa hay thay đồng hồ khác"', () => {
    // Black's side ran 2 minutes too fast: the arbiter stops the clock, gives the 2 minutes back,
    // and play goes on with the times corrected (a clock replaced carries the same times).
    const { state, events } = run(getPreset('vn-90'), [
      { type: 'start', at: 0 },
      { type: 'press', at: seconds(30) },
      { type: 'pause', at: minutes(5) },
      { type: 'adjust', at: minutes(5), side: 'black', deltaMs: minutes(2), reason: 'Điều 10.2.3' },
      { type: 'resume', at: minutes(6) },
    ]);
    expect(events.filter((e) => e.type === 'adjusted')).toHaveLength(1);
    expect(state.status).toBe('running');
    expect(remainingMs(state, 'black', minutes(6))).toBe(minutes(90) - minutes(5) + seconds(30) + minutes(2));
    expect(remainingMs(state, 'red', minutes(6))).toBe(minutes(90) - seconds(30));
  });

  it('10.2.4: "kịp bấm đồng hồ mà kim đồng hồ đã báo hết giờ (rụng kim) thì đấu thủ đó vẫn bị tính là thua ván cờ do hết thời gian"', () => {
    const started = apply(createClock(getPreset('vn-60')), { type: 'start', at: 0 }).state;
    const mate = apply(started, { type: 'finish', at: minutes(60) + 1, reason: 'mate' });
    expect(mate.ok).toBe(false);
    expect(mate.state.flag).toMatchObject({ side: 'red', reason: 'time', at: minutes(60) });
  });
});

describe('Điều 10.3.1: adjournment', () => {
  it('"Đấu thủ phải sử dụng thời gian của mình suy nghĩ nước kín, ghi xong nước kín mới bấm dừng đồng hồ"', () => {
    // Red thinks 20 minutes over the sealed move: those minutes are red's; black's clock stays.
    const { state } = run(getPreset('vn-90'), [
      { type: 'start', at: 0 },
      { type: 'press', at: seconds(10) },
      { type: 'press', at: seconds(20) },
      { type: 'adjourn', at: seconds(20) + minutes(20), sealed: 'h2e2' },
    ]);
    expect(state.status).toBe('adjourned');
    expect(remainingMs(state, 'red', minutes(500))).toBe(minutes(90) - seconds(10) - minutes(20));
    expect(remainingMs(state, 'black', minutes(500))).toBe(minutes(90) - seconds(10));
  });

  it('a late arrival limit of the regulations, 15, 30 or 60 minutes (10.2.1a), forfeits after that many minutes', () => {
    for (const m of [15, 30, 60]) {
      const p = policy({ lateForfeitMs: minutes(m), control: { stages: [{ timeMs: minutes(90) }] } });
      const s = apply(createClock(p), { type: 'start', at: 0, absent: ['red'] }).state;
      expect(stateAt(s, minutes(m) - 1).flag).toBeNull();
      expect(stateAt(s, minutes(m)).flag).toMatchObject({ side: 'red', reason: 'late' });
      // What a display shows: absent while the clock runs, then out for arriving late.
      expect(view(s, minutes(m) - 1).red).toMatchObject({ absent: true, out: false, outReason: null });
      expect(view(s, minutes(m)).red).toMatchObject({ out: true, outReason: 'late' });
      expect(view(s, minutes(m)).black).toMatchObject({ absent: false, out: false, outReason: null });
    }
  });
});
