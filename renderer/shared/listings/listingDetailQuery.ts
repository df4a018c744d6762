/**
 * One listing by its ref (`listings.get`, `GET /listings/{ref}`, docs/api.md §Routes): the query the
 * listing panel reads and any screen that shows a listing's fields beside something else (offers sent,
 * the inbox). One query key per ref, so every screen shares the cached answer; a 404 (an unknown code,
 * a listing no longer visible to the caller, docs/api.md §Rules) is not retried.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../transport';

/** Query keys of single listings: `['listing', ref]` (not a list: a session change invalidates them). */
export const listingKeys = {
  detail: (ref: string) => ['listing', ref] as const,
};

/** The query-options factory for one listing. */
export const listingQueries = {
  /** One listing by its ref; includes the transport stage when the key may see it. */
  detail: (ref: string) =>
    queryOptions({
      queryKey: listingKeys.detail(ref),
      queryFn: () => call('listings.get', { ref }),
      staleTime: 30_000,
      retry: false,
    }),
};
