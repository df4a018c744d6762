import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingFilters } from '../../../../shared/contract/calls';
import type { MyTrucks } from '../../../../shared/contract/trucks';
import { installFakeTransport, makeListing } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/render';
import { listingSearch } from '../api/listingQueries';
import { useTripHomeAsked } from './TripHome';

// whole-app renders: slow on a shared CI machine
vi.setConfig({ testTimeout: 20_000 });

const CLUJ = { city: 'Cluj-Napoca', county: 'Cluj', country: 'RO', slug: 'cluj-napoca-cluj-ro' };
const TRUCK = { id: 't1', name: 'MS 12 ABC', costPerKm: 1, currency: 'EUR' as const, kmPerDay: 600 };
const OUT = makeListing({
  ref: 'FX-AA0001',
  toCity: 'München',
  toCountry: 'DE',
  dateFrom: null,
  dateTo: null,
});
const BACK = makeListing({
  ref: 'FX-BB0002',
  fromCity: 'München',
  fromCountry: 'DE',
  toCity: 'Cluj-Napoca',
  toCountry: 'RO',
  budget: '1500.00',
  distanceKm: 1100,
  dateFrom: null,
  dateTo: null,
});

let restore: (() => void) | undefined;
beforeEach(() => listingSearch.reset());
afterEach(() => useTripHomeAsked.setState({ ref: null }));
afterEach(() => {
  cleanup();
  restore?.();
});

function fakeMain(home: MyTrucks['trucks'][number]['home']) {
  const fake = installFakeTransport({
    'listings.search': ((input: { filters: ListingFilters }) => ({
      data: input.filters.fromCountry === 'DE' && input.filters.toCountry === 'RO' ? [BACK] : [],
      hasMore: false,
      nextCursor: null,
    })) as never,
    'listings.get': (() => OUT) as never,
    'places.coordinates': ((input: { places: { city: string | null }[] }) =>
      input.places.map((place) =>
        place.city === 'München' ? { lat: 48.14, lon: 11.58, population: 1_500_000 } : null,
      )) as never,
    'trucks.get': () => ({ trucks: [{ ...TRUCK, home, truckAt: null }], currentId: 't1', rate: null }),
  });
  restore = fake.restore;
  return fake;
}

describe('Trip home on a listing’s panel (issue 51 §3)', () => {
  it('reads only when pressed, says how many pages it read and shows the way home with its empty run', async () => {
    const fake = fakeMain(CLUJ);
    const { user } = renderApp('/listings/FX-AA0001');
    const button = await screen.findByText('Trip home', { selector: 'button' });
    const before = fake.of('listings.search').length;
    await user.click(button);
    const section = await screen.findByLabelText('Trip home', { selector: 'section' });
    await within(section).findByText('Read 2 pages of the exchange.');
    expect(fake.of('listings.search').length - before).toBe(2);
    // 1,500 EUR − 1 EUR/km × (0 + 1,100) km = 400 EUR over 2 days
    expect(within(section).getByText('200 EUR a day: 400 EUR over 2 days')).toBeTruthy();
    expect(within(section).getByText(/^FX-BB0002: .*, 0 km empty, profit 400 EUR$/)).toBeTruthy();
  });

  it('says the truck has no home place and links to My trucks, reading nothing', async () => {
    const fake = fakeMain(null);
    const { user } = renderApp('/listings/FX-AA0001');
    await user.click(await screen.findByText('Trip home', { selector: 'button' }));
    const section = await screen.findByLabelText('Trip home', { selector: 'section' });
    expect(within(section).getByText(/Set the current truck’s home place/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Settings → My trucks' }).getAttribute('href')).toBe(
      '/settings#settings-trucks',
    );
    // no search from where the load unloads (DE) was sent
    const fromDe = () =>
      fake
        .of('listings.search')
        .filter((c) => (c.input as { filters: ListingFilters }).filters.fromCountry === 'DE');
    expect(fromDe()).toEqual([]);
  });
});
