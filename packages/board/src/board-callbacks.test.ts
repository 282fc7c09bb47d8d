import { INITIAL_FEN, type Move, Position } from '@xq/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BoardController, type MountOptions, mountBoard } from './board';
import { coordinateLabels } from './coordinates';
import { screenCell } from './geometry';
import { arbThrown, arbUnprintable } from './hostile.test-util';
import { react } from './input';
import type { BoardError, MoveEventDetail } from './options';
import { resolveOptions } from './options';
import { pieceLabel } from './piece-sets';
import { initialState } from './state';

// Held-out hostile probes of mountBoard: app callbacks that answer the wrong type or call back
// into the board (set(), destroy()), a host mounted twice, a board destroyed twice, a press held
// when the board left the document. The board's promises (board.ts, element.ts): an app
// callback that fails is reported by one `error` event with BOARD_CALLBACK_FAILED, the board as
// it was; nothing is thrown into the page.
//
// The tests run in Node, as the package's others do: here a stand-in for the part of the DOM a
// mounted board uses (elements with attributes and children, EventTarget for the events), and
// the DOM's brand check of a node (the nodeType getter of Node.prototype).

class StandInElement extends EventTarget {
  className = '';
  tabIndex = -1;
  textContent = '';
  readonly dataset: Record<string, string> = {};
  readonly classList = { add: () => {} };
  readonly attributes = new Map<string, string>();
  children: StandInElement[] = [];
  parent: StandInElement | undefined;
  constructor(readonly tag: string) {
    super();
  }
  get nodeType(): number {
    return 1;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, String(value));
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  appendChild(child: StandInElement): StandInElement {
    child.remove();
    child.parent = this;
    this.children.push(child);
    return child;
  }
  append(...nodes: StandInElement[]): void {
    for (const n of nodes) this.appendChild(n);
  }
  replaceChildren(...nodes: StandInElement[]): void {
    for (const c of this.children) c.parent = undefined;
    this.children = [];
    this.append(...nodes);
  }
  remove(): void {
    if (this.parent) this.parent.children = this.parent.children.filter((c) => c !== this);
    this.parent = undefined;
  }
  querySelector(): null {
    return null;
  }
  focus(): void {}
  getScreenCTM(): null {
    return null;
  }
}

beforeAll(() => {
  vi.stubGlobal('Node', StandInElement);
  vi.stubGlobal('document', {
    createElement: (tag: string) => new StandInElement(tag),
    createElementNS: (_: string, tag: string) => new StandInElement(tag),
  });
});
afterAll(() => vi.unstubAllGlobals());

const h2e2: Move = { from: 25, to: 22 };
const AFTER_H2E2 = Position.initial().play(h2e2).fen();
const OTHER = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1';

/** A host with a board, what it heard (errors, moves, onMove calls) and a way to click a point. */
function mounted(options: MountOptions = {}) {
  const host = new StandInElement('div');
  const errors: BoardError[] = [];
  const moves: MoveEventDetail[] = [];
  const onMoves: MoveEventDetail[] = [];
  host.addEventListener('error', (e) => errors.push((e as CustomEvent<BoardError>).detail));
  host.addEventListener('move', (e) => moves.push((e as CustomEvent<MoveEventDetail>).detail));
  const board = mountBoard(host as unknown as HTMLElement, {
    onMove: (d) => onMoves.push(d),
    ...options,
  });
  const root = board.root as unknown as StandInElement;
  const drawing = root.children.find((c) => c.tag === 'svg')!;
  /** A click on the point `name`, as the browser sends it (the event's target is the point). */
  const click = (name: string) => {
    const layer = drawing.children.at(-1)!;
    const point = layer.children.find((p) => p.getAttribute('data-square') === name)!;
    const event = new Event('click');
    Object.defineProperty(event, 'target', { value: point });
    drawing.dispatchEvent(event);
  };
  const play = (m: Move) => {
    const name = (s: number) => `${'abcdefghi'[s % 9]}${Math.floor(s / 9)}`;
    click(name(m.from));
    click(name(m.to));
  };
  return { host, board, errors, moves, onMoves, play };
}
const rootsOf = (host: StandInElement) => host.children.filter((c) => c.className === 'xqb').length;

describe('formatMove that answers something other than a string', () => {
  const WRONG: [string, () => unknown][] = [
    ['undefined', () => undefined],
    ['null', () => null],
    ['a number', () => 5],
    ['an object', () => ({ text: 'P2-5' })],
    ['a promise', () => Promise.resolve('P2-5')],
    ['a String object', () => new String('P2-5')],
  ];
  it.each(WRONG)(
    '%s: the move is made all the same, one BOARD_CALLBACK_FAILED error naming formatMove',
    (_, answer) => {
      // Old code: announced "Red: undefined" (or "[object Object]", "[object Promise]"); then, the
      // move was refused. An app's failing formatter never breaks a move (issue 43).
      const t = mounted({ formatMove: answer as never });
      t.play(h2e2);
      expect([t.board.fen, t.moves.length, t.onMoves.length]).toEqual([AFTER_H2E2, 1, 1]);
      expect(t.errors).toEqual([
        {
          code: 'BOARD_CALLBACK_FAILED',
          message: expect.stringMatching(/^formatMove returned \w+, not a string$/u),
        },
      ]);
      // set() with a last move to announce: shown the same way, the error reported again.
      const u = mounted({ formatMove: answer as never });
      const r = u.board.set({ fen: AFTER_H2E2, lastMove: h2e2 });
      expect(r.ok).toBe(true);
      expect(u.board.fen).toBe(AFTER_H2E2);
      expect(u.errors.length).toBe(1);
    },
  );
});

describe('app callbacks that call back into the board', () => {
  it('formatMove that calls set(): the state it set stays, the move of the old position is not made', () => {
    // Old code: the move of the position before set() was made over the state set, and announced.
    let board: BoardController | undefined;
    const t = mounted({
      formatMove: () => {
        expect(board!.set({ fen: OTHER }).ok).toBe(true);
        return 'P2-5';
      },
    });
    board = t.board;
    t.play(h2e2);
    expect(t.board.fen).toBe(OTHER);
    expect([t.moves.length, t.onMoves.length, t.errors.length]).toEqual([0, 0, 0]);
  });

  it('formatMove, a move listener or onMove that destroys the board: the move goes no further, nothing thrown', () => {
    for (const where of ['formatMove', 'move', 'onMove'] as const) {
      let board: BoardController | undefined;
      const t = mounted({
        ...(where === 'formatMove'
          ? {
              formatMove: () => {
                board!.destroy();
                return 'P2-5';
              },
            }
          : {}),
        ...(where === 'onMove' ? { onMove: () => board!.destroy() } : {}),
      });
      board = t.board;
      if (where === 'move') t.host.addEventListener('move', () => board!.destroy());
      expect(() => t.play(h2e2), where).not.toThrow();
      expect(rootsOf(t.host), where).toBe(0);
      // Old code: after a formatMove that destroyed the board, the move event still fired and
      // onMove still ran; after a move listener that did, onMove still ran.
      expect([t.moves.length, t.onMoves.length], where).toEqual(where === 'formatMove' ? [0, 0] : [1, 0]);
      expect(() => board!.destroy(), `${where}: destroyed twice`).not.toThrow();
    }
  });

  it('a move listener that calls set() inside set() inside the event: the last set() has the last word', () => {
    const t = mounted();
    t.host.addEventListener('move', () => {
      expect(t.board.set({ fen: OTHER }).ok).toBe(true);
    });
    t.play(h2e2);
    expect([t.board.fen, t.onMoves.length]).toEqual([OTHER, 1]);
  });
});

describe('onMove that answers a promise that rejects (an async callback that throws)', () => {
  it('is reported by one BOARD_CALLBACK_FAILED error event, the move made, nothing left unhandled', async () => {
    // Old code: the rejection went unhandled, into the page (an unhandledrejection).
    const unhandled: unknown[] = [];
    const listener = (e: unknown) => unhandled.push(e);
    process.on('unhandledRejection', listener);
    try {
      await fc.assert(
        fc.asyncProperty(arbThrown(), async (thrown) => {
          const t = mounted({ onMove: () => Promise.reject(thrown.make()) });
          t.play(h2e2);
          await new Promise((r) => setTimeout(r, 0));
          expect(t.board.fen).toBe(AFTER_H2E2);
          expect(t.errors.length).toBe(1);
          expect(t.errors[0]!.code).toBe('BOARD_CALLBACK_FAILED');
          expect(t.errors[0]!.message.startsWith('onMove threw: ')).toBe(true);
        }),
        { numRuns: 40 },
      );
      // A thenable whose `then` getter throws is reported too, not thrown into the page.
      const t = mounted({
        onMove: () =>
          Object.defineProperty({}, 'then', {
            get() {
              throw new Error('then');
            },
          }),
      });
      expect(() => t.play(h2e2)).not.toThrow();
      expect(t.errors.map((e) => e.code)).toEqual(['BOARD_CALLBACK_FAILED']);
    } finally {
      process.off('unhandledRejection', listener);
    }
    expect(unhandled).toEqual([]);
  });
});

describe('one board per host', () => {
  it('mounting again on a host that holds a board is a TypeError, the first board kept', () => {
    // Old code: a second board was drawn beside the first, both answering the host's events.
    const t = mounted();
    expect(() => mountBoard(t.host as unknown as HTMLElement)).toThrow(
      /^mountBoard: this host already holds a board/u,
    );
    expect(rootsOf(t.host)).toBe(1);
    t.play(h2e2);
    expect(t.moves.length).toBe(1);
    // Once destroyed, the host takes a new board; destroying the old one again leaves it be.
    t.board.destroy();
    const second = mountBoard(t.host as unknown as HTMLElement);
    t.board.destroy();
    expect(rootsOf(t.host)).toBe(1);
    expect(() => mountBoard(t.host as unknown as HTMLElement)).toThrow(TypeError);
    second.destroy();
    expect(rootsOf(t.host)).toBe(0);
  });
});

describe('a press held when the board left the document mid-drag', () => {
  // Taken out of the document during a drag, the board never hears that pointer's pointerup
  // (a touch's next press has a new pointerId). Old code: every later press was ignored while
  // the lost drag was held, the board dead to the pointer.
  const state = {
    ...initialState(resolveOptions(), Position.initial()),
    selected: 25,
    drag: { id: 7, from: 25, start: { x: 0, y: 0 }, moved: true, wasSelected: false },
  };
  const hit = { name: 'b0', place: undefined };
  it('a new primary pointer, or the same pointer pressed again, drops the lost drag and counts', () => {
    for (const input of [
      { type: 'pointerdown', pointerId: 8, button: 0, hit, primary: true },
      { type: 'pointerdown', pointerId: 7, button: 0, hit, primary: false },
    ] as const) {
      const commands = react(state, input);
      expect(commands[0]).toEqual({ type: 'drag', drag: undefined });
      expect(commands.some((c) => c.type === 'press' && c.square === 1)).toBe(true);
    }
  });
  it('a second finger while the first still drags is ignored, as before', () => {
    expect(react(state, { type: 'pointerdown', pointerId: 8, button: 0, hit, primary: false })).toEqual([]);
  });
});

describe('an option or argument of the wrong type whose text cannot be read', () => {
  // What String() cannot turn into text: it throws (a toString that throws, no prototype, a
  // proxy whose traps throw), or overflows the stack (an array nested 100,000 deep).
  const deepArray = () => {
    let a: unknown[] = [];
    for (let i = 0; i < 100_000; i++) a = [a];
    return a;
  };
  const value = fc.oneof(arbUnprintable(), fc.constant({ what: 'an array 100,000 deep', make: deepArray }));
  const OPTIONS = ['orientation', 'movable', 'pieces', 'coordinates', 'theme', 'lang', 'hints', 'animation'];
  it('is the documented TypeError naming the option or the function, never what reading it threw', () => {
    // Old code: the message was built with String(value), so the TypeError was replaced by the
    // value's own Error, a RangeError (Maximum call stack size exceeded) or a nameless TypeError.
    fc.assert(
      fc.property(value, fc.constantFrom(...OPTIONS), (v, key) => {
        // mountBoard, configure() and the element's properties all read their options here.
        expect(() => resolveOptions({ [key]: v.make() })).toThrow(
          new RegExp(`^${key} must be .*; got (an object|a function)$`, 'u'),
        );
        expect(() => coordinateLabels(v.make() as never, 'red')).toThrow(/^unknown coordinate style: /u);
        expect(() => coordinateLabels('iccs', v.make() as never)).toThrow(/^unknown orientation: /u);
        expect(() => pieceLabel({ color: 'red', role: 'rook' }, v.make() as never)).toThrow(
          /^unknown piece set: /u,
        );
        expect(() => pieceLabel(v.make() as never, 'traditional')).toThrow(TypeError);
        expect(() => screenCell(v.make() as never, 'red')).toThrow(/^not a square: /u);
      }),
      { numRuns: 60 },
    );
  });
});

describe('any sequence of input, set(), configure() and destroy(), with callbacks that misbehave', () => {
  const NAMES = Array.from({ length: 90 }, (_, s) => `${'abcdefghi'[s % 9]}${Math.floor(s / 9)}`);
  const FENS = [INITIAL_FEN, AFTER_H2E2, OTHER, 'not a fen', '__proto__', '4k4/9/9/9/9/9/9/9/9/4K4 w'];
  const behaviour = fc.constantFrom(
    'fine',
    'fine',
    'fine',
    'throws',
    'wrong type',
    'sets',
    'destroys',
    'configures',
  );
  // Clicks on any point, and on the points of moves often legal (h2 e2, b0 c2, h7 e7, b9 c7).
  const OFTEN = ['h2', 'e2', 'b0', 'c2', 'h7', 'e7', 'b9', 'c7'];
  const step = fc.oneof(
    fc.record({ kind: fc.constant('click' as const), at: fc.constantFrom(...NAMES) }),
    fc.record({ kind: fc.constant('click' as const), at: fc.constantFrom(...OFTEN) }),
    fc.record({ kind: fc.constant('play' as const), pair: fc.constantFrom(0, 2, 4, 6) }),
    fc.record({ kind: fc.constant('play' as const), pair: fc.constantFrom(0, 2, 4, 6) }),
    fc.record({
      kind: fc.constant('key' as const),
      key: fc.constantFrom(
        'ArrowUp',
        'ArrowDown',
        'ArrowLeft',
        'ArrowRight',
        'Enter',
        ' ',
        'Escape',
        'toString',
      ),
    }),
    fc.record({
      kind: fc.constant('pointer' as const),
      type: fc.constantFrom('pointerdown', 'pointermove', 'pointerup', 'pointercancel'),
      id: fc.integer({ min: 1, max: 3 }),
      at: fc.constantFrom(...NAMES),
      primary: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant('set' as const),
      fen: fc.constantFrom(...FENS),
      lastMove: fc.option(fc.record({ from: fc.nat(95), to: fc.constantFrom(22, 'e2', '__proto__') })),
    }),
    fc.record({
      kind: fc.constant('configure' as const),
      orientation: fc.constantFrom('red', 'black', 'toString'),
    }),
    fc.record({ kind: fc.constant('destroy' as const) }),
  );
  it('never throws into the page, reports only BOARD_ codes, shows a valid position, is silent once destroyed', () => {
    let made = 0;
    fc.assert(
      fc.property(
        behaviour,
        behaviour,
        fc.boolean(),
        fc.array(step, { maxLength: 25 }),
        (fm, om, cancel, steps) => {
          let board: BoardController | undefined;
          const misbehave = (how: string): unknown => {
            if (how === 'throws') throw new Error('app');
            if (how === 'wrong type') return 42;
            if (how === 'sets') board!.set({ fen: OTHER });
            if (how === 'destroys') board!.destroy();
            if (how === 'configures') board!.configure({ orientation: 'black' });
            return 'P2-5';
          };
          const t = mounted({ formatMove: () => misbehave(fm) as string, onMove: () => void misbehave(om) });
          board = t.board;
          t.host.addEventListener('move', (e) => {
            if (cancel) e.preventDefault();
          });
          const root = t.board.root as unknown as StandInElement;
          const drawing = root.children.find((c) => c.tag === 'svg')!;
          const pointOf = (name: string) =>
            drawing.children.at(-1)!.children.find((p) => p.getAttribute('data-square') === name)!;
          let destroyed = false;
          let movesAtDestroy = 0;
          const click = (at: string) => {
            const e = new Event('click', { cancelable: true });
            Object.defineProperty(e, 'target', { value: pointOf(at) });
            drawing.dispatchEvent(e);
          };
          for (const s of steps) {
            if (s.kind === 'play') {
              click(OFTEN[s.pair]!);
              click(OFTEN[s.pair + 1]!);
            } else if (s.kind === 'click' || s.kind === 'pointer') {
              const e = new Event(s.kind === 'click' ? 'click' : s.type, { cancelable: true });
              Object.defineProperty(e, 'target', { value: pointOf(s.at) });
              if (s.kind === 'pointer')
                Object.assign(e, {
                  pointerId: s.id,
                  button: 0,
                  isPrimary: s.primary,
                  clientX: 0,
                  clientY: 0,
                });
              drawing.dispatchEvent(e);
            } else if (s.kind === 'key') {
              const e = new Event('keydown', { cancelable: true });
              Object.assign(e, { key: s.key });
              root.dispatchEvent(e);
            } else if (s.kind === 'set') {
              const r = t.board.set({ fen: s.fen, lastMove: s.lastMove } as never);
              if (!r.ok) expect(r.error.code).toMatch(/^BOARD_/u);
            } else if (s.kind === 'configure') {
              try {
                t.board.configure({ orientation: s.orientation as never });
              } catch (e) {
                expect(s.orientation).toBe('toString');
                expect(e).toBeInstanceOf(TypeError);
              }
            } else t.board.destroy();
            if (rootsOf(t.host) === 0 && !destroyed) {
              destroyed = true;
              movesAtDestroy = t.moves.length;
            }
            expect(rootsOf(t.host)).toBeLessThanOrEqual(1);
            expect(Position.fromFen(t.board.fen).ok).toBe(true);
          }
          for (const e of t.errors) expect(e.code).toMatch(/^BOARD_/u);
          if (destroyed) expect(t.moves.length).toBe(movesAtDestroy);
          made += t.moves.length;
        },
      ),
      { numRuns: 300 },
    );
    // The runs reach the moves, not only refusals.
    expect(made).toBeGreaterThan(20);
  });
});
