/**
 * An array kept in the order of a comparator, for the market index (`market-index.ts`): binary
 * search to insert and remove, so a market step touches a few entries, not the whole market.
 */

/** Negative when `a` comes first, positive when `b` does; 0 only for the same record (a total order). */
export type Order<T> = (a: T, b: T) => number;

/** Binary search: the first index of `list` whose item satisfies `isAfter` (monotone over the list). */
export function firstIndexWhere<T>(list: readonly T[], isAfter: (item: T) => boolean): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (isAfter(list[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * A sorted array of records; records that compare equal are the same record. Records added in bulk
 * (`add`) are sorted once, when the list is next read or changed.
 */
export class SortedList<T> {
  private list: T[] = [];
  private sorted = true;

  constructor(private readonly order: Order<T>) {}

  /** The records, in order (do not mutate). */
  get items(): readonly T[] {
    return this.inOrder();
  }

  get size(): number {
    return this.list.length;
  }

  /** Adds `record` in bulk (no duplicate check): O(1); the list is sorted at the next read. */
  add(record: T): void {
    const last = this.list[this.list.length - 1];
    if (this.sorted && last !== undefined && this.order(last, record) >= 0) this.sorted = false;
    this.list.push(record);
  }

  /** Adds `record` in place (replacing one that compares equal). */
  insert(record: T): void {
    const list = this.inOrder();
    const i = this.firstNotBefore(record);
    if (i < list.length && this.order(list[i]!, record) === 0) list[i] = record;
    else list.splice(i, 0, record);
  }

  /** Removes the record that compares equal to `record`; no-op when absent. */
  remove(record: T): void {
    const list = this.inOrder();
    const i = this.firstNotBefore(record);
    if (i < list.length && this.order(list[i]!, record) === 0) list.splice(i, 1);
  }

  /** The index of the first record for which `isAfter` holds (`isAfter` must be monotone in the order). */
  firstWhere(isAfter: (record: T) => boolean): number {
    return firstIndexWhere(this.inOrder(), isAfter);
  }

  private firstNotBefore(record: T): number {
    return this.firstWhere((other) => this.order(other, record) >= 0);
  }

  private inOrder(): T[] {
    if (!this.sorted) {
      this.list.sort(this.order);
      this.sorted = true;
    }
    return this.list;
  }
}
