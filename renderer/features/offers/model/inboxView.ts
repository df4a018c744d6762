/**
 * What the inbox shows of its entries (pure, for the screen and its tests): the status filter and the
 * offers on screen that are new.
 */
import type { Offer } from '../../../../shared/api/types';
import type { InboxEntry } from '../../../../shared/contract/calls';
import { canBeNewOffer } from '../../../../shared/domain/inbox-new';
import type { OfferStatus } from '../../../../shared/domain/vocabulary';

/** The inbox's status filter: every offer, or the offers of one status. */
export type StatusFilter = 'all' | OfferStatus;

/** The offers of `entry` that pass `status`, in the API's order (newest first). */
export function filterOffers(entry: InboxEntry, status: StatusFilter): Offer[] {
  return status === 'all' ? entry.offers : entry.offers.filter((offer) => offer.status === status);
}

/** A listing's status by its ref (the page's listings), `undefined` for a ref not on the page. */
export type ListingStatusOf = (ref: string) => string | undefined;

/**
 * The offers of `entry` the inbox marks "New" and the navigation counts (shared/domain/inbox-new.ts,
 * docs/watch.md §The inbox count): those main reported never seen (`newIds`) that are still `sent`, on
 * a listing still `published` (`listingStatus`; a listing not known: none).
 */
export function newOfferIds(entry: InboxEntry, listingStatus: string | undefined): Set<string> {
  const unseen = new Set(entry.newIds);
  const ids = new Set<string>();
  if (listingStatus === undefined) return ids;
  for (const offer of entry.offers) {
    if (unseen.has(offer.id) && canBeNewOffer(listingStatus, offer.status)) ids.add(offer.id);
  }
  return ids;
}

/**
 * The ids of the offers shown with `status` that are new ({@link newOfferIds}, the listing's status
 * from `statusOf`), in the order shown, each once: the ones the inbox marks seen once they were
 * displayed.
 */
export function shownNewIds(
  entries: readonly InboxEntry[],
  status: StatusFilter,
  statusOf: ListingStatusOf,
): string[] {
  const ids: string[] = [];
  for (const entry of entries) {
    const fresh = newOfferIds(entry, statusOf(entry.ref));
    for (const offer of filterOffers(entry, status)) if (fresh.has(offer.id)) ids.push(offer.id);
  }
  return [...new Set(ids)];
}
