/**
 * Class potentials: vertex duals that fit a block of edge weights, for the seeds of a
 * {@link WarmMatching}. The vertices are put in classes that weigh alike (for the Dutch system,
 * the same weight profile and place in the bracket), and each class gets one potential from the
 * heaviest weight between each two classes.
 */

/**
 * Heaviest weights between classes, keyed `min(p, q) · kinds + max(p, q)`; {@link note} adds
 * one weight.
 */
export class ClassWeights {
  readonly kinds: number;
  readonly heaviest = new Map<number, bigint>();
  constructor(kinds: number) {
    this.kinds = kinds;
  }
  /** Records weight x between a player of class p and one of class q. */
  note(p: number, q: number, x: bigint): void {
    const key = p < q ? p * this.kinds + q : q * this.kinds + p;
    if (x > (this.heaviest.get(key) ?? 0n)) this.heaviest.set(key, x);
  }
  /**
   * One potential per class, in doubled units (`pot(p) + pot(q) ≥ 2x` for every weight x
   * noted): the pairs inside a class made tight (its heaviest weight), then each pair of
   * classes, lowest key first, that the two potentials do not cover raised on its later class.
   * Weights that add a part of each player (C4's bye eligibility, C5's score-group offsets)
   * come out tight on every edge.
   */
  potentials(): Map<number, bigint> {
    const { kinds, heaviest } = this;
    const pot = new Map<number, bigint>();
    for (const [key, x] of heaviest) {
      const p = Math.floor(key / kinds);
      if (p === key % kinds) pot.set(p, x);
    }
    const keys = [...heaviest.keys()].sort((a, b) => a - b);
    for (const key of keys) {
      const p = Math.floor(key / kinds);
      const q = key % kinds;
      const have = (pot.get(p) ?? 0n) + (pot.get(q) ?? 0n);
      const need = 2n * heaviest.get(key)!;
      if (have < need) pot.set(q, (pot.get(q) ?? 0n) + need - have);
    }
    return pot;
  }
}
