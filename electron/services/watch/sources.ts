/**
 * What the watch watches (docs/watch.md §What is watched, and the events), each as first-page reads (never a
 * next page) paired with its diff (diff.ts), and the key permissions each needs (docs/api.md §Keys and
 * environments, Permissions; §Routes):
 *
 * | source            | read (first page, `limit` 20)            | needs                           | events                                              |
 * | ----------------- | ---------------------------------------- | ------------------------------- | --------------------------------------------------- |
 * | `received_offers` | `GET /listings/{ref}/offers`, per listing of mine still `published` | `listings:read`, `offers:read` | `offer.received`, `offer.withdrawn`, `offer.expired` |
 * | `my_offers`       | `GET /offers/mine`                       | `offers:read`                   | `offer.accepted`, `offer.declined`, `offer.expired` |
 * | `my_listings`     | `GET /listings/mine`, page 1; hourly, the pages after it (a walk) | `listings:read` | `listing.stage_changed`, `.closed`/`.expired`/`.cancelled` |
 * | `carried_loads`   | `GET /listings/{ref}`, per load where my offer is `accepted` and the stage is not `delivered` | `offers:read` | `listing.stage_changed` |
 * | `my_vehicles`     | `GET /vehicles/mine`                     | `vehicles:read`                 | `vehicle.request_received`                          |
 * | `saved_searches`  | `GET /listings` / `GET /vehicles` with the filters of each search marked Watch | none (public) | `listing.created`, `vehicle.created` |
 *
 * Which listings' offers and which carried loads are read comes from the snapshots of `my_listings`
 * and `my_offers` as last stored (the previous pass), so a pass is planned from the database alone.
 * My listings are the one list read past its first page (docs/watch.md §My listings past the first
 * page): every published listing of mine can hold new offers, the inbox's count among them.
 */
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { listingFiltersQuery } from '../api/query';
import type { ListingFilters } from '../../../shared/contract/listings';
import type { VehicleFilters } from '../../../shared/contract/vehicles';
import type { Permission } from './events';
import {
  diffListings,
  diffMyListings,
  diffMyOffers,
  diffMyVehicles,
  diffReceivedOffers,
  diffSearch,
  type DiffResult,
  type FirstPage,
  type ListingFields,
  type ListingsSnapshot,
  type MyListingsPage,
  type MyListingsSnapshot,
  type MyOffersSnapshot,
  type OfferFields,
  type VehicleFields,
} from './diff';

/** The reads the watch makes: the client's list and single-resource reads (api/client.ts). */
export type WatchClient = Pick<ApiClient, 'get' | 'getOne'> & Partial<Pick<ApiClient, 'waitingUntil'>>;

/** A kind of watched thing; see the file comment's table. */
export type WatchSourceKind =
  'my_listings' | 'received_offers' | 'my_offers' | 'carried_loads' | 'my_vehicles' | 'saved_searches';

/**
 * Every source, in the order a pass reads them, with the permissions it needs. What matters most goes
 * first (docs/watch.md §What is watched, and the events): the offers on my listings (the inbox), then
 * the offers I sent, then my listings, the loads I carry and my vehicles, then the watched searches;
 * so after a start a new offer is told by the first reads, not after a whole pass.
 */
export const WATCH_SOURCES: Readonly<Record<WatchSourceKind, { permissions: readonly Permission[] }>> = {
  received_offers: { permissions: ['listings:read', 'offers:read'] },
  my_offers: { permissions: ['offers:read'] },
  my_listings: { permissions: ['listings:read'] },
  carried_loads: { permissions: ['offers:read'] },
  my_vehicles: { permissions: ['vehicles:read'] },
  saved_searches: { permissions: [] },
};

/** Every source kind, in pass order. */
export const WATCH_SOURCE_KINDS = Object.keys(WATCH_SOURCES) as WatchSourceKind[];

/** A saved search marked Watch, with what its read needs (shared/contract/desk.ts SavedSearch). */
export type WatchedSearch =
  | { id: string; name: string; kind: 'listings'; filters: ListingFilters }
  | { id: string; name: string; kind: 'vehicles'; filters: VehicleFilters };

/**
 * One read of a pass: the snapshot `key` it diffs against, the first page it fetches (through the
 * client's background lane), and its diff. `fetch` rejects with the client's `ApiError`.
 */
export interface WatchRead {
  source: WatchSourceKind;
  /** Snapshot key: `my-listings`, `my-offers`, `my-vehicles`, `received-offers:<ref>`, `carried:<ref>`, `search:<id>`. */
  key: string;
  fetch(client: WatchClient): Promise<FirstPage<unknown>>;
  /**
   * True for the next page of a walk over my listings (docs/watch.md §My listings past the first
   * page): it goes before any other read, since its cursor's list may change the longer it waits.
   */
  continues?: boolean;
  /**
   * `since`: on a baseline (no snapshot), the moment the watch began watching this thing on the
   * exchange's clock (ms; null when unknown): received offers and watched searches tell what is dated
   * after it (docs/watch.md §News from the first read). Ignored by the other sources and past the baseline.
   */
  diff(previous: unknown, page: FirstPage<unknown>, since?: number | null): DiffResult<unknown>;
}

/** The page size the watch asks for: the most the API gives (docs/api.md §Lists and cursors). */
export const WATCH_PAGE_LIMIT = 20;

const background = { background: true } as const;
const firstPage = <T>(page: { data: readonly T[]; hasMore?: boolean }): FirstPage<T> => ({
  items: page.data,
  hasMore: page.hasMore === true,
});

type Diff<S, T> = (previous: S | null, page: FirstPage<T>, since?: number | null) => DiffResult<S>;
function read<S, T>(
  source: WatchSourceKind,
  key: string,
  fetch: (client: WatchClient) => Promise<FirstPage<T>>,
  diff: Diff<S, T>,
): WatchRead {
  return { source, key, fetch, diff: diff as WatchRead['diff'] };
}

/** A read of the first page of one of my lists (`GET /offers/mine`, `/vehicles/mine`). */
function mineRead<S, T>(
  source: WatchSourceKind,
  key: string,
  path: '/offers/mine' | '/vehicles/mine',
  diff: Diff<S, T>,
): WatchRead {
  return read(
    source,
    key,
    async (client) =>
      firstPage<unknown>(await client.get(path, { query: { limit: WATCH_PAGE_LIMIT } }, background)),
    diff as Diff<S, unknown>,
  );
}

/**
 * What planning a pass reads: the stored snapshots of my listings and my offers, the watched searches,
 * and `now` (machine ms: whether a walk over my listings is due, and whether its cursor still lives).
 */
export interface PassContext {
  snapshot<T>(key: string): T | null;
  watchedSearches: readonly WatchedSearch[];
  now: number;
}

/**
 * A walk over my listings' pages after the first is opened at most this often (ms): the listings past
 * page 1 only grow older, and new ones come on page 1, so a walk learns only their status and stage
 * changes; once an hour, as every thing is read (docs/watch.md §The busiest first, §My listings past
 * the first page).
 */
export const MY_LISTINGS_WALK_EVERY_MS = 60 * 60_000;

/**
 * A walk's cursor is used at most this long after it was issued (ms): the exchange's cursors live 15
 * minutes (docs/api.md §Lists and cursors); an older one would only meet 409 `cursor_expired`, so the
 * walk starts over from page 1 instead.
 */
export const MY_LISTINGS_CURSOR_MS = 14 * 60_000;

/**
 * The most pages of my listings a walk reads (20 listings each): 500 listings, at most 24 reads an
 * hour beyond page 1 (a tenth of the default budget's 240). Listings further down are not read.
 */
export const MY_LISTINGS_WALK_MAX_PAGES = 25;

/**
 * The error kinds a walk's page is tried again on (the engine waits or backs off, engine.ts): a 429,
 * the exchange or the network failing. Any other refusal of a walk's page (409 `list_changed`,
 * `cursor_expired`, `cursor_mismatch`, 400 `invalid_cursor`: the list must start over, docs/api.md
 * §Lists and cursors; or anything else) ends the walk, so a walk never retries a dead cursor.
 */
const WALK_TRIES_AGAIN: ReadonlySet<string> = new Set([
  'rate_limited',
  'server_error',
  'network',
  'timeout',
  'cancelled',
]);

/**
 * The read of my listings (`GET /listings/mine`, key `my-listings`): the next page of the walk under way
 * when its cursor is younger than {@link MY_LISTINGS_CURSOR_MS} (flagged `continues`), else page 1;
 * a walk's page refused for good ends the walk without failing the read ({@link WALK_TRIES_AGAIN};
 * diff.ts `diffMyListings`).
 */
function myListingsRead(previous: MyListingsSnapshot | null, now: number): WatchRead {
  const open = previous?.walk ?? null;
  const walk = open !== null && now >= open.at && now - open.at < MY_LISTINGS_CURSOR_MS ? open : null;
  const walkedAt = previous?.walkedAt ?? null;
  const walkDue = walkedAt === null || now < walkedAt || now - walkedAt >= MY_LISTINGS_WALK_EVERY_MS;
  const pageNumber = walk?.page ?? 1;
  const fetch = async (client: WatchClient): Promise<MyListingsPage> => {
    const query = walk ? { limit: WATCH_PAGE_LIMIT, cursor: walk.cursor } : { limit: WATCH_PAGE_LIMIT };
    try {
      const answer = await client.get('/listings/mine', { query }, background);
      return {
        items: answer.data as ListingFields[],
        hasMore: answer.hasMore === true,
        nextCursor: answer.nextCursor ?? null,
        page: pageNumber,
      };
    } catch (error) {
      if (walk && error instanceof ApiError && !WALK_TRIES_AGAIN.has(error.appError.kind)) {
        return { items: [], hasMore: false, nextCursor: null, page: pageNumber, startOver: true };
      }
      throw error;
    }
  };
  return {
    source: 'my_listings',
    key: 'my-listings',
    fetch,
    ...(walk ? { continues: true } : {}),
    diff: (previous, page) =>
      diffMyListings(previous as MyListingsSnapshot | null, page as MyListingsPage, {
        now,
        walkDue,
        maxPages: MY_LISTINGS_WALK_MAX_PAGES,
      }),
  };
}

/**
 * The reads of one pass over the sources in `on` (in {@link WATCH_SOURCE_KINDS} order; within a
 * source, in the snapshot's order). Pure: reads nothing but `context`.
 */
export function planPass(on: ReadonlySet<WatchSourceKind>, context: PassContext): WatchRead[] {
  const reads: WatchRead[] = [];
  for (const kind of WATCH_SOURCE_KINDS) {
    if (on.has(kind)) reads.push(...readsOf(kind, context));
  }
  return reads;
}

function readsOf(kind: WatchSourceKind, context: PassContext): WatchRead[] {
  switch (kind) {
    case 'my_listings':
      return [myListingsRead(context.snapshot<MyListingsSnapshot>('my-listings'), context.now)];
    case 'my_offers':
      return [mineRead(kind, 'my-offers', '/offers/mine', diffMyOffers)];
    case 'my_vehicles':
      return [mineRead(kind, 'my-vehicles', '/vehicles/mine', diffMyVehicles)];
    case 'received_offers': {
      const mine = context.snapshot<ListingsSnapshot>('my-listings');
      return Object.entries(mine?.listings ?? {})
        .filter(([, listing]) => listing.status === 'published')
        .map(([ref]) =>
          read(
            kind,
            `received-offers:${ref}`,
            async (client) =>
              firstPage<OfferFields>(
                await client.get(
                  '/listings/{ref}/offers',
                  { path: { ref }, query: { limit: WATCH_PAGE_LIMIT } },
                  background,
                ),
              ),
            diffReceivedOffers,
          ),
        );
    }
    case 'carried_loads': {
      const offers = context.snapshot<MyOffersSnapshot>('my-offers');
      const refs = new Set(
        Object.values(offers?.offers ?? {})
          .filter((offer) => offer.status === 'accepted')
          .map((offer) => offer.listingRef),
      );
      return [...refs]
        .filter(
          (ref) => context.snapshot<ListingsSnapshot>(`carried:${ref}`)?.listings[ref]?.stage !== 'delivered',
        )
        .map((ref) =>
          read(
            kind,
            `carried:${ref}`,
            async (client) => ({
              items: [
                (await client.getOne('/listings/{ref}', { path: { ref } }, background)) as ListingFields,
              ],
              hasMore: false,
            }),
            diffListings,
          ),
        );
    }
    case 'saved_searches':
      return context.watchedSearches.map((search) =>
        read(
          kind,
          `search:${search.id}`,
          async (client) => firstPage<ListingFields | VehicleFields>(await searchPage(client, search)),
          (previous, page, since) =>
            diffSearch(search, previous as Parameters<typeof diffSearch>[1], page, since ?? null),
        ),
      );
  }
}

/** The first page of a saved search, its filters sent as the search screens send them (truck types comma-joined). */
async function searchPage(client: WatchClient, search: WatchedSearch) {
  if (search.kind === 'vehicles') {
    return client.get('/vehicles', { query: { ...search.filters, limit: WATCH_PAGE_LIMIT } }, background);
  }
  const query = { ...listingFiltersQuery(search.filters), limit: WATCH_PAGE_LIMIT };
  return client.get('/listings', { query }, background);
}
