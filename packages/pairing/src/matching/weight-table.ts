/**
 * The n² edge weights of a solver as small ids into a table of distinct values: a field of n
 * players has n²/2 edges but few distinct weights at any time, so each entry is a 16-bit id
 * (32-bit once more than 65,535 values are live) instead of an 8-byte pointer to a BigInt.
 */

/** How many recently stored ids `set` compares a new value with before taking a new id. */
const RECENT = 8;

/**
 * The weights by entry index. Id 0 is the value 0n; an id whose last entry was overwritten
 * returns to a free list, so the value table stays as small as the number of distinct live
 * weights (equal values stored far apart may hold two ids: that changes no weight).
 */
export class WeightTable {
  private ids: Uint16Array | Uint32Array;
  /** values[id]: the weight of every entry holding that id. */
  private readonly values: bigint[] = [0n];
  /** refs[id]: how many entries hold that id (id 0 is never freed). */
  private readonly refs: number[] = [0];
  private readonly free: number[] = [];
  private readonly recent: number[] = [];
  private recentNext = 0;

  constructor(size: number) {
    this.ids = new Uint16Array(size);
  }
  /** The entry at index i (0n when never set). */
  get(i: number): bigint {
    return this.values[this.ids[i]!]!;
  }
  /**
   * The id of the entry at index i: entries with equal ids have equal weights, so a loop over
   * a row compares ids (integers) to see where a run of equal weights ends.
   */
  idAt(i: number): number {
    return this.ids[i]!;
  }
  /** Every id is below this (for tables indexed by id). */
  get idSpace(): number {
    return this.values.length;
  }
  /** The weight of id `id` (as returned by {@link idAt} since the last {@link setPair}). */
  value(id: number): bigint {
    return this.values[id]!;
  }
  /**
   * Sets the entries at i and j (an edge's two directions) to x: true when they changed.
   * Entries i and j must hold the same id before the call (as every edge's two do).
   */
  setPair(i: number, j: number, x: bigint): boolean {
    const old = this.ids[i]!;
    if (this.values[old] === x) return false;
    const id = x === 0n ? 0 : this.idOf(x);
    const ids = this.ids; // after idOf, which may have widened it
    ids[i] = id;
    ids[j] = id;
    if (id !== 0) this.refs[id]! += 2;
    if (old !== 0 && (this.refs[old]! -= 2) === 0) this.free.push(old);
    return true;
  }

  /** Clears the entry at index i (one direction of an edge, without comparing BigInts; {@link setPair} sets both). */
  clear(i: number): void {
    const old = this.ids[i]!;
    if (old === 0) return;
    this.ids[i] = 0;
    if (--this.refs[old]! === 0) this.free.push(old);
  }

  /** An id holding x: a recent one with that value, else a fresh one. */
  private idOf(x: bigint): number {
    const { recent, values, refs } = this;
    for (let r = 0, at = this.recentNext; r < recent.length; r++) {
      // newest first: runs of one value are the common case
      at = at === 0 ? recent.length - 1 : at - 1;
      const id = recent[at]!;
      if (refs[id]! > 0 && values[id] === x) return id;
    }
    let id = this.free.pop();
    if (id === undefined) {
      id = values.length;
      values.push(0n);
      refs.push(0);
      if (id > 0xffff && this.ids instanceof Uint16Array) this.ids = Uint32Array.from(this.ids);
    }
    values[id] = x;
    recent[this.recentNext] = id;
    this.recentNext = (this.recentNext + 1) % RECENT;
    return id;
  }
}
