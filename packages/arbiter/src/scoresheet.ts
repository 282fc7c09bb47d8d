// The unrecorded event (Điều 11): moves missing from a scoresheet, the exemptions (11.1a,
// 10.1.2), and the fault (11.3b, 16.3).

import type { ClockState } from '@xq/clock';
import { remainingMs } from '@xq/clock';
import { answer } from './draft';
import { addFault, charge } from './faults';
import { RULING_TEXTS as T } from './ruling-texts';
import type { ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { says } from './texts';
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
      ...says(T.refused.moreThanPlayed, played, side, moves),
    });
  if (before.status === 'over') {
    // 11.1a, 16.3: after the game the players complete their scoresheets; not doing so is a
    // technical fault ("Kết thúc ván cờ không ghi bổ sung các nước còn thiếu"); the result stands.
    const f = addFault(d, side, 'technical', '16.3');
    return answer(d, before, 'unrecorded', {
      ...base,
      code: 'fault',
      ...says(T.fault.notCompleted, side, moves),
      faults: [f.record],
      penalty: 'technical-fault',
    });
  }
  if (moves < 4) {
    return answer(d, before, 'unrecorded', {
      ...base,
      code: 'unrecorded-short',
      ...says(T['unrecorded-short'].short, side, moves),
    });
  }
  // 11.3: "Trong trường hợp vì lý do đặc biệt không thể ghi biên bản được … thì phải báo cáo
  // trước cho ban tổ chức để xác nhận": a side the organisers excused commits no fault.
  if (d.options.excusedFromRecording?.includes(side)) {
    return answer(d, before, 'unrecorded', {
      ...base,
      code: 'unrecorded-exempt',
      ...says(T['unrecorded-exempt'].excused, side),
    });
  }
  const c = d.clock;
  const left = c !== null ? remainingMs(c, side, at) : ev.remainingMs;
  if (left !== undefined && left < FIVE_MINUTES) {
    return answer(d, before, 'unrecorded', {
      ...base,
      code: 'unrecorded-exempt',
      ...says(T['unrecorded-exempt'].lowTime, side),
    });
  }
  if (c !== null && inExemptStage(c, side)) {
    return answer(d, before, 'unrecorded', {
      ...base,
      code: 'unrecorded-exempt',
      ...says(T['unrecorded-exempt'].lastStage, side),
    });
  }
  const { fault: f, res } = charge(d, side, 'technical', '11.3b', at);
  const u = d[side].unrecorded;
  return answer(d, before, 'unrecorded', {
    ...base,
    code: 'unrecorded',
    article: res?.article ?? T.unrecorded.fault.article,
    ...T.unrecorded.fault.say(side, moves, u, f.record.count, res),
    faults: [f.record],
    penalty: res ? 'loss' : 'technical-fault',
    next: res ? null : u + 1 >= 3 ? 'loss' : f.next,
    result: res,
  });
}
