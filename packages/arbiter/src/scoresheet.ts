// The unrecorded event (Điều 11): moves missing from a scoresheet, the exemptions (11.1a,
// 10.1.2), and the fault (11.3b, 16.3).

import type { ClockState } from '@xq/clock';
import { remainingMs } from '@xq/clock';
import { answer } from './draft';
import { addFault, charge } from './faults';
import type { ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { closing, En, en, vi } from './texts';
import type { Side } from './vocab';

const FIVE_MINUTES = 5 * 60_000;

/** True when the side is in the last stage of a staged control (10.1.2: "được miễn ghi biên bản"). */
export function inExemptStage(c: ClockState, side: Side): boolean {
  const control = c.policy[side];
  const n = control.stages.length;
  const last = control.stages[n - 1]!;
  return n >= 2 && last.repeat === 'forever' && last.moves !== null && c[side].stage === n - 1;
}

/**
 * Rules on moves a player left unrecorded: more than the moves played (refused), short of 4,
 * exempt, or a technical fault.
 */
export function unrecorded(d: Draft, before: ArbiterState, ev: EventOf<'unrecorded'>, at: number): Step {
  const side = ev.side;
  const moves = ev.moves ?? 4;
  const base = { accepted: true, side } as const;
  // 11.1: the scoresheet carries the moves of both sides ("ghi cả nước đi của mình và nước đi
  // của đối phương"), so no more moves can be missing from it than have been played.
  const played = before.moves.length;
  if (moves > played)
    return answer(d, before, 'unrecorded', {
      code: 'refused',
      accepted: false,
      side,
      article: '11.1',
      vi: `Mới đi ${played} nước: biên bản của ${vi(side)} không thể thiếu ${moves} nước (11.1).`,
      en: `Only ${played} moves have been played: ${en(side)}'s scoresheet cannot be missing ${moves} (11.1).`,
    });
  if (before.status === 'over') {
    // 11.1a, 16.3: after the game the players complete their scoresheets; not doing so is a
    // technical fault ("Kết thúc ván cờ không ghi bổ sung các nước còn thiếu"); the result stands.
    const f = addFault(d, side, 'technical', '16.3');
    return answer(d, before, 'unrecorded', {
      ...base,
      code: 'fault',
      article: '16.3',
      vi: `Ván đấu kết thúc mà ${vi(side)} không ghi bổ sung ${moves} nước còn thiếu: một lỗi kỹ thuật (16.3); kết quả ván đấu không thay đổi.`,
      en: `The game is over and ${en(side)} did not complete ${moves} missing moves: a technical fault (16.3); the result stands.`,
      faults: [f.record],
      penalty: 'technical-fault',
    });
  }
  if (moves < 4) {
    return answer(d, before, 'unrecorded', {
      ...base,
      code: 'unrecorded-short',
      article: '11.3',
      vi: `${vi(side)} thiếu ${moves} nước (chưa tới 4 nước liên tục): không phạt, phải ghi bổ sung ngay vào thời gian tiếp theo (11.3).`,
      en: `${En(side)} is missing ${moves} moves (fewer than 4 in a row): no fault; they must be made up at once (11.3).`,
    });
  }
  const c = d.clock;
  const left = c !== null ? remainingMs(c, side, at) : ev.remainingMs;
  if (left !== undefined && left < FIVE_MINUTES) {
    return answer(d, before, 'unrecorded', {
      ...base,
      code: 'unrecorded-exempt',
      article: '11.1a',
      vi: `${vi(side)} còn ít hơn 5 phút: được phép không ghi biên bản, trọng tài ghi giúp; kết thúc ván phải ghi bổ sung (11.1a).`,
      en: `${En(side)} has less than 5 minutes left: it need not record; the arbiter records for it, and it completes the sheet after the game (11.1a).`,
    });
  }
  if (c !== null && inExemptStage(c, side)) {
    return answer(d, before, 'unrecorded', {
      ...base,
      code: 'unrecorded-exempt',
      article: '10.1.2',
      vi: `${vi(side)} đang ở giai đoạn cuối (cứ 5 phút đi đủ 10 nước): được miễn ghi biên bản (10.1.2).`,
      en: `${En(side)} is in the last stage (10 moves every 5 minutes): exempt from recording (10.1.2).`,
    });
  }
  const { fault: f, res } = charge(d, side, 'technical', '11.3b', at);
  const u = d[side].unrecorded;
  return answer(d, before, 'unrecorded', {
    ...base,
    code: 'unrecorded',
    article: res?.article ?? '11.3b',
    vi: `${vi(side)} không ghi ${moves} nước liên tục mà không ghi bổ sung: một lỗi kỹ thuật (11.3b, 16.3), lần thứ ${u}; tái diễn 3 lần thì bị xử thua (7.1m). Tổng số lỗi kỹ thuật: ${f.record.count}.${closing(res, 'vi')}`,
    en: `${En(side)} left ${moves} consecutive moves unrecorded and did not make them up: a technical fault (11.3b, 16.3), time ${u}; three times lose (7.1m). Technical faults: ${f.record.count}.${closing(res, 'en')}`,
    faults: [f.record],
    penalty: res ? 'loss' : 'technical-fault',
    next: res ? null : u + 1 >= 3 ? 'loss' : f.next,
    result: res,
  });
}
