import { fc, test } from '@fast-check/vitest';
import { Position } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { convert } from './convert';
import { detectNotation } from './detect';
import { decodeText } from './encoding';
import { parseLine } from './line';
import { parseMove } from './move';
import { NOTATIONS } from './notations';
import { parsePgn } from './pgn';
import { ALPHABET } from './sizes.test-util';

const text = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 60 }).map((a) => a.join(''));
const anyText = fc.oneof(text, fc.string({ maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 80 }));
const positions = [
  Position.initial(),
  (Position.fromFen('3k5/9/2P3P2/2P6/2P3P2/9/9/9/9/4K4 w') as { value: Position }).value,
];

describe('no reader throws on arbitrary input', () => {
  test.prop([anyText, fc.constantFrom(...NOTATIONS), fc.constantFrom(...positions)])(
    'parseMove',
    (t, n, p) => {
      const r = parseMove(p, t, n);
      if (!r.ok) expect(['MOVE_MALFORMED', 'MOVE_ILLEGAL', 'MOVE_AMBIGUOUS']).toContain(r.error.code);
      else expect(p.isLegal(r.value)).toBe(true);
    },
  );
  test.prop([anyText, fc.constantFrom(...NOTATIONS)])('parseLine', (t, n) => {
    expect(typeof parseLine(Position.initial(), t, n).ok).toBe('boolean');
  });
  test.prop([anyText])('parsePgn, detectNotation, convert', (t) => {
    expect(Array.isArray(parsePgn(t))).toBe(true);
    expect(typeof detectNotation(t).ok).toBe('boolean');
    expect(typeof convert(t, { to: 'wxf' }).ok).toBe('boolean');
  });
  test.prop([fc.uint8Array({ maxLength: 200 })])('decodeText and parsePgn on bytes', (bytes) => {
    expect(typeof decodeText(bytes)).toBe('string');
    expect(Array.isArray(parsePgn(bytes))).toBe(true);
  });
  it('does not overflow the stack on deep variations', () => {
    const [g] = parsePgn(`1. C2.5 ${'('.repeat(100_000)}`, { notation: 'wxf' });
    expect(g!.ok ? 'ok' : g!.error.code).toBe('PGN_UNCLOSED');
    expect(parsePgn(`1. C2.5 ${'('.repeat(100_000)}${')'.repeat(100_000)}`, { notation: 'wxf' })[0]!.ok).toBe(
      true,
    );
  });
});

// How the readers' costs grow on long random text is measured by the bench (bench/growth.ts).
