// A comment "{" or a variation "(" that is never closed is refused by every record reader, with
// where it opens: before, the rest of the record was silently read as the comment (issue 43).
import { Position } from '@xq/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert, convertPgn } from './convert';
import { parseDhtmlXQ } from './dhtmlxq';
import { parseLine } from './line';
import { parsePgn } from './pgn';

const start = Position.initial();

describe('an unclosed comment or variation is refused with its position', () => {
  it('parsePgn: PGN_UNCLOSED with the line and column in the file, the other games still read', () => {
    const file =
      '[Event "a"]\n\n1. P2-5 M8.7\n2. M2.3 {oops X9-8\n\n[Event "b"]\n\n1. P2-5 (1... M8.7 *\n\n[Event "c"]\n\n1. P2-5 *';
    const [a, b, c] = parsePgn(file, { notation: 'vi' });
    expect(a!.ok ? 'ok' : [a!.error.code, a!.error.line, a!.error.column, a!.error.game]).toEqual([
      'PGN_UNCLOSED',
      4,
      9,
      1,
    ]);
    expect(b!.ok ? 'ok' : [b!.error.code, b!.error.line, b!.error.column]).toEqual(['PGN_UNCLOSED', 8, 9]);
    expect(b!.ok ? '' : b!.error.message).toContain('never closed');
    expect(c!.ok).toBe(true);
    // Without a [Format] tag the notation is detected first: the same answer.
    expect(parsePgn('1. P2-5 {oops')[0]).toMatchObject({ ok: false, error: { code: 'PGN_UNCLOSED' } });
    expect(parsePgn('{ only a comment')[0]).toMatchObject({ ok: false, error: { code: 'PGN_UNCLOSED' } });
  });

  it('the first "(" that stays open is named; closed ones and a stray ")" are not', () => {
    const [g] = parsePgn('1. P2-5 (1... M8.7) M8.7 (1... P8-5 (2. M2.3) 2. M2.3', { notation: 'vi' });
    expect(g!.ok ? 'ok' : [g!.error.code, g!.error.column]).toEqual(['PGN_UNCLOSED', 26]);
    expect(parsePgn('1. P2-5 M8.7) *', { notation: 'vi' })[0]!.ok).toBe(true);
  });

  it('convert and convertPgn', () => {
    const r = convert('1. P2-5\n2. {never', { to: 'wxf' });
    expect(r.ok ? 'ok' : [r.error.code, 'line' in r.error && r.error.line]).toEqual(['CONVERT_UNCLOSED', 2]);
    const v = convert('1. C2.5 (1. H2+3', { from: 'wxf', to: 'vi' });
    expect(v.ok ? 'ok' : v.error.code).toBe('CONVERT_UNCLOSED');
    const p = convertPgn('[Event "x"]\n1. C2.5 (1. H2+3', { from: 'wxf', to: 'vi' });
    expect(p.errors.map((e) => e.code)).toEqual(['PGN_UNCLOSED']);
  });

  it('parseLine: MOVE_MALFORMED at the move where it opens', () => {
    const r = parseLine(start, '1. P2-5 M8.7 2. M2.3 { X9-8', 'vi');
    expect(r.ok ? 'ok' : [r.error.code, r.error.ply, r.error.message.includes('line 1, column 22')]).toEqual([
      'MOVE_MALFORMED',
      4,
      true,
    ]);
  });

  it('parseDhtmlXQ: a field opened and never closed is DHTMLXQ_MALFORMED with its line and column', () => {
    const ok =
      '[DhtmlXQ][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][DhtmlXQ_comment1]hi[/DhtmlXQ_comment1][/DhtmlXQ]';
    expect(parseDhtmlXQ(ok).ok).toBe(true);
    for (const bad of [
      '[DhtmlXQ]\n[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]\n[DhtmlXQ_comment1]hi\n[/DhtmlXQ]',
      '[DhtmlXQ]\n[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]\n[DhtmlXQ_comment1]hi[/DhtmlXQ_comment2]',
      '[DhtmlXQ]\n[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]\n[DhtmlXQ_comment1]a [b] c[/DhtmlXQ_comment1]',
    ]) {
      const r = parseDhtmlXQ(bad);
      expect(r.ok ? 'ok' : [r.error.code, r.error.line, r.error.column]).toEqual(['DHTMLXQ_MALFORMED', 3, 1]);
    }
    const m = parseDhtmlXQ('[DhtmlXQ][DhtmlXQ_movelist]7747');
    expect(m.ok ? 'ok' : [m.error.code, m.error.line, m.error.column]).toEqual(['DHTMLXQ_MALFORMED', 1, 10]);
  });

  it('any movetext cut after a "{" or a "(" is refused, never read as a shorter game', () => {
    const moves = '1. P2-5 M8.7 2. M2.3 X9-8 3. X1-2 M2.3 4. B7.1 P8-9';
    fc.assert(
      // Cut between two words (every space, and the end).
      fc.property(
        fc.constantFrom(...[...moves.matchAll(/ |$/gu)].map((m) => m.index)),
        fc.constantFrom('{', '('),
        (cut, open) => {
          // A "(" inside would replay the rest from the move before: only at the end.
          const at = open === '(' ? moves.length : cut;
          const text = `${moves.slice(0, at)} ${open}${moves.slice(at)}`;
          const [g] = parsePgn(text, { notation: 'vi' });
          expect(g!.ok ? 'ok' : g!.error.code).toBe('PGN_UNCLOSED');
          expect(g!.ok ? 0 : g!.error.column).toBe(at + 2);
        },
      ),
    );
  });
});
