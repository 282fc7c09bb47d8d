import { describe, expect, it } from 'vitest';
import { WeightTable } from './weight-table';

describe('WeightTable', () => {
  it('returns every value set, past 65,535 distinct live values (16-bit ids widen to 32)', () => {
    const size = 70_000;
    const t = new WeightTable(2 * size);
    for (let i = 0; i < size; i++) t.setPair(i, size + i, BigInt(i + 1) << 300n);
    for (let i = 0; i < size; i++) expect(t.get(i)).toBe(BigInt(i + 1) << 300n);
  });

  it('setPair keeps both directions of an edge across the widening to 32-bit ids', () => {
    const pairs = 70_000;
    const t = new WeightTable(2 * pairs);
    for (let i = 0; i < pairs; i++) expect(t.setPair(i, pairs + i, BigInt(i + 1) << 200n)).toBe(true);
    expect(t.setPair(5, pairs + 5, 6n << 200n)).toBe(false); // the value it holds
    for (let i = 0; i < pairs; i++) {
      expect(t.get(i)).toBe(BigInt(i + 1) << 200n);
      expect(t.idAt(pairs + i)).toBe(t.idAt(i));
    }
    t.setPair(3, pairs + 3, 0n);
    t.clear(4);
    t.clear(pairs + 4);
    expect([t.idAt(3), t.idAt(pairs + 3), t.idAt(4), t.get(pairs + 4)]).toEqual([0, 0, 0, 0n]);
  });

  it('gives equal ids to a run of equal values, id 0 to 0n, and reuses freed ids', () => {
    // entries i and 6 + i: the two directions of one edge
    const t = new WeightTable(12);
    t.setPair(0, 6, 5n);
    t.setPair(1, 7, 5n);
    t.setPair(2, 8, 7n);
    expect(t.idAt(0)).toBe(t.idAt(1));
    expect(t.idAt(2)).not.toBe(t.idAt(0));
    expect(t.idAt(3)).toBe(0);
    const freed = t.idAt(2);
    t.setPair(2, 8, 0n);
    expect(t.idAt(2)).toBe(0);
    expect(t.get(2)).toBe(0n);
    t.setPair(3, 9, 9n);
    expect(t.idAt(3)).toBe(freed); // the freed id, reused
    expect(t.get(3)).toBe(9n);
    expect(t.get(0)).toBe(5n);
    expect(t.value(t.idAt(3))).toBe(9n);
  });
});
