import { roadDistanceKm } from '@dispatch/places/distance';
import { describe, expect, it } from 'vitest';
import type { Listing } from '../api/types';
import type { ListingFilters } from '../contract/calls';
import type { LatLon } from '../contract/places';
import type { MapPlace } from './route-ends';
import {
  planTripHome,
  rankTrips,
  TRIP_HOME_READ_MAX,
  tripOf,
  type ListingsPage,
  type TripHome,
} from './trip-home';

const TODAY = '2026-11-28';
const TRUCK = { costPerKm: 1, currency: 'EUR' as const, kmPerDay: 600 };
const AT: Record<string, LatLon> = {
  'Cluj-Napoca': { lat: 46.77, lon: 23.6 },
  București: { lat: 44.43, lon: 26.1 },
  München: { lat: 48.14, lon: 11.58 },
  Nürnberg: { lat: 49.45, lon: 11.08 },
  Wien: { lat: 48.21, lon: 16.37 },
  Budapest: { lat: 47.5, lon: 19.04 },
  Praha: { lat: 50.08, lon: 14.43 },
  Bratislava: { lat: 48.15, lon: 17.11 },
};
const km = (a: string, b: string) => roadDistanceKm(AT[a]!, AT[b]!);

/** A listing with the fields the planner reads (route, loading days, budget, km); `overrides` change any. */
function makeListing(overrides: Partial<Listing> = {}): Listing {
  const read = {
    ref: 'FX-T0',
    fromCity: 'Cluj-Napoca',
    fromCountry: 'RO',
    toCity: 'München',
    toCountry: 'DE',
  };
  return {
    ...read,
    dateFrom: null,
    dateTo: null,
    budget: '1000.00',
    currency: 'EUR',
    distanceKm: 1000,
    ...overrides,
  } as Listing;
}

let n = 0;
function load(
  from: [string, string],
  to: [string, string],
  budget: number,
  distanceKm: number,
  day = '2026-12-05',
) {
  n += 1;
  return makeListing({
    ref: `FX-T${n}`,
    fromCity: from[0],
    fromCountry: from[1],
    toCity: to[0],
    toCountry: to[1],
    budget: budget.toFixed(2),
    distanceKm,
    dateFrom: day,
    dateTo: day,
  });
}

const OUTBOUND = load(['Cluj-Napoca', 'RO'], ['München', 'DE'], 2000, 1200, '2026-12-01');

/** A fixed market: the listings of each search (`from>to`, `to` empty for anywhere), in pages of `size`. */
function market(searches: Record<string, Listing[]>, size = 20) {
  const asked: { filters: ListingFilters; cursor: string | null }[] = [];
  const readPage = async (filters: ListingFilters, cursor: string | null): Promise<ListingsPage> => {
    asked.push({ filters, cursor });
    const all = searches[`${filters.fromCountry}>${filters.toCountry ?? ''}`] ?? [];
    const start = cursor === null ? 0 : Number(cursor);
    const end = start + size;
    return {
      data: all.slice(start, end),
      hasMore: end < all.length,
      nextCursor: end < all.length ? String(end) : null,
    };
  };
  const locate = async (places: readonly MapPlace[]) => places.map((place) => AT[place.city ?? ''] ?? null);
  return { asked, readPage, locate };
}

const input = (m: ReturnType<typeof market>) => ({
  outbound: OUTBOUND,
  homeCountry: 'RO',
  truck: TRUCK,
  rate: null,
  today: TODAY,
  readPage: m.readPage,
  locate: m.locate,
  roadKm: roadDistanceKm,
});

describe('planTripHome (issue 51 §3)', () => {
  it('ranks one- and two-load ways home by the whole trip’s profit per day, each step with its empty run', async () => {
    const direct = load(['Nürnberg', 'DE'], ['Cluj-Napoca', 'RO'], 1500, 1150);
    const poor = load(['München', 'DE'], ['București', 'RO'], 1000, 1500);
    const toWien = load(['München', 'DE'], ['Wien', 'AT'], 900, 430);
    const wienHome = load(['Wien', 'AT'], ['Cluj-Napoca', 'RO'], 1700, 850, '2026-12-06');
    const tooEarly = load(['Wien', 'AT'], ['București', 'RO'], 5000, 1000, '2026-12-02');
    const m = market({ 'DE>RO': [direct, poor], 'DE>': [toWien], 'AT>RO': [wienHome, tooEarly] });
    const plan = await planTripHome(input(m));

    expect(plan.reads).toBe(3);
    expect(plan.stoppedAtLimit).toBe(false);
    expect(m.asked.map((a) => a.filters)).toEqual([
      { fromCountry: 'DE', toCountry: 'RO', dateFrom: '2026-12-03' },
      { fromCountry: 'DE', dateFrom: '2026-12-03' },
      { fromCountry: 'AT', toCountry: 'RO', dateFrom: '2026-12-05' },
    ]);
    expect(plan.trips.map((trip) => trip.steps.map((step) => step.listing.ref))).toEqual([
      [toWien.ref, wienHome.ref],
      [direct.ref],
      [poor.ref],
    ]);
    const [two, one] = plan.trips;
    expect(two!.steps.map((step) => step.earnings.emptyKm)).toEqual([0, 0]);
    expect(one!.steps[0]!.earnings.emptyKm).toBe(km('München', 'Nürnberg'));
    // 900 − 430 (1 day) + 1,700 − 850 (2 days) = 1,320 EUR over 3 days
    expect(two).toMatchObject({ profit: 1320, days: 3, profitPerDay: 440, currency: 'EUR' });
    const oneCost = km('München', 'Nürnberg') + 1150;
    expect(one).toMatchObject({ profit: 1500 - oneCost, days: Math.ceil(oneCost / 600) });
  });

  it('locates a name two places share on each route by that route (its other end and km), not once per plan', async () => {
    // two "Frankfurt"s of Germany (am Main and an der Oder), told apart only by the route's other end and km
    const FRANKFURT: Record<string, LatLon> = {
      main: { lat: 50.11, lon: 8.68 },
      oder: { lat: 52.35, lon: 14.55 },
    };
    const toCluj = (at: LatLon) => roadDistanceKm(at, AT['Cluj-Napoca']!);
    const fromMain = load(['Frankfurt', 'DE'], ['Cluj-Napoca', 'RO'], 2500, toCluj(FRANKFURT.main!));
    const fromOder = load(['Frankfurt', 'DE'], ['Cluj-Napoca', 'RO'], 2500, toCluj(FRANKFURT.oder!));
    const m = market({ 'DE>RO': [fromMain, fromOder] });
    // as the gazetteer: a shared name is the place at the route's km from its other end
    const locate = async (places: readonly MapPlace[]) =>
      places.map((place) => {
        if (place.city !== 'Frankfurt') return AT[place.city ?? ''] ?? null;
        const other = place.routeTo ? AT[place.routeTo.city ?? ''] : undefined;
        if (!other || !place.routeTo) return FRANKFURT.main!;
        const off = (at: LatLon) => Math.abs(roadDistanceKm(at, other) - place.routeTo!.km);
        return off(FRANKFURT.main!) <= off(FRANKFURT.oder!) ? FRANKFURT.main! : FRANKFURT.oder!;
      });
    const plan = await planTripHome({ ...input(m), locate });
    const emptyRuns = new Map(
      plan.trips.map((trip) => [trip.steps[0]!.listing.ref, trip.steps[0]!.earnings.emptyKm]),
    );
    expect(emptyRuns).toEqual(
      new Map([
        [fromMain.ref, roadDistanceKm(AT.München!, FRANKFURT.main!)],
        [fromOder.ref, roadDistanceKm(AT.München!, FRANKFURT.oder!)],
      ]),
    );
  });

  it('stops at the eighth read and says so: a search that would need a ninth is not read', async () => {
    const many = (from: [string, string], to: [string, string], count = 30) =>
      Array.from({ length: count }, () => load(from, to, 1000, 500));
    const m = market(
      {
        'DE>RO': many(['München', 'DE'], ['Cluj-Napoca', 'RO'], 10),
        'DE>': [
          ...many(['München', 'DE'], ['Wien', 'AT']),
          load(['München', 'DE'], ['Budapest', 'HU'], 800, 700),
          load(['München', 'DE'], ['Praha', 'CZ'], 700, 380),
        ],
        'AT>RO': many(['Wien', 'AT'], ['Cluj-Napoca', 'RO']),
        'CZ>RO': many(['Praha', 'CZ'], ['Cluj-Napoca', 'RO']),
        'HU>RO': many(['Budapest', 'HU'], ['București', 'RO']),
      },
      20,
    );
    const plan = await planTripHome(input(m));
    expect(m.asked).toHaveLength(TRIP_HOME_READ_MAX);
    expect(plan.reads).toBe(TRIP_HOME_READ_MAX);
    expect(plan.stoppedAtLimit).toBe(true);
    // each search a first page and one more at most; Budapest's second page would be the ninth read
    expect(m.asked.map((a) => a.cursor)).toEqual([null, null, '20', null, '20', null, '20', null]);
    expect(m.asked.at(-1)?.filters).toMatchObject({ fromCountry: 'HU', toCountry: 'RO' });
  });

  it('reads one search only when the first pages leave no other country to try', async () => {
    const m = market({ 'DE>RO': [load(['München', 'DE'], ['Cluj-Napoca', 'RO'], 1400, 1100)] });
    const plan = await planTripHome(input(m));
    expect(plan).toMatchObject({ reads: 2, stoppedAtLimit: false });
    expect(plan.trips).toHaveLength(1);
  });
});

describe('tripOf and rankTrips', () => {
  const step = (currency: 'EUR' | 'RON', profit: number, days: number) =>
    ({ listing: makeListing(), earnings: { currency, profit, days } }) as TripHome['steps'][number];

  it('adds the steps in the first one’s currency, turning the other at the rate, or gives none without it', () => {
    const rate = { ronPerEur: 5, date: '2026-11-20' };
    expect(tripOf([step('EUR', 100, 1), step('RON', 500, 1)], rate)).toMatchObject({
      profit: 200,
      days: 2,
      profitPerDay: 100,
    });
    expect(tripOf([step('EUR', 100, 1), step('RON', 500, 1)], null)).toBeNull();
  });

  it('ranks by profit per day in EUR, then fewer loads, then fewer days', () => {
    const rate = { ronPerEur: 5, date: '2026-11-20' };
    const a = tripOf([step('RON', 1500, 1)], rate)!; // 300 EUR a day
    const b = tripOf([step('EUR', 400, 1)], rate)!;
    const c = tripOf([step('EUR', 200, 1), step('EUR', 200, 1)], rate)!;
    const d = tripOf([step('EUR', 800, 2)], rate)!;
    expect(rankTrips([a, c, d, b], rate)).toEqual([b, d, a, c]);
  });
});
