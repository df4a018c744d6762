/**
 * One listing by its ref (`listings.get`, `GET /listings/{ref}`, docs/api.md §Routes): the query the
 * listing panel reads and any screen that shows a listing's fields beside something else (offers sent,
 * the inbox). One query key per ref, so every screen shares the cached answer; a 404 (an unknown code,
 * a listing no longer visible to the caller, docs/api.md §Rules) is not retried.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/transport';

/**
 * Query keys of listings (docs/architecture.md §Query keys): `['listings', 'detail', ref]` for one
 * listing. The search's pages are the cursor-list family (`['list', 'listings', ...]`,
 * renderer/shared/cursorList/keys.ts), not these: a session change invalidates these details.
 */
export const listingKeys = {
  all: ['listings'] as const,
  details: () => [...listingKeys.all, 'detail'] as const,
  detail: (ref: string) => [...listingKeys.details(), ref] as const,
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
