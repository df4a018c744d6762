/**
 * What the watch watches (docs/watch.md §What is watched, and the events), each as first-page reads (never a
 * next page) paired with its diff (diff.ts), and the key permissions each needs (docs/api.md §Keys and
 * environments, Permissions; §Routes):
 *
 * | source            | read (first page, `limit` 20)            | needs                           | events                                              |
 * | ----------------- | ---------------------------------------- | ------------------------------- | --------------------------------------------------- |
 * | `received_offers` | `GET /listings/{ref}/offers`, per listing of mine still `published` | `listings:read`, `offers:read` | `offer.received`, `offer.withdrawn`, `offer.expired` |
 * | `my_offers`       | `GET /offers/mine`                       | `offers:read`                   | `offer.accepted`, `offer.declined`, `offer.expired` |
 * | `my_listings`     | `GET /listings/mine`                     | `listings:read`                 | `listing.stage_changed`, `.closed`/`.expired`/`.cancelled` |
 * | `carried_loads`   | `GET /listings/{ref}`, per load where my offer is `accepted` and the stage is not `delivered` | `offers:read` | `listing.stage_changed` |
 * | `my_vehicles`     | `GET /vehicles/mine`                     | `vehicles:read`                 | `vehicle.request_received`                          |
 * | `saved_searches`  | `GET /listings` / `GET /vehicles` with the filters of each search marked Watch | none (public) | `listing.created`, `vehicle.created` |
 *
 * Which listings' offers and which carried loads are read comes from the snapshots of `my_listings`
 * and `my_offers` as last stored (the previous pass), so a pass is planned from the database alone.
 */
import type { ApiClient } from '../api/client';
import { listingFiltersQuery } from '../api/query';
import type { ListingFilters } from '../../../shared/contract/listings';
import type { VehicleFilters } from '../../../shared/contract/vehicles';
import type { Permission } from './events';
import {
  diffListings,
  diffMyOffers,
  diffMyVehicles,
  diffReceivedOffers,
  diffSearch,
  type DiffResult,
  type FirstPage,
  type ListingFields,
  type ListingsSnapshot,
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

/** A read of the first page of one of my lists (`GET /listings/mine`, `/offers/mine`, `/vehicles/mine`). */
function mineRead<S, T>(
  source: WatchSourceKind,
  key: string,
  path: '/listings/mine' | '/offers/mine' | '/vehicles/mine',
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

/** What planning a pass reads: the stored snapshots of my listings and my offers, and the watched searches. */
export interface PassContext {
  snapshot<T>(key: string): T | null;
  watchedSearches: readonly WatchedSearch[];
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
      return [mineRead(kind, 'my-listings', '/listings/mine', diffListings)];
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
