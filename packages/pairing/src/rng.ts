import { badType } from './bad-input';
import { requireArray } from './input-checks';

/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on every
 * machine, so every draw by lot is reproducible from the seed printed with it.
 *
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `seed` is not a number (any number is
 *   taken modulo 2^32, NaN as 0).
 */
export function createRng(seed: number): () => number {
  if (typeof seed !== 'number') throw badType(`createRng: seed must be a number, got ${typeof seed}`);
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = s;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Draws lots: a shuffled copy of `items` (Fisher–Yates with the seeded generator). The input is
 * not changed.
 *
 * @example
 * ```ts
 * import { drawLots } from '@xq/pairing';
 * const order = drawLots(['Ann', 'Binh', 'Chi'], 2026);
 * console.log(order.length, [...order].sort().join()); // 3 Ann,Binh,Chi
 * ```
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `items` is not an array or `seed` not a number.
 * @category Lots
 */
export function drawLots<T>(items: readonly T[], seed: number): readonly T[] {
  requireArray('drawLots', 'items', items);
  const out = [...items];
  const rng = createRng(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
  return out;
}

/**
 * Draws start numbers by lot: maps each of the `ids` to a number 1..n.
 *
 * @example
 * ```ts
 * import { drawNumbers } from '@xq/pairing';
 * const numbers = drawNumbers([101, 102, 103], 1);
 * console.log([...numbers.values()].sort().join()); // 1,2,3
 * ```
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `ids` is not an array or `seed` not a number.
 * @category Lots
 */
export function drawNumbers<T>(ids: readonly T[], seed: number): ReadonlyMap<T, number> {
  requireArray('drawNumbers', 'ids', ids);
  const order = drawLots(ids, seed);
  return new Map(order.map((id, i) => [id, i + 1]));
}
