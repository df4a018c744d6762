/**
 * The plainest listing there is: a published București → Cluj-Napoca freight, as soon as possible,
 * no weight, volume, budget or truck type named. The control surface publishes it when told nothing
 * else, and tests build fixtures from it.
 */
import type { ListingRecord } from '../../market';

/** The fields a plain listing can't go without. */
export interface PlainListingIdentity {
  ref: string;
  /** ISO date-time, ms precision, Z. */
  createdAt: string;
  /** ISO date-time, after `createdAt`. */
  expiresAt: string;
  ownerAccountId: string;
}

/** A plain listing record with `identity`, then `fields` laid over it. */
export function plainListing(
  identity: PlainListingIdentity,
  fields: Partial<ListingRecord> = {},
): ListingRecord {
  return {
    category: 'freight',
    fromCity: 'București',
    fromCountry: 'RO',
    toCity: 'Cluj-Napoca',
    toCountry: 'RO',
    dateType: 'asap',
    dateFrom: null,
    dateTo: null,
    description: null,
    budget: null,
    currency: 'RON',
    urgent: false,
    needsInvoice: false,
    paymentDays: null,
    weightKg: null,
    volumeM3: null,
    truckTypes: [],
    status: 'published',
    estimatedCost: null,
    distanceKm: null,
    transportStage: null,
    stageUpdatedAt: null,
    chosenCarrierAccountId: null,
    ...identity,
    ...fields,
  };
}
