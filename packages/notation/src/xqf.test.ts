import { fc, test } from '@fast-check/vitest';
import { INITIAL_FEN } from '@xq/core';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from './game';
import { gameTag, mainLine } from './game-ops';
import { parsePgn } from './pgn';
import { parseXqf, writeXqf } from './xqf';

const h2e2 = { from: 25, to: 22 };
const h9g7 = { from: 88, to: 69 };

/** A version-10 file built by hand from the format description (walker8088/cchess doc/XqfFormat.txt). */
function handMade(): Uint8Array {
  const b = new Uint8Array(1024 + 8 * 3 + 5);
  b.set([0x58, 0x51, 10], 0);
  // 32 pieces, X*10+Y from red's bottom-left, in the order 車馬相仕帥仕相馬車炮炮兵×5, then black.
  const red = [0, 10, 20, 30, 40, 50, 60, 70, 80, 12, 72, 3, 23, 43, 63, 83];
  const black = red.map((p) => p - (p % 10) + (9 - (p % 10)));
  b.set([...red, ...black], 16);
  b[51] = 1; // red wins
  b.set([4, 0x4c, 0x65, 0x20, 0x41], 304); // red player "Le A"
  let at = 1024;
  const record = (from: number, to: number, flag: number, comment: number[] = []) => {
    b.set([from + 24, to + 32, flag, 0, comment.length, 0, 0, 0, ...comment], at);
    at += 8 + comment.length;
  };
  record(0, 0, 0xf0); // the dummy ply 0
  record(72, 42, 0xf0, [0x68, 0x69, 0x21, 0x21, 0x21]); // h2-e2 {hi!!!}
  record(79, 67, 0); // h9-g7, end
  return b;
}

describe('XQF', () => {
  it('reads a plain version-10 file', () => {
    const r = parseXqf(handMade());
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.fen).toBe(INITIAL_FEN);
      expect(mainLine(r.value)).toEqual([h2e2, h9g7]);
      expect(r.value.moves[0]!.comments).toEqual(['hi!!!']);
      expect(r.value.result).toBe('1-0');
      expect(gameTag(r.value, 'Red')).toBe('Le A');
    }
  });
  const PGN = `[Game "Chinese Chess"]
[Red "許銀川"]
[Black "呂欽"]
[Event "全國賽"]
[Result "0-1"]
[Format "WXF"]

{before} 1. C2.5 {centre} H8+7 (1... C8.5 2. H2+3 (2. H8+7 {other})) 2. H2+3 R9.8 0-1`;
  const [g] = parsePgn(PGN);
  const game = (g as { value: GameRecord }).value;
  it.each([10, 18] as const)('writes and reads back version %i with variations and comments', (version) => {
    const bytes = writeXqf(game, { version });
    if (version === 18)
      expect(bytes.slice(1024, 1040).some((x, i) => x !== writeXqf(game, { version: 10 })[1024 + i])).toBe(
        true,
      );
    const back = parseXqf(bytes);
    expect(back.ok).toBe(true);
    if (back.ok) {
      expect(mainLine(back.value)).toEqual(mainLine(game));
      expect(back.value.moves).toEqual(game.moves);
      expect(back.value.comments).toEqual(['before']);
      expect(back.value.result).toBe('0-1');
      expect(gameTag(back.value, 'Red')).toBe('許銀川');
      expect(gameTag(back.value, 'Event')).toBe('全國賽');
    }
  });
  it('keeps a non-initial start and black to move', () => {
    const [e] = parsePgn('[FEN "3k5/9/9/9/9/9/9/9/4A4/4K4 b"]\n[Format "WXF"]\n\n1. K4.5');
    const endgame = (e as { value: GameRecord }).value;
    const back = parseXqf(writeXqf(endgame));
    expect(back.ok && back.value.fen).toBe(endgame.fen);
    expect(back.ok && mainLine(back.value)).toEqual(mainLine(endgame));
  });
  it('reports what it cannot read', () => {
    expect(parseXqf(new Uint8Array([1, 2]))).toMatchObject({ ok: false, error: { code: 'XQF_NOT_XQF' } });
    expect(parseXqf(Uint8Array.of(0x58, 0x51, 10))).toMatchObject({
      ok: false,
      error: { code: 'XQF_MALFORMED' },
    });
    const bad = handMade();
    bad[1024 + 8 + 5 + 8] = 79 + 24; // the last move becomes h9-h2
    bad[1024 + 8 + 5 + 8 + 1] = 72 + 32;
    expect(parseXqf(bad)).toMatchObject({ ok: false, error: { code: 'XQF_ILLEGAL', ply: 2 } });
  });
  test.prop([fc.uint8Array({ maxLength: 300 }), fc.integer({ min: 0, max: 30 })])(
    'never throws',
    (tail, version) => {
      const bytes = new Uint8Array(1024 + tail.length);
      bytes.set([0x58, 0x51, version], 0);
      bytes.set(tail.slice(0, 48), 3);
      bytes.set(tail, 1024);
      expect(typeof parseXqf(bytes).ok).toBe('boolean');
    },
  );
});
