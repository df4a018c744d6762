/** Handlers of the listing calls (shared/contract/listings.ts): `searchListings`, `getListing`, `listMyListings`. */
import type { listingCalls } from '../../../../shared/contract/listings';
import { listingFiltersQuery } from '../../api/query';
import type { HandlerGroup, ServiceContext } from '../context';

/**
 * The listing handlers. Truck types go as one comma-separated parameter (docs/api.md §Filters). Each
 * passes the call's `signal`: a withdrawn call sends nothing more, not even after a 429's hold
 * (docs/api.md §Rate limits).
 */
export function listingHandlers(context: ServiceContext): HandlerGroup<typeof listingCalls> {
  return {
    'listings.search': async ({ filters, cursor, limit }, call) =>
      (await context.client()).get(
        '/listings',
        { query: { ...listingFiltersQuery(filters), limit, cursor: cursor ?? undefined } },
        { signal: call?.signal },
      ),
    'listings.get': async ({ ref }, call) =>
      (await context.client()).getOne('/listings/{ref}', { path: { ref } }, { signal: call?.signal }),
    'listings.mine': async ({ cursor, limit }, call) =>
      (await context.client()).get(
        '/listings/mine',
        { query: { limit, cursor: cursor ?? undefined } },
        { signal: call?.signal },
      ),
  };
}
