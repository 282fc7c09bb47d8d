// Who may raise what at the board: the players and the arbiter only. A touch reported, a claim
// or a draw offer raised by anyone else has no value (Điều 9.11c, 15.5a, 10.2.1b).

import { type ArbiterEvent, THIRD_PARTY_NAMES } from './event';
import { RULING_TEXTS } from './ruling-texts';
import type { ArbiterState } from './state';
import type { Step } from './step';
import { ruling } from './texts';

/** The refusal of an event a third party raised, with its article; `null` for the players' own. */
export function thirdParty(state: ArbiterState, ev: ArbiterEvent): Step | null {
  // A sanction's `by` is who gives it (16.2), checked where it is given.
  if (
    ev.type === 'sanction' ||
    !('by' in ev) ||
    ev.by === undefined ||
    ev.by === 'red' ||
    ev.by === 'black' ||
    ev.by === 'arbiter'
  ) {
    return null;
  }
  const article = ev.type === 'touch' ? '9.11c' : ev.type === 'claim' ? '15.5a' : '10.2.1b';
  return {
    state,
    ruling: ruling(ev.type, {
      code: 'third-party',
      accepted: false,
      side: ev.side ?? null,
      article,
      ...RULING_TEXTS['third-party'].noValue.say(THIRD_PARTY_NAMES[ev.by], article),
    }),
  };
}
