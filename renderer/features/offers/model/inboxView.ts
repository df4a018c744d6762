/**
 * What the inbox shows of its entries (pure, for the screen and its tests): the status filter and the
 * offers on screen that are new.
 */
import type { Offer } from '../../../../shared/api/types';
import type { InboxEntry } from '../../../../shared/contract/calls';
import type { OfferStatus } from '../../../../shared/domain/vocabulary';

/** The inbox's status filter: every offer, or the offers of one status. */
export type StatusFilter = 'all' | OfferStatus;

/** The offers of `entry` that pass `status`, in the API's order (newest first). */
export function filterOffers(entry: InboxEntry, status: StatusFilter): Offer[] {
  return status === 'all' ? entry.offers : entry.offers.filter((offer) => offer.status === status);
}

/**
 * The ids of the offers shown with `status` that the main process reported new (`newIds`), in the
 * order shown, each once: the ones the inbox marks seen once they were displayed.
 */
export function shownNewIds(entries: readonly InboxEntry[], status: StatusFilter): string[] {
  const ids: string[] = [];
  for (const entry of entries) {
    const fresh = new Set(entry.newIds);
    for (const offer of filterOffers(entry, status)) if (fresh.has(offer.id)) ids.push(offer.id);
  }
  return [...new Set(ids)];
}
