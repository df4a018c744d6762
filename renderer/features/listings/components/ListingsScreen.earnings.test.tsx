import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyTrucks } from '../../../../shared/contract/trucks';
import { installFakeTransport, makeListing } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/render';
import { listingSearch } from '../api/listingQueries';
import { useTableViewStore } from '../../../shared/table/tableViewStore';
import { useTruckStore } from '../model/truckStore';

// whole-app renders: slow on a shared CI machine
vi.setConfig({ testTimeout: 20_000 });

const ALBA = { city: 'Alba Iulia', county: 'Alba', country: 'RO', slug: 'alba-iulia-alba-ro' };
const TRUCK = {
  id: 't1',
  name: 'MS 12 ABC',
  costPerKm: 1.1,
  currency: 'EUR' as const,
  kmPerDay: 600,
  home: null,
};
const MINE: MyTrucks = { trucks: [{ ...TRUCK, truckAt: ALBA }], currentId: 't1', rate: null };

let restore: (() => void) | undefined;
beforeEach(() => {
  listingSearch.reset();
  useTableViewStore.setState({ views: {} });
  useTruckStore.setState({ truckAt: ALBA });
});
afterEach(() => {
  cleanup();
  restore?.();
  useTruckStore.setState({ truckAt: null });
});

const grid = () => screen.getByRole('grid', { name: 'Listings' });
/** The text of the cell of column `id` in each body row. */
const column = (id: string) =>
  [...grid().querySelectorAll(`[role="gridcell"][data-column="${id}"]`)].map((cell) => cell.textContent);

function fakeMain(mine: MyTrucks) {
  const fake = installFakeTransport({
    'listings.search': () => ({
      data: [
        makeListing({ ref: 'FX-AA0001', budget: '2450.00', distanceKm: 1480 }),
        makeListing({ ref: 'FX-AA0002', budget: '900.00', distanceKm: 1200 }),
        makeListing({ ref: 'FX-AA0003', budget: null }),
        makeListing({ ref: 'FX-AA0004', budget: '9000.00', currency: 'RON', distanceKm: 1000 }),
      ],
      hasMore: false,
      nextCursor: null,
    }),
    'places.deadhead': (() => ({ truckAt: null, km: [312, 0, 100, 0] })) as never,
    'trucks.get': () => mine,
    'listings.get': ((input: { ref: string }) =>
      makeListing({ ref: input.ref, budget: '2450.00', distanceKm: 1480 })) as never,
  });
  restore = fake.restore;
  return fake;
}

describe('Listings: what a load earns the current truck (docs/api.md §What a load earns)', () => {
  it('shows Loaded km, Profit and Profit/day by the sums, and "—" with its reason where a figure is missing', async () => {
    fakeMain(MINE);
    renderApp('/listings');
    await screen.findByRole('grid', { name: 'Listings' });
    await waitFor(() => expect(column('profit')).toEqual(['479 EUR', '-420 EUR', '—', '—']));
    // 1,792 km at 600 km a day: 3 days; 1,200 km: 2 days
    expect(column('profitPerDay')).toEqual(['160 EUR', '-210 EUR', '—', '—']);
    expect(column('distance')).toEqual(['1,480 km', '1,200 km', '1,234 km', '1,000 km']);
    const cells = grid().querySelectorAll('[data-column="profit"] [title]');
    expect([...cells].map((cell) => cell.getAttribute('title'))).toEqual([
      'No budget on this load.',
      'Set the EUR ↔ RON rate in Settings → My trucks: the truck’s cost is in the other currency.',
    ]);
  });

  it('turns the cost at the user’s rate, sorts by profit per day, and writes the sum out in the panel', async () => {
    fakeMain({ ...MINE, rate: { ronPerEur: 5, date: '2026-11-28' } });
    const { user } = renderApp('/listings');
    await waitFor(() => expect(column('profit')).toEqual(['479 EUR', '-420 EUR', '—', '3,500 RON']));
    await user.click(within(grid()).getByRole('columnheader', { name: /^Profit\/day/ }));
    await waitFor(() => expect(column('profitPerDay')).toEqual(['-210 EUR', '160 EUR', '1,750 RON', '—']));

    await user.click(within(grid()).getByRole('rowheader', { name: /FX-AA0001/ }));
    expect(await screen.findByTestId('earnings-sum')).toHaveProperty(
      'textContent',
      '2,450 EUR − 1.10 EUR/km × (312 + 1,480) km = 479 EUR',
    );
    expect(screen.getByText('160 EUR a day over 3 days on the road')).toBeTruthy();
  });

  it('says the list is busy while the empty runs are worked out, since a sort by profit reorders the rows when they come', async () => {
    let answer: (value: { truckAt: null; km: number[] }) => void = () => {};
    restore = installFakeTransport({
      'listings.search': () => ({
        data: [makeListing({ ref: 'FX-AA0001', budget: '2450.00', distanceKm: 1480 })],
        hasMore: false,
        nextCursor: null,
      }),
      'places.deadhead': (() => new Promise((resolve) => (answer = resolve))) as never,
      'trucks.get': () => MINE,
    }).restore;
    renderApp('/listings');
    await screen.findByRole('grid', { name: 'Listings' });
    const list = grid().closest('.list')!;
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('true'));
    expect(column('profit')).toEqual(['—']);
    answer({ truckAt: null, km: [312] });
    await waitFor(() => expect(column('profit')).toEqual(['479 EUR']));
    expect(list.hasAttribute('aria-busy')).toBe(false);
  });

  it('shows no profit column without a current truck', async () => {
    fakeMain({ trucks: [], currentId: null, rate: null });
    renderApp('/listings');
    await within(await screen.findByRole('grid', { name: 'Listings' })).findByRole('columnheader', {
      name: 'Empty run',
    });
    expect(within(grid()).queryByRole('columnheader', { name: 'Profit' })).toBeNull();
    expect(within(grid()).queryByRole('columnheader', { name: 'Loaded km' })).toBeNull();
  });
});
