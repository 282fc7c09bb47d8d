import { describe, expect, it } from 'vitest';
import { convertDetected, convertFile, convertRecord, numbered } from './converter';
import { notation } from './deps';
import { CODECS } from './notation-bridge';

const GAME = '1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7';

describe('convertRecord', () => {
  it('round-trips a game through every notation offered', () => {
    for (const codec of CODECS) {
      const there = convertRecord(GAME, 'ucci', codec.id);
      expect(there.ok, codec.id).toBe(true);
      if (!there.ok) continue;
      const back = convertRecord(there.text, codec.id, 'ucci');
      expect(back, codec.id).toEqual({
        ok: true,
        text: '1. h2e2 h9g7\n2. h0g2 i9h9\n3. i0h0 b9c7',
        moves: there.moves,
      });
    }
  });

  it('reads bare scoresheet numbers, results and comments', () => {
    const r = convertRecord('1 h2e2 {central cannon} h9g7 2 h0g2 1-0', 'ucci', 'fsf');
    expect(r).toMatchObject({ ok: true, text: '1. h3e3 h10g8\n2. h1g3' });
  });

  it('stops at the first move that does not fit, naming it', () => {
    const r = convertRecord('h2e2 h9g7 h2e2', 'ucci', 'ucci');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message.startsWith("move 3 'h2e2'")).toBe(true);
  });

  it('reports a bad start position', () => {
    const r = convertRecord('h2e2', 'ucci', 'ucci', '4k4/9/9/9/9/9/9/9/9/4K4 w');
    expect(r).toMatchObject({ ok: false });
  });

  it('starts from a FEN with black to move', () => {
    const r = convertRecord(
      'h9g7',
      'ucci',
      'ucci',
      'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1',
    );
    expect(r).toMatchObject({ ok: true, text: '1. … h9g7' });
  });
});

describe('numbered', () => {
  it('numbers move pairs from the first move number', () => {
    expect(numbered(['a', 'b', 'c'], 'red', 5)).toBe('5. a b\n6. c');
    expect(numbered(['a', 'b'], 'black')).toBe('1. … a\n2. b');
    expect(numbered([], 'red')).toBe('');
  });
});

describe('convertDetected', () => {
  it('reads a pasted PGN game, detects it and writes it in another notation', () => {
    const pgn =
      '[Event "Final"]\n[Red "A"]\n[Black "B"]\n[Result "0-1"]\n\n1. 炮二平五 馬８進７ 2. 馬二進三 0-1\n';
    const r = convertDetected(pgn, 'ucci');
    expect(r).toMatchObject({ ok: true, text: '1. h2e2 h9g7\n2. h0g2' });
    if (r.ok) expect(r.info).toBe('PGN, 1 game · 3 plies · Red A · Black B · result 0-1');
  });

  it('reads a pasted DhtmlXQ record', () => {
    const r = convertDetected('[DhtmlXQ][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][/DhtmlXQ]', 'ucci');
    expect(r).toMatchObject({ ok: true, text: '1. h2e2 h9g7' });
  });

  it('detects the notation of bare moves', () => {
    const r = convertDetected('1. P2-5 M8.7 2. M2.3 X9-8', 'ucci');
    expect(r).toMatchObject({ ok: true, text: '1. h2e2 h9g7\n2. h0g2 i9h9' });
    if (r.ok) expect(r.info).toContain('notation vi');
  });

  it('gives the typed error of the reader', () => {
    expect(
      convertDetected('[DhtmlXQ][DhtmlXQ_movelist]7740[/DhtmlXQ_movelist][/DhtmlXQ]', 'ucci'),
    ).toMatchObject({
      ok: false,
      code: 'DHTMLXQ_ILLEGAL',
    });
    expect(convertDetected('hello', 'ucci')).toMatchObject({ ok: false });
  });
});

describe('convertFile', () => {
  const moves = [
    { from: 25, to: 22 },
    { from: 88, to: 69 },
  ]; // h2e2 h9g7
  it('reads an XQF and a CBR file by their bytes', () => {
    const game = notation.gameOf(moves, { tags: [['Red', 'A']] });
    for (const [bytes, kind] of [
      [notation.writeXqf(game), 'XQF'],
      [notation.writeCbr(game), 'CBR'],
    ] as const) {
      const r = convertFile(bytes, 'ucci');
      expect(r, kind).toMatchObject({ ok: true, text: '1. h2e2 h9g7', input: '' });
      if (r.ok) expect(r.info.startsWith(kind)).toBe(true);
    }
  });

  it('decodes a text file (a UTF-8 PGN) and reads it as pasted text', () => {
    const bytes = new TextEncoder().encode('[Event "x"]\n\n1. 炮二平五 馬８進７ *\n');
    const r = convertFile(bytes, 'ucci');
    expect(r).toMatchObject({ ok: true, text: '1. h2e2 h9g7' });
    expect(r.input.startsWith('[Event "x"]')).toBe(true);
  });

  it('refuses a library and junk with a typed error', () => {
    const library = notation.writeCbl([notation.gameOf(moves)]);
    expect(convertFile(library, 'ucci')).toMatchObject({ ok: false, code: 'RECORD_LIBRARY' });
    const junk = new Uint8Array(2048).fill(0x58);
    junk[1] = 0x51; // "XQ": an XQF magic with nothing after it
    expect(convertFile(junk, 'ucci').ok).toBe(false);
    expect(convertFile(new Uint8Array(0), 'ucci').ok).toBe(false);
  });
});
