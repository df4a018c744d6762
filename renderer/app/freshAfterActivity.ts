/**
 * Screens stay fresh as the watch reads (docs/watch.md §Fresh lists, §In the renderer "The nav counts update
 * as the watch reads"): when new activity arrives, the reads whose data it concerns are marked stale, so an
 * open screen shows the new data and another reads it when opened. Lists re-read page 1 only (keys of
 * renderer/shared/cursorList/keys.ts): a page 2 or later never moves under the user.
 */
import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ActivityEntryView } from '../../shared/contract/activity';
import { offerKeys } from '../features/offers';
import { LIST_KEY_ROOT } from '../shared/cursorList/keys';

/** The lists (cursor-list names) each kind concerns. */
const LISTS_OF: Record<string, readonly string[]> = {
  'offer.received': ['inbox-listings', 'offers-for-listing'],
  'offer.withdrawn': ['inbox-listings', 'offers-for-listing'],
  'offer.expired': ['inbox-listings', 'offers-for-listing', 'offers-mine'],
  'offer.accepted': ['offers-mine'],
  'offer.declined': ['offers-mine'],
  'listing.stage_changed': ['listings-mine', 'inbox-listings'],
  'listing.closed': ['listings-mine', 'inbox-listings'],
  'listing.expired': ['listings-mine', 'inbox-listings'],
  'listing.cancelled': ['listings-mine', 'inbox-listings'],
  'vehicle.request_received': ['vehicles-mine'],
};

/** Kinds that change the inbox's offers (`['offers', 'inbox', refs]`, renderer/features/offers). */
const INBOX_KINDS = new Set(['offer.received', 'offer.withdrawn', 'offer.expired']);

/** The lists `entries` concern. */
export function listsConcerned(entries: readonly Pick<ActivityEntryView, 'type'>[]): Set<string> {
  return new Set(entries.flatMap((entry) => LISTS_OF[entry.type] ?? []));
}

/** Whether `key` is the first page of one of `lists` (`['list', name, 'page', filters, null]`). */
export function isFirstPageOf(key: QueryKey, lists: ReadonlySet<string>): boolean {
  return (
    key[0] === LIST_KEY_ROOT &&
    typeof key[1] === 'string' &&
    lists.has(key[1]) &&
    key[2] === 'page' &&
    key[4] === null
  );
}

/** The lists of the offer inbox (renderer/features/offers/api/offerQueries.ts), shown at `/inbox`. */
const INBOX_LISTS = new Set(['inbox-listings']);

/**
 * Marks stale what `entries` concern: page 1 of their lists, the inbox's offers (`offerKeys.inboxAll`)
 * and each offer they name (`offerKeys.detail(id)`; docs/architecture.md §Query keys). Active queries
 * re-read at once (local calls to main, which reads the exchange as the user's own read), except the
 * inbox's while the inbox is not open (`inboxOpen` false): those are marked stale only, and read again
 * when the inbox opens (docs/watch.md §In the renderer). Outside the inbox their one reader is the
 * nav's count of offers never seen, which the watch's own count replaces as soon as it has an unread
 * offer; re-reading them at once spent the holder's requests on `listings.mine` and on the offers of
 * each listing of its page 1 (21 requests for a page of 20) every time the watch noticed something.
 */
export function refreshWhatChanged(
  queryClient: QueryClient,
  entries: readonly ActivityEntryView[],
  { inboxOpen }: { inboxOpen: boolean },
): void {
  if (entries.length === 0) return;
  const lists = listsConcerned(entries);
  const offers = new Set(entries.filter((e) => e.subject.kind === 'offer').map((e) => e.subject.id));
  const inbox = entries.some((entry) => INBOX_KINDS.has(entry.type));
  const inboxLists = new Set([...lists].filter((name) => INBOX_LISTS.has(name)));
  const otherLists = new Set([...lists].filter((name) => !INBOX_LISTS.has(name)));
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      isFirstPageOf(queryKey, otherLists) ||
      [...offers].some((id) => partialMatchKey(queryKey, offerKeys.detail(id))),
  });
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      isFirstPageOf(queryKey, inboxLists) || (inbox && partialMatchKey(queryKey, offerKeys.inboxAll)),
    refetchType: inboxOpen ? 'active' : 'none',
  });
}
