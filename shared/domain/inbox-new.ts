/**
 * What "new" means for an offer received, the one rule behind the inbox's "New" mark and the count
 * beside "Offer inbox" (docs/watch.md §The inbox count): an offer still waiting for an answer (status
 * `sent`) on a listing of mine still open for offers (status `published`, docs/api.md §Listing status),
 * never seen in the inbox (the seen marks of scope `inbox`, checked by the caller). A declined,
 * withdrawn, expired or accepted offer, or one on a listing hidden, closed, expired or cancelled, asks
 * nothing of the dispatcher: it is neither marked nor counted, seen or not.
 */

/**
 * Whether an offer of status `offerStatus` on a listing of status `listingStatus` can be new (the
 * file comment; the caller then asks whether it was seen). Both are compared as text: an unknown
 * value is never new.
 */
export function canBeNewOffer(listingStatus: string, offerStatus: string): boolean {
  return listingStatus === 'published' && offerStatus === 'sent';
}
