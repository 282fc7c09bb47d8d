import { describe, expect, it } from 'vitest';
import {
  faces,
  finishClock,
  newClock,
  presetOptions,
  pressClock,
  startClock,
  tickClock,
} from './clock-model';
import { clock } from './deps';

const MIN = 60_000;

describe('the playground clock', () => {
  it('lists every @xq/clock preset with its label', () => {
    const options = presetOptions('en');
    expect(options.map((o) => o.name)).toEqual([...clock.PRESET_NAMES]);
    expect(options.find((o) => o.name === 'vn-blitz-5')?.label).toBe('Blitz, 5 minutes (vn-blitz-5)');
    expect(presetOptions('vi').find((o) => o.name === 'vn-blitz-5')?.label).toBe(
      'Cờ chớp 5 phút (vn-blitz-5)',
    );
  });

  it('shows the full time before the start, and runs red first', () => {
    const idle = newClock('vn-blitz-5');
    expect(faces(idle, 0, 'en').red).toMatchObject({ name: 'Red', time: '5:00', running: false });
    const started = startClock(idle, 1000, 'red');
    expect(started.ok).toBe(true);
    const f = faces(started.state, 3500, 'en');
    expect([f.red.time, f.red.running, f.black.time, f.black.running]).toEqual(['4:57', true, '5:00', false]);
  });

  it('switches on each move: the side that moved stops, the other runs', () => {
    let s = startClock(newClock('vn-blitz-5'), 0, 'red').state;
    s = pressClock(s, 10_000, 'red').state;
    const f = faces(s, 25_000, 'vi');
    expect([f.red.name, f.red.time, f.red.running]).toEqual(['Trắng', '4:50', false]);
    expect([f.black.name, f.black.time, f.black.running]).toEqual(['Đen', '4:45', true]);
    // A press by the side not to move is refused, not ignored.
    expect(pressClock(s, 26_000, 'red').ok).toBe(false);
  });

  it('passes red’s turn at once from a position with black to move', () => {
    const s = startClock(newClock('vn-blitz-5'), 0, 'black').state;
    expect(s.turn).toBe('black');
    expect(faces(s, 2000, 'en').black.running).toBe(true);
  });

  it('tells the moves due under a quota (Điều 10.1.1d) and the byo-yomi periods', () => {
    let s = startClock(newClock('vn-international'), 0, 'red').state;
    expect(faces(s, 0, 'en').red.note).toBe('10 moves due');
    s = pressClock(s, 1000, 'red').state;
    expect(faces(s, 1000, 'vi').red.note).toBe(`9 ${clock.clockLabels('vi').movesDue}`);
    const b = startClock(newClock('byoyomi-10m-3x30s'), 0, 'red').state;
    expect(faces(b, 0, 'en').red.note).toBe('');
    expect(faces(b, 10 * MIN + 1000, 'en').red.note).toBe('Overtime, 3 periods left');
  });

  it('flags the side whose time runs out, at the instant it ran out', () => {
    let s = startClock(newClock('vn-blitz-5'), 0, 'red').state;
    s = pressClock(s, 1000, 'red').state;
    expect(tickClock(s, 1000 + 5 * MIN - 1).flag).toBeNull();
    const t = tickClock(s, 1000 + 5 * MIN + 50);
    expect(t.flag).toMatchObject({ side: 'black', at: 1000 + 5 * MIN, reason: 'time' });
    expect(faces(t.state, 1000 + 5 * MIN + 50, 'en').black).toMatchObject({ time: '0:00.0', flagged: true });
  });

  it('claims the flag at once under a policy whose flag counts on a claim', () => {
    const s = startClock(newClock('byoyomi-10m-3x30s'), 0, 'red').state;
    expect(tickClock(s, 10 * MIN + 3 * 30_000 - 1).flag).toBeNull();
    const fide = startClock(newClock('fide-classical'), 0, 'red').state;
    const t = tickClock(fide, 90 * MIN + 1);
    expect(t.flag?.side).toBe('red');
    expect(t.state.status).toBe('flagged');
  });

  it('stops when the game ends on the board', () => {
    const s = startClock(newClock('vn-rapid-15'), 0, 'red').state;
    const done = finishClock(s, 5000, 'checkmate');
    expect(done.status).toBe('finished');
    expect(faces(done, 60_000, 'en').red).toMatchObject({ time: '14:55', running: false });
  });
});
