// Claims: a draw by the move limit (Điều 12) and a repetition (7.1g, 7.1h, 7.2b, 7.2c).
import { apply as clockApply } from '@xq/clock';
import { answer, endWith, gameOf, isClockLive } from './draft';
import { RESULT_TEXTS } from './phrases';
import { result } from './results';
import { RULING_TEXTS as T } from './ruling-texts';
import type { ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { says } from './texts';
import { other } from './vocab';

const TWO_MINUTES = 2 * 60_000;

/** Rules on a claim: the move limit reached (12a) or not yet (12b), or a repetition. */
export function claim(d: Draft, before: ArbiterState, ev: EventOf<'claim'>, at: number): Step {
  const g = gameOf(before);
  const side = ev.side;
  if (ev.rule === 'repetition') {
    const n = g.repetitionCount();
    return answer(d, before, 'claim', {
      code: 'claim-repetition',
      accepted: false,
      side,
      ...says(T['claim-repetition'].notYet, n),
    });
  }
  const c = g.claimMoveLimit();
  const limit = d.options.moveLimit.moves;
  if (c.valid) {
    const valid = T['claim-valid'].moveLimit;
    const res = result(null, [], 'move-limit', RESULT_TEXTS['move-limit'].article, valid.say(limit));
    return endWith(d, before, 'claim', res, at, { code: 'claim-valid', side, article: valid.article });
  }
  // 12b: the claimant is penalised by 2 minutes added to the opponent's clock; play goes on.
  const opp = other(side);
  let added = false;
  if (isClockLive(d.clock)) {
    const step = clockApply(d.clock, {
      type: 'adjust',
      at,
      side: opp,
      deltaMs: TWO_MINUTES,
      reason: 'Điều 12b',
    });
    d.clock = step.state;
    added = step.ok;
  }
  return answer(d, before, 'claim', {
    code: 'claim-premature',
    accepted: false,
    side,
    ...says(T['claim-premature'].moveLimit, limit, c.missing, side, opp, added),
    penalty: 'time-to-opponent',
    time: { side: opp, deltaMs: TWO_MINUTES },
  });
}
