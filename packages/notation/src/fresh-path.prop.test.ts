import { test } from '@fast-check/vitest';
import { type Move, Position, type Role } from '@xq/core';
import fc from 'fast-check';
import { expect } from 'vitest';
import { crowdedPosition, playoutPosition } from './arbitraries.test-util';
import { readCoord } from './coord';
import { formatLegal, formatMove, parseMove, readMove } from './move';
import type { Notation } from './notations';
import { type Direction, describe, fileIndex, type PositionView } from './relative';

// The short paths of single calls (a position fresh from its FEN, one move tested at a time,
// plain texts read without the patterns) against the full path: the list of legal moves.

/** The position as read again from its FEN: the board that single calls get. */
function fresh(pos: Position): Position {
  const r = Position.fromFen(pos.fen(), { mode: 'lenient' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A view of `pos` that answers legality from its list of legal moves (the full path). */
function fullView(pos: Position): PositionView {
  const legal = pos.legalMoves();
  return {
    turn: pos.turn,
    fullmoves: pos.fullmoves,
    piece: (s) => pos.piece(s),
    isLegal: (m) => legal.some((l) => l.from === m.from && l.to === m.to),
    fen: () => pos.fen(),
  };
}

const arbPos = fc.oneof(playoutPosition(100), crowdedPosition);
const NOTATIONS: readonly Notation[] = ['wxf', 'vi', 'asian', 'vi-long', 'chinese', 'coord', 'ucci', 'iccs'];

test.prop([arbPos], { numRuns: 30 })(
  'every legal move: the same text on a fresh position and on the full view, read back to it, one text per move',
  (start) => {
    const pos = fresh(start);
    const full = fullView(start);
    const moves = pos.legalMoves();
    // The same moves (a position reached by play lists them in another order).
    const byPoints = (a: Move, b: Move) => a.from - b.from || a.to - b.to;
    expect([...moves].sort(byPoints)).toEqual(start.legalMoves().sort(byPoints));
    for (const n of NOTATIONS) {
      const texts = new Set<string>();
      for (const m of moves) {
        const text = formatMove(pos, m, n);
        expect(formatLegal(full, m, n, {})).toBe(text);
        expect(parseMove(pos, text, n)).toEqual({ ok: true, value: m });
        texts.add(text);
      }
      expect(texts.size).toBe(moves.length);
    }
  },
);

const LETTERS: Record<Notation, Partial<Record<Role, string>>> = {
  wxf: { king: 'K', advisor: 'A', elephant: 'E', horse: 'H', rook: 'R', cannon: 'C', pawn: 'P' },
  vi: { king: 'Tg', advisor: 'S', elephant: 'T', horse: 'M', rook: 'X', cannon: 'P', pawn: 'B' },
  asian: { king: 'Tg', advisor: 'S', elephant: 'T', horse: 'M', rook: 'X', cannon: 'P', pawn: 'B' },
  chinese: { king: '帥', advisor: '仕', elephant: '相', horse: '馬', rook: '車', cannon: '炮', pawn: '兵' },
} as Record<Notation, Partial<Record<Role, string>>>;
const SIGNS: Record<string, Record<Direction, string>> = {
  wxf: { forward: '+', backward: '-', sideways: '.' },
  vi: { forward: '.', backward: '/', sideways: '-' },
  asian: { forward: '+', backward: '.', sideways: '=' },
  chinese: { forward: '進', backward: '退', sideways: '平' },
};
const ROLES: readonly Role[] = ['king', 'advisor', 'elephant', 'horse', 'rook', 'cannon', 'pawn'];
const DIRS: readonly Direction[] = ['forward', 'backward', 'sideways'];

/**
 * What the plain form (role, relative file, direction, value) names, from the legal-move list:
 * the moves of the mover's pieces of that role on that file whose direction and value are
 * those, in the order of their squares (front first for WXF pawns, whose plain digit on a file
 * of 3 or 5 is the middle one when it can make the move).
 */
function expected(pos: Position, role: Role, rel: number, dir: Direction, value: number, wxfPawn: boolean) {
  const color = pos.turn;
  const file = fileIndex(color, rel);
  const fits = (m: Move) => {
    const p = pos.piece(m.from)!;
    if (p.role !== role || m.from % 9 !== file) return false;
    const d = describe(color, role, m.from, m.to);
    return d.dir === dir && d.value === value;
  };
  let found = pos.legalMoves().filter(fits);
  if (wxfPawn) {
    if (color === 'red') found.sort((a, b) => b.from - a.from);
    let onFile = 0;
    for (let s = file; s < 90; s += 9) {
      const p = pos.piece(s);
      if (p?.color === color && p.role === 'pawn') onFile++;
    }
    if (onFile === 3 || onFile === 5) {
      const squares: number[] = [];
      for (let s = file; s < 90; s += 9) {
        const p = pos.piece(s);
        if (p?.color === color && p.role === 'pawn') squares.push(s);
      }
      const middle = squares[(squares.length - 1) / 2]!;
      const ofMiddle = found.filter((m) => m.from === middle);
      if (ofMiddle.length > 0) found = ofMiddle;
    }
  }
  return found;
}

test.prop(
  [
    arbPos,
    fc.array(
      fc.tuple(
        fc.constantFrom('wxf', 'vi', 'asian', 'chinese'),
        fc.constantFrom(...ROLES),
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom(...DIRS),
        fc.integer({ min: 1, max: 9 }),
      ),
      { minLength: 30, maxLength: 60 },
    ),
  ],
  { numRuns: 40 },
)(
  'plain texts: the short path reads what the legal-move list says, with the same errors as the full path',
  (start, cases) => {
    const pos = fresh(start);
    const full = fullView(start);
    const NUMERALS = '一二三四五六七八九';
    for (const [n, role, rel, dir, value] of cases) {
      const digit = (d: number) => (n === 'chinese' && start.turn === 'red' ? NUMERALS[d - 1]! : String(d));
      const text = LETTERS[n as Notation][role]! + digit(rel) + SIGNS[n]![dir] + digit(value);
      const got = parseMove(pos, text, n as Notation);
      // The same text through the patterns (a space first, trimmed or dropped) and on the full view.
      const padded = parseMove(pos, ` ${text}`, n as Notation);
      expect(readMove(full, text, n as Notation)).toEqual(got);
      expect(padded.ok ? padded.value : padded.error.code).toEqual(got.ok ? got.value : got.error.code);
      const want = expected(start, role, rel, dir, value, n === 'wxf' && role === 'pawn');
      if (want.length === 1) expect(got).toEqual({ ok: true, value: want[0] });
      else if (got.ok) expect.fail(`${text}: read as a move, ${want.length} legal moves fit`);
      else {
        expect(got.error.code).toBe(want.length === 0 ? 'MOVE_ILLEGAL' : 'MOVE_AMBIGUOUS');
        if (want.length > 1) expect(got.error.candidates).toEqual(want);
      }
    }
  },
);

/** Texts near the coordinate notation: random characters, and its parts with some left out or doubled. */
const arbCoordText = fc.oneof(
  fc.array(fc.constantFrom(...'TgSVXPMBaei019-x:+ '), { maxLength: 7 }).map((cs) => cs.join('')),
  fc
    .tuple(
      fc.constantFrom('Tg', 'T', 'S', 'V', 'X', 'P', 'M', 'B', 'g', ''),
      fc.constantFrom('', 'a', 'g', 'i', 'j'),
      fc.constantFrom('', '0', '9'),
      fc.constantFrom('', '-', 'x', ':', '--'),
      fc.constantFrom('e2', 'g9', 'a0', 'j1', '2', 'e'),
    )
    .map((parts) => parts.join('')),
);

test.prop([arbCoordText], {
  numRuns: 2000,
})('readCoord reads what the pattern of the coordinate notation reads', (t) => {
  const m = /^(Tg|[TSVXPMB])([a-i])?([0-9])?[-x:]?([a-i][0-9])$/u.exec(t);
  const ROLE: Record<string, Role> = {
    T: 'king',
    Tg: 'king',
    S: 'advisor',
    V: 'elephant',
    M: 'horse',
    X: 'rook',
    P: 'cannon',
    B: 'pawn',
  };
  expect(readCoord(t)).toEqual(
    m
      ? {
          role: ROLE[m[1]!],
          file: m[2] === undefined ? -1 : 'abcdefghi'.indexOf(m[2]),
          rank: m[3] === undefined ? -1 : Number(m[3]),
          to: 'abcdefghi'.indexOf(m[4]![0]!) + 9 * Number(m[4]![1]),
        }
      : undefined,
  );
});
