/**
 * The inbox count, one rule in one place (docs/watch.md §The inbox count): the offers received on my
 * listings that are still `sent` and that the user has not yet seen in the inbox (no seen mark in scope
 * `inbox`, db/seen-marks.ts), across every listing the watch reads, whatever page of the inbox shows
 * them. An offer arriving only adds to it; it falls only when an offer is seen, withdrawn or expires.
 */
import type { ReceivedOffersSnapshot } from './diff';

/** The snapshot key prefix of the offers on my listings (sources.ts `received-offers:<ref>`). */
export const RECEIVED_OFFERS_KEY = 'received-offers';

/**
 * The count (see the file comment): `snapshots`, the stored first pages of the offers on my listings;
 * `unseen(ids)`, those of `ids` never marked seen in the inbox (SeenMarkStore.unseen on scope `inbox`).
 * A whole number ≥ 0; throws what `unseen` throws.
 */
export function countUnseenOffers(
  snapshots: readonly ReceivedOffersSnapshot[],
  unseen: (ids: string[]) => readonly string[],
): number {
  const sent = new Set<string>();
  for (const snapshot of snapshots) {
    for (const [id, status] of Object.entries(snapshot.offers)) if (status === 'sent') sent.add(id);
  }
  return sent.size === 0 ? 0 : unseen([...sent]).length;
}
