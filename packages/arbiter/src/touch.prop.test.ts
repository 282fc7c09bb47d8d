// Touch-move obligations against a slow reference written from the text of Điều 9.1–9.5 alone,
// over random positions (playouts) and random touch sequences, both for `obligation` and for the
// whole reducer (which moves it accepts, which cost a fault).
import { formatUci, type Position, squareName } from '@xq/core';
import { arbPosition } from '@xq/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import type { ArbiterEvent } from './event';
import { createArbiter } from './options';
import { obligation } from './touch';

type Verdict = { clause: string; allowed: Set<string> | 'any'; fault: boolean };

/**
 * The reference. Every candidate move is found by trying all 90 × 90 pairs of points. The law:
 * 9.1 "phải đi quân chạm trước tiên" / "Không thể xác định chạm quân nào trước thì được phép đi
 * một trong các quân đó"; 9.2 "phải ăn quân chạm trước"; 9.3 a→b→c→d and 9.4 a→b→c→d, each a
 * list of fallbacks tried in the order the law writes them; 9.5 "Cùng một lúc chạm quân của cả
 * hai bên thì bị xử theo Điều 9.4".
 */
function reference(pos: Position, touches: readonly (readonly number[])[]): Verdict | null {
  const me = pos.turn;
  const all: string[] = [];
  for (let from = 0; from < 90; from++) {
    for (let to = 0; to < 90; to++) if (pos.isLegal({ from, to })) all.push(`${from}-${to}`);
  }
  const fromOf = (m: string) => Number(m.split('-')[0]);
  const toOf = (m: string) => Number(m.split('-')[1]);
  // The first instant at which own pieces were touched, and the first for the opponent's.
  let mine: { at: number; squares: Set<number> } | null = null;
  let theirs: { at: number; squares: Set<number> } | null = null;
  touches.forEach((instant, at) => {
    const own = new Set(instant.filter((s) => pos.piece(s) && pos.piece(s)!.color === me));
    const opp = new Set(instant.filter((s) => pos.piece(s) && pos.piece(s)!.color !== me));
    if (!mine && own.size) mine = { at, squares: own };
    if (!theirs && opp.size) theirs = { at, squares: opp };
  });
  const M = mine as { at: number; squares: Set<number> } | null;
  const T = theirs as { at: number; squares: Set<number> } | null;
  const ownMoves = () => all.filter((m) => M!.squares.has(fromOf(m)));
  const captures = () => all.filter((m) => T!.squares.has(toOf(m)));
  const ownCaptures = () => ownMoves().filter((m) => T!.squares.has(toOf(m)));
  const chain = (steps: [string, () => string[]][], last: string): Verdict => {
    for (const [clause, f] of steps) {
      const moves = f();
      if (moves.length) return { clause, allowed: new Set(moves), fault: false };
    }
    return { clause: last, allowed: 'any', fault: true };
  };
  if (!M && !T) return null;
  if (M && !T) return chain([['9.1', ownMoves]], '9.1');
  if (T && !M) return chain([['9.2', captures]], '9.2');
  if (M!.at < T!.at) {
    return chain(
      [
        ['9.3a', ownCaptures],
        ['9.3b', ownMoves],
        ['9.3c', captures],
      ],
      '9.3d',
    );
  }
  return chain(
    [
      ['9.4a', ownCaptures],
      ['9.4b', captures],
      ['9.4c', ownMoves],
    ],
    '9.4d',
  );
}

// Touch sequences biased toward occupied points: pieces of both sides, sometimes empty points,
// sometimes several at one instant.
function arbCase() {
  return arbPosition(60)
    .filter((p) => p.outcome() === undefined)
    .chain((position) => {
      const occupied = [...Array(90).keys()].filter((s) => position.piece(s) !== undefined);
      const point = fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...occupied) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 89 }) },
      );
      const instant = fc.array(point, { minLength: 1, maxLength: 3 });
      // The two ends of a legal move (a capture when there is one), in either order: 9.3a, 9.4a.
      const legal = position.legalMoves();
      const caps = legal.filter((m) => position.isCapture(m));
      const ends = fc
        .tuple(fc.constantFrom(...(caps.length ? caps : legal)), fc.boolean())
        .map(([m, flip]) => (flip ? [[m.to], [m.from]] : [[m.from], [m.to]]));
      const touches = fc
        .tuple(fc.array(instant, { maxLength: 2 }), fc.option(ends), fc.array(instant, { maxLength: 2 }))
        .map(([a, b, c]) => [...a, ...(b ?? []), ...c]);
      return fc.record({ position: fc.constant(position), touches });
    });
}

describe('touch-move obligations (Điều 9.1–9.5) against the reference', () => {
  it('obligation() gives the reference’s clause, moves and fault', () => {
    fc.assert(
      fc.property(arbCase(), ({ position, touches }) => {
        const ref = reference(position, touches);
        const got = obligation(position, touches);
        if (ref === null) {
          expect(got).toBeNull();
          return;
        }
        expect(got?.clause).toBe(ref.clause);
        expect(got?.fault).toBe(ref.fault);
        const moves = got?.moves ?? null;
        if (ref.allowed === 'any') expect(moves).toBeNull();
        else expect(new Set(moves!.map((m) => `${m.from}-${m.to}`))).toEqual(ref.allowed);
      }),
      { numRuns: 150 },
    );
  });

  it('apply() accepts exactly the allowed moves, and records the fault of an unmet obligation', () => {
    fc.assert(
      fc.property(arbCase(), fc.nat(), ({ position, touches }, pick) => {
        let s = apply(createArbiter(), { type: 'start', fen: position.fen() }).state;
        const side = position.turn;
        for (const t of touches) {
          const ev: ArbiterEvent =
            t.length === 1
              ? { type: 'touch', side, square: squareName(t[0]!) }
              : { type: 'touch', side, squares: t.map(squareName) };
          s = apply(s, ev).state;
        }
        const ref = reference(position, touches);
        const legal = position.legalMoves();
        // One legal move at random and one allowed move (when any): each ruled as the law says.
        const candidates = [legal[pick % legal.length]!];
        if (ref && ref.allowed !== 'any') {
          const list = [...ref.allowed];
          const [from, to] = list[pick % list.length]!.split('-').map(Number);
          candidates.push({ from: from!, to: to! });
        }
        for (const m of candidates) {
          const step = apply(s, { type: 'move', move: formatUci(m) });
          const allowed = ref === null || ref.allowed === 'any' || ref.allowed.has(`${m.from}-${m.to}`);
          expect(step.ruling.accepted).toBe(allowed);
          expect(step.state.moves.length).toBe(allowed ? 1 : 0);
          expect(step.state.red.technical + step.state.black.technical).toBe(allowed && ref?.fault ? 1 : 0);
          if (!allowed) expect(step.ruling.article).toBe(ref.clause);
        }
      }),
      { numRuns: 80 },
    );
  });
});
