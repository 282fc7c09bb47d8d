import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { createClock } from './create';
import { alternate, redThinks, run } from './drivers.test-util';
import { minutes, seconds } from './ms';
import { parsePolicy } from './policy';
import { findPreset, getPreset, PRESET_NAMES, type PresetName } from './presets';
import { flagAt, movesDue, remainingMs } from './query';

const started = (name: PresetName) => apply(createClock(getPreset(name)), { type: 'start', at: 0 }).state;

describe('presets', () => {
  it.each(PRESET_NAMES)('%s validates like any user policy, names itself and its article', (name) => {
    const p = getPreset(name);
    expect(parsePolicy(JSON.parse(JSON.stringify(p)))).toEqual({ ok: true, value: p });
    expect(p.name).toBe(name);
    expect(p.article).toBeTruthy();
    expect(p.label?.vi && p.label.en).toBeTruthy();
  });

  it('unknown names are an answer, not a crash', () => {
    expect(findPreset('vn-45')).toMatchObject({ ok: false, error: { code: 'CLOCK_UNKNOWN_PRESET' } });
    expect(() => getPreset('nope' as PresetName)).toThrow(RangeError);
  });

  // Sudden death: the whole time, no quota, nothing added however many moves (10.1.1a, b, e; blitz).
  it.each([
    ['vn-60', 60, '10.1.1a'],
    ['vn-90', 90, '10.1.1b'],
    ['vn-rapid-15', 15, '10.1.1e'],
    ['vn-rapid-25', 25, '10.1.1e'],
    ['vn-rapid-30', 30, '10.1.1e'],
    ['vn-blitz-5', 5, 'cờ chớp'],
  ] as const)('%s: %i minutes each, no quota (%s)', (name, mins, article) => {
    expect(getPreset(name).article).toContain(article);
    expect(flagAt(started(name))).toBe(minutes(mins));
    const { state, at } = (() => {
      const g = alternate(Array(100).fill(1000));
      return { state: run(getPreset(name), g.commands).state, at: g.at };
    })();
    expect(movesDue(state, 'red')).toBeNull();
    expect(state.red.ledger.addedMs + state.red.ledger.bonusMs).toBe(0);
    expect(remainingMs(state, 'red', at)).toBe(minutes(mins) - seconds(50));
  });

  // 10.1.1c "Mỗi bên được 120 phút (hai bên được 240 phút) có kiểm tra số nước đi": every preset
  // citing it checks the moves.
  it.each(PRESET_NAMES.filter((n) => getPreset(n).article?.includes('10.1.1c')))(
    '%s cites 10.1.1c and checks the number of moves',
    (name) => {
      const stages = [...getPreset(name).red.stages, ...getPreset(name).black.stages];
      expect(stages.some((s) => s.moves !== null)).toBe(true);
      expect(getPreset(name).red.stages.reduce((t, s) => t + s.timeMs, 0)).toBe(minutes(120));
    },
  );

  it('some preset cites 10.1.1c', () => {
    expect(PRESET_NAMES.filter((n) => getPreset(n).article?.includes('10.1.1c'))).toContain('vn-120');
  });

  // 10.1.2: "60 phút đầu mỗi bên phải đi tối thiểu 25 nước, không đi đủ 25 nước bị xử thua".
  it.each([
    ['vn-90-25', 30],
    ['vn-120', 60],
    ['vn-120-25', 60],
  ] as const)('%s (10.1.2): 25 moves in the first 60 minutes, else a loss; then %i minutes', (name, rest) => {
    // 24 moves, then the 60 minutes run out: a loss, one move short.
    const short = run(
      getPreset(name),
      alternate(redThinks([...Array(24).fill(seconds(140)), minutes(60)])).commands,
      true,
    );
    expect(short.state.flag).toMatchObject({ side: 'red', reason: 'time', movesShort: 1 });
    // 25 moves in 58:20: the rest carries and the next stage's time is added.
    const g = alternate(redThinks(Array(25).fill(seconds(140))));
    const ok = run(getPreset(name), g.commands).state;
    expect(remainingMs(ok, 'red', g.at)).toBe(minutes(60) - seconds(25 * 140) + minutes(rest));
    expect(movesDue(ok, 'red')).toBeNull();
  });

  it('vn-staged (10.1.2): 25/60, then four times 10/15, then 10 every 5 minutes to the end', () => {
    const g = alternate(redThinks(Array(85).fill(1000), 1000));
    const { events } = run(getPreset('vn-staged'), g.commands);
    const added = events
      .filter((e) => e.type === 'stage' && e.side === 'red')
      .map((e) => (e.type === 'stage' ? [e.stage, e.addedMs] : []));
    expect(added).toEqual([
      [1, minutes(15)],
      [1, minutes(15)],
      [1, minutes(15)],
      [1, minutes(15)],
      [2, minutes(5)],
      [2, minutes(5)],
      [2, minutes(5)],
    ]);
  });

  it('vn-international (10.1.1d): 10 moves every 15 minutes to the end', () => {
    expect(flagAt(started('vn-international'))).toBe(minutes(15));
    const g = alternate(redThinks(Array(50).fill(1000), 1000));
    const { state } = run(getPreset('vn-international'), g.commands);
    expect(state.red.ledger.addedMs).toBe(5 * minutes(15));
  });

  it('fide-classical: 30 s a move, 30 minutes after move 40, the flag counts on claim', () => {
    const p = getPreset('fide-classical');
    expect(p.finality).toBe('claim');
    const g = alternate(redThinks(Array(40).fill(seconds(10))));
    const s = run(p, g.commands).state;
    expect(remainingMs(s, 'red', g.at)).toBe(minutes(90) + 40 * seconds(20) + minutes(30));
  });

  it('wxf-60+30: 60 minutes and 30 s a move', () => {
    const g = alternate(redThinks([seconds(10)]));
    expect(remainingMs(run(getPreset('wxf-60+30'), g.commands).state, 'red', g.at)).toBe(
      minutes(60) + seconds(20),
    );
  });

  it('byoyomi-10m-3x30s: 10 minutes, then three 30-second periods', () => {
    expect(flagAt(started('byoyomi-10m-3x30s'))).toBe(minutes(11) + seconds(30));
  });
});
