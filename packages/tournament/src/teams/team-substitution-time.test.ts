import { apply, type ClockCommand, type ClockState, createClock, getPreset } from '@xq/clock';
import { describe, expect, it } from 'vitest';
import { createTournament } from '../document';
import type { Tournament } from '../model';
import { setRoundStart } from './round-times';
import { substitutePlayer } from './substitutions';

// 30.1.4: "Việc thay thế được ban tổ chức cho phép không được chậm quá giờ thi đấu là 15 phút và
// tuyệt đối không được tiến hành khi ván cờ đang dở dang."

/** Team A (1, 2; reserve 5) against team B (3, 4), round 1 paired, started at `start`. */
function event(start?: string): Tournament {
  return {
    ...createTournament({ name: 'Đồng đội', system: 'team-round-robin', friendly: true }),
    players: [1, 2, 3, 4, 5].map((id) => ({ id, name: `P${id}` })),
    teams: [
      { code: 'A', name: 'A', members: [1, 2], substitutes: [5] },
      { code: 'B', name: 'B', members: [3, 4], substitutes: [] },
    ],
    rounds: [
      {
        games: [
          { red: 1, black: 3, result: 'pending' },
          { red: 4, black: 2, result: 'pending' },
        ],
        byes: [],
        ...(start === undefined ? {} : { start }),
      },
    ],
  };
}

/** The clock of board 2 after `commands` (vn-90, started at 0 with black — player 2 — absent). */
function clock(...commands: ClockCommand[]): ClockState {
  let s = createClock(getPreset('vn-90'));
  for (const c of [{ type: 'start', at: 0, absent: ['black'] } as ClockCommand, ...commands]) {
    // A refused command (past the late-arrival forfeit the clock has flagged) still brings the
    // clock to its instant.
    s = apply(s, c).state;
  }
  return s;
}

const minute = 60_000;

describe('substitutions timed by the game’s clock or the time of day (30.1.4)', () => {
  it('the clock: its time since the start, at most 15 minutes, and no move made', () => {
    const t = event();
    const ok = substitutePlayer(t, {
      round: 1,
      out: 2,
      in: 5,
      clock: clock({ type: 'pause', at: 10 * minute }),
    });
    expect(ok.ok && ok.value.rounds[0]?.substitutions).toEqual([
      { team: 'A', board: 2, out: 2, in: 5, minutes: 10 },
    ]);
    expect(
      substitutePlayer(t, { round: 1, out: 2, in: 5, clock: clock({ type: 'pause', at: 15 * minute }) }).ok,
    ).toBe(true);
    const late = substitutePlayer(t, {
      round: 1,
      out: 2,
      in: 5,
      clock: clock({ type: 'pause', at: 15 * minute + 1000 }),
    });
    expect(late).toMatchObject({ ok: false, error: { code: 'TOURNAMENT_SUBSTITUTION_LATE' } });
    // Red (4) moved: the game is under way ("ván cờ đang dở dang").
    const begun = substitutePlayer(t, {
      round: 1,
      out: 2,
      in: 5,
      clock: clock({ type: 'press', at: 30_000 }, { type: 'pause', at: 5 * minute }),
    });
    expect(begun).toMatchObject({ ok: false, error: { code: 'TOURNAMENT_SUBSTITUTION_DURING_GAME' } });
    const bad = substitutePlayer(t, {
      round: 1,
      out: 2,
      in: 5,
      clock: { version: 1 } as unknown as ClockState,
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'TOURNAMENT_BAD_FIELD' } });
  });

  it('the time of day, from the round’s recorded start; the time is recorded', () => {
    const t = event('14:00');
    const ok = substitutePlayer(t, { round: 1, out: 2, in: 5, time: '14:15' });
    expect(ok.ok && ok.value.rounds[0]?.substitutions).toEqual([
      { team: 'A', board: 2, out: 2, in: 5, minutes: 15, time: '14:15' },
    ]);
    expect(substitutePlayer(t, { round: 1, out: 2, in: 5, time: '14:15:01' })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_SUBSTITUTION_LATE' },
    });
    // Before the start: 0 minutes.
    const early = substitutePlayer(t, { round: 1, out: 2, in: 5, time: '13:55' });
    expect(early.ok && early.value.rounds[0]?.substitutions?.[0]?.minutes).toBe(0);
    const iso = substitutePlayer(event('2026-12-01T14:00:00+07:00'), {
      round: 1,
      out: 2,
      in: 5,
      time: '2026-12-01T14:20:00+07:00',
    });
    expect(iso).toMatchObject({ ok: false, error: { code: 'TOURNAMENT_SUBSTITUTION_LATE' } });
    for (const [start, time] of [
      [undefined, '14:10'],
      ['14:00', '2026-12-01T14:10:00Z'],
      ['14:00', '2pm'],
      ['14:00', '24:00'],
    ] as const)
      expect(substitutePlayer(event(start), { round: 1, out: 2, in: 5, time })).toMatchObject({
        ok: false,
        error: { code: 'TOURNAMENT_BAD_FIELD' },
      });
    expect(substitutePlayer(event(), { round: 1, out: 2, in: 5 })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_BAD_FIELD' },
    });
  });

  it('records a round’s start, as written', () => {
    const r = setRoundStart(event(), 1, '14:00');
    expect(r.ok && r.value.rounds[0]?.start).toBe('14:00');
    expect(setRoundStart(event(), 2, '14:00')).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NO_SUCH_ROUND' },
    });
    expect(setRoundStart(event(), 1, '14h')).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_BAD_FIELD' },
    });
  });
});
