import { formatUci, Position } from '@xq/core';
import {
  type ArbiterEvent,
  type ArbiterOptionsInput,
  type ArbiterState,
  apply,
  createArbiter,
  type Ruling,
} from './index';

/** Applies events in order from a fresh arbiter: the final state and every ruling. */
export function run(
  events: readonly ArbiterEvent[],
  options: ArbiterOptionsInput = {},
): { state: ArbiterState; rulings: Ruling[]; last: Ruling } {
  return more(createArbiter(options), events);
}

/** Continues from a state. */
export function more(
  state: ArbiterState,
  events: readonly ArbiterEvent[],
): { state: ArbiterState; rulings: Ruling[]; last: Ruling } {
  const rulings: Ruling[] = [];
  for (const e of events) {
    const step = apply(state, e);
    state = step.state;
    rulings.push(step.ruling);
  }
  return { state, rulings, last: rulings[rulings.length - 1]! };
}

/** Red's horse on e1 is pinned on the e-file by the black rook on e3: it has no legal move. */
export const PINNED_HORSE = '3k5/9/9/9/9/9/4r4/9/4H4/4K4 w - - 0 1';

/**
 * A deterministic walk of `plies` moves from `fen` with no capture, no check and no position
 * seen before: the first such legal move each time (the test fails if the walk gets stuck).
 */
export function quietWalk(fen: string, plies: number): { moves: string[]; position: Position } {
  let pos = (Position.fromFen(fen) as { value: Position }).value;
  const seen = new Set<bigint>([pos.key]);
  const moves: string[] = [];
  for (let i = 0; i < plies; i++) {
    const m = pos
      .legalMoves()
      .find((x) => !pos.isCapture(x) && !seen.has(pos.play(x).key) && !pos.play(x).isCheck());
    if (!m) throw new Error(`the walk is stuck after ${i} plies`);
    pos = pos.play(m);
    seen.add(pos.key);
    moves.push(formatUci(m));
  }
  return { moves, position: pos };
}
