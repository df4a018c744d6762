import { describe, expect, it } from 'vitest';
import { filterOffers, shownNewIds } from './inboxView';
import { makeEntry, makeOffer, offerId } from './testOffers';

describe('inboxView', () => {
  const entries = [
    makeEntry('FX-AA0001', [makeOffer(offerId(1)), makeOffer(offerId(2), { status: 'declined' })], {
      newIds: [offerId(1), offerId(2)],
    }),
    makeEntry('FX-AA0002', [makeOffer(offerId(3))], { newIds: [] }),
  ];

  it('filters offers by status, all keeps every one in order', () => {
    expect(filterOffers(entries[0]!, 'all').map((o) => o.id)).toEqual([offerId(1), offerId(2)]);
    expect(filterOffers(entries[0]!, 'declined').map((o) => o.id)).toEqual([offerId(2)]);
    expect(filterOffers(entries[1]!, 'accepted')).toEqual([]);
  });

  it('names only the new offers that are shown', () => {
    expect(shownNewIds(entries, 'all')).toEqual([offerId(1), offerId(2)]);
    expect(shownNewIds(entries, 'sent')).toEqual([offerId(1)]);
    expect(shownNewIds(entries, 'expired')).toEqual([]);
  });
});
