// Random arbiter events for the property tests: an intent (random numbers) turned into an event
// that fits the current state (legal moves most of the time, touches of the pieces on the board,
// faults, claims, offers, seals, clock commands, sanctions, resignations).
import { formatUci, Position, squareName } from '@xq/core';
import fc from 'fast-check';
import { apply } from './apply';
import type { ArbiterEvent } from './event';
import { createArbiter } from './options';
import type { ArbiterState } from './state';

export type Intent = { kind: number; a: number; b: number; dt: number };
export const SIDES = ['red', 'black'] as const;

/** Turns an intent into an event for the current state (moves are legal most of the time). */
export function eventFor(s: ArbiterState, i: Intent, at: number): ArbiterEvent {
  const side = SIDES[i.a % 2]!;
  const pos = s.fen ? (Position.fromFen(s.fen) as { value: Position }).value : Position.initial();
  const legal = pos.legalMoves();
  switch (i.kind % 24) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
      if (legal.length === 0 || i.b % 10 === 0)
        return { type: 'move', move: formatUci({ from: i.a % 90, to: i.b % 90 }), at };
      return { type: 'move', move: formatUci(legal[i.b % legal.length]!), at };
    case 5:
      return {
        type: 'touch',
        side: i.b % 3 === 0 ? side : pos.turn,
        square: squareName(i.b % 90),
        at,
        ...(i.a % 7 === 0 ? { accidental: true } : {}),
      };
    case 6:
      return { type: 'fault', side, kind: i.b % 2 ? 'technical' : 'conduct', at };
    case 7:
      return { type: 'unrecorded', side, moves: 1 + (i.b % 6), at };
    case 8:
      return { type: 'claim', side, rule: i.b % 4 ? 'move-limit' : 'repetition', at };
    case 9:
      return { type: 'offer-draw', side, at };
    case 10:
      return { type: i.b % 2 ? 'accept-draw' : 'decline-draw', side, at };
    case 11:
      return legal.length && i.b % 2
        ? { type: 'seal', side: pos.turn, move: formatUci(legal[i.b % legal.length]!), at }
        : { type: 'seal', side, move: 'x', at };
    case 12:
      return i.b % 3 ? { type: 'unseal', at } : { type: 'unseal', explanation: 'h2e2', at };
    case 13:
      return { type: 'clock', command: i.b % 2 ? { type: 'pause', at } : { type: 'resume', at } };
    case 14:
      return {
        type: 'incident',
        side,
        kind: (['dropped-piece', 'clock-stopped', 'forgot-press', 'misconduct'] as const)[i.b % 4]!,
        at,
      };
    case 16:
      return {
        type: 'sanction',
        side: i.b % 5 === 0 ? 'both' : side,
        level: (['reminder', 'warning', 'loss', 'reminder', 'warning', 'disqualification'] as const)[
          i.b % 6
        ]!,
        at,
      };
    case 17:
      return { type: 'resign', side, at };
    case 18: {
      // Pieces that matter: the points a legal move leaves or reaches, one or two at once.
      const ends = legal.flatMap((m) => [m.from, m.to]).filter((q) => pos.piece(q) !== undefined);
      if (ends.length === 0) return { type: 'touch', square: squareName(i.b % 90), at };
      const one = squareName(ends[i.b % ends.length]!);
      return i.a % 4 === 0
        ? { type: 'touch', squares: [one, squareName(ends[(i.a >> 2) % ends.length]!)], at }
        : { type: 'touch', square: one, at };
    }
    case 20:
      return {
        type: 'irregular',
        kind: (['setup', 'colours-order', 'colours', 'colours'] as const)[i.b % 4]!,
        at,
      };
    case 21:
      return i.b % 3 === 0
        ? { type: 'restore', at }
        : { type: 'restore', ply: i.a % (s.moves.length + 2), kind: i.b % 2 ? 'illegal' : 'misplaced', at };
    case 22: {
      // A touch someone reports: the toucher, the opponent (admitted or not), the arbiter, a third party.
      const by = (['red', 'black', 'arbiter', 'coach', 'spectator'] as const)[i.b % 5]!;
      return { type: 'touch', side: pos.turn, square: squareName(i.a % 90), by, admitted: i.a % 2 === 0, at };
    }
    case 23:
      return i.b % 2
        ? {
            type: 'claim',
            side,
            rule: 'move-limit',
            by: (['team-leader', 'relative'] as const)[i.a % 2]!,
            at,
          }
        : { type: 'offer-draw', side, by: i.a % 3 ? side : 'coach', at };
    case 19:
      return { type: 'flag', side, reason: (['time', 'quota', 'late'] as const)[i.b % 3]!, at };
    default:
      return { type: 'clock', command: { type: 'adjust', at, side, deltaMs: (i.b % 5) * 1000 } };
  }
}

export const arbIntents = fc.array(
  fc.record({ kind: fc.nat(), a: fc.nat(), b: fc.nat(), dt: fc.integer({ min: 0, max: 90_000 }) }),
  { maxLength: 60 },
);

/** Every state of a random game from its intents, the fresh one first (a clock preset or none). */
export function statesOf(intents: readonly Intent[], clock: string | null): ArbiterState[] {
  let s = createArbiter({ moveLimit: { moves: 6 } });
  const out = [s];
  s = apply(s, clock === null ? { type: 'start', at: 1000 } : { type: 'start', at: 1000, clock }).state;
  out.push(s);
  let at = 1000;
  for (const i of intents) {
    at += i.dt;
    s = apply(s, eventFor(s, i, at)).state;
    out.push(s);
  }
  return out;
}
