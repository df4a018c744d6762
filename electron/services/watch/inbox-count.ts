/**
 * The inbox count, one rule in one place (docs/watch.md §The inbox count): the offers received on my
 * listings that can be new (`shared/domain/inbox-new.ts` `canBeNewOffer`: still `sent`, on a listing
 * still `published`) and that the user has not yet seen in the inbox (no seen mark in scope `inbox`,
 * db/seen-marks.ts), across every listing of mine the watch knows (every page of my listings,
 * docs/watch.md §My listings past the first page), whatever page of the inbox shows them. An offer
 * arriving only adds to it; it falls only when an offer is seen, withdrawn or expires, or its listing
 * is no longer published.
 */
import { canBeNewOffer } from '../../../shared/domain/inbox-new';
import type { ListingsSnapshot, ReceivedOffersSnapshot } from './diff';

/** The snapshot key prefix of the offers on my listings (sources.ts `received-offers:<ref>`). */
export const RECEIVED_OFFERS_KEY = 'received-offers';

/**
 * The count (see the file comment): `listings`, my listings as the watch last read them (the snapshot
 * `my-listings`; absent before the first read: 0); `offersOf(ref)`, the stored first page of the
 * offers on listing `ref` (null when never read); `unseen(ids)`, those of `ids` never marked seen in
 * the inbox (SeenMarkStore.unseen on scope `inbox`). A whole number ≥ 0; throws what `unseen` throws.
 */
export function countUnseenOffers(
  listings: ListingsSnapshot['listings'] | undefined,
  offersOf: (ref: string) => ReceivedOffersSnapshot | null,
  unseen: (ids: string[]) => readonly string[],
): number {
  const open = new Set<string>();
  for (const [ref, listing] of Object.entries(listings ?? {})) {
    const offers = offersOf(ref)?.offers ?? {};
    for (const [id, status] of Object.entries(offers)) {
      if (canBeNewOffer(listing.status, status)) open.add(id);
    }
  }
  return open.size === 0 ? 0 : unseen([...open]).length;
}
