// Adjournment (Điều 10.3): the sealed move written by the player to move, and the envelope
// opened when play resumes.
import { apply as clockApply } from '@xq/clock';
import { type Game, type Move, parseUci } from '@xq/core';
import { answer, endWith, gameOf, isClockLive, obligationIn } from './draft';
import { play } from './moves';
import { RESULT_TEXTS } from './phrases';
import { lossOf } from './results';
import { RULING_TEXTS as T } from './ruling-texts';
import type { ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { says } from './texts';
import { allows, type Obligation } from './touch';

const MAX_SEAL = 500;

/** Whether the sealed move, opened now, is valid: legal and within the touch obligation. */
export function sealedMove(d: Draft, g: Game, text: string): { move: Move; o: Obligation | null } | null {
  const m = parseUci(text);
  if (!m.ok || !g.position.isLegal(m.value)) return null;
  const o = obligationIn(g, d.touches);
  return allows(o, m.value) ? { move: m.value, o } : null;
}

/** Seals the move of the player to move: the game is adjourned and its clock stops (10.3.1). */
export function seal(d: Draft, before: ArbiterState, ev: EventOf<'seal'>, at: number): Step {
  const side = ev.side ?? d.turn;
  if (side !== d.turn) {
    return answer(d, before, 'seal', {
      code: 'seal-refused',
      accepted: false,
      side,
      ...says(T['seal-refused'].notToMove, d.turn),
    });
  }
  d.status = 'adjourned';
  d.sealed = { side, move: ev.move.slice(0, MAX_SEAL) };
  if (isClockLive(d.clock) && d.clock.status === 'running') {
    d.clock = clockApply(d.clock, { type: 'adjourn', at, sealed: d.sealed.move }).state;
  }
  return answer(d, before, 'seal', {
    code: 'sealed',
    accepted: true,
    side,
    ...says(T.sealed.sealed, side, d.clock !== null),
  });
}

/** Opens the envelope: the sealed move is played, or explained (7.1i), or loses (10.3.2). */
export function unseal(d: Draft, before: ArbiterState, ev: EventOf<'unseal'>, at: number): Step {
  if (before.status !== 'adjourned' || d.sealed === null) {
    return answer(d, before, 'unseal', {
      code: 'refused',
      accepted: false,
      side: null,
      ...says(T.refused.notAdjourned),
      error: { code: 'ARBITER_NOT_ADJOURNED', message: 'the game is not adjourned' },
    });
  }
  const sealed = d.sealed;
  const game = gameOf(before);
  d.status = 'playing';
  d.sealed = null;
  if (d.clock?.status === 'adjourned') d.clock = clockApply(d.clock, { type: 'resume', at }).state;
  const ok = sealedMove(d, game, sealed.move);
  if (ok) return play(d, before, ok.move, ok.o, at, 'unseal', T.unsealed.opened.say());
  const explained = ev.explanation !== undefined ? sealedMove(d, game, ev.explanation) : null;
  if (explained) {
    return play(d, before, explained.move, explained.o, at, 'unseal', T.unsealed.explained.say(sealed.move));
  }
  const why = RESULT_TEXTS['sealed-move'];
  const res = lossOf(sealed.side, 'sealed-move', why.article, why.say(sealed.side, sealed.move));
  return endWith(d, before, 'unseal', res, at, {
    code: 'sealed-move-invalid',
    side: sealed.side,
    article: T['sealed-move-invalid'].result.article,
  });
}
