import { INITIAL_FEN } from '@xq/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkState, DEFAULT_OPTIONS, resolveOptions, toSquare } from './options';
import { readFen } from './rules';

const read = readFen;

describe('options', () => {
  it('fills in the defaults and keeps the base for what is left out', () => {
    expect(resolveOptions()).toEqual(DEFAULT_OPTIONS);
    const black = resolveOptions({ orientation: 'black', pieces: 'vietnamese' });
    expect(resolveOptions({ theme: 'dark' }, black)).toMatchObject({
      orientation: 'black',
      pieces: 'vietnamese',
      theme: 'dark',
    });
  });

  it('throws a TypeError for an option outside its type', () => {
    expect(() => resolveOptions({ orientation: 'white' as never })).toThrow(TypeError);
    expect(() => resolveOptions({ movable: 'red-ish' as never })).toThrow(TypeError);
    expect(() => resolveOptions({ animation: -1 })).toThrow(TypeError);
    expect(() => resolveOptions({ animation: Number.NaN })).toThrow(TypeError);
    expect(() => resolveOptions({ hints: 'yes' as never })).toThrow(TypeError);
    expect(() => resolveOptions({ formatMove: 'wxf' as never })).toThrow(TypeError);
    expect(() => resolveOptions(null as never)).toThrow(TypeError);
  });

  it('reads squares as numbers or ICCS names', () => {
    expect(toSquare('h2')).toBe(25);
    expect(toSquare('I9')).toBe(89);
    expect(toSquare(0)).toBe(0);
    for (const bad of [90, -1, 1.5, Number.NaN, 'j0', 'h10', '', null, {}, '__proto__', 'toString'])
      expect(toSquare(bad)).toBeUndefined();
  });

  it('checks a whole state: fen, last move, check, arrows and circles', () => {
    const r = checkState(
      {
        fen: INITIAL_FEN,
        lastMove: { from: 'h2', to: 22 },
        check: 'e0',
        arrows: [{ from: 'a0', to: 'a1', brush: 'red' }],
        circles: [{ at: 4 }],
      },
      read,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.position?.fen()).toBe(INITIAL_FEN);
    expect(r.value.lastMove).toEqual({ from: 25, to: 22 });
    expect(r.value.check).toBe(4);
    expect(r.value.arrows).toEqual([{ from: 0, to: 9, brush: 'red' }]);
    expect(r.value.circles).toEqual([{ at: 4, brush: 'green' }]);
    expect(checkState({ lastMove: null }, read)).toEqual({ ok: true, value: { lastMove: null } });
  });

  it('refuses bad parts with a typed error, naming the FEN error of @xq/core', () => {
    const code = (state: unknown) => {
      const r = checkState(state, read);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code({ fen: 'x' })).toBe('BOARD_BAD_FEN');
    const rank = checkState({ fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w' }, read);
    expect(!rank.ok && rank.error.cause).toBe('FEN_BAD_RANK');
    // Kings facing each other: the side not to move is in check (Điều 4.1, the flying general).
    const kings = checkState({ fen: '4k4/9/9/9/9/9/9/9/9/4K4 w' }, read);
    expect(!kings.ok && kings.error).toEqual({
      code: 'BOARD_BAD_FEN',
      message: 'the side not to move is in check',
    });
    expect(code({ fen: 42 })).toBe('BOARD_BAD_FEN');
    expect(code({ lastMove: { from: 'h2' } })).toBe('BOARD_BAD_SQUARE');
    expect(code({ check: 'z9' })).toBe('BOARD_BAD_SQUARE');
    expect(code({ arrows: 'a0a1' })).toBe('BOARD_BAD_STATE');
    expect(code({ arrows: [{ from: 'a0', to: 'a1', brush: 'pink' }] })).toBe('BOARD_BAD_STATE');
    expect(code({ circles: [null] })).toBe('BOARD_BAD_SQUARE');
    expect(code({ arrows: Array.from({ length: 91 }, () => ({ from: 0, to: 1 })) })).toBe('BOARD_BAD_STATE');
    expect(code(null)).toBe('BOARD_BAD_STATE');
    expect(code([])).toBe('BOARD_BAD_STATE');
  });

  it('never throws on any state at all', () => {
    const junk = fc.oneof(
      fc.anything(),
      fc.constantFrom('__proto__', 'toString', null, Number.NaN, undefined),
    );
    fc.assert(
      fc.property(
        fc.record(
          {
            fen: fc.oneof(junk, fc.string(), fc.constant(INITIAL_FEN)),
            lastMove: fc.oneof(junk, fc.record({ from: junk, to: junk })),
            check: junk,
            arrows: fc.oneof(
              junk,
              fc.array(fc.record({ from: junk, to: junk, brush: junk }), { maxLength: 3 }),
            ),
            circles: fc.oneof(junk, fc.array(fc.record({ at: junk, brush: junk }), { maxLength: 3 })),
          },
          { requiredKeys: [] },
        ),
        (state) => {
          const r = checkState(state, read);
          expect(typeof r.ok).toBe('boolean');
          if (!r.ok) expect(r.error.code).toMatch(/^BOARD_/);
        },
      ),
      { numRuns: 200 },
    );
    for (const s of [undefined, 0, 'fen', Object.create(null), { __proto__: { fen: 1 } }])
      expect(() => checkState(s, read)).not.toThrow();
  });
});
