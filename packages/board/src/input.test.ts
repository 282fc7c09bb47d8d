import { type Move, Position, parseSquare, type Square, squareName } from '@xq/core';
import { arbPosition } from '@xq/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describePick, describePoint } from './announce';
import { ORIENTATIONS, pointOf } from './geometry';
import { type Command, DRAG_THRESHOLD, type Input, press, react } from './input';
import { DEFAULT_OPTIONS, resolveOptions } from './options';
import { canPick } from './selection';
import { initialState, type State } from './state';

const sq = (name: string): Square => parseSquare(name)!;
const start = initialState(DEFAULT_OPTIONS, Position.initial());
const at = (state: State, patch: Partial<State>): State => ({ ...state, ...patch });
const down = (name: string, pointerId = 1, button = 0): Input => ({
  type: 'pointerdown',
  pointerId,
  button,
  hit: { name, place: pointOf(sq(name), 'red') },
});
const types = (commands: readonly Command[]) => commands.map((c) => c.type);

/** Carries out the commands that change the state (what the controller does), the rest ignored. */
function apply(state: State, commands: readonly Command[]): { state: State; moves: Move[] } {
  const moves: Move[] = [];
  for (const c of commands) {
    if (c.type === 'pressed') state = at(state, { pressed: c.pressed });
    else if (c.type === 'cursor') state = at(state, { cursor: c.square });
    else if (c.type === 'select') state = at(state, { selected: c.square });
    else if (c.type === 'drag') state = at(state, { drag: c.drag });
    else if (c.type === 'press') {
      const next = apply(state, press(state, c.square, c.pointerId, c.place));
      state = next.state;
      moves.push(...next.moves);
    } else if (c.type === 'play') {
      moves.push(c.move);
      state = at(state, { selected: undefined, position: state.position.play(c.move), cursor: c.move.to });
    }
  }
  return { state, moves };
}

describe('pointer input', () => {
  it('a press on a piece that may move focuses, moves the cursor, then is decided after the focus', () => {
    expect(react(start, down('h2'))).toEqual([
      { type: 'pressed', pressed: true },
      { type: 'prevent' },
      { type: 'focus' },
      { type: 'modality', by: 'pointer' },
      { type: 'cursor', square: sq('h2') },
      { type: 'press', square: sq('h2'), pointerId: 1, place: pointOf(sq('h2'), 'red') },
    ]);
    expect(press(start, sq('h2'), 1, { x: 390, y: 391 })).toEqual([
      { type: 'select', square: sq('h2') },
      { type: 'draw' },
      { type: 'announce', text: describePick(start.position, sq('h2'), 'en') },
      {
        type: 'drag',
        drag: { id: 1, from: sq('h2'), start: { x: 390, y: 391 }, moved: false, wasSelected: false },
      },
      { type: 'capture', pointerId: 1 },
    ]);
  });

  it('a press on the piece already selected is not announced again, and starts from its point without a place', () => {
    const selected = at(start, { selected: sq('h2') });
    const commands = press(selected, sq('h2'), 7, undefined);
    expect(types(commands)).toEqual(['select', 'draw', 'drag', 'capture']);
    expect(commands[2]).toEqual({
      type: 'drag',
      drag: { id: 7, from: sq('h2'), start: pointOf(sq('h2'), 'red'), moved: false, wasSelected: true },
    });
  });

  it('a press on a legal target of the selected piece plays it; elsewhere it drops the selection', () => {
    const selected = at(start, { selected: sq('h2') });
    expect(press(selected, sq('e2'), 1, undefined)).toEqual([
      { type: 'play', move: { from: sq('h2'), to: sq('e2') }, dragged: false },
    ]);
    expect(press(selected, sq('h8'), 1, undefined)).toEqual([
      { type: 'select', square: undefined },
      { type: 'draw' },
    ]);
    // Black's piece with red to move, and any piece on a board nobody may move.
    expect(types(press(start, sq('h7'), 1, undefined))).toEqual(['select', 'draw']);
    const none = at(start, { options: resolveOptions({ movable: 'none' }) });
    expect(types(press(none, sq('h2'), 1, undefined))).toEqual(['select', 'draw']);
  });

  it('ignores other buttons, a second press during a press, and places off the board', () => {
    expect(react(start, down('h2', 1, 2))).toEqual([]);
    const pressing = apply(start, react(start, down('h2'))).state;
    expect(pressing.drag).toBeDefined();
    expect(react(pressing, down('h0', 2))).toEqual([]);
    expect(
      react(start, {
        type: 'pointerdown',
        pointerId: 1,
        button: 0,
        hit: { name: null, place: { x: 0, y: 0 } },
      }),
    ).toEqual([]);
    expect(react(start, { type: 'click', hit: { name: 'z9', place: undefined } })).toEqual([]);
  });

  it('hits the point element named, else the point nearest the place', () => {
    const byPlace: Input = {
      type: 'pointerdown',
      pointerId: 1,
      button: 0,
      hit: { name: null, place: { x: pointOf(sq('h2'), 'red').x + 9, y: pointOf(sq('h2'), 'red').y - 9 } },
    };
    expect(react(start, byPlace)).toContainEqual({ type: 'cursor', square: sq('h2') });
    const named: Input = { type: 'click', hit: { name: 'e2', place: pointOf(sq('a0'), 'red') } };
    expect(react(start, named)[0]).toEqual({ type: 'cursor', square: sq('e2') });
    const black = at(start, { options: resolveOptions({ orientation: 'black' }) });
    const topLeft: Input = { type: 'click', hit: { name: undefined, place: { x: 40, y: 40 } } };
    expect(react(black, topLeft)[0]).toEqual({ type: 'cursor', square: sq('i0') });
  });

  it('a drag starts past the threshold, lifts the piece, follows the pointer and drops on a legal point', () => {
    const pressing = apply(start, react(start, down('h0'))).state;
    const from = pointOf(sq('h0'), 'red');
    const move = (dx: number, dy: number, pointerId = 1): Input => ({
      type: 'pointermove',
      pointerId,
      place: { x: from.x + dx, y: from.y + dy },
    });
    expect(react(pressing, move(DRAG_THRESHOLD - 1, 0))).toEqual([]);
    expect(react(pressing, move(30, 40, 2))).toEqual([]);
    expect(react(pressing, { type: 'pointermove', pointerId: 1, place: undefined })).toEqual([]);
    const lifting = react(pressing, move(3, 4));
    expect(lifting).toEqual([
      { type: 'drag', drag: { ...pressing.drag!, moved: true } },
      { type: 'lift', square: sq('h0') },
      { type: 'shift', dx: 3, dy: 4 },
    ]);
    const dragging = apply(pressing, lifting).state;
    expect(react(dragging, move(-50, -100))).toEqual([{ type: 'shift', dx: -50, dy: -100 }]);
    const g2 = pointOf(sq('g2'), 'red');
    expect(react(dragging, { type: 'pointerup', pointerId: 1, place: g2 })).toEqual([
      { type: 'drag', drag: undefined },
      { type: 'cursor', square: sq('g2') },
      { type: 'play', move: { from: sq('h0'), to: sq('g2') }, dragged: true },
    ]);
    // An illegal point, off the board or the same point: the piece goes back.
    for (const place of [pointOf(sq('h5'), 'red'), { x: -100, y: 0 }, from, undefined])
      expect(react(dragging, { type: 'pointerup', pointerId: 1, place })).toEqual([
        { type: 'drag', drag: undefined },
        { type: 'draw' },
      ]);
    expect(react(dragging, { type: 'pointerup', pointerId: 2, place: g2 })).toEqual([]);
  });

  it('a release in place keeps a new selection and drops one that was there before the press', () => {
    const place = pointOf(sq('h2'), 'red');
    const first = apply(start, react(start, down('h2'))).state;
    expect(react(first, { type: 'pointerup', pointerId: 1, place })).toEqual([
      { type: 'drag', drag: undefined },
    ]);
    const again = apply(
      at(first, { drag: undefined }),
      react(at(first, { drag: undefined }), down('h2')),
    ).state;
    expect(react(again, { type: 'pointerup', pointerId: 1, place })).toEqual([
      { type: 'drag', drag: undefined },
      { type: 'select', square: undefined },
      { type: 'draw' },
    ]);
  });

  it('a cancel forgets the press and the drag of its pointer', () => {
    const pressing = apply(start, react(start, down('h2'))).state;
    expect(react(pressing, { type: 'pointercancel', pointerId: 1 })).toEqual([
      { type: 'pressed', pressed: false },
      { type: 'drag', drag: undefined },
      { type: 'draw' },
    ]);
    expect(react(pressing, { type: 'pointercancel', pointerId: 9 })).toEqual([
      { type: 'pressed', pressed: false },
    ]);
  });

  it('the click after a press is the press’s; a click with no press picks like click-click', () => {
    const pressed = at(start, { pressed: true });
    expect(react(pressed, { type: 'click', hit: { name: 'e2', place: undefined } })).toEqual([
      { type: 'pressed', pressed: false },
    ]);
    const click = (name: string): Input => ({ type: 'click', hit: { name, place: undefined } });
    expect(react(start, click('h2'))).toEqual([
      { type: 'cursor', square: sq('h2') },
      { type: 'select', square: sq('h2') },
      { type: 'draw' },
      { type: 'announce', text: describePick(start.position, sq('h2'), 'en') },
    ]);
    const selected = at(start, { selected: sq('h2') });
    expect(react(selected, click('e2'))).toEqual([
      { type: 'cursor', square: sq('e2') },
      { type: 'play', move: { from: sq('h2'), to: sq('e2') }, dragged: false },
    ]);
    expect(react(selected, click('h2'))).toEqual([
      { type: 'cursor', square: sq('h2') },
      { type: 'select', square: undefined },
      { type: 'draw' },
    ]);
  });
});

describe('key input', () => {
  it('arrows move the cursor on the screen and say the point; the keys show the cursor', () => {
    const e0 = at(start, { cursor: sq('e0') });
    expect(react(e0, { type: 'keydown', key: 'ArrowUp' })).toEqual([
      { type: 'modality', by: 'keys' },
      { type: 'prevent' },
      { type: 'cursor', square: sq('e1') },
      { type: 'draw' },
      { type: 'announce', text: describePoint(start.position, sq('e1'), 'en') },
    ]);
    const black = at(e0, { options: resolveOptions({ orientation: 'black', lang: 'vi' }) });
    // With black at the bottom, e0 is on the top edge: up stays, right goes to d0.
    expect(react(black, { type: 'keydown', key: 'ArrowUp' })[2]).toEqual({
      type: 'cursor',
      square: sq('e0'),
    });
    const right = react(black, { type: 'keydown', key: 'ArrowRight' });
    expect(right[2]).toEqual({ type: 'cursor', square: sq('d0') });
    expect(right[4]).toEqual({ type: 'announce', text: 'd0, Sĩ Trắng' });
  });

  it('Enter and Space pick at the cursor, Escape drops the selection, other keys do nothing', () => {
    for (const key of ['Enter', ' ']) {
      const commands = react(at(start, { cursor: sq('h2') }), { type: 'keydown', key });
      expect(types(commands)).toEqual(['modality', 'prevent', 'select', 'draw', 'announce']);
    }
    const selected = at(start, { cursor: sq('e2'), selected: sq('h2') });
    expect(react(selected, { type: 'keydown', key: 'Enter' })).toEqual([
      { type: 'modality', by: 'keys' },
      { type: 'prevent' },
      { type: 'play', move: { from: sq('h2'), to: sq('e2') }, dragged: false },
    ]);
    expect(react(selected, { type: 'keydown', key: 'Escape' })).toEqual([
      { type: 'prevent' },
      { type: 'select', square: undefined },
      { type: 'draw' },
    ]);
    expect(react(start, { type: 'keydown', key: 'Escape' })).toEqual([]);
    for (const key of ['a', 'Tab', 'Shift', 'F5', '', 'toString', 'constructor', '__proto__'])
      expect(react(selected, { type: 'keydown', key })).toEqual([]);
  });
});

describe('input on random positions', () => {
  const arbName = fc.integer({ min: 0, max: 89 });

  it('two clicks play exactly the legal moves of pieces that may move, and nothing else', () => {
    fc.assert(
      fc.property(
        arbPosition(40),
        arbName,
        arbName,
        fc.constantFrom(...ORIENTATIONS),
        (position, from, to, orientation) => {
          const state = initialState(resolveOptions({ orientation }), position);
          const click = (s: Square): Input => ({
            type: 'click',
            hit: { name: null, place: pointOf(s, orientation) },
          });
          const first = apply(state, react(state, click(from)));
          expect(first.moves).toEqual([]);
          expect(first.state.selected).toBe(canPick(position, from, 'both') ? from : undefined);
          const second = apply(first.state, react(first.state, click(to)));
          const legal = canPick(position, from, 'both') && from !== to && position.isLegal({ from, to });
          expect(second.moves).toEqual(legal ? [{ from, to }] : []);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a press and a drag to any point play the same moves as two clicks', () => {
    fc.assert(
      fc.property(arbPosition(40), arbName, arbName, (position, from, to) => {
        const state = initialState(DEFAULT_OPTIONS, position);
        const pressed = apply(state, react(state, down(squareName(from))));
        const place = pointOf(to, 'red');
        const moved = apply(
          pressed.state,
          react(pressed.state, { type: 'pointermove', pointerId: 1, place }),
        );
        const dragged = apply(moved.state, react(moved.state, { type: 'pointerup', pointerId: 1, place }));
        const legal = canPick(position, from, 'both') && from !== to && position.isLegal({ from, to });
        expect([...pressed.moves, ...dragged.moves]).toEqual(legal ? [{ from, to }] : []);
      }),
      { numRuns: 150 },
    );
  });
});
