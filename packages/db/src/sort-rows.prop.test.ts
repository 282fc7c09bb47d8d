import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { PositionRows } from './ingest';
import { keyOf } from './keys';
import { FLAG_AGAIN, FLAG_SAME_MOVE, repeatFlags, sortedOrder } from './sort-rows';

const row = fc.record({
  hi: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 })),
  lo: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 })),
  move: fc.integer({ min: 0, max: 3 }),
});

test.prop([fc.array(fc.array(row, { maxLength: 12 }), { maxLength: 30 })])(
  'rows come out in the order SQL sorts (signed 64-bit key, game, ply), and the flags mark repeated visits',
  (games) => {
    const rows = new PositionRows();
    games.forEach((g, id) => {
      g.forEach((r, ply) => {
        rows.push(r.hi, r.lo, id, ply, r.move, 1);
      });
    });
    const order = sortedOrder(rows);
    const all = Array.from({ length: rows.length }, (_, i) => i);
    // The comparison sort the radix sort replaces.
    const want = [...all].sort((a, b) => {
      const ka = keyOf(rows.hi[a]!, rows.lo[a]!);
      const kb = keyOf(rows.hi[b]!, rows.lo[b]!);
      return ka < kb ? -1 : ka > kb ? 1 : rows.game[a]! - rows.game[b]! || rows.ply[a]! - rows.ply[b]!;
    });
    expect([...order]).toEqual(want);
    const flags = repeatFlags(rows, order);
    for (let k = 0; k < order.length; k++) {
      const i = order[k]!;
      const earlier = all.filter(
        (j) =>
          rows.game[j] === rows.game[i] &&
          rows.ply[j]! < rows.ply[i]! &&
          keyOf(rows.hi[j]!, rows.lo[j]!) === keyOf(rows.hi[i]!, rows.lo[i]!),
      );
      expect(flags[k]! & FLAG_AGAIN).toBe(earlier.length > 0 ? FLAG_AGAIN : 0);
      expect(flags[k]! & FLAG_SAME_MOVE).toBe(
        earlier.some((j) => rows.move[j] === rows.move[i]) ? FLAG_SAME_MOVE : 0,
      );
    }
  },
);
