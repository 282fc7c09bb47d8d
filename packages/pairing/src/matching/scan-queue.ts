/**
 * The S-vertices waiting to be scanned in a search, lowest vertex number first (a binary heap):
 * callers number the vertices they care about first, so an augmenting path near them is found
 * before the search wanders through the rest of the graph.
 */
export class ScanQueue {
  private heap: number[] = [];
  /**
   * queued[v]: v is in the heap and not yet taken out. A vertex is queued once: an S-vertex
   * queued again (its blossom relabelled before its turn) is scanned once, at its turn, and a
   * second entry would only cost a heap operation and a skip.
   */
  private readonly queued: Uint8Array;

  constructor(n: number) {
    this.queued = new Uint8Array(n);
  }

  /** Number of vertices waiting. */
  get size(): number {
    return this.heap.length;
  }

  /** Queues v, unless it is waiting already. */
  push(v: number): void {
    if (this.queued[v]) return;
    this.queued[v] = 1;
    const heap = this.heap;
    let i = heap.length;
    heap.push(v);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent]! <= v) break;
      heap[i] = heap[parent]!;
      i = parent;
    }
    heap[i] = v;
  }

  /** Takes out the lowest waiting vertex (the queue must not be empty). */
  pop(): number {
    const heap = this.heap;
    const top = heap[0]!;
    this.queued[top] = 0;
    const last = heap.pop()!;
    const size = heap.length;
    if (size > 0) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= size) break;
        if (c + 1 < size && heap[c + 1]! < heap[c]!) c++;
        if (heap[c]! >= last) break;
        heap[i] = heap[c]!;
        i = c;
      }
      heap[i] = last;
    }
    return top;
  }

  /** Empties the queue. */
  clear(): void {
    for (const v of this.heap) this.queued[v] = 0;
    this.heap = [];
  }
}
