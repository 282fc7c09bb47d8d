import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { ScanQueue } from './scan-queue';

test.prop([fc.array(fc.array(fc.nat(49), { maxLength: 30 }), { maxLength: 6 })])(
  'ScanQueue gives each waiting vertex once, lowest first, between pushes and clears',
  (batches) => {
    const q = new ScanQueue(50);
    batches.forEach((batch, i) => {
      for (const v of batch) q.push(v);
      if (i % 3 === 2) {
        q.clear();
        expect(q.size).toBe(0);
        return;
      }
      const out: number[] = [];
      while (q.size > 0) out.push(q.pop());
      expect(out).toEqual([...new Set(batch)].sort((a, b) => a - b));
    });
  },
);
