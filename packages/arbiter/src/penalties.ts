// The events the arbiter's penalties answer: a fault (16.3, 15.7b), an incident with its own
// ladder (INCIDENT_LADDERS), and a sanction of the ladder of Điều 16.1.
import { answer, end, endWith } from './draft';
import { type FaultKind, INCIDENT_LADDERS } from './event';
import { addFault, charge } from './faults';
import { bothLose, faultLoss, lossOf } from './results';
import type { FaultRecord } from './ruling';
import type { ArbiterResult, ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { closing, En, faultText, vi } from './texts';
import { PENALTY_NAMES, type Penalty, type Side } from './vocab';

/** Records a fault of one side or both; the third of a kind loses (7.1n, 7.1m). */
export function fault(d: Draft, before: ArbiterState, ev: EventOf<'fault'>, at: number): Step {
  const sides: Side[] = ev.side === 'both' ? ['red', 'black'] : [ev.side];
  const article = ev.article ?? (ev.kind === 'technical' ? '16.3' : '15.7b');
  const outcomes = sides.map((s) => addFault(d, s, ev.kind, article));
  const losers = outcomes.filter((o) => o.lost).map((o) => o.record.side);
  const texts = outcomes.map((o) => faultText(o.record, o.lost));
  let res: ArbiterResult | null = null;
  if (losers.length > 0 && d.status !== 'over') {
    const viaUnrecorded = article === '11.3b' && losers.every((s) => d[s].unrecorded >= 3);
    res = faultLoss(losers, ev.kind, viaUnrecorded);
    end(d, res, at);
  }
  return answer(d, before, 'fault', {
    code: 'fault',
    accepted: true,
    side: ev.side === 'both' ? null : ev.side,
    article: res?.article ?? article,
    vi: `${texts.map((t) => t.vi).join('; ')} (${article}).${closing(res, 'vi')}`,
    en: `${texts.map((t) => t.en).join('; ')} (${article}).${closing(res, 'en')}`,
    faults: outcomes.map((o) => o.record),
    penalty: res ? 'loss' : ev.kind === 'technical' ? 'technical-fault' : 'conduct-fault',
    next: res ? null : outcomes.length === 1 ? outcomes[0]!.next : null,
    result: res,
  });
}

/** Answers an incident by the next step of its ladder. */
export function incident(d: Draft, before: ArbiterState, ev: EventOf<'incident'>, at: number): Step {
  const ladder = INCIDENT_LADDERS[ev.kind];
  const r = d[ev.side];
  r.incidents[ev.kind]++;
  const n = r.incidents[ev.kind];
  const step = ladder.steps[Math.min(n - 1, ladder.steps.length - 1)]!;
  let next: Penalty = ladder.steps[Math.min(n, ladder.steps.length - 1)]!;
  const faults: FaultRecord[] = [];
  let res: ArbiterResult | null = null;
  if (step === 'technical-fault' || step === 'conduct-fault') {
    const kind: FaultKind = step === 'technical-fault' ? 'technical' : 'conduct';
    const charged = charge(d, ev.side, kind, ladder.article, at);
    const f = charged.fault;
    faults.push(f.record);
    res = charged.res;
    if (!res && f.next === 'loss' && (next === 'technical-fault' || next === 'conduct-fault')) next = 'loss';
  } else if (step === 'reminder') r.reminders++;
  else if (step === 'warning') r.warnings++;
  const what: Record<typeof ev.kind, [string, string]> = {
    'dropped-piece': ['cầm quân vô ý rơi giữa hai điểm', 'dropped a piece between two points'],
    'clock-stopped': ['tự ý dừng đồng hồ khi có mặt trọng tài', 'stopped the clock without the arbiter'],
    'forgot-press': [
      'quên bấm đồng hồ, tự chịu thiệt thòi về thời gian',
      'forgot to press the clock and bears the lost time',
    ],
    misconduct: ['vi phạm tác phong', 'broke the rules of conduct'],
    'borrowed-scoresheet': [
      'mượn biên bản liên tục gây mất tập trung cho đối phương',
      'kept borrowing the opponent’s scoresheet to distract',
    ],
    'spoke-out-of-turn': [
      'nêu ý kiến khi đang đến lượt đối phương đi',
      'raised a matter during the opponent’s turn',
    ],
  };
  const [wv, we] = what[ev.kind];
  return answer(d, before, 'incident', {
    code: 'incident',
    accepted: true,
    side: ev.side,
    article: res?.article ?? ladder.article,
    vi: `${vi(ev.side)} ${wv} (lần ${n}): ${PENALTY_NAMES[step].vi} (${ladder.article}).${closing(res, 'vi')}`,
    en: `${En(ev.side)} ${we} (time ${n}): ${PENALTY_NAMES[step].en} (${ladder.article}).${closing(res, 'en')}`,
    faults,
    penalty: res ? 'loss' : step,
    next: res ? null : next,
    result: res,
  });
}

/** Gives a sanction: a reminder or warning is counted, the others end the game. */
export function sanction(d: Draft, before: ArbiterState, ev: EventOf<'sanction'>, at: number): Step {
  const sides: Side[] = ev.side === 'both' ? ['red', 'black'] : [ev.side];
  const letter = { reminder: 'a', warning: 'b', loss: 'c', disqualification: 'd', expulsion: 'e' }[ev.level];
  const article =
    ev.article ??
    (ev.side === 'both' && ev.level !== 'reminder' && ev.level !== 'warning' ? '15.7b' : `16.1${letter}`);
  const who = ev.side === 'both' ? 'Cả hai đấu thủ' : vi(ev.side);
  const whoEn = ev.side === 'both' ? 'Both players' : En(ev.side);
  if (ev.level === 'reminder' || ev.level === 'warning') {
    for (const s of sides) {
      if (ev.level === 'reminder') d[s].reminders++;
      else d[s].warnings++;
    }
    return answer(d, before, 'sanction', {
      code: 'sanction',
      accepted: true,
      side: ev.side === 'both' ? null : ev.side,
      article,
      vi: `${who}: ${PENALTY_NAMES[ev.level].vi} (${article}).`,
      en: `${whoEn}: ${PENALTY_NAMES[ev.level].en} (${article}).`,
      penalty: ev.level,
    });
  }
  const reason = ev.level === 'loss' ? 'penalty' : ev.level;
  const v = ev.level === 'loss' ? 'vi phạm luật bị xử thua' : `bị ${PENALTY_NAMES[ev.level].vi}`;
  const e =
    ev.level === 'loss' ? 'broke the law and is ruled lost' : `is given ${PENALTY_NAMES[ev.level].en}`;
  const res =
    ev.side === 'both'
      ? bothLose(
          reason,
          article,
          `Cả hai đấu thủ cùng vi phạm lỗi nặng`,
          'Both players committed a serious offence',
        )
      : // The game is lost under 7.1l ("Đối phương vi phạm luật bị xử thua"); the ruling cites 16.1.
        lossOf(ev.side, reason, ev.article ?? '7.1l', `${vi(ev.side)} ${v}`, `${En(ev.side)} ${e}`);
  return endWith(d, before, 'sanction', res, at, {
    code: 'sanction',
    side: ev.side === 'both' ? null : ev.side,
    article,
    penalty: ev.level,
  });
}
