// Draw offers (15.7k, 7.2d): an offer on one's own turn, and the answer to it.
import { answer, endWith } from './draft';
import { charge } from './faults';
import { faultText } from './phrases';
import { result } from './results';
import { RULING_TEXTS as T } from './ruling-texts';
import type { ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { says } from './texts';
import { other } from './vocab';

/** Rules on a draw offer, acceptance or refusal. */
export function draw(
  d: Draft,
  before: ArbiterState,
  ev: EventOf<'offer-draw' | 'accept-draw' | 'decline-draw'>,
  at: number,
): Step {
  const side = ev.side;
  const offer = d.drawOffer;
  if (ev.type === 'offer-draw' && offer !== other(side)) {
    if (side !== d.turn) {
      // 15.7k: only on one's own turn; 16.3 lists "Nêu ý kiến hay vấn đề khi đang đến lượt đối
      // phương đi" among the technical faults.
      const { fault: f, res } = charge(d, side, 'technical', '16.3', at);
      const ft = faultText(f.record, f.lost);
      return answer(d, before, 'offer-draw', {
        code: 'draw-offer-refused',
        accepted: false,
        side,
        ...says(T['draw-offer-refused'].notOwnTurn, side, ft, res),
        faults: [f.record],
        penalty: res ? 'loss' : 'technical-fault',
        next: res ? null : f.next,
        result: res,
      });
    }
    d.drawOffer = side;
    return answer(d, before, 'offer-draw', {
      code: 'draw-offered',
      accepted: true,
      side,
      ...says(T['draw-offered'].offered, side, other(side)),
    });
  }
  if (offer !== other(side)) {
    return answer(d, before, ev.type, {
      code: 'draw-refused',
      accepted: false,
      side,
      ...says(T['draw-refused'].noOffer, other(side)),
    });
  }
  if (ev.type === 'decline-draw') {
    d.drawOffer = null;
    return answer(d, before, ev.type, {
      code: 'draw-declined',
      accepted: true,
      side,
      ...says(T['draw-declined'].declined, side),
    });
  }
  const agreed = T['draw-accepted'].agreed;
  const res = result(null, [], 'agreement', agreed.article, agreed.say(other(side), side));
  return endWith(d, before, ev.type, res, at, { code: 'draw-accepted', side, article: agreed.article });
}
