/**
 * Query keys and query options for listings (spec 4: `GET /listings`, `GET /listings/{ref}`), through
 * the contract calls `listings.search` and `listings.get`.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ListingFilters } from '../../../../shared/contract/calls';
import { call } from '../../../shared/transport';

/** Query keys, built from the filters and the cursor (null = first page). */
export const listingKeys = {
  all: ['listings'] as const,
  pages: () => ['listings', 'page'] as const,
  page: (filters: ListingFilters, cursor: string | null) => ['listings', 'page', filters, cursor] as const,
  detail: (ref: string) => ['listings', 'detail', ref] as const,
};

/** True for a query key of a list page (used to keep pages apart when invalidating). */
export function isListingPageKey(key: readonly unknown[]): boolean {
  return key[0] === 'listings' && key[1] === 'page';
}

/** The query-options factory for listings. */
export const listingQueries = {
  /**
   * One page of the search (spec 8: keyset paging, at most 20 per page). A page is fetched once per
   * cursor: never stale, never garbage-collected while the search lasts, never retried or refetched
   * on focus, mount or reconnect, so nothing re-sends a used cursor by itself (DECISIONS "Lists and
   * cursors": cursor gap, 409s).
   */
  page: (filters: ListingFilters, cursor: string | null) =>
    queryOptions({
      queryKey: listingKeys.page(filters, cursor),
      queryFn: () => call('listings.search', { filters, cursor }),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
      retryOnMount: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchOnMount: false,
    }),
  /** One listing by its ref (`GET /listings/{ref}`); includes the transport stage when the key may see it. */
  detail: (ref: string) =>
    queryOptions({
      queryKey: listingKeys.detail(ref),
      queryFn: () => call('listings.get', { ref }),
      staleTime: 30_000,
      retry: false,
    }),
};
