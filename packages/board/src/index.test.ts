import { describe, expect, it } from 'vitest';
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
});
