// The reducer's working copy of a state, the game behind a state, and the step that finishes
// an event: everything the event handlers share besides the ruling texts.
import { type ClockState, apply as clockApply } from '@xq/clock';
import { Game, INITIAL_FEN, type Move, parseSquare } from '@xq/core';
import type { ArbiterEvent } from './event';
import type { ObligationView, Ruling } from './ruling';
import type { ArbiterResult, ArbiterState, Touch } from './state';
import type { Draft, Step } from './step';
import { type Parts, ruling } from './texts';
import { moveTexts, type Obligation, obligation } from './touch';

// The game behind a state, kept so that a move does not replay the whole game. The ply check
// makes a stale entry harmless: a game only ever moves forward.
export const games = new WeakMap<ArbiterState, Game>();

/** The game behind a state, from the cache or replayed from its moves. */
export function gameOf(s: ArbiterState): Game {
  const cached = games.get(s);
  if (cached && cached.ply === s.moves.length) return cached;
  const opts = { moveLimit: s.options.moveLimit, rules: s.options.rules };
  const g = Game.replay(s.start ?? INITIAL_FEN, s.moves, opts);
  if (!g.ok) throw new TypeError(`apply: the state's moves do not replay: ${g.error.message}`);
  games.set(s, g.value);
  return g.value;
}

/** A working copy of a state; the state itself is never changed. */
export function draft(s: ArbiterState): Draft {
  return {
    ...s,
    red: { ...s.red, incidents: { ...s.red.incidents } },
    black: { ...s.black, incidents: { ...s.black.incidents } },
  };
}

/** An obligation as a ruling shows it. */
export function view(o: Obligation | null): ObligationView | null {
  return o === null
    ? null
    : { clause: o.clause, simultaneous: o.simultaneous, moves: moveTexts(o), fault: o.fault };
}

/**
 * True when playing `move` in `g` repeats a position the repetition rulings forbid the mover
 * (Chương V: a perpetual check or a forbidden chase that loses). The game is played and taken
 * back, so it is left as it was.
 */
export function forbiddenByRepetition(g: Game, move: Move): boolean {
  const mover = g.position.turn;
  if (!g.play(move).ok) return false;
  // Only a third occurrence is judged (Chương V): the index of positions answers the rest at once.
  const o = g.repetitionCount() >= 3 ? g.outcome() : undefined;
  g.undo();
  return (
    o !== undefined &&
    (o.reason === 'perpetual-check' || o.reason === 'forbidden-repetition') &&
    o.winner !== mover
  );
}

/** The obligation of the touches standing in `g`'s position, the repetition rulings applied (9.1). */
export function obligationIn(g: Game, touches: readonly Touch[]): Obligation | null {
  if (touches.length === 0) return null;
  return obligation(g.position, touchGroups(touches), (m) => forbiddenByRepetition(g, m));
}

/** The touches standing, as the square groups {@link obligation} reads. */
export function touchGroups(touches: readonly Touch[]): number[][] {
  return touches.map((t) => t.squares.map((x) => parseSquare(x)!));
}

/** Whether a clock is there and still counts (running, paused or adjourned). */
export function isClockLive(c: ClockState | null): c is ClockState {
  return c !== null && (c.status === 'running' || c.status === 'paused' || c.status === 'adjourned');
}

/**
 * Ends the game: the result, and the clock stopped. A sealed move still in its envelope is
 * never opened (the game ended during the adjournment, 10.3), so it goes with the touches and
 * the draw offer: nothing of the unfinished turn stands.
 */
export function end(d: Draft, res: ArbiterResult, at: number): void {
  d.status = 'over';
  d.result = res;
  d.drawOffer = null;
  d.touches = [];
  d.sealed = null;
  if (isClockLive(d.clock)) {
    const step = clockApply(d.clock, { type: 'finish', at, reason: res.reason });
    d.clock = step.state;
  }
}

/**
 * Finishes an event that did not play a move: the draft becomes the new state (it keeps the
 * cached game), and the ruling shows the touch obligation still standing.
 */
export function done(d: Draft, before: ArbiterState, r: Ruling): Step {
  const s = d as ArbiterState;
  if (s.moves.length !== before.moves.length) return { state: s, ruling: r };
  const g = games.get(before);
  if (g && g.ply === s.moves.length) games.set(s, g);
  // Every ruling says what the law now requires of the player to move, while touches stand.
  if (r.obligation === null && s.status === 'playing' && s.touches.length > 0) {
    const o = obligationIn(gameOf(s), s.touches);
    return { state: s, ruling: { ...r, obligation: view(o) } };
  }
  return { state: s, ruling: r };
}

/** {@link done} with the ruling built from its parts. */
export function answer(d: Draft, before: ArbiterState, event: ArbiterEvent['type'], p: Parts): Step {
  return done(d, before, ruling(event, p));
}

/** Ends the game with `res` and answers with an accepted ruling that announces the result. */
export function endWith(
  d: Draft,
  before: ArbiterState,
  event: ArbiterEvent['type'],
  res: ArbiterResult,
  at: number,
  p: Pick<Parts, 'code' | 'side' | 'article' | 'penalty'>,
): Step {
  end(d, res, at);
  return answer(d, before, event, { ...p, accepted: true, vi: res.vi, en: res.en, result: res });
}
