// classifyOpening under fuzzing: hostile values never throw and answer a typed error; random
// legal games always get a code the classifiers name; a game and its left-right mirror (first
// move off the central file) get the same code, as both classifiers read a left-side start mirrored.

import { fc, test } from '@fast-check/vitest';
import { formatUci, Position } from '@xq/core';
import { formatMove } from '@xq/notation';
import { describe, expect } from 'vitest';
import { classifyOpening, ECCO_CODES } from './index';
import { wxfOnBoard } from './moves';

const hostile = fc.oneof(
  fc.anything(),
  fc.constant({ ['__proto__']: ['h2e2'] }),
  fc.array(fc.oneof(fc.string(), fc.constantFrom('h2e2', 'H2-E2', 'h9g7', 'i0i1', '__proto__', 'e0e1'))),
  fc.string(),
);

/** A random legal game of up to `n` plies: indices into the sorted legal moves. */
const game = (n: number) =>
  fc.array(fc.nat(), { maxLength: n }).map((picks) => {
    let pos = Position.initial();
    const moves: string[] = [];
    for (const p of picks) {
      const legal = pos.legalMoves().map(formatUci).sort();
      if (legal.length === 0) break;
      const m = legal[p % legal.length]!;
      moves.push(m);
      pos = pos.play(pos.legalMoves().find((x) => formatUci(x) === m)!);
    }
    return moves;
  });

const mirror = (m: string): string =>
  m.replace(/[a-i]/g, (f) => String.fromCharCode('a'.charCodeAt(0) + 'i'.charCodeAt(0) - f.charCodeAt(0)));

describe('classifyOpening (properties)', () => {
  test.prop([hostile, fc.oneof(fc.constant(undefined), fc.anything(), fc.record({ as: fc.anything() }))])(
    'hostile input and options: a result or a typed error, never a throw',
    (input, options) => {
      const r = classifyOpening(input as never, options as never);
      if (r.ok) expect(ECCO_CODES).toContain(r.value.code);
      else expect(['DB_OPENING_INPUT', 'DB_OPENING_MOVE', 'DB_OPENING_ILLEGAL']).toContain(r.error.code);
    },
  );

  test.prop([game(30)])("xqbase's reading differs from vschess's only in the deep checks", (moves) => {
    const a = classifyOpening(moves);
    const b = classifyOpening(moves, { as: 'xqbase' });
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok && a.value.code !== b.value.code) expect(moves.length).toBeGreaterThanOrEqual(10);
  });

  test.prop([game(30)])('a legal game has a named code', (moves) => {
    const r = classifyOpening(moves);
    expect(r.ok && ECCO_CODES.includes(r.value.code)).toBe(true);
  });

  test.prop([game(24).filter((g) => g.length > 0 && g[0]![0] !== 'e')])(
    'a game and its mirror have the same code',
    (moves) => {
      const a = classifyOpening(moves);
      const b = classifyOpening(moves.map(mirror));
      expect(a.ok && b.ok && a.value.code === b.value.code).toBe(true);
    },
  );

  test.prop([game(24)])('ICCS upper case with a dash reads the same', (moves) => {
    const a = classifyOpening(moves);
    const b = classifyOpening(moves.map((m) => `${m.slice(0, 2)}-${m.slice(2)}`.toUpperCase()));
    expect(b).toEqual(a);
  });

  test.prop([game(60)])(
    "the board's WXF is @xq/notation's (H as N, E as B), but for a piece sharing its file with one of its kind",
    (moves) => {
      let pos = Position.initial();
      for (const m of moves) {
        const move = pos.legalMoves().find((x) => formatUci(x) === m)!;
        const mine = wxfOnBoard(pos.toBoard().squares, move.from, move.to);
        const theirs = formatMove(pos, move, 'wxf').replace('H', 'N').replace('E', 'B');
        // A position sign where the file is: a move no rule names, written X??? on the board.
        if (/^[A-Z][1-9]/.test(theirs)) expect(mine).toBe(theirs);
        else expect(mine).toBe(`${theirs.replace(/[^A-Z]/g, '')[0]}???`);
        pos = pos.play(move);
      }
    },
  );
});
