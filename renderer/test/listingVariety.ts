import type { Listing } from '../../shared/api/types';
import { makeListing } from './fakeTransport';

/**
 * Listings that take every kind of cell of the listings table: margins of each mark and none, flags
 * on and off, a flexible range, no dates, no budget or load, RON.
 */
export const LISTING_VARIETY: Listing[] = [
  makeListing({ ref: 'FX-AA0001', urgent: true, needsInvoice: false }),
  makeListing({ ref: 'FX-AA0002', budget: '900', estimatedCost: '1400', paymentDays: null }),
  makeListing({ ref: 'FX-AA0003', budget: '1750', dateType: 'flexible', dateTo: '2026-10-20' }),
  makeListing({ ref: 'FX-AA0004', budget: null, weightKg: null, volumeM3: null, truckTypes: [] }),
  makeListing({ ref: 'FX-AA0005', dateType: 'asap', dateFrom: null, dateTo: null, currency: 'RON' }),
];
