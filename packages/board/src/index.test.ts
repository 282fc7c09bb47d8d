import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import * as board from './index';

describe('@xq/board in Node', () => {
  it('imports without a document and defines nothing', () => {
    expect(typeof globalThis.customElements).toBe('undefined');
    expect(board.defineXqBoard()).toBeUndefined();
    expect(typeof board.mountBoard).toBe('function');
  });

  it('refuses to mount without a document, with a TypeError', () => {
    expect(() => board.mountBoard({} as HTMLElement)).toThrow(TypeError);
  });

  it('refuses a host that is a node but not an element with the documented TypeError', () => {
    // A text node, a comment and a document have appendChild, and the DOM answers it with a
    // DOMException (HierarchyRequestError); mountBoard promises a TypeError before touching them.
    vi.stubGlobal('document', {
      createElement: () => {
        throw new Error('mountBoard drew before checking its host');
      },
    });
    try {
      const refuse = () => {
        throw new Error('HierarchyRequestError');
      };
      for (const nodeType of [3, 8, 9, 11]) {
        const node = { nodeType, appendChild: refuse } as unknown as HTMLElement;
        expect(() => board.mountBoard(node), `nodeType ${nodeType}`).toThrow(TypeError);
      }
      for (const junk of [null, undefined, 'div', 1, { appendChild: refuse }])
        expect(() => board.mountBoard(junk as never)).toThrow(/mountBoard needs an element/);
      // Any value that is not an element, prototype keys included, is the same TypeError.
      const host = fc.oneof(
        fc.anything(),
        fc.record({
          nodeType: fc.oneof(
            fc.anything().filter((x) => x !== 1),
            fc.constantFrom(3, 8, 9, 11),
          ),
          appendChild: fc.constant(refuse),
        }),
        fc.constantFrom(JSON.parse('{"__proto__":{"nodeType":1}}'), { toString: refuse, constructor: 1 }),
      );
      fc.assert(
        fc.property(host, (h) => {
          expect(() => board.mountBoard(h as never)).toThrow(/mountBoard needs an element/);
        }),
        { numRuns: 200 },
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("refuses what only looks like an element, by the DOM's brand check, and options of the wrong type", () => {
    // A DOM's Node.prototype.nodeType getter refuses what is not one of its nodes (a look-alike,
    // a proxy of an element: "Illegal invocation"); here a stand-in with the same rule.
    const nodes = new WeakSet<object>();
    class StandInNode {
      get nodeType(): number {
        if (!nodes.has(this)) throw new TypeError('Illegal invocation');
        return 1;
      }
      appendChild(): void {}
    }
    vi.stubGlobal('Node', StandInNode);
    vi.stubGlobal('document', {
      createElement: () => {
        throw new Error('mountBoard drew before checking its host and options');
      },
    });
    try {
      const element = new StandInNode();
      nodes.add(element);
      const lookAlikes = [
        { nodeType: 1, appendChild() {} },
        Object.create(StandInNode.prototype, { nodeType: { value: 1 } }),
        new StandInNode(),
        new Proxy(element, {}),
      ];
      for (const host of lookAlikes)
        expect(() => board.mountBoard(host as never)).toThrow(/mountBoard needs an element/);
      fc.assert(
        fc.property(
          fc.oneof(
            fc.record({ onMove: fc.anything().filter((x) => x != null && typeof x !== 'function') }),
            fc.record({ fen: fc.anything().filter((x) => x != null && typeof x !== 'string') }),
          ),
          (options) => {
            expect(() => board.mountBoard(element as never, options as never)).toThrow(
              /^(onMove must be a function|fen must be a string)$/,
            );
          },
        ),
        { numRuns: 100 },
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
