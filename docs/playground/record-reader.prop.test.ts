import { fc, test } from '@fast-check/vitest';
import { arbPlayout, PROTOTYPE_KEYS } from '@xq/test-utils';
import { describe, expect } from 'vitest';
import { convertDetected, convertFile } from './converter';
import { Game, INITIAL_FEN, notation } from './deps';
import { readRecord } from './record-reader';

// Pieces of every format the converter detects, so that random text reaches its readers.
const PIECES = [
  ...'[]{}()"\n 0123456789.-+=',
  '[DhtmlXQ]',
  '[/DhtmlXQ]',
  '[DhtmlXQ_movelist]',
  '[/DhtmlXQ_movelist]',
  '[DhtmlXQ_binit]',
  '[Event "x"]',
  '[FEN "',
  '[Format "WXF"]',
  '1.',
  'C2.5',
  'H8+7',
  'P2-5',
  'M8.7',
  'h2e2',
  '炮二平五',
  '1-0',
  ...PROTOTYPE_KEYS,
];
const text = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((a) => a.join('')),
  fc.string({ maxLength: 80 }),
);

describe('the converter on any input', () => {
  test.prop([text, fc.constantFrom('', INITIAL_FEN, 'junk', '__proto__')], { numRuns: 150 })(
    'a pasted text is read or refused with a code and a message, and what is read replays',
    (input, fen) => {
      const r = readRecord(input, fen);
      if (!r.ok) {
        expect(typeof r.error.code).toBe('string');
        expect(r.error.message.length).toBeGreaterThan(0);
        return;
      }
      const created = Game.create(r.value.fen);
      expect(created.ok).toBe(true);
      if (!created.ok) return;
      for (const move of r.value.moves) {
        expect(created.value.position.isLegal(move)).toBe(true);
        created.value.play(move);
      }
      expect(() => convertDetected(input, 'wxf', fen)).not.toThrow();
    },
  );

  test.prop([fc.uint8Array({ maxLength: 1200 }), fc.boolean()], { numRuns: 60 })(
    'the bytes of any file are read or refused, never thrown on',
    (bytes, xq) => {
      if (xq && bytes.length > 1) bytes.set([0x58, 0x51]); // the XQF magic, "XQ"
      const r = convertFile(bytes, 'ucci');
      expect(r.ok || (typeof r.code === 'string' && r.message.length > 0)).toBe(true);
    },
  );

  test.prop([arbPlayout(30)], { numRuns: 25 })(
    'a game written as DhtmlXQ or PGN reads back to its moves',
    (p) => {
      const game = notation.gameOf(p.moves);
      for (const written of [notation.formatDhtmlXQ(game), notation.writePgn([game], { notation: 'wxf' })]) {
        const r = readRecord(written);
        expect(r.ok && r.value.moves).toEqual(p.moves);
      }
    },
  );
});
