import { INITIAL_FEN } from '@xq/core';
import { arbHostile } from '@xq/test-utils';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineXqBoard, type XqBoardElement } from './element';

// <xq-board> before it is connected, in Node: a stand-in for the part of the DOM it uses
// (attributes that call attributeChangedCallback for the observed names, as the DOM does, and
// events). The element's promise: its `fen` attribute is absent or names the position shown;
// a refused value never stays on the element.

class StandInElement extends EventTarget {
  readonly #attributes = new Map<string, string>();
  getAttribute(name: string): string | null {
    return this.#attributes.get(name) ?? null;
  }
  hasAttribute(name: string): boolean {
    return this.#attributes.has(name);
  }
  setAttribute(name: string, value: string): void {
    const old = this.getAttribute(name);
    this.#attributes.set(name, String(value));
    this.#changed(name, old, String(value));
  }
  removeAttribute(name: string): void {
    const old = this.getAttribute(name);
    if (old === null) return;
    this.#attributes.delete(name);
    this.#changed(name, old, null);
  }
  #changed(name: string, old: string | null, value: string | null): void {
    const element = this as unknown as {
      constructor: { observedAttributes?: string[] };
      attributeChangedCallback?: (n: string, o: string | null, v: string | null) => void;
    };
    if (element.constructor.observedAttributes?.includes(name))
      element.attributeChangedCallback?.(name, old, value);
  }
}

const START = INITIAL_FEN;
const CHECKED = '3k5/9/9/9/9/3R5/9/9/9/4K4 b - - 1 1';
const FENS = [
  START,
  CHECKED,
  'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b',
  '3k5/9/9/9/9/3R5/9/9/9/4K4 b',
  'not a position',
  '',
  '9/9/9 w',
  '4k4/9/9/9/9/9/9/9/9/4K4 w',
  '__proto__',
];

describe('<xq-board> before it is connected', () => {
  let XqBoard: new () => XqBoardElement;
  beforeAll(() => {
    const registry = new Map<string, CustomElementConstructor>();
    vi.stubGlobal('HTMLElement', StandInElement);
    vi.stubGlobal('customElements', {
      get: (name: string) => registry.get(name),
      define: (name: string, c: CustomElementConstructor) => registry.set(name, c),
    });
    XqBoard = defineXqBoard('xq-stand-in') as unknown as new () => XqBoardElement;
  });
  afterAll(() => vi.unstubAllGlobals());

  it('keeps its fen attribute absent or naming the position shown, whatever is set and how', () => {
    const step = fc.oneof(
      fc.record({ by: fc.constant('attribute' as const), fen: fc.constantFrom(...FENS) }),
      fc.record({ by: fc.constant('remove' as const) }),
      fc.record({
        by: fc.constant('property' as const),
        fen: fc.oneof(fc.constantFrom(...FENS), arbHostile()),
      }),
      fc.record({ by: fc.constant('set' as const), fen: fc.oneof(fc.constantFrom(...FENS), arbHostile()) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const el = new XqBoard();
        const errors: string[] = [];
        el.addEventListener('error', (e) =>
          errors.push((e as unknown as CustomEvent<{ code: string }>).detail.code),
        );
        for (const s of steps) {
          const shown = el.fen;
          const had = el.getAttribute('fen');
          const errorsBefore = errors.length;
          if (s.by === 'attribute') el.setAttribute('fen', s.fen);
          else if (s.by === 'remove') el.removeAttribute('fen');
          else if (s.by === 'property') el.fen = s.fen as string;
          else el.set({ fen: s.fen as string });
          const attribute = el.getAttribute('fen');
          expect(
            attribute === null || attribute === el.fen,
            `${s.by} ${'fen' in s && typeof s.fen === 'string' ? s.fen : typeof ('fen' in s ? s.fen : '')}`,
          ).toBe(true);
          if (s.by === 'attribute' && errors.length > errorsBefore)
            // Refused: the position kept, the attribute back to it, or away when there was none.
            expect([el.fen, attribute]).toEqual([shown, had === null ? null : shown]);
        }
        expect(errors.every((c) => c === 'BOARD_BAD_FEN' || c === 'BOARD_BAD_STATE')).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('an error listener that writes the fen attribute again has the last word; the two still agree', () => {
    for (const again of [CHECKED, 'still not a position', null]) {
      const el = new XqBoard();
      let calls = 0;
      el.addEventListener('error', () => {
        if (calls++ > 0) return;
        if (again === null) el.removeAttribute('fen');
        else el.setAttribute('fen', again);
      });
      el.setAttribute('fen', 'not a position');
      const attribute = el.getAttribute('fen');
      expect(attribute === null || attribute === el.fen, String(again)).toBe(true);
      if (again === CHECKED) expect([el.fen, attribute]).toEqual([CHECKED, CHECKED]);
    }
  });
});
