// The start event: the position, and the clock the arbiter keeps.
import { type ClockCommand, type ClockPolicy, apply as clockApply, createClock, findPreset } from '@xq/clock';
import { Game, INITIAL_FEN } from '@xq/core';
import { end, games } from './draft';
import type { ArbiterErrorCode } from './result';
import { boardResult } from './results';
import type { ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { en, refusal, ruling, vi } from './texts';

/**
 * Starts the game: from `ev.fen` or the initial position, with the clock of `ev.clock`. The
 * working copy `d` is used only once the position is read.
 */
export function start(d: Draft, state: ArbiterState, ev: EventOf<'start'>, at: number): Step {
  const fail = (code: ArbiterErrorCode, message: string, viText: string): Step => ({
    state,
    ruling: refusal('start', null, null, code, message, viText),
  });
  if (state.status !== 'idle')
    return fail('ARBITER_ALREADY_STARTED', 'the game has already started', 'Ván cờ đã bắt đầu');
  const g = Game.create(ev.fen ?? INITIAL_FEN, {
    moveLimit: state.options.moveLimit,
    rules: state.options.rules,
  });
  if (!g.ok)
    return fail(
      'ARBITER_BAD_FEN',
      `fen: ${g.error.code}: ${g.error.message}`,
      `Thế cờ không hợp lệ: ${g.error.code}`,
    );
  const game = g.value;
  d.status = 'playing';
  d.start = game.start.fen();
  d.fen = d.start;
  d.turn = game.position.turn;
  d.at = at;
  if (ev.clock !== undefined && d.turn === 'black') {
    return fail(
      'ARBITER_BAD_FEN',
      'a game with a clock starts with red to move (the clock starts red’s time)',
      'Ván có đồng hồ phải bắt đầu với Trắng đi trước',
    );
  }
  if (ev.clock !== undefined) {
    const policy: ClockPolicy =
      typeof ev.clock === 'string' ? (findPreset(ev.clock) as { value: ClockPolicy }).value : ev.clock;
    let c = createClock(policy);
    const cmd: ClockCommand = ev.absent?.length
      ? { type: 'start', at, absent: ev.absent }
      : { type: 'start', at };
    c = clockApply(c, cmd).state;
    d.clock = c;
  }
  const s = d as ArbiterState;
  games.set(s, game);
  const res = boardResult(game);
  if (res) end(d, res, at);
  return {
    state: s,
    ruling: ruling('start', {
      code: 'started',
      accepted: true,
      side: null,
      article: res?.article ?? '3',
      vi: res ? res.vi : `Ván cờ bắt đầu; ${vi(d.turn)} đi trước.`,
      en: res ? res.en : `The game starts; ${en(d.turn)} to move.`,
      result: res,
    }),
  };
}
