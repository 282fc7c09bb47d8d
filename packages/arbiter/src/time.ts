// Time: a flag reported by the arbiter who keeps no clock, and the commands of the clock it
// keeps (Điều 10.2).
import { apply as clockApply } from '@xq/clock';
import { answer, done, endWith } from './draft';
import { flagResult, timeLoss } from './results';
import type { ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { refusal } from './texts';

/** A flag reported by hand: the side loses on time (7.1d, 7.1e); refused when a clock is kept. */
export function flag(d: Draft, before: ArbiterState, ev: EventOf<'flag'>, at: number): Step {
  if (d.clock !== null) {
    return answer(d, before, 'flag', {
      code: 'refused',
      accepted: false,
      side: ev.side,
      article: '7.1d',
      vi: 'Trọng tài đang giữ đồng hồ: báo hết giờ bằng lệnh của đồng hồ.',
      en: 'The arbiter keeps the clock: report the flag with a clock command.',
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
  const refusedRuling = (message: string, viText: string) =>
    refusal(
      'clock',
      null,
      '10.2.2',
      d.clock === null ? 'ARBITER_NO_CLOCK' : 'ARBITER_CLOCK_REFUSED',
      message,
      viText,
    );
  if (d.clock === null)
    return done(
      d,
      before,
      refusedRuling('the arbiter keeps no clock (start with a clock)', 'Trọng tài không giữ đồng hồ'),
    );
  if (
    !['arrive', 'pause', 'resume', 'adjust', 'flag'].includes(cmd.type) ||
    (cmd.type === 'resume' && d.clock.status === 'adjourned')
  ) {
    return done(
      d,
      before,
      refusedRuling(
        `the arbiter drives ${cmd.type} itself (start, move, seal, unseal, the result)`,
        `Lệnh ${cmd.type} do trọng tài tự thực hiện`,
      ),
    );
  }
  const step = clockApply(d.clock, cmd);
  d.clock = step.state;
  if (step.state.status === 'flagged') {
    const res = flagResult(step.state);
    return endWith(d, before, 'clock', res, cmd.at, {
      code: 'flag',
      side: res.losers[0] ?? null,
      article: res.article,
    });
  }
  if (!step.ok)
    return done(
      d,
      before,
      refusedRuling(`${step.error.code}: ${step.error.message}`, `Đồng hồ từ chối: ${step.error.code}`),
    );
  const article = cmd.type === 'arrive' ? '10.2.1a' : '10.2.2';
  return answer(d, before, 'clock', {
    code: 'clock',
    accepted: true,
    side: 'side' in cmd ? (cmd.side ?? null) : null,
    article,
    vi: `Đồng hồ: ${cmd.type} (${article}).`,
    en: `Clock: ${cmd.type} (${article}).`,
  });
}
