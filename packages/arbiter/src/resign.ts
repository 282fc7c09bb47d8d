// Resignation (7.1k), and the one case where both sides lose by it (7.1i).
import { endWith, gameOf } from './draft';
import { RESULT_TEXTS } from './phrases';
import { bothLose, lossOf } from './results';
import { sealedMove } from './sealed';
import type { ArbiterResult, ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import type { Side } from './vocab';

/**
 * The side resigns; during an adjournment, when the opponent sealed a wrong move, both lose
 * (7.1i).
 */
export function resign(d: Draft, before: ArbiterState, ev: EventOf<'resign'>, at: number): Step {
  const side = ev.side;
  const res =
    wrongSealBothLose(d, before, side) ??
    lossOf(side, 'resignation', RESULT_TEXTS.resignation.article, RESULT_TEXTS.resignation.say(side));
  d.sealed = null;
  return endWith(d, before, 'resign', res, at, { code: 'resigned', side, article: res.article });
}

/** When the game is adjourned on the opponent's wrong sealed move, a resignation loses for both (7.1i). */
function wrongSealBothLose(d: Draft, before: ArbiterState, side: Side): ArbiterResult | null {
  if (before.status !== 'adjourned' || d.sealed === null || d.sealed.side === side) return null;
  if (sealedMove(d, gameOf(before), d.sealed.move) !== null) return null;
  const why = RESULT_TEXTS['sealed-move-given-up'];
  return bothLose('sealed-move', why.article, why.say(d.sealed.side, side));
}
