/**
 * The API's Offer (docs/api.md §Resources) from a sandbox record, and who may see one (docs/api.md §Routes, §Resources): exactly the schema's fields, never the sender's account or company ids.
 */
import type { Offer } from '@dispatch/shared/api/types';
import type { ListingRecord, OfferRecord } from '../../market';

/** The sender side of a key holder: its account and, when it belongs to one, its company. */
export interface SenderSide {
  accountId: string;
  companyId: string | null;
}

/** Who sent an offer: the fields `isSentBy` and `seesOffer` read. */
type Sender = Pick<OfferRecord, 'senderAccountId' | 'senderCompanyId'>;

/** True when the offer was sent by `side`: by its account, or on behalf of its company. */
export function isSentBy(offer: Sender, side: SenderSide): boolean {
  return (
    offer.senderAccountId === side.accountId ||
    (side.companyId !== null && offer.senderCompanyId === side.companyId)
  );
}

/**
 * True when `side` may read `offer`: the sender side, or the owner of the offer's `listing` (the
 * listing as the store holds it; undefined when gone). Anyone else gets the 404 of an absent offer.
 */
export function seesOffer(offer: Sender, listing: ListingRecord | undefined, side: SenderSide): boolean {
  const sender = isSentBy(offer, side);
  const owner = listing !== undefined && listing.ownerAccountId === side.accountId;
  return sender || owner;
}

/**
 * The API projection of `offer`.
 * @param origin the sandbox's origin; `url` is `${origin}/web/offers/${id}`
 */
export function toApiOffer(offer: OfferRecord, origin: string): Offer {
  return {
    id: offer.id,
    listingRef: offer.listingRef,
    price: offer.price,
    currency: offer.currency,
    availableDate: offer.availableDate,
    message: offer.message,
    status: offer.status,
    expiresAt: offer.expiresAt,
    revisions: offer.revisions,
    createdAt: offer.createdAt,
    updatedAt: offer.updatedAt,
    url: `${origin}/web/offers/${encodeURIComponent(offer.id)}`,
    carrier: {
      name: offer.carrier.name,
      isCompany: offer.carrier.isCompany,
      verified: offer.carrier.verified,
    },
  };
}
