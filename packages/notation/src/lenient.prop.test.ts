import { test } from '@fast-check/vitest';
import { type Move, Position } from '@xq/core';
import { arbHostile, arbPrototypeKey } from '@xq/test-utils';
import fc from 'fast-check';
import { describe, expect, test as unit } from 'vitest';
import { crowdedPosition, playoutPosition } from './arbitraries.test-util';
import { convert } from './convert';
import { detectNotation } from './detect';
import { parseMoveLenient } from './lenient';
import { formatLine } from './line';
import { formatMove, parseMove } from './move';
import { NOTATIONS } from './notations';
import { parsePgn } from './pgn';

const start = Position.initial();
const same = (a: Move, b: Move) => a.from === b.from && a.to === b.to;
/** What a hand changes when it types: no diacritics, any case, the other signs. */
const strip = (t: string) =>
  t.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gu, 'd').replace(/Đ/gu, 'D');

describe('parseMoveLenient reads what people type', () => {
  unit('case, missing diacritics, the long form and mixed signs read as one legal move', () => {
    for (const text of [
      'P2-5',
      'p2-5',
      'P2=5',
      'Phao 2 binh 5',
      'pháo 2 bình 5',
      'PHAO 2 BINH 5',
      'C2.5',
      'c2=5',
      'h2e2',
    ])
      expect([text, parseMoveLenient(start, text)]).toEqual([
        text,
        { ok: true, value: expect.objectContaining({ move: { from: 25, to: 22 } }) },
      ]);
    for (const text of ['m8+7', 'M8.7', 'ma 8 tien 7'])
      expect(parseMoveLenient(start, text).ok && parseMoveLenient(start, text)).toMatchObject({
        value: { move: { from: 1, to: 20 } },
      });
  });

  unit('two legal readings are refused with both as candidates; no reading keeps the strict error', () => {
    // Folded, "p2~2" is the cannon's forward or backward move on its own file: at the start only
    // forward (h2h4) is legal, so it is read.
    expect(parseMoveLenient(start, 'p2~2')).toMatchObject({
      ok: true,
      value: { move: { from: 25, to: 43 } },
    });
    expect(parseMoveLenient(start, 'p2 2')).toMatchObject({ ok: false, error: { code: 'MOVE_MALFORMED' } });
    // After P2.2 (h2h4) and M2.3 (b9c7) the cannon can go back 2 or on 2: "p2~2" folds to both.
    const after = start.play({ from: 25, to: 43 }).play({ from: 82, to: 65 });
    const b = parseMoveLenient(after, 'p2~2');
    expect(b.ok === false && b.error.code).toBe('MOVE_AMBIGUOUS');
    expect(b.ok === false && b.error.candidates?.length).toBe(2);
    expect(parseMoveLenient(start, 'P2.9').ok).toBe(false);
  });
});

describe('a lenient reading never changes the meaning of a strict one', () => {
  const check = (pos: Position, i: number, n: number) => {
    const moves = pos.legalMoves();
    if (moves.length === 0) return;
    const move = moves[i % moves.length]!;
    const notation = NOTATIONS[n % NOTATIONS.length]!;
    const text = formatMove(pos, move, notation);
    expect(parseMove(pos, text, notation)).toEqual({ ok: true, value: move });
    // With its notation named, the lenient reader answers what the strict one does.
    expect(parseMoveLenient(pos, text, notation)).toEqual({
      ok: true,
      value: { move, notation, folded: false },
    });
    // Typed loosely (no diacritics, lower case), it is the same move or refused with it a candidate.
    for (const loose of [strip(text), text.toLowerCase(), strip(text).toUpperCase()]) {
      const r = parseMoveLenient(pos, loose, notation);
      if (r.ok) expect(same(r.value.move, move), `${notation} "${loose}" in ${pos.fen()}`).toBe(true);
      else if (r.error.code === 'MOVE_AMBIGUOUS')
        expect(r.error.candidates?.some((c) => same(c, move))).toBe(true);
    }
  };
  test.prop([playoutPosition(), fc.nat(), fc.nat()], { numRuns: 80 })('random playouts', check);
  test.prop([crowdedPosition, fc.nat(), fc.nat()], { numRuns: 80 })('crowded positions', check);
  test.prop([fc.oneof(fc.string(), arbPrototypeKey(), arbHostile())], { numRuns: 200 })(
    'hostile text: a typed refusal, never a throw',
    (text) => {
      const r = parseMoveLenient(start, text as string);
      if (!r.ok) expect(['MOVE_MALFORMED', 'MOVE_ILLEGAL', 'MOVE_AMBIGUOUS']).toContain(r.error.code);
    },
  );
});

describe('detectNotation with the lenient fallback', () => {
  // A line written strictly in one notation is detected as that notation, or refused as
  // ambiguous among notations that all read it strictly (never moved to a lenient reading).
  test.prop([fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), fc.constantFrom(...NOTATIONS)])(
    'a strict line keeps its notation',
    (picks, notation) => {
      const moves: Move[] = [];
      let pos = start;
      for (const k of picks) {
        const legal = pos.legalMoves();
        if (legal.length === 0) break;
        const m = legal[k % legal.length]!;
        moves.push(m);
        pos = pos.play(m);
      }
      const text = formatLine(start, moves, notation);
      const r = detectNotation(text);
      if (r.ok) expect(r.value.notation).toBe(notation);
      else expect(r.error.code === 'NOTATION_AMBIGUOUS' && r.error.candidates).toContain(notation);
    },
  );
});

describe('what players type (issue 43)', () => {
  unit('a piece word or letter, spaces anywhere, a sign or a word, with or without diacritics', () => {
    const cases: [string, Move][] = [
      ['P 2-5', { from: 25, to: 22 }],
      ['P 2 - 5', { from: 25, to: 22 }],
      ['xe1.1', { from: 8, to: 17 }],
      ['Xe 1.1', { from: 8, to: 17 }],
      ['chot 7 tien 1', { from: 29, to: 38 }],
      ['tot 7 tan 1', { from: 29, to: 38 }],
      ['Binh 7 tiến 1', { from: 29, to: 38 }],
      ['ma 8 tien 7', { from: 1, to: 20 }],
      ['phao 2 binh 5', { from: 25, to: 22 }],
    ];
    for (const [text, move] of cases)
      expect([text, parseMoveLenient(start, text)]).toEqual([
        text,
        { ok: true, value: expect.objectContaining({ move }) },
      ]);
  });

  unit('a text no notation reads: "not a move in any notation", with every legal move as candidates', () => {
    for (const text of ['foo', 'hello world', 'Z9-9', '']) {
      const r = parseMoveLenient(start, text);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.code).toBe('MOVE_MALFORMED');
      expect(r.error.message).toContain('not a move in any notation');
      expect(r.error.candidates?.length).toBe(start.legalMoves().length);
    }
    // A Vietnamese move that reads, but fits no legal move, is illegal, not malformed.
    const x = parseMoveLenient(start, 'xe 1 tien 9');
    expect(x.ok ? 'ok' : x.error.code).toBe('MOVE_ILLEGAL');
  });

  unit('in a record, a move the strict reader finds illegal stays illegal, never read another way', () => {
    // R1.2: the rook on file 1 across to file 2, where the horse stands; folded, "r1~2" would fit R1+2.
    const [g] = parsePgn('1. C2.5 H8+7 2. R1.2 *', { notation: 'wxf' });
    expect(g!.ok ? 'ok' : [g!.error.code, g!.error.ply]).toEqual(['MOVE_ILLEGAL', 3]);
    const c = convert('1. C2.5 H8+7 2. R1.2', { from: 'wxf', to: 'vi' });
    expect(c.ok ? 'ok' : c.error.code).toBe('MOVE_ILLEGAL');
  });

  // A record every move of which parseMoveLenient reads, in one notation, is detected and converted.
  test.prop([
    fc.array(fc.nat(), { minLength: 1, maxLength: 10 }),
    fc.constantFrom('vi', 'vi-long'),
    fc.nat(3),
  ])(
    'a folded or lower-case Vietnamese record is detected and converted as parseMoveLenient reads it',
    (picks, notation, how) => {
      const loose = (t: string) =>
        how === 0
          ? strip(t)
          : how === 1
            ? t.toLowerCase()
            : how === 2
              ? strip(t).toLowerCase()
              : strip(t).toUpperCase();
      const moves: Move[] = [];
      const words: string[] = [];
      let pos = start;
      for (const k of picks) {
        const legal = pos.legalMoves();
        if (legal.length === 0) break;
        const m = legal[k % legal.length]!;
        const typed = loose(formatMove(pos, m, notation));
        // Read without a notation, as detection reads it: a text two notations read as different
        // moves (P8.1, forward in the Vietnamese signs, back in the Asian ones) ends the record.
        const r = parseMoveLenient(pos, typed);
        if (!r.ok || !same(r.value.move, m)) break;
        words.push(pos.turn === 'red' ? `${pos.fullmoves}. ${typed}` : typed);
        moves.push(m);
        pos = pos.play(m);
      }
      if (moves.length === 0) return;
      const text = words.join(' ');
      const d = detectNotation(text);
      expect(d.ok, `${text}: ${JSON.stringify(d)}`).toBe(true);
      const c = convert(text, { to: 'ucci' });
      expect(c, text).toEqual({ ok: true, value: formatLine(start, moves, 'ucci') });
    },
  );
});
