/**
 * A mutable collection of sandbox records with a revision and a change log (docs/api.md §Lists and cursors, `list_changed`), kept in list order for keyset paging. Listings, offers and free vehicles
 * each build on it (`listings/store.ts`, `offers/store.ts`, `vehicles/store.ts`).
 *
 * Records are found by a unique key (`ref` or `id`) and are treated as immutable: a change replaces
 * the record, so the log's `before` snapshots stay true. Every change (insert, update) bumps
 * the revision by one and is logged as `{ revision, before, after }`.
 *
 * Lanes: each record sits in the lanes its store names (e.g. the public ones, one origin country, one
 * owner), each lane in list order (`createdAt` desc, then key desc), so a page walks only the records
 * that can match. Lane `''` is the default lane a page walks when it names none. A store files its
 * lanes by field, then value (a lane named `field=value` by `laneKey`), so filing a record builds no
 * lane name: a start-up at `--scale 20` files some 1.3 million lane memberships.
 */
import { firstIndexWhere } from '../../market/sorted-list';
import type { KeysetPosition } from '../paging/cursor';
import type { PagedCollection } from '../paging/paging';

/** One logged change: `before` null for an insertion. */
export interface RecordChange<T> {
  revision: number;
  before: T | null;
  after: T;
}

/** One page of a keyset scan. */
export interface PageSlice<T> {
  items: T[];
  hasMore: boolean;
}

/** How a store finds and files its records. */
export interface RecordStoreOptions<T> {
  /** What a record is called in error messages, e.g. `listing`. */
  noun: string;
  /** The record's unique key (`ref` or `id`); its keyset tie-breaker. */
  key(record: T): string;
  /**
   * Names the lanes the record is in: calls `into(field, value)` once for each, the lane `laneKey(field,
   * value)`; `into('', '')` is the default lane `''`.
   */
  lanes(record: T, into: LaneSink): void;
}

/** Receives a record's lanes (`RecordStoreOptions.lanes`): the lane `laneKey(field, value)`, or `''` for `('', '')`. */
export type LaneSink = (field: string, value: string) => void;

/**
 * The name of a lane: the records whose `field` equals `value` (`field=value`; `field` holds no `=`),
 * as `page`, `pageAny` and `view` take it.
 */
export function laneKey(field: string, value: string): string {
  return `${field}=${value}`;
}

/**
 * The one lane API of every store (docs/architecture.md §Sandbox layout): an object `<noun>Lanes` beside the
 * store whose functions each name one kind of lane (`laneKey(field, value)`), e.g.
 * `listingLanes.owner(accountId)`, `vehicleLanes.search('fromCountry', 'RO')`, `offerLanes.listing(ref)`.
 * Routes and filters name lanes only through it; the default lane is `''`.
 */
export type StoreLanes = Readonly<Record<string, (...values: never[]) => string>>;

interface Entry<T> {
  /** createdAt, ms since epoch */
  at: number;
  key: string;
  record: T;
}

/** A record collection; `T` has an ISO `createdAt` (ms precision). */
export class RecordStore<T extends { readonly createdAt: string }> {
  private readonly byKey = new Map<string, T>();
  /** The lanes by field, then value; the default lane `''` is field `''`, value `''`. */
  private readonly lanes = new Map<string, Map<string, Entry<T>[]>>([['', new Map([['', []]])]]);
  /** The same lanes by name (`laneKey`, `''` for the default), as a page names them: one lookup. */
  private readonly byName = new Map<string, Entry<T>[]>([['', this.lanes.get('')!.get('')!]]);
  private readonly log: RecordChange<T>[] = [];

  /** @throws Error for a duplicate key or an unparsable `createdAt` */
  constructor(
    records: Iterable<T>,
    private readonly options: RecordStoreOptions<T>,
  ) {
    const all: Entry<T>[] = [];
    for (const record of records) {
      const key = options.key(record);
      if (this.byKey.has(key)) throw new Error(`duplicate ${options.noun} ${key}`);
      this.byKey.set(key, record);
      all.push(this.entryOf(record, key));
    }
    if (!all.every((e, i) => i === 0 || comesBefore(all[i - 1]!, e))) {
      all.sort((a, b) => (comesBefore(a, b) ? -1 : 1));
    }
    let entry: Entry<T>;
    const file: LaneSink = (field, value) => {
      this.lane(field, value).push(entry);
    };
    for (entry of all) options.lanes(entry.record, file);
  }

  /** The collection revision: the number of changes since start (0 at start). */
  get revision(): number {
    return this.log.length;
  }

  /** How many records the store holds, in any status. */
  get size(): number {
    return this.byKey.size;
  }

  /** The record with this key, in any status; undefined when unknown. */
  get(key: string): T | undefined {
    return this.byKey.get(key);
  }

  /** The keyset position of a record: its `createdAt` in ms and its key. */
  position(record: T): KeysetPosition {
    return { at: Date.parse(record.createdAt), id: this.options.key(record) };
  }

  /**
   * The first `limit` records strictly after `after` (null: from the top) that satisfy `accept`, in
   * list order; `hasMore` when at least one more would follow. Walks the shortest of `lanes` (default
   * `['']`): every record `accept` may take must be in each of them. Stops after `limit + 1` matches.
   */
  page(
    accept: (record: T) => boolean,
    after: KeysetPosition | null,
    limit: number,
    lanes: readonly string[] = [''],
  ): PageSlice<T> {
    let shortest: readonly Entry<T>[] | undefined;
    for (const key of lanes.length > 0 ? lanes : ['']) {
      const list = this.named(key);
      if (!shortest || list.length < shortest.length) shortest = list;
    }
    return walk([shortest ?? []], accept, after, limit);
  }

  /**
   * Like `page`, but walks the union of `lanes` (each record `accept` may take is in at least one of
   * them; a record in several is taken once), e.g. the offers of an account or of its company.
   */
  pageAny(
    accept: (record: T) => boolean,
    after: KeysetPosition | null,
    limit: number,
    lanes: readonly string[],
  ): PageSlice<T> {
    return walk(
      [...new Set(lanes)].map((key) => this.named(key)),
      accept,
      after,
      limit,
    );
  }

  /**
   * The filtered list `matches` as paging sees it (`servePage`): pages walk `lanes` (see `page`, or
   * their union with `union: true`, see `pageAny`), `list_changed` looks at the changes touching an item
   * for which `matches` holds.
   */
  view(matches: (record: T) => boolean, lanes: readonly string[] = [''], union = false): PagedCollection<T> {
    return new StoreView(this, matches, lanes, union);
  }

  /**
   * True when a change made after `revision` touched a record for which `matches` holds, before or
   * after the change (the `list_changed` rule).
   */
  changedSince(revision: number, matches: (record: T) => boolean): boolean {
    for (let i = Math.max(0, revision); i < this.log.length; i++) {
      const change = this.log[i]!;
      if ((change.before && matches(change.before)) || matches(change.after)) return true;
    }
    return false;
  }

  /** The changes after `revision`, oldest first. */
  changesSince(revision: number): readonly RecordChange<T>[] {
    return this.log.slice(Math.max(0, revision));
  }

  /**
   * Adds a record (a publication).
   * @throws Error when its key exists or its `createdAt` does not parse
   */
  insert(record: T): RecordChange<T> {
    const key = this.options.key(record);
    if (this.byKey.has(key)) throw new Error(`${this.options.noun} ${key} exists`);
    this.entryOf(record);
    return this.commit(null, record);
  }

  /**
   * Replaces the record `key` by `{ ...current, ...patch }`; its key and `createdAt` cannot change.
   * @throws Error when the key is unknown or the patch changes it
   */
  update(key: string, patch: Partial<T>): RecordChange<T> {
    const before = this.byKey.get(key);
    if (!before) throw new Error(`no ${this.options.noun} ${key}`);
    const after: T = { ...before, ...patch, createdAt: before.createdAt };
    if (this.options.key(after) !== key)
      throw new Error(`the key of ${this.options.noun} ${key} cannot change`);
    return this.commit(before, after);
  }

  private commit(before: T | null, after: T): RecordChange<T> {
    if (before) {
      const old = this.entryOf(before);
      this.options.lanes(before, (field, value) => {
        const list = this.lane(field, value);
        const i = firstAtOrAfter(list, old.at, old.key);
        if (list[i]?.key === old.key) list.splice(i, 1);
      });
    }
    const entry = this.entryOf(after);
    this.byKey.set(entry.key, after);
    this.options.lanes(after, (field, value) => {
      const list = this.lane(field, value);
      list.splice(firstAtOrAfter(list, entry.at, entry.key), 0, entry);
    });
    const change: RecordChange<T> = { revision: this.log.length + 1, before, after };
    this.log.push(change);
    return change;
  }

  /** The lane `laneKey(field, value)` (`''` for `('', '')`), made empty when new. */
  private lane(field: string, value: string): Entry<T>[] {
    let byValue = this.lanes.get(field);
    if (!byValue) this.lanes.set(field, (byValue = new Map()));
    let list = byValue.get(value);
    if (!list) {
      byValue.set(value, (list = []));
      this.byName.set(laneKey(field, value), list);
    }
    return list;
  }

  /** The lane named `name` (`laneKey`, or `''`); empty when no record was ever filed in it. */
  private named(name: string): readonly Entry<T>[] {
    return this.byName.get(name) ?? [];
  }

  private entryOf(record: T, key = this.options.key(record)): Entry<T> {
    const at = Date.parse(record.createdAt);
    if (!Number.isFinite(at))
      throw new Error(`${this.options.noun} ${key}: bad createdAt ${record.createdAt}`);
    return { at, key, record };
  }
}

/** A filtered list of a store as paging sees it (`RecordStore.view`); a class, so a request allocates no closures. */
class StoreView<T extends { readonly createdAt: string }> implements PagedCollection<T> {
  readonly revision: number;

  constructor(
    private readonly store: RecordStore<T>,
    private readonly matches: (record: T) => boolean,
    private readonly lanes: readonly string[],
    private readonly union: boolean,
  ) {
    this.revision = store.revision;
  }

  changedSince(revision: number): boolean {
    return this.store.changedSince(revision, this.matches);
  }

  page(after: KeysetPosition | null, limit: number): PageSlice<T> {
    return this.union
      ? this.store.pageAny(this.matches, after, limit, this.lanes)
      : this.store.page(this.matches, after, limit, this.lanes);
  }

  position(record: T): KeysetPosition {
    return this.store.position(record);
  }
}

/**
 * Merges `lists` (each in list order) from just after `after`, taking each record once, and returns
 * the first `limit` accepted ones and whether one more follows.
 */
function walk<T>(
  lists: readonly (readonly Entry<T>[])[],
  accept: (record: T) => boolean,
  after: KeysetPosition | null,
  limit: number,
): PageSlice<T> {
  if (lists.length === 1) return walkOne(lists[0]!, accept, after, limit);
  const next = lists.map((list) => (after ? firstAfter(list, after.at, after.id) : 0));
  const items: T[] = [];
  let lastKey: string | undefined;
  for (;;) {
    let best = -1;
    let head: Entry<T> | undefined;
    for (let i = 0; i < lists.length; i++) {
      const candidate = lists[i]![next[i]!];
      if (candidate && (!head || comesBefore(candidate, head))) {
        best = i;
        head = candidate;
      }
    }
    if (!head) return { items, hasMore: false };
    next[best]!++;
    // The same record in two lanes comes up twice in a row (same position).
    if (head.key === lastKey) continue;
    lastKey = head.key;
    if (!accept(head.record)) continue;
    if (items.length === limit) return { items, hasMore: true };
    items.push(head.record);
  }
}

/** `walk` over one list: no merge, no duplicates to skip (the common case: one lane). */
function walkOne<T>(
  list: readonly Entry<T>[],
  accept: (record: T) => boolean,
  after: KeysetPosition | null,
  limit: number,
): PageSlice<T> {
  const items: T[] = [];
  for (let i = after ? firstAfter(list, after.at, after.id) : 0; i < list.length; i++) {
    const record = list[i]!.record;
    if (!accept(record)) continue;
    if (items.length === limit) return { items, hasMore: true };
    items.push(record);
  }
  return { items, hasMore: false };
}

/** Index of the first entry strictly after the position `(at, key)` in list order. */
function firstAfter<T>(list: readonly Entry<T>[], at: number, key: string): number {
  return firstIndexWhere(list, (e) => e.at < at || (e.at === at && e.key < key));
}

/** Index of the first entry at or after the position `(at, key)` in list order. */
function firstAtOrAfter<T>(list: readonly Entry<T>[], at: number, key: string): number {
  return firstIndexWhere(list, (e) => e.at < at || (e.at === at && e.key <= key));
}

/** True when `a` comes before `b` in list order (`createdAt` desc, then key desc). */
function comesBefore<T>(a: Entry<T>, b: Entry<T>): boolean {
  return a.at > b.at || (a.at === b.at && a.key > b.key);
}
