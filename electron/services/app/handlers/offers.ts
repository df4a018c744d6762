/**
 * Handlers of the offer calls (shared/contract/offers.ts): `listListingOffers`, `listMyOffers`,
 * `getOffer`, and the inbox.
 */
import type { InboxEntry } from '../../../../shared/contract/calls';
import { toAppError } from '../../errors';
import type { offerCalls } from '../../../../shared/contract/offers';
import type { HandlerGroup, ServiceContext } from '../context';

/** Requests the inbox runs at once: polite to the exchange, fast enough for a page of 20 listings. */
export const INBOX_CONCURRENCY = 2;

/**
 * Runs `work` over `items` with at most `limit` running at once; results in the order of `items`.
 * `work` must not throw (each item's failure is part of its result).
 */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The inbox: each listing's first page of offers, 2 at a time, with the offers not seen before.
 * `signal` (the call's) withdraws every read still to come.
 */
async function inbox(context: ServiceContext, refs: string[], signal?: AbortSignal): Promise<InboxEntry[]> {
  const api = await context.client();
  return inPool(refs, INBOX_CONCURRENCY, async (ref): Promise<InboxEntry> => {
    try {
      const page = await api.get('/listings/{ref}/offers', { path: { ref }, query: {} }, { signal });
      const ids = page.data.map((offer) => offer.id);
      const newIds = context.desk().seenMarks.unseen('inbox', ids);
      return { ref, offers: page.data, hasMore: page.hasMore, newIds, error: null };
    } catch (error) {
      return { ref, offers: [], hasMore: false, newIds: [], error: toAppError(error) };
    }
  });
}

/** The offer handlers; each passes the call's `signal` (docs/api.md §Rate limits). */
export function offerHandlers(context: ServiceContext): HandlerGroup<typeof offerCalls> {
  return {
    'offers.forListing': async ({ ref, cursor, limit }, call) =>
      (await context.client()).get(
        '/listings/{ref}/offers',
        { path: { ref }, query: { limit, cursor: cursor ?? undefined } },
        { signal: call?.signal },
      ),
    'offers.mine': async ({ cursor, limit }, call) =>
      (await context.client()).get(
        '/offers/mine',
        { query: { limit, cursor: cursor ?? undefined } },
        { signal: call?.signal },
      ),
    'offers.get': async ({ id }, call) =>
      (await context.client()).getOne('/offers/{id}', { path: { id } }, { signal: call?.signal }),
    'offers.inbox': ({ refs }, call) => inbox(context, refs, call?.signal),
  };
}
