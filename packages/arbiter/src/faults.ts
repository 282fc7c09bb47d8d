// Recording faults (Điều 16.3 technical, 15.7b conduct): the count per kind, and the third that
// loses (7.1n; 7.1m for unrecorded moves).
import { end } from './draft';
import type { FaultKind } from './event';
import { faultLoss } from './results';
import type { FaultRecord } from './ruling';
import type { ArbiterResult } from './state';
import type { Draft } from './step';
import type { Penalty, Side } from './vocab';

/** One fault recorded: the record, whether it loses, and what the next fault of its kind brings. */
export interface FaultOutcome {
  record: FaultRecord;
  lost: boolean;
  next: Penalty;
}

/** Records one fault; the third of a kind loses (7.1n), the third for unrecorded moves too (7.1m). */
export function addFault(d: Draft, side: Side, kind: FaultKind, article: string): FaultOutcome {
  const r = d[side];
  if (kind === 'technical') {
    r.technical++;
    if (article === '11.3b') r.unrecorded++;
  } else r.conduct++;
  const count = kind === 'technical' ? r.technical : r.conduct;
  const lost = count >= 3 || (kind === 'technical' && article === '11.3b' && r.unrecorded >= 3);
  const next: Penalty = count + 1 >= 3 ? 'loss' : kind === 'technical' ? 'technical-fault' : 'conduct-fault';
  return { record: { side, kind, article, count }, lost, next };
}

/**
 * Records one fault of one side and, when it loses, ends the game at `at`: the result is `null`
 * while play goes on.
 */
export function charge(
  d: Draft,
  side: Side,
  kind: FaultKind,
  article: string,
  at: number,
): { fault: FaultOutcome; res: ArbiterResult | null } {
  const fault = addFault(d, side, kind, article);
  if (!fault.lost) return { fault, res: null };
  const res = faultLoss([side], kind, article === '11.3b' && d[side].unrecorded >= 3);
  end(d, res, at);
  return { fault, res };
}
