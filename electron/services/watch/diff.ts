/**
 * The watch's diffs: pure functions from what the previous read of a first page kept (a snapshot,
 * JSON-safe, stored between reads and restarts) and the new first page to the events it shows and
 * the snapshot to keep (docs/watch.md §What is watched, and the events). No I/O, no clock.
 *
 * Common rules:
 * - A null previous snapshot is the **baseline** (the first read of that thing ever): nothing on it
 *   is new (docs/watch.md §What is watched, and the events: "the first read of anything is its
 *   baseline"), except, for received offers and watched searches, an item the exchange dates after
 *   `since`, the moment the watch began watching that thing on the exchange's own clock
 *   (docs/watch.md §News from the first read; {@link isAfterWatchBegan}).
 * - Only the first page is read (docs/watch.md §What is watched, and the events), so an item missing
 *   from it is not taken as gone: it may have moved to page 2. A snapshot keeps what the last first
 *   page showed. My listings are the exception: a walk reads their later pages too
 *   ({@link diffMyListings}, docs/watch.md §My listings past the first page).
 * - Lists are newest first (docs/api.md §Lists and cursors), so an item not seen before is taken as
 *   new only if it is not older than the oldest item of the previous first page, when that page had
 *   more after it (`hasMore`): an older one has only moved up from page 2 (an item above it closed),
 *   which is not news ({@link isNewOnFirstPage}).
 * - Statuses and stages are compared as text, whatever their value (docs/api.md §Where the real
 *   exchange may differ: a client assumes no order and accepts any value).
 */
import type { SearchRepost } from '../../../shared/contract/desk';
import type { WatchEvent, WatchEventType } from './events';

/** A first page as the watch reads it: the items and whether more follow. */
export interface FirstPage<T> {
  items: readonly T[];
  hasMore: boolean;
}

/** The result of a diff: the events (in page order) and the snapshot to keep. */
export interface DiffResult<S> {
  events: WatchEvent[];
  next: S;
}

/** Where a page stood: its oldest `createdAt` (ms), when more followed it; else null (it held everything). */
export type PageFloor = number | null;

/** The fields of an offer the diffs read (docs/api.md §Resources, Offer). */
export interface OfferFields {
  id: string;
  listingRef: string;
  status: string;
  price: string;
  currency: string;
  createdAt: string;
  updatedAt: string;
  carrier?: { name?: string } | null;
}

/** The fields of a listing the diffs read (docs/api.md §Resources, Listing). */
export interface ListingFields {
  ref: string;
  status: string;
  createdAt: string;
  fromCity?: string;
  fromCountry?: string;
  toCity?: string;
  toCountry?: string;
  budget?: string | null;
  currency?: string;
  transportStage?: string | null;
  stageUpdatedAt?: string | null;
  /** What a repost is told by (docs/watch.md §Saved searches as alerts; {@link repostKey}). */
  category?: string;
  dateType?: string;
  dateFrom?: string | null;
  dateTo?: string | null;
  weightKg?: number | null;
  volumeM3?: string | null;
  truckTypes?: readonly string[];
}

/** The fields of a free vehicle the diffs read (docs/api.md §Resources, Free vehicle). */
export interface VehicleFields {
  id: string;
  createdAt: string;
  fromCountry?: string;
  toCountry?: string;
  fromCity?: string | null;
  toCity?: string | null;
  vehicle?: string;
  requestCount?: number;
}

/**
 * The route's ends an event tells: `from` and `to` (the city, else the country, else null) and their
 * countries (`fromCountry`, `toCountry`, ISO alpha-2, null when not given), kept beside them because
 * a city is written in the UI's language by its name and country (docs/api.md §Places, A place in
 * the UI's language).
 */
function routeData(item: ListingFields | VehicleFields): Record<string, string | null> {
  return {
    from: item.fromCity ?? item.fromCountry ?? null,
    to: item.toCity ?? item.toCountry ?? null,
    fromCountry: item.fromCountry ?? null,
    toCountry: item.toCountry ?? null,
  };
}

/** An event the watch gives (source `watch`): its id is `<type>:` and `idParts` joined by `:`. */
function watchEvent(
  type: WatchEventType,
  idParts: readonly (string | number)[],
  fields: Pick<WatchEvent, 'subject' | 'listingRef' | 'occurredAt' | 'data'>,
): WatchEvent {
  return { id: [type, ...idParts].join(':'), type, ...fields, source: 'watch' };
}

/**
 * Snapshot of one of my listings' received offers: each offer's status, the page floor, and the
 * offers' `createdAt` in ms (`offeredAt`, page order; what the listing's offer rate is estimated from,
 * docs/watch.md §The busiest first; absent from snapshots stored before, then taken as none).
 */
export interface ReceivedOffersSnapshot {
  offers: Record<string, string>;
  floor: PageFloor;
  offeredAt?: number[];
}

/** Snapshot of my offers: each offer's status. */
export interface MyOffersSnapshot {
  offers: Record<string, { status: string; listingRef: string }>;
}

/**
 * Snapshot of listings (mine, or loads I carry): each listing's status and transport stage, and, for
 * the read order (docs/watch.md §The busiest first), its `createdAt` and `dateFrom` as answered
 * (absent from snapshots stored before, and null when the answer had none).
 */
export interface ListingsSnapshot {
  listings: Record<
    string,
    { status: string; stage: string | null; createdAt?: string | null; dateFrom?: string | null }
  >;
}

/** Snapshot of my free vehicles: each vehicle's request count. */
export interface VehiclesSnapshot {
  vehicles: Record<string, number>;
}

/** A listing seen by a watched search, as reposts are matched against it: its {@link repostKey} and price. */
export interface SeenLoad {
  key: string;
  budget: string | null;
  currency: string | null;
}

/**
 * Snapshot of a watched saved search: ids seen on its first page so far (newest last), and the page
 * floor; for listing searches also each seen listing's load (`loads`, by ref) and the reposts folded
 * so far (`reposts`, by the new ref; shared/contract/desk.ts `SearchRepost`). `loads` and `reposts`
 * are absent from snapshots stored before reposts were told apart; they are then taken as empty.
 */
export interface SearchSnapshot {
  seen: string[];
  floor: PageFloor;
  loads?: Record<string, SeenLoad>;
  reposts?: Record<string, SearchRepost>;
}

/** How many ids a saved search's snapshot keeps (the oldest go first): 25 full first pages. */
export const SEARCH_SEEN_MAX = 500;

/** The floor of a first page: its oldest `createdAt` in ms when `hasMore`, else null. */
export function pageFloor(page: FirstPage<{ createdAt: string }>): PageFloor {
  if (!page.hasMore) return null;
  const times = page.items.map((item) => Date.parse(item.createdAt)).filter((t) => !Number.isNaN(t));
  return times.length === 0 ? null : Math.min(...times);
}

/**
 * Whether an item not seen before is news: true unless the previous page had more after it and the
 * item is older than that page's oldest (it moved up from page 2). An unreadable date counts as news.
 */
export function isNewOnFirstPage(createdAt: string, previousFloor: PageFloor): boolean {
  const at = Date.parse(createdAt);
  return previousFloor === null || Number.isNaN(at) || at >= previousFloor;
}

/**
 * Whether an item read on a baseline is news (docs/watch.md §News from the first read): its `createdAt`
 * (the exchange's clock, ms since the epoch once parsed) is strictly after `since` (the moment the
 * watch began watching that thing, on the exchange's clock too: exchange-clock.ts). False when `since`
 * is null (not known) or the date cannot be read: on a baseline, doubt stays quiet.
 */
export function isAfterWatchBegan(createdAt: string, since: number | null | undefined): boolean {
  if (since === null || since === undefined) return false;
  const at = Date.parse(createdAt);
  return !Number.isNaN(at) && at > since;
}

/** Offer statuses of received offers that are told: docs/api.md §States and transitions, Offer status. */
const RECEIVED_OFFER_ENDS: Partial<Record<string, WatchEventType>> = {
  withdrawn: 'offer.withdrawn',
  expired: 'offer.expired',
};

/**
 * Offer statuses of my offers that are told (docs/watch.md §What is watched, and the events: "my offers").
 */
const MY_OFFER_ENDS: Partial<Record<string, WatchEventType>> = {
  accepted: 'offer.accepted',
  declined: 'offer.declined',
  expired: 'offer.expired',
};

/**
 * Listing statuses that are told when a listing of mine reaches them (docs/watch.md §What is watched, and the
 * events: "my listings").
 */
const LISTING_ENDS: Partial<Record<string, WatchEventType>> = {
  closed: 'listing.closed',
  expired: 'listing.expired',
  cancelled: 'listing.cancelled',
};

function offerEvent(type: WatchEventType, offer: OfferFields, occurredAt: string | null): WatchEvent {
  return watchEvent(type, [offer.id], {
    subject: { kind: 'offer', id: offer.id },
    listingRef: offer.listingRef,
    occurredAt,
    data: { price: offer.price, currency: offer.currency, carrier: offer.carrier?.name ?? null },
  });
}

/**
 * Offers received on one of my listings (`GET /listings/{ref}/offers`, first page) →
 * `offer.received` for a new offer in status `sent` (id `offer.received:<offer id>`), and
 * `offer.withdrawn` / `offer.expired` for a known offer that moved to that status (id
 * `<type>:<offer id>`). Baseline: `offer.received` only for an offer in status `sent` dated after
 * `since` (exchange ms; {@link isAfterWatchBegan}), nothing else.
 */
export function diffReceivedOffers(
  previous: ReceivedOffersSnapshot | null,
  page: FirstPage<OfferFields>,
  since: number | null = null,
): DiffResult<ReceivedOffersSnapshot> {
  const events: WatchEvent[] = [];
  if (!previous) {
    for (const offer of page.items) {
      if (offer.status === 'sent' && isAfterWatchBegan(offer.createdAt, since)) {
        events.push(offerEvent('offer.received', offer, offer.createdAt));
      }
    }
  } else {
    for (const offer of page.items) {
      const before = previous.offers[offer.id];
      if (before === undefined) {
        if (offer.status === 'sent' && isNewOnFirstPage(offer.createdAt, previous.floor)) {
          events.push(offerEvent('offer.received', offer, offer.createdAt));
        }
      } else if (before !== offer.status) {
        const type = RECEIVED_OFFER_ENDS[offer.status];
        if (type) events.push(offerEvent(type, offer, offer.updatedAt));
      }
    }
  }
  return {
    events,
    next: {
      offers: Object.fromEntries(page.items.map((o) => [o.id, o.status])),
      floor: pageFloor(page),
      offeredAt: page.items.map((o) => Date.parse(o.createdAt)).filter((t) => !Number.isNaN(t)),
    },
  };
}

/**
 * My offers (`GET /offers/mine`, first page) → `offer.accepted`, `offer.declined`, `offer.expired`
 * for a known offer that moved to that status (id `<type>:<offer id>`). A new offer of mine is not
 * told (I sent it). Baseline: no events.
 */
export function diffMyOffers(
  previous: MyOffersSnapshot | null,
  page: FirstPage<OfferFields>,
): DiffResult<MyOffersSnapshot> {
  const events: WatchEvent[] = [];
  if (previous) {
    for (const offer of page.items) {
      const before = previous.offers[offer.id];
      if (before === undefined || before.status === offer.status) continue;
      const type = MY_OFFER_ENDS[offer.status];
      if (type) events.push(offerEvent(type, offer, offer.updatedAt));
    }
  }
  return {
    events,
    next: {
      offers: Object.fromEntries(
        page.items.map((o) => [o.id, { status: o.status, listingRef: o.listingRef }]),
      ),
    },
  };
}

/**
 * Listings whose status and stage I follow: mine (`GET /listings/mine`, first page) or loads I carry
 * (`GET /listings/{ref}`, one item) → `listing.stage_changed` when a known listing's
 * `transportStage` is set to another value (id `listing.stage_changed:<ref>:<stage>`: stages only
 * move forward, docs/api.md §States and transitions, so each stage is told once), and
 * `listing.closed` / `listing.expired` / `listing.cancelled` when a known listing moved to that
 * status (id `<type>:<ref>`). A stage taken away (null or absent) is not told. Baseline: no events.
 */
export function diffListings(
  previous: ListingsSnapshot | null,
  page: FirstPage<ListingFields>,
): DiffResult<ListingsSnapshot> {
  const events: WatchEvent[] = [];
  if (previous) {
    for (const listing of page.items) {
      const before = previous.listings[listing.ref];
      if (before === undefined) continue;
      const stage = listing.transportStage ?? null;
      const subject = { kind: 'listing', id: listing.ref } as const;
      if (stage !== null && stage !== before.stage) {
        events.push(
          watchEvent('listing.stage_changed', [listing.ref, stage], {
            subject,
            listingRef: listing.ref,
            occurredAt: listing.stageUpdatedAt ?? null,
            data: { from: before.stage, to: stage },
          }),
        );
      }
      const type = before.status !== listing.status ? LISTING_ENDS[listing.status] : undefined;
      if (type) {
        events.push(
          watchEvent(type, [listing.ref], {
            subject,
            listingRef: listing.ref,
            occurredAt: null,
            data: { from: before.status, to: listing.status },
          }),
        );
      }
    }
  }
  return {
    events,
    next: {
      listings: Object.fromEntries(
        page.items.map((l) => [
          l.ref,
          {
            status: l.status,
            stage: l.transportStage ?? null,
            createdAt: l.createdAt ?? null,
            dateFrom: l.dateFrom ?? null,
          },
        ]),
      ),
    },
  };
}

/**
 * Snapshot of my listings (`GET /listings/mine`): every listing of mine read on any page so far
 * (docs/watch.md §My listings past the first page), and the walk over the pages after the first.
 * `walk`: the walk under way, the cursor of its next page, that page's number (2, 3, …) and when the
 * cursor was issued (machine ms); null or absent: none. `walkedAt`: when a walk last reached the last
 * page (machine ms; a list that fits on page 1 counts as walked); absent in snapshots stored before
 * the walk, then taken as never.
 */
export interface MyListingsSnapshot extends ListingsSnapshot {
  walk?: { cursor: string; page: number; at: number } | null;
  walkedAt?: number | null;
}

/**
 * One read of my listings: a page (`page` 1 is the first page), the answer's `nextCursor`, and
 * `startOver` when the walk's cursor was refused (409 `list_changed`, `cursor_expired`,
 * `cursor_mismatch`, or 400 `invalid_cursor`: docs/api.md §Lists and cursors), then with no items.
 */
export interface MyListingsPage extends FirstPage<ListingFields> {
  page: number;
  nextCursor: string | null;
  startOver?: boolean;
}

/**
 * A page of my listings (`GET /listings/mine`, page 1 or a later page of a walk) → the events of
 * {@link diffListings} for the listings on it, and the snapshot with the page merged in
 * (docs/watch.md §My listings past the first page):
 * - page 1 replaces what the last page 1 showed; the listings known from later pages stay while they
 *   are older than page 1's oldest (they are further down, not gone); when page 1 has no more, it is
 *   the whole list;
 * - a later page updates the listings on it; the last page (no more) drops what is older than its
 *   oldest (gone from the list);
 * - a walk is opened by page 1 when more follows and `walkDue` (at most once an hour, the caller's
 *   rule), goes on while more follows, for at most `maxPages` pages, and ends at the last page
 *   (`walkedAt` = `now`) or when its cursor is refused (`startOver`: the next read is page 1 again).
 * `now`: machine ms. Listings missing a readable `createdAt` are kept.
 */
export function diffMyListings(
  previous: MyListingsSnapshot | null,
  read: MyListingsPage,
  options: { now: number; walkDue: boolean; maxPages: number },
): DiffResult<MyListingsSnapshot> {
  const walkedBefore = previous?.walkedAt ?? null;
  if (read.startOver) {
    return {
      events: [],
      next: { listings: previous?.listings ?? {}, walk: null, walkedAt: walkedBefore },
    };
  }
  const { events, next } = diffListings(previous, read);
  const dates = read.items.map((item) => Date.parse(item.createdAt)).filter((at) => !Number.isNaN(at));
  const oldest = dates.length === 0 ? null : Math.min(...dates);
  /** Whether a listing not on this page is still in the list (see the function's comment). */
  const stays = (entry: { createdAt?: string | null }) => {
    if (read.page === 1 && !read.hasMore) return false;
    const at = entry.createdAt ? Date.parse(entry.createdAt) : NaN;
    if (Number.isNaN(at)) return true;
    // page 1: what lies below it; a later page: all but what lies below the last page
    if (read.page === 1) return oldest === null || at <= oldest;
    return read.hasMore || oldest === null || at >= oldest;
  };
  const listings = { ...next.listings };
  for (const [ref, entry] of Object.entries(previous?.listings ?? {})) {
    if (!(ref in listings) && stays(entry)) listings[ref] = entry;
  }
  const more = read.hasMore && typeof read.nextCursor === 'string' && read.nextCursor !== '';
  const goesOn = more && read.page < options.maxPages && (read.page > 1 || options.walkDue);
  const walked = !read.hasMore || (read.page > 1 && !goesOn);
  return {
    events,
    next: {
      listings,
      walk: goesOn ? { cursor: read.nextCursor!, page: read.page + 1, at: options.now } : null,
      walkedAt: walked ? options.now : walkedBefore,
    },
  };
}

/**
 * My free vehicles (`GET /vehicles/mine`, first page) → `vehicle.request_received` when a known
 * vehicle's `requestCount` grew (id `vehicle.request_received:<id>:<new count>`; `data.added` how
 * many). A count that shrank or is missing is kept, not told. Baseline: no events.
 */
export function diffMyVehicles(
  previous: VehiclesSnapshot | null,
  page: FirstPage<VehicleFields>,
): DiffResult<VehiclesSnapshot> {
  const events: WatchEvent[] = [];
  const next: VehiclesSnapshot = { vehicles: {} };
  for (const vehicle of page.items) {
    const count = vehicle.requestCount;
    if (typeof count !== 'number' || !Number.isFinite(count)) continue;
    next.vehicles[vehicle.id] = count;
    const before = previous?.vehicles[vehicle.id];
    if (before === undefined || count <= before) continue;
    events.push(
      watchEvent('vehicle.request_received', [vehicle.id, count], {
        subject: { kind: 'vehicle', id: vehicle.id },
        listingRef: null,
        occurredAt: null,
        data: { requestCount: count, added: count - before, ...routeData(vehicle) },
      }),
    );
  }
  return { events, next };
}

/**
 * A watched saved search, as the diff names it in its events; `isHidden` (optional) says which
 * listings or vehicles the user hid ("Hide this load", docs/watch.md §Seen and hidden loads): they are never
 * told.
 */
export interface WatchedSearchRef {
  id: string;
  name: string;
  kind: 'listings' | 'vehicles';
  isHidden?: (id: string) => boolean;
}

/**
 * What makes two listings the same load for reposts (docs/watch.md §Saved searches as alerts: same route,
 * dates, category, weight, volume and truck types; the budget may differ): those fields as one text (cities
 * compared without case or surrounding spaces, truck types in any order). Null for a listing read
 * without its category (not a whole listing: never folded).
 */
export function repostKey(listing: ListingFields): string | null {
  if (listing.category === undefined) return null;
  const city = (name: string | undefined) => (name ?? '').trim().toLowerCase();
  return JSON.stringify([
    city(listing.fromCity),
    listing.fromCountry ?? null,
    city(listing.toCity),
    listing.toCountry ?? null,
    listing.dateType ?? null,
    listing.dateFrom ?? null,
    listing.dateTo ?? null,
    listing.category,
    listing.weightKg ?? null,
    listing.volumeM3 === null || listing.volumeM3 === undefined ? null : Number(listing.volumeM3),
    [...(listing.truckTypes ?? [])].sort(),
  ]);
}

/**
 * A saved search marked Watch (`GET /listings` or `GET /vehicles` with its filters, first page) →
 * `listing.created` (listings) or `vehicle.created` (free vehicles) for an item never seen before on
 * this search's first page (and new by {@link isNewOnFirstPage}); id
 * `<type>:<search id>:<ref or id>`. Seen ids accumulate (at most {@link SEARCH_SEEN_MAX}, the
 * oldest dropped first), so a listing that leaves the page and comes back is not told twice.
 * Baseline: every item on the page is seen; only an item dated after `since` (exchange ms;
 * {@link isAfterWatchBegan}) is told.
 *
 * Not told either (docs/watch.md §Saved searches as alerts, §Seen and hidden loads):
 * - a **repost**: a listing whose {@link repostKey} is that of a listing seen before in this search
 *   (or earlier on the same page) under another ref is folded with it: no event, and the snapshot's
 *   `reposts` records it with the price before and after;
 * - a **hidden** item (`search.isHidden`): seen, never told.
 */
export function diffSearch(
  search: WatchedSearchRef,
  previous: SearchSnapshot | null,
  page: FirstPage<ListingFields | VehicleFields>,
  since: number | null = null,
): DiffResult<SearchSnapshot> {
  const events: WatchEvent[] = [];
  const seen = new Set(previous?.seen ?? []);
  const added: string[] = [];
  const loads: Record<string, SeenLoad> = { ...previous?.loads };
  const reposts: Record<string, SearchRepost> = { ...previous?.reposts };
  const refOfKey = new Map(Object.entries(loads).map(([ref, load]) => [load.key, ref]));
  for (const item of page.items) {
    const id = 'ref' in item ? item.ref : item.id;
    if (seen.has(id)) continue;
    seen.add(id);
    added.push(id);
    const key = 'ref' in item ? repostKey(item) : null;
    const original = key === null ? undefined : refOfKey.get(key);
    if ('ref' in item && key !== null) {
      loads[id] = { key, budget: item.budget ?? null, currency: item.currency ?? null };
      refOfKey.set(key, id);
    }
    if (!previous && !isAfterWatchBegan(item.createdAt, since)) continue;
    if (original !== undefined && 'ref' in item) {
      reposts[id] = {
        of: original,
        priceBefore: loads[original]?.budget ?? null,
        priceAfter: item.budget ?? null,
        currency: item.currency ?? loads[original]?.currency ?? null,
      };
      continue;
    }
    if (search.isHidden?.(id)) continue;
    if (previous && !isNewOnFirstPage(item.createdAt, previous.floor)) continue;
    events.push(searchEvent(search, item));
  }
  const all = [...(previous?.seen ?? []), ...added];
  const kept = all.slice(Math.max(0, all.length - SEARCH_SEEN_MAX));
  const next: SearchSnapshot = { seen: kept, floor: pageFloor(page) };
  if (search.kind === 'listings') {
    const keptSet = new Set(kept);
    next.loads = Object.fromEntries(Object.entries(loads).filter(([ref]) => keptSet.has(ref)));
    next.reposts = Object.fromEntries(Object.entries(reposts).filter(([ref]) => keptSet.has(ref)));
  }
  return { events, next };
}

function searchEvent(search: WatchedSearchRef, item: ListingFields | VehicleFields): WatchEvent {
  const base = { searchId: search.id, searchName: search.name, ...routeData(item) };
  if ('ref' in item) {
    return watchEvent('listing.created', [search.id, item.ref], {
      subject: { kind: 'listing', id: item.ref },
      listingRef: item.ref,
      occurredAt: item.createdAt,
      data: { ...base, budget: item.budget ?? null, currency: item.currency ?? null },
    });
  }
  return watchEvent('vehicle.created', [search.id, item.id], {
    subject: { kind: 'vehicle', id: item.id },
    listingRef: null,
    occurredAt: item.createdAt,
    data: { ...base, vehicle: item.vehicle ?? null },
  });
}
