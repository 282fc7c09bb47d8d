import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { createClock } from './create';
import { alternate, policy, redThinks, run } from './drivers.test-util';
import { minutes, seconds } from './ms';
import { getPreset } from './presets';
import { flagAt, movesDue, nextChangeAt, remainingMs, stateAt, view } from './query';

describe('the law’s examples (Điều 10.1.2)', () => {
  it('10 moves in 7 minutes leave 23 minutes for the next 10 moves', () => {
    const { commands, at } = alternate(redThinks(Array(10).fill(seconds(42))));
    const { state } = run(getPreset('vn-international'), commands);
    // Red used 10 × 42 s = 7 min: 8 min left + 15 min of the next period = 23 min.
    expect(remainingMs(state, 'red', at)).toBe(minutes(23));
    expect(movesDue(state, 'red')).toBe(10);
  });

  it('14 moves in the first 15 minutes credit 4 moves to the next period', () => {
    const { commands, at } = alternate(redThinks(Array(14).fill(seconds(60))));
    const { state } = run(getPreset('vn-international'), commands);
    expect(movesDue(state, 'red')).toBe(6); // 4 of the next 10 already made
    expect(remainingMs(state, 'red', at)).toBe(minutes(16)); // 30 − 14 minutes
    // Six more moves meet the second quota: the third period starts with 10 due.
    const more = run(state, alternate(redThinks(Array(6).fill(seconds(60))), at).commands.slice(1));
    expect(movesDue(more.state, 'red')).toBe(10);
    expect(more.state.status).toBe('running');
  });
});

describe('quota rules', () => {
  // 14 moves in 14:56, then 6 moves of 60 s, then a 10-minute think: case B2 of the design notes.
  const thinks = [...Array(14).fill(seconds(64)), ...Array(6).fill(seconds(60)), minutes(10)];
  const game = (quotaRule: string) =>
    run(
      policy({ quotaRule, control: { stages: [{ timeMs: minutes(15), moves: 10, repeat: 'forever' }] } }),
      alternate(redThinks(thinks)).commands,
      true,
    ).state;

  it('carrying surplus moves (the law) keeps the game going, quota added or checked at the flag', () => {
    expect(game('add-on-quota').status).toBe('running');
    expect(game('check-at-flag').status).toBe('running');
  });

  it('discarding surplus moves flags at the end of the second window', () => {
    const s = game('check-at-flag-discard');
    expect(s.status).toBe('flagged');
    // Window 1 ends at 15:00 of red's time, window 2 at 30:00; red used 14:56 + 6:00 before
    // move 21, so its clock ran 9:04 into that move; 20 black moves of 1 s elapsed meanwhile.
    expect(s.flag).toMatchObject({
      side: 'red',
      reason: 'quota',
      movesShort: 4,
      at: minutes(30) + seconds(20),
    });
  });

  it('a move credited 0 (a perpetual check beyond 10.1.3’s cap) does not count toward the quota', () => {
    const cmds = alternate(redThinks(Array(10).fill(seconds(30)))).commands.map((c, i) =>
      c.type === 'press' && i % 2 === 1 && i <= 7 ? { ...c, credit: 0 } : c,
    );
    const { state } = run(getPreset('vn-international'), cmds);
    expect(state.red.moves).toBe(10);
    expect(movesDue(state, 'red')).toBe(4);
    // Red's bank is 15 − 5 = 10 minutes: it flags 10 minutes later, 4 moves short.
    const end = stateAt(state, state.at! + minutes(10));
    expect(end.flag).toMatchObject({ side: 'red', reason: 'time', movesShort: 4 });
  });
});

describe('the flag', () => {
  const started = apply(createClock(getPreset('vn-60')), { type: 'start', at: 1000 }).state;

  it('falls at the exact instant: a press 1 ms before is in time, a press at the instant is not', () => {
    expect(flagAt(started)).toBe(1000 + minutes(60));
    expect(apply(started, { type: 'press', at: minutes(60) + 999 }).ok).toBe(true);
    const late = apply(started, { type: 'press', at: minutes(60) + 1000 });
    expect(late.ok).toBe(false);
    expect(late.state.flag).toMatchObject({ side: 'red', at: minutes(60) + 1000, reason: 'time' });
    expect(late.events.map((e) => e.type)).toEqual(['flag']);
  });

  it('a mate after the flag fell is still a loss on time (10.2.4)', () => {
    const step = apply(started, { type: 'finish', at: minutes(61), reason: 'mate' });
    expect(step.ok).toBe(false);
    if (!step.ok) expect(step.error.code).toBe('CLOCK_FLAGGED');
    expect(step.state.flag?.at).toBe(minutes(60) + 1000);
  });

  it('with claim finality (FIDE) the flag counts only when claimed and a mate before the claim stands', () => {
    const fide = apply(createClock(getPreset('fide-classical')), { type: 'start', at: 0 }).state;
    const up = apply(fide, { type: 'press', at: minutes(91) });
    expect(up.ok).toBe(true);
    expect(up.events.map((e) => e.type)).toEqual(['time-up', 'pressed']);
    expect(up.state.red.bankMs).toBe(0); // no bonus after the flag fell
    const mate = apply(up.state, { type: 'finish', at: minutes(92), reason: 'mate' });
    expect(mate.state.status).toBe('finished');
    const claim = apply(up.state, { type: 'flag', at: minutes(92) });
    expect(claim.state.flag).toMatchObject({ side: 'red', at: minutes(92) });
  });

  it('a flag report before the time ran out is refused', () => {
    const step = apply(started, { type: 'flag', at: 5000 });
    expect(step.ok ? null : step.error.code).toBe('CLOCK_NOT_OUT_OF_TIME');
  });
});

describe('bonuses', () => {
  const one = (type: string, ms = seconds(30)) =>
    policy({ control: { stages: [{ timeMs: minutes(1), bonus: { type, ms } }] } });

  it('Fischer adds the bonus after each move', () => {
    const { state } = run(one('fischer'), alternate([seconds(10)]).commands);
    expect(state.red.bankMs).toBe(minutes(1) - seconds(10) + seconds(30));
  });

  it('Bronstein gives back the time used, up to the bonus', () => {
    expect(run(one('bronstein'), alternate([seconds(10)]).commands).state.red.bankMs).toBe(minutes(1));
    expect(run(one('bronstein'), alternate([seconds(40)]).commands).state.red.bankMs).toBe(seconds(50));
  });

  it('US delay runs before the bank, survives a pause, and delays the flag', () => {
    const p = one('delay', seconds(5));
    const s0 = apply(createClock(p), { type: 'start', at: 0 }).state;
    expect(nextChangeAt(s0)).toBe(seconds(5));
    expect(flagAt(s0)).toBe(seconds(65));
    const { state } = run(s0, [
      { type: 'pause', at: seconds(3) },
      { type: 'resume', at: seconds(100) },
    ]);
    expect(state.red.delayLeftMs).toBe(seconds(2));
    expect(flagAt(state)).toBe(seconds(162));
    expect(run(p, alternate([seconds(4)]).commands).state.red.bankMs).toBe(minutes(1));
    expect(run(p, alternate([seconds(8)]).commands).state.red.bankMs).toBe(seconds(57));
  });
});

describe('overtime', () => {
  it('byo-yomi: a 10:45 think with 10:00 + 3 × 30 s leaves 2 periods', () => {
    const { state, events } = run(
      getPreset('byoyomi-10m-3x30s'),
      alternate([minutes(10) + seconds(45)]).commands,
    );
    expect(state.red.periodsLeft).toBe(2);
    expect(state.red.periodLeftMs).toBe(seconds(30));
    expect(events.filter((e) => e.type === 'period')).toHaveLength(1);
  });

  it('byo-yomi: the last period used up is a flag', () => {
    const s = stateAt(
      apply(createClock(getPreset('byoyomi-10m-3x30s')), { type: 'start', at: 0 }).state,
      minutes(12),
    );
    expect(s.flag).toMatchObject({ side: 'red', at: minutes(11) + seconds(30), reason: 'time' });
  });

  it('Canadian: a block of moves in a block of time, renewed', () => {
    const p = policy({
      control: { stages: [{ timeMs: 0 }], overtime: { type: 'canadian', blockMs: minutes(1), moves: 2 } },
    });
    const ok = run(p, alternate(redThinks([seconds(30), seconds(29), seconds(59)])).commands);
    expect(ok.state.status).toBe('running');
    const late = run(p, alternate(redThinks([seconds(30), seconds(20), seconds(41)])).commands, true);
    expect(late.state.status).toBe('running');
    const flagged = run(p, alternate(redThinks([seconds(30), seconds(30)])).commands, true);
    expect(flagged.state.flag).toMatchObject({ side: 'red', reason: 'time', movesShort: 1 });
  });
});

describe('other controls', () => {
  it('hourglass: the time one side uses goes to the other', () => {
    const p = policy({ hourglass: true, control: { stages: [{ timeMs: minutes(1) }] } });
    const { state } = run(p, alternate([seconds(10)]).commands);
    expect([state.red.bankMs, state.black.bankMs]).toEqual([seconds(50), seconds(70)]);
  });

  it('a per-move cap flags a long think even with time in the bank', () => {
    const p = policy({ control: { stages: [{ timeMs: minutes(10) }], moveCapMs: seconds(60) } });
    const s = stateAt(apply(createClock(p), { type: 'start', at: 0 }).state, seconds(61));
    expect(s.flag).toMatchObject({ side: 'red', at: seconds(60), reason: 'move-cap' });
  });

  it('different controls for red and black (armageddon)', () => {
    const p = policy({
      red: { stages: [{ timeMs: minutes(5) }] },
      black: { stages: [{ timeMs: minutes(4) }] },
    });
    const s = createClock(p);
    expect([s.red.bankMs, s.black.bankMs]).toEqual([minutes(5), minutes(4)]);
  });
});

describe('arbiter commands', () => {
  const start = alternate([seconds(10), seconds(20)]);

  it('pause and resume: no time passes while paused', () => {
    const { state } = run(getPreset('vn-60'), [
      ...start.commands,
      { type: 'pause', at: seconds(40) },
      { type: 'resume', at: seconds(400) },
    ]);
    expect(remainingMs(state, 'red', seconds(410))).toBe(minutes(60) - seconds(30));
  });

  it('the +2 minutes of Điều 12b is an adjustment, logged as an event', () => {
    const { state, events } = run(getPreset('vn-60'), [
      ...start.commands,
      { type: 'adjust', at: seconds(35), side: 'black', deltaMs: minutes(2), reason: 'Điều 12b' },
    ]);
    expect(state.black.bankMs).toBe(minutes(62) - seconds(20));
    expect(state.black.ledger.adjustMs).toBe(minutes(2));
    expect(events.at(-1)).toMatchObject({
      type: 'adjusted',
      side: 'black',
      deltaMs: minutes(2),
      reason: 'Điều 12b',
    });
  });

  it('an adjustment below zero is refused; stage corrections set the quota afresh', () => {
    const s = run(getPreset('vn-staged'), start.commands).state;
    const neg = apply(s, { type: 'adjust', at: start.at, side: 'red', deltaMs: -minutes(61) });
    expect(neg.ok ? null : neg.error.code).toBe('CLOCK_BAD_ADJUST');
    const st = apply(s, { type: 'adjust', at: start.at, side: 'red', stage: 1, round: 2 });
    expect(st.ok).toBe(true);
    expect(movesDue(st.state, 'red')).toBe(10);
    const bad = apply(s, { type: 'adjust', at: start.at, side: 'red', stage: 1, round: 4 });
    expect(bad.ok).toBe(false);
  });

  it('adjournment: the sealer’s time stops at the seal, the replier’s clock starts at the resumption', () => {
    const { state, events } = run(getPreset('vn-90'), [
      ...start.commands,
      { type: 'adjourn', at: seconds(100), sealed: 'C2.5' },
      { type: 'resume', at: seconds(100_000) },
    ]);
    expect(events.find((e) => e.type === 'adjourned')).toMatchObject({ side: 'red', sealed: 'C2.5' });
    expect(state.turn).toBe('black');
    expect(remainingMs(state, 'red', seconds(100_010))).toBe(minutes(90) - seconds(80));
    expect(remainingMs(state, 'black', seconds(100_010))).toBe(minutes(90) - seconds(30));
  });

  it('a late arrival beyond the regulation’s limit loses (10.2.1a), the clock running meanwhile', () => {
    const p = policy({ lateForfeitMs: minutes(15), control: { stages: [{ timeMs: minutes(60) }] } });
    const s0 = apply(createClock(p), { type: 'start', at: 0, absent: ['black'] }).state;
    expect(nextChangeAt(s0)).toBe(minutes(15));
    const lost = run(s0, [{ type: 'press', at: minutes(1) }], true);
    expect(stateAt(lost.state, minutes(15)).flag).toMatchObject({
      side: 'black',
      reason: 'late',
      at: minutes(15),
    });
    const arrived = run(s0, [{ type: 'arrive', at: minutes(14), side: 'black' }]).state;
    expect(stateAt(arrived, minutes(20)).status).toBe('running');
    const redLate = apply(createClock(p), { type: 'start', at: 0, absent: ['red'] }).state;
    const pressed = apply(redLate, { type: 'press', at: minutes(10) });
    expect(pressed.events[0]).toMatchObject({ type: 'arrived', side: 'red' });
    expect(remainingMs(pressed.state, 'red', minutes(10))).toBe(minutes(50)); // red's clock ran
  });
});

describe('impossible commands get typed answers', () => {
  const s = apply(createClock(getPreset('vn-60')), { type: 'start', at: 100 }).state;
  const cases = [
    [createClock(getPreset('vn-60')), { type: 'press', at: 0 }, 'CLOCK_NOT_STARTED'],
    [s, { type: 'start', at: 200 }, 'CLOCK_ALREADY_STARTED'],
    [s, { type: 'press', at: 50 }, 'CLOCK_TIME_BACKWARDS'],
    [s, { type: 'press', at: 200, side: 'black' }, 'CLOCK_WRONG_SIDE'],
    [s, { type: 'resume', at: 200 }, 'CLOCK_NOT_PAUSED'],
    [s, { type: 'arrive', at: 200, side: 'red' }, 'CLOCK_NOT_ABSENT'],
    [s, { type: 'press', at: 1.5 }, 'CLOCK_BAD_COMMAND'],
    [s, { type: 'teleport', at: 200 }, 'CLOCK_BAD_COMMAND'],
  ] as const;
  it.each(cases)('%#: %o', (state, cmd, code) => {
    const step = apply(state, cmd as never);
    expect(step.ok ? null : step.error.code).toBe(code);
  });

  it('a refused malformed or backwards command leaves the state untouched', () => {
    expect(apply(s, { type: 'press', at: 50 }).state).toBe(s);
  });
});

describe('regressions', () => {
  it('time added after the last byo-yomi period flags at once when it runs out again (claim finality)', () => {
    const p = policy({
      finality: 'claim',
      control: { stages: [{ timeMs: 1000 }], overtime: { type: 'byoyomi', periodMs: 1000, periods: 1 } },
    });
    const { state, events } = run(p, [
      { type: 'start', at: 0 },
      { type: 'adjust', at: 2500, side: 'red', deltaMs: 1000 },
      { type: 'press', at: 4000 },
    ]);
    expect(events.filter((e) => e.type === 'time-up').map((e) => e.at)).toEqual([2000, 3500]);
    expect(state.red.periodsLeft).toBe(0);
  });
});

describe('both sides late', () => {
  it('both lose by forfeit when neither arrives', () => {
    const p = policy({ lateForfeitMs: 1000, control: { stages: [{ timeMs: 60_000 }] } });
    const s = apply(createClock(p), { type: 'start', at: 0, absent: ['red', 'black'] }).state;
    const later = stateAt(s, 2000);
    expect(later.flag).toMatchObject({ reason: 'late', at: 1000, late: ['red', 'black'] });
    expect(view(later, 2000).black.out && view(later, 2000).red.out).toBe(true);
  });
});
