// Draw offers (15.7k, 7.2d): an offer on one's own turn, and the answer to it.
import { answer, endWith } from './draft';
import { charge } from './faults';
import { result } from './results';
import type { ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { closing, En, en, faultText, vi } from './texts';
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
        article: '15.7k',
        vi: `${vi(side)} chỉ được đề nghị hòa khi tới lượt mình đi (15.7k); nêu ý kiến khi đang đến lượt đối phương đi là lỗi kỹ thuật (16.3). ${ft.vi}.${closing(res, 'vi')}`,
        en: `${En(side)} may offer a draw only on its own turn (15.7k); raising a matter during the opponent's turn is a technical fault (16.3). ${ft.en}.${closing(res, 'en')}`,
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
      article: '15.7k',
      vi: `${vi(side)} đề nghị hòa trong thời gian suy nghĩ của mình (15.7k); ${vi(other(side))} đồng ý thì ván cờ hòa (7.2d).`,
      en: `${En(side)} offers a draw on its own turn (15.7k); if ${en(other(side))} agrees the game is drawn (7.2d).`,
    });
  }
  if (offer !== other(side)) {
    return answer(d, before, ev.type, {
      code: 'draw-refused',
      accepted: false,
      side,
      article: '7.2d',
      vi: `Không có đề nghị hòa nào của ${vi(other(side))} để trả lời (7.2d).`,
      en: `There is no draw offer from ${en(other(side))} to answer (7.2d).`,
    });
  }
  if (ev.type === 'decline-draw') {
    d.drawOffer = null;
    return answer(d, before, ev.type, {
      code: 'draw-declined',
      accepted: true,
      side,
      article: '7.2d',
      vi: `${vi(side)} không đồng ý hòa; ván cờ tiếp tục.`,
      en: `${En(side)} declines the draw; play goes on.`,
    });
  }
  const res = result(
    null,
    [],
    'agreement',
    '7.2d',
    `${vi(other(side))} đề nghị hòa, ${vi(side)} đồng ý: hòa.`,
    `${En(other(side))} offered a draw and ${en(side)} agreed: draw.`,
  );
  return endWith(d, before, ev.type, res, at, { code: 'draw-accepted', side, article: '7.2d' });
}
