import { describe, expect, it } from 'vitest';
import { convertRecord, numbered } from './converter';
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
