/**
 * The API's Listing (docs/api.md §Resources) from a sandbox record: exactly the spec's fields, never the
 * owner's or the chosen carrier's account ids. `transportStage`/`stageUpdatedAt` are ABSENT unless
 * the caller may see them (docs/api.md §Routes, §Resources).
 */
import type { Listing } from '@dispatch/shared/api/types';
import type { ListingRecord } from '../../market';

/**
 * True when `accountId` (the key's account; null without a key) is the listing's owner or its chosen
 * carrier (the account whose offer was accepted): only they see the transport stage.
 */
export function seesTransportStage(listing: ListingRecord, accountId: string | null): boolean {
  return (
    accountId !== null &&
    (accountId === listing.ownerAccountId || accountId === listing.chosenCarrierAccountId)
  );
}

/**
 * The API projection of `listing`.
 * @param origin the sandbox's origin (`http://127.0.0.1:PORT`); `url` is `${origin}/web/listings/${ref}`
 * @param withStage include `transportStage` and `stageUpdatedAt` (see `seesTransportStage`)
 */
export function toApiListing(listing: ListingRecord, origin: string, withStage: boolean): Listing {
  const view: Listing = {
    ref: listing.ref,
    category: listing.category,
    fromCity: listing.fromCity,
    fromCountry: listing.fromCountry,
    toCity: listing.toCity,
    toCountry: listing.toCountry,
    dateType: listing.dateType,
    dateFrom: listing.dateFrom,
    dateTo: listing.dateTo,
    description: listing.description,
    budget: listing.budget,
    currency: listing.currency,
    urgent: listing.urgent,
    needsInvoice: listing.needsInvoice,
    paymentDays: listing.paymentDays,
    weightKg: listing.weightKg,
    volumeM3: listing.volumeM3,
    truckTypes: [...listing.truckTypes],
    status: listing.status,
    createdAt: listing.createdAt,
    expiresAt: listing.expiresAt,
    estimatedCost: listing.estimatedCost,
    distanceKm: listing.distanceKm,
    url: `${origin}/web/listings/${encodeURIComponent(listing.ref)}`,
  };
  if (withStage) {
    view.transportStage = listing.transportStage;
    view.stageUpdatedAt = listing.stageUpdatedAt;
  }
  return view;
}
