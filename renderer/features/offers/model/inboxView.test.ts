import { describe, expect, it } from 'vitest';
import { filterOffers, newOfferIds, shownNewIds } from './inboxView';
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

  const published = () => 'published';

  it('names only the new offers that are shown', () => {
    expect(shownNewIds(entries, 'all', published)).toEqual([offerId(1)]);
    expect(shownNewIds(entries, 'sent', published)).toEqual([offerId(1)]);
    expect(shownNewIds(entries, 'expired', published)).toEqual([]);
  });

  it('new is an offer never seen, still sent, on a listing still published (docs/watch.md §The inbox count)', () => {
    // the declined one was never seen either: it asks nothing, so it is not new
    expect([...newOfferIds(entries[0]!, 'published')]).toEqual([offerId(1)]);
    for (const status of ['hidden', 'closed', 'expired', 'cancelled', 'paused']) {
      expect(newOfferIds(entries[0]!, status).size, status).toBe(0);
    }
    // a listing not on the page: nothing is new
    expect(newOfferIds(entries[0]!, undefined).size).toBe(0);
    expect(shownNewIds(entries, 'all', (ref) => (ref === 'FX-AA0001' ? 'closed' : 'published'))).toEqual([]);
  });
});
