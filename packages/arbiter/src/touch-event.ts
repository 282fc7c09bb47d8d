// The touch event (Điều 9): a touch that binds, an adjustment announced, an inadvertent touch.
import { parseSquare } from '@xq/core';
import { answer, gameOf, obligationIn, view } from './draft';
import { RULING_TEXTS as T } from './ruling-texts';
import type { ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { says } from './texts';
import type { Penalty } from './vocab';

/** Rules on a touch: what the player touching now must do, or why nothing binds. */
export function touch(d: Draft, before: ArbiterState, ev: EventOf<'touch'>): Step {
  const g = gameOf(before);
  const pos = g.position;
  const names = ev.squares ? [...new Set(ev.squares)] : [ev.square!];
  const pieces = names.filter((n) => pos.piece(parseSquare(n)!) !== undefined);
  const side = ev.side ?? d.turn;
  const current = () => obligationIn(g, d.touches);
  // 9.11a: a touch no side raises does not bind ("không bên nào đề nghị thì ván đấu vẫn diễn ra
  // bình thường, trọng tài không can thiệp"); the arbiter's own reminder of an inadvertent touch
  // (9.6) and an announced adjustment (9.5a) are not a touch raised against a player.
  if (ev.by === 'arbiter' && ev.accidental !== true && ev.adjust !== true) {
    return answer(d, before, 'touch', {
      code: 'touch-unproven',
      accepted: false,
      side,
      ...says(T['touch-unproven'].notRaised, side),
      obligation: view(current()),
    });
  }
  // 9.11b: a touch the opponent raises counts only when the toucher admits it or the arbiter saw
  // it (`seen`); an accusation alone is not penalised.
  if ((ev.by === 'red' || ev.by === 'black') && ev.by !== side && ev.admitted !== true && ev.seen !== true) {
    return answer(d, before, 'touch', {
      code: 'touch-unproven',
      accepted: false,
      side,
      ...says(T['touch-unproven'].accusation, ev.by, side),
      obligation: view(current()),
    });
  }
  if (pieces.length === 0) {
    return answer(d, before, 'touch', {
      code: 'no-piece',
      accepted: false,
      side,
      ...says(T['no-piece'].empty, names.join(', ')),
      obligation: view(current()),
    });
  }
  if (ev.adjust) {
    const mine = side === d.turn;
    return answer(d, before, 'touch', {
      code: mine ? 'adjusted' : 'adjust-refused',
      accepted: mine,
      side,
      ...says(mine ? T.adjusted.announced : T['adjust-refused'].notOwnTurn, side),
      obligation: view(current()),
    });
  }
  if (ev.accidental) {
    const r = d[side];
    r.accidental++;
    const n = r.accidental;
    if (n <= 2) {
      const penalty: Penalty = n === 1 ? 'reminder' : 'warning';
      return answer(d, before, 'touch', {
        code: 'accidental-touch',
        accepted: true,
        side,
        ...says(T['accidental-touch'].inadvertent, side, n, penalty),
        obligation: view(current()),
        penalty,
        next: n === 1 ? 'warning' : null,
      });
    }
  }
  const third = ev.accidental === true;
  if (side !== d.turn) {
    return answer(d, before, 'touch', {
      code: 'touch-no-obligation',
      accepted: true,
      side,
      ...T['touch-no-obligation'].notToMove.say(side),
      article: third ? '9.6' : T['touch-no-obligation'].notToMove.article,
      obligation: view(current()),
    });
  }
  // Only a touch of a colour not touched yet this turn can bind (the law binds the piece
  // touched first, 9.1–9.4): the others are answered but not kept, so the touches stored are
  // at most two and a long stream of touches costs no more per touch than the first.
  const colours = (squares: readonly string[]) => squares.map((n) => pos.piece(parseSquare(n)!)!.color);
  const bound = new Set(d.touches.flatMap((t) => colours(t.squares)));
  if (colours(pieces).some((c) => !bound.has(c))) d.touches = [...d.touches, { squares: pieces }];
  const o = current()!;
  return answer(d, before, 'touch', {
    code: 'touched',
    accepted: true,
    side,
    article: o.clause,
    ...T.touched.bound.say(side, o, third),
    obligation: view(o),
    next: o.fault ? (d[side].technical + 1 >= 3 ? 'loss' : 'technical-fault') : null,
  });
}
