import { describe, expect, it } from 'vitest';
import {
  SEARCH_SEEN_MAX,
  diffListings,
  diffMyOffers,
  diffMyVehicles,
  diffReceivedOffers,
  diffSearch,
  isNewOnFirstPage,
  pageFloor,
  repostKey,
  type ListingFields,
  type OfferFields,
  type VehicleFields,
} from './diff';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 8, minute)).toISOString();
const offer = (id: string, status: string, minute = 0): OfferFields => ({
  id,
  listingRef: 'FX-7K2M9Q',
  status,
  price: '1450',
  currency: 'EUR',
  createdAt: at(minute),
  updatedAt: at(minute + 1),
  carrier: { name: 'Trans Carpați SRL' },
});
const listing = (ref: string, status: string, stage: string | null = null, minute = 0): ListingFields => ({
  ref,
  status,
  createdAt: at(minute),
  fromCity: 'Cluj-Napoca',
  fromCountry: 'RO',
  toCity: 'München',
  toCountry: 'DE',
  budget: '1400',
  currency: 'EUR',
  transportStage: stage,
  stageUpdatedAt: stage ? at(minute + 5) : null,
});
const vehicle = (id: string, requestCount: number | undefined, minute = 0): VehicleFields => ({
  id,
  createdAt: at(minute),
  fromCountry: 'RO',
  toCountry: 'DE',
  fromCity: 'Arad',
  toCity: null,
  vehicle: 'tautliner',
  requestCount,
});
const page = <T>(items: T[], hasMore = false) => ({ items, hasMore });
const types = (result: { events: { type: string; id: string }[] }) =>
  result.events.map((e) => `${e.type} ${e.id}`);

describe('diffReceivedOffers', () => {
  it.each([
    ['the baseline tells nothing', null, [offer('o1', 'sent')], []],
    [
      'a new sent offer is received',
      { offers: {}, floor: null },
      [offer('o1', 'sent')],
      ['offer.received offer.received:o1'],
    ],
    [
      'a new offer already withdrawn is not told',
      { offers: {}, floor: null },
      [offer('o1', 'withdrawn')],
      [],
    ],
    [
      'a known offer withdrawn',
      { offers: { o1: 'sent' }, floor: null },
      [offer('o1', 'withdrawn')],
      ['offer.withdrawn offer.withdrawn:o1'],
    ],
    [
      'a known offer expired',
      { offers: { o1: 'sent' }, floor: null },
      [offer('o1', 'expired')],
      ['offer.expired offer.expired:o1'],
    ],
    [
      "a known offer accepted is not this source's news",
      { offers: { o1: 'sent' }, floor: null },
      [offer('o1', 'accepted')],
      [],
    ],
    ['an unchanged offer tells nothing', { offers: { o1: 'sent' }, floor: null }, [offer('o1', 'sent')], []],
    [
      'an unknown status is kept, not told',
      { offers: { o1: 'sent' }, floor: null },
      [offer('o1', 'on_hold')],
      [],
    ],
    [
      'an older offer moved up from page 2 is not new',
      { offers: {}, floor: Date.parse(at(10)) },
      [offer('o2', 'sent', 12), offer('o1', 'sent', 5)],
      ['offer.received offer.received:o2'],
    ],
  ])('%s', (_, previous, items, expected) => {
    expect(types(diffReceivedOffers(previous, page(items)))).toEqual(expected);
  });

  it('tells price, currency and carrier name, and when the offer was made', () => {
    const [event] = diffReceivedOffers({ offers: {}, floor: null }, page([offer('o1', 'sent', 3)])).events;
    expect(event).toEqual({
      id: 'offer.received:o1',
      type: 'offer.received',
      subject: { kind: 'offer', id: 'o1' },
      listingRef: 'FX-7K2M9Q',
      occurredAt: at(3),
      data: { price: '1450', currency: 'EUR', carrier: 'Trans Carpați SRL' },
      source: 'watch',
    });
  });

  it('keeps the page as the next snapshot, with its floor only when more follow', () => {
    expect(
      diffReceivedOffers(null, page([offer('o1', 'sent', 4), offer('o2', 'expired', 2)], true)).next,
    ).toEqual({
      offers: { o1: 'sent', o2: 'expired' },
      floor: Date.parse(at(2)),
      offeredAt: [Date.parse(at(4)), Date.parse(at(2))],
    });
    expect(diffReceivedOffers(null, page([offer('o1', 'sent')])).next.floor).toBeNull();
  });
});

describe('diffMyOffers', () => {
  const known = (status: string) => ({ offers: { o1: { status, listingRef: 'FX-7K2M9Q' } } });
  it.each([
    ['the baseline tells nothing', null, [offer('o1', 'accepted')], []],
    ['accepted', known('sent'), [offer('o1', 'accepted')], ['offer.accepted offer.accepted:o1']],
    ['declined', known('sent'), [offer('o1', 'declined')], ['offer.declined offer.declined:o1']],
    ['expired', known('sent'), [offer('o1', 'expired')], ['offer.expired offer.expired:o1']],
    ['withdrawn by me is not told', known('sent'), [offer('o1', 'withdrawn')], []],
    ['a new offer of mine is not told', { offers: {} }, [offer('o1', 'sent')], []],
    ['unchanged', known('accepted'), [offer('o1', 'accepted')], []],
  ])('%s', (_, previous, items, expected) => {
    expect(types(diffMyOffers(previous, page(items)))).toEqual(expected);
  });
});

describe('diffListings', () => {
  const known = (status: string, stage: string | null = null) => ({
    listings: { 'FX-7K2M9Q': { status, stage } },
  });
  it.each([
    ['the baseline tells nothing', null, [listing('FX-7K2M9Q', 'closed', 'loading')], []],
    [
      'a stage set',
      known('closed', null),
      [listing('FX-7K2M9Q', 'closed', 'assigned')],
      ['listing.stage_changed listing.stage_changed:FX-7K2M9Q:assigned'],
    ],
    [
      'a stage moved on',
      known('closed', 'loading'),
      [listing('FX-7K2M9Q', 'closed', 'in_transit')],
      ['listing.stage_changed listing.stage_changed:FX-7K2M9Q:in_transit'],
    ],
    [
      'a stage taken away is not told',
      known('closed', 'loading'),
      [listing('FX-7K2M9Q', 'closed', null)],
      [],
    ],
    [
      'closed',
      known('published'),
      [listing('FX-7K2M9Q', 'closed')],
      ['listing.closed listing.closed:FX-7K2M9Q'],
    ],
    [
      'expired',
      known('published'),
      [listing('FX-7K2M9Q', 'expired')],
      ['listing.expired listing.expired:FX-7K2M9Q'],
    ],
    [
      'cancelled',
      known('published'),
      [listing('FX-7K2M9Q', 'cancelled')],
      ['listing.cancelled listing.cancelled:FX-7K2M9Q'],
    ],
    ['hidden is not told', known('published'), [listing('FX-7K2M9Q', 'hidden')], []],
    [
      'closed and staged in one read: both',
      known('published'),
      [listing('FX-7K2M9Q', 'closed', 'assigned')],
      [
        'listing.stage_changed listing.stage_changed:FX-7K2M9Q:assigned',
        'listing.closed listing.closed:FX-7K2M9Q',
      ],
    ],
    ['a listing new to the page is not told', { listings: {} }, [listing('FX-7K2M9Q', 'published')], []],
  ])('%s', (_, previous, items, expected) => {
    expect(types(diffListings(previous, page(items)))).toEqual(expected);
  });

  it('tells the old and new stage and when it changed', () => {
    const [event] = diffListings(
      known('closed', 'loading'),
      page([listing('FX-7K2M9Q', 'closed', 'in_transit', 10)]),
    ).events;
    expect(event).toMatchObject({
      data: { from: 'loading', to: 'in_transit' },
      occurredAt: at(15),
      listingRef: 'FX-7K2M9Q',
    });
  });
});

describe('diffMyVehicles', () => {
  it.each([
    ['the baseline tells nothing', null, [vehicle('v1', 3)], []],
    [
      'a count that grew',
      { vehicles: { v1: 1 } },
      [vehicle('v1', 3)],
      ['vehicle.request_received vehicle.request_received:v1:3'],
    ],
    ['the same count', { vehicles: { v1: 3 } }, [vehicle('v1', 3)], []],
    ['a count that shrank', { vehicles: { v1: 3 } }, [vehicle('v1', 2)], []],
    ['a vehicle new to the page', { vehicles: {} }, [vehicle('v1', 2)], []],
    ['a missing count', { vehicles: { v1: 1 } }, [vehicle('v1', undefined)], []],
  ])('%s', (_, previous, items, expected) => {
    expect(types(diffMyVehicles(previous, page(items)))).toEqual(expected);
  });

  it('says how many requests came, and keeps the new count', () => {
    const result = diffMyVehicles({ vehicles: { v1: 1 } }, page([vehicle('v1', 4)]));
    expect(result.events[0]!.data).toMatchObject({ requestCount: 4, added: 3, from: 'Arad', to: 'DE' });
    expect(result.next).toEqual({ vehicles: { v1: 4 } });
  });
});

describe('diffSearch', () => {
  const search = { id: 's1', name: 'RO → DE', kind: 'listings' as const };
  it('takes the first run as the baseline: nothing new, everything seen', () => {
    const result = diffSearch(search, null, page([listing('FX-AAAAAA', 'published')]));
    expect(result.events).toEqual([]);
    expect(result.next.seen).toEqual(['FX-AAAAAA']);
  });

  it('tells a listing not seen before, once, naming the search', () => {
    const first = diffSearch(search, null, page([listing('FX-AAAAAA', 'published', null, 1)]));
    const second = diffSearch(
      search,
      first.next,
      page([listing('FX-BBBBBB', 'published', null, 5), listing('FX-AAAAAA', 'published', null, 1)]),
    );
    expect(types(second)).toEqual(['listing.created listing.created:s1:FX-BBBBBB']);
    expect(second.events[0]!.data).toMatchObject({
      searchId: 's1',
      searchName: 'RO → DE',
      from: 'Cluj-Napoca',
      to: 'München',
      // the countries with the cities: a notification writes a city in the UI's language by both
      fromCountry: 'RO',
      toCountry: 'DE',
      budget: '1400',
    });
    // it left the page and came back: not told twice
    const third = diffSearch(search, second.next, page([listing('FX-AAAAAA', 'published', null, 1)]));
    const fourth = diffSearch(search, third.next, page([listing('FX-BBBBBB', 'published', null, 5)]));
    expect(fourth.events).toEqual([]);
  });

  it('does not tell an older listing that moved up from page 2', () => {
    const first = diffSearch(
      search,
      null,
      page([listing('FX-CCCCCC', 'published', null, 30), listing('FX-DDDDDD', 'published', null, 20)], true),
    );
    const second = diffSearch(
      search,
      first.next,
      page([listing('FX-CCCCCC', 'published', null, 30), listing('FX-EEEEEE', 'published', null, 10)], true),
    );
    expect(second.events).toEqual([]);
    expect(second.next.seen).toContain('FX-EEEEEE');
  });

  it('tells free vehicles new in a vehicle search as vehicle.created', () => {
    const vehicles = { id: 's2', name: 'Arad', kind: 'vehicles' as const };
    const result = diffSearch(vehicles, { seen: [], floor: null }, page([vehicle('v9', undefined)]));
    expect(types(result)).toEqual(['vehicle.created vehicle.created:s2:v9']);
    expect(result.events[0]!.subject).toEqual({ kind: 'vehicle', id: 'v9' });
  });

  it(`keeps at most ${SEARCH_SEEN_MAX} seen ids, dropping the oldest`, () => {
    const seen = Array.from({ length: SEARCH_SEEN_MAX }, (_, i) => `FX-${String(i).padStart(6, '0')}`);
    const result = diffSearch(search, { seen, floor: null }, page([listing('FX-NEWNEW', 'published')]));
    expect(result.next.seen).toHaveLength(SEARCH_SEEN_MAX);
    expect(result.next.seen[0]).toBe('FX-000001');
    expect(result.next.seen.at(-1)).toBe('FX-NEWNEW');
  });
});

describe('diffSearch: reposts', () => {
  const search = { id: 's1', name: 'RO → DE', kind: 'listings' as const };
  /** A whole listing as `GET /listings` gives it: Cluj-Napoca → München, 24 t, tautliner. */
  const load = (ref: string, minute: number, overrides: Partial<ListingFields> = {}): ListingFields => ({
    ...listing(ref, 'published', null, minute),
    fromCountry: 'RO',
    toCountry: 'DE',
    category: 'freight',
    dateType: 'fixed',
    dateFrom: '2026-11-26',
    dateTo: '2026-11-27',
    weightKg: 24000,
    volumeM3: '80',
    truckTypes: ['tautliner', 'box'],
    ...overrides,
  });
  const baseline = diffSearch(search, null, page([load('FX-AAAAAA', 1)]));

  it.each([
    [
      'the same load under another ref is folded',
      load('FX-BBBBBB', 5),
      0,
      { of: 'FX-AAAAAA', priceBefore: '1400', priceAfter: '1400' },
    ],
    [
      'the budget may differ: folded, with the price change',
      load('FX-BBBBBB', 5, { budget: '1310' }),
      0,
      { of: 'FX-AAAAAA', priceBefore: '1400', priceAfter: '1310' },
    ],
    [
      'truck types in another order, a city in other case: folded',
      load('FX-BBBBBB', 5, { truckTypes: ['box', 'tautliner'], fromCity: ' cluj-napoca' }),
      0,
      { of: 'FX-AAAAAA', priceBefore: '1400', priceAfter: '1400' },
    ],
    [
      'the same volume written otherwise: folded',
      load('FX-BBBBBB', 5, { volumeM3: '80.0' }),
      0,
      { of: 'FX-AAAAAA', priceBefore: '1400', priceAfter: '1400' },
    ],
    ['another weight is a new load', load('FX-BBBBBB', 5, { weightKg: 12000 }), 1, undefined],
    ['another volume is a new load', load('FX-BBBBBB', 5, { volumeM3: '40' }), 1, undefined],
    ['another loading day is a new load', load('FX-BBBBBB', 5, { dateFrom: '2026-11-27' }), 1, undefined],
    ['another destination is a new load', load('FX-BBBBBB', 5, { toCity: 'Berlin' }), 1, undefined],
    ['another category is a new load', load('FX-BBBBBB', 5, { category: 'groupage' }), 1, undefined],
    ['other truck types are a new load', load('FX-BBBBBB', 5, { truckTypes: ['tautliner'] }), 1, undefined],
  ] as const)('%s', (_name, next, told, repost) => {
    const result = diffSearch(search, baseline.next, page([next, load('FX-AAAAAA', 1)]));
    expect(result.events).toHaveLength(told);
    expect(result.next.reposts?.['FX-BBBBBB']).toEqual(repost && { ...repost, currency: 'EUR' });
    expect(result.next.seen).toEqual(['FX-AAAAAA', 'FX-BBBBBB']);
  });

  it('takes the first run as the baseline: two copies of one load on it tell nothing and fold nothing', () => {
    const first = diffSearch(search, null, page([load('FX-BBBBBB', 5), load('FX-AAAAAA', 1)]));
    expect(first.events).toEqual([]);
    expect(first.next.reposts).toEqual({});
    expect(Object.keys(first.next.loads!)).toEqual(['FX-BBBBBB', 'FX-AAAAAA']);
  });

  it('folds a repost of a repost with the latest copy, across reads, and a copy new on the same page', () => {
    const second = diffSearch(search, baseline.next, page([load('FX-BBBBBB', 5, { budget: '1350' })]));
    const third = diffSearch(
      search,
      second.next,
      page([load('FX-DDDDDD', 9, { weightKg: 5000 }), load('FX-CCCCCC', 8, { budget: '1310' })]),
    );
    expect(third.next.reposts!['FX-CCCCCC']).toEqual({
      of: 'FX-BBBBBB',
      priceBefore: '1350',
      priceAfter: '1310',
      currency: 'EUR',
    });
    expect(types(third)).toEqual(['listing.created listing.created:s1:FX-DDDDDD']);
    const fourth = diffSearch(
      search,
      third.next,
      page([load('FX-FFFFFF', 12, { weightKg: 7000 }), load('FX-EEEEEE', 11, { weightKg: 7000 })]),
    );
    expect(types(fourth)).toEqual(['listing.created listing.created:s1:FX-FFFFFF']);
    expect(fourth.next.reposts!['FX-EEEEEE']).toMatchObject({ of: 'FX-FFFFFF' });
  });

  it('reads a snapshot stored before reposts (no loads): nothing folds, nothing breaks', () => {
    const result = diffSearch(search, { seen: ['FX-AAAAAA'], floor: null }, page([load('FX-BBBBBB', 5)]));
    expect(types(result)).toEqual(['listing.created listing.created:s1:FX-BBBBBB']);
    expect(result.next.loads!['FX-BBBBBB']!.key).toBe(repostKey(load('FX-BBBBBB', 5)));
  });

  it('never folds a listing read without its category', () => {
    expect(repostKey(listing('FX-AAAAAA', 'published'))).toBeNull();
  });

  it('keeps loads and reposts only for the ids it still keeps', () => {
    const seen = Array.from({ length: SEARCH_SEEN_MAX }, (_, i) => `FX-${String(i).padStart(6, '0')}`);
    const previous = {
      seen,
      floor: null,
      loads: { 'FX-000000': { key: repostKey(load('x', 0))!, budget: '1400', currency: 'EUR' } },
      reposts: { 'FX-000000': { of: 'FX-ZZZZZZ', priceBefore: null, priceAfter: null, currency: null } },
    };
    const result = diffSearch(search, previous, page([load('FX-NEWNEW', 5, { weightKg: 1 })]));
    expect(result.next.loads).toEqual({ 'FX-NEWNEW': expect.any(Object) });
    expect(result.next.reposts).toEqual({});
  });
});

describe('diffSearch: hidden loads', () => {
  it('never tells a hidden listing or vehicle, but counts it seen', () => {
    const hidden = new Set(['FX-BBBBBB', 'v2']);
    const search = {
      id: 's1',
      name: 'RO',
      kind: 'listings' as const,
      isHidden: (id: string) => hidden.has(id),
    };
    const result = diffSearch(
      search,
      { seen: [], floor: null },
      page([listing('FX-BBBBBB', 'published', null, 5), listing('FX-CCCCCC', 'published', null, 6)]),
    );
    expect(types(result)).toEqual(['listing.created listing.created:s1:FX-CCCCCC']);
    expect(result.next.seen).toEqual(['FX-BBBBBB', 'FX-CCCCCC']);
    const vehicles = {
      id: 's2',
      name: 'Vans',
      kind: 'vehicles' as const,
      isHidden: (id: string) => hidden.has(id),
    };
    expect(diffSearch(vehicles, { seen: [], floor: null }, page([vehicle('v2', 0)])).events).toEqual([]);
  });
});

describe('page floor', () => {
  it('is the oldest createdAt of a page with more after it, else null', () => {
    expect(pageFloor(page([{ createdAt: at(5) }, { createdAt: at(2) }], true))).toBe(Date.parse(at(2)));
    expect(pageFloor(page([{ createdAt: at(5) }], false))).toBeNull();
    expect(pageFloor(page([], true))).toBeNull();
  });

  it.each([
    [at(3), null, true],
    [at(3), Date.parse(at(3)), true],
    [at(2), Date.parse(at(3)), false],
    ['not a date', Date.parse(at(3)), true],
  ])('isNewOnFirstPage(%s, %s) is %s', (createdAt, floor, expected) => {
    expect(isNewOnFirstPage(createdAt, floor)).toBe(expected);
  });
});
