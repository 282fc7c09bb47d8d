// The order position rows are inserted in: by key as SQL orders a signed 64-bit integer, then by
// game and ply. An LSD radix sort over the key's four 16-bit digits (stable, so rows pushed in
// game and ply order keep it within a key): linear, where a comparison sort of millions of rows
// would cost seconds.
import type { PositionRows } from './ingest';

/** The permutation of rows `[0, length)` that sorts them by key, then game and ply. @internal */
export function sortedOrder(rows: PositionRows): Uint32Array {
  const n = rows.length;
  let order = new Uint32Array(n);
  let next = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  const count = new Uint32Array(65537);
  for (let pass = 0; pass < 4; pass++) {
    // Digits from the least significant: lo's low half, lo's high half, hi's low, hi's high
    // (its sign bit flipped, so negative keys come first).
    const src = pass < 2 ? rows.lo : rows.hi;
    const shift = pass % 2 === 0 ? 0 : 16;
    const flip = pass === 3 ? 0x8000 : 0;
    count.fill(0);
    for (let i = 0; i < n; i++) count[(((src[i]! >>> shift) & 0xffff) ^ flip) + 1]!++;
    for (let d = 0; d < 65536; d++) count[d + 1]! += count[d]!;
    for (let i = 0; i < n; i++) {
      const r = order[i]!;
      next[count[((src[r]! >>> shift) & 0xffff) ^ flip]!++] = r;
    }
    [order, next] = [next, order];
  }
  return order;
}
