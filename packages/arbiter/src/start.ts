// The start event: the position, and the clock the arbiter keeps.
import { type ClockCommand, type ClockPolicy, apply as clockApply, createClock, findPreset } from '@xq/clock';
import { Game, INITIAL_FEN } from '@xq/core';
import { end, games } from './draft';
import type { ArbiterErrorCode } from './result';
import { boardResult } from './results';
import { RULING_TEXTS } from './ruling-texts';
import type { ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { refusal, ruling } from './texts';

const REFUSED = RULING_TEXTS.refused;

/**
 * Starts the game: from `ev.fen` or the initial position, with the clock of `ev.clock`. The
 * working copy `d` is used only once the position is read.
 */
export function start(d: Draft, state: ArbiterState, ev: EventOf<'start'>, at: number): Step {
  const fail = (code: ArbiterErrorCode, text: { vi: string; en: string }): Step => ({
    state,
    ruling: refusal('start', null, null, code, text.en, text.vi),
  });
  if (state.status !== 'idle') return fail('ARBITER_ALREADY_STARTED', REFUSED.alreadyStarted.say());
  const g = Game.create(ev.fen ?? INITIAL_FEN, {
    moveLimit: state.options.moveLimit,
    rules: state.options.rules,
  });
  if (!g.ok) return fail('ARBITER_BAD_FEN', REFUSED.badFen.say(g.error.code, g.error.message));
  const game = g.value;
  d.status = 'playing';
  d.start = game.start.fen();
  d.fen = d.start;
  d.turn = game.position.turn;
  d.at = at;
  if (ev.clock !== undefined && d.turn === 'black') {
    return fail('ARBITER_BAD_FEN', REFUSED.clockStartsRed.say());
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
      article: res?.article ?? RULING_TEXTS.started.game.article,
      ...(res ? { vi: res.vi, en: res.en } : RULING_TEXTS.started.game.say(d.turn)),
      result: res,
    }),
  };
}
