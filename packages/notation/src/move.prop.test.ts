import { test } from '@fast-check/vitest';
import type { Position } from '@xq/core';
import { describe, expect } from 'vitest';
import { crowdedPosition, playoutPosition } from './arbitraries.test-util';
import { formatMove, parseMove } from './move';
import { NOTATIONS } from './notations';

function roundTripsAndDistinct(pos: Position): void {
  const moves = pos.legalMoves();
  for (const notation of NOTATIONS) {
    const seen = new Map<string, string>();
    for (const move of moves) {
      const text = formatMove(pos, move, notation);
      const back = parseMove(pos, text, notation);
      expect(back, `${notation} ${text} in ${pos.fen()}`).toEqual({ ok: true, value: move });
      expect(seen.get(text), `${notation}: "${text}" written for two moves in ${pos.fen()}`).toBeUndefined();
      seen.set(text, `${move.from}-${move.to}`);
    }
  }
}

describe('parse(format(m)) = m, and every move has its own spelling', () => {
  test.prop([playoutPosition()], { numRuns: 60 })('positions from random playouts', (pos) => {
    roundTripsAndDistinct(pos);
  });
  test.prop([crowdedPosition], { numRuns: 150 })('crowded positions: tandem pawns, doubled files', (pos) => {
    roundTripsAndDistinct(pos);
  });
  test.prop([crowdedPosition], { numRuns: 100 })(
    'other readers: simplified, ASCII digits, "=" for WXF',
    (pos) => {
      for (const move of pos.legalMoves()) {
        const zh = formatMove(pos, move, 'chinese', { script: 'simplified', blackDigits: 'ascii' });
        expect(parseMove(pos, zh, 'chinese')).toEqual({ ok: true, value: move });
        const wxf = formatMove(pos, move, 'wxf').replace('.', '=');
        expect(parseMove(pos, wxf, 'wxf')).toEqual({ ok: true, value: move });
      }
    },
  );
});
