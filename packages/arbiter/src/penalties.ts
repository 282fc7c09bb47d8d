// The events the arbiter's penalties answer: a fault (16.3, 15.7b), an incident with its own
// ladder (INCIDENT_LADDERS), and a sanction of the ladder of Điều 16.1.
import { answer, end, endWith } from './draft';
import { type FaultKind, INCIDENT_LADDERS } from './event';
import { addFault, charge } from './faults';
import { faultText, RESULT_TEXTS } from './phrases';
import { bothLose, faultLoss, lossOf, struckOff } from './results';
import type { FaultRecord } from './ruling';
import { RULING_TEXTS as T } from './ruling-texts';
import type { ArbiterResult, ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { ruling, says } from './texts';
import type { Penalty, Side } from './vocab';

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
    ...T.fault.recorded.say(texts, article, res),
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
  return answer(d, before, 'incident', {
    code: 'incident',
    accepted: true,
    side: ev.side,
    article: res?.article ?? ladder.article,
    ...T.incident.ladder.say(ev.side, ev.kind, n, step, ladder.article, res),
    faults,
    penalty: res ? 'loss' : step,
    next: res ? null : next,
    result: res,
  });
}

/** Gives a sanction: a reminder or warning is counted, the others end the game. */
export function sanction(d: Draft, before: ArbiterState, ev: EventOf<'sanction'>, at: number): Step {
  // 16.2: the table arbiter reminds, warns and punishes; disqualifying and striking a name are
  // the chief arbiter's (the second with the head of the organisers).
  if (ev.by === 'table-arbiter' && (ev.level === 'disqualification' || ev.level === 'expulsion')) {
    return {
      state: before,
      ruling: ruling('sanction', {
        code: 'sanction',
        accepted: false,
        side: ev.side === 'both' ? null : ev.side,
        ...says(T.sanction.noPower, ev.level),
      }),
    };
  }
  const sides: Side[] = ev.side === 'both' ? ['red', 'black'] : [ev.side];
  const letter = { reminder: 'a', warning: 'b', loss: 'c', disqualification: 'd', expulsion: 'e' }[ev.level];
  const article =
    ev.article ??
    (ev.side === 'both' && ev.level !== 'reminder' && ev.level !== 'warning' ? '15.7b' : `16.1${letter}`);
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
      ...T.sanction.counted.say(ev.side, ev.level, article),
      penalty: ev.level,
    });
  }
  const reason = ev.level === 'loss' ? 'penalty' : ev.level;
  const why = RESULT_TEXTS.sanction.say(ev.side, ev.level);
  const res =
    ev.side === 'both'
      ? bothLose(reason, article, why)
      : ev.level === 'expulsion'
        ? // 16.1e, 16.2: struck with his results, this game too: the opponent is given no win.
          struckOff(ev.side, ev.article ?? '16.1e', why)
        : // The game is lost under 7.1l ("Đối phương vi phạm luật bị xử thua"); the ruling cites 16.1.
          lossOf(ev.side, reason, ev.article ?? RESULT_TEXTS.sanction.article, why);
  return endWith(d, before, 'sanction', res, at, {
    code: 'sanction',
    side: ev.side === 'both' ? null : ev.side,
    article,
    penalty: ev.level,
  });
}
