import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { ListingFilters } from '../../../../shared/contract/calls';
import { useListingSearch } from '../state/listingSearchStore';
import { listingKeys } from './listingQueries';

/**
 * Starts the search over at page 1 (cursor null) with `filters` (default: the current ones), always
 * fetching page 1 afresh: used by "Search", "Search again" (after a 409 the list must start over,
 * DECISIONS "Errors") and after a session change (cursors are bound to the holder).
 *
 * Pages of the old search are dropped first, and page 1 is reset by its exact key, so no old cursor is
 * ever re-sent: the table's observer moves to page 1 on its next render and fetches it.
 */
export function restartSearch(queryClient: QueryClient, filters?: ListingFilters): void {
  const next = filters ?? useListingSearch.getState().filters;
  const firstKey = listingKeys.page(next, null);
  const firstHash = hashKey(firstKey);
  queryClient.removeQueries({
    queryKey: listingKeys.pages(),
    predicate: (query) => query.queryHash !== firstHash,
  });
  useListingSearch.getState().search(next);
  void queryClient.resetQueries({ queryKey: firstKey, exact: true });
}
