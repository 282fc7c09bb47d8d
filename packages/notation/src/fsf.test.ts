import { fc, test } from '@fast-check/vitest';
import { formatUci, isSquare, type Move, parseUci } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { formatFsfMove, fsfSquareName, parseFsfMove } from './fsf';

// Fairy-Stockfish numbers the ranks 1..10 where ICCS numbers them 0..9: the central cannon
// `h2e2` of ICCS is `h3e3` for Fairy-Stockfish (its UCI protocol and ffish's `legalMoves()` on
// the start position, https://github.com/fairy-stockfish/Fairy-Stockfish), red's king on `e1`,
// black's on `e10`.

describe('Fairy-Stockfish coordinates', () => {
  it('names the corner, king and cannon points', () => {
    expect([0, 4, 8, 81, 85, 89].map(fsfSquareName)).toEqual(['a1', 'e1', 'i1', 'a10', 'e10', 'i10']);
    expect(formatFsfMove({ from: 25, to: 22 })).toBe('h3e3');
    expect(parseFsfMove('h3e3')).toEqual({ ok: true, value: { from: 25, to: 22 } });
    expect(parseFsfMove(' a10a9 ')).toEqual({ ok: true, value: { from: 81, to: 72 } });
  });

  it('is ICCS with every rank one higher, for all 8,100 pairs of points', () => {
    const up = (iccs: string) => iccs.replace(/\d/g, (d) => String(Number(d) + 1));
    for (let from = 0; from < 90; from++)
      for (let to = 0; to < 90; to++) {
        const fsf = formatFsfMove({ from, to });
        const iccs = formatUci({ from, to });
        expect(fsf).toBe(`${up(iccs.slice(0, 2))}${up(iccs.slice(2))}`);
        expect(parseFsfMove(fsf)).toEqual({ ok: true, value: { from, to } });
      }
  });

  it('refuses ranks 0 and 11, files past i, upper case, ICCS dashes and long text', () => {
    for (const text of ['h0e0', 'a11a10', 'j1j2', 'H3E3', 'h3-e3', 'h3e', `h3e3${' '.repeat(100)}`]) {
      const r = parseFsfMove(text);
      expect(r.ok === false && r.error.code, text).toBe('MOVE_MALFORMED');
    }
    // The ICCS reader is the one for rank 0.
    expect(parseUci('h0e0').ok).toBe(true);
  });

  test.prop([fc.anything({ withNullPrototype: true })], { numRuns: 200 })(
    'a hostile argument: a typed error from the reader, a clear throw from the writers',
    (x) => {
      const r = parseFsfMove(x as string);
      if (typeof x !== 'string') expect(r.ok === false && r.error.code).toBe('MOVE_MALFORMED');
      if (!isSquare(x)) expect(() => fsfSquareName(x as number)).toThrow(/fsfSquareName: not a square/);
      const move = x as Move;
      const shaped = typeof x === 'object' && x !== null && !Array.isArray(x);
      if (!shaped) expect(() => formatFsfMove(move)).toThrow(TypeError);
      else if (!(isSquare(move.from) && isSquare(move.to)))
        expect(() => formatFsfMove(move)).toThrow(RangeError);
    },
  );

  it.each([null, undefined, Number.NaN, '__proto__', 'toString', 1.5, -1, 90])('a hostile value %s', (x) => {
    expect(parseFsfMove(x as string).ok).toBe(false);
    expect(() => fsfSquareName(x as number)).toThrow(RangeError);
    expect(() => formatFsfMove({ from: x as number, to: 4 })).toThrow(RangeError);
    expect(() => formatFsfMove(x as unknown as Move)).toThrow(/formatFsfMove|not a square/);
  });
});
