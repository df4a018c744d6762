/** Test helpers of the sandbox server's tests (not used by the server). */
import type { ListingRecord } from '../market';

/** A published RO→RO freight listing created at `createdAt`; `fields` override. */
export function listingFixture(
  ref: string,
  createdAt: string,
  fields: Partial<ListingRecord> = {},
): ListingRecord {
  return {
    ref,
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
    createdAt,
    expiresAt: '2030-01-01T00:00:00.000Z',
    estimatedCost: null,
    distanceKm: null,
    transportStage: null,
    stageUpdatedAt: null,
    ownerAccountId: 'owner',
    chosenCarrierAccountId: null,
    ...fields,
  };
}
