/** Handlers of the offer calls (shared/contract/offers.ts): `listListingOffers`, `listMyOffers`, `getOffer`. */
import { unwrap } from '../../api/client';
import type { HandlerGroup, ServiceContext } from '../context';

/** The offer handlers. */
export function offerHandlers(
  context: ServiceContext,
): HandlerGroup<'offers.forListing' | 'offers.mine' | 'offers.get'> {
  return {
    'offers.forListing': async ({ ref, cursor, limit }) =>
      (await context.client()).get('/listings/{ref}/offers', {
        path: { ref },
        query: { limit, cursor: cursor ?? undefined },
      }),
    'offers.mine': async ({ cursor, limit }) =>
      (await context.client()).get('/offers/mine', { query: { limit, cursor: cursor ?? undefined } }),
    'offers.get': async ({ id }) =>
      unwrap(await (await context.client()).get('/offers/{id}', { path: { id } })),
  };
}
