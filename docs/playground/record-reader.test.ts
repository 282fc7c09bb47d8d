import { describe, expect, it } from 'vitest';
import { formatUci, INITIAL_FEN } from './deps';
import { readRecord, recordKind } from './record-reader';

const uci = (r: ReturnType<typeof readRecord>) =>
  r.ok ? r.value.moves.map(formatUci).join(' ') : r.error.code;

describe('readRecord', () => {
  it('tells DhtmlXQ, PGN and movetext apart by their text', () => {
    expect(recordKind('[DhtmlXQ][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][/DhtmlXQ]')).toBe('dhtmlxq');
    expect(recordKind('[Event "x"]\n\n1. C2.5 *')).toBe('pgn');
    expect(recordKind('1. P2-5 M8.7')).toBe('movetext');
  });

  it('reads a PGN game in Chinese notation with its tags and result', () => {
    const r = readRecord(
      '[Event "Final"]\n[Red "A"]\n[Black "B"]\n[Result "1-0"]\n\n1. 炮二平五 馬８進７ 2. 馬二進三 1-0',
    );
    expect(uci(r)).toBe('h2e2 h9g7 h0g2');
    if (!r.ok) return;
    expect(r.value).toMatchObject({ kind: 'pgn', fen: INITIAL_FEN, result: '1-0', games: 1 });
    expect(r.value.tags).toContainEqual(['Red', 'A']);
  });

  it('counts the games of a PGN file and reads the first', () => {
    const r = readRecord('[Event "1"]\n\n1. C2.5 *\n\n[Event "2"]\n\n1. P7+1 *\n');
    expect(uci(r)).toBe('h2e2');
    expect(r.ok && r.value.games).toBe(2);
  });

  it('reads a DhtmlXQ record (dpxq.com digits, x from the left and y from the top)', () => {
    // 7747: the cannon from x 7, y 7 (h2) to x 4, y 7 (e2); 7062: the horse h9 to g7.
    const r = readRecord(
      '[DhtmlXQ][DhtmlXQ_red]A[/DhtmlXQ_red][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][/DhtmlXQ]',
    );
    expect(uci(r)).toBe('h2e2 h9g7');
    expect(r.ok && r.value.kind).toBe('dhtmlxq');
    expect(r.ok && r.value.tags).toContainEqual(['Red', 'A']);
  });

  it('detects the notation of movetext and reads it from a given start', () => {
    const r = readRecord('1. P2-5 M8.7 2. M2.3 P2-4');
    expect(r).toMatchObject({ ok: true, value: { kind: 'movetext', notation: 'vi' } });
    const black = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1';
    const from = readRecord('h9g7 h0g2', black);
    expect(uci(from)).toBe('h9g7 h0g2');
    expect(from.ok && from.value.fen).toBe(black);
  });

  it("gives the reader's typed error, never a throw", () => {
    const illegal = readRecord('[DhtmlXQ][DhtmlXQ_movelist]77407062[/DhtmlXQ_movelist][/DhtmlXQ]');
    expect(illegal).toMatchObject({ ok: false, error: { code: 'DHTMLXQ_ILLEGAL' } });
    const bad = readRecord('[Event "x"]\n\n1. C2.5 H8+7 2. R1.2 *'); // the horse stands on h0
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message.startsWith('game 1:')).toBe(true);
    expect(readRecord('')).toMatchObject({ ok: false, error: { code: 'NOTATION_EMPTY' } });
    expect(readRecord('1. h2e2', 'not a fen')).toMatchObject({ ok: false });
    for (const text of ['[DhtmlXQ]', '[', '{', '1.', '__proto__', 'toString', '\u0000', '[FEN "x"]\n1. a'])
      expect(() => readRecord(text), text).not.toThrow();
  });
});
