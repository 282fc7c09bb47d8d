// Claims: a draw by the move limit (Điều 12) and a repetition (7.1g, 7.1h, 7.2b, 7.2c).
import { apply as clockApply } from '@xq/clock';
import { answer, endWith, gameOf, isClockLive } from './draft';
import { result } from './results';
import type { ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { en, vi } from './texts';
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
      article: '7.1h',
      vi: `Thế cờ hiện tại đã xuất hiện ${n} lần; trọng tài xử khi thế cờ lặp lại lần thứ ba (7.1g, 7.1h, 7.2b, 7.2c). Ván cờ tiếp tục.`,
      en: `The position has occurred ${n} time(s); the arbiter rules at the third occurrence (7.1g, 7.1h, 7.2b, 7.2c). Play goes on.`,
    });
  }
  const c = g.claimMoveLimit();
  const limit = d.options.moveLimit.moves;
  if (c.valid) {
    const res = result(
      null,
      [],
      'move-limit',
      '7.2e',
      `Mỗi bên đã đi đủ ${limit} nước liên tục không có nước ăn quân: ván cờ mặc nhiên được xử hòa (12a, 7.2e).`,
      `Each side has made ${limit} consecutive moves without a capture: the game is drawn (12a, 7.2e).`,
    );
    return endWith(d, before, 'claim', res, at, { code: 'claim-valid', side, article: '12a' });
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
  const missing = `Trắng còn thiếu ${c.missing.red}, Đen còn thiếu ${c.missing.black} nước`;
  const missingEn = `red is ${c.missing.red} moves short, black ${c.missing.black}`;
  return answer(d, before, 'claim', {
    code: 'claim-premature',
    accepted: false,
    side,
    article: '12b',
    vi: `Chưa đủ ${limit} nước (${missing}; tính từ nước ăn quân cuối cùng, 12a, 12c): phạt ${vi(side)} bằng cách tăng thêm 2 phút cho ${vi(opp)}${added ? '' : ' (trên đồng hồ)'}, ván cờ tiếp tục (12b).`,
    en: `Not yet ${limit} moves (${missingEn}; counted from the last capture, 12a, 12c): ${en(side)} is penalised by 2 minutes added to ${en(opp)}${added ? '' : "'s clock"}; play goes on (12b).`,
    penalty: 'time-to-opponent',
    time: { side: opp, deltaMs: TWO_MINUTES },
  });
}
