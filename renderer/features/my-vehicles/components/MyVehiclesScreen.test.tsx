import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnVehicle } from '../../../../shared/api/types';
import { failWith, installFakeTransport, makeKey, makePage, makeSession } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/render';
import { TRUCK_AT_STORAGE_KEY, useTruckStore } from '../../../shared/search/truckAt';
import { myVehicles } from '../api/myVehiclesQueries';

vi.setConfig({ testTimeout: 20_000 });

let restore: (() => void) | undefined;
beforeEach(() => {
  myVehicles.reset();
  localStorage.clear();
  useTruckStore.setState({ truckAt: null, replaced: null });
});
afterEach(() => {
  cleanup();
  restore?.();
});

const withKey = () => makeSession({ key: makeKey({ kind: 'test', last4: 'AB12', demoAccount: 'carrier' }) });

const vehicle: OwnVehicle = {
  id: '5d1c0a7e-0000-4000-8000-000000000001',
  fromCountry: 'RO',
  toCountry: 'DE',
  fromCity: 'Cluj-Napoca',
  toCity: null,
  dateFrom: '2026-11-24',
  dateTo: '2026-11-28',
  vehicle: 'tautliner',
  capacity: null,
  seats: null,
  volumeM3: null,
  payloadT: '24',
  pallets: null,
  via: null,
  note: null,
  status: 'removed',
  createdAt: '2026-11-20T10:00:00Z',
  companyId: null,
  displayName: 'Carrier',
  requestCount: 7,
};

describe('MyVehiclesScreen', () => {
  it('shows status and requests, and Find loads runs the listings search with the vehicle’s filters', async () => {
    const fake = installFakeTransport({
      'session.get': withKey,
      'vehicles.mine': (() => ({ data: [vehicle], hasMore: false, nextCursor: null })) as never,
      'listings.search': (() => makePage('AA', 3, 'n2')) as never,
      'places.search': (() => [
        { city: 'Cluj', country: 'RO', county: 'Cluj', slug: 'cluj-cluj-ro' },
        { city: 'Cluj-Napoca', country: 'RO', county: 'Cluj', slug: 'cluj-napoca-cluj-ro' },
      ]) as never,
      'places.deadhead': (() => ({ truckAt: null, km: [10, 20, 30] })) as never,
    });
    restore = fake.restore;
    const { user } = renderApp('/desk/vehicles');
    const grid = await screen.findByRole('grid', { name: 'My vehicles' });
    const row = within(grid).getAllByRole('row')[1];
    expect(row?.textContent).toContain('Removed');
    expect(row?.textContent).toContain('7');
    // a place as every list writes it (renderer/shared/format/places.ts): the city with its country's code,
    // the country's name alone when there is no city
    expect(row?.textContent).toContain('Cluj-Napoca, RO → Germany');
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Find loads' }));
    await screen.findByRole('grid', { name: 'Listings' });
    expect(fake.of('listings.search')).toHaveLength(1);
    expect(fake.of('listings.search')[0]?.input).toEqual({
      filters: {
        fromCountry: 'RO',
        toCountry: 'DE',
        dateFrom: '2026-11-24',
        dateTo: '2026-11-28',
        weightMax: 24_000,
        truckTypes: ['tautliner'],
      },
      cursor: null,
    });
    // "Truck at" is the vehicle's place
    await waitFor(() => expect(useTruckStore.getState().truckAt?.slug).toBe('cluj-napoca-cluj-ro'));
    expect(fake.of('places.search')[0]?.input).toEqual({ q: 'Cluj-Napoca' });
  });

  it('does not replace Truck at silently: the listings screen says where it was and puts it back (issue 53 §3)', async () => {
    const oradea = { city: 'Oradea', country: 'RO', county: 'Bihor', slug: 'oradea-bihor-ro' };
    useTruckStore.getState().setTruckAt(oradea);
    const fake = installFakeTransport({
      'session.get': withKey,
      'vehicles.mine': (() => ({ data: [vehicle], hasMore: false, nextCursor: null })) as never,
      'listings.search': (() => makePage('AA', 3, 'n2')) as never,
      'places.search': (() => [
        { city: 'Cluj-Napoca', country: 'RO', county: 'Cluj', slug: 'cluj-napoca-cluj-ro' },
      ]) as never,
      'places.deadhead': (() => ({ truckAt: null, km: [10, 20, 30] })) as never,
    });
    restore = fake.restore;
    const { user } = renderApp('/desk/vehicles');
    const grid = await screen.findByRole('grid', { name: 'My vehicles' });
    const row = within(grid).getAllByRole('row')[1] as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Find loads' }));
    await waitFor(() => expect(useTruckStore.getState().truckAt?.slug).toBe('cluj-napoca-cluj-ro'));
    const said = await screen.findByText(/Truck at was Oradea, RO/);
    await user.click(within(said).getByRole('button', { name: 'Back to Oradea, RO' }));
    expect(useTruckStore.getState().truckAt).toEqual(oradea);
    expect(screen.queryByText(/Truck at was/)).toBeNull();
  });

  it('remembers Truck at across a reload (localStorage, issue 53 §3)', async () => {
    const cluj = { city: 'Cluj-Napoca', country: 'RO', county: 'Cluj', slug: 'cluj-napoca-cluj-ro' };
    useTruckStore.getState().setTruckAt(cluj);
    const kept = localStorage.getItem(TRUCK_AT_STORAGE_KEY) ?? '';
    expect(kept).toContain('cluj-napoca-cluj-ro');
    // a reload: the store starts empty and reads what was kept
    useTruckStore.setState({ truckAt: null });
    localStorage.setItem(TRUCK_AT_STORAGE_KEY, kept);
    await useTruckStore.persist.rehydrate();
    expect(useTruckStore.getState().truckAt).toEqual(cluj);
    // what is not a place reads as none
    localStorage.setItem(
      TRUCK_AT_STORAGE_KEY,
      JSON.stringify({ state: { truckAt: { city: 3 } }, version: 1 }),
    );
    await useTruckStore.persist.rehydrate();
    expect(useTruckStore.getState().truckAt).toBeNull();
  });

  it('says the key was refused on a 401', async () => {
    const fake = installFakeTransport({
      'session.get': withKey,
      'vehicles.mine': (() => failWith('unauthorized')) as never,
    });
    restore = fake.restore;
    renderApp('/desk/vehicles');
    expect((await screen.findByRole('alert')).textContent).toContain('refused your API key');
  });
});
