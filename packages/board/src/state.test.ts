import { INITIAL_FEN, Position, parseSquare, type Square } from '@xq/core';
import { arbPositionAndMove } from '@xq/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkState, DEFAULT_OPTIONS, resolveOptions } from './options';
import {
  checkSquare,
  dispatchingMove,
  followingMove,
  initialState,
  moveDetail,
  type State,
  withBoardState,
  withMove,
  withOptions,
} from './state';

const sq = (name: string): Square => parseSquare(name)!;
const start = initialState(DEFAULT_OPTIONS, Position.initial());
const h2e2 = { from: sq('h2'), to: sq('e2') };
const AFTER_H2E2 = Position.initial().play(h2e2);
// Red's rook on d4 checks the black king on d9, black to move.
const CHECKED = Position.fromFen('3k5/9/9/9/9/3R5/9/9/9/4K4 b - - 1 1');
const checked = (state: unknown) => {
  const r = checkState(state, (fen) => Position.fromFen(fen));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const set = (state: State, app: unknown) => {
  const c = checked(app);
  return withBoardState(state, c, followingMove(state, c));
};

describe('the state of a board', () => {
  it('starts with nothing marked or selected and the cursor on the king at the bottom', () => {
    expect(start).toMatchObject({ lastMove: undefined, selected: undefined, check: 'auto', drag: undefined });
    expect(start.cursor).toBe(sq('e0'));
    const black = initialState(resolveOptions({ orientation: 'black' }), Position.initial());
    expect(black.cursor).toBe(sq('e9'));
  });

  it('marks check automatically, always, never, or on the point the app names', () => {
    if (!CHECKED.ok) throw new Error(CHECKED.error.message);
    const inCheck = initialState(DEFAULT_OPTIONS, CHECKED.value);
    expect(checkSquare(inCheck)).toBe(sq('d9'));
    expect(checkSquare(start)).toBeUndefined();
    expect(checkSquare({ ...start, check: true })).toBe(sq('e0'));
    expect(checkSquare({ ...inCheck, check: false })).toBeUndefined();
    expect(checkSquare({ ...start, check: sq('a0') })).toBe(sq('a0'));
  });

  it('new options keep the rest and drop a selection the side may no longer pick', () => {
    const selected = { ...start, selected: sq('h2') };
    const dark = withOptions(selected, { theme: 'dark' });
    expect(dark.options.theme).toBe('dark');
    expect(dark.selected).toBe(sq('h2'));
    expect(withOptions(selected, { movable: 'black' }).selected).toBeUndefined();
    expect(() => withOptions(selected, { orientation: 'white' as never })).toThrow(TypeError);
    expect(selected.options).toBe(DEFAULT_OPTIONS);
  });

  it('a move made: the position after, the move marked, the cursor on its point', () => {
    const dispatching = dispatchingMove({ ...start, selected: sq('h2') }, h2e2, true);
    expect(dispatching).toMatchObject({
      selected: undefined,
      version: 1,
      dispatching: { move: h2e2, dragged: true },
      position: start.position,
    });
    const made = withMove(start, h2e2, AFTER_H2E2);
    expect(made.position.fen()).toBe(AFTER_H2E2.fen());
    expect(made).toMatchObject({ lastMove: h2e2, cursor: sq('e2') });
  });

  it('the move event tells the move in every form, the capture only when there is one', () => {
    const detail = moveDetail(Position.initial(), h2e2, AFTER_H2E2, 'Red: cannon h2 to e2');
    expect(detail).toEqual({
      from: 'h2',
      to: 'e2',
      fromSquare: sq('h2'),
      toSquare: sq('e2'),
      uci: 'h2e2',
      move: h2e2,
      piece: { color: 'red', role: 'cannon' },
      fenBefore: INITIAL_FEN,
      fen: AFTER_H2E2.fen(),
      announcement: 'Red: cannon h2 to e2',
    });
    expect('captured' in detail).toBe(false);
    const take = { from: sq('h2'), to: sq('h9') };
    expect(moveDetail(Position.initial(), take, Position.initial().play(take), '').captured).toEqual({
      color: 'black',
      role: 'horse',
    });
  });
});

describe("an app's set()", () => {
  it('a last move that leads to the new position follows (animated and announced); others do not', () => {
    const fen = AFTER_H2E2.fen();
    expect(followingMove(start, checked({ fen, lastMove: { from: 'h2', to: 'e2' } }))).toEqual(h2e2);
    expect(followingMove(start, checked({ fen, lastMove: { from: 'b2', to: 'e2' } }))).toBeUndefined();
    expect(followingMove(start, checked({ lastMove: { from: 'h2', to: 'e2' } }))).toBeUndefined();
    expect(followingMove(start, checked({ fen }))).toBeUndefined();
    const { state, animate } = set(start, { fen, lastMove: { from: 'h2', to: 'e2' } });
    expect(animate).toEqual(h2e2);
    expect(state).toMatchObject({ lastMove: h2e2, version: 1 });
  });

  it('does not animate again the move being dispatched when its piece was dragged', () => {
    const app = { fen: AFTER_H2E2.fen(), lastMove: h2e2 };
    expect(set(dispatchingMove(start, h2e2, true), app).animate).toBeUndefined();
    expect(set(dispatchingMove(start, h2e2, false), app).animate).toEqual(h2e2);
  });

  it('a new position clears the last move and the selection; the same position keeps them', () => {
    const marked = { ...withMove(start, h2e2, AFTER_H2E2), selected: sq('h9') };
    const other = set(marked, { fen: INITIAL_FEN }).state;
    expect(other).toMatchObject({ lastMove: undefined, selected: undefined });
    const same = set(marked, { fen: AFTER_H2E2.fen() }).state;
    expect(same).toMatchObject({ lastMove: h2e2, selected: sq('h9') });
    expect(set(marked, { fen: AFTER_H2E2.fen(), lastMove: null }).state).toMatchObject({
      lastMove: undefined,
      selected: undefined,
    });
  });

  it('replaces only the parts given, drops the press in progress, counts the version', () => {
    const pressing: State = {
      ...start,
      arrows: [{ from: 0, to: 9, brush: 'red' }],
      drag: { id: 1, from: sq('h2'), start: { x: 0, y: 0 }, moved: true, wasSelected: false },
    };
    const { state } = set(pressing, { check: 'e0', circles: [{ at: 'a0' }] });
    expect(state).toMatchObject({
      check: sq('e0'),
      circles: [{ at: 0, brush: 'green' }],
      arrows: [{ from: 0, to: 9, brush: 'red' }],
      drag: undefined,
      version: 1,
    });
    expect(state.position).toBe(start.position);
    expect(pressing.drag).toBeDefined();
  });

  it('on random positions: a legal last move follows exactly when the new fen is the position after it', () => {
    fc.assert(
      fc.property(arbPositionAndMove(50), fc.boolean(), ({ position, move }, right) => {
        const state = initialState(DEFAULT_OPTIONS, position);
        const after = position.play(move);
        const fen = right ? after.fen() : position.fen();
        const c = checked({ fen, lastMove: move });
        expect(followingMove(state, c)).toEqual(right ? move : undefined);
        const next = withBoardState(state, c, followingMove(state, c));
        expect(next.state.position.fen()).toBe(fen);
        expect(next.state.lastMove).toEqual(move);
        expect(next.animate).toEqual(right ? move : undefined);
        expect(state.position).toBe(position);
      }),
      { numRuns: 80 },
    );
  });
});
