import type { Move, Position } from '@xq/core';
import { arbPositionAndMove } from '@xq/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MoveFormatter } from './announce';
import { Controller } from './controller';
import { arbThrowingValue, arbThrown, arbUnprintable } from './hostile.test-util';
import { type BoardError, type MoveEventDetail, resolveOptions } from './options';
import type { Skeleton } from './skeleton';
import { initialState } from './state';
import { THROWN_TEXT_MAX } from './thrown';

// Issue 24, 43: an app callback that throws, whatever it throws, is reported by one `error`
// event with BOARD_CALLBACK_FAILED and nothing is thrown into the page; a `formatMove` that fails
// never breaks a move: the move is made and announced in the board's own words. The controller runs here without a
// DOM: the host is an EventTarget, drawing is left out, the live region a plain object.

function mounted(
  position: Position,
  formatMove?: MoveFormatter,
  onMove?: (detail: MoveEventDetail) => void,
): { board: Controller; errors: BoardError[]; moves: number[]; live: { textContent: string } } {
  const host = new EventTarget();
  const errors: BoardError[] = [];
  const moves: number[] = [];
  host.addEventListener('error', (e) => errors.push((e as CustomEvent<BoardError>).detail));
  host.addEventListener('move', () => moves.push(1));
  const live = { textContent: 'before' };
  const dom = { live } as unknown as Skeleton;
  const board = new Controller(
    initialState(resolveOptions({ formatMove }), position),
    dom,
    host as unknown as HTMLElement,
    onMove,
  );
  board.draw = () => {};
  return { board, errors, moves, live };
}

/**
 * The one error reported: a BOARD_CALLBACK_FAILED naming the callback (which threw, or answered
 * something other than a string), its message bounded.
 */
function reported(errors: readonly BoardError[], name: string): void {
  expect(errors.length).toBe(1);
  expect(errors[0]!.code).toBe('BOARD_CALLBACK_FAILED');
  expect(errors[0]!.message).toMatch(new RegExp(`^${name} (threw: |returned \\w+, not a string$)`, 'u'));
  expect(errors[0]!.message.length).toBeLessThanOrEqual(`${name} threw: `.length + THROWN_TEXT_MAX);
}

describe('an app callback that throws anything', () => {
  it('formatMove: the move is made all the same, announced without it, one error event', () => {
    fc.assert(
      fc.property(
        arbPositionAndMove(40),
        fc.oneof(
          arbThrown().map((t) => () => {
            throw t.make();
          }),
          // A formatter that answers a value whose text cannot be read.
          arbUnprintable().map((v) => () => v.make() as string),
        ),
        fc.boolean(),
        ({ position, move }, formatMove: MoveFormatter, dragged) => {
          const { board, errors, moves, live } = mounted(position, formatMove);
          board.update({ selected: move.from });
          board.setDrag({
            id: 1,
            from: move.from,
            start: { x: 0, y: 0 },
            moved: dragged,
            wasSelected: false,
          });
          board.play(move, dragged);
          // The same move on a board without formatMove: what it says is what this one says.
          const plain = mounted(position);
          plain.board.play(move, dragged);
          expect(board.state.position.fen()).toBe(position.play(move).fen());
          expect(board.state.lastMove).toEqual(move);
          expect([moves.length, live.textContent]).toEqual([1, plain.live.textContent]);
          expect(live.textContent).not.toBe('before');
          reported(errors, 'formatMove');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('formatMove in set(): the state is shown all the same, announced without it, one error event', () => {
    fc.assert(
      fc.property(arbPositionAndMove(40), arbThrown(), ({ position, move }, thrown) => {
        const { board, errors, live } = mounted(position, () => {
          throw thrown.make();
        });
        const after = position.play(move).fen();
        const r = board.set({ fen: after, lastMove: move, arrows: [] });
        expect(r.ok).toBe(true);
        expect(board.state.position.fen()).toBe(after);
        const plain = mounted(position);
        plain.board.set({ fen: after, lastMove: move, arrows: [] });
        expect(live.textContent).toBe(plain.live.textContent);
        reported(errors, 'formatMove');
      }),
      { numRuns: 100 },
    );
  });

  it('onMove: the move stands (the board and the move event agree), one error event', () => {
    fc.assert(
      fc.property(arbPositionAndMove(40), arbThrown(), ({ position, move }, thrown) => {
        const { board, errors, moves } = mounted(position, undefined, () => {
          throw thrown.make();
        });
        board.play(move, false);
        expect(board.state.position.fen()).toBe(position.play(move).fen());
        expect(board.state.lastMove).toEqual(move);
        expect(moves.length).toBe(1);
        reported(errors, 'onMove');
      }),
      { numRuns: 100 },
    );
  });
});

describe('set() never throws', () => {
  it('on a state, or a part of one, that throws when read: refused, the board unchanged', () => {
    const part = (m: Move) =>
      fc.constantFrom(
        (v: unknown) => v,
        (v: unknown) => ({ lastMove: v }),
        (v: unknown) => ({ arrows: [v] }),
        (v: unknown) => ({ circles: [{ at: 'e0', brush: v }] }),
        (v: unknown) => ({ lastMove: { from: m.from, to: v } }),
      );
    fc.assert(
      fc.property(
        arbPositionAndMove(20).chain((pm) => fc.tuple(fc.constant(pm), part(pm.move), arbThrowingValue())),
        ([{ position }, wrap, value]) => {
          const { board } = mounted(position);
          const before = board.state;
          const r = board.set(wrap(value.make()) as never);
          if (!r.ok) {
            expect(r.error.code).toMatch(/^BOARD_/u);
            expect(board.state).toBe(before);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
