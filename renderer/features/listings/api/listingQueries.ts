/**
 * Listings through the contract calls `listings.search` (`GET /listings`, a keyset list: the
 * cursor-list kit, renderer/shared/cursorList) and `listings.get` (`GET /listings/{ref}`).
 * docs/api.md §Routes, §Lists and cursors.
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { Listing } from '../../../../shared/api/types';
import type { ListingFilters } from '../../../../shared/contract/calls';
import { createCursorList, type CursorPage } from '../../../shared/cursorList/cursorList';
import { listKey } from '../../../shared/cursorList/keys';
import { call } from '../../../shared/transport';

/** The search of published listings: filters from the URL, pages by cursor. */
export const listingSearch = createCursorList<ListingFilters, Listing>({
  name: 'listings',
  initialFilters: {},
  fetchPage: (filters, cursor) => call('listings.search', { filters, cursor }),
});

/**
 * Starts reading page 1 of the listings search `filters` (the route's loader, so it begins with the
 * page). Only when the list's cursors already belong to these filters (a first start, or the same
 * search again): otherwise the screen restarts the list, which reads page 1 afresh anyway. Resolves
 * when the read has ended (never rejects: a failure is the query's error, shown by the screen).
 */
export function prefetchFirstListingsPage(queryClient: QueryClient, filters: ListingFilters): Promise<void> {
  if (hashKey([listingSearch.useStore.getState().filters]) !== hashKey([filters])) return Promise.resolve();
  return queryClient.prefetchQuery(listingSearch.pageQuery(filters, null));
}

/** One listing's query (shared with the screens that show a listing beside an offer). */
export { listingQueries } from './listingDetailQuery';

/** The listing `ref` as a page of the search already shows it (to show at once while its detail loads). */
export function listingFromPages(queryClient: QueryClient, ref: string): Listing | undefined {
  for (const [, page] of queryClient.getQueriesData<CursorPage<Listing>>({
    queryKey: listKey(listingSearch.name),
  })) {
    const found = page?.data.find((listing) => listing.ref === ref);
    if (found) return found;
  }
  return undefined;
}
