/**
 * Listing routes (spec 4): `GET /v1/listings` (search, keyset-paged) and `GET /v1/listings/{ref}`.
 * `/listings/mine` and `/listings/{ref}/offers` come with the key-only routes.
 */
import type { FastifyInstance } from 'fastify';
import { PAGE_LIMIT_MAX } from '../../../shared/domain/vocabulary';
import { notFound } from '../api-error';
import type { SandboxContext } from '../context';
import { listingFiltersFrom, matchesListingFilters, type ListingFilters } from '../listing-filters';
import { laneKey, positionOf } from '../listing-store';
import { seesTransportStage, toApiListing } from '../listing-view';
import { servePage, type PagedCollection } from '../paging';
import { callerOf, operationParams, readParams, readRoute } from '../route-kit';
import type { ListingRecord } from '../../market';

/** The cursor route name of the listing search. */
export const LISTINGS_ROUTE = 'listings';

/** Registers the listing routes on `app`. */
export function listingRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const search = operationParams(ctx.contract, '/listings');
  const byRef = operationParams(ctx.contract, '/listings/{ref}');

  readRoute(app, '/v1/listings', (request) => {
    const caller = callerOf(request);
    const raw = request.query as Record<string, unknown>;
    ctx.gap.arrive(caller.holder, LISTINGS_ROUTE, raw.cursor !== undefined);
    const { filters, limit, cursor } = readParams(search.query, raw, 'query', (values) => {
      const { filters, problems } = listingFiltersFrom(values);
      return {
        result: {
          filters,
          limit: typeof values.limit === 'number' ? values.limit : PAGE_LIMIT_MAX,
          cursor: typeof values.cursor === 'string' ? values.cursor : undefined,
        },
        problems,
      };
    });
    const page = servePage(ctx.cursors, filteredListings(ctx, filters), {
      binding: {
        route: LISTINGS_ROUTE,
        filters: { ...filters },
        environment: ctx.environment,
        holder: caller.holder,
      },
      cursor,
      limit,
      now: ctx.now(),
    });
    const origin = ctx.origin();
    return {
      data: page.items.map((l) => toApiListing(l, origin, seesTransportStage(l, caller.accountId))),
      hasMore: page.hasMore,
      nextCursor: page.nextCursor,
    };
  });

  readRoute(app, '/v1/listings/:ref', (request) => {
    const caller = callerOf(request);
    const { ref } = readParams(byRef.path, request.params, 'path') as { ref: string };
    const listing = ctx.listings.get(ref);
    if (!listing || !isVisible(listing, caller.accountId)) throw notFound(`There is no listing ${ref}.`);
    return { data: toApiListing(listing, ctx.origin(), seesTransportStage(listing, caller.accountId)) };
  });
}

/**
 * Whether `GET /listings/{ref}` shows a listing (DECISIONS "Resources"): published, closed, expired and
 * cancelled are public; hidden only for its owner; category assistance never.
 */
export function isVisible(listing: ListingRecord, accountId: string | null): boolean {
  if (listing.category === 'assistance') return false;
  if (listing.status === 'hidden') return accountId !== null && accountId === listing.ownerAccountId;
  return true;
}

/** The filtered search as a paged collection, scanning the narrowest store lane the filters allow. */
function filteredListings(ctx: SandboxContext, filters: ListingFilters): PagedCollection<ListingRecord> {
  const matches = (l: ListingRecord) => matchesListingFilters(l, filters);
  const lanes: string[] = [];
  if (filters.fromCountry) lanes.push(laneKey('fromCountry', filters.fromCountry));
  if (filters.toCountry) lanes.push(laneKey('toCountry', filters.toCountry));
  if (filters.category) lanes.push(laneKey('category', filters.category));
  return {
    revision: ctx.listings.revision,
    changedSince: (revision) => ctx.listings.changedSince(revision, matches),
    page: (after, limit) => ctx.listings.page(matches, after, limit, lanes),
    position: positionOf,
  };
}
