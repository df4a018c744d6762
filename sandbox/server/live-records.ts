/**
 * The current records of one sandbox collection as a plain array, for planning market steps
 * (`MarketState`): the start records with the store's change log replayed on them. Kept up to date
 * lazily, from the last revision seen, so a step costs the changes since the previous one plus one
 * copy of the array.
 */

/** The part of a record store this needs: its revision and change log (`RecordStore` fits). */
export interface ChangeLog<T> {
  readonly revision: number;
  /** The changes after `revision`, oldest first; `before` null for an insertion, `after` null for a removal. */
  changesSince(revision: number): readonly { before: T | null; after: T | null }[];
}

/** A replayed view of a collection. */
export class LiveRecords<T> {
  private byKey: Map<string, T> | null = null;
  private seen = 0;

  /**
   * @param start the records the store was built from (revision 0), in their order
   * @param key the record's unique key (`ref` or `id`)
   */
  constructor(
    private readonly start: readonly T[],
    private readonly key: (record: T) => string,
    private readonly log: ChangeLog<T>,
  ) {}

  /**
   * Every current record, in any status: start order, updated records in place, new ones at the end
   * (in the order they came), removed ones gone. A fresh array each call.
   */
  current(): T[] {
    if (!this.byKey) this.byKey = new Map(this.start.map((r) => [this.key(r), r]));
    for (const { before, after } of this.log.changesSince(this.seen)) {
      if (before && !after) this.byKey.delete(this.key(before));
      if (after) this.byKey.set(this.key(after), after);
    }
    this.seen = this.log.revision;
    return [...this.byKey.values()];
  }
}
