import { describe, expect, it } from 'vitest';
import { makeListing } from '../../../test/fakeTransport';
import { makeEntry, makeOffer, offerId } from './testOffers';
import { inboxRows, type InboxRow } from './inboxTable';

const listings = ['FX-AA0001', 'FX-AA0002', 'FX-AA0003', 'FX-AA0004'].map((ref) => makeListing({ ref }));

/** FX-AA0001's newest offer is older than FX-AA0002's; FX-AA0003 has none; FX-AA0004 failed. */
const entries = [
  makeEntry('FX-AA0001', [
    makeOffer(offerId(1), { listingRef: 'FX-AA0001', price: '1300', createdAt: '2026-11-20T10:00:00Z' }),
    makeOffer(offerId(2), {
      listingRef: 'FX-AA0001',
      price: '900',
      status: 'declined',
      createdAt: '2026-11-19T10:00:00Z',
    }),
  ]),
  makeEntry(
    'FX-AA0002',
    [
      makeOffer(offerId(3), { listingRef: 'FX-AA0002', price: '1100', createdAt: '2026-11-24T08:00:00Z' }),
      makeOffer(offerId(4), { listingRef: 'FX-AA0002', price: '1000', createdAt: '2026-11-18T08:00:00Z' }),
      makeOffer(offerId(5), { listingRef: 'FX-AA0002', price: '1200', createdAt: '2026-11-17T08:00:00Z' }),
    ],
    { hasMore: true },
  ),
  makeEntry('FX-AA0003', []),
  makeEntry('FX-AA0004', [], { error: { kind: 'network', message: 'down' } }),
];

const keys = (rows: InboxRow[]) => rows.map((row) => row.key);

describe('inboxRows', () => {
  it('a header row per listing, listings by their newest offer, failed ones last, none without offers', () => {
    const rows = inboxRows(listings, entries, 'all', null);
    expect(keys(rows)).toEqual([
      'listing:FX-AA0002',
      offerId(3),
      offerId(4),
      offerId(5),
      'listing:FX-AA0001',
      offerId(1),
      offerId(2),
      'listing:FX-AA0004',
      'problem:FX-AA0004',
    ]);
    expect(rows[0]).toMatchObject({ kind: 'group', shown: 3, hasMore: true });
    expect(rows[4]).toMatchObject({ kind: 'group', shown: 2, hasMore: false });
    expect(rows[8]).toMatchObject({ kind: 'problem', error: { kind: 'network' } });
    // each offer row carries its own listing (for the price against that listing's budget)
    expect(rows.filter((row) => row.kind === 'offer').map((row) => [row.key, row.listing.ref])).toEqual([
      [offerId(3), 'FX-AA0002'],
      [offerId(4), 'FX-AA0002'],
      [offerId(5), 'FX-AA0002'],
      [offerId(1), 'FX-AA0001'],
      [offerId(2), 'FX-AA0001'],
    ]);
  });

  it('sorts by price within each listing only, either way', () => {
    expect(keys(inboxRows(listings, entries, 'all', { column: 'price', direction: 'ascending' }))).toEqual([
      'listing:FX-AA0002',
      offerId(4),
      offerId(3),
      offerId(5),
      'listing:FX-AA0001',
      offerId(2),
      offerId(1),
      'listing:FX-AA0004',
      'problem:FX-AA0004',
    ]);
    const descending = inboxRows(listings, entries, 'all', { column: 'price', direction: 'descending' });
    expect(keys(descending).slice(0, 4)).toEqual(['listing:FX-AA0002', offerId(5), offerId(3), offerId(4)]);
  });

  it('orders by the newest offer that passes the status filter, and drops listings with none', () => {
    const declined = inboxRows(listings, entries, 'declined', null);
    expect(keys(declined)).toEqual([
      'listing:FX-AA0001',
      offerId(2),
      'listing:FX-AA0004',
      'problem:FX-AA0004',
    ]);
    // FX-AA0001's only "sent" offer (20 Nov) is newer than FX-AA0002's oldest but not its newest
    const late = [
      ...entries.slice(0, 1),
      makeEntry('FX-AA0002', [
        makeOffer(offerId(6), { status: 'declined', createdAt: '2026-11-25T08:00:00Z' }),
        makeOffer(offerId(7), { createdAt: '2026-11-01T08:00:00Z' }),
      ]),
    ];
    expect(keys(inboxRows(listings, late, 'sent', null))).toEqual([
      'listing:FX-AA0001',
      offerId(1),
      'listing:FX-AA0002',
      offerId(7),
    ]);
    expect(keys(inboxRows(listings, late, 'all', null))[0]).toBe('listing:FX-AA0002');
  });

  it('leaves out an entry whose listing is not on the page', () => {
    expect(inboxRows(listings.slice(1), entries.slice(0, 1), 'all', null)).toEqual([]);
  });
});
