/**
 * The sandbox's listings, mutable (DECISIONS "Lists and cursors", `list_changed`): the records by
 * `ref`, the searchable ones (published, not assistance) kept in list order for keyset paging, a
 * revision counter and a change log `{ revision, before, after }`. Every change (publish, status or
 * stage change, removal) bumps the revision by one and is logged.
 */
import type { ListingRecord } from '../market';
import type { KeysetPosition } from './cursor';
import { isSearchable } from './listing-filters';

/** One logged change: `before` null for a publication, `after` null for a removal. */
export interface ListingChange {
  revision: number;
  before: ListingRecord | null;
  after: ListingRecord | null;
}

/** One page of a keyset scan. */
export interface ListingPageSlice {
  items: ListingRecord[];
  hasMore: boolean;
}

interface Entry {
  at: number;
  ref: string;
  listing: ListingRecord;
}

/**
 * The listing collection of one sandbox. Records are treated as immutable: a change replaces the
 * record, so the log's `before` snapshots stay true.
 */
export class ListingStore {
  private readonly byRef = new Map<string, ListingRecord>();
  /**
   * Searchable listings in list order (`createdAt` desc, then `ref` desc): lane `''` holds all of
   * them, the other lanes (see `laneKey`) those with one origin, destination or category.
   */
  private readonly lanes = new Map<string, Entry[]>([['', []]]);
  private readonly log: ListingChange[] = [];

  /** @throws Error for a duplicate `ref` or an unparsable `createdAt` */
  constructor(listings: Iterable<ListingRecord>) {
    const all: Entry[] = [];
    for (const listing of listings) {
      if (this.byRef.has(listing.ref)) throw new Error(`duplicate listing ref ${listing.ref}`);
      this.byRef.set(listing.ref, listing);
      if (isSearchable(listing)) all.push(entryOf(listing));
    }
    if (!all.every((e, i) => i === 0 || comesBefore(all[i - 1]!, e))) {
      all.sort((a, b) => (comesBefore(a, b) ? -1 : 1));
    }
    for (const entry of all) {
      for (const key of lanesOf(entry.listing)) this.lane(key).push(entry);
    }
  }

  /** The collection revision: the number of changes since start (0 at start). */
  get revision(): number {
    return this.log.length;
  }

  /** How many listings the store holds, in any status. */
  get size(): number {
    return this.byRef.size;
  }

  /** The listing with this `ref`, in any status; undefined when unknown. */
  get(ref: string): ListingRecord | undefined {
    return this.byRef.get(ref);
  }

  /**
   * The first `limit` searchable listings strictly after `after` (null: from the top) that satisfy
   * `accept`, in list order; `hasMore` when at least one more would follow. Scans from the keyset
   * position and stops after `limit + 1` matches.
   * @param lanes lane keys (`laneKey`) every accepted listing is in, e.g. its origin country: the scan
   *   walks the shortest of them instead of every searchable listing
   */
  page(
    accept: (listing: ListingRecord) => boolean,
    after: KeysetPosition | null,
    limit: number,
    lanes: readonly string[] = [],
  ): ListingPageSlice {
    let list = this.lane('');
    for (const key of lanes) {
      const candidate = this.lanes.get(key) ?? [];
      if (candidate.length < list.length) list = candidate;
    }
    const items: ListingRecord[] = [];
    for (let i = after ? firstAfter(list, after.at, after.id) : 0; i < list.length; i++) {
      const listing = list[i]!.listing;
      if (!accept(listing)) continue;
      if (items.length === limit) return { items, hasMore: true };
      items.push(listing);
    }
    return { items, hasMore: false };
  }

  /**
   * True when a change made after `revision` touched a listing for which `matches` holds, before or
   * after the change (the `list_changed` rule).
   */
  changedSince(revision: number, matches: (listing: ListingRecord) => boolean): boolean {
    for (let i = Math.max(0, revision); i < this.log.length; i++) {
      const change = this.log[i]!;
      if ((change.before && matches(change.before)) || (change.after && matches(change.after))) return true;
    }
    return false;
  }

  /** The changes after `revision`, oldest first. */
  changesSince(revision: number): readonly ListingChange[] {
    return this.log.slice(Math.max(0, revision));
  }

  /**
   * Adds a listing (a publication).
   * @throws Error when the `ref` exists
   */
  insert(listing: ListingRecord): ListingChange {
    if (this.byRef.has(listing.ref)) throw new Error(`listing ${listing.ref} exists`);
    return this.commit(null, listing);
  }

  /**
   * Replaces the listing `ref` by `{ ...current, ...patch }` (`ref` and `createdAt` cannot change).
   * @throws Error when the `ref` is unknown
   */
  update(ref: string, patch: Partial<Omit<ListingRecord, 'ref' | 'createdAt'>>): ListingChange {
    const before = this.byRef.get(ref);
    if (!before) throw new Error(`no listing ${ref}`);
    return this.commit(before, { ...before, ...patch, ref: before.ref, createdAt: before.createdAt });
  }

  /**
   * Removes the listing `ref`.
   * @throws Error when the `ref` is unknown
   */
  remove(ref: string): ListingChange {
    const before = this.byRef.get(ref);
    if (!before) throw new Error(`no listing ${ref}`);
    return this.commit(before, null);
  }

  private commit(before: ListingRecord | null, after: ListingRecord | null): ListingChange {
    if (before) {
      this.byRef.delete(before.ref);
      if (isSearchable(before)) {
        const entry = entryOf(before);
        for (const key of lanesOf(before)) {
          const list = this.lane(key);
          const i = firstAtOrAfter(list, entry.at, entry.ref);
          if (list[i]?.ref === before.ref) list.splice(i, 1);
        }
      }
    }
    if (after) {
      this.byRef.set(after.ref, after);
      if (isSearchable(after)) {
        const entry = entryOf(after);
        for (const key of lanesOf(after)) {
          const list = this.lane(key);
          list.splice(firstAtOrAfter(list, entry.at, entry.ref), 0, entry);
        }
      }
    }
    const change: ListingChange = { revision: this.log.length + 1, before, after };
    this.log.push(change);
    return change;
  }

  private lane(key: string): Entry[] {
    let list = this.lanes.get(key);
    if (!list) this.lanes.set(key, (list = []));
    return list;
  }
}

/**
 * The key of a lane of the store: the searchable listings whose `field` equals `value` (countries
 * upper-case as stored).
 */
export function laneKey(field: 'fromCountry' | 'toCountry' | 'category', value: string): string {
  return `${field}=${value}`;
}

function lanesOf(listing: ListingRecord): string[] {
  return [
    '',
    laneKey('fromCountry', listing.fromCountry),
    laneKey('toCountry', listing.toCountry),
    laneKey('category', listing.category),
  ];
}

/** Index of the first entry strictly after the position `(at, ref)` in list order. */
function firstAfter(list: readonly Entry[], at: number, ref: string): number {
  return bound(list, (e) => e.at < at || (e.at === at && e.ref < ref));
}

/** Index of the first entry at or after the position `(at, ref)` in list order. */
function firstAtOrAfter(list: readonly Entry[], at: number, ref: string): number {
  return bound(list, (e) => e.at < at || (e.at === at && e.ref <= ref));
}

/** Binary search: the first index whose entry satisfies `isAfter` (monotone over the list order). */
function bound(list: readonly Entry[], isAfter: (e: Entry) => boolean): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (isAfter(list[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The keyset position of a listing: its `createdAt` in ms and its `ref`. */
export function positionOf(listing: ListingRecord): KeysetPosition {
  return { at: Date.parse(listing.createdAt), id: listing.ref };
}

function entryOf(listing: ListingRecord): Entry {
  const at = Date.parse(listing.createdAt);
  if (!Number.isFinite(at)) throw new Error(`listing ${listing.ref}: bad createdAt ${listing.createdAt}`);
  return { at, ref: listing.ref, listing };
}

/** True when `a` comes before `b` in list order (`createdAt` desc, then `ref` desc). */
function comesBefore(a: Entry, b: Entry): boolean {
  return a.at > b.at || (a.at === b.at && a.ref > b.ref);
}
