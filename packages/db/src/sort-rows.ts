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

/** `flags` bit: the game was in this position before (not its first visit). @internal */
export const FLAG_AGAIN = 1;
/** `flags` bit: the game played the same move from this position before. @internal */
export const FLAG_SAME_MOVE = 2;

/**
 * The flags of sorted rows (indexed like `order`): rows of one key and one game are adjacent in
 * that order, ply by ply, so a game's repeated visits are found by looking back along its run.
 * The searches count a game once with them, without a DISTINCT over every row.
 * @internal
 */
export function repeatFlags(rows: PositionRows, order: Uint32Array): Uint8Array {
  const flags = new Uint8Array(order.length);
  let runStart = 0;
  for (let k = 1; k < order.length; k++) {
    const i = order[k]!;
    const j = order[k - 1]!;
    if (rows.hi[i] !== rows.hi[j] || rows.lo[i] !== rows.lo[j] || rows.game[i] !== rows.game[j]) {
      runStart = k;
      continue;
    }
    let f = FLAG_AGAIN;
    for (let b = runStart; b < k; b++) if (rows.move[order[b]!] === rows.move[i]) f |= FLAG_SAME_MOVE;
    flags[k] = f;
  }
  return flags;
}
