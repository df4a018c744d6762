/**
 * Listing routes (docs/api.md §Routes): `GET /v1/listings` (search, keyset-paged), `GET /v1/listings/mine` (the
 * key holder's own, `listings:read`) and `GET /v1/listings/{ref}`. `/listings/{ref}/offers` is with
 * the offer routes.
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error';
import type { SandboxContext } from '../context';
import { BodyWriter } from '../http/json-body';
import { operationPermission, requireKey } from '../http/key-holder';
import { listingFiltersFrom, matchesListingFilters, type ListingFilters } from './filters';
import { listingLanes } from './store';
import { seesTransportStage, toApiListing } from './view';
import { serveList } from '../paging/list-route';
import { callerOf, operationParams, readParams, readRoute } from '../http/route-kit';
import type { ListingRecord } from '../../market';

/** The projection variant of a listing shown with its transport stage (to its owner or chosen carrier). */
const WITH_STAGE = 1;

/** The cursor route name of the listing search. */
export const LISTINGS_ROUTE = 'listings';
/** The cursor route name of the holder's own listings. */
export const MY_LISTINGS_ROUTE = 'listings/mine';

/** Registers the listing routes on `app`. */
export function listingRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const search = operationParams(ctx.contract, '/listings');
  const mine = operationParams(ctx.contract, '/listings/mine');
  const minePermission = operationPermission(ctx.contract, '/listings/mine');
  const byRef = operationParams(ctx.contract, '/listings/{ref}');
  const pages = BodyWriter.forRoute<ListingRecord>(ctx.contract, '/listings');
  const ownPages = BodyWriter.forRoute<ListingRecord>(ctx.contract, '/listings/mine');
  const single = BodyWriter.forRoute<ListingRecord>(ctx.contract, '/listings/{ref}');

  readRoute(app, '/v1/listings', (request) => {
    const caller = callerOf(request);
    const origin = ctx.origin();
    return serveList(ctx, request, {
      route: LISTINGS_ROUTE,
      holder: caller.holder,
      query: search.query,
      filters: listingFiltersFrom,
      // Methods, not arrow properties: no function names to set up per request.
      collection(filters) {
        return ctx.listings.view((l) => matchesListingFilters(l, filters), searchLanes(filters));
      },
      project(l) {
        return toApiListing(l, origin, seesTransportStage(l, caller.accountId));
      },
      variant(l) {
        return seesTransportStage(l, caller.accountId) ? WITH_STAGE : 0;
      },
      body: pages,
    });
  });

  // All of the account's listings, in any status and category: `assistance` is kept from search only
  // (docs/api.md §Routes), and these are the holder's own. The holder is the owner: always with the stage.
  readRoute(app, '/v1/listings/mine', (request) => {
    const holder = requireKey(callerOf(request), minePermission);
    const origin = ctx.origin();
    return serveList(ctx, request, {
      route: MY_LISTINGS_ROUTE,
      holder: holder.holder,
      query: mine.query,
      collection: () =>
        ctx.listings.view(
          (l) => l.ownerAccountId === holder.accountId,
          [listingLanes.owner(holder.accountId)],
        ),
      project: (l) => toApiListing(l, origin, true),
      body: ownPages,
    });
  });

  readRoute(app, '/v1/listings/:ref', (request) => {
    const caller = callerOf(request);
    const { ref } = readParams(byRef.path, request.params, 'path') as { ref: string };
    const listing = ctx.listings.get(ref);
    if (!listing || !isVisible(listing, caller.accountId)) throw notFound(`There is no listing ${ref}.`);
    const withStage = seesTransportStage(listing, caller.accountId);
    const origin = ctx.origin();
    return single.body(
      single.item(listing, (l) => toApiListing(l, origin, withStage), withStage ? WITH_STAGE : 0),
    );
  });
}

/**
 * Whether `GET /listings/{ref}` shows a listing (docs/api.md §Resources): published, closed, expired and
 * cancelled are public; hidden only for its owner; category assistance never.
 */
export function isVisible(listing: ListingRecord, accountId: string | null): boolean {
  if (listing.category === 'assistance') return false;
  if (listing.status === 'hidden') return accountId !== null && accountId === listing.ownerAccountId;
  return true;
}

/** The search lanes every listing matching `filters` is in: the searchable lane and one per filter. */
function searchLanes(filters: ListingFilters): string[] {
  const lanes = [''];
  if (filters.fromCountry) lanes.push(listingLanes.search('fromCountry', filters.fromCountry));
  if (filters.toCountry) lanes.push(listingLanes.search('toCountry', filters.toCountry));
  if (filters.category) lanes.push(listingLanes.search('category', filters.category));
  return lanes;
}
