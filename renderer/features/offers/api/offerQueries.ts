/**
 * Offers through the contract calls (docs/api.md §Resources, §Lists and cursors): the inbox (the user's
 * listings paged by hand with `listings.mine`, list `inbox-listings`, and for the listings of the page
 * on screen one `offers.inbox` call: each listing's first page of offers, main reading at most 2 at a
 * time), the offers sent (`offers.mine`, list `offers-mine`) and one offer (`offers.get`).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Listing, Offer } from '../../../../shared/api/types';
import { createCursorList, NO_FILTERS, type NoFilters } from '../../../shared/cursorList/cursorList';
import { call } from '../../../shared/transport';

/** The user's listings as the inbox pages them (newest first, 20 a page; its own cursors). */
export const inboxListings = createCursorList<NoFilters, Listing>({
  name: 'inbox-listings',
  initialFilters: NO_FILTERS,
  fetchPage: (_filters, cursor) => call('listings.mine', { cursor }),
});

/** The offers the user's account or company sent, newest first, 20 a page. */
export const offersMine = createCursorList<NoFilters, Offer>({
  name: 'offers-mine',
  initialFilters: NO_FILTERS,
  fetchPage: (_filters, cursor) => call('offers.mine', { cursor }),
});

/**
 * Query keys of the offer reads (docs/architecture.md §Query keys): `['offers', 'inbox', refs]` (one
 * page's inbox entries) and `['offers', 'detail', id]`; the offer lists are the cursor-list family.
 */
export const offerKeys = {
  all: ['offers'] as const,
  /** Every inbox read (what Refresh invalidates). */
  inboxAll: ['offers', 'inbox'] as const,
  inbox: (refs: readonly string[]) => [...offerKeys.inboxAll, [...refs]] as const,
  details: () => [...offerKeys.all, 'detail'] as const,
  detail: (id: string) => [...offerKeys.details(), id] as const,
};

/** The query-options factory of the offer reads. */
export const offerQueries = {
  /**
   * The inbox entries of `refs` (the listing refs of one page): read once, then only when the user
   * asks (Refresh, `r`) or the watch noticed a change to them (renderer/app/freshAfterActivity.ts):
   * never stale by age, never refetched on focus or reconnect; refetched on mount only once marked
   * stale (`isInvalidated`), so an inbox opened after the watch's news shows them.
   */
  inbox: (refs: readonly string[]) =>
    queryOptions({
      queryKey: offerKeys.inbox(refs),
      queryFn: () => call('offers.inbox', { refs: [...refs] }),
      staleTime: Infinity,
      refetchOnMount: (query) => query.state.isInvalidated,
      refetchOnReconnect: false,
      refetchOnWindowFocus: false,
      retry: false,
    }),
  /**
   * One offer (`offers.get`; a 404 is not retried). Read by the offer route's screen only: a failed read is not read again by the screen's mount: the route's loader read it, and reads it again on the next navigation (docs/architecture.md §Query keys).
   */
  detail: (id: string) =>
    queryOptions({
      queryKey: offerKeys.detail(id),
      queryFn: () => call('offers.get', { id }),
      staleTime: 30_000,
      retry: false,
      retryOnMount: false,
    }),
};
