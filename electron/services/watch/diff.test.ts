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
  toCity: 'München',
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
