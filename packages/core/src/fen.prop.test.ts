import { arbPosition } from '@xq/test-utils';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { formatFen, parseFen } from './fen';
import { Position } from './position';

test('FEN round-trips for random legal positions, in both letter sets', () => {
  fc.assert(
    fc.property(arbPosition(), (pos) => {
      const fen = pos.fen();
      const back = Position.fromFen(fen);
      expect(back.ok && back.value.fen()).toBe(fen);
      const wxf = parseFen(pos.fen({ letters: 'wxf' }));
      expect(wxf.ok && formatFen(wxf.value)).toBe(fen);
    }),
    { numRuns: 60 },
  );
});
