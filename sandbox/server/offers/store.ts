/**
 * The sandbox's offers, mutable (docs/api.md §Lists and cursors, `list_changed`): a `RecordStore` keyed
 * by `id`. Lanes: every offer in lane `''`, in its listing's lane (`/listings/{ref}/offers`) and in
 * the lanes of its sender side, the sending account and, when sent on its behalf, the company
 * (`/offers/mine` walks the union of the holder's two).
 */
import type { OfferRecord } from '../../market';
import { laneKey, RecordStore, type LaneSink, type StoreLanes } from '../records/record-store';

/** The offer collection of one sandbox; `update` cannot change `id` or `createdAt`. */
export class OfferStore extends RecordStore<OfferRecord> {
  /** @throws Error for a duplicate `id` or an unparsable `createdAt` */
  constructor(offers: Iterable<OfferRecord>) {
    super(offers, { noun: 'offer', key: (o) => o.id, lanes: lanesOf });
  }
}

/** Lanes of the offers store (`StoreLanes`). */
export const offerLanes = {
  /** The offers received on the listing `ref`. */
  listing: (ref: string): string => laneKey('listing', ref),
  /** The offers sent by the account `accountId` (personally or on its company's behalf). */
  sender: (accountId: string): string => laneKey('sender', accountId),
  /** The offers sent on behalf of the company `companyId`, by any of its accounts. */
  company: (companyId: string): string => laneKey('company', companyId),
} satisfies StoreLanes;

/** Files `offer` in its lanes (the fields of `offerLanes`). */
function lanesOf(offer: OfferRecord, into: LaneSink): void {
  into('', '');
  into('listing', offer.listingRef);
  into('sender', offer.senderAccountId);
  if (offer.senderCompanyId !== null) into('company', offer.senderCompanyId);
}
