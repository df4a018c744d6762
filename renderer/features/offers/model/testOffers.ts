/** Test data of the offer screens' tests: offers and inbox entries with plausible fields. */
import type { Offer } from '../../../../shared/api/types';
import type { InboxEntry } from '../../../../shared/contract/calls';

/** An offer with plausible fields; override any. */
export function makeOffer(id: string, overrides: Partial<Offer> = {}): Offer {
  return {
    id,
    listingRef: 'FX-AA0001',
    price: '1250.00',
    currency: 'EUR',
    availableDate: '2026-11-25',
    message: 'Truck free in Cluj on Tuesday.',
    status: 'sent',
    expiresAt: '2026-11-30T12:00:00Z',
    revisions: 1,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-21T09:00:00Z',
    url: 'https://exchange.example/offers/x',
    carrier: { name: 'Trans Carpați SRL', isCompany: true, verified: true },
    ...overrides,
  };
}

/** An inbox entry of `ref` holding `offers`; override any. */
export function makeEntry(ref: string, offers: Offer[], overrides: Partial<InboxEntry> = {}): InboxEntry {
  return { ref, offers, hasMore: false, newIds: [], error: null, ...overrides };
}

/** Offer uuids for tests: `offerId(1)` is `0b7f3c1e-0000-4000-8000-000000000001`. */
export function offerId(n: number): string {
  return `0b7f3c1e-0000-4000-8000-${String(n).padStart(12, '0')}`;
}
