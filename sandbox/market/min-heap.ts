/**
 * A binary min-heap of records with lazy removal, for the market index (`market-index.ts`): built in
 * O(n) from the start records (a sort would be O(n log n) string comparisons, ~10x slower at
 * `--scale 20`), then O(log n) to add a record or to read the first ones.
 */
import type { Order } from './sorted-list';

/** A heap of records; a removed record is dropped when it reaches the top. */
export class MinHeap<T> {
  private readonly heap: T[];
  private readonly removed = new Set<T>();

  /** @param records any order; heapified in O(n) */
  constructor(
    private readonly order: Order<T>,
    records: readonly T[] = [],
  ) {
    this.heap = [...records];
    for (let i = (this.heap.length >>> 1) - 1; i >= 0; i--) this.down(i);
  }

  /** Records in the heap, removed ones not counted. */
  get size(): number {
    return this.heap.length - this.removed.size;
  }

  /** Adds `record` (once: adding a record already in the heap is a bug). */
  push(record: T): void {
    this.removed.delete(record);
    this.heap.push(record);
    this.up(this.heap.length - 1);
  }

  /** Removes `record` (the same object that was added); it leaves the array when it reaches the top. */
  remove(record: T): void {
    this.removed.add(record);
  }

  /** The first records in order, as long as `wanted` holds for them, at most `max`; none removed. */
  firstWhile(wanted: (record: T) => boolean, max: number): T[] {
    const out: T[] = [];
    while (out.length < max) {
      const top = this.pop();
      if (top === undefined) break;
      if (!wanted(top)) {
        this.push(top);
        break;
      }
      out.push(top);
    }
    for (const record of out) this.push(record);
    return out;
  }

  /** Takes the first record that is not removed; undefined when none is left. */
  private pop(): T | undefined {
    for (;;) {
      const top = this.heap[0];
      if (top === undefined) return undefined;
      const last = this.heap.pop()!;
      if (this.heap.length > 0) {
        this.heap[0] = last;
        this.down(0);
      }
      if (!this.removed.delete(top)) return top;
    }
  }

  private up(i: number): void {
    const heap = this.heap;
    while (i > 0) {
      const parent = (i - 1) >>> 1;
      if (this.order(heap[i]!, heap[parent]!) >= 0) return;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  }

  private down(i: number): void {
    const heap = this.heap;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let first = i;
      if (left < heap.length && this.order(heap[left]!, heap[first]!) < 0) first = left;
      if (right < heap.length && this.order(heap[right]!, heap[first]!) < 0) first = right;
      if (first === i) return;
      [heap[i], heap[first]] = [heap[first]!, heap[i]!];
      i = first;
    }
  }
}
