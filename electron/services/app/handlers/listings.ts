/** Handlers of the listing calls (shared/contract/listings.ts): `searchListings`, `getListing`, `listMyListings`. */
import type { listingCalls } from '../../../../shared/contract/listings';
import { listingFiltersQuery } from '../../api/query';
import type { HandlerGroup, ServiceContext } from '../context';

/** The listing handlers. Truck types go as one comma-separated parameter (docs/api.md §Filters). */
export function listingHandlers(context: ServiceContext): HandlerGroup<typeof listingCalls> {
  return {
    'listings.search': async ({ filters, cursor, limit }) =>
      (await context.client()).get('/listings', {
        query: { ...listingFiltersQuery(filters), limit, cursor: cursor ?? undefined },
      }),
    'listings.get': async ({ ref }) => (await context.client()).getOne('/listings/{ref}', { path: { ref } }),
    'listings.mine': async ({ cursor, limit }) =>
      (await context.client()).get('/listings/mine', { query: { limit, cursor: cursor ?? undefined } }),
  };
}
