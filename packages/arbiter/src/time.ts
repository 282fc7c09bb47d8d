// Time: a flag reported by the arbiter who keeps no clock, and the commands of the clock it
// keeps (Điều 10.2).
import { apply as clockApply } from '@xq/clock';
import { answer, done, endWith } from './draft';
import { flagResult, timeLoss } from './results';
import { RULING_TEXTS } from './ruling-texts';
import type { ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { refusal, says } from './texts';

const REFUSED = RULING_TEXTS.refused;

/** A flag reported by hand: the side loses on time (7.1d, 7.1e); refused when a clock is kept. */
export function flag(d: Draft, before: ArbiterState, ev: EventOf<'flag'>, at: number): Step {
  if (d.clock !== null) {
    return answer(d, before, 'flag', {
      code: 'refused',
      accepted: false,
      side: ev.side,
      ...says(REFUSED.flagWithClock),
      error: {
        code: 'ARBITER_CLOCK_REFUSED',
        message: 'the arbiter keeps a clock: send { type: "clock", command: { type: "flag" } }',
      },
    });
  }
  const side = ev.side;
  const res = timeLoss(side, ev.reason ?? 'time');
  return endWith(d, before, 'flag', res, at, { code: 'flag', side, article: res.article });
}

/** A command to the clock the arbiter keeps (arrive, pause, resume, adjust, flag). */
export function clock(d: Draft, before: ArbiterState, ev: EventOf<'clock'>): Step {
  const cmd = ev.command;
  const refusedRuling = (t: { article: string; say: () => { vi: string; en: string } }) => {
    const text = t.say();
    const code = d.clock === null ? 'ARBITER_NO_CLOCK' : 'ARBITER_CLOCK_REFUSED';
    return refusal('clock', null, t.article, code, text.en, text.vi);
  };
  if (d.clock === null) return done(d, before, refusedRuling(REFUSED.noClock));
  const step = ['arrive', 'pause', 'resume', 'adjust', 'flag'].includes(cmd.type)
    ? clockApply(d.clock, cmd)
    : undefined;
  // While the game is adjourned (10.3) its clock stays stopped, paused by the arbiter before the
  // seal or not: only opening the envelope (unseal) starts it again.
  if (
    step === undefined ||
    (cmd.type === 'resume' && d.clock.status === 'adjourned') ||
    (before.status === 'adjourned' && step.state.status === 'running')
  ) {
    const t = REFUSED.arbiterDrives;
    return done(d, before, refusedRuling({ article: t.article, say: () => t.say(cmd.type) }));
  }
  d.clock = step.state;
  if (step.state.status === 'flagged') {
    const res = flagResult(step.state);
    return endWith(d, before, 'clock', res, cmd.at, {
      code: 'flag',
      side: res.losers[0] ?? null,
      article: res.article,
    });
  }
  if (!step.ok) {
    const t = REFUSED.clockRefused;
    const e = step.error;
    return done(d, before, refusedRuling({ article: t.article, say: () => t.say(e.code, e.message) }));
  }
  const article = cmd.type === 'arrive' ? '10.2.1a' : '10.2.2';
  return answer(d, before, 'clock', {
    code: 'clock',
    accepted: true,
    side: 'side' in cmd ? (cmd.side ?? null) : null,
    article,
    ...RULING_TEXTS.clock.command.say(cmd.type, article),
  });
}
